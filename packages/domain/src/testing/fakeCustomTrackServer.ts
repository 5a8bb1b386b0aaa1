/**
 * The custom-track calls of api/v1 answered in memory, for store tests (not used by the
 * app). Walking routes follow a made-up trail: a segment between two points near it is
 * routed along it (a detour north, longer than the straight line); a point off it has
 * no route (404). Every method is a `vi.fn`, so a test can make one call fail.
 */
import { vi } from 'vitest';
import {
  ApiError,
  CUSTOM_TRACKS_PAGE_SIZE,
  NO_WALKING_ROUTE,
  lineLengthMetres,
  type CustomTrack,
  type CustomTrackInput,
  type CustomTrackSaved,
  type CustomTrackSummary,
  type GpxImport,
  type WalkingRoute,
} from '@planmywalk/contracts';

/** The made-up trail runs along this latitude, from 168.0 to 168.5 east. */
export const TRAIL_LAT = -44.7;
const onTrail = ([lng, lat]: [number, number]) => lng >= 168 && lng <= 168.5 && Math.abs(lat - TRAIL_LAT) < 0.001;

export function fakeRoute(from: [number, number], to: [number, number]): WalkingRoute {
  const coordinates: Array<[number, number]> = [from, [(from[0] + to[0]) / 2, TRAIL_LAT + 0.002], to];
  return { type: 'Feature', geometry: { type: 'LineString', coordinates }, properties: { length: lineLengthMetres(coordinates), source: 'network' } };
}

export interface StoredTrack extends CustomTrackInput {
  id: number;
  last_edited: string;
  share_key: string;
}

export function fakeCustomTrackServer(clock: () => Date = () => new Date('2030-03-01T00:00:00Z')) {
  const tracks = new Map<number, StoredTrack>();
  let nextId = 1;
  const saved = (track: StoredTrack): CustomTrackSaved => ({
    id: track.id,
    distance: Math.round(track.markers.reduce((sum, m) => sum + m.length, 0)) / 1000,
    last_edited: track.last_edited,
  });
  const full = (track: StoredTrack): CustomTrack => ({
    id: track.id,
    title: track.title,
    description: track.description ?? '',
    distance: saved(track).distance,
    markers: track.markers,
    last_edited: track.last_edited,
    geojson: null,
    lat: track.markers[0]?.lat ?? 0,
    lng: track.markers[0]?.lng ?? 0,
    locations: [],
    regions: [],
    related: { tracks: [], huts: [], campsites: [] },
    share_key: track.share_key,
  });
  const summary = (track: StoredTrack): CustomTrackSummary => ({
    id: track.id,
    title: track.title,
    distance: saved(track).distance,
    last_edited: track.last_edited,
    share_key: track.share_key,
  });
  const api = {
    tracks,
    customTracksExist: vi.fn(async () => ({ user_tracks: tracks.size > 0 })),
    getCustomTracks: vi.fn(async (page: number) => {
      const all = [...tracks.values()].sort((a, b) => b.last_edited.localeCompare(a.last_edited) || b.id - a.id);
      const slice = all.slice(page * CUSTOM_TRACKS_PAGE_SIZE, (page + 1) * CUSTOM_TRACKS_PAGE_SIZE);
      return { tracks: slice.map(summary), all_loaded: (page + 1) * CUSTOM_TRACKS_PAGE_SIZE >= all.length };
    }),
    getCustomTrack: vi.fn(async (id: number) => {
      const track = tracks.get(id);
      if (!track) throw new ApiError(404, 'Custom track not found');
      return full(track);
    }),
    createCustomTrack: vi.fn(async (input: CustomTrackInput) => {
      const track: StoredTrack = { ...structuredClone(input), id: nextId++, last_edited: clock().toISOString(), share_key: `share-${nextId}`.padEnd(22, 'x') };
      tracks.set(track.id, track);
      return saved(track);
    }),
    updateCustomTrack: vi.fn(async (id: number, input: CustomTrackInput) => {
      const known = tracks.get(id);
      if (!known) throw new ApiError(404, 'Custom track not found');
      const track: StoredTrack = { ...known, ...structuredClone(input), last_edited: clock().toISOString() };
      tracks.set(id, track);
      return saved(track);
    }),
    deleteCustomTrack: vi.fn(async (id: number) => {
      if (!tracks.delete(id)) throw new ApiError(404, 'Custom track not found');
      return { success: true as const };
    }),
    duplicateCustomTrack: vi.fn(async (shareKey: string) => {
      const source = [...tracks.values()].find((t) => t.share_key === shareKey);
      if (!source) throw new ApiError(404, 'Custom track not found');
      const copy: StoredTrack = { ...structuredClone(source), id: nextId++, last_edited: clock().toISOString(), share_key: `copy-${nextId}`.padEnd(22, 'x') };
      tracks.set(copy.id, copy);
      return saved(copy);
    }),
    getWalkingRoute: vi.fn(async (from: [number, number], to: [number, number]) => {
      if (!onTrail(from) || !onTrail(to)) throw new ApiError(404, NO_WALKING_ROUTE);
      return fakeRoute(from, to);
    }),
    importGpx: vi.fn(async (_file: Blob, _name: string): Promise<GpxImport> => {
      const line: Array<[number, number]> = [
        [168.1, TRAIL_LAT],
        [168.15, TRAIL_LAT + 0.01],
        [168.2, TRAIL_LAT],
      ];
      const length = lineLengthMetres(line);
      return {
        title: 'Imported walk',
        distance: Math.round(length) / 1000,
        markers: [
          { lng: 168.1, lat: TRAIL_LAT, type: 'marker', snap: true, snapRoute: null, length: 0 },
          { lng: 168.2, lat: TRAIL_LAT, type: 'marker', snap: true, snapRoute: { type: 'LineString', coordinates: line }, length },
        ],
      };
    }),
    downloadCustomTrackGpx: vi.fn(async (id: number) => ({ blob: new Blob([`<gpx>${id}</gpx>`]), filename: 'track.gpx' })),
  };
  return api;
}

export type FakeCustomTrackServer = ReturnType<typeof fakeCustomTrackServer>;
