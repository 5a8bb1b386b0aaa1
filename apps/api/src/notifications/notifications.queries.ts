/**
 * The SQL of the trip notifications: which trips are due a job, the jobs themselves,
 * check-ins, the alerts last seen, and the in-app notifications.
 */
import type { Queryable } from '../db/database.ts';

export type TripJobKind = 'reminder-48h' | 'reminder-24h' | 'alerts-changed' | 'forecast-available' | 'check-in-request' | 'overdue';

export type TripJobRow = {
  id: number;
  plan_id: string;
  kind: TripJobKind;
  subject: string;
  due_at: Date;
  payload: Record<string, unknown>;
  attempts: number;
  done_at: Date | null;
};

const epoch = (column: string) => `(extract(epoch from ${column})::bigint)::text`;

/**
 * Inserts the jobs that have fallen due at `now` and do not exist yet: reminders while
 * the trip is 48–24 and 24–0 hours away, the check-in request from the planned end, the
 * overdue check from the end plus the grace. Trips that ended over a week ago are left
 * alone (a server back after a long outage does not wake old trips).
 */
export async function insertDueTripJobs(db: Queryable, now: Date, graceSeconds: number): Promise<number> {
  const rows = await db.query(
    `INSERT INTO trip_jobs (plan_id, kind, subject, due_at, created_at)
     SELECT p.id, j.kind, j.subject, j.due_at, $1
     ${DUE_TRIP_JOBS}
     ON CONFLICT (plan_id, kind, subject) DO NOTHING
     RETURNING id`,
    [now, graceSeconds],
  );
  return rows.length;
}

/**
 * The jobs of the plans that have fallen due at $1 (the grace period $2 seconds), as
 * `p` and `j`: the one rule of what is due, for creating the jobs and for the metrics.
 */
const DUE_TRIP_JOBS = `FROM plans p
     CROSS JOIN LATERAL (VALUES
       ('reminder-48h', ${epoch('p.starts_at')}, p.starts_at - interval '48 hours', p.starts_at - interval '24 hours'),
       ('reminder-24h', ${epoch('p.starts_at')}, p.starts_at - interval '24 hours', p.starts_at),
       ('check-in-request', ${epoch('p.ends_at')}, p.ends_at, p.ends_at + interval '7 days'),
       ('overdue', ${epoch('p.ends_at')}, p.ends_at + make_interval(secs => $2), p.ends_at + interval '7 days')
     ) AS j(kind, subject, due_at, until)
     WHERE p.is_published AND NOT p.is_complete AND p.starts_at IS NOT NULL
       AND j.due_at <= $1 AND $1 < j.until`;

export type OpenTripJobs = { kind: TripJobKind; open: number; oldest_due_at: Date };

/**
 * The trip jobs due at `now` and not done, by kind, with the oldest one's due time: the
 * jobs waiting in trip_jobs, and those that have fallen due but no worker has created
 * yet. Without the second, a stopped trip watch (no process running it) would show
 * nothing due at all, which is exactly when an overdue walker's alert is not sent.
 */
export async function openTripJobs(db: Queryable, now: Date, graceSeconds: number): Promise<OpenTripJobs[]> {
  return db.query<OpenTripJobs>(
    `WITH open AS (
       SELECT j.kind, j.due_at ${DUE_TRIP_JOBS}
         AND NOT EXISTS (SELECT 1 FROM trip_jobs t WHERE t.plan_id = p.id AND t.kind = j.kind AND t.subject = j.subject)
       UNION ALL
       SELECT kind, due_at FROM trip_jobs WHERE done_at IS NULL AND due_at <= $1
     )
     SELECT kind, count(*)::int AS open, min(due_at) AS oldest_due_at FROM open GROUP BY kind`,
    [now, graceSeconds],
  );
}

/** Claims the next due job for `leaseSeconds`, or null: one worker per job at a time. */
export async function claimTripJob(db: Queryable, now: Date, leaseUntil: Date): Promise<TripJobRow | null> {
  const [row] = await db.query<TripJobRow>(
    `UPDATE trip_jobs SET locked_until = $2, attempts = attempts + 1
     WHERE id = (
       SELECT id FROM trip_jobs
       WHERE done_at IS NULL AND due_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
       ORDER BY due_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING id, plan_id, kind, subject, due_at, payload, attempts, done_at`,
    [now, leaseUntil],
  );
  return row ?? null;
}

