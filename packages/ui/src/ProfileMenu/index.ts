export { PROFILE_MENU_LINKS, ProfileMenu } from './ProfileMenu.tsx';
export type { ProfileMenuProps, ProfileMenuUser } from './ProfileMenu.tsx';
