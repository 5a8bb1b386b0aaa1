export { TrackFacts } from './TrackFacts.tsx';
export { placeFacts } from './placeFacts.ts';
export type { TrackFactsLayout, TrackFactsProps } from './TrackFacts.tsx';
export type { FactsPlace, PlaceFact, PlaceFactsDetail } from './placeFacts.ts';