/** Inside the job's transaction: the job again, locked; null when another worker finished it. */
export async function lockOpenTripJob(tx: Queryable, id: number): Promise<TripJobRow | null> {
  const [row] = await tx.query<TripJobRow>(
    'SELECT id, plan_id, kind, subject, due_at, payload, attempts, done_at FROM trip_jobs WHERE id = $1 AND done_at IS NULL FOR UPDATE',
    [id],
  );
  return row ?? null;
}

export async function finishTripJob(tx: Queryable, id: number, outcome: string, now: Date): Promise<void> {
  await tx.query('UPDATE trip_jobs SET done_at = $2, outcome = $3, locked_until = NULL, last_error = NULL WHERE id = $1', [id, now, outcome]);
}

export async function failTripJob(db: Queryable, id: number, error: string, retryAt: Date): Promise<void> {
  await db.query('UPDATE trip_jobs SET last_error = $2, locked_until = $3 WHERE id = $1', [id, error.slice(0, 500), retryAt]);
}

export type TripPlanRow = {
  id: string;
  owner_id: number;
  is_published: boolean;
  is_complete: boolean;
  starts_at: Date | null;
  ends_at: Date | null;
  owner_email: string;
  owner_first_name: string | null;
  owner_last_name: string | null;
  owner_phone: string | null;
  notify_48_prior_email: boolean;
  notify_48_prior_in_app: boolean;
  notify_24_prior_email: boolean;
  notify_24_prior_in_app: boolean;
  notify_changed_alerts_email: boolean;
  notify_changed_alerts_in_app: boolean;
  notify_end_trip_emergency_contact_email: boolean;
};

/** A plan with its owner's address and notification settings. */
export async function findTripPlan(db: Queryable, planId: string): Promise<TripPlanRow | null> {
  const [row] = await db.query<TripPlanRow>(
    `SELECT p.id, p.owner_id, p.is_published, p.is_complete, p.starts_at, p.ends_at,
       u.email AS owner_email, u.first_name AS owner_first_name, u.last_name AS owner_last_name, u.phone AS owner_phone,
       u.notify_48_prior_email, u.notify_48_prior_in_app, u.notify_24_prior_email, u.notify_24_prior_in_app,
       u.notify_changed_alerts_email, u.notify_changed_alerts_in_app, u.notify_end_trip_emergency_contact_email
     FROM plans p JOIN users u ON u.id = p.owner_id WHERE p.id = $1::uuid`,
    [planId],
  );
  return row ?? null;
}

/** Published trips not yet over that start within `days`: those whose alerts are watched. */
export async function watchedTrips(db: Queryable, now: Date, days: number): Promise<Array<{ id: string; owner_id: number }>> {
  return db.query(
    `SELECT id, owner_id FROM plans
     WHERE is_published AND NOT is_complete AND ends_at > $1 AND starts_at < $1 + make_interval(days => $2) AND location_id IS NOT NULL
     ORDER BY starts_at, id`,
    [now, days],
  );
}

export interface SeenAlert {
  key: string;
  title: string;
}

export async function findAlertState(db: Queryable, planId: string): Promise<SeenAlert[] | null> {
  const [row] = await db.query<{ alerts: SeenAlert[] }>('SELECT alerts FROM plan_alert_states WHERE plan_id = $1::uuid', [planId]);
  return row?.alerts ?? null;
}

export async function saveAlertState(db: Queryable, planId: string, alerts: SeenAlert[], now: Date): Promise<void> {
  await db.query(
    `INSERT INTO plan_alert_states (plan_id, alerts, checked_at) VALUES ($1::uuid, $2, $3)
     ON CONFLICT (plan_id) DO UPDATE SET alerts = EXCLUDED.alerts, checked_at = EXCLUDED.checked_at`,
    [planId, JSON.stringify(alerts), now],
  );
}

