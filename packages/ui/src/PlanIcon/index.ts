export { PLAN_ICON_NAMES, PlanIcon } from './PlanIcon.tsx';
export type { PlanIconName, PlanIconProps } from './PlanIcon.tsx';
