export { FiltersButton } from './FiltersButton.tsx';
export type { FiltersButtonProps } from './FiltersButton.tsx';
