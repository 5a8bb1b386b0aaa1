import { useId } from 'react';
import styled from 'styled-components';
import { formatCount } from '../format/format.ts';
import { difficultyScalePosition } from './difficultyScalePosition.ts';

export interface DifficultyScaleProps {
  /** Reviewers who found the track easier than expected. */
  easier: number;
  /** Reviewers who found it as expected. */
  expected: number;
  /** Reviewers who found it harder than expected. */
  harder: number;
  /**
   * The scale's visible label, which names it.
   * @default 'How reviewers found the track'
   */
  label?: string;
}

/** The scale's three zones end halfway between their weights (10 %, 50 %, 100 %). */
const EASIER_BELOW = 30;
const HARDER_ABOVE = 75;

function verdict(position: number): string {
  if (position < EASIER_BELOW) return 'Easier than expected';
  if (position > HARDER_ABOVE) return 'Harder than expected';
  return 'As expected';
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.p`
  color: ${({ theme }) => theme.colors.heading};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Bar = styled.div`
  position: relative;
  height: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.xs} 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.primarySoft},
    ${({ theme }) => theme.colors.caution},
    ${({ theme }) => theme.colors.danger}
  );
`;

/** The marker's centre runs between half a marker in from each end, so at 0 or 100 it stays on the bar. */
const MarkerTrack = styled.div`
  position: absolute;
  inset: 0 calc(${({ theme }) => theme.sizes.iconMd} / 2);
`;

const Marker = styled.span<{ $muted: boolean }>`
  position: absolute;
  top: 50%;
  width: ${({ theme }) => theme.sizes.iconMd};
  height: ${({ theme }) => theme.sizes.iconMd};
  border: ${({ theme }) => theme.sizes.borderWidthThick} solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $muted }) => ($muted ? theme.colors.borderStrong : theme.colors.primary)};
  box-shadow: ${({ theme }) => theme.shadows.md};
  transform: translate(-50%, -50%);
`;

const Scale = styled.div`
  display: flex;
  justify-content: space-between;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The reviews' difficulty scale: a marker at the average of how reviewers found
 * the track (easier = 1, as expected = 5, harder = 10, times 10 percent; the
 * middle with no reviews), over the labels Easier / As expected / Harder. A meter
 * for assistive technology, read as e.g. "As expected, from 4 reviews".
 */
export function DifficultyScale({
  easier,
  expected,
  harder,
  label = 'How reviewers found the track',
}: DifficultyScaleProps) {
  const labelId = useId();
  const total = easier + expected + harder;
  const position = difficultyScalePosition({ easier, expected, harder });
  const valueText = total === 0 ? 'No reviews yet' : `${verdict(position)}, from ${formatCount(total, 'review', 'reviews')}`;

  return (
    <Root>
      <Label id={labelId}>{label}</Label>
      <Bar
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(position)}
        aria-valuetext={valueText}
      >
        <MarkerTrack>
          <Marker $muted={total === 0} style={{ left: `${position}%` }} />
        </MarkerTrack>
      </Bar>
      <Scale aria-hidden="true">
        <span>Easier</span>
        <span>As expected</span>
        <span>Harder</span>
      </Scale>
    </Root>
  );
}
