import { randomUUID } from 'node:crypto';
import { DATE_IN_FUTURE, LOCATION_NOT_FOUND, dateIn, isIsoDate, tripEnd, tripStart, type ReviewableType } from '@planmywalk/contracts';
import { notFound, unprocessable } from '../../http/http-error.ts';
import { DATE_NOT_VALID } from '../reviews/saveReview.ts';
import type { CommandContext } from '../context.ts';
import { hasCompletedTrip, insertCompletedTrip, lockUser, placeType } from './trips.queries.ts';

/**
 * 'Mark as complete' (spec part 1 §4, §5; ADR 038): records that the walker completed
 * the place on a day not after today in New Zealand, as a completed plan of theirs (it
 * shows under Completed trips in My Walks, and the place shows 'Trip completed'). The
 * place must exist with the type named (404). Marking the same place on the same day
 * again records nothing new. Answers whether a trip was recorded.
 */
export async function markComplete(
  ctx: CommandContext,
  input: { userId: number; locationId: number; type: ReviewableType; date: string },
): Promise<{ recorded: boolean }> {
  if ((await placeType(ctx.db, input.locationId)) !== input.type) throw notFound(LOCATION_NOT_FOUND);
  if (!isIsoDate(input.date)) throw unprocessable(DATE_NOT_VALID);
  const now = ctx.clock.now();
  if (input.date > dateIn(now)) throw unprocessable(DATE_IN_FUTURE);
  const day = { start: input.date, end: input.date, start_time: null, end_time: null };
  return ctx.db.transaction(async (tx) => {
    await lockUser(tx, input.userId);
    if (await hasCompletedTrip(tx, input.userId, input.locationId, input.date)) return { recorded: false };
    await insertCompletedTrip(tx, {
      id: randomUUID(),
      ownerId: input.userId,
      type: input.type,
      locationId: input.locationId,
      date: input.date,
      startsAt: tripStart(day),
      endsAt: tripEnd(day),
      now,
    });
    return { recorded: true };
  });
}
