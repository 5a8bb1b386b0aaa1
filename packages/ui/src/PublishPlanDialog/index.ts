export { PublishPlanDialog } from './PublishPlanDialog.tsx';
export type { PublishPlanDialogProps, PublishPlanVerdict } from './PublishPlanDialog.tsx';
