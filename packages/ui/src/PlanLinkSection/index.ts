export { PlanLinkSection } from './PlanLinkSection.tsx';
export type { PlanLinkSectionProps } from './PlanLinkSection.tsx';
