import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { LocationMenu } from '@planmywalk/ui';
import type { LocationKind } from '@planmywalk/domain';
import { useStores } from '../app/stores.tsx';
import type { PageProps } from '../routes/router.tsx';
import { PageContainer, PageTitle, Lead } from '../shell/PageContainer.tsx';
import { PageLoading } from '../shell/PageLoading.tsx';

type LocationType = 'track' | 'hut' | 'campsite';
type LocationView = 'details' | 'alerts' | 'weather' | 'gear' | 'plan' | 'map';

const VIEWS: readonly LocationView[] = ['alerts', 'weather', 'gear', 'plan', 'map'];

/** 'track-alerts' → ['track', 'alerts']; 'hut' → ['hut', 'details']. */
function parseRouteName(name: string): [LocationType, LocationView] {
  const [type, view] = name.split('-') as [LocationType, string | undefined];
  return [type, VIEWS.find((v) => v === view) ?? 'details'];
}

/** A track, hut or campsite page with its location menu; a 404 goes to not-found. */
const LocationPage = observer(function LocationPage({ route }: PageProps) {
  const { location: store } = useStores();
  const [type, view] = parseRouteName(route.name);
  const slug = useParams()[type] ?? '';
  const kind: LocationKind = `${type}s`;

  useEffect(() => {
    void store.load(kind, slug);
  }, [store, kind, slug]);

  if (store.notFound) return <Navigate to="/404" replace />;
  const location = store.location?.slug === slug ? store.location : null;
  if (!location) {
    return store.error ? (
      <PageContainer>
        <PageTitle>Something went wrong</PageTitle>
        <Lead role="alert">{store.error}</Lead>
      </PageContainer>
    ) : (
      <PageLoading />
    );
  }

  const base = `/${kind}/${slug}`;
  const closed = location.is_closed ? ` - ${location.type.toUpperCase()} CLOSED` : '';
  const subtitle = [location.locations[0]?.title, location.regions[0]?.title].filter(Boolean).join(', ');
  return (
    <PageContainer>
      <PageTitle>
        {location.title}
        {closed}
      </PageTitle>
      {subtitle && <Lead>{subtitle}</Lead>}
      <LocationMenu
        locationType={type}
        current={view}
        hrefs={{
          details: base,
          alerts: `${base}/alerts`,
          weather: `${base}/weather`,
          gear: `${base}/gear`,
          plan: `${base}/plan`,
        }}
        alertCount={location.alerts.metservice.length + location.alerts.nzaa.length}
      />
    </PageContainer>
  );
});

export default LocationPage;
