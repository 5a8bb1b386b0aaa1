import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type AlertsResponse, type LocationAlerts, type MetserviceAlert, type TripDates } from '@planmywalk/contracts';
import { systemClock } from '../platform/Clock.ts';
import { Ticker } from '../platform/Ticker.ts';
import { alertsResponse } from '../testing/alertsFixtures.ts';
import { AlertsStore } from './AlertsStore.ts';
import { ANSWER_KEPT_MS } from './feedTarget.ts';

const warning = (id: string, onset: string, expires: string): MetserviceAlert => ({
  id,
  headline: 'Heavy Rain Warning - Red',
  event: 'rain',
  event_name: 'Heavy Rain Warning',
  severity: 'severe',
  colour: 'Red',
  onset,
  expires,
  sent: onset,
  area: { description: 'Fiordland' },
  description: 'Rain',
  instruction: null,
  parameters: [],
  web: null,
  sample: true,
});

const response = (metservice: MetserviceAlert[]): AlertsResponse => alertsResponse({ metservice, sample: true });

function setup(options: { dates?: TripDates | null; embedded?: LocationAlerts | null } = {}) {
  const api = {
    getAlerts: vi.fn<(routeType: string, slug: string) => Promise<AlertsResponse>>(),
    getCustomTrackAlerts: vi.fn<(id: number) => Promise<AlertsResponse>>(),
    getPlanAlerts: vi.fn<(guid: string) => Promise<AlertsResponse>>(),
  };
  let dates = options.dates ?? null;
  const store = new AlertsStore({
    api,
    ticker: new Ticker(systemClock),
    workingDates: () => dates,
    embeddedAlerts: () => options.embedded ?? null,
  });
  return { store, api, setDates: (d: TripDates | null) => (dates = d) };
}

