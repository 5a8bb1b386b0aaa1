import type { Queryable } from '../../db/database.ts';

export type UserRow = {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  gender: string | null;
  level: string | null;
  /** YYYY-MM-DD (formatted in SQL: a date column would otherwise become a Date at some time zone's midnight). */
  dob: string | null;
  phone: string | null;
  portrait_file_id: string | null;
  verified: boolean;
  inited: boolean;
  is_admin: boolean;
  notify_48_prior_email: boolean;
  notify_48_prior_in_app: boolean;
  notify_24_prior_email: boolean;
  notify_24_prior_in_app: boolean;
  notify_changed_alerts_email: boolean;
  notify_changed_alerts_in_app: boolean;
  notify_end_trip_emergency_contact_email: boolean;
  alert_toggled: boolean;
  /** The address of an email change waiting for its confirmation link. */
  pending_email: string | null;
};

export const USER_COLUMNS = `u.id, u.email, u.first_name, u.last_name, u.gender, u.level, to_char(u.dob, 'YYYY-MM-DD') AS dob,
  u.phone, u.portrait_file_id, u.verified, u.inited, u.is_admin,
  u.notify_48_prior_email, u.notify_48_prior_in_app, u.notify_24_prior_email, u.notify_24_prior_in_app,
  u.notify_changed_alerts_email, u.notify_changed_alerts_in_app, u.notify_end_trip_emergency_contact_email, u.alert_toggled`;

/** The user as of `now` (which decides whether an email change is still pending). */
export async function findUser(db: Queryable, id: number, now: Date): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS},
       (SELECT c.new_email FROM email_changes c
        WHERE c.user_id = u.id AND c.confirmed_at IS NULL AND c.cancelled_at IS NULL AND c.confirm_expires_at > $2
        ORDER BY c.id DESC LIMIT 1) AS pending_email
     FROM users u WHERE u.id = $1`,
    [id, now],
  );
  return row ?? null;
}

/** The user's wishlist as the user record lists it (id and type), last added first. */
export function findWishlisted(db: Queryable, userId: number): Promise<Array<{ id: number; type: string }>> {
  return db.query<{ id: number; type: string }>(
    `SELECT l.id, l.type FROM wishlist w JOIN locations l ON l.id = w.location_id
     WHERE w.user_id = $1 ORDER BY w.created_at DESC, l.id`,
    [userId],
  );
}
