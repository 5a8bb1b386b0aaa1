export { GEAR_LIST_PICKER_TEXT, GearListPicker } from './GearListPicker.tsx';
export type { GearListChoice, GearListPickerProps } from './GearListPicker.tsx';
