import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { apiPaths, type Location } from '@planmywalk/contracts';
import { displayedReviews, type LocationKind, type ReviewPlace } from '@planmywalk/domain';
import { Button, LocationMenu, TrackDetails, TrackHeader, TrackReviews, TrackSelectorBarSkeleton } from '@planmywalk/ui';
import { usePlatform, useStores } from '../app/stores.tsx';
import { useLaterFeature } from '../app/useLaterFeature.ts';
import { useMapSources } from '../map/useMapSources.ts';
import { locationMenuHrefs, placeHref } from '../app/placeHref.ts';
import { pathOf } from '../routes/routeTable.ts';
import type { PageProps } from '../routes/appRoutes.tsx';
import { PageContainer, PageTitle, Lead } from '../shell/PageContainer.tsx';
import { PageLoading } from '../shell/PageLoading.tsx';
import { GearView, LocationAlerts, LocationWeather } from './location/placeViews.ts';
import { parseRouteName, type LocationView } from './location/placeRoute.ts';

const TracksMap = lazy(() => import('../map/TracksMap.tsx'));
// The working plan and its dates bar load once the place is drawn (the server draws it,
// docs/adr/068): their 50 KB would otherwise hold back the page's hydration.
const loadPlacePlan = () => import('./location/placePlan.ts').then((m) => m.placePlanFeature);
const TripDatesBar = lazy(() => import('./location/placePlan.ts').then((m) => ({ default: m.TripDatesBar })));
// The review form's stores and dialogs load when 'Leave a review' is first pressed.
const loadReviews = () => import('./location/placeReviews.ts');
const ReviewFlows = lazy(() => import('../shell/ReviewFlows.tsx'));
// Memoised, with its reviews block kept between renders: when the plan's code arrives
// (the dates bar, the alert count) the details are not drawn again.
const PlaceDetails = memo(TrackDetails);


const VIEW_HEADINGS: Record<Exclude<LocationView, 'details' | 'map' | 'gear'>, (location: Location) => string> = {
  alerts: (l) => `${l.title} - ${capitalise(l.singular_name)} Alerts & Weather Warnings`,
  weather: (l) => `${l.title} - Weather Forecast for Your Walk or Hike`,
};

/**
 * The place's safety texts for its details: the HTML is the API's own (written at import,
 * links only to the sources it cites), rendered as it comes, as feed HTML is.
 */
