export { AlertsPanel } from './AlertsPanel.tsx';
export type { AlertsPanelProps, DocAlertItem, SiteNoticeItem } from './AlertsPanel.tsx';
