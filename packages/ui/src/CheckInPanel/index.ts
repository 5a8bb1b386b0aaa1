export { CheckInPanel } from './CheckInPanel.tsx';
export type { CheckInPanelProps } from './CheckInPanel.tsx';
