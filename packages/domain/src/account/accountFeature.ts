import type { Feature } from '../root/RootStore.ts';
import { AccountStore } from './AccountStore.ts';

/** Profile, settings, activation and password recovery. */
export const accountFeature: Feature<{ account: AccountStore }> = (root) => ({
  account: new AccountStore({ api: root.api, session: root.session }),
});
