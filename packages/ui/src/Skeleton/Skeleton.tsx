import type { HTMLAttributes } from 'react';
import styled, { keyframes } from 'styled-components';
import type { Theme } from '../theme/theme.ts';

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Width as a CSS length, e.g. a theme size or a percentage.
   * @default '100%'
   */
  width?: string;
  /**
   * Height as a CSS length. Defaults to one line of the surrounding text.
   * @default '1em'
   */
  height?: string;
  /**
   * Corner radius from the theme.
   * @default 'sm'
   */
  radius?: keyof Theme['radii'];
}

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Block = styled.span<{ $width: string; $height: string; $radius: keyof Theme['radii'] }>`
  display: block;
  flex: none;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $radius }) => theme.radii[$radius]};
  background: linear-gradient(
      90deg,
      ${({ theme }) => theme.colors.divider} 0%,
      ${({ theme }) => theme.colors.surfaceMuted} 50%,
      ${({ theme }) => theme.colors.divider} 100%
    )
    0 0 / 200% 100%;
  animation: ${shimmer} 1.4s linear infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

/**
 * A shimmering placeholder for content that is loading. Decorative: the element
 * that holds it says what is loading (e.g. `aria-busy` and a status text).
 */
export function Skeleton({ width = '100%', height = '1em', radius = 'sm', ...rest }: SkeletonProps) {
  return <Block aria-hidden="true" $width={width} $height={height} $radius={radius} {...rest} />;
}
