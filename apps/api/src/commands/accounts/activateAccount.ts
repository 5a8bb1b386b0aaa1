import { issueActivationCode } from '../../auth/activation.ts';
import { sha256 } from '../../auth/tokens.ts';
import { activationEmail } from '../../email/messages.ts';
import { enqueueEmail } from '../../email/outbox.ts';
import { unprocessable } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import { inviteWhereListedAsMember } from '../plans/planWrites.queries.ts';
import { deleteActivationCodes, lockActivationCode, markVerified } from './accounts.queries.ts';

export const CODE_NOT_VALID = 'That activation code is not valid. Please check the code in your email.';
export const CODE_EXPIRED = 'That activation code has expired. We have sent a new code to your email.';

export interface ActivateAccountInput {
  /** Normalised (upper case, no spaces or dashes) and of the right length. */
  code: string;
  /** The signed-in user, when the call carried a session: then the code must be theirs. */
  sessionUserId: number | null;
}

/**
 * Marks the code's account verified and spends the code. An expired code is refused,
 * and a fresh one is emailed in the same transaction (the spec has no "send again"
 * call); someone else's code, with a session, activates nobody. Plans that list the
 * address as a group member invite the account.
 */
export async function activateAccount(ctx: CommandContext, input: ActivateAccountInput): Promise<{ userId: number }> {
  const { db, clock, settings } = ctx;
  const now = clock.now();
  const outcome = await db.transaction(async (tx) => {
    const row = await lockActivationCode(tx, sha256(input.code));
    if (!row || (input.sessionUserId !== null && input.sessionUserId !== row.user_id)) return { kind: 'invalid' as const };
    if (row.expires_at.getTime() <= now.getTime()) {
      const fresh = await issueActivationCode(tx, row.user_id, now);
      await enqueueEmail(tx, { ...activationEmail(row.email, fresh, settings.publicUrl), kind: 'activation', userId: row.user_id }, now);
      return { kind: 'expired' as const };
    }
    await markVerified(tx, row.user_id, now);
    await inviteWhereListedAsMember(tx, row.user_id, row.email, now);
    await deleteActivationCodes(tx, row.user_id);
    return { kind: 'activated' as const, userId: row.user_id };
  });
  // Refused after the commit, so the fresh code of an expired one is kept and sent.
  if (outcome.kind === 'expired') {
    ctx.mailQueued();
    throw unprocessable(CODE_EXPIRED);
  }
  if (outcome.kind === 'invalid') throw unprocessable(CODE_NOT_VALID);
  return { userId: outcome.userId };
}
