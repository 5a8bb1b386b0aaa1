export { READONLY_PLAN_TEXT, ReadonlyPlan } from './ReadonlyPlan.tsx';
export { NO_DOCUMENT_TEXT } from './ReadonlyPlanDocuments.tsx';
export { ADDED_TO_PLAN_TEXT } from './ReadonlyPlanInvitation.tsx';
export type { ReadonlyPlanData, ReadonlyPlanProps } from './ReadonlyPlan.tsx';
export type { ReadonlyPlanDay } from './ReadonlyPlanDetails.tsx';
export type { ReadonlyPlanAttachment } from './ReadonlyPlanDocuments.tsx';
export { NO_GEAR_LIST_TEXT } from './ReadonlyPlanGear.tsx';
export type { ReadonlyPlanGearList } from './ReadonlyPlanGear.tsx';
