/**
 * The SQL of the account commands (registration, activation, password reset and
 * change, profile, notification settings, deletion). Each function is one statement
 * against whatever it is given: the database, or the command's transaction.
 */
import type { NotificationToggleField } from '@planmywalk/contracts';
import type { Queryable } from '../../db/database.ts';

/**
 * Whether an address belongs to an account, or is reserved: an account left it by a
 * confirmed change whose undo link still works (the undo must be able to restore it, so
 * nobody may take it meanwhile). `exceptUserId`: that user's own reservations do not count.
 */
export async function isEmailTaken(db: Queryable, email: string, now: Date, exceptUserId: number | null = null): Promise<boolean> {
  const [row] = await db.query(
    `SELECT 1 FROM users WHERE email = $1
     UNION ALL
     SELECT 1 FROM email_changes
     WHERE old_email = $1 AND confirmed_at IS NOT NULL AND undone_at IS NULL AND undo_expires_at > $2
       AND user_id IS DISTINCT FROM $3::integer
     LIMIT 1`,
    [email, now, exceptUserId],
  );
  return row !== undefined;
}

export async function insertUser(tx: Queryable, user: { email: string; passwordHash: string; now: Date }): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO users (email, password_hash, terms_agreed_at, created_at, updated_at) VALUES ($1, $2, $3, $3, $3) RETURNING id',
    [user.email, user.passwordHash, user.now],
  );
  if (!row) throw new Error('user was not created');
  return row.id;
}

export type ActivationCodeRow = { user_id: number; expires_at: Date; email: string };

/** The code's row and its user's email, locked for the activation. */
export async function lockActivationCode(tx: Queryable, codeHash: string): Promise<ActivationCodeRow | null> {
  const [row] = await tx.query<ActivationCodeRow>(
    `SELECT c.user_id, c.expires_at, u.email FROM activation_codes c JOIN users u ON u.id = c.user_id
     WHERE c.code_hash = $1 FOR UPDATE OF c`,
    [codeHash],
  );
  return row ?? null;
}

export async function markVerified(tx: Queryable, userId: number, now: Date): Promise<void> {
  await tx.query('UPDATE users SET verified = true, verified_at = COALESCE(verified_at, $2), updated_at = $2 WHERE id = $1', [userId, now]);
}

export async function deleteActivationCodes(tx: Queryable, userId: number): Promise<void> {
  await tx.query('DELETE FROM activation_codes WHERE user_id = $1', [userId]);
}

export async function findUserIdByEmail(db: Queryable, email: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  return row?.id ?? null;
}

export async function insertPasswordReset(tx: Queryable, reset: { tokenHash: string; userId: number; expiresAt: Date; now: Date }): Promise<void> {
  await tx.query('INSERT INTO password_resets (token_hash, user_id, expires_at, created_at) VALUES ($1, $2, $3, $4)', [
    reset.tokenHash,
    reset.userId,
    reset.expiresAt,
    reset.now,
  ]);
}

export type PasswordResetRow = { user_id: number; expires_at: Date; used_at: Date | null; email: string };

/** A reset link's row and its user's email; `lock` when the reset is about to be spent. */
export async function findPasswordReset(db: Queryable, tokenHash: string, lock: boolean): Promise<PasswordResetRow | null> {
  const [row] = await db.query<PasswordResetRow>(
    `SELECT r.user_id, r.expires_at, r.used_at, u.email FROM password_resets r JOIN users u ON u.id = r.user_id
     WHERE r.token_hash = $1 ${lock ? 'FOR UPDATE OF r' : ''}`,
    [tokenHash],
  );
  return row ?? null;
}

/** The link reached the inbox, which proves the address as well as an activation code does. */
export async function setPasswordVerifyingEmail(tx: Queryable, userId: number, passwordHash: string, now: Date): Promise<void> {
  await tx.query(
    'UPDATE users SET password_hash = $2, verified = true, verified_at = COALESCE(verified_at, $3), updated_at = $3 WHERE id = $1',
    [userId, passwordHash, now],
  );
}

/** Every unused reset link of the user stops working. */
export async function spendPasswordResets(tx: Queryable, userId: number, now: Date): Promise<void> {
  await tx.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [userId, now]);
}

export type AccountCredentials = { email: string; password_hash: string };

