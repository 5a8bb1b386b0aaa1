import { useId } from 'react';
import styled, { useTheme } from 'styled-components';

export interface LogoProps {
  /**
   * `default` for light backgrounds; `inverse` for dark ones (the plan header,
   * the footer).
   * @default 'default'
   */
  variant?: 'default' | 'inverse';
  /**
   * Show the "Plan My Walk" wordmark next to the mark. When false only the mark
   * shows (it keeps the accessible name).
   * @default true
   */
  showWordmark?: boolean;
  /**
   * Hide the wordmark below the tablet breakpoint, keeping only the mark on
   * small screens.
   * @default false
   */
  compactOnMobile?: boolean;
  /**
   * `lg` for the home page on phones, where the header is hidden.
   * @default 'md'
   */
  size?: 'md' | 'lg';
  className?: string;
}

const Root = styled.span<{ $inverse: boolean; $compactOnMobile: boolean; $large: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $inverse }) => ($inverse ? theme.colors.textInverse : theme.colors.heading)};

  svg {
    width: ${({ theme, $large }) => ($large ? theme.sizes.logoMarkLarge : theme.sizes.logoMark)};
    height: ${({ theme, $large }) => ($large ? theme.sizes.logoMarkLarge : theme.sizes.logoMark)};
  }

  [data-wordmark] {
    font-size: ${({ theme, $large }) => ($large ? theme.fontSizes['3xl'] : theme.fontSizes.xl)};
  }

  ${({ theme, $compactOnMobile }) =>
    $compactOnMobile
      ? `
    @media (max-width: ${theme.breakpoints.tablet - 0.02}px) {
      [data-wordmark] { display: none; }
    }
  `
      : ''}
`;

const Wordmark = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  white-space: nowrap;
`;

/**
 * The Plan My Walk logo: a mountain with a track winding up to it, and the
 * wordmark. It is one image named "Plan My Walk" for assistive technology.
 */
export function Logo({
  variant = 'default',
  showWordmark = true,
  compactOnMobile = false,
  size = 'md',
  className,
}: LogoProps) {
  const theme = useTheme();
  const clipId = `pmw-logo-${useId().replace(/:/g, '')}`;
  const inverse = variant === 'inverse';
  const tile = inverse ? theme.colors.surface : theme.colors.primary;
  const range = inverse ? theme.palette.forest[300] : theme.palette.forest[200];
  const peak = inverse ? theme.colors.primary : theme.palette.snow;
  const ground = inverse ? theme.palette.forest[600] : theme.palette.forest[500];
  const track = inverse ? theme.palette.tussock[400] : theme.palette.tussock[200];

  return (
    <Root
      role="img"
      aria-label="Plan My Walk"
      className={className}
      $inverse={inverse}
      $compactOnMobile={compactOnMobile}
      $large={size === 'lg'}
    >
      <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <defs>
          <clipPath id={clipId}>
            <rect width="40" height="40" rx="10" />
          </clipPath>
        </defs>
        <g clipPath={`url(#${clipId})`}>
          <rect width="40" height="40" fill={tile} />
          <path d="M3 30 13 15l5 6 6-9 13 18z" fill={range} />
          <path d="M24 12l-1.8 2.7 1.4-.5 1.2 1.2 1.4-.3z" fill={peak} />
          <path d="M13 15l-1.6 2.4 1.2-.4 1 .8.9-1z" fill={peak} />
          <path d="M0 29c10-3.5 22-3 40-.5V40H0z" fill={ground} />
          <path
            d="M16 40c-2-3.5 6-4.5 4.5-7.5S22.5 28.5 25 27.5"
            fill="none"
            stroke={track}
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </g>
      </svg>
      {showWordmark ? (
        <Wordmark data-wordmark="" aria-hidden="true">
          Plan My Walk
        </Wordmark>
      ) : null}
    </Root>
  );
}
