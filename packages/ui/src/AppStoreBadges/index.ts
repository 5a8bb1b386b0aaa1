export { AppStoreBadges } from './AppStoreBadges.tsx';
export type { AppStoreBadgesProps } from './AppStoreBadges.tsx';
