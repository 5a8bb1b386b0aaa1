/** The SQL of checking in from a trip: the plan's check-in and whether its emergency contact was told. */
import type { Queryable } from '../../db/database.ts';

export type CheckInPlanRow = {
  id: string;
  owner_id: number;
  is_published: boolean;
  starts_at: Date | null;
  ends_at: Date | null;
  title: string;
  walker: string;
};

const PLAN_COLUMNS = `p.id, p.owner_id, p.is_published, p.starts_at, p.ends_at,
  COALESCE(p.custom_trip_name, l.title, 'your trip') AS title,
  COALESCE(NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) AS walker`;

/** The plan, locked for the check-in. */
export async function lockPlanForCheckIn(tx: Queryable, planId: string): Promise<CheckInPlanRow | null> {
  const [row] = await tx.query<CheckInPlanRow>(
    `SELECT ${PLAN_COLUMNS} FROM plans p JOIN users u ON u.id = p.owner_id LEFT JOIN locations l ON l.id = p.location_id
     WHERE p.id = $1::uuid FOR UPDATE OF p`,
    [planId],
  );
  return row ?? null;
}

/** The plan whose check-in link carries this token, for the planned end it was sent for. */
export async function findCheckInByToken(tx: Queryable, tokenHash: string): Promise<{ plan_id: string; ends_at: Date } | null> {
  const [row] = await tx.query<{ plan_id: string; ends_at: Date }>('SELECT plan_id, ends_at FROM plan_check_ins WHERE token_hash = $1', [tokenHash]);
  return row ?? null;
}

/** Records the check-in (the first one stands). */
export async function recordCheckIn(tx: Queryable, planId: string, endsAt: Date, now: Date): Promise<Date> {
  const [row] = await tx.query<{ checked_in_at: Date }>(
    `INSERT INTO plan_check_ins (plan_id, ends_at, checked_in_at) VALUES ($1::uuid, $2, $3)
     ON CONFLICT (plan_id, ends_at) DO UPDATE SET checked_in_at = COALESCE(plan_check_ins.checked_in_at, EXCLUDED.checked_in_at)
     RETURNING checked_in_at`,
    [planId, endsAt, now],
  );
  return row!.checked_in_at;
}

/** The emergency contact was already told the walker is overdue (for this planned end). */
export async function overdueWasSent(tx: Queryable, planId: string, endsAt: Date): Promise<boolean> {
  const [row] = await tx.query(
    `SELECT 1 FROM trip_jobs WHERE plan_id = $1::uuid AND kind = 'overdue' AND subject = $2 AND outcome = 'sent'`,
    [planId, String(Math.floor(endsAt.getTime() / 1000))],
  );
  return row !== undefined;
}

export async function findEmergencyContact(tx: Queryable, planId: string): Promise<{ first_name: string; email: string | null } | null> {
  const [row] = await tx.query<{ first_name: string; email: string | null }>(
    "SELECT first_name, email FROM plan_people WHERE plan_id = $1::uuid AND role = 'emergency'",
    [planId],
  );
  return row ?? null;
}
