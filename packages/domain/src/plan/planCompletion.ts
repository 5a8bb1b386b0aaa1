/** The plan-complete screen after a save (spec part 2 §2). */
import { PLAN_SAVED_AS_DRAFT, PLAN_SHARED, PLAN_SHARED_WITH_EMERGENCY_CONTACT } from './planTexts.ts';
import { readonlyPlanPath } from './planNavigation.ts';

/** What the last save did, kept for the plan-complete screen. */
export interface LastSave {
  planId: string;
  published: boolean;
  hasEmergencyContact: boolean;
}

export interface PlanCompleteView {
  message: string;
  /** 'View this upcoming trip' (the read-only plan) or 'Continue editing this draft trip' (the editor). */
  primaryAction: { label: string; to: string };
}

export function planCompleteView(save: LastSave): PlanCompleteView {
  if (!save.published) {
    return { message: PLAN_SAVED_AS_DRAFT, primaryAction: { label: 'Continue editing this draft trip', to: 'plan' } };
  }
  return {
    message: PLAN_SHARED + (save.hasEmergencyContact ? PLAN_SHARED_WITH_EMERGENCY_CONTACT : ''),
    primaryAction: { label: 'View this upcoming trip', to: readonlyPlanPath(save.planId) },
  };
}