describe('AlertsStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-08-08T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const today = warning('today', '2026-08-08T06:00:00Z', '2026-08-09T06:00:00Z');
  const later = warning('later', '2026-08-12T00:00:00Z', '2026-08-13T00:00:00Z');

  it('loads a location’s alerts and shows those not yet ended without dates', async () => {
    const { store, api } = setup();
    api.getAlerts.mockResolvedValue(response([today, later]));
    const loading = store.load({ routeType: 'track', slug: 'kepler-track' });
    expect(store.view).toBeNull();
    await loading;
    expect(api.getAlerts).toHaveBeenCalledWith('track', 'kepler-track');
    expect(store.view?.weather[0]!.warnings.map((w) => w.id)).toEqual(['today', 'later']);
    expect(store.view?.sample).toBe(true);
  });

  it('keeps an answer under ANSWER_KEPT_MS old (the page the server drew opens with it), then asks again', async () => {
    const { store, api } = setup();
    api.getAlerts.mockResolvedValue(response([today]));
    const kepler = { routeType: 'track', slug: 'kepler-track' } as const;
    await store.load(kepler);
    await store.load(kepler);
    expect(api.getAlerts).toHaveBeenCalledTimes(1);
    expect(store.loading).toBe(false);
    vi.advanceTimersByTime(ANSWER_KEPT_MS);
    await store.load(kepler);
    expect(api.getAlerts).toHaveBeenCalledTimes(2);
    store.clear();
    await store.load(kepler);
    expect(api.getAlerts).toHaveBeenCalledTimes(3);
  });

  it('asks again after a failed call', async () => {
    const { store, api } = setup();
    api.getAlerts.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(response([today]));
    const kepler = { routeType: 'track', slug: 'kepler-track' } as const;
    await store.load(kepler);
    await store.load(kepler);
    expect(api.getAlerts).toHaveBeenCalledTimes(2);
    expect(store.failed).toBe(false);
  });

  it('follows the working plan’s dates as they change', async () => {
    const { store, api, setDates } = setup();
    api.getAlerts.mockResolvedValue(response([today, later]));
    await store.load({ routeType: 'track', slug: 'kepler-track' });
    setDates({ start: '2026-08-12', end: '2026-08-12', start_time: null, end_time: null });
    expect(store.view?.weather[0]!.warnings.map((w) => w.id)).toEqual(['later']);
  });

  it('on a plan page, a plan’s dates are pinned', async () => {
    const { store, api } = setup({ dates: { start: '2026-08-12', end: '2026-08-12', start_time: null, end_time: null } });
    api.getAlerts.mockResolvedValue(response([today, later]));
    await store.load({ routeType: 'track', slug: 'kepler-track' }, { start: '2026-08-08', end: '2026-08-08', start_time: null, end_time: null });
    expect(store.view?.weather[0]!.warnings.map((w) => w.id)).toEqual(['today']);
  });

  it('when the call fails, uses the location’s embedded alerts', async () => {
    const { store, api } = setup({ embedded: { metservice: [today], nzaa: [], doc: [] } });
    api.getAlerts.mockRejectedValue(new ApiError(503, 'down'));
    await store.load({ routeType: 'track', slug: 'kepler-track' });
    expect(store.view?.weather).toHaveLength(1);
    expect(store.loading).toBe(false);
  });

  it('when the call fails and nothing is embedded, shows the empty state', async () => {
    const { store, api } = setup();
    api.getAlerts.mockRejectedValue(new Error('offline'));
    await store.load({ routeType: 'track', slug: 'kepler-track' });
    expect(store.view?.isEmpty).toBe(true);
  });

  it('an older answer does not replace a newer location’s', async () => {
    const { store, api } = setup();
    let resolveFirst: (r: AlertsResponse) => void = () => undefined;
    api.getAlerts.mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve))).mockResolvedValueOnce(response([later]));
    const first = store.load({ routeType: 'track', slug: 'a' });
    await store.load({ routeType: 'track', slug: 'b' });
    resolveFirst(response([today]));
    await first;
    expect(store.key).toBe('track/b');
    expect(store.view?.weather[0]!.warnings.map((w) => w.id)).toEqual(['later']);
  });

  it('given a custom track, asks for the alerts of its line, and the answer is for it alone', async () => {
    const { store, api } = setup({ embedded: { metservice: [today], nzaa: [], doc: [] } });
    api.getCustomTrackAlerts.mockResolvedValue(response([later]));
    await store.load({ customTrackId: 12 });
    expect(api.getCustomTrackAlerts).toHaveBeenCalledWith(12);
    expect(api.getAlerts).not.toHaveBeenCalled();
    expect(store.key).toBe('custom-track/12');
    expect(store.view?.weather[0]!.warnings.map((w) => w.id)).toEqual(['later']);
  });

  it('given a custom track whose call fails, shows the empty state (a custom track embeds no alerts)', async () => {
    const embeddedAlerts = vi.fn(() => ({ metservice: [today], nzaa: [], doc: [] }));
    const store = new AlertsStore({
      api: { getAlerts: vi.fn(), getPlanAlerts: vi.fn(), getCustomTrackAlerts: vi.fn(() => Promise.reject(new ApiError(404, 'We could not find that custom track.'))) },
      ticker: new Ticker(systemClock),
      workingDates: () => null,
      embeddedAlerts,
    });
    await store.load({ customTrackId: 12 });
    expect(embeddedAlerts).not.toHaveBeenCalled();
    expect(store.view?.isEmpty).toBe(true);
    expect(store.loading).toBe(false);
  });

  describe('the age of the alerts, for a page read offline', () => {
    const feed = (feed: 'metservice' | 'nzaa' | 'doc', fetched_at: string | null, enabled = true) => ({ feed, fetched_at, stale: false, enabled });

    it.each([
      { scenario: 'the oldest of the feeds that answered', feeds: [feed('metservice', '2026-08-07T23:00:00Z'), feed('nzaa', '2026-08-07T21:00:00Z'), feed('doc', null)], expected: 'Alerts as of 3 hours ago' },
      { scenario: 'a feed that is not configured does not count', feeds: [feed('metservice', '2026-08-07T23:00:00Z'), feed('doc', '2026-08-01T00:00:00Z', false)], expected: 'Alerts as of 1 hour ago' },
      { scenario: 'no feed has answered yet', feeds: [feed('metservice', null)], expected: null },
    ])('$scenario', async ({ feeds, expected }) => {
      const { store, api } = setup();
      api.getAlerts.mockResolvedValue({ ...response([today]), feeds });
      await store.load({ routeType: 'track', slug: 'kepler-track' });
      expect(store.ageText).toBe(expected);
      expect(store.failed).toBe(false);
    });

    it('given no answer (offline, nothing kept on the device), says it failed and gives no age', async () => {
      const { store, api } = setup();
      api.getAlerts.mockRejectedValue(new TypeError('fetch failed'));
      await store.load({ routeType: 'track', slug: 'kepler-track' });
      expect(store.failed).toBe(true);
      expect(store.ageText).toBeNull();
      expect(store.loading).toBe(false);
    });
  });
});
