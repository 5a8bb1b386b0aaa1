/**
 * The plan reads: one plan as a viewer may see it (with its people, editors and
 * documents), the plans of a user (own and shared), a plan's document for download.
 * The viewer's editor state is read with the plan, so one query answers "may they see it".
 */
import type { DailyPlan, ExperienceLevel, PlanGearList, PlanLocationType } from '@planmywalk/contracts';
import type { Queryable } from '../db/database.ts';
import type { EditorState } from './plan-access.ts';
import type { PartyMemberRow, PlanSafetyRow, WalkerRow } from './plan-safety.ts';
import type { FileRow } from '../files/files.presenter.ts';

/** What a summary of a plan needs (My Walks, the user's plans), its status's facts included. */
export type PlanSummaryRow = PlanSafetyRow & {
  id: string;
  owner_id: number;
  location_type: PlanLocationType;
  location_id: number | null;
  custom_track_id: number | null;
  is_published: boolean;
  is_complete: boolean;
  /** YYYY-MM-DD (formatted in SQL: a date column would become a Date at some zone's midnight). */
  completed: string | null;
  start_date: string | null;
  end_date: string | null;
  start_time: string | null;
  end_time: string | null;
  custom_trip_name: string | null;
  updated_at: Date;
  /** The viewer's invitation (null for the owner and for link holders). */
  editor_state: EditorState | null;
  /** Group members with an account who have not declined. */
  editor_ids: number[];
  /** The plan's people whose address mail cannot reach (ADR 064), emergency contact first. */
  undeliverable: UndeliverableRow[];
};

export type UndeliverableRow = {
  role: 'member' | 'emergency';
  first_name: string;
  last_name: string;
  email: string;
  reason: string | null;
  overdue_alert_failed: boolean;
};

export type PlanRow = PlanSummaryRow &
  WalkerRow & {
  /** The share link's key (ADR 059): the id until the owner makes a new link. */
  link_key: string;
  owner_level: ExperienceLevel | null;
  /** Group members with an account who have not declined: whose experience the trip check may weigh. */
  party_members: PartyMemberRow[];
  revision: number;
  note: string;
  daily_plans: DailyPlan[];
  gear_list: PlanGearList | null;
  published_at: Date | null;
  created_at: Date;
};

/**
 * The facts of a plan's status (plan-safety.ts): the check-in and the overdue email for
 * the trip's current end (a trip moved later needs new ones, as the trip watch's jobs
 * name the end they are for), the walker's alert setting, and the emergency contact's address.
 */
const SAFETY_COLUMNS = `(SELECT c.checked_in_at FROM plan_check_ins c WHERE c.plan_id = p.id AND c.ends_at = p.ends_at) AS checked_in_at,
  (SELECT j.done_at FROM trip_jobs j WHERE j.plan_id = p.id AND j.kind = 'overdue' AND j.outcome = 'sent'
     AND j.subject = floor(extract(epoch FROM p.ends_at))::bigint::text) AS overdue_alerted_at,
  o.notify_end_trip_emergency_contact_email AS owner_overdue_alert, o.email AS owner_email,
  EXISTS (SELECT 1 FROM plan_people e WHERE e.plan_id = p.id AND e.role = 'emergency') AS has_emergency_contact,
  (SELECT e.email FROM plan_people e WHERE e.plan_id = p.id AND e.role = 'emergency') AS emergency_email,
  (SELECT e.phone FROM plan_people e WHERE e.plan_id = p.id AND e.role = 'emergency') AS emergency_phone`;

/**
 * The plan's people at an address marked undeliverable, or whose overdue email failed
 * (ADR 064): joined on the address as it is now, so a corrected address drops out at once.
 */
const UNDELIVERABLE_COLUMN = `COALESCE((SELECT json_agg(json_build_object('role', pp.role, 'first_name', pp.first_name, 'last_name', pp.last_name,
      'email', pp.email, 'reason', u.reason, 'overdue_alert_failed', f.plan_id IS NOT NULL) ORDER BY pp.role DESC, pp.position)
    FROM plan_people pp
    LEFT JOIN undeliverable_addresses u ON u.email = lower(pp.email)
    LEFT JOIN plan_delivery_failures f ON f.plan_id = pp.plan_id AND f.email = lower(pp.email) AND f.kind = 'overdue'
    WHERE pp.plan_id = p.id AND pp.email IS NOT NULL AND (u.email IS NOT NULL OR f.plan_id IS NOT NULL)), '[]'::json) AS undeliverable`;

