import { useId } from 'react';
import styled, { css } from 'styled-components';
import { distanceBoundLabel, formatDistanceRange } from '../format/format.ts';
import { focusRing } from '../theme/mixins.ts';

/** The slider's range in km (spec part 1 §9); the top value means "100+ km". */
export const DISTANCE_MIN_KM = 0;
export const DISTANCE_MAX_KM = 101;

export interface DistanceSliderProps {
  /** The chosen [min, max] in km; `[0, 101]` is the whole range (no distance filter). */
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

function percent(km: number) {
  return ((km - DISTANCE_MIN_KM) / (DISTANCE_MAX_KM - DISTANCE_MIN_KM)) * 100;
}

function valueText(km: number) {
  return `${distanceBoundLabel(km)} km`;
}

/**
 * The filters panel's distance range: two thumbs from 0 to 101 km, where 101
 * reads "100+", with the scale 1 KM / 50 KM / 100 KM+ (spec part 1 §2).
 */
export function DistanceSlider({ value, onChange, label = 'Distance' }: DistanceSliderProps) {
  const labelId = useId();
  const [low, high] = value;
  // When both thumbs sit at the top end, the lower one must stay grabbable.
  const lowOnTop = low > (DISTANCE_MIN_KM + DISTANCE_MAX_KM) / 2;

  return (
    <Root role="group" aria-labelledby={labelId}>
      <Header>
        <Label id={labelId}>{label}</Label>
        <Readout aria-hidden="true">{formatDistanceRange(value)}</Readout>
      </Header>
      <Track>
        <Rail>
          <Selected style={{ left: `${percent(low)}%`, right: `${100 - percent(high)}%` }} />
        </Rail>
        <Range
          type="range"
          min={DISTANCE_MIN_KM}
          max={DISTANCE_MAX_KM}
          step={1}
          value={low}
          aria-label="Minimum distance"
          aria-valuetext={valueText(low)}
          $onTop={lowOnTop}
          onChange={(event) => onChange([Math.min(Number(event.target.value), high), high])}
        />
        <Range
          type="range"
          min={DISTANCE_MIN_KM}
          max={DISTANCE_MAX_KM}
          step={1}
          value={high}
          aria-label="Maximum distance"
          aria-valuetext={valueText(high)}
          $onTop={!lowOnTop}
          onChange={(event) => onChange([low, Math.max(Number(event.target.value), low)])}
        />
      </Track>
      <Scale aria-hidden="true">
        <span>1 KM</span>
        <span>50 KM</span>
        <span>100 KM+</span>
      </Scale>
    </Root>
  );
}
