import { useId } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { TripDatesPickerCalendar } from './TripDatesPickerCalendar.tsx';
import { TripDatesPickerTime, type TimeOptions, type TimeValue } from './TripDatesPickerTime.tsx';
import type { TripDateRange } from './tripDateRange.ts';

/** Where the picker is shown: in the selector bar's popover (desktop) or as the mobile /select-date page. */
export type TripDatesPickerLayout = 'popover' | 'page';

export interface TripDatesPickerProps {
  /** The first day that can be picked, `YYYY-MM-DD`: today in New Zealand (the app computes it). */
  minDate: string;
  /** The picked days (`YYYY-MM-DD`), the end null until the second pick; null before the first. */
  range: TripDateRange | null;
  /** Called after every pick in the calendar. */
  onRangeChange: (range: TripDateRange) => void;
  /** The start time (the app defaults it to now, rounded up to the next quarter hour). */
  startTime: TimeValue;
  onStartTimeChange: (time: TimeValue) => void;
  /** The end time (the app defaults it to an hour after the start). */
  endTime: TimeValue;
  onEndTimeChange: (time: TimeValue) => void;
  /** The choices of the hour, minute and AM/PM pickers. */
  timeOptions: TimeOptions;
  /** 'Invalid start time.' when the app finds the start time does not come before the end. */
  startTimeError?: string;
  /** 'Invalid end time.' when the app finds the end time does not come after the start. */
  endTimeError?: string;
  /** 'Save date and time' was pressed (only possible with both days picked and no time error). */
  onSave: () => void;
  /**
   * The dates are being saved: the button shows a spinner and nothing can be changed.
   * @default false
   */
  saving?: boolean;
  /** Why the last save failed. */
  error?: ReactNode;
  /** The longest trip in days: while the end is being picked, days past it are disabled. */
  maxDays?: number;
  /**
   * `popover`: compact, for the selector bar's popover on desktop. `page`: fills the
   * width, for the mobile /select-date screen, with a full-width save button.
   * @default 'popover'
   */
  layout?: TripDatesPickerLayout;
  /**
   * Move focus to the start day (or today) when the picker appears.
   * @default false
   */
  autoFocus?: boolean;
}

/** The spec's hint (part 2 §2). */
export const TRIP_DATES_HINT = 'Select a start and end date. For a day trip, select the date twice.';

const Root = styled.section<{ $layout: TripDatesPickerLayout }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  /* The popover is as wide as the month grid and its margin; the page takes the screen. */
  width: ${({ $layout, theme }) => ($layout === 'page' ? '100%' : theme.sizes.popover)};
  max-width: 100%;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const Times = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.divider};
`;

/**
 * Trip dates and times (spec part 2 §2, §5): a range calendar from today, the hint, the
 * start and end time pickers with their messages, and 'Save date and time', enabled
 * once both days are picked and the times make sense. Controlled: the app holds the
 * range and times and judges the times.
 */
export function TripDatesPicker({
  minDate,
  range,
  onRangeChange,
  startTime,
  onStartTimeChange,
  endTime,
  onEndTimeChange,
  timeOptions,
  startTimeError,
  endTimeError,
  onSave,
  saving = false,
  error,
  maxDays,
  layout = 'popover',
  autoFocus = false,
}: TripDatesPickerProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const complete = range !== null && range.end !== null;
  const canSave = complete && !startTimeError && !endTimeError && !saving;

  return (
    <Root $layout={layout} aria-label="Trip dates" aria-describedby={hintId}>
      <Hint id={hintId}>{TRIP_DATES_HINT}</Hint>
      <TripDatesPickerCalendar
        minDate={minDate}
        range={range}
        onRangeChange={onRangeChange}
        maxDays={maxDays}
        autoFocus={autoFocus}
        fill={layout === 'page'}
      />
      <Times>
        <TripDatesPickerTime
          legend="Start time"
          value={startTime}
          onChange={onStartTimeChange}
          options={timeOptions}
          error={startTimeError}
          disabled={saving}
        />
        <TripDatesPickerTime
          legend="End time"
          value={endTime}
          onChange={onEndTimeChange}
          options={timeOptions}
          error={endTimeError}
          disabled={saving}
        />
      </Times>
      <FormError>{error}</FormError>
      <Button type="button" fullWidth disabled={!canSave} loading={saving} onClick={onSave}>
        Save date and time
      </Button>
    </Root>
  );
}
