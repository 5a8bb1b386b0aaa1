export { EditorOnboarding } from './EditorOnboarding.tsx';
export type { EditorOnboardingProps, EditorOnboardingSlide } from './EditorOnboarding.tsx';
