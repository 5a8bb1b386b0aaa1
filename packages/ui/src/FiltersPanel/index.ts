export { FiltersPanel } from './FiltersPanel.tsx';
export type { FilterOption, FiltersPanelProps, SearchFilters } from './FiltersPanel.tsx';
