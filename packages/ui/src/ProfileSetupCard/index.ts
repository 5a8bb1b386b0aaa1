export { ProfileSetupCard } from './ProfileSetupCard.tsx';
export type { ProfileSetupCardProps } from './ProfileSetupCard.tsx';
