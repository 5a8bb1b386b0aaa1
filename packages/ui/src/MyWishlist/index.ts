export { MY_WISHLIST_TEXT, MyWishlist } from './MyWishlist.tsx';
export type { MyWishlistProps } from './MyWishlist.tsx';
