import { observer } from 'mobx-react-lite';
import { TrackSelectorBar, type TrackSelectorBarLocation } from '@planmywalk/ui';
import { useStores } from '../../app/stores.tsx';
import { pathOf } from '../../routes/routeTable.ts';
import { PlanDatesPicker } from './PlanDatesPicker.tsx';

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
  const { plan, viewport } = useStores();
  return (
    <TrackSelectorBar
      location={location}
      dateSummary={plan.dateSummary}
      onClearDates={() => plan.clearDates()}
      mapHref={mapHref}
      layout={viewport.isDesktop ? 'desktop' : 'mobile'}
      calendarOpen={viewport.isDesktop && plan.dateSelection !== null}
      onCalendarOpenChange={(open) => (open ? plan.openDates() : plan.closeDates())}
      calendar={<PlanDatesPicker layout="popover" />}
      selectDateHref={pathOf('select-dates')}
      headingLevel={headingLevel}
    />
  );
});
