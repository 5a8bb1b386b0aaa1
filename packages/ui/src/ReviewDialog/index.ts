export { ReviewDialog } from './ReviewDialog.tsx';
export type {
  ReviewDialogErrors,
  ReviewDialogExistingPhoto,
  ReviewDialogLocalPhoto,
  ReviewDialogProps,
  ReviewDifficultyOption,
} from './ReviewDialog.tsx';
