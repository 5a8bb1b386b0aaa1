import { GPX_MARKERS_MAX, GPX_POINTS_MAX, GPX_TOO_MANY_POINTS, INVALID_GPX, SEGMENT_POINTS_MAX, lineLengthMetres } from '@planmywalk/contracts';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.ts';
import { gpxToMarkers, markerIndices, type SimplificationWork } from './gpxMarkers.ts';
import { readGpx, type LngLat } from './readGpx.ts';
import { gpxFilename, writeGpx } from './writeGpx.ts';

/** A walk of n points up a valley near Arthur's Pass, winding in small bends and wide ones. */
const walk = (n: number): LngLat[] =>
  Array.from({ length: n }, (_, i) => [
    Number((171.56 + i * 1e-4).toFixed(6)),
    Number((-42.94 + Math.sin(i / 15) * 2e-3 + Math.sin(i / 400) * 2e-2).toFixed(6)),
  ]);

/** The probe's attack (issue 29): every point 1 km to the side of the one before, up a valley. */
const zigzag = (n: number): LngLat[] => Array.from({ length: n }, (_, i) => [171.5 + i * 1e-5, -42.9 + (i % 2) * 0.01]);
/** A walk along one parallel: no point is off the line between its ends. */
const straight = (n: number): LngLat[] => Array.from({ length: n }, (_, i) => [171.5 + i * 1e-6, -42.9]);

