import type { Feature } from '../root/RootStore.ts';
import { ContactsStore } from './ContactsStore.ts';

/** My Contacts and a guest's temporary contacts (the plan's group and emergency contact). */
export const contactsFeature: Feature<{ contacts: ContactsStore }> = (root) => ({
  contacts: new ContactsStore({ api: root.api, session: root.session, storage: root.deps.storage }),
});
