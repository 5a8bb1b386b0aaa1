// What a place's page needs of the working plan, on its own chunk so that the place's
// details paint without waiting for it (ADR 051). The plan brings date-fns and yup (its
// contacts' form) with it; the dates bar brings its popover.
import type { Location } from '@planmywalk/contracts';
import { alertsFeature, type Feature, isSameLocation, planFeature, planLocationOf } from '@planmywalk/domain';

export { TripDatesBar } from '../plan/TripDatesBar.tsx';

/** The working plan as a place's page uses it. */
export interface PlacePlan {
  /** Makes the place the plan's location (another place starts a new plan). */
  makePlanLocation(location: Location): void;
  /** The place is the plan's location (the gear view shows the plan's gear list). */
  isPlanLocation(location: Location): boolean;
  /** The place's alert count for the plan's dates (its menu's badge). */
  alertCount(location: Location): number;
}

export const placePlanFeature: Feature<PlacePlan> = (root) => {
  const { plan } = root.feature(planFeature);
  const { alerts } = root.feature(alertsFeature);
  return {
    makePlanLocation: (location) => plan.setLocation(planLocationOf(location)),
    isPlanLocation: (location) => plan.location !== null && isSameLocation(plan.location, location),
    alertCount: (location) => alerts.badgeCount(location.alerts),
  };
};
