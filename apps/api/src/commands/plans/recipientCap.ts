/**
 * A daily cap on the people one account's plans email (issue 29, finding 7d): a
 * verified account sent 620 emails an hour, with text it chose, to 31 strangers by
 * republishing. The hourly publish limit bounds how often; this bounds whom: at most
 * RATE_LIMIT_PLAN_RECIPIENTS (60) different addresses in any 24 hours. Republishing to
 * the same people costs nothing here, so a walker fixing a typo is never stopped.
 * Called in the save's transaction, before its emails are queued: a save over the cap
 * is refused whole (429), and nothing of it is written.
 */
import { addSeconds } from '../../lib/clock.ts';
import { sha256 } from '../../auth/tokens.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import { lockRecipientsOf, recentRecipients, recordRecipients } from './recipients.queries.ts';

const DAY_SECONDS = 24 * 3600;

export const tooManyRecipients = (max: number, total: number) =>
  `Your plans can email at most ${max} different people in 24 hours, and sharing this one would make ${total}. ` +
  'Please share it later, or with people your plans have already emailed in the last 24 hours.';

/** Counts the save's recipients against the account's day; throws 429 (with Retry-After) past the cap. */
export async function holdToDailyRecipientCap(tx: Queryable, ctx: CommandContext, ownerId: number, recipients: readonly string[], now: Date): Promise<void> {
  const max = ctx.settings.rateLimits.planRecipientsPerDay;
  const keys = [...new Set(recipients.map((address) => sha256(address.trim().toLowerCase())))];
  if (keys.length === 0) return;
  await lockRecipientsOf(tx, ownerId);
  const recent = await recentRecipients(tx, ownerId, now);
  const fresh = keys.filter((key) => !recent.has(key));
  const over = recent.size + fresh.length - max;
  if (over > 0) {
    // When enough of the day's addresses have aged out for this save to fit.
    const frees = [...recent.values()].sort((a, b) => a.getTime() - b.getTime())[over - 1];
    const retryAfter = frees ? Math.max(1, Math.ceil((frees.getTime() - now.getTime()) / 1000)) : DAY_SECONDS;
    throw new HttpError(429, tooManyRecipients(max, recent.size + fresh.length), { headers: { 'retry-after': String(retryAfter) } });
  }
  await recordRecipients(tx, ownerId, fresh, now, addSeconds(now, DAY_SECONDS));
}
