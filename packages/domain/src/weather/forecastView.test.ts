import { describe, expect, it } from 'vitest';
import type { DailyForecast, ForecastGroup } from '@planmywalk/contracts';
import { chooseForecast, forecastDays, partDayBand, partDaysOf, weatherView } from './forecastView.ts';

const day = (date: string): DailyForecast => ({
  date,
  forecast_word: 'fine',
  description: 'Fine',
  max_temp: 10,
  min_temp: 2,
  sunrise: '07:50',
  sunset: '17:30',
  freezing_level: 1500,
  wind: [],
  hazards: [],
});
const group = (type: ForecastGroup['type'], dates: string[]): ForecastGroup => ({
  type,
  issued: '2026-08-08T00:00:00Z',
  elevation: 500,
  partdays: [
    { date_from: '2026-08-07', time_from: '23:00', forecast_word: 'rain' },
    { date_from: '2026-08-08', time_from: '05:00', forecast_word: 'showers' },
    { date_from: '2026-08-08', time_from: '11:00', forecast_word: 'fine' },
    { date_from: '2026-08-08', time_from: '17:00', forecast_word: 'cloudy' },
    { date_from: '2026-08-08', time_from: '23:00', forecast_word: 'frost' },
  ],
  forecasts: dates.map(day),
  provider: { name: 'Open-Meteo', url: 'https://open-meteo.com/' },
  fetched_at: '2026-08-08T00:00:00Z',
  stale: false,
  sample: false,
});

describe('partDayBand', () => {
  it.each([
    ['23:00', 'Overnight'],
    ['00:00', 'Overnight'],
    ['04:59', 'Overnight'],
    ['05:00', 'Morning'],
    ['10:59', 'Morning'],
    ['11:00', 'Afternoon'],
    ['17:00', 'Evening'],
    ['22:59', 'Evening'],
  ])('%s is %s', (time, band) => expect(partDayBand(time)).toBe(band));
});

describe('partDaysOf', () => {
  it('gives a day its night from 23:00 the evening before, then morning, afternoon and evening', () => {
    expect(partDaysOf(group('forecast', []).partdays, '2026-08-08')).toEqual([
      { band: 'Overnight', word: 'rain' },
      { band: 'Morning', word: 'showers' },
      { band: 'Afternoon', word: 'fine' },
      { band: 'Evening', word: 'cloudy' },
    ]);
    expect(partDaysOf(group('forecast', []).partdays, '2026-08-09')).toEqual([{ band: 'Overnight', word: 'frost' }]);
  });
});

describe('chooseForecast', () => {
  it.each([
    [['regional', 'forecast', 'alpine'], 'alpine'],
    [['regional', 'forecast'], 'forecast'],
    [['regional'], 'regional'],
  ] as const)('from %j prefers %s', (types, chosen) => {
    expect(chooseForecast(types.map((t) => group(t, ['2026-08-08'])))?.type).toBe(chosen);
  });
  it('skips a group without days, and is null without any', () => {
    expect(chooseForecast([group('alpine', []), group('forecast', ['2026-08-08'])])?.type).toBe('forecast');
    expect(chooseForecast([])).toBeNull();
  });
});

describe('forecastDays and weatherView', () => {
  const dates = ['2026-08-07', '2026-08-08', '2026-08-09', '2026-08-10'];
  it('drops the days before today', () => {
    expect(forecastDays(group('forecast', dates).forecasts, null, '2026-08-08').map((d) => d.date)).toEqual(['2026-08-08', '2026-08-09', '2026-08-10']);
  });
  it('keeps only the trip’s days when dates are chosen', () => {
    expect(forecastDays(group('forecast', dates).forecasts, { start: '2026-08-09', end: '2026-08-12' }, '2026-08-08').map((d) => d.date)).toEqual(['2026-08-09', '2026-08-10']);
  });
  it('is empty for a trip beyond the forecast', () => {
    expect(weatherView([group('forecast', dates)], { start: '2026-09-01', end: '2026-09-02' }, '2026-08-08')).toMatchObject({ isEmpty: true, days: [] });
  });
  it('says whether it is alpine, sample data or stale', () => {
    const view = weatherView([{ ...group('alpine', dates), sample: true, stale: true }], null, '2026-08-08');
    expect(view).toMatchObject({ isAlpine: true, sample: true, stale: true, isEmpty: false });
    expect(view.days[0]!.parts).toHaveLength(4);
  });
});
