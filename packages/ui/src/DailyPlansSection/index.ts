export { DailyPlansSection } from './DailyPlansSection.tsx';
export type { DailyPlansSectionProps } from './DailyPlansSection.tsx';
export type { DailyPlanDay, DailyPlanValues } from './DailyPlansSectionDay.tsx';
