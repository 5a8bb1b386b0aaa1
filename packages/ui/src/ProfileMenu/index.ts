export { ProfileMenu } from './ProfileMenu.tsx';
export type { ProfileMenuLink, ProfileMenuLinks, ProfileMenuProps, ProfileMenuUser } from './ProfileMenu.tsx';
