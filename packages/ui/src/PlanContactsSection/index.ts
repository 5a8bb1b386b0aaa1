export { PLAN_CONTACTS_TEXT, PlanContactsSection } from './PlanContactsSection.tsx';
export type { PlanContactRole, PlanContactsCandidate, PlanContactsSectionProps } from './PlanContactsSection.tsx';
