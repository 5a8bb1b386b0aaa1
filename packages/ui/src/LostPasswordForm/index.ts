export { LostPasswordForm } from './LostPasswordForm.tsx';
export type { LostPasswordFormProps, LostPasswordFormValues } from './LostPasswordForm.tsx';