function safetyOf(location: Location) {
  return {
    sharedUse: location.shared_use,
    video: location.video,
    essentialPreparationHtml: location.essential_preparation,
    weatherConditionsHtml: location.weather_conditions,
  };
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * A track, hut or campsite (spec part 1 §2 track details page): header, location menu,
 * the track selector with the trip dates, and details, or the map view; a 404 goes to
 * not-found. Opening a place makes it the working plan's (another place starts a new plan).
 * The plan's code loads once the place is on screen: until it has, the alert count waits
 * (it depends on the plan's dates) and the dates bar shows its skeleton.
 */
const LocationPage = observer(function LocationPage({ route }: PageProps) {
  const root = useStores();
  const { location: store } = root;
  const [reviewsOpened, setReviewsOpened] = useState(false);
  const { origin } = usePlatform();
  const mapSources = useMapSources();
  const navigate = useNavigate();
  const [type, view] = parseRouteName(route.name);
  const slug = useParams()[type] ?? '';
  const kind: LocationKind = `${type}s`;

  useEffect(() => {
    void store.load(kind, slug);
  }, [store, kind, slug]);

  // A place opened earlier in the visit draws in the first render (Back returns to where the walker was).
  const location = (store.location?.slug === slug && store.location.type.toLowerCase() === type ? store.location : null) ?? store.recentPlace(kind, slug);
  const placePlan = useLaterFeature(loadPlacePlan, location !== null);

  useEffect(() => {
    if (location && placePlan) placePlan.makePlanLocation(location);
  }, [placePlan, location]);

  const leaveReview = useCallback(
    (place: ReviewPlace) =>
      void loadReviews().then(({ reviewsFeature }) => {
        root.feature(reviewsFeature).reviewForm.open(place);
        setReviewsOpened(true);
      }),
    [root],
  );
  const reviews = useMemo(
    () =>
      location ? (
        <TrackReviews
          reviews={displayedReviews(location.reviews)}
          total={location.review_summary.count}
          difficulty={location.type === 'Track' ? location.review_summary : null}
          onLeaveReview={() => leaveReview({ id: location.id, type: location.type, title: location.title })}
        />
      ) : null,
    [location, leaveReview],
  );

  if (store.notFound) return <Navigate to="/404" replace />;
  if (!location) {
    return store.error ? (
      <PageContainer>
        <PageTitle>Something went wrong</PageTitle>
        <Lead role="alert">{store.error}</Lead>
        <Button onClick={() => void store.load(kind, slug)}>Try again</Button>
      </PageContainer>
    ) : (
      <PageLoading label={`Loading ${type}…`} wholePage />
    );
  }

  const base = placeHref(location);
  const alertCount = placePlan?.alertCount(location) ?? 0;
  const menu = (
    <LocationMenu
      locationType={type}
      current={view}
      hrefs={locationMenuHrefs(base)}
      alertCount={alertCount}
    />
  );

  if (view === 'map') {
    return (
      <MapLayout>
        <MapTop>
          <Button href={base} variant="ghost" size="sm">
            Back to {location.singular_name} details
          </Button>
          <PageTitle as="h1">{location.title}</PageTitle>
          {menu}
        </MapTop>
        <MapArea>
          <Suspense fallback={<PageLoading label="Loading map…" />}>
            <TracksMap
              {...mapSources}
              results={null}
              regions={[]}
              focus={location}
              focusLine={location.geojson}
              onBoundsChange={() => undefined}
              onOpenPlace={(place) => void navigate(placeHref(place))}
            />
          </Suspense>
        </MapArea>
        <MapDetails>
          <PlaceDetails location={location} nearbyHref={placeHref} alertCount={alertCount} alertsHref={`${base}/alerts`} {...safetyOf(location)} />
        </MapDetails>
      </MapLayout>
    );
  }

  return (
    <PageContainer>
      <WithSelector>
        <PlaceTop>
          <TrackHeader location={location} backHref={pathOf('tracks')} mapHref={`${base}/map`} />
          <MenuRow>{menu}</MenuRow>
        </PlaceTop>
        <Selector aria-label="Your trip dates">
          {/* Drawn once the plan's code has loaded too (useLaterFeature, in a task of its own):
              drawn sooner, its lazy import would add the code's preload links in this task. */}
          {placePlan ? (
            <Suspense fallback={<TrackSelectorBarSkeleton />}>
              <TripDatesBar location={location} />
            </Suspense>
          ) : (
            <TrackSelectorBarSkeleton />
          )}
        </Selector>
        <ViewContent>
          <Suspense fallback={<PageLoading />}>
            {view === 'details' ? (
              <>
                <PlaceDetails
                  location={location}
                  nearbyHref={placeHref}
                  alertCount={alertCount}
                  alertsHref={`${base}/alerts`}
                  reviews={reviews}
                  {...safetyOf(location)}
                />
                {location.geojson ? (
                  <LineActions>
                    {/* A file from the API (on the site's address), not a page of the app: a plain link the browser downloads. */}
                    <a href={`${origin}${apiPaths.trackGpx(location.slug)}`} download>
                      Download the track as GPX
                    </a>
                    <Button href={`/custom-track-editor?at=${location.lng},${location.lat},12`} variant="link" size="sm">
                      Draw a custom track here
                    </Button>
                  </LineActions>
                ) : null}
                <MobileMapLink>
                  <Button href={`${base}/map`} variant="secondary" fullWidth>
                    Show map view
                  </Button>
                </MobileMapLink>
              </>
            ) : view === 'gear' ? (
              // The place becomes the plan's first (the effect above); the gear list is that plan's.
              placePlan?.isPlanLocation(location) ? <GearView /> : <PageLoading label="Loading the gear list…" />
            ) : (
              <>
                <ViewHeading>{VIEW_HEADINGS[view](location)}</ViewHeading>
                {view === 'alerts' ? (
                  <ViewBody>
                    <LocationAlerts target={{ routeType: type, slug: location.slug }} />
                  </ViewBody>
                ) : null}
                {view === 'weather' ? (
                  <ViewBody>
                    <LocationWeather target={{ routeType: type, slug: location.slug }} />
                  </ViewBody>
                ) : null}
              </>
            )}
          </Suspense>
        </ViewContent>
      </WithSelector>
      {/* Mounted from the first review on and kept, as ReviewFlowsHost does: closing animates, reopening is instant. */}
      {reviewsOpened && (
        <Suspense fallback={null}>
          <ReviewFlows />
        </Suspense>
      )}
    </PageContainer>
  );
});

export default LocationPage;

const MenuRow = styled.div`
  margin: ${({ theme }) => `${theme.space.lg} 0`};
`;

/**
 * Phone: header and menu, the dates, then the details. Desktop: the track selector in a
 * sidebar beside the header and details (spec part 1 §2), kept in view while they scroll.
 */
const WithSelector = styled.div`
  display: grid;
  column-gap: ${({ theme }) => theme.space.xl};
  grid-template-areas: 'top' 'selector' 'content';
  ${({ theme }) => theme.media.desktopUp} {
    grid-template-areas: 'top selector' 'content selector';
    grid-template-columns: minmax(0, 1fr) minmax(18rem, 22rem);
    grid-template-rows: auto 1fr;
    align-items: start;
  }
`;

const PlaceTop = styled.div`
  grid-area: top;
  min-width: 0;
`;

const Selector = styled.aside`
  grid-area: selector;
  margin-bottom: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.desktopUp} {
    position: sticky;
    top: ${({ theme }) => theme.space.md};
    margin-top: ${({ theme }) => theme.space['3xl']};
  }
`;

const ViewContent = styled.div`
  grid-area: content;
  min-width: 0;
`;

const ViewHeading = styled.h2`
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.heading};
`;

const LineActions = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const ViewBody = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** A phone's way to the map; on a desktop the header's link is beside the details. Hidden by CSS, so the server's HTML is right on both. */
const MobileMapLink = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.desktopUp} {
    display: none;
  }
`;

/** Phone: title, map, then details down the page. Desktop: title and details beside a full-height map. */
const MapLayout = styled.div`
  display: grid;
  grid-template-areas: 'top' 'map' 'details';
  grid-template-rows: auto 65vh auto;
  ${({ theme }) => theme.media.desktopUp} {
    flex: none;
    height: calc(100vh - ${({ theme }) => theme.sizes.headerHeight});
    grid-template-areas: 'top map' 'details map';
    grid-template-columns: minmax(20rem, 28rem) 1fr;
    grid-template-rows: auto minmax(0, 1fr);
  }
`;

const MapTop = styled.section`
  grid-area: top;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const MapArea = styled.div`
  grid-area: map;
  position: relative;
  min-height: 0;
`;

const MapDetails = styled.div`
  grid-area: details;
  padding: ${({ theme }) => `0 ${theme.space.md} ${theme.space.xl}`};
  ${({ theme }) => theme.media.desktopUp} {
    overflow-y: auto;
  }
`;
