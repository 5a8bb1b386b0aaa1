import type { ReactElement } from 'react';
import { IconFrame, type IconFrameProps } from '../Icon/Icon.tsx';

/*
 * The icons of the custom-track editor beyond the shell's `Icon` and the plan's
 * `PlanIcon` sets, drawn the same way: a 24 × 24 grid, round 1.75 px strokes in currentColor.
 */
const paths = {
  undo: <path d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />,
  redo: <path d="m15 14 5-5-5-5m5 5H9.5a5.5 5.5 0 0 0 0 11H13" />,
  help: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.6 2.6 0 0 1 5 1c0 1.7-2.5 2.2-2.5 4M12 17.5v.01" />
    </>
  ),
  upload: <path d="M12 15V4m-4.5 4.5L12 4l4.5 4.5M5 14v4a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-4" />,
  marker: (
    <>
      <path d="M12 21s-6.5-5.8-6.5-11a6.5 6.5 0 0 1 13 0c0 5.2-6.5 11-6.5 11Z" />
      <circle cx="12" cy="10" r="2.2" />
    </>
  ),
  move: <path d="M12 3v18M3 12h18M12 3 9.5 5.5M12 3l2.5 2.5M12 21l-2.5-2.5M12 21l2.5-2.5M3 12l2.5-2.5M3 12l2.5 2.5M21 12l-2.5-2.5M21 12l-2.5 2.5" />,
  snap: <path d="M4 18c3-1 3.5-6 6.5-7.5S16 12 20 6M4 18h.01M20 6h.01" />,
  straight: <path d="M5 19 19 5M5 19h.01M19 5h.01" />,
  returnTo: <path d="M20 7H8.5a4.5 4.5 0 0 0 0 9H13M17 4l3 3-3 3M11 13l-3 3 3 3" />,
} satisfies Record<string, ReactElement>;

/** The names of the icons in the editor's set. */
export type EditorIconName = keyof typeof paths;

/** Every editor icon name, in the order the set is shown. */
export const EDITOR_ICON_NAMES = Object.keys(paths) as EditorIconName[];

export interface EditorIconProps extends IconFrameProps {
  /** Which icon to draw. */
  name: EditorIconName;
}

/**
 * A line icon of the custom-track editor (undo, redo, help, GPX upload, marker, move,
 * snapped and straight segments, return to marker), drawn in the current text colour.
 * Same frame and API as `Icon` and `PlanIcon`.
 */
export function EditorIcon({ name, ...rest }: EditorIconProps) {
  return <IconFrame {...rest}>{paths[name]}</IconFrame>;
}
