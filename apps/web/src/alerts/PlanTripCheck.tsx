import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { PartyExperience, PlanLocation, TripCheckReader, TripDates } from '@planmywalk/contracts';
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
  /** Whose experience is weighed: the plan's (the same for every reader, ADR 058). */
  party: PartyExperience;
  /** Who reads it: the walker, or anyone else (worded with the walker's name). */
  reader: TripCheckReader;
  /** The saved plan, whose alerts and weather pages the reasons link to. */
  planId: string | null;
  /** The viewer may change the plan's dates and gear. */
  canEdit: boolean;
  /** @default 2 */
  headingLevel?: 2 | 3;
}

/** The trip check of a plan (issue 11), from its place's alerts and forecast. */
export const PlanTripCheck = observer(function PlanTripCheck({ location, feeds, dates, party, reader, planId, canEdit, headingLevel = 2 }: PlanTripCheckProps) {
  const { tripCheck } = useFeature(tripCheckFeature);
  const target = useFeedTarget(feeds);
  useEffect(() => {
    void tripCheck.load(target);
  }, [tripCheck, target]);
  if (tripCheck.loading) return <p role="status">Checking your trip…</p>;
  const view = tripCheck.view({ location, dates, party, reader, planId, canEdit });
  return <TripCheckCard {...view} headingLevel={headingLevel} />;
});
