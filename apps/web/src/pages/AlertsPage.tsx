import { useEffect } from 'react';
import { useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { alertsFeature, feedTargetOf, planFeature, planFeedTargetOf, walksFeature, weatherFeature } from '@planmywalk/domain';
import styled from 'styled-components';
import { Button, Link } from '@planmywalk/ui';
import { LocationAlerts } from '../alerts/LocationAlerts.tsx';
import { LocationWeather } from '../alerts/LocationWeather.tsx';
import { useFeature } from '../app/stores.tsx';
import type { PageProps } from '../routes/appRoutes.tsx';
import { pathOf } from '../routes/routeTable.ts';
import { PageContainer, PageTitle, Lead } from '../shell/PageContainer.tsx';
import { PageLoading } from '../shell/PageLoading.tsx';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * /alerts and /weather (spec part 2 §2): the alerts or the forecast of the working
 * plan's location, for its dates; without one, 'You haven't selected a location'.
 */
export const WorkingPlanAlertsPage = observer(function WorkingPlanAlertsPage({ route }: PageProps) {
  const { plan } = useFeature(planFeature);
  const weather = route.name === 'weather';
  const location = plan.location;
  const target = location ? feedTargetOf(location) : null;
  if (!location || !target) {
    return (
      <PageContainer>
        <PageTitle>You haven't selected a location</PageTitle>
        <Lead>
          Choose a track, hut or campsite to see its {weather ? 'weather forecast' : 'alerts and weather warnings'}.
        </Lead>
        <Button href={pathOf('tracks')}>Select a location</Button>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageTitle>
        {weather
          ? `${location.title} - Weather Forecast for Your Walk or Hike`
          : `${location.title} - ${capitalise(location.singular_name)} Alerts & Weather Warnings`}
      </PageTitle>
      {weather ? <LocationWeather target={target} headingLevel={2} /> : <LocationAlerts target={target} headingLevel={2} />}
    </PageContainer>
  );
});

const Place = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;

/**
 * /plan/{guid}/alerts and /plan/{guid}/weather (spec part 2 §2, §4): the plan is
 * fetched first, then the alerts or forecasts of its location for its dates; any
 * failure shows the empty state.
 */
export const PlanAlertsPage = observer(function PlanAlertsPage({ route }: PageProps) {
  const { readonlyPlan } = useFeature(walksFeature);
  const { alerts } = useFeature(alertsFeature);
  const { weather } = useFeature(weatherFeature);
  const guid = useParams().guid ?? '';
  const forWeather = route.name === 'plan-weather';
  useEffect(() => {
    void readonlyPlan.load(guid);
  }, [readonlyPlan, guid]);
  const plan = readonlyPlan.plan?.id === guid ? readonlyPlan.plan : null;
  const target = plan ? planFeedTargetOf(plan) : null;
  useEffect(() => {
    if (readonlyPlan.notFound || readonlyPlan.error) {
      alerts.clear();
      weather.clear();
    }
  }, [readonlyPlan.notFound, readonlyPlan.error, alerts, weather]);

  if (!plan && readonlyPlan.loading) return <PageLoading label={forWeather ? 'Loading weather...' : 'Loading alerts...'} wholePage />;
  const location = plan?.location;
  const place = location ? [location.locations[0]?.title, location.regions[0]?.title].filter(Boolean).join(', ') : '';
  return (
    <PageContainer>
      <PageTitle>{location ? `${forWeather ? 'Forecast for' : 'Alerts for'} ${location.title}` : forWeather ? 'Forecast' : 'Alerts'}</PageTitle>
      {place ? <Place>{place}</Place> : null}
      {target && plan ? (
        forWeather ? (
          <LocationWeather target={target} dates={plan.date} headingLevel={2} />
        ) : (
          <LocationAlerts target={target} dates={plan.date} headingLevel={2} />
        )
      ) : (
        <Lead>{forWeather ? 'No forecast available for your trip dates' : 'No alerts available for your trip dates'}</Lead>
      )}
      <Actions>
        {forWeather ? (
          <Button href={`/plan/${encodeURIComponent(guid)}/alerts`} variant="secondary">
            View alerts
          </Button>
        ) : (
          <Button href={`/plan/${encodeURIComponent(guid)}/weather`} variant="secondary">
            View the weather forecast
          </Button>
        )}{' '}
        <Link href={`/plan/${encodeURIComponent(guid)}`}>Back to the trip plan</Link>
      </Actions>
    </PageContainer>
  );
});

/** One page component for the four routes, lazily loaded. */
export default function AlertsPage(props: PageProps) {
  return props.route.name.startsWith('plan-') ? <PlanAlertsPage {...props} /> : <WorkingPlanAlertsPage {...props} />;
}
