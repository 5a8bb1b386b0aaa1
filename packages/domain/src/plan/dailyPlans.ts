/**
 * The daily plan (spec part 2 §2, §3): one entry per day, shown only when the trip spans
 * more than one day. Entries are kept by their place in the trip (day_index), so moving
 * a trip to other dates keeps every day's notes, and shortening it hides the last days'
 * entries without deleting them until the plan is saved (lengthening it again brings
 * them back).
 */
import { addDays, tripDays, type DailyPlan, type DailyPlanFields, type IsoDate, type TripDates } from '@planmywalk/contracts';

export const showsDailyPlans = (dates: TripDates | null): boolean => dates !== null && tripDays(dates) > 1;

/** The calendar day of each day of the trip. */
export function tripDayDates(dates: TripDates): IsoDate[] {
  return Array.from({ length: Math.max(tripDays(dates), 0) }, (_, index) => addDays(dates.start, index));
}

const emptyDay = (day_index: number): DailyPlan => ({ day_index, start_location: '', end_location: '', notes: '' });

/** The trip's days as the plan shows and sends them: none for a day trip, else one per day, in order. */
export function dailyPlansFor(dates: TripDates | null, kept: readonly DailyPlan[]): DailyPlan[] {
  if (!dates || !showsDailyPlans(dates)) return [];
  const byDay = new Map(kept.map((day) => [day.day_index, day]));
  return tripDayDates(dates).map((_, index) => byDay.get(index) ?? emptyDay(index));
}

export type { DailyPlanFields };

/** `kept` with one day's entry replaced (or added), ordered by day. */
export function withDailyPlan(kept: readonly DailyPlan[], dayIndex: number, fields: Partial<DailyPlanFields>): DailyPlan[] {
  const current = kept.find((day) => day.day_index === dayIndex) ?? emptyDay(dayIndex);
  const next = { ...current, ...fields, day_index: dayIndex };
  return [...kept.filter((day) => day.day_index !== dayIndex), next].sort((a, b) => a.day_index - b.day_index);
}
