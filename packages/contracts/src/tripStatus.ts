/**
 * A trip's status (ADR 057): one answer to "where is this trip at?", computed on the
 * server from the plan and its safety facts (the walker's check-in, the overdue email
 * that went, the alert setting) and read the same on every surface: the plan page, the
 * read-only page, My Walks, the emails, the PDF and the notifications.
 *
 * A trip is 'completed' only when the walker has checked in ('back-safely') or marked it
 * complete. Past its planned end without either it is 'due-back', then 'overdue': never
 * "completed", which would tell a worried emergency contact that all is well (the spec
 * calls a trip completed when its end has passed; safety wins, see the ADR).
 */
import type { IsoDate } from './nzTime.ts';
import { longDate, nzDateTime, tripWhen } from './nzWords.ts';
import { tripEnd, tripStart, type TripDates } from './planTiming.ts';
import type { PlanSection } from './plans.constants.ts';

export const TRIP_STATES = ['draft', 'upcoming', 'under-way', 'due-back', 'overdue', 'back-safely', 'completed'] as const;
export type TripState = (typeof TRIP_STATES)[number];

/**
 * Whether the emergency contact will be emailed if the walker does not check in: 'on',
 * or why not (the walker turned the alert off, the plan has no emergency contact, or
 * its contact has no email address).
 */
export const OVERDUE_ALERTS = ['on', 'off', 'no-emergency-contact', 'no-contact-email'] as const;
export type OverdueAlert = (typeof OVERDUE_ALERTS)[number];

/** The status as the API answers it (ISO instants, NZ calendar dates). */
export interface TripStatus {
  state: TripState;
  /** When the trip starts and when the walker expects to be out; null without dates. */
  starts_at: string | null;
  ends_at: string | null;
  overdue_alert: OverdueAlert;
  /** Present and true when the overdue alert is on and also goes by text (SMS is on and the contact has a mobile number, ADR 065). */
  alert_by_text?: true;
  /** When the emergency contact is (or was due to be) emailed: the end plus the grace; null unless the alert is on. */
  alert_at: string | null;
  /** When the overdue email to the emergency contact was sent; null until then. */
  alerted_at: string | null;
  /** When the walker said "I'm back safely" for the trip's current end. */
  checked_in_at: string | null;
  /** The day the walker marked the trip complete. */
  completed: IsoDate | null;
}

