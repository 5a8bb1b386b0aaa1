/** The Plan My Walk app's links (spec part 2 §2 routes), as the web app passes them: story data. */

export const profileMenuLinks = {
  account: [
    { label: 'My Profile & Settings', href: '/account' },
    { label: 'My Wishlist', href: '/account/my-wishlist' },
    { label: 'My Walks', href: '/account/my-walks' },
    { label: 'My Gear Lists', href: '/account/my-gear-lists' },
    { label: 'My Custom Tracks', href: '/account/my-custom-tracks' },
    { label: 'My Contacts', href: '/account/my-contacts' },
    { label: 'My Reviews', href: '/account/my-reviews' },
    { label: 'Help & Feedback', href: '/help' },
  ],
  signIn: '/signin',
  signUp: '/signup',
};

export const homeHeroLinks = { signUp: '/signup', signIn: '/signin', profile: '/account' };

export const privacyHref = '/privacy';
