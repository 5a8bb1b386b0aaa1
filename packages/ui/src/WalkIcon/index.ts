export { WALK_ICON_NAMES, WalkIcon } from './WalkIcon.tsx';
export type { WalkIconName, WalkIconProps } from './WalkIcon.tsx';
