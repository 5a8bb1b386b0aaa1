import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ForecastGroup } from '@planmywalk/contracts';
import { systemClock } from '../platform/Clock.ts';
import { Ticker } from '../platform/Ticker.ts';
import { ANSWER_KEPT_MS } from '../alerts/feedTarget.ts';
import { WeatherStore } from './WeatherStore.ts';

const group = (type: ForecastGroup['type'], dates: string[]): ForecastGroup => ({
  type,
  issued: '2026-08-08T00:00:00Z',
  elevation: 1400,
  partdays: [],
  forecasts: dates.map((date) => ({ date, forecast_word: 'fine', description: 'Fine', max_temp: 5, min_temp: -1, sunrise: '07:50', sunset: '17:30', freezing_level: 1200, wind: [], hazards: [] })),
  provider: { name: 'Open-Meteo', url: 'https://open-meteo.com/' },
  fetched_at: '2026-08-08T00:00:00Z',
  stale: false,
  sample: false,
});

function setup() {
  const api = {
    getForecasts: vi.fn<(routeType: string, slug: string) => Promise<ForecastGroup[]>>(),
    getCustomTrackForecasts: vi.fn<(id: number) => Promise<ForecastGroup[]>>(),
    getPlanForecasts: vi.fn<(guid: string) => Promise<ForecastGroup[]>>(),
  };
  const store = new WeatherStore({ api, ticker: new Ticker(systemClock), workingDates: () => null });
  return { store, api };
}

describe('WeatherStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-08-08T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the alpine forecast from today, its first day open', async () => {
    const { store, api } = setup();
    api.getForecasts.mockResolvedValue([group('forecast', ['2026-08-08']), group('alpine', ['2026-08-07', '2026-08-08', '2026-08-09'])]);
    await store.load({ routeType: 'track', slug: 'kepler-track' });
    expect(store.view.isAlpine).toBe(true);
    expect(store.view.days.map((d) => d.day.date)).toEqual(['2026-08-08', '2026-08-09']);
    expect([...store.expanded]).toEqual(['2026-08-08']);
    store.toggleDay('2026-08-09');
    store.toggleDay('2026-08-08');
    expect([...store.expanded]).toEqual(['2026-08-09']);
  });

  it('keeps an answer under ANSWER_KEPT_MS old (the page the server drew opens with it), then asks again', async () => {
    const { store, api } = setup();
    api.getForecasts.mockResolvedValue([group('forecast', ['2026-08-08'])]);
    const kepler = { routeType: 'track', slug: 'kepler-track' } as const;
    await store.load(kepler);
    await store.load(kepler);
    expect(api.getForecasts).toHaveBeenCalledTimes(1);
    expect(store.loading).toBe(false);
    vi.advanceTimersByTime(ANSWER_KEPT_MS);
    await store.load(kepler);
    expect(api.getForecasts).toHaveBeenCalledTimes(2);
    await store.load({ routeType: 'hut', slug: 'luxmore-hut' });
    expect(api.getForecasts).toHaveBeenCalledTimes(3);
  });

  it('a failed call stops loading and shows the empty state', async () => {
    const { store, api } = setup();
    api.getForecasts.mockRejectedValue(new Error('offline'));
    await store.load({ routeType: 'hut', slug: 'luxmore-hut' });
    expect(store.loading).toBe(false);
    expect(store.view.isEmpty).toBe(true);
  });

  it('a plan’s dates limit the days', async () => {
    const { store, api } = setup();
    api.getForecasts.mockResolvedValue([group('forecast', ['2026-08-08', '2026-08-09', '2026-08-10'])]);
    await store.load({ routeType: 'track', slug: 'kepler-track' }, { start: '2026-08-09', end: '2026-08-09', start_time: null, end_time: null });
    expect(store.view.days.map((d) => d.day.date)).toEqual(['2026-08-09']);
  });

  it.each([
    ['answers', [group('forecast', ['2026-08-08', '2026-08-09'])], ['2026-08-08', '2026-08-09']],
    ['fails', null, []],
  ] as const)('given a custom track whose forecast call %s, shows its days from its own call', async (_, groups, days) => {
    const { store, api } = setup();
    if (groups) api.getCustomTrackForecasts.mockResolvedValue([...groups]);
    else api.getCustomTrackForecasts.mockRejectedValue(new Error('offline'));
    await store.load({ customTrackId: 7 });
    expect(api.getCustomTrackForecasts).toHaveBeenCalledWith(7);
    expect(api.getForecasts).not.toHaveBeenCalled();
    expect(store.key).toBe('custom-track/7');
    expect(store.loading).toBe(false);
    expect(store.view.days.map((d) => d.day.date)).toEqual(days);
  });

  it.each([
    { scenario: 'a copy fetched two hours ago', fetched: '2026-08-07T22:00:00Z', answers: true, expected: 'Forecast as of 2 hours ago', failed: false },
    { scenario: 'a copy fetched seconds ago', fetched: '2026-08-07T23:59:40Z', answers: true, expected: 'Forecast as of just now', failed: false },
    { scenario: 'no answer (offline, nothing kept)', fetched: '', answers: false, expected: null, failed: true },
  ])('says how old the forecast is, from when it was fetched from its provider: $scenario', async ({ fetched, answers, expected, failed }) => {
    const { store, api } = setup();
    if (answers) api.getForecasts.mockResolvedValue([{ ...group('forecast', ['2026-08-08']), fetched_at: fetched }]);
    else api.getForecasts.mockRejectedValue(new TypeError('fetch failed'));
    await store.load({ routeType: 'track', slug: 'kepler-track' });
    expect(store.ageText).toBe(expected);
    expect(store.failed).toBe(failed);
  });
});
