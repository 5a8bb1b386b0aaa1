export { ProfileMenu } from './ProfileMenu.tsx';
export type { ProfileMenuLink, ProfileMenuLinks, ProfileMenuProps, ProfileMenuUser } from './ProfileMenu.tsx';
export { ProfileMenuButton } from './ProfileMenuButton.tsx';
export type { ProfileMenuButtonProps } from './ProfileMenuButton.tsx';
