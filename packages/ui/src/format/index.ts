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
  formatFileSize,
  formatPlanDateRange,
  formatPlanDay,
  formatPlanDayTime,
  formatTimeOfDay,
} from './planFormat.ts';
export type { PlanDates, PlanTimeOfDay } from './planFormat.ts';
