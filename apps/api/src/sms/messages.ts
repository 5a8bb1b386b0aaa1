/**
 * The overdue text to the emergency contact (ADR 065): what the overdue email says first,
 * in under 320 characters (two or three SMS segments). Who is overdue, since when, the
 * walker's phone, the email's 111 instruction word for word, and the plan's link (its
 * share key, ADR 059: the read-only plan). When it would run long the trip's name goes
 * first, then the walker's name is cut; the instruction and the link are never cut.
 */
import { tripWhen, type TripDates } from '@planmywalk/contracts';

/** Under this many characters, always. */
export const MAX_TEXT_LENGTH = 319;

export interface OverdueTextFacts {
  walker: string;
  walkerPhone: string | null;
  title: string;
  date: TripDates;
  /** The read-only plan: {PUBLIC_URL}/plan/{linkKey}. */
  planUrl: string;
}

/** The overdue email's instruction (email/plan-messages.ts overdueEmail, step 2), the same words. */
export const CALL_111 = 'If you cannot reach them and are worried, call 111 and ask for the Police.';

export function overdueText(facts: OverdueTextFacts): string {
  const end = tripWhen(facts.date).end;
  const compose = (walker: string, withTitle: boolean) =>
    [
      `Plan My Walk: ${walker} is overdue${withTitle ? ` from ${facts.title}` : ''}. They planned to be out by ${end} (NZ time) and have not checked in.`,
      facts.walkerPhone ? `Try ${facts.walkerPhone}.` : null,
      CALL_111,
      `Plan: ${facts.planUrl}`,
    ]
      .filter(Boolean)
      .join(' ');
  const full = compose(facts.walker, true);
  if (full.length <= MAX_TEXT_LENGTH) return full;
  const untitled = compose(facts.walker, false);
  if (untitled.length <= MAX_TEXT_LENGTH) return untitled;
  const room = Math.max(8, facts.walker.length - (untitled.length - MAX_TEXT_LENGTH) - 1);
  return compose(`${facts.walker.slice(0, room).trimEnd()}…`, false).slice(0, MAX_TEXT_LENGTH);
}
