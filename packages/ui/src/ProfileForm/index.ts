export { PORTRAIT_ACCEPT, ProfileForm } from './ProfileForm.tsx';
export type { ProfileFormProps, ProfileFormValues } from './ProfileForm.tsx';
