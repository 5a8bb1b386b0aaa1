import type { HomeHeroLinks, ProfileMenuLinks } from '@planmywalk/ui';
import { pathOf } from '../routes/routeTable.ts';

/** The profile menu's links (spec part 1 §2): the account pages in order, then help. */
export const PROFILE_MENU_LINKS: ProfileMenuLinks = {
  account: [
    { label: 'My Profile & Settings', href: pathOf('account') },
    { label: 'My Wishlist', href: pathOf('my-wishlist') },
    { label: 'My Walks', href: pathOf('my-walks') },
    { label: 'My Notifications', href: pathOf('notifications') },
    { label: 'My Gear Lists', href: pathOf('my-gear-lists') },
    { label: 'My Custom Tracks', href: pathOf('my-custom-tracks') },
    { label: 'My Contacts', href: pathOf('my-contacts') },
    { label: 'My Reviews', href: pathOf('my-reviews') },
    { label: 'Help & Feedback', href: pathOf('help') },
  ],
  signIn: pathOf('sign-in'),
  signUp: pathOf('sign-up'),
};

/** The profile menu's links for the user: an administrator also gets the review photos to approve. */
export function profileMenuLinks(isAdmin: boolean): ProfileMenuLinks {
  if (!isAdmin) return PROFILE_MENU_LINKS;
  return { ...PROFILE_MENU_LINKS, account: [...PROFILE_MENU_LINKS.account, { label: 'Review photos', href: pathOf('admin-review-photos') }] };
}

export const HOME_HERO_LINKS: HomeHeroLinks = {
  signUp: pathOf('sign-up'),
  signIn: pathOf('sign-in'),
  profile: pathOf('account'),
};
