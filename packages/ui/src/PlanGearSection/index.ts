export { PlanGearSection } from './PlanGearSection.tsx';
export type { PlanGearSectionProps } from './PlanGearSection.tsx';
