import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { CustomTrack } from '@planmywalk/contracts';
import { customTrackFeature, isSameLocation, planFeature, planLocationOfCustomTrack } from '@planmywalk/domain';
import { Button, LocationMenu, RelatedPlaces, TrackDetails, TrackHeader, type RelatedPlacesFilter } from '@planmywalk/ui';
import { useFeature, useStores } from '../app/stores.tsx';
import { locationMenuHrefs, placeHref } from '../app/placeHref.ts';
import { saveFile } from '../app/saveFile.ts';
import { useMapSources } from '../map/useMapSources.ts';
import { pathOf } from '../routes/routeTable.ts';
import type { PageProps } from '../routes/appRoutes.tsx';
import { PageContainer, PageTitle, Lead } from '../shell/PageContainer.tsx';
import { PageLoading } from '../shell/PageLoading.tsx';
import { GearView, LocationAlerts, LocationWeather } from './location/placeViews.ts';

const TracksMap = lazy(() => import('../map/TracksMap.tsx'));

// Its /plan is the plan editor (PlanPage), as for any place.
type View = 'details' | 'map' | 'alerts' | 'weather' | 'gear';
const VIEWS: readonly View[] = ['map', 'alerts', 'weather', 'gear'];

/** What the header and details show of a custom track: a track of the user's own, with no photos. */
function asLocation(track: CustomTrack) {
  return {
    type: 'Track' as const,
    title: track.title,
    is_closed: false,
    locations: track.locations,
    regions: track.regions,
    image: null,
    image_alt: null,
    gallery: [],
    photo_credit: null,
    introduction: null,
    distance: track.distance,
    track_type: null,
    walking_duration: null,
    difficulty: [],
    number_of_bunks: null,
    bookable: null,
    info_link: null,
    wheelchair_friendly: null,
    dogs_allowed: null,
    dogs_allowed_information: null,
    huts: track.related.huts,
    campsites: track.related.campsites,
  };
}

const VIEW_HEADINGS: Record<Exclude<View, 'details' | 'map' | 'gear'>, (track: CustomTrack) => string> = {
  alerts: (t) => `${t.title} - Custom Track Alerts & Weather Warnings`,
  weather: (t) => `${t.title} - Weather Forecast for Your Walk or Hike`,
};

/**
 * A custom track's pages (spec part 2 §2: /custom-tracks/{id} and /map, /alerts,
 * /weather, /gear): header with 'Back to My Custom Tracks', details with the
 * description, the related block, GPX, and the map view; its alerts and forecast
 * matched on its line, and the gear list. Opening it makes it the working plan's place,
 * as opening a DOC location does (another place starts a new plan).
 */
const CustomTrackPage = observer(function CustomTrackPage({ route }: PageProps) {
  const { viewport } = useStores();
  const { customTrack: store } = useFeature(customTrackFeature);
  const { plan } = useFeature(planFeature);
  const mapSources = useMapSources();
  const id = Number(useParams().track_id);
  const view: View = VIEWS.find((v) => route.name === `custom-track-${v}`) ?? 'details';

  useEffect(() => {
    if (Number.isInteger(id) && id > 0) void store.load(id);
  }, [store, id]);

  const track = Number.isInteger(id) && store.track?.id === id ? store.track : null;
  useEffect(() => {
    if (track) plan.setLocation(planLocationOfCustomTrack(track));
  }, [plan, track]);

  if (!Number.isInteger(id) || id < 1 || store.notFound) return <Navigate to="/404" replace />;
  if (!track) {
    return store.error ? (
      <PageContainer>
        <PageTitle>Something went wrong</PageTitle>
        <Lead role="alert">{store.error}</Lead>
        <Button onClick={() => void store.load(id)}>Try again</Button>
      </PageContainer>
    ) : (
      <PageLoading label="Loading tracks..." wholePage />
    );
  }

  const base = `/custom-tracks/${track.id}`;
  const location = asLocation(track);
  const menu = (
    <LocationMenu
      locationType="custom-track"
      current={view}
      hrefs={locationMenuHrefs(base)}
    />
  );
  const actions = (
    <Actions>
      <Button href={`/custom-track-editor/${track.id}`} variant="secondary" size="sm">
        Edit track
      </Button>
      <Button variant="secondary" size="sm" loading={store.downloadingGpx} onClick={() => void store.downloadGpx().then((file) => file && saveFile(file))}>
        Download GPX
      </Button>
      {store.gpxError ? <Lead role="alert">{store.gpxError}</Lead> : null}
    </Actions>
  );

  if (view === 'map') {
    return (
      <MapLayout>
        <MapTop>
          <Button href={base} variant="ghost" size="sm">
            Back to custom track details
          </Button>
          <PageTitle as="h1">{track.title}</PageTitle>
          {menu}
        </MapTop>
        <MapArea>
          <Suspense fallback={<PageLoading label="Loading map…" />}>
            <TracksMap
              {...mapSources}
              results={null}
              regions={[]}
              focus={{ id: track.id, type: 'Track', slug: '', title: track.title, is_closed: false, lat: track.lat, lng: track.lng }}
              focusLine={track.geojson}
              onBoundsChange={() => undefined}
              onOpenPlace={() => undefined}
            />
          </Suspense>
        </MapArea>
        <MapDetails>
          <TrackDetails location={location} nearbyHref={placeHref} description={track.description} />
        </MapDetails>
      </MapLayout>
    );
  }

  return (
    <PageContainer>
      <TrackHeader location={location} isCustomTrack backHref={pathOf('my-custom-tracks')} mapHref={`${base}/map`} />
      <MenuRow>{menu}</MenuRow>
      {view === 'details' ? (
        <>
          {actions}
          <TrackDetails location={location} nearbyHref={placeHref} description={track.description} />
          {!viewport.isDesktop && (
            <Spaced>
              <Button href={`${base}/map`} variant="secondary" fullWidth>
                Show map view
              </Button>
            </Spaced>
          )}
          <Spaced>
            <RelatedPlaces
              items={store.relatedList}
              isPressed={(filter: RelatedPlacesFilter) => store.isRelatedPressed(filter)}
              onPress={(filter) => store.pressRelated(filter)}
              emptyText={store.relatedEmptyText}
              hrefFor={placeHref}
            />
          </Spaced>
        </>
      ) : view === 'gear' ? (
        // The track becomes the plan's place first (the effect above); the gear list is that plan's.
        plan.location && isSameLocation(plan.location, planLocationOfCustomTrack(track)) ? (
          <Suspense fallback={<PageLoading label="Loading the gear list…" />}>
            <GearView />
          </Suspense>
        ) : (
          <PageLoading label="Loading the gear list…" />
        )
      ) : (
        <>
          <ViewHeading>{VIEW_HEADINGS[view](track)}</ViewHeading>
          <ViewBody>
            <Suspense fallback={<PageLoading />}>
              {view === 'alerts' ? <LocationAlerts target={{ customTrackId: track.id }} /> : <LocationWeather target={{ customTrackId: track.id }} />}
            </Suspense>
          </ViewBody>
        </>
      )}
    </PageContainer>
  );
});

export default CustomTrackPage;

const MenuRow = styled.div`
  margin: ${({ theme }) => `${theme.space.lg} 0`};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Spaced = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const ViewHeading = styled.h2`
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.heading};
`;

const ViewBody = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

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
