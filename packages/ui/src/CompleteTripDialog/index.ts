export { CompleteTripDialog } from './CompleteTripDialog.tsx';
export type { CompleteTripDialogProps } from './CompleteTripDialog.tsx';
