import type { ReactElement, SVGAttributes } from 'react';
import styled from 'styled-components';

/* Each icon is drawn on a 24 × 24 grid with round 1.75 px strokes in currentColor. */
const paths = {
  track: (
    <>
      <path d="M12 3v18" />
      <path d="M5 5.5h10l2.5 2.5-2.5 2.5H5z" />
      <path d="M19 12.5H9l-2.5 2.5L9 17.5h10z" />
      <path d="M9 21h6" />
    </>
  ),
  hut: (
    <>
      <path d="M3 11.5 12 4l9 7.5" />
      <path d="M5.5 9.5V20h13V9.5" />
      <path d="M10 20v-5.5h4V20" />
      <path d="M15.5 6.5V4h2v4.2" />
    </>
  ),
  campsite: (
    <>
      <path d="M2.5 20h19" />
      <path d="M4 20 12 5l8 15" />
      <path d="M12 20 9.2 14.5h5.6z" />
      <path d="M10.5 3 12 5l1.5-2" />
    </>
  ),
  alert: (
    <>
      <path d="M10.3 4.1 2.4 17.8A2 2 0 0 0 4.1 20.8h15.8a2 2 0 0 0 1.7-3L13.7 4.1a2 2 0 0 0-3.4 0z" />
      <path d="M12 9.5v4" />
      <path d="M12 17.2h.01" />
    </>
  ),
  weather: (
    <>
      <circle cx="8" cy="8" r="3" />
      <path d="M8 2.5v1M2.5 8h1M4.1 4.1l.7.7M11.9 4.1l-.7.7" />
      <path d="M17.5 20.5H8.5a3.75 3.75 0 1 1 .9-7.4 5 5 0 0 1 9.4 1.6 2.9 2.9 0 0 1-1.3 5.8z" />
    </>
  ),
  gear: (
    <>
      <path d="M6 10a4.5 4.5 0 0 1 4.5-4.5h3A4.5 4.5 0 0 1 18 10v9a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2z" />
      <path d="M9.5 5.5V4.5a1.5 1.5 0 0 1 1.5-1.5h2a1.5 1.5 0 0 1 1.5 1.5v1" />
      <path d="M9 14.5h6v3.5H9z" />
      <path d="M9 11h6" />
    </>
  ),
  plan: (
    <>
      <path d="M9 3.5h6v3H9z" />
      <path d="M15 5h2a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h2" />
      <path d="m8.8 13 2 2 4.4-4.4" />
      <path d="M9 18h6" />
    </>
  ),
  map: (
    <>
      <path d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2z" />
      <path d="M9 4v14M15 6v14" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
    </>
  ),
  chevronDown: <path d="m6 9 6 6 6-6" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  logout: (
    <>
      <path d="M9 20.5H6a2 2 0 0 1-2-2v-13a2 2 0 0 1 2-2h3" />
      <path d="m15.5 16.5 4.5-4.5-4.5-4.5" />
      <path d="M20 12H9" />
    </>
  ),
  arrowRight: <path d="M5 12h14M13 6l6 6-6 6" />,
  check: <path d="m5 12.5 4.5 4.5L19 7" />,
  phone: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M10.5 18h3" />
    </>
  ),
  download: <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />,
  externalLink: (
    <>
      <path d="M14 4h6v6" />
      <path d="m20 4-9 9" />
      <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </>
  ),
} satisfies Record<string, ReactElement>;

/** The names of the icons in the set. */
export type IconName = keyof typeof paths;

/** Every icon name, in the order the set is shown. */
export const ICON_NAMES = Object.keys(paths) as IconName[];

/** What every icon of the set takes, whichever set its drawing comes from. */
export interface IconFrameProps extends Omit<SVGAttributes<SVGSVGElement>, 'children'> {
  /**
   * Size from the theme's icon sizes.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Accessible name. Without it the icon is decorative (`aria-hidden`), which is
   * right whenever text next to it says the same thing.
   */
  title?: string;
}

export interface IconProps extends IconFrameProps {
  /** Which icon to draw. */
  name: IconName;
}

const sizeToken = { sm: 'iconSm', md: 'iconMd', lg: 'iconLg' } as const;

const Svg = styled.svg<{ $size: 'sm' | 'md' | 'lg' }>`
  display: inline-block;
  flex: none;
  width: ${({ theme, $size }) => theme.sizes[sizeToken[$size]]};
  height: ${({ theme, $size }) => theme.sizes[sizeToken[$size]]};
  vertical-align: middle;
`;

/**
 * The 24-unit line-icon frame shared by the icon sets (`Icon`, `WalkIcon`): stroke in
 * the current text colour, theme sizes, decorative unless titled.
 */
export function IconFrame({ size = 'md', title, children, ...rest }: IconFrameProps & { children: ReactElement }) {
  const labelled = title !== undefined && title !== '';
  return (
    <Svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      $size={size}
      {...(labelled ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      {...rest}
    >
      {labelled ? <title>{title}</title> : null}
      {children}
    </Svg>
  );
}

/** A line icon from the Plan My Walk set, drawn in the current text colour. */
export function Icon({ name, ...rest }: IconProps) {
  return <IconFrame {...rest}>{paths[name]}</IconFrame>;
}
