import { RESET_TOKEN_EXPIRED } from '@planmywalk/contracts';
import { hashPassword, passwordProblem } from '../../auth/passwords.ts';
import { revokeSessions, sha256 } from '../../auth/tokens.ts';
import type { Queryable } from '../../db/database.ts';
import { passwordChangedEmail } from '../../email/messages.ts';
import { enqueueEmail } from '../../email/outbox.ts';
import { badRequest, unprocessable } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import { findPasswordReset, setPasswordVerifyingEmail, spendPasswordResets } from './accounts.queries.ts';

export const RESET_TOKEN_NOT_VALID = 'This password reset link is not valid or has already been used. Please ask for a new one.';

/** The link's user, or the refusal: 400 expired (the client offers to ask again) or not valid. */
async function usableReset(db: Queryable, token: string, now: Date, lock: boolean): Promise<{ userId: number; email: string }> {
  const row = await findPasswordReset(db, sha256(token), lock);
  if (!row || row.used_at !== null) throw badRequest(RESET_TOKEN_NOT_VALID);
  if (row.expires_at.getTime() <= now.getTime()) throw badRequest(RESET_TOKEN_EXPIRED);
  return { userId: row.user_id, email: row.email };
}

/**
 * Sets a new password with the token of a reset email: the link works once (older
 * links of the user stop working too), the address counts as verified, every session
 * ends and a notice is queued.
 */
export async function resetPassword(ctx: CommandContext, input: { token: string; password: string; ip: string }): Promise<void> {
  const { db, clock, settings } = ctx;
  const now = clock.now();
  // The token is checked first, so a bad link is not answered with a password complaint.
  const found = await usableReset(db, input.token, now, false);
  const problem = passwordProblem(input.password, found.email);
  if (problem) throw unprocessable(problem);
  const passwordHash = await hashPassword(input.password, settings.passwordHashing);
  const locked = await db.transaction(async (tx) => {
    // Again under a row lock: two uses of one link at once must not both succeed.
    const locked = await usableReset(tx, input.token, now, true);
    await setPasswordVerifyingEmail(tx, locked.userId, passwordHash, now);
    await spendPasswordResets(tx, locked.userId, now);
    await revokeSessions(tx, locked.userId, now, 'password reset');
    await enqueueEmail(tx, { ...passwordChangedEmail(locked.email), kind: 'password-changed', userId: locked.userId }, now);
    return locked;
  });
  ctx.mailQueued();
  // Whoever opened the emailed link owns the inbox: their IP is forgiven its failures and
  // spared the account-wide throttle, so they can log in while someone else guesses.
  await ctx.throttle.recordSuccess({ email: locked.email, ip: input.ip, userId: locked.userId });
}
