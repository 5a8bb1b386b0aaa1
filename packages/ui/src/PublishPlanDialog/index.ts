export { PublishPlanDialog } from './PublishPlanDialog.tsx';
export type { PublishPlanDialogProps } from './PublishPlanDialog.tsx';
