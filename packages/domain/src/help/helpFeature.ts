import type { Feature } from '../root/RootStore.ts';
import { HelpStore } from './HelpStore.ts';

/** The help page's questions: a feature, so the server's render can load them before it draws the page. */
export const helpFeature: Feature<{ help: HelpStore }> = (root) => ({ help: new HelpStore(root.api) });
