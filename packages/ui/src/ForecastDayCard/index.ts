export { ForecastDayCard } from './ForecastDayCard.tsx';
export type { ForecastDay, ForecastDayCardProps, PartDay } from './ForecastDayCard.tsx';
