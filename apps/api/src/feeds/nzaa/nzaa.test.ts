import { describe, expect, it } from 'vitest';
import { placeInPolygon } from '../placeGeometry.ts';
import { greatWalkLine, sampleFile } from '../testing.ts';
import { FeedFormatError } from '../xml.ts';
import { nzaaTime, parseNzaaForecasts, parseNzaaRegions } from './nzaa.ts';

describe('parseNzaaForecasts', () => {
  const advisories = parseNzaaForecasts(sampleFile('nzaa/forecast.json'));

  it('reads every forecast with its region, times in NZ time and the bands by position', () => {
    expect(advisories).toHaveLength(4);
    expect(advisories[0]).toMatchObject({
      id: 9003,
      region_id: 1,
      created: '2026-08-07T06:40:00.000Z', // 18:40 NZST
      last_edited: '2026-08-07T19:10:00.000Z',
      valid_period: 48,
    });
    expect(advisories[0]!.altitude_danger).toEqual([
      expect.objectContaining({ rating: 3, altitude_from: 1800, altitude_to: null }),
      expect.objectContaining({ rating: 2, altitude_from: 1200, altitude_to: 1800 }),
      // The lowest band says "from 1200" where it means below it: read by position, kept as sent.
      expect.objectContaining({ rating: 1, altitude_from: 1200, altitude_to: null }),
    ]);
  });
  it('sanitises the important information', () => {
    expect(advisories[0]!.important_information).toContain('<strong>wind slabs</strong>');
    const hostile = JSON.stringify({
      forecasts: [{ id: 1, regionId: 1, created: '2026-08-07 18:00:00', validPeriod: '24hrs', altitudeDanger: [], importantInformation: '<p style="x">Hi<script>x()</script></p>' }],
    });
    expect(parseNzaaForecasts(hostile)[0]!.important_information).toBe('<p>Hi</p>');
  });
  it('reads the real format of /api/forecastsearch (one forecast) too', () => {
    const one = JSON.stringify({ forecast: { id: 7, regionId: 10, created: '2025-08-14 21:35:20', validPeriod: '72hrs', altitudeDanger: [{ rating: -2, altitudeFrom: 1200 }] } });
    expect(parseNzaaForecasts(one)).toEqual([expect.objectContaining({ id: 7, valid_period: 72, altitude_danger: [expect.objectContaining({ rating: -2 })] })]);
  });
  it('reads an unknown valid period as 24 hours, and skips forecasts without id, region or time', () => {
    const odd = JSON.stringify({ forecasts: [{ id: 1, regionId: 2, created: '2026-08-07 18:00:00', validPeriod: 'a week' }, { id: 2, created: '2026-08-07 18:00:00' }, { regionId: 3 }] });
    expect(parseNzaaForecasts(odd)).toEqual([expect.objectContaining({ id: 1, valid_period: 24, altitude_danger: [] })]);
  });
  it.each([['HTML', '<html>Down for maintenance</html>'], ['another shape', '{"data": []}']])('refuses %s', (_, body) => {
    expect(() => parseNzaaForecasts(body)).toThrow(FeedFormatError);
  });
  it('reads NZ times across daylight saving', () => {
    expect(nzaaTime('2026-12-24 09:00:00')).toBe('2026-12-23T20:00:00.000Z');
    expect(nzaaTime('2026-07-24 09:00:00')).toBe('2026-07-23T21:00:00.000Z');
    expect(nzaaTime('yesterday')).toBeNull();
  });
});

describe('parseNzaaRegions and matching by advisory region', () => {
  const regions = parseNzaaRegions(sampleFile('nzaa/region.json'));
  const fiordland = regions.find((r) => r.title === 'Fiordland')!;
  const tongariro = regions.find((r) => r.title === 'Tongariro')!;

  it('reads each region with its outline from the JSON text the site sends', () => {
    expect(regions.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(fiordland.polygons).toHaveLength(1);
    expect(fiordland.polygons[0]![0]![0]).toEqual([167.0, -44.5]);
  });
  it('reads a bare GeoJSON MultiPolygon too', () => {
    const body = JSON.stringify([{ id: 9, title: 'Two parts', geometry: { type: 'MultiPolygon', coordinates: [[[[0, 0], [1, 0], [1, 1], [0, 0]]], [[[5, 5], [6, 5], [6, 6], [5, 5]]]] } }]);
    expect(parseNzaaRegions(body)[0]!.polygons).toHaveLength(2);
  });
  it('places the Kepler Track in Fiordland and not in Tongariro; the Tongariro Northern Circuit the other way', () => {
    const kepler = { point: [167.575857, -45.452183] as [number, number], line: greatWalkLine('Kepler') };
    const northern = { point: [175.6, -39.2] as [number, number], line: greatWalkLine('Tongariro Northern') };
    expect(fiordland.polygons.some((p) => placeInPolygon(kepler, p))).toBe(true);
    expect(tongariro.polygons.some((p) => placeInPolygon(kepler, p))).toBe(false);
    expect(tongariro.polygons.some((p) => placeInPolygon(northern, p))).toBe(true);
  });
});
