import { CURRENT_PASSWORD_REQUIRED } from '@planmywalk/contracts';
import { newSecret, sha256 } from '../../auth/tokens.ts';
import { emailChangeConfirmationEmail, emailChangeRequestedEmail } from '../../email/messages.ts';
import { enqueueEmail } from '../../email/outbox.ts';
import { isFileId } from '../../files/storage.ts';
import { conflict, unauthorized, unprocessable } from '../../http/http-error.ts';
import { addSeconds } from '../../lib/clock.ts';
import type { CommandContext } from '../context.ts';
import {
  cancelPendingEmailChanges,
  findAccountCredentials,
  findFileOwnership,
  insertEmailChange,
  isEmailTaken,
  updateProfileColumns,
  type ProfileColumns,
} from './accounts.queries.ts';
import { countAccountEmail, requireCurrentPassword } from './currentPassword.ts';

export const EMAIL_TAKEN = 'That email address is already used by another account.';
export const PORTRAIT_NOT_YOURS = 'The portrait must be an image you have uploaded.';
export const ACCOUNT_GONE = 'Your account no longer exists.';
export const EMAIL_CONFIRM_TTL_SECONDS = 24 * 3600;
export const EMAIL_UNDO_TTL_SECONDS = 14 * 24 * 3600;

export interface UpdateProfileInput extends ProfileColumns {
  userId: number;
  /** Normalised and checked; undefined keeps the email. */
  email: string | undefined;
  /** Needed only when `email` differs from the account's. */
  currentPassword: string | undefined;
  /** The caller's address, for the wrong-password throttle. */
  ip: string;
}

/**
 * Saves the profile form and marks profile setup done (ADR 014).
 * - The portrait must be an image the user uploaded (another user's file id must not
 *   become theirs).
 * - A different email needs the current password and is not taken at once: a link goes
 *   to the new address (which becomes `pending_email`), and the old address is told,
 *   with an undo link. A newer request replaces an unconfirmed one; sending the current
 *   email withdraws it.
 * Everything is checked before the transaction, so a refusal changes nothing.
 */
export async function updateProfile(ctx: CommandContext, input: UpdateProfileInput): Promise<{ pendingEmail: string | null }> {
  const { db, clock, settings } = ctx;
  const now = clock.now();
  if (input.portrait) {
    const id = input.portrait.toLowerCase();
    const file = isFileId(id) ? await findFileOwnership(db, id) : null;
    if (!file || file.owner_id !== input.userId || file.kind !== 'image') throw unprocessable(PORTRAIT_NOT_YOURS);
  }
  const account = await findAccountCredentials(db, input.userId);
  if (!account) throw unauthorized(ACCOUNT_GONE);
  const newEmail = input.email !== undefined && input.email !== account.email ? input.email : null;
  if (newEmail) {
    if (!input.currentPassword) throw unprocessable(CURRENT_PASSWORD_REQUIRED);
    await requireCurrentPassword(ctx, { ...account, userId: input.userId }, input.currentPassword, input.ip);
    if (await isEmailTaken(db, newEmail, now, input.userId)) throw conflict(EMAIL_TAKEN);
    await countAccountEmail(ctx, input.userId);
  }
  const confirmToken = newSecret();
  const undoToken = newSecret();
  await db.transaction(async (tx) => {
    await updateProfileColumns(tx, input.userId, input, now);
    if (input.email !== undefined) await cancelPendingEmailChanges(tx, input.userId, now);
    if (!newEmail) return;
    await insertEmailChange(tx, {
      userId: input.userId,
      oldEmail: account.email,
      newEmail,
      confirmTokenHash: sha256(confirmToken),
      undoTokenHash: sha256(undoToken),
      now,
      confirmExpiresAt: addSeconds(now, EMAIL_CONFIRM_TTL_SECONDS),
      undoExpiresAt: addSeconds(now, EMAIL_UNDO_TTL_SECONDS),
    });
    const confirm = emailChangeConfirmationEmail(newEmail, account.email, confirmToken, settings.publicUrl);
    await enqueueEmail(tx, { ...confirm, kind: 'email-change-confirm', userId: input.userId }, now);
    const notice = emailChangeRequestedEmail(account.email, newEmail, undoToken, settings.publicUrl, EMAIL_UNDO_TTL_SECONDS / 86400);
    await enqueueEmail(tx, { ...notice, kind: 'email-change-notice', userId: input.userId }, now);
  });
  if (newEmail) ctx.mailQueued();
  return { pendingEmail: newEmail };
}
