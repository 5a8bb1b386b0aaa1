import { palette } from './palette.ts';

const breakpoints = {
  /** Below this the home page stacks into one column (spec §9: home mobile breakpoint). */
  homeMobile: 576,
  /** Tablets and up: review comments get the desktop clamp height at this width. */
  tablet: 768,
  /** "Width above 991 px" (spec §9): desktop layout starts here. */
  desktop: 992,
} as const;

/**
 * The Plan My Walk design tokens. Components read colours, spacing, type, radii,
 * shadows and breakpoints from here (through styled-components' theme), never
 * from literals.
 */
export const theme = {
  name: 'plan-my-walk',
  palette,
  colors: {
    /** Page background: pale tussock, calmer than pure white. */
    background: palette.tussock[50],
    /** Cards, menus, dialogs. */
    surface: palette.white,
    surfaceMuted: palette.tussock[100],
    surfaceSunken: palette.forest[50],
    text: palette.ink[900],
    textMuted: palette.ink[600],
    textInverse: palette.white,
    textInverseMuted: palette.forest[100],
    heading: palette.forest[900],
    border: palette.ink[200],
    borderStrong: palette.ink[500],
    divider: palette.ink[100],
    primary: palette.forest[700],
    primaryHover: palette.forest[800],
    primaryActive: palette.forest[900],
    onPrimary: palette.white,
    primarySoft: palette.forest[100],
    primarySubtle: palette.forest[50],
    accent: palette.lake[600],
    accentHover: palette.lake[700],
    accentSoft: palette.lake[50],
    link: palette.lake[600],
    linkHover: palette.lake[800],
    focusRing: palette.lake[700],
    focusRingInverse: palette.alert.yellow,
    header: palette.white,
    planHeader: palette.forest[800],
    onPlanHeader: palette.white,
    footer: palette.forest[900],
    onFooter: palette.tussock[100],
    onFooterMuted: palette.forest[200],
    danger: palette.alert.red,
    dangerSoft: palette.alert.redSoft,
    warning: palette.alert.orange,
    warningSoft: palette.alert.orangeSoft,
    caution: palette.alert.yellow,
    cautionSoft: palette.alert.yellowSoft,
    onDanger: palette.white,
    badge: palette.alert.red,
    onBadge: palette.white,
    storeBadge: palette.ink[900],
    onStoreBadge: palette.white,
    /** Dims the page behind dialogs. */
    overlay: 'rgba(23, 48, 31, 0.55)',
  },
  /** Colours of the home page landscape illustration (decorative only). */
  landscape: {
    skyTop: palette.lake[50],
    skyBottom: palette.tussock[50],
    sun: palette.tussock[200],
    farRange: palette.lake[200],
    snow: palette.snow,
    midRange: palette.lake[300],
    hills: palette.forest[300],
    lake: palette.lake[400],
    lakeShine: palette.lake[200],
    bush: palette.forest[500],
    foreground: palette.forest[700],
    path: palette.tussock[200],
  },
  fonts: {
    body: "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800 },
  lineHeights: { none: 1, tight: 1.15, snug: 1.3, normal: 1.5, relaxed: 1.65 },
  letterSpacings: { tight: '-0.02em', normal: '0', wide: '0.02em' },
  space: {
    none: '0',
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    '2xl': '2.5rem',
    '3xl': '3rem',
    '4xl': '4rem',
    '5xl': '5rem',
  },
  sizes: {
    /** Widest content column. */
    container: '72rem',
    /** A comfortable line length for running text. */
    measure: '36rem',
    headerHeight: '4rem',
    headerHeightCompact: '3.5rem',
    controlSm: '2rem',
    controlMd: '2.5rem',
    controlLg: '3rem',
    modalSm: '28rem',
    modalMd: '36rem',
    modalLg: '48rem',
    popover: '19rem',
    /** The custom gear lists dropdown scrolls past this (spec part 2 §9: 180 px). */
    dropdownMaxHeight: '11.25rem',
    iconSm: '1rem',
    iconMd: '1.25rem',
    iconLg: '1.5rem',
    /** Home hero: its height on wide screens, and the room kept for the landscape below the content. */
    heroMinHeight: '42rem',
    heroCard: '40rem',
    heroAside: '25rem',
    heroLandscape: '16rem',
    heroLandscapeMobile: '11rem',
    storeBadge: '12rem',
    /** Smallest width of a tile in a grid of tiles. */
    tile: '10rem',
    logoMark: '2.25rem',
    logoMarkLarge: '3.5rem',
    borderWidth: '1px',
    borderWidthThick: '2px',
    focusRingWidth: '3px',
    focusRingOffset: '2px',
  },
  radii: { sm: '4px', md: '8px', lg: '12px', xl: '20px', pill: '999px', round: '50%' },
  shadows: {
    sm: '0 1px 2px rgba(23, 48, 31, 0.08)',
    md: '0 4px 12px rgba(23, 48, 31, 0.10), 0 1px 3px rgba(23, 48, 31, 0.08)',
    lg: '0 16px 40px rgba(23, 48, 31, 0.18), 0 4px 12px rgba(23, 48, 31, 0.10)',
  },
  /** Pixel distances for floating content (Radix takes numbers, not CSS lengths). */
  floating: { sideOffset: 8, collisionPadding: 16 },
  zIndices: { header: 10, overlay: 100, modal: 110, popover: 120 },
  motion: {
    fast: '150ms',
    normal: '200ms',
    /** Accordion open and close. */
    accordion: '350ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  breakpoints,
  media: {
    /** Narrower than the home mobile breakpoint (below 576 px). */
    homeMobile: `@media (max-width: ${breakpoints.homeMobile - 0.02}px)`,
    tabletUp: `@media (min-width: ${breakpoints.tablet}px)`,
    /** Below the desktop breakpoint (991 px and narrower). */
    belowDesktop: `@media (max-width: ${breakpoints.desktop - 0.02}px)`,
    desktopUp: `@media (min-width: ${breakpoints.desktop}px)`,
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  },
} as const;

/** The shape of {@link theme}; also the styled-components `DefaultTheme`. */
export type Theme = typeof theme;

declare module 'styled-components' {
  // An interface is required to merge with styled-components' own declaration.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
