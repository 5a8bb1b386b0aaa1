export { ProfileMenuLoginForm } from './ProfileMenuLoginForm.tsx';
export type { ProfileMenuLoginFormProps, ProfileMenuLoginMode } from './ProfileMenuLoginForm.tsx';
