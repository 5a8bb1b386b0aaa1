import { hashPassword } from '../../auth/passwords.ts';
import { newSecret, revokeSessions, sha256 } from '../../auth/tokens.ts';
import { badRequest } from '../../http/http-error.ts';
import { addSeconds } from '../../lib/clock.ts';
import type { CommandContext } from '../context.ts';
import { insertPasswordReset, lockEmailChange, markEmailChangeUndone, restoreEmailLockingPassword, spendPasswordResets } from './accounts.queries.ts';
import { RESET_TOKEN_TTL_SECONDS } from './requestPasswordReset.ts';

export const UNDO_LINK_NOT_VALID = 'This link is not valid or has already been used.';
export const UNDO_LINK_EXPIRED = 'This link has expired. If someone else changed your email address, please contact us through Help & Feedback.';

/**
 * Opens the undo link sent to the old address, before or after the change was
 * confirmed: the old address is the account's again, every other change of the user is
 * withdrawn (its undo link went to the address taken away), every session ends, and
 * the password is replaced by one nobody knows, because whoever changed the email knew
 * it. The answer carries a one-hour reset token, so the owner sets a new password at once.
 */
export async function undoEmailChange(ctx: CommandContext, input: { token: string; ip: string }): Promise<{ email: string; recoveryToken: string }> {
  const { db, clock, settings } = ctx;
  const now = clock.now();
  // Hashed before the transaction: a slow hash must not hold the locks.
  const unusableHash = await hashPassword(newSecret(), settings.passwordHashing);
  const recoveryToken = newSecret();
  const restored = await db.transaction(async (tx) => {
    const change = await lockEmailChange(tx, 'undo', sha256(input.token));
    if (!change || change.undone_at !== null) throw badRequest(UNDO_LINK_NOT_VALID);
    if (change.undo_expires_at.getTime() <= now.getTime()) throw badRequest(UNDO_LINK_EXPIRED);
    await restoreEmailLockingPassword(tx, change.user_id, change.old_email, unusableHash, now);
    await markEmailChangeUndone(tx, { id: change.id, userId: change.user_id }, now);
    await revokeSessions(tx, change.user_id, now, 'email change undone');
    // Reset links sent while the other address was the account's stop working.
    await spendPasswordResets(tx, change.user_id, now);
    await insertPasswordReset(tx, { tokenHash: sha256(recoveryToken), userId: change.user_id, expiresAt: addSeconds(now, RESET_TOKEN_TTL_SECONDS), now });
    return { userId: change.user_id, email: change.old_email };
  });
  // The owner's device: spared the account-wide login throttle from now on.
  await ctx.throttle.rememberIp(restored.userId, input.ip);
  ctx.log.warn({ userId: restored.userId }, 'email change undone: sessions ended, password must be set again');
  return { email: restored.email, recoveryToken };
}
