/**
 * What the plan screens say about the safety chain (ADR 057), from the trip's status the
 * server computed and the words contracts' tripStatusWords gives every surface: the
 * status banner (the walker's own words on their plan, the walker's name and number to
 * anyone else), the check-in panel's prompt, true for the state the trip is in, and
 * before publishing the rules the server will hold the plan to and what the walker must
 * do at the end.
 */
import {
  SELF_AS_EMERGENCY_CONTACT,
  TRIP_END_PASSED,
  WALKER_PHONE_REQUIRED,
  alertChannelWords,
  emergencyContactEmailRequired,
  nzDateTime,
  phoneForText,
  tripEnd,
  tripStatusWords,
  tripWhen,
  type Plan,
  type TripStatusWords,
  type User,
} from '@planmywalk/contracts';
import type { WorkingPlan } from './workingPlan.ts';

export interface TripStatusView extends TripStatusWords {
  /** The walker's number as a call link, for anyone but the walker while the trip is due back or overdue. */
  call: { label: string; phone: string } | null;
}

type StatusPlan = Pick<Plan, 'status' | 'date' | 'walker' | 'emergency_contact' | 'acceptanceState'>;

const contactNameOf = (plan: Pick<Plan, 'emergency_contact'>) => plan.emergency_contact?.fullname ?? null;

/** The status as the viewer reads it: their own words to the walker, the walker's name and number to anyone else. */
export function tripStatusView(plan: StatusPlan): TripStatusView {
  const walker = plan.acceptanceState === 'owner';
  const words = tripStatusWords({
    status: plan.status,
    date: plan.date,
    reader: walker ? { kind: 'walker' } : { kind: 'others', walker: plan.walker.fullname, phone: plan.walker.phone },
    contactName: contactNameOf(plan),
  });
  const worrying = plan.status.state === 'overdue' || plan.status.state === 'due-back';
  const call = !walker && worrying && plan.walker.phone ? { label: `Call ${plan.walker.fullname}`, phone: plan.walker.phone } : null;
  return { ...words, call };
}

/** What "I'm back safely" does now, for the check-in panel: before the end it closes the trip; after, it stops or answers the alert. */
export function checkInPrompt(plan: StatusPlan): string {
  const contact = contactNameOf(plan) ?? 'your emergency contact';
  const { state, overdue_alert: alert } = plan.status;
  if (state === 'under-way') {
    return alert === 'on'
      ? `Out already? Tell us you are back safely and your trip is closed: ${contact} will not be emailed.`
      : 'Out already? Tell us you are back safely and your trip is closed.';
  }
  const words = tripStatusView(plan);
  // Due back or overdue: the status's own words say what happens (and what has).
  return words.details.filter((line) => !line.startsWith('Tap "I')).join(' ') || 'Tell us you are back safely.';
}

/** After a check-in: what happens to the emergency contact. */
export const checkInDoneNote = (contactWasAlerted: boolean): string =>
  contactWasAlerted ? 'We have told your emergency contact you are back safely.' : 'We will not alert your emergency contact.';

/** The walker as publishing reads them: their address, phone and overdue alert setting. */
export type PublishingWalker = Pick<User, 'email' | 'phone' | 'notifications'>;

const alertIsOn = (walker: PublishingWalker) => walker.notifications.endTripEmergencyContact.Email;

/**
 * Why the server would refuse to publish for the safety chain's sake (ADR 057), with
 * its texts: a past planned end, no phone for the walker, an emergency contact without
 * an email while the overdue alert is on, the walker as their own emergency contact.
 */
export function publishSafetyProblems(plan: Pick<WorkingPlan, 'date' | 'emergency_contact'>, walker: PublishingWalker, now: Date): string[] {
  const problems: string[] = [];
  const self = selfAsContactProblem(plan.emergency_contact?.email, walker);
  if (self) problems.push(self);
  if (plan.date?.start_time && plan.date.end_time && tripEnd(plan.date).getTime() <= now.getTime()) problems.push(TRIP_END_PASSED);
  if (!walker.phone?.trim()) problems.push(WALKER_PHONE_REQUIRED);
  const contact = plan.emergency_contact;
  if (contact && !contact.email?.trim() && alertIsOn(walker)) problems.push(emergencyContactEmailRequired(`${contact.first_name} ${contact.last_name}`));
  return problems;
}

/** The walker named as their own emergency contact: refused, draft or published. */
export function selfAsContactProblem(contactEmail: string | null | undefined, walker: Pick<User, 'email'>): string | null {
  const email = contactEmail?.trim().toLowerCase();
  return email && email === walker.email.trim().toLowerCase() ? SELF_AS_EMERGENCY_CONTACT : null;
}

/**
 * Before publishing: what the walker must do at the end, and when their contact is
 * emailed (or that nobody will be), as the status will say once it is published.
 */
export function publishCheckInNote(plan: Pick<WorkingPlan, 'date' | 'emergency_contact'>, walker: PublishingWalker, graceMinutes: number | null, texts = false): string {
  const contact = plan.emergency_contact;
  if (!alertIsOn(walker)) return 'Your emergency contact will not be emailed if you are overdue: you have turned the overdue alert off in your settings.';
  if (!contact) return 'This plan has no emergency contact: nobody will be emailed if you are overdue.';
  const name = `${contact.first_name} ${contact.last_name}`;
  const end = plan.date ? tripEnd(plan.date) : null;
  const when = end && graceMinutes !== null ? nzDateTime(new Date(end.getTime() + graceMinutes * 60_000)) : null;
  const out = plan.date ? ` (${tripWhen(plan.date).end})` : '';
  // The trip status's own words for how the alert goes (ADR 065): a text too with SMS on and a mobile number.
  const { will } = alertChannelWords(texts && phoneForText(contact.phone).ok);
  return when
    ? `When you are out${out}, tap "I'm back safely". If you have not by ${when}, we will ${will} ${name} to say you are overdue.`
    : `When you are out${out}, tap "I'm back safely". If you do not, we will ${will} ${name} to say you are overdue.`;
}

/**
 * The trip check said again in the publish question when it warns: its headline and each
 * Danger (or, with none, each Caution) reason, so a walker never publishes past it unread.
 */
export function publishVerdict(check: {
  verdict: 'reconsider' | 'caution' | 'go' | 'incomplete';
  headline: string;
  reasons: ReadonlyArray<{ level: string; title: string; detail: string }>;
}): { level: 'danger' | 'caution'; text: string } | undefined {
  if (check.verdict !== 'reconsider' && check.verdict !== 'caution') return undefined;
  const level = check.verdict === 'reconsider' ? 'danger' : 'caution';
  const word = level === 'danger' ? 'Danger' : 'Caution';
  const reasons = check.reasons.filter((reason) => reason.level === level).map((reason) => `${word} · ${reason.title}: ${reason.detail}`);
  return { level, text: [`The trip check says: ${check.headline}.`, ...reasons].join(' ') };
}
