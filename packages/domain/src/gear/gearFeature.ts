import { planFeature } from '../plan/planFeature.ts';
import type { Feature } from '../root/RootStore.ts';
import { GearStore } from './GearStore.ts';
import { GearTemplatesStore } from './GearTemplatesStore.ts';

/** The working plan's gear list (the gear page) and the user's custom lists (My Gear Lists). */
export const gearFeature: Feature<{ gear: GearStore; gearTemplates: GearTemplatesStore }> = (root) => {
  const { plan } = root.feature(planFeature);
  const gearTemplates = new GearTemplatesStore({ api: root.api, session: root.session });
  const gear = new GearStore({
    api: root.api,
    plan,
    places: root.location,
    customLists: gearTemplates,
    session: root.session,
    storage: root.deps.storage,
    connectivity: root.connectivity,
    ...(root.storeReview ? { storeReview: root.storeReview } : {}),
  });
  return { gear, gearTemplates };
};
