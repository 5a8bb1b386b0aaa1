import { useId } from 'react';
import styled, { css } from 'styled-components';
import { distanceBoundLabel, formatDistanceRange, formatNumber } from '../format/format.ts';
import { focusRing } from '../theme/mixins.ts';

export interface DistanceSliderProps {
  /**
   * The slider's [lowest, top] in km, 1 km a step. The top means "no upper bound" and
   * reads one step less with a '+' (Plan My Walk: `[0, 101]`, the top reading '100+').
   */
  range: readonly [number, number];
  /** The chosen [min, max] in km; the whole `range` is no distance filter. */
  value: readonly [number, number];
  /** A thumb moved: the new [min, max], min never above max. */
  onChange: (value: [number, number]) => void;
  /**
   * The visible label of the slider group.
   * @default 'Distance'
   */
  label?: string;
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Header = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Readout = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Track = styled.div`
  position: relative;
  height: ${({ theme }) => theme.sizes.controlSm};
  /* Keep the thumbs' halves inside the box at either end. */
  margin: 0 calc(${({ theme }) => theme.sizes.iconLg} / 2);
`;

const Rail = styled.div`
  position: absolute;
  top: 50%;
  right: 0;
  left: 0;
  height: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  transform: translateY(-50%);
`;

const Selected = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
`;

const thumb = css`
  width: ${({ theme }) => theme.sizes.iconLg};
  height: ${({ theme }) => theme.sizes.iconLg};
  border: ${({ theme }) => theme.sizes.borderWidthThick} solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  cursor: grab;
  pointer-events: auto;
`;

/*
 * Two native range inputs laid over one rail: each keeps its keyboard support
 * (arrows, Page Up/Down, Home/End) and its slider role and value text. The inputs
 * ignore the pointer except on their thumbs, so both thumbs can be dragged.
 */
const Range = styled.input<{ $onTop: boolean }>`
  position: absolute;
  z-index: ${({ $onTop }) => ($onTop ? 2 : 1)};
  top: 0;
  left: calc(${({ theme }) => theme.sizes.iconLg} / -2);
  width: calc(100% + ${({ theme }) => theme.sizes.iconLg});
  height: 100%;
  margin: 0;
  background: transparent;
  appearance: none;
  pointer-events: none;

  &::-webkit-slider-runnable-track {
    height: 100%;
    background: transparent;
  }

  &::-webkit-slider-thumb {
    appearance: none;
    margin-top: calc((${({ theme }) => theme.sizes.controlSm} - ${({ theme }) => theme.sizes.iconLg}) / 2);
    ${thumb}
  }

  &::-moz-range-track {
    background: transparent;
  }

  &::-moz-range-thumb {
    ${thumb}
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::-webkit-slider-thumb {
    ${focusRing}
  }

  &:focus-visible::-moz-range-thumb {
    ${focusRing}
  }
`;

const Scale = styled.div`
  display: flex;
  justify-content: space-between;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * The scale under the rail: the first step, the middle and the open top, e.g.
 * 1 KM / 50 KM / 100 KM+ for `[0, 101]` (spec part 1 §2).
 */
function scaleOf([lowest, top]: readonly [number, number]): [string, string, string] {
  const last = top - 1;
  return [`${formatNumber(lowest + 1)} KM`, `${formatNumber(Math.round((lowest + last) / 2))} KM`, `${formatNumber(last)} KM+`];
}

/**
 * The filters panel's distance range: two thumbs over `range`, whose top reads
 * `{top − 1}+`, with a three-point scale (Plan My Walk: 0 to 101 km, 101 reading
 * "100+", scale 1 KM / 50 KM / 100 KM+, spec part 1 §2).
 */
export function DistanceSlider({ range, value, onChange, label = 'Distance' }: DistanceSliderProps) {
  const labelId = useId();
  const [lowest, top] = range;
  const [low, high] = value;
  // When both thumbs sit at the top end, the lower one must stay grabbable.
  const lowOnTop = low > (lowest + top) / 2;
  const percent = (km: number) => ((km - lowest) / (top - lowest)) * 100;
  const valueText = (km: number) => `${distanceBoundLabel(km, top)} km`;
  const [first, middle, last] = scaleOf(range);

  return (
    <Root role="group" aria-labelledby={labelId}>
      <Header>
        <Label id={labelId}>{label}</Label>
        <Readout aria-hidden="true">{formatDistanceRange(value, top)}</Readout>
      </Header>
      <Track>
        <Rail>
          <Selected style={{ left: `${percent(low)}%`, right: `${100 - percent(high)}%` }} />
        </Rail>
        <Range
          type="range"
          min={lowest}
          max={top}
          step={1}
          value={low}
          aria-label="Minimum distance"
          aria-valuetext={valueText(low)}
          $onTop={lowOnTop}
          // A thumb pushed past the other stops at it; React puts the input back to `value`.
          onChange={(event) => onChange([Math.min(Number(event.currentTarget.value), high), high])}
        />
        <Range
          type="range"
          min={lowest}
          max={top}
          step={1}
          value={high}
          aria-label="Maximum distance"
          aria-valuetext={valueText(high)}
          $onTop={!lowOnTop}
          onChange={(event) => onChange([low, Math.max(Number(event.currentTarget.value), low)])}
        />
      </Track>
      <Scale aria-hidden="true">
        <span>{first}</span>
        <span>{middle}</span>
        <span>{last}</span>
      </Scale>
    </Root>
  );
}
