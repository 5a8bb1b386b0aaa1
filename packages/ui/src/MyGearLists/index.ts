export { MyGearLists } from './MyGearLists.tsx';
export { MY_GEAR_LISTS_TEXT } from './myGearListsText.ts';
export type { MyGearListsProps } from './MyGearLists.tsx';
export type { MyGearListSaveState } from './myGearListsText.ts';
