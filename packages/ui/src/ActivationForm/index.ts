export { ActivationForm } from './ActivationForm.tsx';
export type { ActivationFormProps, ActivationFormValues } from './ActivationForm.tsx';
