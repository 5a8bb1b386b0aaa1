export { WeatherWarnings } from './WeatherWarnings.tsx';
export type { WarningGroupItem, WeatherWarningItem, WeatherWarningsProps } from './WeatherWarnings.tsx';
