import { useEffect } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { customTrackFeature, isSameLocation, LOCATION_REQUIRED, type LocationKind, locationKindOf, PLAN_QUERY_PARAMETER, planFeature, planLocationOf, planLocationOfCustomTrack } from '@planmywalk/domain';
import { Button } from '@planmywalk/ui';
import { useFeature, useStores } from '../app/stores.tsx';
import { pathOf } from '../routes/routeTable.ts';
import type { PageProps } from '../routes/appRoutes.tsx';
import { Lead, PageContainer, PageTitle } from '../shell/PageContainer.tsx';
import { PageLoading } from '../shell/PageLoading.tsx';
import { PlanEditorView } from './plan/PlanEditorView.tsx';

type PlaceType = 'track' | 'hut' | 'campsite';

/** 'track-plan' → 'track'; the plan route of no place ('plan') → null. */
function placeTypeOf(routeName: string): PlaceType | null {
  const [type] = routeName.split('-');
  return type === 'track' || type === 'hut' || type === 'campsite' ? type : null;
}

/** The custom track of /custom-tracks/{id}/plan; null on any other plan route. */
function customTrackIdOf(routeName: string, param: string | undefined): number | null {
  if (routeName !== 'custom-track-plan') return null;
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/**
 * The plan editor (spec part 2 §2), at /plan for the working plan and at a place's /plan
 * (a DOC place's or the user's custom track's), which makes that place the plan's
 * (another place starts a new plan). '?plan={id}' opens
 * a saved plan (My Walks); one the viewer may not edit goes to its read-only page.
 */
const PlanPage = observer(function PlanPage({ route }: PageProps) {
  const { location: locations } = useStores();
  const { plan } = useFeature(planFeature);
  const { customTrack } = useFeature(customTrackFeature);
  const params = useParams();
  const [query] = useSearchParams();
  const planId = query.get(PLAN_QUERY_PARAMETER);
  const routeType = placeTypeOf(route.name);
  const routeSlug = routeType ? (params[routeType] ?? null) : null;
  const customTrackId = customTrackIdOf(route.name, params.track_id);

  // The page of the place the header shows: the route's, else the working plan's.
  const kind: LocationKind | null = routeType ? `${routeType}s` : plan.location ? locationKindOf(plan.location) : null;
  const slug = routeSlug ?? plan.location?.slug ?? null;

  useEffect(() => {
    if (planId) void plan.loadForEdit(planId);
  }, [plan, planId]);

  useEffect(() => {
    if (kind && slug) void locations.load(kind, slug);
  }, [locations, kind, slug]);

  useEffect(() => {
    if (customTrackId) void customTrack.load(customTrackId);
  }, [customTrack, customTrackId]);

  const loaded = locations.location;
  const location = loaded && kind && loaded.slug === slug && `${loaded.type.toLowerCase()}s` === kind ? loaded : null;
  const track = customTrackId && customTrack.track?.id === customTrackId ? customTrack.track : null;
  // The place the route names, once loaded: a DOC place, or the user's custom track.
  const routed = routeType !== null || customTrackId !== null;
  const routedPlace = location ? planLocationOf(location) : track ? planLocationOfCustomTrack(track) : null;

  // A place's plan page makes it the plan's place (unless a saved plan is being opened).
  useEffect(() => {
    if (planId) return;
    if (routeType && location) plan.setLocation(planLocationOf(location));
    else if (track) plan.setLocation(planLocationOfCustomTrack(track));
  }, [plan, routeType, location, track, planId]);

  const trackMissing = customTrackId === 0 || (customTrackId !== null && customTrack.notFound);
  if (plan.notFound || (routeType && locations.notFound) || trackMissing) return <Navigate to={pathOf('not-found')} replace />;
  if (plan.readonlyRedirect) return <Navigate to={plan.readonlyRedirect} replace />;
  if (plan.loadError) {
    return (
      <PageContainer>
        <PageTitle>Create your trip plan</PageTitle>
        <Lead role="alert">{plan.loadError}</Lead>
        {planId ? <Button onClick={() => void plan.loadForEdit(planId)}>Try again</Button> : null}
      </PageContainer>
    );
  }
  if (routeType && locations.error && !location) {
    return (
      <PageContainer>
        <PageTitle>Create your trip plan</PageTitle>
        <Lead role="alert">{locations.error}</Lead>
        <Button onClick={() => kind && slug && void locations.load(kind, slug)}>Try again</Button>
      </PageContainer>
    );
  }

  const place = plan.location;
  const waitingForPlan = planId !== null && (plan.loading || plan.id !== planId);
  if (customTrackId && customTrack.error && !track) {
    return (
      <PageContainer>
        <PageTitle>Create your trip plan</PageTitle>
        <Lead role="alert">{customTrack.error}</Lead>
        <Button onClick={() => void customTrack.load(customTrackId)}>Try again</Button>
      </PageContainer>
    );
  }

  const waitingForPlace = routed && planId === null && (!routedPlace || !place || !isSameLocation(place, routedPlace));
  if (waitingForPlan || waitingForPlace) return <PageLoading label="Loading your trip plan…" wholePage />;

  if (!place) {
    return (
      <PageContainer>
        <PageTitle>Create your trip plan</PageTitle>
        <Lead>{LOCATION_REQUIRED}</Lead>
        <Button href={pathOf('tracks')}>Find a track, hut or campsite</Button>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <PlanEditorView place={place} location={location} />
    </PageContainer>
  );
});

export default PlanPage;