/** What the status is computed from. */
export interface TripStatusFacts {
  is_published: boolean;
  is_complete: boolean;
  completed: IsoDate | null;
  date: TripDates | null;
  checked_in_at: Date | null;
  /** The overdue email for the trip's current end was sent at this time. */
  alerted_at: Date | null;
  overdue_alert: OverdueAlert;
  /** The alert also goes by text (SMS on, and a mobile number for the contact). */
  alert_by_text?: boolean;
  /** OVERDUE_GRACE_MINUTES: how long after the end the contact is emailed. */
  grace_minutes: number;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function stateOf(facts: TripStatusFacts, now: Date): TripState {
  if (facts.is_complete) return 'completed';
  if (facts.checked_in_at) return 'back-safely';
  if (!facts.is_published) return 'draft';
  if (!facts.date) return 'upcoming';
  const time = now.getTime();
  if (time < tripStart(facts.date).getTime()) return 'upcoming';
  const end = tripEnd(facts.date).getTime();
  if (time < end) return 'under-way';
  if (facts.alerted_at) return 'overdue';
  return time < end + facts.grace_minutes * 60_000 ? 'due-back' : 'overdue';
}

/** The trip's status at `now`. */
export function tripStatus(facts: TripStatusFacts, now: Date): TripStatus {
  const end = facts.date ? tripEnd(facts.date) : null;
  const alertAt = end && facts.overdue_alert === 'on' && facts.is_published ? new Date(end.getTime() + facts.grace_minutes * 60_000) : null;
  return {
    state: stateOf(facts, now),
    starts_at: iso(facts.date ? tripStart(facts.date) : null),
    ends_at: iso(end),
    overdue_alert: facts.overdue_alert,
    // Only when true, so every status without texts reads as it did.
    ...(facts.alert_by_text && facts.overdue_alert === 'on' ? { alert_by_text: true as const } : {}),
    alert_at: iso(alertAt),
    alerted_at: iso(facts.alerted_at),
    checked_in_at: iso(facts.checked_in_at),
    completed: facts.completed,
  };
}

/** My Walks' section of a status (spec part 2 §4's four sections). */
export function tripSection(status: Pick<TripStatus, 'state'>): PlanSection {
  switch (status.state) {
    case 'draft':
      return 'draft';
    case 'upcoming':
      return 'upcoming';
    case 'under-way':
    case 'due-back':
    case 'overdue':
      return 'completing';
    case 'back-safely':
    case 'completed':
      return 'completed';
  }
}

/** The trip is out of the walker's hands to change: past its end, checked in or marked complete. */
export const isTripOver = (status: Pick<TripStatus, 'state'>): boolean =>
  status.state === 'due-back' || status.state === 'overdue' || status.state === 'back-safely' || status.state === 'completed';

/** The walker may say "I'm back safely": from the trip's start until they have. */
export const mayCheckIn = (status: Pick<TripStatus, 'state'>): boolean =>
  status.state === 'under-way' || status.state === 'due-back' || status.state === 'overdue';

/** The trip check judges trips still ahead or under way; a past trip's check would only mislead. */
export const isCheckable = (status: Pick<TripStatus, 'state'>): boolean =>
  status.state === 'draft' || status.state === 'upcoming' || status.state === 'under-way';

/** The status's name, as every surface shows it. */
export const TRIP_STATE_LABELS: Record<TripState, string> = {
  draft: 'Draft',
  upcoming: 'Upcoming trip',
  'under-way': 'Under way',
  'due-back': 'Due back',
  overdue: 'Overdue',
  'back-safely': 'Back safely',
  completed: 'Completed trip',
};

/** How a surface colours the status. */
export type TripStatusTone = 'neutral' | 'info' | 'warning' | 'danger' | 'ok';

export const TRIP_STATE_TONES: Record<TripState, TripStatusTone> = {
  draft: 'neutral',
  upcoming: 'info',
  'under-way': 'info',
  'due-back': 'warning',
  overdue: 'danger',
  'back-safely': 'ok',
  completed: 'ok',
};

/**
 * Who reads the status: the walker themselves ('you'), or anyone else (the emergency
 * contact, a group member, a link holder), who is told the walker's name and number.
 */
export type TripReader = { kind: 'walker' } | { kind: 'others'; walker: string; phone: string | null };

/** The status in words: a label, a headline and what to do. */
export interface TripStatusWords {
  state: TripState;
  label: string;
  tone: TripStatusTone;
  headline: string;
  details: string[];
}

export interface TripStatusWordsInput {
  status: TripStatus;
  date: TripDates | null;
  reader: TripReader;
  /** The emergency contact's full name; null without one. */
  contactName: string | null;
}

const at = (isoTime: string) => nzDateTime(new Date(isoTime));

/** How the overdue alert goes, in one place: by email, or by email and text (ADR 065). */
export function alertChannelWords(byText: boolean | undefined): { will: string; doing: string } {
  return byText ? { will: 'email and text', doing: 'emailing and texting' } : { will: 'email', doing: 'emailing' };
}

/**
 * What happens if the walker does not check in: before the end ('ahead', with what the
 * walker must do) and once they are due back ('due').
 */
export function alertPromise(input: TripStatusWordsInput, phase: 'ahead' | 'due'): string {
  const { status, reader, contactName } = input;
  const walker = reader.kind === 'walker';
  const by = status.alert_at ? at(status.alert_at) : 'the end of the grace time';
  const { will } = alertChannelWords(status.alert_by_text);
  switch (status.overdue_alert) {
    case 'on':
      if (walker) {
        const then = `we will ${will} ${contactName ?? 'your emergency contact'} to say you are overdue.`;
        return phase === 'ahead' ? `When you are out, tap "I'm back safely". If you have not by ${by}, ${then}` : `If you have not by ${by}, ${then}`;
      }
      return `If ${reader.walker} has not told us they are back safely by ${by}, we will ${will} ${contactName ?? 'their emergency contact'} to say they are overdue.`;
    case 'off':
      return walker
        ? 'Your emergency contact will not be emailed if you are overdue: you have turned the overdue alert off in your settings.'
        : `${reader.walker} has turned the overdue alert off: nobody will be emailed if they are overdue. Agree a time to hear from them.`;
    case 'no-emergency-contact':
      return walker
        ? 'This plan has no emergency contact: nobody will be emailed if you are overdue.'
        : `This plan has no emergency contact: nobody will be emailed if ${reader.walker} is overdue.`;
    case 'no-contact-email':
      return walker
        ? `${contactName ?? 'Your emergency contact'} has no email address on this plan: nobody will be emailed if you are overdue.`
        : `${contactName ?? 'The emergency contact'} has no email address on this plan: nobody will be emailed if ${reader.walker} is overdue.`;
  }
}

/** The status in words for its reader. Every time is New Zealand time, written out. */
export function tripStatusWords(input: TripStatusWordsInput): TripStatusWords {
  const { status, date, reader, contactName } = input;
  const words = (headline: string, details: string[] = []): TripStatusWords => ({
    state: status.state,
    label: TRIP_STATE_LABELS[status.state],
    tone: TRIP_STATE_TONES[status.state],
    headline,
    details,
  });
  const walker = reader.kind === 'walker';
  const when = date ? tripWhen(date) : null;
  const call = reader.kind === 'others' ? `Call ${reader.walker}${reader.phone ? ` on ${reader.phone}` : ''}` : null;
  switch (status.state) {
    case 'draft':
      return words(walker ? 'Draft: not shared with anyone yet' : 'Draft: not shared yet');
    case 'upcoming':
      return words(when ? `Starts ${when.start}; ${walker ? 'you expect' : `${reader.walker} expects`} to be out by ${when.end}` : 'Upcoming trip', [alertPromise(input, 'ahead')]);
    case 'under-way':
      return words(`${walker ? 'You are' : `${reader.walker} is`} on the trip now, expected out by ${when?.end ?? 'the planned end'}`, [alertPromise(input, 'ahead')]);
    case 'due-back': {
      const due = walker ? 'Tap "I\'m back safely" as soon as you are out.' : `${reader.walker} has not told us they are back yet.`;
      return words(`Due back: ${walker ? 'you' : reader.walker} planned to be out by ${when?.end ?? 'now'}`, [due, alertPromise(input, 'due')]);
    }
    case 'overdue': {
      const told = status.alerted_at
        ? walker
          ? `We emailed ${contactName ?? 'your emergency contact'} at ${at(status.alerted_at)} to say you are overdue. Tap "I'm back safely" and we will tell them at once.`
          : `We emailed ${contactName ?? 'the emergency contact'} at ${at(status.alerted_at)} to say ${reader.walker} is overdue.`
        : status.overdue_alert === 'on'
          ? walker
            ? `We are ${alertChannelWords(status.alert_by_text).doing} ${contactName ?? 'your emergency contact'} now to say you are overdue. Tap "I'm back safely" if you are out.`
            : `We are ${alertChannelWords(status.alert_by_text).doing} ${contactName ?? 'the emergency contact'} now to say ${reader.walker} is overdue.`
          : alertPromise(input, 'due');
      const details = [told];
      if (call) details.push(`${call}, and the people with them. If you cannot reach them and are worried, call 111 and ask for the Police. Give them this plan.`);
      return words(
        walker ? `Overdue: you planned to be out by ${when?.end ?? 'the planned end'}` : `${reader.walker} is overdue: they planned to be out by ${when?.end ?? 'the planned end'} and have not checked in`,
        details,
      );
    }
    case 'back-safely': {
      const checked = status.checked_in_at ? at(status.checked_in_at) : 'just now';
      const details = status.alerted_at ? [walker ? `We have told ${contactName ?? 'your emergency contact'} you are back.` : `We have told ${contactName ?? 'the emergency contact'} they are back.`] : [];
      return words(walker ? `Back safely: you checked in at ${checked}` : `${reader.walker} is back safely: they checked in at ${checked}`, details);
    }
    case 'completed':
      return words('Completed trip', status.completed ? [`Marked complete on ${longDate(status.completed)}.`] : []);
  }
}
