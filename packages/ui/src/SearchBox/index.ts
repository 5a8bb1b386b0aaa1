export { SearchBox } from './SearchBox.tsx';
export type { SearchBoxItem, SearchBoxProps } from './SearchBox.tsx';