const gpxOf = (body: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1">${body}</gpx>`);
const trk = (points: LngLat[], name = 'Valley walk') =>
  `<trk><name>${name}</name><trkseg>${points.map(([lng, lat]) => `<trkpt lat="${lat}" lon="${lng}"><ele>700</ele></trkpt>`).join('')}</trkseg></trk>`;

const refusal = (f: () => unknown): { status: number; message: string } => {
  try {
    f();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('readGpx', () => {
  it('reads a track’s name and points, in [lng, lat]', () => {
    const content = readGpx(gpxOf(trk(walk(5))));
    expect(content.name).toBe('Valley walk');
    expect(content.lines).toEqual([walk(5)]);
  });

  it('reads routes and several track segments in file order', () => {
    const rte = `<rte><name>Route</name>${walk(3).map(([lng, lat]) => `<rtept lat="${lat}" lon="${lng}"/>`).join('')}</rte>`;
    const content = readGpx(gpxOf(`${trk(walk(4))}${rte}`));
    expect(content.lines).toHaveLength(2);
  });

  it.each([
    ['an empty file', Buffer.from('')],
    ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    ['JSON', Buffer.from('{"type":"FeatureCollection","features":[]}')],
    ['broken XML', Buffer.from('<gpx version="1.1"><trk><trkseg><trkpt lat="-42" lon="171"></trkseg>')],
    ['a GPX with only waypoints', gpxOf('<wpt lat="-42.9" lon="171.5"><name>Hut</name></wpt>')],
    ['a track of one point', gpxOf(trk(walk(1)))],
    ['a document type declaring entities', Buffer.from('<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY a "aaaaaaaaaa">]><gpx version="1.1"><trk><trkseg><trkpt lat="-42" lon="171"/><trkpt lat="-42.1" lon="171"/></trkseg></trk></gpx>')],
  ])('given %s, refuses it with 422 and a clear text', (_name, bytes) => {
    expect(refusal(() => readGpx(bytes))).toEqual({ status: 422, message: INVALID_GPX });
  });

  it('given a file over 5 MB or over the point limit, refuses it with 413', () => {
    expect(refusal(() => readGpx(Buffer.alloc(5 * 1024 * 1024 + 1, 32))).status).toBe(413);
    expect(refusal(() => readGpx(gpxOf(trk(walk(GPX_POINTS_MAX + 1))))).status).toBe(413);
  });

  it('given more point tags than the limit, refuses it from the text, before building its document', () => {
    // Self-closing points with a namespace prefix: the count must not miss them.
    const points = Array.from({ length: GPX_POINTS_MAX + 1 }, () => '<gpx:trkpt lat="-42" lon="171"/>').join('');
    expect(refusal(() => readGpx(gpxOf(`<trk><trkseg>${points}</trkseg></trk>`)))).toEqual({ status: 413, message: GPX_TOO_MANY_POINTS });
  });
});

describe('gpxToMarkers', () => {
  it(`given a long walk, makes at most ${GPX_MARKERS_MAX} markers and keeps the whole line between them`, () => {
    const line = walk(5000);
    const track = gpxToMarkers({ name: 'Long', lines: [line] });
    expect(track.markers.length).toBeLessThanOrEqual(GPX_MARKERS_MAX);
    expect(track.markers.length).toBeGreaterThan(10);
    expect(track.markers[0]).toMatchObject({ lng: line[0]?.[0], lat: line[0]?.[1], snapRoute: null, length: 0 });
    const joined = track.markers.slice(1).flatMap((m, i) => (i === 0 ? m.snapRoute?.coordinates ?? [] : (m.snapRoute?.coordinates ?? []).slice(1)));
    expect(joined).toEqual(line);
    expect(track.distanceM).toBeCloseTo(lineLengthMetres(line), 6);
  });

  it('given a zigzag, does work in proportion to its points, not to their square (4 × the points, at most 5 × the work)', () => {
    const workOf = (n: number) => {
      const work: SimplificationWork = { offsets: 0 };
      markerIndices(zigzag(n), GPX_MARKERS_MAX, work);
      return work.offsets;
    };
    const small = workOf(10_000);
    const large = workOf(40_000);
    expect(small).toBeGreaterThan(0);
    // Bounded by n × GPX_MARKERS_MAX distances; the tolerance raised and tried again was n² per try.
    expect(large).toBeLessThanOrEqual(40_000 * GPX_MARKERS_MAX);
    expect(large / small).toBeLessThan(5);
  });

  it(`given a zigzag of ${GPX_POINTS_MAX.toLocaleString('en-NZ')} points, keeps ${GPX_MARKERS_MAX} markers and the whole line between them`, () => {
    const line = zigzag(GPX_POINTS_MAX);
    const track = gpxToMarkers({ name: 'Zigzag', lines: [line] });
    expect(track.markers).toHaveLength(GPX_MARKERS_MAX);
    expect(track.distanceM).toBeCloseTo(lineLengthMetres(line), 3);
  });

  it(`given a straight walk longer than one segment may be, splits it so no segment has over ${SEGMENT_POINTS_MAX.toLocaleString('en-NZ')} points`, () => {
    const line = straight(50_000);
    const track = gpxToMarkers({ name: 'Straight', lines: [line] });
    const segments = track.markers.slice(1).map((m) => m.snapRoute?.coordinates.length ?? 0);
    expect(Math.max(...segments)).toBeLessThanOrEqual(SEGMENT_POINTS_MAX);
    expect(track.markers.length).toBeLessThanOrEqual(GPX_MARKERS_MAX);
    expect(track.distanceM).toBeCloseTo(lineLengthMetres(line), 3);
  });

  it('given a short straight walk, keeps its two ends', () => {
    expect(markerIndices([[171, -42], [171.001, -42], [171.002, -42]])).toEqual([0, 2]);
  });

  it('joins track segments in order, dropping the repeated joint', () => {
    const [a, b, c] = walk(3) as [LngLat, LngLat, LngLat];
    const track = gpxToMarkers({ name: null, lines: [[a, b], [b, c]] });
    expect(track.markers.at(-1)?.lng).toBe(c[0]);
    expect(track.title).toBeNull();
  });
});

describe('writeGpx', () => {
  it('writes GPX 1.1 that reads back to the same line and name', () => {
    const line = walk(200);
    const xml = writeGpx({ name: 'Tītī & "Kea" <walk>', description: 'Up the valley', parts: [line] });
    const back = readGpx(Buffer.from(xml));
    expect(back.name).toBe('Tītī & "Kea" <walk>');
    expect(lineLengthMetres(back.lines[0] ?? [])).toBeCloseTo(lineLengthMetres(line), 1);
  });

  it.each([
    ['Routeburn Track', 'Routeburn Track.gpx'],
    ['Tītī / Muttonbird Island: loop', 'Tītī Muttonbird Island loop.gpx'],
    ['../../etc', 'etc.gpx'],
    ['', 'track.gpx'],
  ])('names the file of %j %j', (title, name) => {
    expect(gpxFilename(title)).toBe(name);
  });
});
