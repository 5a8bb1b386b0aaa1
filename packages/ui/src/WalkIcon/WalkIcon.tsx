import type { ReactElement } from 'react';
import { IconFrame, type IconFrameProps } from '../Icon/Icon.tsx';

/*
 * The icons the find-a-walk components need beyond the shell's `Icon` set, drawn
 * the same way: a 24 × 24 grid, round 1.75 px strokes in currentColor. Filled
 * shapes (the wishlisted heart) fill with currentColor too.
 */
const paths = {
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  distance: (
    <>
      <circle cx="6" cy="19" r="2" />
      <circle cx="18" cy="5" r="2" />
      <path d="M8 19h8.5a3.5 3.5 0 0 0 0-7h-9a3.5 3.5 0 0 1 0-7H16" />
    </>
  ),
  difficulty: <path d="M5 20v-5M12 20v-9M19 20V5" />,
  bed: (
    <>
      <path d="M3 18.5V6M3 14.5h18v4M21 14.5v-2a3 3 0 0 0-3-3h-7v5" />
      <circle cx="7" cy="11.5" r="1.75" />
    </>
  ),
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M8 3v4M16 3v4M3.5 10h17" />
    </>
  ),
  heart: (
    <path d="M12 20s-7.3-4.5-9-9.1C1.8 7.6 4 4.5 7.3 4.5c2 0 3.6 1.1 4.7 2.8 1.1-1.7 2.7-2.8 4.7-2.8 3.3 0 5.5 3.1 4.3 6.4-1.7 4.6-9 9.1-9 9.1z" />
  ),
  heartFilled: (
    <path
      fill="currentColor"
      d="M12 20s-7.3-4.5-9-9.1C1.8 7.6 4 4.5 7.3 4.5c2 0 3.6 1.1 4.7 2.8 1.1-1.7 2.7-2.8 4.7-2.8 3.3 0 5.5 3.1 4.3 6.4-1.7 4.6-9 9.1-9 9.1z"
    />
  ),
  checkCircle: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m8.5 12.3 2.4 2.4 4.8-5" />
    </>
  ),
  pin: (
    <>
      <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </>
  ),
  history: (
    <>
      <path d="M3.5 12a8.5 8.5 0 1 0 2.5-6" />
      <path d="M3.5 4v4.5H8" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  locate: (
    <>
      <circle cx="12" cy="12" r="6.5" />
      <circle cx="12" cy="12" r="2" />
      <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3" />
    </>
  ),
  chevronLeft: <path d="m15 6-6 6 6 6" />,
  chevronRight: <path d="m9 6 6 6-6 6" />,
  arrowLeft: <path d="M19 12H5M11 6l-6 6 6 6" />,
  camera: (
    <>
      <path d="M4 8h3l1.5-2.5h7L17 8h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
      <circle cx="12" cy="13.5" r="3.5" />
    </>
  ),
  video: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="3" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
  filters: (
    <>
      <path d="M4 7h9M17 7h3M4 17h3M11 17h9" />
      <circle cx="15" cy="7" r="2" />
      <circle cx="9" cy="17" r="2" />
    </>
  ),
  dog: (
    <>
      <circle cx="6.5" cy="10" r="1.6" />
      <circle cx="10" cy="6.2" r="1.6" />
      <circle cx="14" cy="6.2" r="1.6" />
      <circle cx="17.5" cy="10" r="1.6" />
      <path d="M12 11.5c-2.6 0-5 3.1-5 5.4 0 1.6 1.3 2.4 2.6 2.4 1 0 1.6-.5 2.4-.5s1.4.5 2.4.5c1.3 0 2.6-.8 2.6-2.4 0-2.3-2.4-5.4-5-5.4z" />
    </>
  ),
  wheelchair: (
    <>
      <circle cx="10" cy="4.5" r="1.5" />
      <path d="M10 7.5v6h5.5l2.5 5.5" />
      <path d="M10 10.5h5" />
      <path d="M7 11.3a5 5 0 1 0 7.2 6.2" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 11v5.5" />
      <path d="M12 7.8h.01" />
    </>
  ),
} satisfies Record<string, ReactElement>;

/** The names of the icons in the find-a-walk set. */
export type WalkIconName = keyof typeof paths;

/** Every find-a-walk icon name, in the order the set is shown. */
export const WALK_ICON_NAMES = Object.keys(paths) as WalkIconName[];

export interface WalkIconProps extends IconFrameProps {
  /** Which icon to draw. */
  name: WalkIconName;
}

/**
 * A line icon for finding a walk (search, time, distance, difficulty, bunks,
 * wishlist, gallery controls, filters), drawn in the current text colour. Same frame
 * and API as `Icon`, whose shell set it complements.
 */
export function WalkIcon({ name, ...rest }: WalkIconProps) {
  return <IconFrame {...rest}>{paths[name]}</IconFrame>;
}
