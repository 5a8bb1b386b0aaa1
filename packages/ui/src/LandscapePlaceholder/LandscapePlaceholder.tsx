import { useId } from 'react';
import styled, { useTheme } from 'styled-components';

export interface LandscapePlaceholderProps {
  /**
   * Accessible name. Without it the illustration is decorative (`aria-hidden`),
   * which is right when a title next to it names the place.
   */
  label?: string;
  className?: string;
}

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: 100%;
  max-width: none;
  background: ${({ theme }) => theme.landscape.skyTop};
`;

/**
 * A calm landscape drawn in the theme's landscape colours: what a track, hut or
 * campsite shows when it has no photo (or its photo fails to load). It fills its
 * container, cropping to cover like a photo would.
 */
export function LandscapePlaceholder({ label, className }: LandscapePlaceholderProps) {
  const { landscape } = useTheme();
  const skyId = useId();
  const labelled = label !== undefined && label !== '';
  return (
    <Svg
      className={className}
      viewBox="0 0 400 240"
      preserveAspectRatio="xMidYMid slice"
      focusable="false"
      {...(labelled ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <defs>
        <linearGradient id={skyId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={landscape.skyTop} />
          <stop offset="1" stopColor={landscape.skyBottom} />
        </linearGradient>
      </defs>
      {/* React's ids (`_R_…_`) stand in a url() as they are; CSS.escape is not there when the server draws. */}
      <rect width="400" height="240" fill={`url(#${skyId})`} />
      <circle cx="300" cy="62" r="22" fill={landscape.sun} />
      <path d="m0 150 70-58 44 30 66-72 74 70 50-36 96 66v90H0z" fill={landscape.farRange} />
      <path d="m180 50-18 20 10-3 8 7 10-8 9 4z" fill={landscape.snow} />
      <path d="M0 168c70-20 140-12 210-30s130-8 190-22v124H0z" fill={landscape.hills} />
      <path d="M0 196c90-14 190-4 280-16s90-4 120-6v66H0z" fill={landscape.bush} />
      <path
        d="M160 240c10-16 40-26 70-32s52-14 60-24"
        fill="none"
        stroke={landscape.path}
        strokeWidth="6"
        strokeLinecap="round"
      />
    </Svg>
  );
}
