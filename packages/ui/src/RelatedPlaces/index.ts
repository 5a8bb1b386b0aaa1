export { RelatedPlaces } from './RelatedPlaces.tsx';
export type { RelatedPlacesFilter, RelatedPlacesProps } from './RelatedPlaces.tsx';
