/**
 * My Walks' sections (spec part 2 §4) from the same rule the web app uses (contracts'
 * `planSection`), so the server's lists and the client's badges cannot disagree. The
 * ordering is the server's: what finishes or starts soonest first, drafts by last edit,
 * completed trips most recent first, a page at a time.
 */
import { PLANS_PAGE_SIZE, planSection, tripEnd, tripStart, type PlanTimingFacts } from '@planmywalk/contracts';

export interface WalkFacts extends PlanTimingFacts {
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

export function myWalksPage<T extends WalkFacts>(plans: readonly T[], page: number, now: Date, pageSize = PLANS_PAGE_SIZE): WalksPage<T> {
  const sections: WalksPage<T> = { completing: [], upcoming: [], draft: [], completed: [], all_loaded: true };
  const completed: T[] = [];
  for (const plan of plans) {
    const section = planSection(plan, now);
    if (section === 'completed') completed.push(plan);
    else sections[section].push(plan);
  }
  sections.completing.sort((a, b) => endOf(a) - endOf(b) || byUpdatedDesc(a, b));
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
