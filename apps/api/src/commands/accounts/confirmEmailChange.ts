import { sha256 } from '../../auth/tokens.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { badRequest, conflict } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import { inviteWhereListedAsMember } from '../plans/planWrites.queries.ts';
import { isEmailTaken, lockEmailChange, markEmailChangeConfirmed, setVerifiedEmail } from './accounts.queries.ts';
import { EMAIL_TAKEN } from './updateProfile.ts';

export const EMAIL_LINK_NOT_VALID = 'This link is not valid or has already been used.';
export const EMAIL_LINK_EXPIRED = 'This link has expired. Change your email address again to get a new one.';

/**
 * Opens the link sent to a new address: the address is proven, so it becomes the
 * account's (verified). Sessions stay; the old address was told when the change was
 * asked for, and its undo link keeps working. Plans that list the new address as a
 * group member invite the account.
 */
export async function confirmEmailChange(ctx: CommandContext, input: { token: string }): Promise<{ userId: number; email: string }> {
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const change = await lockEmailChange(tx, 'confirm', sha256(input.token));
      if (!change || change.cancelled_at !== null || change.confirmed_at !== null) throw badRequest(EMAIL_LINK_NOT_VALID);
      if (change.confirm_expires_at.getTime() <= now.getTime()) throw badRequest(EMAIL_LINK_EXPIRED);
      // Someone may have registered the address since the link was sent.
      if (await isEmailTaken(tx, change.new_email, now, change.user_id)) throw conflict(EMAIL_TAKEN);
      await setVerifiedEmail(tx, change.user_id, change.new_email, now);
      await markEmailChangeConfirmed(tx, change.id, now);
      await inviteWhereListedAsMember(tx, change.user_id, change.new_email, now);
      return { userId: change.user_id, email: change.new_email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}
