/**
 * My Walks' sections (spec part 2 §4) by each trip's status (contracts' tripSection of
 * plan-safety's planStatus), the same status the plan's own pages show. A trip past its
 * end that the walker has not checked in from stays under 'Currently completing' (due
 * back or overdue, first), never among the completed trips (ADR 057). The ordering is
 * the server's: overdue and due-back trips first, then what finishes or starts soonest,
 * drafts by last edit, completed trips most recent first, a page at a time.
 */
import { PLANS_PAGE_SIZE, tripEnd, tripSection, tripStart, type TripDates, type TripState } from '@planmywalk/contracts';
import { planStatus, type PlanSafetyRow, type StatusTime } from './plan-safety.ts';

export interface WalkFacts extends PlanSafetyRow {
  date: TripDates | null;
  updated_at: Date;
}

export interface WalksPage<T> {
  completing: T[];
  upcoming: T[];
  draft: T[];
  completed: T[];
  all_loaded: boolean;
}

const byUpdatedDesc = (a: WalkFacts, b: WalkFacts) => b.updated_at.getTime() - a.updated_at.getTime();
/** Plans without dates (a trip marked complete before it had any) go by their last edit. */
const endOf = (plan: WalkFacts) => (plan.date ? tripEnd(plan.date).getTime() : plan.updated_at.getTime());
const startOf = (plan: WalkFacts) => (plan.date ? tripStart(plan.date).getTime() : Number.POSITIVE_INFINITY);
/** The trips that need the walker now come first among those under way. */
const URGENCY: Partial<Record<TripState, number>> = { overdue: 0, 'due-back': 1, 'under-way': 2 };

export function myWalksPage<T extends WalkFacts>(plans: readonly T[], page: number, time: StatusTime, pageSize = PLANS_PAGE_SIZE): WalksPage<T> {
  const sections: WalksPage<T> = { completing: [], upcoming: [], draft: [], completed: [], all_loaded: true };
  const completed: T[] = [];
  const states = new Map<T, TripState>();
  for (const plan of plans) {
    const { state } = planStatus(plan, plan.date, time);
    states.set(plan, state);
    const section = tripSection({ state });
    if (section === 'completed') completed.push(plan);
    else sections[section].push(plan);
  }
  const urgency = (plan: T) => URGENCY[states.get(plan)!] ?? 3;
  sections.completing.sort((a, b) => urgency(a) - urgency(b) || endOf(a) - endOf(b) || byUpdatedDesc(a, b));
  sections.upcoming.sort((a, b) => startOf(a) - startOf(b) || byUpdatedDesc(a, b));
  sections.draft.sort(byUpdatedDesc);
  completed.sort((a, b) => endOf(b) - endOf(a) || byUpdatedDesc(a, b));
  const from = page * pageSize;
  return {
    completing: page === 0 ? sections.completing : [],
    upcoming: page === 0 ? sections.upcoming : [],
    draft: page === 0 ? sections.draft : [],
    completed: completed.slice(from, from + pageSize),
    all_loaded: from + pageSize >= completed.length,
  };
}
