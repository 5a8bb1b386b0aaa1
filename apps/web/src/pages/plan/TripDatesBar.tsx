import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { TrackSelectorBar, type TrackSelectorBarLocation } from '@planmywalk/ui';
import { planFeature } from '@planmywalk/domain';
import { useFeature, useStores } from '../../app/stores.tsx';
import { pathOf } from '../../routes/routeTable.ts';
import { PageLoading } from '../../shell/PageLoading.tsx';

/** The calendar (react-day-picker) loads when it first opens, not with the track page. */
const PlanDatesPicker = lazy(() => import('./PlanDatesPicker.tsx').then(({ PlanDatesPicker }) => ({ default: PlanDatesPicker })));

interface TripDatesBarProps {
  /** The place being planned (a loaded `Location`, or the plan's own copy of it). */
  location: TrackSelectorBarLocation;
  /** The place's map view. */
  mapHref?: string;
  /** @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * The track selector bar (spec part 2 §2) on the working plan's dates: on desktop the
 * calendar opens in a popover; on a phone 'Add trip dates' goes to /select-date.
 */
export const TripDatesBar = observer(function TripDatesBar({ location, mapHref, headingLevel }: TripDatesBarProps) {
  const { viewport } = useStores();
  const { plan } = useFeature(planFeature);
  return (
    <TrackSelectorBar
      location={location}
      dateSummary={plan.dateSummary}
      onClearDates={() => plan.clearDates()}
      mapHref={mapHref}
      layout={viewport.isDesktop ? 'desktop' : 'mobile'}
      calendarOpen={viewport.isDesktop && plan.dateSelection !== null}
      onCalendarOpenChange={(open) => (open ? plan.openDates() : plan.closeDates())}
      calendar={
        <Suspense fallback={<PageLoading label="Loading the calendar…" />}>
          <PlanDatesPicker layout="popover" />
        </Suspense>
      }
      selectDateHref={pathOf('select-dates')}
      headingLevel={headingLevel}
    />
  );
});
