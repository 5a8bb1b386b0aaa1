import { hashPassword, passwordProblem } from '../../auth/passwords.ts';
import { revokeSessions } from '../../auth/tokens.ts';
import { passwordChangedEmail } from '../../email/messages.ts';
import { enqueueEmail } from '../../email/outbox.ts';
import { unauthorized, unprocessable } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import { findAccountCredentials, setPassword } from './accounts.queries.ts';
import { countAccountEmail, requireCurrentPassword } from './currentPassword.ts';
import { ACCOUNT_GONE } from './updateProfile.ts';

export interface ChangePasswordInput {
  userId: number;
  /** The login (token family) making the change: it stays signed in. */
  familyId: number;
  currentPassword: string;
  newPassword: string;
  /** The caller's address, for the wrong-password throttle. */
  ip: string;
}

/**
 * Sets a new password chosen by the signed-in user, who must know the current one (a
 * stolen access token alone cannot take the account). Whoever knew the old password is
 * logged out everywhere but on this device, and the address gets a notice.
 */
export async function changePassword(ctx: CommandContext, input: ChangePasswordInput): Promise<void> {
  const { db, clock, settings } = ctx;
  const account = await findAccountCredentials(db, input.userId);
  if (!account) throw unauthorized(ACCOUNT_GONE);
  await requireCurrentPassword(ctx, { ...account, userId: input.userId }, input.currentPassword, input.ip);
  const problem = passwordProblem(input.newPassword, account.email);
  if (problem) throw unprocessable(problem);
  await countAccountEmail(ctx, input.userId);
  const passwordHash = await hashPassword(input.newPassword, settings.passwordHashing);
  const now = clock.now();
  await db.transaction(async (tx) => {
    await setPassword(tx, input.userId, passwordHash, now);
    await revokeSessions(tx, input.userId, now, 'password changed', input.familyId);
    await enqueueEmail(tx, { ...passwordChangedEmail(account.email), kind: 'password-changed', userId: input.userId }, now);
  });
  ctx.mailQueued();
}
