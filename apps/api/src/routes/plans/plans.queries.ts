/**
 * The plan reads: one plan as a viewer may see it (with its people, editors and
 * documents), the plans of a user (own and shared), a plan's document for download.
 * The viewer's editor state is read with the plan, so one query answers "may they see it".
 */
import type { DailyPlan, PlanGearList, PlanLocationType } from '@planmywalk/contracts';
import type { Queryable } from '../../db/database.ts';
import type { EditorState } from '../../plans/plan-access.ts';
import type { FileRow } from '../files/files.presenter.ts';

/** What a summary of a plan needs (My Walks, the user's plans). */
export type PlanSummaryRow = {
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
};

export type PlanRow = PlanSummaryRow & {
  owner_first_name: string | null;
  revision: number;
  note: string;
  daily_plans: DailyPlan[];
  gear_list: PlanGearList | null;
  published_at: Date | null;
  /** 'I'm back safely' for the trip's current end (issue 11's check-in). */
  checked_in_at: Date | null;
  created_at: Date;
};

const SUMMARY_COLUMNS = `p.id, p.owner_id, p.location_type, p.location_id, p.custom_track_id, p.is_published, p.is_complete,
  to_char(p.completed, 'YYYY-MM-DD') AS completed, to_char(p.start_date, 'YYYY-MM-DD') AS start_date,
  to_char(p.end_date, 'YYYY-MM-DD') AS end_date, p.start_time, p.end_time, p.custom_trip_name, p.updated_at,
  ARRAY(SELECT x.user_id FROM plan_editors x WHERE x.plan_id = p.id AND x.state <> 'declined' ORDER BY x.user_id) AS editor_ids`;

/** One plan, with the viewer's invitation (if any): null when there is no such plan. */
export async function findPlan(db: Queryable, id: string, viewerId: number | null): Promise<PlanRow | null> {
  const [row] = await db.query<PlanRow>(
    `SELECT ${SUMMARY_COLUMNS}, e.state AS editor_state, u.first_name AS owner_first_name, p.revision, p.note, p.daily_plans,
       p.gear_list, p.published_at, p.created_at,
       (SELECT c.checked_in_at FROM plan_check_ins c WHERE c.plan_id = p.id AND c.ends_at = p.ends_at) AS checked_in_at
     FROM plans p JOIN users u ON u.id = p.owner_id
     LEFT JOIN plan_editors e ON e.plan_id = p.id AND e.user_id = $2
     WHERE p.id = $1::uuid`,
    [id, viewerId],
  );
  return row ?? null;
}

/** The plans a user owns and those shared with them (invited or accepted), as summaries. */
export async function listUserPlans(db: Queryable, userId: number): Promise<PlanSummaryRow[]> {
  return db.query<PlanSummaryRow>(
    `SELECT ${SUMMARY_COLUMNS}, NULL::text AS editor_state FROM plans p WHERE p.owner_id = $1
     UNION ALL
     SELECT ${SUMMARY_COLUMNS}, e.state AS editor_state
     FROM plan_editors e JOIN plans p ON p.id = e.plan_id
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
