import type { ReactElement } from 'react';
import { IconFrame, type IconFrameProps } from '../Icon/Icon.tsx';

/*
 * The icons the trip plan's components need beyond the shell's `Icon` set, drawn the
 * same way: a 24 × 24 grid, round 1.75 px strokes in currentColor.
 */
const paths = {
  share: (
    <>
      <circle cx="18" cy="5.5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="18.5" r="2.5" />
      <path d="m8.2 10.8 7.6-4.1M8.2 13.2l7.6 4.1" />
    </>
  ),
  copy: (
    <>
      <rect x="8.5" y="8.5" width="12" height="12" rx="2" />
      <path d="M15.5 8.5V5.5a2 2 0 0 0-2-2h-8a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h3" />
    </>
  ),
  link: (
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3.1-3.1a4 4 0 0 0-5.7-5.7l-1.4 1.4" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3.1 3.1a4 4 0 0 0 5.7 5.7l1.4-1.4" />
    </>
  ),
  document: (
    <>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5" />
      <path d="M9 13h6M9 17h6" />
    </>
  ),
  pdf: (
    <>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5" />
      <path d="M8.5 17.5v-4h1.3a1.3 1.3 0 0 1 0 2.6H8.5M12.5 17.5v-4h.8a2 2 0 0 1 0 4zM16 17.5v-4h1.5M16 15.5h1.2" />
    </>
  ),
  image: (
    <>
      <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
      <circle cx="9" cy="9.5" r="1.75" />
      <path d="m20.5 16-4.5-4.5-9 8" />
    </>
  ),
  trash: (
    <>
      <path d="M4 7h16M9.5 7V4.5h5V7" />
      <path d="M6 7l1 12.5a1.5 1.5 0 0 0 1.5 1.5h7a1.5 1.5 0 0 0 1.5-1.5L18 7" />
      <path d="M10 11v6M14 11v6" />
    </>
  ),
  paperclip: (
    <path d="m20 11.5-7.8 7.8a5 5 0 0 1-7.1-7.1l8.3-8.3a3.4 3.4 0 0 1 4.8 4.8l-8.2 8.2a1.7 1.7 0 0 1-2.4-2.4l7.4-7.4" />
  ),
  flag: (
    <>
      <path d="M5 21V4" />
      <path d="M5 4.5h11.5l-2 4 2 4H5" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,

  edit: (
    <>
      <path d="M4 20h4L19 9a2.83 2.83 0 0 0-4-4L4 16z" />
      <path d="m13.5 6.5 4 4" />
    </>
  ),

  group: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M15.5 4.7a3.5 3.5 0 0 1 0 6.6" />
      <path d="M18 14.2a6.5 6.5 0 0 1 3.5 5.8" />
    </>
  ),

  emergency: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4" />
      <path d="m5.6 5.6 3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6" />
    </>
  ),

  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),

  call: (
    <path d="M5 4h3.5l1.5 4.5-2 1.5a11 11 0 0 0 6 6l1.5-2 4.5 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  ),

  note: (
    <>
      <path d="M5 4h14v11l-5 5H5z" />
      <path d="M14 20v-5h5" />
      <path d="M8.5 9h7M8.5 12.5h4" />
    </>
  ),
} satisfies Record<string, ReactElement>;

/** The names of the icons in the trip plan's set. */
export type PlanIconName = keyof typeof paths;

/** Every trip plan icon name, in the order the set is shown. */
export const PLAN_ICON_NAMES = Object.keys(paths) as PlanIconName[];

export interface PlanIconProps extends IconFrameProps {
  /** Which icon to draw. */
  name: PlanIconName;
}

/**
 * A line icon of trip plans and contacts (share, copy, link, document types, remove,
 * attach, completed, add, edit, group, emergency contact, email, phone call, note),
 * drawn in the current text colour. Same frame and API as `Icon` and `WalkIcon`, whose
 * sets it complements.
 */
export function PlanIcon({ name, ...rest }: PlanIconProps) {
  return <IconFrame {...rest}>{paths[name]}</IconFrame>;
}
