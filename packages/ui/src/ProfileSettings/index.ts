export { ProfileSettings } from './ProfileSettings.tsx';
export type { ProfileSettingsProps, ProfileSettingsUser } from './ProfileSettings.tsx';
