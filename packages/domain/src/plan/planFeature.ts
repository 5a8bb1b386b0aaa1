import { contactsFeature } from '../contacts/contactsFeature.ts';
import type { ContactsStore } from '../contacts/ContactsStore.ts';
import type { Feature } from '../root/RootStore.ts';
import { PlanStore } from './PlanStore.ts';

/** The working plan (the plan editor, its dates, the unsaved-plan warning) and its contacts. */
export const planFeature: Feature<{ plan: PlanStore; contacts: ContactsStore }> = (root) => {
  const { contacts } = root.feature(contactsFeature);
  const plan = new PlanStore({
    api: root.api,
    session: root.session,
    contacts,
    ticker: root.ticker,
    storage: root.deps.storage,
    navigator: root.deps.navigator,
    connectivity: root.connectivity,
    overdueGraceMinutes: () => root.config.settings?.trips.overdue_grace_minutes ?? null,
    overdueTexts: () => root.config.settings?.trips.overdue_texts ?? false,
    ...(root.storeReview ? { storeReview: root.storeReview } : {}),
  });
  return { plan, contacts };
};
