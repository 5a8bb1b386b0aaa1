export { AlpineDayList } from './AlpineDayList.tsx';
export type { AlpineDayListProps } from './AlpineDayList.tsx';
