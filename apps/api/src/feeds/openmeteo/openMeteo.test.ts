import { describe, expect, it } from 'vitest';
import { sampleFile } from '../testing.ts';
import { FeedFormatError } from '../xml.ts';
import { elevationSamplePoints, elevationUrl, parseElevations } from './elevation.ts';
import { forecastUrl, forecastWord, parseOpenMeteoForecast } from './forecast.ts';
import { greatWalkLine } from '../testing.ts';

const TE_ANAU = { lat: -45.45, lng: 167.58 };

describe('forecastUrl', () => {
  it('asks for the place at its height, in NZ time, for the daily and hourly values the cards show', () => {
    const url = new URL(forecastUrl('https://api.open-meteo.com/v1/forecast', { lat: -45.385232, lng: 167.619159, elevation: 1085 }, null));
    expect(url.searchParams.get('latitude')).toBe('-45.3852');
    expect(url.searchParams.get('elevation')).toBe('1085');
    expect(url.searchParams.get('timezone')).toBe('Pacific/Auckland');
    expect(url.searchParams.get('hourly')).toContain('freezing_level_height');
    expect(url.searchParams.get('daily')).toContain('wind_gusts_10m_max');
    expect(url.searchParams.has('apikey')).toBe(false);
  });
  it('leaves the height to Open-Meteo when unknown, and sends a key when configured', () => {
    const url = new URL(forecastUrl('https://customer-api.open-meteo.com/v1/forecast', { ...TE_ANAU, elevation: null }, 'k'));
    expect(url.searchParams.has('elevation')).toBe(false);
    expect(url.searchParams.get('apikey')).toBe('k');
  });
});

describe('forecastWord', () => {
  it.each([
    [0, null, 5, 'fine'],
    [1, 10, -2, 'frost'],
    [2, 10, 3, 'partlycloudy'],
    [3, 60, 3, 'windy'],
    [45, null, null, 'fog'],
    [53, null, null, 'drizzle'],
    [63, 20, 4, 'rain'],
    [65, 55, 4, 'rainandwind'],
    [73, null, null, 'snowing'],
    [80, null, null, 'fewshowers'],
    [81, null, null, 'showers'],
    [85, null, null, 'fewsnowshowers'],
    [86, null, null, 'snowing'],
    [95, null, null, 'thunderstorm'],
    [99, null, null, 'hail'],
  ] as const)('code %i (wind %s km/h, min %s °C) is %s', (code, windKmh, minTemp, word) => {
    expect(forecastWord(code, { windKmh, minTemp })).toBe(word);
  });
});

describe('parseOpenMeteoForecast', () => {
  const parsed = parseOpenMeteoForecast(sampleFile('open-meteo/forecast.json'), TE_ANAU);

  it('makes a day card per day: temperatures, words, wind, the lowest freezing level, sunrise and sunset', () => {
    expect(parsed.elevation).toBe(650);
    expect(parsed.days).toHaveLength(8);
    expect(parsed.days[1]).toEqual({
      date: '2026-08-09',
      forecast_word: 'rainandwind',
      description: 'Heavy rain, 95 mm of rain',
      max_temp: 7,
      min_temp: 2,
      sunrise: expect.stringMatching(/^0[78]:\d\d$/),
      sunset: expect.stringMatching(/^17:\d\d$/),
      freezing_level: 1400,
      wind: [{ description: 'Wind', forecast: 'Northwest 55 km/h, gusts to 111 km/h' }],
      hazards: [
        { displayName: 'Wind', impactStatement: expect.stringContaining('111 km/h') },
        { displayName: 'Rain', impactStatement: expect.stringContaining('95 mm') },
      ],
    });
  });
  it('names snow, wind chill and frost', () => {
    expect(parsed.days[2]).toMatchObject({ forecast_word: 'snowing', description: 'Snow, 10 cm of snow', freezing_level: 600 });
    expect(parsed.days[2]!.hazards.map((h) => h.displayName)).toEqual(['Wind', 'Wind Chill', 'Snow']);
    expect(parsed.days[4]).toMatchObject({ forecast_word: 'frost', hazards: [expect.objectContaining({ displayName: 'Wind Chill' })] });
  });
  it('gives four parts per day, Overnight starting at 23:00 the evening before', () => {
    const second = parsed.partdays.filter((p) => (p.date_from === '2026-08-08' && p.time_from === '23:00') || (p.date_from === '2026-08-09' && p.time_from !== '23:00'));
    expect(second).toEqual([
      { date_from: '2026-08-08', time_from: '23:00', forecast_word: 'rain' },
      { date_from: '2026-08-09', time_from: '05:00', forecast_word: 'rain' },
      { date_from: '2026-08-09', time_from: '11:00', forecast_word: 'rain' },
      { date_from: '2026-08-09', time_from: '17:00', forecast_word: 'showers' },
    ]);
    // The first day's Overnight has only its hours after midnight.
    expect(parsed.partdays[0]).toEqual({ date_from: '2026-08-07', time_from: '23:00', forecast_word: 'cloudy' });
  });
  it.each([['an error page', '<html>429 Too Many Requests</html>'], ['an error answer', '{"error":true,"reason":"Latitude must be in range"}'], ['no days', '{"daily":{"time":[]}}']])(
    'refuses %s',
    (_, body) => {
      expect(() => parseOpenMeteoForecast(body, TE_ANAU)).toThrow(FeedFormatError);
    },
  );
});

describe('elevations', () => {
  it('samples the point and at most 99 points spread along a long line', () => {
    const kepler = greatWalkLine('Kepler');
    const points = elevationSamplePoints([167.58, -45.45], kepler);
    expect(points).toHaveLength(100);
    expect(points[0]).toEqual([167.58, -45.45]);
    const url = new URL(elevationUrl('https://api.open-meteo.com/v1/elevation', points.slice(0, 2), null));
    expect(url.searchParams.get('latitude')?.split(',')).toHaveLength(2);
  });
  it('reads heights in the order asked; a missing one is unknown', () => {
    expect(parseElevations('{"elevation":[190.0,1085.0]}', 3)).toEqual([190, 1085, null]);
    expect(() => parseElevations('{"reason":"x"}', 1)).toThrow(FeedFormatError);
  });
});
