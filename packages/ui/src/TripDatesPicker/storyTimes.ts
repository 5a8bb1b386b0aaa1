import type { TimeOptions, TimeValue } from './TripDatesPickerTime.tsx';
import type { TripDateRange } from './tripDateRange.ts';

/** The spec's picker choices (part 2 §5), as the app passes them from the contract. */
export const storyTimeOptions: TimeOptions = {
  hours: ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'],
  minutes: ['00', '15', '30', '45'],
  meridiems: ['AM', 'PM'],
};

const minutesOfDay = (time: TimeValue) =>
  ((Number(time.hour) % 12) + (time.meridiem === 'PM' ? 12 : 0)) * 60 + Number(time.minute);

/**
 * A stand-in for the app's time rule (contracts' `timeProblems`) so stories show the
 * messages come and go: on a day trip the start must come before the end.
 */
export function storyTimeErrors(range: TripDateRange | null, start: TimeValue, end: TimeValue) {
  const sameDay = range !== null && range.end === range.start;
  const ordered = minutesOfDay(start) < minutesOfDay(end);
  return sameDay && !ordered
    ? { startTimeError: 'Invalid start time.', endTimeError: 'Invalid end time.' }
    : { startTimeError: undefined, endTimeError: undefined };
}