export async function findAccountCredentials(db: Queryable, userId: number, lock = false): Promise<AccountCredentials | null> {
  const [row] = await db.query<AccountCredentials>(
    `SELECT email, password_hash FROM users WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [userId],
  );
  return row ?? null;
}

export async function setPassword(tx: Queryable, userId: number, passwordHash: string, now: Date): Promise<void> {
  await tx.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [userId, passwordHash, now]);
}

export type FileOwnership = { owner_id: number; kind: string };

export async function findFileOwnership(db: Queryable, fileId: string): Promise<FileOwnership | null> {
  const [row] = await db.query<FileOwnership>('SELECT owner_id, kind FROM files WHERE id = $1::uuid', [fileId]);
  return row ?? null;
}

/** A profile to write; `undefined` leaves a column as it is, `null` clears it. */
export interface ProfileColumns {
  firstName: string;
  lastName: string;
  gender: string;
  level: string;
  dob: string | null | undefined;
  portrait: string | null | undefined;
  phone: string | null | undefined;
}

/** Writes the profile and marks the user inited (profile setup is done). */
export async function updateProfileColumns(tx: Queryable, userId: number, profile: ProfileColumns, now: Date): Promise<void> {
  await tx.query(
    `UPDATE users SET first_name = $2, last_name = $3, gender = $4, level = $5,
       dob = CASE WHEN $6::boolean THEN $7::date ELSE dob END,
       portrait_file_id = CASE WHEN $8::boolean THEN $9::uuid ELSE portrait_file_id END,
       phone = CASE WHEN $10::boolean THEN $11 ELSE phone END,
       inited = true, updated_at = $12
     WHERE id = $1`,
    [
      userId,
      profile.firstName,
      profile.lastName,
      profile.gender,
      profile.level,
      profile.dob !== undefined,
      profile.dob ?? null,
      profile.portrait !== undefined,
      profile.portrait ?? null,
      profile.phone !== undefined,
      profile.phone ?? null,
      now,
    ],
  );
}

/** The address was proven by a link sent to it: it becomes the account's, verified. */
export async function setVerifiedEmail(tx: Queryable, userId: number, email: string, now: Date): Promise<void> {
  await tx.query('UPDATE users SET email = $2, verified = true, verified_at = COALESCE(verified_at, $3), updated_at = $3 WHERE id = $1', [
    userId,
    email,
    now,
  ]);
}

export interface NewEmailChange {
  userId: number;
  oldEmail: string;
  newEmail: string;
  confirmTokenHash: string;
  undoTokenHash: string;
  now: Date;
  confirmExpiresAt: Date;
  undoExpiresAt: Date;
}

export async function insertEmailChange(tx: Queryable, change: NewEmailChange): Promise<void> {
  await tx.query(
    `INSERT INTO email_changes (user_id, old_email, new_email, confirm_token_hash, undo_token_hash, created_at, confirm_expires_at, undo_expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [change.userId, change.oldEmail, change.newEmail, change.confirmTokenHash, change.undoTokenHash, change.now, change.confirmExpiresAt, change.undoExpiresAt],
  );
}

/** Withdraws the user's unconfirmed changes (a newer one replaces them, or the user kept the address). */
export async function cancelPendingEmailChanges(tx: Queryable, userId: number, now: Date): Promise<void> {
  await tx.query('UPDATE email_changes SET cancelled_at = $2 WHERE user_id = $1 AND confirmed_at IS NULL AND cancelled_at IS NULL', [userId, now]);
}

export type EmailChangeRow = {
  id: number;
  user_id: number;
  old_email: string;
  new_email: string;
  confirm_expires_at: Date;
  undo_expires_at: Date;
  confirmed_at: Date | null;
  cancelled_at: Date | null;
  undone_at: Date | null;
};

/** The change a confirm or undo link names, locked for the command that spends it. */
export async function lockEmailChange(tx: Queryable, by: 'confirm' | 'undo', tokenHash: string): Promise<EmailChangeRow | null> {
  const column = by === 'confirm' ? 'confirm_token_hash' : 'undo_token_hash';
  const [row] = await tx.query<EmailChangeRow>(
    `SELECT id, user_id, old_email, new_email, confirm_expires_at, undo_expires_at, confirmed_at, cancelled_at, undone_at
     FROM email_changes WHERE ${column} = $1 FOR UPDATE`,
    [tokenHash],
  );
  return row ?? null;
}

export async function markEmailChangeConfirmed(tx: Queryable, id: number, now: Date): Promise<void> {
  await tx.query('UPDATE email_changes SET confirmed_at = $2 WHERE id = $1', [id, now]);
}

/**
 * Ends a change by its undo link: it is undone, and every other change of the user is
 * withdrawn and loses its undo link (a later change's undo link went to the address the
 * undo takes away).
 */
export async function markEmailChangeUndone(tx: Queryable, change: { id: number; userId: number }, now: Date): Promise<void> {
  await tx.query('UPDATE email_changes SET undone_at = $2, cancelled_at = COALESCE(cancelled_at, $2) WHERE id = $1', [change.id, now]);
  await tx.query(
    `UPDATE email_changes SET cancelled_at = COALESCE(cancelled_at, $3), undo_expires_at = LEAST(undo_expires_at, $3)
     WHERE user_id = $1 AND id <> $2`,
    [change.userId, change.id, now],
  );
}

/** Puts the old address back and replaces the password with one nobody knows. */
export async function restoreEmailLockingPassword(tx: Queryable, userId: number, email: string, unusableHash: string, now: Date): Promise<void> {
  await tx.query(
    `UPDATE users SET email = $2, password_hash = $3, verified = true, verified_at = COALESCE(verified_at, $4), updated_at = $4
     WHERE id = $1`,
    [userId, email, unusableHash, now],
  );
}

/** The user's column behind each toggle-alert field name. */
const NOTIFICATION_COLUMNS: Record<NotificationToggleField, string> = {
  fortyEightPriorEmail: 'notify_48_prior_email',
  fortyEightPriorInApp: 'notify_48_prior_in_app',
  twentyFourPriorEmail: 'notify_24_prior_email',
  twentyFourPriorInApp: 'notify_24_prior_in_app',
  changedAlertsEmail: 'notify_changed_alerts_email',
  changedAlertsInApp: 'notify_changed_alerts_in_app',
  endTripEmergencyContactEmail: 'notify_end_trip_emergency_contact_email',
};

export async function setNotification(db: Queryable, userId: number, field: NotificationToggleField, on: boolean, now: Date): Promise<void> {
  // The column comes from the fixed map above, never from the request's text.
  const column = NOTIFICATION_COLUMNS[field];
  await db.query(`UPDATE users SET ${column} = $2, alert_toggled = true, updated_at = $3 WHERE id = $1`, [userId, on, now]);
}

export async function listOwnedFileIds(db: Queryable, userId: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>('SELECT id FROM files WHERE owner_id = $1', [userId]);
  return rows.map((row) => row.id);
}

/** Tokens, codes, resets, files and queued mail go with the row (ON DELETE CASCADE). */
export async function deleteUser(tx: Queryable, userId: number): Promise<void> {
  await tx.query('DELETE FROM users WHERE id = $1', [userId]);
}
