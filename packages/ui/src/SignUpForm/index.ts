export { SignUpForm } from './SignUpForm.tsx';
export type { SignUpFormProps, SignUpFormValues } from './SignUpForm.tsx';
