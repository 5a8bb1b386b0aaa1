/**
 * The SQL of the plan commands (create, update, gear, accept, delete or decline). Each
 * function is one statement against whatever it is given: the database, or the
 * command's transaction.
 */
import type { ExperienceLevel, PlanGearList, PlanLocationType } from '@planmywalk/contracts';
import type { Queryable } from '../../db/database.ts';
import type { EditorState } from '../../plans/plan-access.ts';
import { timeText } from '../../plans/plan-times.ts';
import type { PlanPerson } from '../../plans/plan-person.ts';
import type { ParsedPlan } from './planInput.ts';

export type LockedPlan = {
  id: string;
  /** The share link's key (ADR 059). */
  link_key: string;
  owner_id: number;
  revision: number;
  is_published: boolean;
  gear_list: PlanGearList | null;
};

/** The plan's row, held until the transaction ends: saves of one plan queue behind each other. */
export async function lockPlan(tx: Queryable, id: string): Promise<LockedPlan | null> {
  const [row] = await tx.query<LockedPlan>('SELECT id, link_key, owner_id, revision, is_published, gear_list FROM plans WHERE id = $1::uuid FOR UPDATE', [id]);
  return row ?? null;
}

/** Gives the plan a new share link (ADR 059); the old one then finds nothing for a link holder. */
export async function setLinkKey(tx: Queryable, id: string, linkKey: string, now: Date): Promise<void> {
  await tx.query('UPDATE plans SET link_key = $2::uuid, updated_at = $3 WHERE id = $1::uuid', [id, linkKey, now]);
}

/** The viewer's invitation to a plan, if any. */
export async function findEditorState(db: Queryable, planId: string, userId: number): Promise<EditorState | null> {
  const [row] = await db.query<{ state: EditorState }>('SELECT state FROM plan_editors WHERE plan_id = $1::uuid AND user_id = $2', [planId, userId]);
  return row?.state ?? null;
}

/** The columns a save writes, in the order of PLAN_COLUMNS below. */
function planValues(plan: ParsedPlan, locationColumn: { location_id: number | null; custom_track_id: number | null }) {
  const { date } = plan;
  return [
    plan.location.type satisfies PlanLocationType,
    locationColumn.location_id,
    locationColumn.custom_track_id,
    plan.isPublished,
    date?.start ?? null,
    date?.end ?? null,
    date?.start_time ? timeText(date.start_time) : null,
    date?.end_time ? timeText(date.end_time) : null,
    plan.startsAt,
    plan.endsAt,
    plan.customTripName,
    plan.note,
    JSON.stringify(plan.dailyPlans),
  ];
}

/** Which column holds the place: DOC locations have a foreign key, custom tracks their own. */
export const locationColumns = (plan: ParsedPlan) =>
  plan.location.type === 'Custom Track'
    ? { location_id: null, custom_track_id: plan.location.id }
    : { location_id: plan.location.id, custom_track_id: null };

export async function insertPlan(tx: Queryable, id: string, ownerId: number, plan: ParsedPlan, now: Date): Promise<void> {
  await tx.query(
    // A new plan's share link is its id (ADR 059), until the owner makes a new one.
    `INSERT INTO plans (id, link_key, owner_id, location_type, location_id, custom_track_id, is_published, start_date, end_date, start_time, end_time,
       starts_at, ends_at, custom_trip_name, note, daily_plans, gear_list, published_at, revision, created_at, updated_at)
     VALUES ($1::uuid, $1::uuid, $2, $3, $4, $5, $6, $7::date, $8::date, $9, $10, $11, $12, $13, $14, $15::jsonb, $16::jsonb,
       CASE WHEN $6 THEN $17::timestamptz END, 1, $17, $17)`,
    [id, ownerId, ...planValues(plan, locationColumns(plan)), plan.gearList ? JSON.stringify(plan.gearList) : null, now],
  );
}

