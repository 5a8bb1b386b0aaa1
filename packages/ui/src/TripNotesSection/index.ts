export { TripNotesSection } from './TripNotesSection.tsx';
export type { TripNotesSectionProps } from './TripNotesSection.tsx';
