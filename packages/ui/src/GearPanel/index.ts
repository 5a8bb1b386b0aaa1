export { GEAR_PANEL_TEXT, GearPanel } from './GearPanel.tsx';
export { GEAR_GUEST_TEXT } from './GearPanelGuestPrompt.tsx';
export { GEAR_SAVE_TEXT } from './GearPanelSaveBar.tsx';
export { SAVE_AS_CUSTOM_TEXT } from './GearPanelSaveAsCustom.tsx';
export type { GearPanelProps } from './GearPanel.tsx';
export type { GearPanelSource } from './GearPanelAbout.tsx';
export type { GearSaveStatus } from './GearPanelSaveBar.tsx';
