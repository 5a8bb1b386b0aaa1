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
