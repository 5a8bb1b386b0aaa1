import { describe, expect, it } from 'vitest';
import { SNAP_RADIUS_METRES, lineLengthMetres } from '@planmywalk/contracts';
import { buildTrackNetwork } from './buildNetwork.ts';
import { metresPerDegree, type LngLat } from './geometry.ts';
import { TrackRouter } from './TrackRouter.ts';

const ORIGIN: LngLat = [172.3, -40.9];
const scale = metresPerDegree(ORIGIN[1]);
const at = (east: number, north: number): LngLat => [
  Math.round((ORIGIN[0] + east / scale.lng) * 1e5) / 1e5,
  Math.round((ORIGIN[1] + north / scale.lat) * 1e5) / 1e5,
];

/**
 * A valley track (west–east, 2 km) with a side trip up to a hut (north from 1 km along),
 * and, 5 km away, a track of its own that nothing joins.
 */
const valley = [at(0, 0), at(500, 0), at(1000, 0), at(1500, 0), at(2000, 0)];
const sideTrip = [at(1000, 0), at(1000, 400), at(1000, 800)];
const island = [at(7000, 0), at(8000, 0)];
const router = new TrackRouter(buildTrackNetwork([[valley, sideTrip, island]]).lines);

describe('TrackRouter', () => {
  it('given a point beside the track, snaps it to the nearest point of the track', () => {
    const snapped = router.snap(at(300, 40));
    expect(snapped?.metres).toBeCloseTo(40, 0);
    expect(snapped?.point[0]).toBeCloseTo(at(300, 0)[0], 4);
  });

  it('given a point further than the snap radius, does not snap it', () => {
    expect(router.snap(at(300, SNAP_RADIUS_METRES + 20))).toBeNull();
    expect(router.route(at(300, SNAP_RADIUS_METRES + 20), at(1900, 0))).toBeNull();
  });

  it('given two points along the valley, follows it, from the first marker to the second', () => {
    const route = router.route(at(200, 10), at(1800, -10));
    expect(route).not.toBeNull();
    expect(route?.coordinates[0]).toEqual(at(200, 10));
    expect(route?.coordinates.at(-1)).toEqual(at(1800, -10));
    // 1,600 m along the track plus the two 10 m steps onto it.
    expect(route?.metres).toBeGreaterThan(1615);
    expect(route?.metres).toBeLessThan(1625);
    expect(route?.metres).toBeCloseTo(lineLengthMetres(route?.coordinates ?? []), 6);
  });

  it('given the valley and the hut, turns up the side trip at the junction', () => {
    const route = router.route(at(100, 0), at(1000, 700));
    expect(route?.coordinates).toContainEqual(at(1000, 0));
    expect(route?.coordinates).toContainEqual(at(1000, 400));
    expect(route?.metres).toBeCloseTo(900 + 700, -1);
  });

  it('given two points on one stretch, walks straight along it either way', () => {
    const forward = router.route(at(1200, 0), at(1900, 0));
    const back = router.route(at(1900, 0), at(1200, 0));
    expect(forward?.metres).toBeCloseTo(700, -1);
    expect(back?.metres).toBeCloseTo(700, -1);
    expect(back?.coordinates).toEqual([...(forward?.coordinates ?? [])].reverse());
  });

  it('given tracks that nothing joins, finds no route', () => {
    expect(router.route(at(500, 0), at(7500, 0))).toBeNull();
  });

  it('counts its graph', () => {
    // The valley in two stretches either side of the junction, the side trip, the lone track.
    expect(router.stats).toMatchObject({ edges: 4, junctions: 6 });
  });
});
