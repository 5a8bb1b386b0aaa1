export {
  bunkLabel,
  distanceBoundLabel,
  formatCount,
  formatDistance,
  formatDistanceRange,
  formatKilometres,
  formatNumber,
  trackTypeLabel,
} from './format.ts';
export {
  addPlanDays,
  formatPlanDateRange,
  formatPlanDay,
  formatPlanDayTime,
  formatTimeOfDay,
} from './planFormat.ts';
export { formatFileSize } from './fileSize.ts';
export type { PlanDates, PlanTimeOfDay } from './planFormat.ts';
export { formatClockTime, formatForecastDay, formatUpdatedAt } from './forecastFormat.ts';