export async function insertAlertsChangedJob(db: Queryable, planId: string, subject: string, added: SeenAlert[], now: Date): Promise<void> {
  await db.query(
    `INSERT INTO trip_jobs (plan_id, kind, subject, due_at, payload, created_at) VALUES ($1::uuid, 'alerts-changed', $2, $3, $4, $3)
     ON CONFLICT (plan_id, kind, subject) DO NOTHING`,
    [planId, subject, now, JSON.stringify({ added })],
  );
}

/**
 * Inside the job's transaction: the plan's row, locked as a check-in locks it, so a
 * walker checking in at that moment is either seen by the overdue step (nothing sent)
 * or sees its outcome (the all-clear follows), never neither.
 */
export async function lockTripPlan(tx: Queryable, planId: string): Promise<void> {
  await tx.query('SELECT id FROM plans WHERE id = $1::uuid FOR UPDATE', [planId]);
}

/**
 * Published trips starting within `days` that no forecast was seen for yet (for their
 * current start), not looked at in the last `lookSeconds`; `looked`: an earlier look
 * found none.
 */
export async function tripsAwaitingForecast(
  db: Queryable,
  now: Date,
  days: number,
  lookSeconds: number,
): Promise<Array<{ id: string; owner_id: number; starts_at: Date; looked: boolean }>> {
  return db.query(
    `SELECT p.id, p.owner_id, p.starts_at, f.plan_id IS NOT NULL AS looked
     FROM plans p
     LEFT JOIN plan_forecast_states f ON f.plan_id = p.id AND f.starts_at = p.starts_at
     WHERE p.is_published AND NOT p.is_complete AND p.location_id IS NOT NULL
       AND p.starts_at > $1 AND p.starts_at < $1 + make_interval(days => $2)
       AND (f.plan_id IS NULL OR (NOT f.covered AND f.checked_at <= $1 - make_interval(secs => $3)))
     ORDER BY p.starts_at, p.id`,
    [now, days, lookSeconds],
  );
}

export async function saveForecastState(db: Queryable, planId: string, startsAt: Date, covered: boolean, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO plan_forecast_states (plan_id, starts_at, covered, checked_at) VALUES ($1::uuid, $2, $3, $4)
     ON CONFLICT (plan_id, starts_at) DO UPDATE SET covered = EXCLUDED.covered, checked_at = EXCLUDED.checked_at`,
    [planId, startsAt, covered, now],
  );
}

/** A forecast now covers the trip's first day: told once per start. */
export async function insertForecastJob(db: Queryable, planId: string, startsAt: Date, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO trip_jobs (plan_id, kind, subject, due_at, created_at) VALUES ($1::uuid, 'forecast-available', $2, $3, $3)
     ON CONFLICT (plan_id, kind, subject) DO NOTHING`,
    [planId, String(Math.floor(startsAt.getTime() / 1000)), now],
  );
}

/** Whether the walker checked in for this planned end. */
export async function findCheckIn(db: Queryable, planId: string, endsAt: Date): Promise<{ checked_in_at: Date | null } | null> {
  const [row] = await db.query<{ checked_in_at: Date | null }>('SELECT checked_in_at FROM plan_check_ins WHERE plan_id = $1::uuid AND ends_at = $2', [planId, endsAt]);
  return row ?? null;
}

/** The emailed link's token for this planned end (a new one replaces an unused one). */
export async function saveCheckInToken(db: Queryable, planId: string, endsAt: Date, tokenHash: string): Promise<void> {
  await db.query(
    `INSERT INTO plan_check_ins (plan_id, ends_at, token_hash) VALUES ($1::uuid, $2, $3)
     ON CONFLICT (plan_id, ends_at) DO UPDATE SET token_hash = EXCLUDED.token_hash`,
    [planId, endsAt, tokenHash],
  );
}

export async function insertNotification(
  db: Queryable,
  n: { userId: number; planId: string | null; kind: string; title: string; body: string; link: string | null },
  now: Date,
): Promise<void> {
  await db.query('INSERT INTO notifications (user_id, plan_id, kind, title, body, link, created_at) VALUES ($1, $2::uuid, $3, $4, $5, $6, $7)', [
    n.userId,
    n.planId,
    n.kind,
    n.title,
    n.body,
    n.link,
    now,
  ]);
}
