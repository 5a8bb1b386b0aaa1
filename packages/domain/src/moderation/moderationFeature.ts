import type { Feature } from '../root/RootStore.ts';
import { ModerationStore } from './ModerationStore.ts';

/** Administrators' review of uploaded photos. */
export const moderationFeature: Feature<{ moderation: ModerationStore }> = (root) => ({ moderation: new ModerationStore(root.api) });
