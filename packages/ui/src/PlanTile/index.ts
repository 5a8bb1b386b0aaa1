export { DECLINE_PLAN_QUESTION, DELETE_TRIP_QUESTION, PlanTile, planLocationIcon } from './PlanTile.tsx';
export type { PlanAcceptance, PlanTileItem, PlanTileLocation, PlanTileProps, PlanTileStatus } from './PlanTile.tsx';
