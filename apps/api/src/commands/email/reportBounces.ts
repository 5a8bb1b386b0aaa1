/**
 * The provider's bounce report (ADR 064): each hard bounce marks its address and tells
 * the walkers whose plans have it as the emergency contact, all in one transaction; soft
 * bounces are counted and left.
 */
import type { BounceNotice } from '../../email/bounce-reports.ts';
import { markUndeliverable, tellWalkersOfBounce } from '../../email/undeliverable.ts';
import type { CommandContext } from '../context.ts';

export interface BouncesReported {
  marked: number;
  ignored: number;
}

export async function reportBounces(ctx: CommandContext, notices: readonly BounceNotice[]): Promise<BouncesReported> {
  const now = ctx.clock.now();
  const hard = notices.filter((notice) => notice.hard);
  const queued = await ctx.db.transaction(async (tx) => {
    let count = 0;
    for (const notice of hard) {
      await markUndeliverable(tx, { email: notice.email, reason: notice.reason || 'bounced', source: 'webhook' }, now);
      count += await tellWalkersOfBounce(tx, notice.email, ctx.settings.publicUrl, now);
    }
    return count;
  });
  if (hard.length > 0) ctx.log.info({ marked: hard.length }, 'bounced addresses reported by the mail provider');
  if (queued > 0) ctx.mailQueued();
  return { marked: hard.length, ignored: notices.length - hard.length };
}
