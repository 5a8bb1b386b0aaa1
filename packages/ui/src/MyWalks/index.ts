export { MY_WALKS_TEXT, MyWalks } from './MyWalks.tsx';
export { LOAD_MORE_THRESHOLD_PX } from './MyWalksLoadMore.tsx';
export type { MyWalksProps, MyWalksSections } from './MyWalks.tsx';
