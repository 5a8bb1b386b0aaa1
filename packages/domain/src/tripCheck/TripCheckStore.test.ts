import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlertsResponse, ForecastGroup, MetserviceAlert, PlanLocation, TripDates } from '@planmywalk/contracts';
import { systemClock } from '../platform/Clock.ts';
import { Ticker } from '../platform/Ticker.ts';
import { feedTargetOf, planFeedTargetOf } from '../alerts/feedTarget.ts';
import { alertsResponse } from '../testing/alertsFixtures.ts';
import { TripCheckStore } from './TripCheckStore.ts';

const AROHA = { level: 'Intermediate', name: 'Aroha', planner: true } as const;
const WALKER = { kind: 'walker' } as const;

const kepler: PlanLocation = {
  id: 7,
  type: 'Track',
  slug: 'kepler-track',
  title: 'Kepler Track',
  singular_name: 'track',
  is_closed: false,
  locations: [{ title: 'Fiordland National Park' }],
  regions: [{ id: 1, title: 'Fiordland' }],
  lat: -45.45,
  lng: 167.58,
  thumbnail: null,
  distance: 60,
  walking_duration: '3-4 days',
  difficulty: [{ id: 3, title: 'Intermediate' }],
};

const dates: TripDates = {
  start: '2026-08-10',
  end: '2026-08-12',
  start_time: { hour: '08', minute: '00', meridiem: 'AM' },
  end_time: { hour: '03', minute: '00', meridiem: 'PM' },
};

const redRain: MetserviceAlert = {
  id: 'r',
  headline: 'Heavy Rain Warning - Red',
  event: 'rain',
  event_name: 'Heavy Rain Warning',
  severity: 'severe',
  colour: 'Red',
  onset: '2026-08-10T06:00:00Z',
  expires: '2026-08-11T06:00:00Z',
  sent: '2026-08-08T00:00:00Z',
  area: { description: 'Fiordland' },
  description: '',
  instruction: null,
  parameters: [],
  web: null,
  sample: true,
};

/** The place's alerts, MetService's feed having answered at `fetchedAt` (null: never), the avalanche advisory's at noon. */
const alerts = (metservice: MetserviceAlert[], fetchedAt: string | null = '2026-08-08T00:00:00Z'): AlertsResponse =>
  alertsResponse({
    metservice,
    feeds: [
      { feed: 'metservice', fetched_at: fetchedAt, stale: false, enabled: true },
      { feed: 'nzaa', fetched_at: '2026-08-08T00:00:00Z', stale: false, enabled: true },
    ],
    sample: true,
  });

const alpine: ForecastGroup = {
  type: 'alpine',
  issued: '2026-08-08T00:00:00Z',
  elevation: 1400,
  partdays: [],
  forecasts: ['2026-08-10', '2026-08-11'].map((date) => ({ date, forecast_word: 'snowing', description: 'Snow', max_temp: 2, min_temp: -3, sunrise: '07:50', sunset: '17:30', freezing_level: 700, wind: [], hazards: [{ displayName: 'Snow', impactStatement: '' }] })),
  provider: { name: 'Open-Meteo', url: 'https://open-meteo.com/' },
  fetched_at: '2026-08-08T00:00:00Z',
  stale: false,
  sample: true,
};

function setup() {
  const api = {
    getAlerts: vi.fn<(routeType: string, slug: string) => Promise<AlertsResponse>>(),
    getForecasts: vi.fn<(routeType: string, slug: string) => Promise<ForecastGroup[]>>(),
    getCustomTrackAlerts: vi.fn<(id: number) => Promise<AlertsResponse>>(),
    getCustomTrackForecasts: vi.fn<(id: number) => Promise<ForecastGroup[]>>(),
    getPlanAlerts: vi.fn<(guid: string) => Promise<AlertsResponse>>(),
    getPlanForecasts: vi.fn<(guid: string) => Promise<ForecastGroup[]>>(),
  };
  return { api, store: new TripCheckStore({ api, ticker: new Ticker(systemClock) }) };
}

