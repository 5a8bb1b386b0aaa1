/**
 * My Walks' time-to-go text (spec part 2 §4): '{x} to go' before the trip starts,
 * 'Started {x} ago' while it runs, '{x} ago' once it has ended. Times are the trip's New
 * Zealand start and end (a trip without times starts at midnight and ends at the end of
 * its last day), so the text is right on a phone set to any zone.
 */
import { formatDistanceStrict } from 'date-fns';
import { instantOf, tripEnd, tripStart, type IsoDate, type TripDates } from '@planmywalk/contracts';

export interface TimeToGoFacts {
  date: TripDates | null;
  is_complete: boolean;
  /** The day the walker marked the trip complete. */
  completed: IsoDate | null;
}

const distance = (from: Date, to: Date) => formatDistanceStrict(from, to);

/** The tile's text at `now`; null for a plan with no dates that is not complete. */
export function timeToGoText(plan: TimeToGoFacts, now: Date): string | null {
  if (plan.is_complete) {
    // Marked complete: counted from the day it was (or else the planned end), never from the future.
    const done = plan.completed ? instantOf(plan.completed, 0, 0) : plan.date ? tripEnd(plan.date) : null;
    if (!done) return null;
    return `${distance(new Date(Math.min(done.getTime(), now.getTime())), now)} ago`;
  }
  if (!plan.date) return null;
  const start = tripStart(plan.date);
  const end = tripEnd(plan.date);
  if (now < start) return `${distance(start, now)} to go`;
  if (now >= end) return `${distance(end, now)} ago`;
  return `Started ${distance(start, now)} ago`;
}
