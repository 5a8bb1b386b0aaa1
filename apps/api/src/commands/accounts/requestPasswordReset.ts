import { newSecret, sha256 } from '../../auth/tokens.ts';
import { passwordResetEmail } from '../../email/messages.ts';
import { enqueueEmail } from '../../email/outbox.ts';
import { addSeconds } from '../../lib/clock.ts';
import type { CommandContext } from '../context.ts';
import { findUserIdByEmail, insertPasswordReset } from './accounts.queries.ts';

export const RESET_TOKEN_TTL_SECONDS = 3600;

/**
 * Emails a single-use, one-hour reset link when the address has an account. Answers
 * nothing either way, so the caller says the same to everyone. Every address, known or
 * not, counts towards its hourly email limit, so both paths do the same work; past the
 * limit nothing is sent (no inbox flooding).
 */
export async function requestPasswordReset(ctx: CommandContext, input: { email: string }): Promise<void> {
  const { db, clock, settings, limiter } = ctx;
  const withinLimit = await limiter.allow({ bucket: 'reset-email', key: input.email, max: settings.rateLimits.resetEmailsPerHour, windowSeconds: 3600 });
  const userId = await findUserIdByEmail(db, input.email);
  if (userId === null || !withinLimit) return;
  const token = newSecret();
  const now = clock.now();
  await db.transaction(async (tx) => {
    await insertPasswordReset(tx, { tokenHash: sha256(token), userId, expiresAt: addSeconds(now, RESET_TOKEN_TTL_SECONDS), now });
    await enqueueEmail(tx, { ...passwordResetEmail(input.email, token, settings.publicUrl), kind: 'password-reset', userId }, now);
  });
  ctx.mailQueued();
}