/** Saves over the plan: the next revision; the gear list only when one was sent (`undefined` keeps it). */
export async function updatePlanRow(tx: Queryable, id: string, plan: ParsedPlan, now: Date): Promise<number> {
  const [row] = await tx.query<{ revision: number }>(
    `UPDATE plans SET location_type = $2, location_id = $3, custom_track_id = $4, is_published = $5, start_date = $6::date, end_date = $7::date,
       start_time = $8, end_time = $9, starts_at = $10, ends_at = $11, custom_trip_name = $12, note = $13, daily_plans = $14::jsonb,
       gear_list = CASE WHEN $15 THEN $16::jsonb ELSE gear_list END,
       published_at = CASE WHEN $5 THEN $17::timestamptz END,
       revision = revision + 1, updated_at = $17
     WHERE id = $1::uuid RETURNING revision`,
    [
      id,
      ...planValues(plan, locationColumns(plan)),
      plan.gearList !== undefined,
      plan.gearList ? JSON.stringify(plan.gearList) : null,
      now,
    ],
  );
  if (!row) throw new Error('plan was not updated');
  return row.revision;
}

/** The plan's people, replaced by these (its own copy: the order is the owner's). */
export async function replacePeople(
  tx: Queryable,
  planId: string,
  people: { members: (PlanPerson & { userId: number | null })[]; emergency: PlanPerson | null },
): Promise<void> {
  await tx.query('DELETE FROM plan_people WHERE plan_id = $1::uuid', [planId]);
  const rows = [
    ...people.members.map((person, position) => ({ role: 'member', position, ...person })),
    ...(people.emergency ? [{ role: 'emergency', position: 0, ...people.emergency, userId: null }] : []),
  ].map((p) => ({
    role: p.role,
    position: p.position,
    contact_id: p.contactId,
    user_id: p.userId,
    first_name: p.firstName,
    last_name: p.lastName,
    email: p.email,
    phone: p.phone,
    relationship: p.relationship,
  }));
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO plan_people (plan_id, role, position, contact_id, user_id, first_name, last_name, email, phone, relationship)
     SELECT $1::uuid, r.role, r.position, r.contact_id, r.user_id, r.first_name, r.last_name, r.email, r.phone, r.relationship
     FROM jsonb_to_recordset($2::jsonb) AS r(role text, position int, contact_id int, user_id int, first_name text, last_name text,
       email text, phone text, relationship text)`,
    [planId, JSON.stringify(rows)],
  );
}

/** Which of these contact ids are in the owner's book. */
export async function ownedContactIds(db: Queryable, ownerId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: number }>('SELECT id FROM contacts WHERE user_id = $1 AND id = ANY($2::int[])', [ownerId, [...ids]]);
  return new Set(rows.map((row) => row.id));
}

/** Accounts with a verified address among these (lower-cased) emails. */
export async function verifiedUsersByEmail(db: Queryable, emails: readonly string[]): Promise<Map<string, number>> {
  if (emails.length === 0) return new Map();
  const rows = await db.query<{ id: number; email: string }>('SELECT id, email FROM users WHERE email = ANY($1::text[]) AND verified', [[...emails]]);
  return new Map(rows.map((row) => [row.email, row.id]));
}

/**
 * The plan's editors become exactly these users: new ones are invited, those still on
 * the plan keep their answer (a member who declined is not invited again by the next
 * save), those taken off the plan lose their row.
 */
export async function syncEditors(tx: Queryable, planId: string, userIds: readonly number[], now: Date): Promise<void> {
  await tx.query('DELETE FROM plan_editors WHERE plan_id = $1::uuid AND NOT (user_id = ANY($2::int[]))', [planId, [...userIds]]);
  if (userIds.length === 0) return;
  await tx.query(
    `INSERT INTO plan_editors (plan_id, user_id, state, invited_at)
     SELECT $1::uuid, u, 'invited', $3 FROM unnest($2::int[]) AS u
     ON CONFLICT (plan_id, user_id) DO NOTHING`,
    [planId, [...userIds], now],
  );
}

/**
 * An address just proven (activation, or a confirmed email change) may already be a
 * group member's on other walkers' plans: those plans invite the account now, as the
 * owner's next save would have, so the walker sees them in My Walks at once.
 */
export async function inviteWhereListedAsMember(tx: Queryable, userId: number, email: string, now: Date): Promise<void> {
  await tx.query(
    `WITH linked AS (
       UPDATE plan_people pp SET user_id = $1
       FROM plans p
       WHERE p.id = pp.plan_id AND p.owner_id <> $1 AND pp.role = 'member' AND pp.user_id IS NULL AND pp.email = $2
       RETURNING pp.plan_id
     )
     INSERT INTO plan_editors (plan_id, user_id, state, invited_at)
     SELECT DISTINCT plan_id, $1, 'invited', $3::timestamptz FROM linked
     ON CONFLICT (plan_id, user_id) DO NOTHING`,
    [userId, email.toLowerCase(), now],
  );
}

export async function setEditorState(tx: Queryable, planId: string, userId: number, state: EditorState, now: Date): Promise<void> {
  await tx.query('UPDATE plan_editors SET state = $3, answered_at = $4 WHERE plan_id = $1::uuid AND user_id = $2', [planId, userId, state, now]);
}

export type DocumentFile = { id: string; owner_id: number; is_private: boolean; kind: 'image' | 'pdf' | 'doc' };

export async function findFilesByIds(db: Queryable, ids: readonly string[]): Promise<DocumentFile[]> {
  if (ids.length === 0) return [];
  return db.query<DocumentFile>('SELECT id, owner_id, is_private, kind FROM files WHERE id = ANY($1::uuid[])', [[...ids]]);
}

export async function attachmentIdsOf(db: Queryable, planId: string): Promise<string[]> {
  const rows = await db.query<{ file_id: string }>('SELECT file_id FROM plan_attachments WHERE plan_id = $1::uuid ORDER BY position', [planId]);
  return rows.map((row) => row.file_id);
}

export async function replaceAttachments(tx: Queryable, planId: string, fileIds: readonly string[]): Promise<void> {
  await tx.query('DELETE FROM plan_attachments WHERE plan_id = $1::uuid', [planId]);
  if (fileIds.length === 0) return;
  await tx.query(
    `INSERT INTO plan_attachments (plan_id, file_id, position)
     SELECT $1::uuid, f.id, f.position - 1 FROM unnest($2::uuid[]) WITH ORDINALITY AS f(id, position)`,
    [planId, [...fileIds]],
  );
}

/**
 * Deletes the records of these documents that no plan uses any more (a document
 * taken off its plan, or the documents of a deleted plan): nobody can reach them, and
 * they would count against the owner's upload space for ever. Answers the ids gone,
 * whose bytes the command removes after the commit.
 */
export async function deleteUnusedDocuments(tx: Queryable, fileIds: readonly string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const rows = await tx.query<{ id: string }>(
    `DELETE FROM files f WHERE f.id = ANY($1::uuid[]) AND f.kind IN ('pdf', 'doc')
       AND NOT EXISTS (SELECT 1 FROM plan_attachments a WHERE a.file_id = f.id)
     RETURNING f.id`,
    [[...fileIds]],
  );
  return rows.map((row) => row.id);
}

export async function updateGearList(tx: Queryable, planId: string, gear: PlanGearList, touchedAt: Date | null): Promise<void> {
  await tx.query('UPDATE plans SET gear_list = $2::jsonb, updated_at = COALESCE($3, updated_at) WHERE id = $1::uuid', [
    planId,
    JSON.stringify(gear),
    touchedAt,
  ]);
}

export async function deletePlanRow(tx: Queryable, planId: string): Promise<void> {
  await tx.query('DELETE FROM plans WHERE id = $1::uuid', [planId]);
}

/** What the publishing emails say of the owner. */
export type OwnerRow = {
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  level: ExperienceLevel | null;
  verified: boolean;
  /** "End of trip: email my emergency contact". */
  overdue_alert: boolean;
};

export async function findOwner(db: Queryable, userId: number): Promise<OwnerRow | null> {
  const [row] = await db.query<OwnerRow>(
    `SELECT email, first_name, last_name, phone, level, verified, notify_end_trip_emergency_contact_email AS overdue_alert
     FROM users WHERE id = $1`,
    [userId],
  );
  return row ?? null;
}

/** The verified accounts among a plan's group members: their first names and levels, for the party's experience. */
export async function partyMembersByEmail(db: Queryable, emails: readonly string[]): Promise<Array<{ first_name: string | null; level: ExperienceLevel | null }>> {
  if (emails.length === 0) return [];
  return db.query<{ first_name: string | null; level: ExperienceLevel | null }>(
    'SELECT first_name, level FROM users WHERE email = ANY($1::text[]) AND verified ORDER BY id',
    [[...emails]],
  );
}
