export { TRIP_DATES_HINT, TripDatesPicker } from './TripDatesPicker.tsx';
export { nextTripRange } from './tripDateRange.ts';
export type { TripDatesPickerLayout, TripDatesPickerProps } from './TripDatesPicker.tsx';
export type { TimeOptions, TimeValue } from './TripDatesPickerTime.tsx';
export type { TripDateRange } from './tripDateRange.ts';
