export { PASSWORD_RESET_TOKEN_EXPIRED, PasswordResetForm } from './PasswordResetForm.tsx';
export type { PasswordResetFormProps, PasswordResetFormValues } from './PasswordResetForm.tsx';