describe('TripCheckStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-08-08T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('judges the plan from its place’s alerts and forecast, with links to where to act', async () => {
    const { api, store } = setup();
    api.getAlerts.mockResolvedValue(alerts([redRain]));
    api.getForecasts.mockResolvedValue([alpine]);
    await store.load(feedTargetOf(kepler));
    const view = store.view({ location: kepler, dates, party: AROHA, reader: WALKER, planId: 'p1', canEdit: true });
    expect(view).toMatchObject({ verdict: 'reconsider', headline: 'Think again about this trip', sample: true });
    expect(view.reasons[0]).toMatchObject({ topic: 'warnings', level: 'danger', levelLabel: 'Danger', actionLabel: 'See the alerts', actionHref: '/plan/p1/alerts' });
    expect(view.reasons.find((r) => r.topic === 'freezing')).toMatchObject({ level: 'caution', actionLabel: 'Check your gear', actionHref: '/tracks/kepler-track/gear' });
    expect(view.reasons.find((r) => r.topic === 'duration')).toMatchObject({ level: 'ok', actionHref: '/tracks/kepler-track/plan?plan=p1' });
  });

  it('a viewer who cannot edit gets no links to change the plan, and the walker’s experience in their name', async () => {
    const { api, store } = setup();
    api.getAlerts.mockResolvedValue(alerts([]));
    api.getForecasts.mockResolvedValue([alpine]);
    await store.load(feedTargetOf(kepler));
    const view = store.view({ location: kepler, dates, party: AROHA, reader: { kind: 'others', walker: 'Aroha' }, planId: 'p1', canEdit: false });
    // The same experience row as the walker's, worded for someone else (ADR 058).
    expect(view.reasons.find((r) => r.topic === 'experience')?.detail).toMatch(/^Aroha is Intermediate; /);
    expect(view.reasons.find((r) => r.topic === 'freezing')).toMatchObject({ actionLabel: null, actionHref: null });
  });

  it('failed calls leave the warnings and forecast unknown, never OK', async () => {
    const { api, store } = setup();
    api.getAlerts.mockRejectedValue(new Error('offline'));
    api.getForecasts.mockRejectedValue(new Error('offline'));
    await store.load(feedTargetOf(kepler));
    const view = store.view({ location: kepler, dates, party: AROHA, reader: WALKER, planId: null, canEdit: true });
    expect(view.reasons.filter((r) => r.level === 'unknown').map((r) => r.topic)).toEqual(['doc-alerts', 'warnings', 'forecast']);
    expect(view.verdict).toBe('caution');
  });

  it('a MetService feed that has never answered leaves the warnings unknown, as the emergency contact’s email does, not "No weather warnings"', async () => {
    const { api, store } = setup();
    api.getAlerts.mockResolvedValue(alerts([], null));
    api.getForecasts.mockResolvedValue([alpine]);
    await store.load(feedTargetOf(kepler));
    const view = store.view({ location: kepler, dates, party: AROHA, reader: WALKER, planId: null, canEdit: true });
    expect(view.reasons.find((r) => r.topic === 'warnings')).toMatchObject({ level: 'unknown', detail: "We could not get MetService's warnings: check them before going." });
  });

  it('a stale MetService copy with no warnings leaves them unknown, with its age, not "No weather warnings"', async () => {
    const { api, store } = setup();
    const old = alerts([]);
    // Fetched six hours before this test's clock (2026-08-08 00:00 UTC); its last attempts failed.
    api.getAlerts.mockResolvedValue({
      ...old,
      feeds: old.feeds.map((feed) => (feed.feed === 'metservice' ? { ...feed, fetched_at: '2026-08-07T18:00:00Z', stale: true } : feed)),
    });
    api.getForecasts.mockResolvedValue([alpine]);
    await store.load(feedTargetOf(kepler));
    const view = store.view({ location: kepler, dates, party: AROHA, reader: WALKER, planId: null, canEdit: true });
    expect(view.reasons.find((r) => r.topic === 'warnings')).toMatchObject({
      level: 'unknown',
      detail: 'MetService has not answered lately: its last warnings, 6 hr old, had none for your dates. Check them before going.',
    });
  });

  it('an avalanche advisory feed that has never answered leaves the avalanche danger of an alpine trip unknown, and the trip a caution', async () => {
    const { api, store } = setup();
    const silent = alerts([]);
    api.getAlerts.mockResolvedValue({ ...silent, feeds: silent.feeds.map((feed) => (feed.feed === 'nzaa' ? { ...feed, fetched_at: null } : feed)) });
    api.getForecasts.mockResolvedValue([{ ...alpine, forecasts: alpine.forecasts.map((day) => ({ ...day, freezing_level: 3000, hazards: [] })) }]);
    await store.load(feedTargetOf(kepler));
    const view = store.view({ location: kepler, dates, party: AROHA, reader: WALKER, planId: null, canEdit: true });
    expect(view.reasons.find((r) => r.topic === 'avalanche')).toMatchObject({ level: 'unknown', actionHref: '/tracks/kepler-track/alerts' });
    expect(view.verdict).toBe('caution');
  });

  it('on a custom track, judges from the alerts and forecast of its line, not from the place loaded before', async () => {
    const { api, store } = setup();
    api.getAlerts.mockResolvedValue(alerts([redRain]));
    api.getForecasts.mockResolvedValue([alpine]);
    await store.load(feedTargetOf(kepler));
    const mine = { ...kepler, id: 12, type: 'Custom Track' as const, slug: null, title: 'My loop', singular_name: 'custom track' };
    api.getCustomTrackAlerts.mockResolvedValue(alerts([]));
    api.getCustomTrackForecasts.mockResolvedValue([alpine]);
    await store.load(feedTargetOf(mine));
    expect(api.getCustomTrackAlerts).toHaveBeenCalledWith(12);
    expect(api.getCustomTrackForecasts).toHaveBeenCalledWith(12);
    expect(store.key).toBe('custom-track/12');
    const view = store.view({ location: mine, dates, party: AROHA, reader: WALKER, planId: 'p1', canEdit: true });
    expect(view.reasons.find((r) => r.topic === 'warnings')?.level).toBe('ok');
    expect(view.reasons.find((r) => r.topic === 'freezing')).toMatchObject({ level: 'caution', actionHref: '/custom-tracks/12/gear' });
  });

  it('for a reader of a saved custom-track plan, asks through the plan’s link (the track is its owner’s alone)', async () => {
    const { api, store } = setup();
    const mine = { ...kepler, id: 12, type: 'Custom Track' as const, slug: null, title: 'My loop', singular_name: 'custom track' };
    api.getPlanAlerts.mockResolvedValue(alerts([redRain]));
    api.getPlanForecasts.mockResolvedValue([alpine]);
    await store.load(planFeedTargetOf({ id: 'p1', location: mine }));
    expect(api.getPlanAlerts).toHaveBeenCalledWith('p1');
    expect(api.getPlanForecasts).toHaveBeenCalledWith('p1');
    expect(api.getCustomTrackAlerts).not.toHaveBeenCalled();
    expect(store.key).toBe('plan/p1');
    const view = store.view({ location: mine, dates, party: AROHA, reader: { kind: 'others', walker: 'Aroha' }, planId: 'p1', canEdit: false });
    expect(view.reasons.find((r) => r.topic === 'warnings')).toMatchObject({ level: 'danger', actionHref: '/plan/p1/alerts' });
  });

  it('for a reader of a saved plan on a DOC track, asks the track’s own public feeds', async () => {
    const { api, store } = setup();
    api.getAlerts.mockResolvedValue(alerts([]));
    api.getForecasts.mockResolvedValue([alpine]);
    await store.load(planFeedTargetOf({ id: 'p1', location: kepler }));
    expect(api.getAlerts).toHaveBeenCalledWith('track', 'kepler-track');
    expect(api.getPlanAlerts).not.toHaveBeenCalled();
  });
});
