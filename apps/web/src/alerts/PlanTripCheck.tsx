import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { ExperienceLevel, PlanLocation, TripDates } from '@planmywalk/contracts';
import { TripCheckCard } from '@planmywalk/ui';
import { tripCheckFeature } from '@planmywalk/domain';
import { useFeature } from '../app/stores.tsx';

export interface PlanTripCheckProps {
  location: PlanLocation;
  dates: TripDates | null;
  /** The walker's experience; undefined when the viewer is not the walker. */
  experience?: ExperienceLevel | null;
  /** The saved plan, whose alerts and weather pages the reasons link to. */
  planId: string | null;
  /** The viewer may change the plan's dates and gear. */
  canEdit: boolean;
  /** @default 2 */
  headingLevel?: 2 | 3;
}

/** The trip check of a plan (issue 11), from its place's alerts and forecast. */
export const PlanTripCheck = observer(function PlanTripCheck({ location, dates, experience, planId, canEdit, headingLevel = 2 }: PlanTripCheckProps) {
  const { tripCheck } = useFeature(tripCheckFeature);
  useEffect(() => {
    void tripCheck.load(location);
  }, [tripCheck, location]);
  if (tripCheck.loading) return <p role="status">Checking your trip…</p>;
  const view = tripCheck.view({ location, dates, ...(experience === undefined ? {} : { experience }), planId, canEdit });
  return <TripCheckCard {...view} headingLevel={headingLevel} />;
});
