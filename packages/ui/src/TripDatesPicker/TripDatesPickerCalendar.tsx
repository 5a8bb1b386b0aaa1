import { DayPicker } from 'react-day-picker';
import type { ChevronProps, Matcher } from 'react-day-picker';
import { enNZ } from 'react-day-picker/locale';
import styled from 'styled-components';
import { WalkIcon } from '../WalkIcon/WalkIcon.tsx';
import { focusRing, roundIconControl } from '../theme/mixins.ts';
import { addDaysIso, dateOfIso, isoOfDate, nextTripRange, type TripDateRange } from './tripDateRange.ts';

export interface TripDatesPickerCalendarProps {
  /** The first day that can be picked (today in New Zealand), `YYYY-MM-DD`. Also marked as today. */
  minDate: string;
  /** The picked days, or null. */
  range: TripDateRange | null;
  /** Called with the range after each pick. */
  onRangeChange: (range: TripDateRange) => void;
  /** The longest trip in days: while an end is being picked, later days are disabled. */
  maxDays?: number;
  /** Focus the start day (or today) when the calendar appears. */
  autoFocus?: boolean;
  /** Fill the container's width (the mobile page) instead of the compact popover size. */
  fill: boolean;
}

/*
 * react-day-picker's class names (rdp-*), styled here from the theme instead of the
 * library's stylesheet: no external CSS to load, and nothing a strict style policy
 * would block.
 */
const Root = styled.div<{ $fill: boolean }>`
  --day-size: ${({ theme }) => theme.sizes.controlMd};
  display: flex;
  justify-content: center;

  .rdp-root {
    position: relative;
    width: ${({ $fill }) => ($fill ? '100%' : 'max-content')};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  .rdp-months {
    display: flex;
    justify-content: center;
  }

  .rdp-month {
    width: 100%;
  }

  .rdp-nav {
    position: absolute;
    top: 0;
    right: 0;
    left: 0;
    display: flex;
    justify-content: space-between;
    height: ${({ theme }) => theme.sizes.controlMd};
    pointer-events: none;
  }

  .rdp-button_previous,
  .rdp-button_next {
    ${roundIconControl}
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
    pointer-events: auto;

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySubtle};
    }

    &:disabled,
    &[aria-disabled='true'] {
      color: ${({ theme }) => theme.colors.border};
      cursor: default;
    }

    &:focus-visible {
      ${focusRing}
    }
  }

  .rdp-month_caption {
    display: flex;
    align-items: center;
    justify-content: center;
    height: ${({ theme }) => theme.sizes.controlMd};
    color: ${({ theme }) => theme.colors.heading};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  .rdp-month_grid {
    width: ${({ $fill }) => ($fill ? '100%' : 'auto')};
    margin-top: ${({ theme }) => theme.space.xs};
    border-collapse: collapse;
  }

  .rdp-weekday {
    padding: ${({ theme }) => theme.space.xxs} 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-align: center;
  }

  .rdp-day {
    width: var(--day-size);
    height: var(--day-size);
    padding: 0;
    text-align: center;
  }

  .rdp-day_button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: var(--day-size);
    height: var(--day-size);
    margin: 0;
    padding: 0;
    border: ${({ theme }) => theme.sizes.borderWidth} solid transparent;
    border-radius: ${({ theme }) => theme.radii.round};
    background: transparent;
    color: inherit;
    font: inherit;
    font-variant-numeric: tabular-nums;
    cursor: pointer;

    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.colors.primary};
    }

    &:focus-visible {
      ${focusRing}
    }

    &:disabled {
      cursor: default;
    }
  }

  .rdp-today:not(.rdp-outside) .rdp-day_button {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }

  .rdp-outside {
    visibility: hidden;
  }

  .rdp-disabled:not(.rdp-selected) .rdp-day_button {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: line-through;
  }

  .rdp-range_middle {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  .rdp-range_start:not(.rdp-range_end) {
    background: linear-gradient(90deg, transparent 50%, ${({ theme }) => theme.colors.primarySoft} 50%);
  }

  .rdp-range_end:not(.rdp-range_start) {
    background: linear-gradient(90deg, ${({ theme }) => theme.colors.primarySoft} 50%, transparent 50%);
  }

  .rdp-range_start .rdp-day_button,
  .rdp-range_end .rdp-day_button {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

`;

function Chevron({ orientation }: ChevronProps) {
  return <WalkIcon name={orientation === 'left' ? 'chevronLeft' : 'chevronRight'} />;
}

/**
 * The month grid of the trip dates picker (react-day-picker in range mode): days
 * before `minDate` are disabled, weeks start on Monday, and the grid keyboard works
 * (arrows, Home/End, Page Up/Down for months, Enter to pick).
 */
export function TripDatesPickerCalendar({
  minDate,
  range,
  onRangeChange,
  maxDays,
  autoFocus,
  fill,
}: TripDatesPickerCalendarProps) {
  const disabled: Matcher[] = [{ before: dateOfIso(minDate) }];
  // While the end is being picked, a trip longer than maxDays cannot be made.
  if (range && range.end === null && maxDays !== undefined) {
    disabled.push({ after: dateOfIso(addDaysIso(range.start, maxDays - 1)) });
  }
  const start = range ? dateOfIso(range.start) : undefined;
  const end = range?.end ? dateOfIso(range.end) : undefined;

  return (
    <Root $fill={fill}>
      <DayPicker
        mode="range"
        locale={enNZ}
        weekStartsOn={1}
        today={dateOfIso(minDate)}
        startMonth={dateOfIso(minDate)}
        defaultMonth={start ?? dateOfIso(minDate)}
        disabled={disabled}
        selected={start ? { from: start, to: end } : undefined}
        onSelect={(_selected, day) => onRangeChange(nextTripRange(range, isoOfDate(day)))}
        autoFocus={autoFocus}
        components={{ Chevron }}
      />
    </Root>
  );
}
