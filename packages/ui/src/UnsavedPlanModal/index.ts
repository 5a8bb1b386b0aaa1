export { UnsavedPlanModal } from './UnsavedPlanModal.tsx';
export type { UnsavedPlanModalProps } from './UnsavedPlanModal.tsx';
