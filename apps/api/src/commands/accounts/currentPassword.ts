import { WRONG_CURRENT_PASSWORD } from '@planmywalk/contracts';
import { verifyPassword } from '../../auth/passwords.ts';
import { HttpError } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import type { AccountCredentials } from './accounts.queries.ts';

export const ACCOUNT_EMAILS_LIMITED =
  'You have changed your email address or password several times in the last hour. Please wait an hour and try again.';

/**
 * The person changing the email or the password proves they know the password, not
 * just hold an access token (a stolen one lives 15 minutes). Wrong answers count
 * towards the same throttle as logins from this IP; a right one is a successful login.
 * 403, not 401: the session itself is fine, and a 401 would log the client out.
 */
export async function requireCurrentPassword(
  ctx: CommandContext,
  account: AccountCredentials & { userId: number },
  password: string,
  ip: string,
): Promise<void> {
  const attempt = { email: account.email, ip, userId: account.userId };
  await ctx.throttle.check(attempt);
  if (!(await verifyPassword(password, account.password_hash))) {
    await ctx.throttle.recordFailure(attempt);
    throw new HttpError(403, WRONG_CURRENT_PASSWORD);
  }
  await ctx.throttle.recordSuccess(attempt);
}

/**
 * Email and password changes send security email (to the new address, and notices to
 * the old one): a few an hour per account, so a stolen session cannot relay mail.
 */
export async function countAccountEmail(ctx: CommandContext, userId: number): Promise<void> {
  await ctx.limiter.hit({
    bucket: 'account-email',
    key: String(userId),
    max: ctx.settings.rateLimits.accountEmailsPerHour,
    windowSeconds: 3600,
    message: ACCOUNT_EMAILS_LIMITED,
  });
}
