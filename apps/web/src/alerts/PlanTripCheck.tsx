import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { ExperienceLevel, PlanLocation, TripDates } from '@planmywalk/contracts';
import type { FeedTarget } from '@planmywalk/domain';
import { TripCheckCard } from '@planmywalk/ui';
import { tripCheckFeature } from '@planmywalk/domain';
import { useFeature } from '../app/stores.tsx';
import { useFeedTarget } from './useFeedTarget.ts';

export interface PlanTripCheckProps {
  location: PlanLocation;
  /** Where its alerts and forecasts come from: `feedTargetOf` the working plan's place, `planFeedTargetOf` a saved plan for its readers. */
  feeds: FeedTarget | null;
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
export const PlanTripCheck = observer(function PlanTripCheck({ location, feeds, dates, experience, planId, canEdit, headingLevel = 2 }: PlanTripCheckProps) {
  const { tripCheck } = useFeature(tripCheckFeature);
  const target = useFeedTarget(feeds);
  useEffect(() => {
    void tripCheck.load(target);
  }, [tripCheck, target]);
  if (tripCheck.loading) return <p role="status">Checking your trip…</p>;
  const view = tripCheck.view({ location, dates, ...(experience === undefined ? {} : { experience }), planId, canEdit });
  return <TripCheckCard {...view} headingLevel={headingLevel} />;
});
