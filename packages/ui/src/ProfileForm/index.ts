export { EXPERIENCE_LEVELS, PORTRAIT_ACCEPT, PROFILE_GENDERS, ProfileForm } from './ProfileForm.tsx';
export type { ExperienceLevel, ProfileFormProps, ProfileFormValues, ProfileGender } from './ProfileForm.tsx';
