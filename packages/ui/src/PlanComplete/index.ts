export { PLAN_DRAFT_HEADING, PlanComplete, planPublishedHeading } from './PlanComplete.tsx';
export type { PlanCompleteProps, PlanCompleteVariant } from './PlanComplete.tsx';
