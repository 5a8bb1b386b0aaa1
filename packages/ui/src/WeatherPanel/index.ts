export { WeatherPanel } from './WeatherPanel.tsx';
export type { WeatherPanelProps } from './WeatherPanel.tsx';
