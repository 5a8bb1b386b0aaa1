export { ChangePasswordForm } from './ChangePasswordForm.tsx';
export type { ChangePasswordFormProps, ChangePasswordFormValues } from './ChangePasswordForm.tsx';
