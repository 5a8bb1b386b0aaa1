import { css } from 'styled-components';

/**
 * The focus ring every interactive element shows for keyboard focus: a 3 px
 * outline in a high-contrast colour. Dark surfaces (the plan header, the footer)
 * set `--pmw-focus-ring` to the inverse ring colour so the ring stays visible.
 */
export const focusRing = css`
  outline: ${({ theme }) => theme.sizes.focusRingWidth} solid
    var(--pmw-focus-ring, ${({ theme }) => theme.colors.focusRing});
  outline-offset: ${({ theme }) => theme.sizes.focusRingOffset};
`;

/** Applies {@link focusRing} on `:focus-visible` only (not on mouse clicks). */
export const focusVisibleRing = css`
  &:focus-visible {
    ${focusRing}
  }
`;

/**
 * A round, icon-only control at the standard control size, its icon centred: the profile
 * menu's button, a dialog's close, a tile's heart, the calendar's month arrows.
 */
export const roundIconControl = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlMd};
  height: ${({ theme }) => theme.sizes.controlMd};
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.round};
`;

/**
 * A card's box on the page: surface, border, large radius, and its content in a grid.
 * A card and the placeholder that stands for it while it loads both take it, so one
 * replaces the other without a shift (a review card, the trip dates bar).
 */
export const cardBox = css`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Hides content visually while keeping it in the accessibility tree. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** For dark backgrounds: switches descendants to the inverse focus ring colour. */
export const inverseFocusScope = css`
  --pmw-focus-ring: ${({ theme }) => theme.colors.focusRingInverse};
`;

/** Small muted capitals over a list or a title: a result group's label, a tile's place type. */
export const eyebrowText = css`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

/** A round, borderless icon button centring its icon; the component sets its size and colours. */
export const roundIconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  cursor: pointer;
`;
