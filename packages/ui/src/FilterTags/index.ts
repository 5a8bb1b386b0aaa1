export { FilterTags } from './FilterTags.tsx';
export type { FilterKind, FilterTagsProps } from './FilterTags.tsx';
