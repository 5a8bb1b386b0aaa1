export { FiltersPanel } from './FiltersPanel.tsx';
export type { FilterOption, FiltersPanelProps, FilterValues } from './FiltersPanel.tsx';