const SUMMARY_COLUMNS = `p.id, p.owner_id, p.location_type, p.location_id, p.custom_track_id, p.is_published, p.is_complete,
  to_char(p.completed, 'YYYY-MM-DD') AS completed, to_char(p.start_date, 'YYYY-MM-DD') AS start_date,
  to_char(p.end_date, 'YYYY-MM-DD') AS end_date, p.start_time, p.end_time, p.custom_trip_name, p.updated_at,
  ARRAY(SELECT x.user_id FROM plan_editors x WHERE x.plan_id = p.id AND x.state <> 'declined' ORDER BY x.user_id) AS editor_ids,
  ${SAFETY_COLUMNS},
  ${UNDELIVERABLE_COLUMN}`;

/**
 * One plan by its id or its share link's key, with the viewer's invitation (if any):
 * null when there is no such plan. Which of the two may be used is plans.read's rule.
 */
export async function findPlan(db: Queryable, id: string, viewerId: number | null): Promise<PlanRow | null> {
  const [row] = await db.query<PlanRow>(
    `SELECT ${SUMMARY_COLUMNS}, e.state AS editor_state, o.first_name AS owner_first_name, o.last_name AS owner_last_name,
       o.phone AS owner_phone, o.level AS owner_level, p.link_key, p.revision, p.note, p.daily_plans, p.gear_list, p.published_at, p.created_at,
       COALESCE((SELECT json_agg(json_build_object('first_name', m.first_name, 'level', m.level) ORDER BY x.user_id)
          FROM plan_editors x JOIN users m ON m.id = x.user_id WHERE x.plan_id = p.id AND x.state <> 'declined'), '[]'::json) AS party_members
     FROM plans p JOIN users o ON o.id = p.owner_id
     LEFT JOIN plan_editors e ON e.plan_id = p.id AND e.user_id = $2
     WHERE p.id = $1::uuid OR p.link_key = $1::uuid`,
    [id, viewerId],
  );
  return row ?? null;
}

/** The plans a user owns and those shared with them (invited or accepted), as summaries. */
export async function listUserPlans(db: Queryable, userId: number): Promise<PlanSummaryRow[]> {
  return db.query<PlanSummaryRow>(
    `SELECT ${SUMMARY_COLUMNS}, NULL::text AS editor_state FROM plans p JOIN users o ON o.id = p.owner_id WHERE p.owner_id = $1
     UNION ALL
     SELECT ${SUMMARY_COLUMNS}, e.state AS editor_state
     FROM plan_editors e JOIN plans p ON p.id = e.plan_id JOIN users o ON o.id = p.owner_id
     WHERE e.user_id = $1 AND e.state <> 'declined' AND p.owner_id <> $1`,
    [userId],
  );
}

export type PlanPersonRow = {
  role: 'member' | 'emergency';
  contact_id: number | null;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  relationship: string | null;
};

export async function findPlanPeople(db: Queryable, planId: string): Promise<PlanPersonRow[]> {
  return db.query<PlanPersonRow>(
    `SELECT role, contact_id, first_name, last_name, email, phone, relationship FROM plan_people
     WHERE plan_id = $1::uuid ORDER BY role DESC, position`,
    [planId],
  );
}

export async function findPlanAttachments(db: Queryable, planId: string): Promise<FileRow[]> {
  return db.query<FileRow>(
    `SELECT f.id, f.owner_id, f.is_private, f.title, f.kind, f.mime, f.ext, f.size
     FROM plan_attachments a JOIN files f ON f.id = a.file_id
     WHERE a.plan_id = $1::uuid ORDER BY a.position`,
    [planId],
  );
}

/** A document of a plan (null when the file is not on that plan). */
export async function findPlanAttachment(db: Queryable, planId: string, fileId: string): Promise<FileRow | null> {
  const [row] = await db.query<FileRow>(
    `SELECT f.id, f.owner_id, f.is_private, f.title, f.kind, f.mime, f.ext, f.size
     FROM plan_attachments a JOIN files f ON f.id = a.file_id
     WHERE a.plan_id = $1::uuid AND a.file_id = $2::uuid`,
    [planId, fileId],
  );
  return row ?? null;
}
