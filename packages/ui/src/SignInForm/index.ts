export { SignInForm } from './SignInForm.tsx';
export type { SignInFormProps, SignInFormValues } from './SignInForm.tsx';
