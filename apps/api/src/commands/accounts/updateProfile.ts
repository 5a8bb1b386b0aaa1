import { isUniqueViolation } from '../../db/errors.ts';
import { emailChangedEmail } from '../../email/messages.ts';
import { enqueueEmail } from '../../email/outbox.ts';
import { isFileId } from '../../files/storage.ts';
import { conflict, unauthorized, unprocessable } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import {
  findAccountCredentials,
  findFileOwnership,
  isEmailTaken,
  setEmail,
  updateProfileColumns,
  type ProfileColumns,
} from './accounts.queries.ts';

export const EMAIL_TAKEN = 'That email address is already used by another account.';
export const PORTRAIT_NOT_YOURS = 'The portrait must be an image you have uploaded.';
export const ACCOUNT_GONE = 'Your account no longer exists.';

export interface UpdateProfileInput extends ProfileColumns {
  userId: number;
  /** Normalised and checked; undefined keeps the email. */
  email: string | undefined;
}

/**
 * Saves the profile form and marks profile setup done. The portrait must be an image
 * the user uploaded (another user's file id must not become theirs). A new email must
 * not be another account's, and the old address is told of the change.
 */
export async function updateProfile(ctx: CommandContext, input: UpdateProfileInput): Promise<void> {
  const { db, clock } = ctx;
  const now = clock.now();
  if (input.portrait) {
    const id = input.portrait.toLowerCase();
    const file = isFileId(id) ? await findFileOwnership(db, id) : null;
    if (!file || file.owner_id !== input.userId || file.kind !== 'image') throw unprocessable(PORTRAIT_NOT_YOURS);
  }
  let emailChanged = false;
  try {
    emailChanged = await db.transaction(async (tx) => {
      const before = await findAccountCredentials(tx, input.userId, true);
      if (!before) throw unauthorized(ACCOUNT_GONE);
      const newEmail = input.email !== undefined && input.email !== before.email ? input.email : null;
      if (newEmail && (await isEmailTaken(tx, newEmail))) throw conflict(EMAIL_TAKEN);
      await updateProfileColumns(tx, input.userId, input, now);
      if (!newEmail) return false;
      await setEmail(tx, input.userId, newEmail, now);
      await enqueueEmail(tx, { ...emailChangedEmail(before.email, newEmail), kind: 'email-changed', userId: input.userId }, now);
      return true;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
  if (emailChanged) ctx.mailQueued();
}
