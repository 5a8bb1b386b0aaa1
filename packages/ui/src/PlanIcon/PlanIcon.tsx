import type { ReactElement } from 'react';
import { IconFrame } from '../Icon/Icon.tsx';
import type { IconFrameProps } from '../Icon/Icon.tsx';

/* Each icon is drawn on a 24 × 24 grid with round 1.75 px strokes in currentColor. */
const paths = {
  plus: <path d="M12 5v14M5 12h14" />,
  edit: (
    <>
      <path d="M4 20h4L19 9a2.83 2.83 0 0 0-4-4L4 16z" />
      <path d="m13.5 6.5 4 4" />
    </>
  ),
  trash: (
    <>
      <path d="M4 7h16" />
      <path d="M10 11v6M14 11v6" />
      <path d="m6 7 1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12" />
      <path d="M9 7V4.5A1.5 1.5 0 0 1 10.5 3h3A1.5 1.5 0 0 1 15 4.5V7" />
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
  shared: (
    <>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
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
  document: (
    <>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5" />
      <path d="M9 13h6M9 17h6" />
    </>
  ),
  note: (
    <>
      <path d="M5 4h14v11l-5 5H5z" />
      <path d="M14 20v-5h5" />
      <path d="M8.5 9h7M8.5 12.5h4" />
    </>
  ),
} satisfies Record<string, ReactElement>;

/** The names of the icons in the trip-plan set. */
export type PlanIconName = keyof typeof paths;

/** Every trip-plan icon name, in the order the set is shown. */
export const PLAN_ICON_NAMES = Object.keys(paths) as PlanIconName[];

export interface PlanIconProps extends IconFrameProps {
  /** Which icon to draw. */
  name: PlanIconName;
}

/**
 * A line icon for trip plans and contacts (add, edit, delete, group, emergency
 * contact, shared, email, phone call, document, note), drawn in the current text
 * colour. Same frame and API as `Icon` and `WalkIcon`, whose sets it complements.
 */
export function PlanIcon({ name, ...rest }: PlanIconProps) {
  return <IconFrame {...rest}>{paths[name]}</IconFrame>;
}
