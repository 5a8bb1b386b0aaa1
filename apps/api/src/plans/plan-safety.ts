/**
 * A plan's safety facts, computed once on the server for every surface (ADR 057): the
 * trip's status (contracts' tripStatus from the plan, the walker's check-in, the overdue
 * email that went and whether one will go), the walker as the emergency contact needs
 * them (full name and phone), and whose experience the trip check weighs. The plan
 * routes present these; the emails, the PDF and the trip watch read the same ones.
 */
import {
  blankToNull,
  partyExperience,
  phoneForText,
  tripStatus,
  type ExperienceLevel,
  type OverdueAlert,
  type PartyExperience,
  type PlanWalker,
  type TripDates,
  type TripStatus,
} from '@planmywalk/contracts';

/** What the plans' queries read for the safety facts (see SAFETY_COLUMNS in the plan queries). */
export type PlanSafetyRow = {
  is_published: boolean;
  is_complete: boolean;
  completed: string | null;
  /** The check-in for the trip's current end. */
  checked_in_at: Date | null;
  /** When the overdue email for the trip's current end was queued to the emergency contact. */
  overdue_alerted_at: Date | null;
  /** The walker's setting "End of trip: email my emergency contact". */
  owner_overdue_alert: boolean;
  owner_email: string;
  has_emergency_contact: boolean;
  emergency_email: string | null;
  /** The emergency contact's phone as typed: with SMS on, a mobile number is also texted (ADR 065). */
  emergency_phone?: string | null;
};

/** Whether the overdue email will go, or why not. The walker's own address is no emergency contact (ADR 057). */
export function overdueAlertOf(row: Pick<PlanSafetyRow, 'owner_overdue_alert' | 'owner_email' | 'has_emergency_contact' | 'emergency_email'>): OverdueAlert {
  if (!row.owner_overdue_alert) return 'off';
  if (!row.has_emergency_contact) return 'no-emergency-contact';
  if (!row.emergency_email || row.emergency_email === row.owner_email) return 'no-contact-email';
  return 'on';
}

/** The moment a status is for, and OVERDUE_GRACE_MINUTES: what every presenter of a plan needs to say where it is at. */
export interface StatusTime {
  now: Date;
  graceMinutes: number;
  /** SMS_PROVIDER is set (ADR 065). */
  texts?: boolean;
}

/** Now, as the commands' clock says, with the grace they were configured with. */
export const statusTimeOf = (ctx: { clock: { now(): Date }; overdueGraceMinutes: number; overdueTexts?: boolean }): StatusTime => ({
  now: ctx.clock.now(),
  graceMinutes: ctx.overdueGraceMinutes,
  texts: ctx.overdueTexts ?? false,
});

export function planStatus(row: PlanSafetyRow, date: TripDates | null, { now, graceMinutes, texts }: StatusTime): TripStatus {
  return tripStatus(
    {
      is_published: row.is_published,
      is_complete: row.is_complete,
      completed: row.completed,
      date,
      checked_in_at: row.checked_in_at,
      alerted_at: row.overdue_alerted_at,
      overdue_alert: overdueAlertOf(row),
      alert_by_text: Boolean(texts) && phoneForText(row.emergency_phone).ok,
      grace_minutes: graceMinutes,
    },
    now,
  );
}

/** The walker's names and phone as a plan shows them. */
export type WalkerRow = {
  owner_first_name: string | null;
  owner_last_name: string | null;
  owner_phone: string | null;
  owner_email: string;
};

/**
 * The walker for the emergency contact: their full name and phone. A walker who gave no
 * name is their email to themselves, and "The trip planner" to everyone else.
 */
export function walkerOf(row: WalkerRow, viewerIsOwner: boolean): PlanWalker {
  const name = [blankToNull(row.owner_first_name), blankToNull(row.owner_last_name)].filter(Boolean).join(' ');
  return {
    first_name: blankToNull(row.owner_first_name),
    fullname: name || (viewerIsOwner ? row.owner_email : 'The trip planner'),
    phone: blankToNull(row.owner_phone),
  };
}

/** The name the emails call the walker by: their full name, else their email (the emails go from the walker's plan). */
export const walkerName = (row: WalkerRow): string => walkerOf(row, true).fullname;

/** A group member with an account, as the party's experience reads them. */
export type PartyMemberRow = {
  first_name: string | null;
  level: ExperienceLevel | null;
};

/** Whose experience the trip check weighs: the same for every reader of the plan. */
export function planPartyExperience(owner: { owner_first_name: string | null; owner_level: ExperienceLevel | null }, members: readonly PartyMemberRow[]): PartyExperience {
  return partyExperience(
    { first_name: blankToNull(owner.owner_first_name) ?? 'The trip planner', level: owner.owner_level },
    members.map((member) => ({ first_name: blankToNull(member.first_name) ?? 'A group member', level: member.level })),
  );
}
