import {
  CUSTOM_TRACKS_PAGE_SIZE,
  type Plan,
  CUSTOM_TRACK_MARKERS_MAX,
  MARKERS_OUTSIDE_NZ,
  lineLengthMetres,
  segmentLengthMetres,
  type CustomTrack,
  type CustomTrackMarker,
  type CustomTrackSaved,
  type CustomTracksPage,
} from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type SignedUp } from '../../testing/accounts.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';
import { SEGMENT_ENDS_MISMATCH } from '../../custom-tracks/markers.ts';
import { CUSTOM_TRACK_NOT_YOURS } from '../../custom-tracks/customTrackPlanLocations.ts';
import { trackInUseText } from '../../commands/custom-tracks/deleteCustomTrack.ts';
import { draftInput, jsonCall, publishedInput, savePlan } from '../../testing/plans.ts';

// Routeburn Shelter, a point up the valley on the track, and Routeburn Flats.
const SHELTER: [number, number] = [168.26878, -44.712641];
const VALLEY: [number, number] = [168.2475, -44.7166];
const FLATS: [number, number] = [168.211768, -44.725015];

const marker = (p: [number, number], extra: Partial<CustomTrackMarker> = {}): CustomTrackMarker => ({
  lng: p[0],
  lat: p[1],
  type: 'marker',
  snap: false,
  snapRoute: null,
  length: 0,
  ...extra,
});

const track = (markers: CustomTrackMarker[], title = 'Routeburn day walk') => ({ title, description: 'To the Flats and back out', markers });

describe('custom tracks (owner, another user, guest)', () => {
  let s: TestServer;
  let owner: SignedUp;
  let other: SignedUp;
  beforeAll(async () => {
    s = await openTestServer();
    owner = await signUp(s.app, s.t.db, 'track-owner');
    other = await signUp(s.app, s.t.db, 'track-other');
  });
  afterAll(async () => {
    await s.close();
  });

  const as = (user: SignedUp | null) => (user ? bearer(user.token.access_token) : {});
  const save = (user: SignedUp | null, body: unknown, id?: number) =>
    s.app.inject({ method: id ? 'PUT' : 'POST', url: id ? `/api/v1/custom-track/${id}` : '/api/v1/custom-track', payload: body as object, headers: as(user) });
  const get = (user: SignedUp | null, url: string) => s.app.inject({ method: 'GET', url, headers: as(user) });
  const rows = () => s.t.db.query('SELECT id, user_id, title, markers, distance_m FROM custom_tracks ORDER BY id');

  it('given a first save, creates the track, measures it itself and answers its id', async () => {
    const res = await save(owner, { ...track([marker(SHELTER), marker(FLATS)]), distance: 999 });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json<CustomTrackSaved>();
    const straight = segmentLengthMetres(SHELTER, FLATS);
    expect(saved.distance).toBeCloseTo(straight / 1000, 3);
    const got = await get(owner, `/api/v1/custom-track/${saved.id}`);
    expect(got.statusCode).toBe(200);
    const body = got.json<CustomTrack>();
    expect(body).toMatchObject({ id: saved.id, title: 'Routeburn day walk', description: 'To the Flats and back out', lat: SHELTER[1], lng: SHELTER[0] });
    expect(body.markers[1]?.length).toBeCloseTo(straight, 3);
    expect(body.geojson?.geometry.coordinates).toEqual([SHELTER, FLATS]);
    expect(body.share_key).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('given a snapped segment, stores the sum of the lines’ lengths and shows the huts, tracks and region near it', async () => {
    const route = await get(owner, `/api/v1/walking-route?from=${SHELTER.join(',')}&to=${FLATS.join(',')}`);
    expect(route.statusCode, route.body).toBe(200);
    const snapRoute = route.json<{ geometry: { type: 'LineString'; coordinates: [number, number][] } }>().geometry;
    const res = await save(owner, track([marker(SHELTER), marker(FLATS, { snap: true, snapRoute, length: 1 })], 'Snapped'));
    expect(res.statusCode, res.body).toBe(201);
    const { id, distance } = res.json<CustomTrackSaved>();
    expect(distance).toBeCloseTo(lineLengthMetres(snapRoute.coordinates) / 1000, 3);
    const body = (await get(owner, `/api/v1/custom-track/${id}`)).json<CustomTrack>();
    expect(body.related.huts.map((h) => h.title)).toContain('Routeburn Flats Hut');
    expect(body.related.tracks.map((t) => t.slug)).toContain('routeburn-track');
    expect(body.regions.length).toBeGreaterThan(0);
  });

  it('given another user or a guest, answers 404 or 401 and changes nothing', async () => {
    const { id } = (await save(owner, track([marker(SHELTER), marker(VALLEY)], 'Private'))).json<CustomTrackSaved>();
    const before = await rows();
    expect((await get(other, `/api/v1/custom-track/${id}`)).statusCode).toBe(404);
    expect((await get(other, `/api/v1/custom-track/${id}/gpx`)).statusCode).toBe(404);
    expect((await save(other, track([marker(SHELTER), marker(FLATS)], 'Hijacked'), id)).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'DELETE', url: `/api/v1/custom-track/${id}`, headers: as(other) })).statusCode).toBe(404);
    expect((await get(null, `/api/v1/custom-track/${id}`)).statusCode).toBe(401);
    expect((await save(null, track([marker(SHELTER), marker(FLATS)]))).statusCode).toBe(401);
    expect((await get(null, '/api/v1/custom-track?page=0')).statusCode).toBe(401);
    expect(await rows()).toEqual(before);
    const mine = (await get(other, '/api/v1/custom-track?page=0')).json<CustomTracksPage>();
    expect(mine.tracks.map((t) => t.id)).not.toContain(id);
  });

  it.each([
    ['a marker outside New Zealand (Sydney)', track([marker(SHELTER), marker([151.2, -33.87])]), 422, MARKERS_OUTSIDE_NZ],
    ['10,000 markers', track(Array.from({ length: 10_000 }, (_, i) => marker([168.2 + i * 1e-5, -44.7]))), 400, 'markers'],
    ['a title over 300 characters', track([marker(SHELTER), marker(FLATS)], 'x'.repeat(301)), 400, 'title'],
    ['an empty title', track([marker(SHELTER), marker(FLATS)], ''), 400, 'title'],
    ['one marker', track([marker(SHELTER)]), 400, 'markers'],
    ['a segment line that does not reach its marker', track([marker(SHELTER), marker(FLATS, { snap: true, snapRoute: { type: 'LineString', coordinates: [SHELTER, VALLEY] } })]), 422, SEGMENT_ENDS_MISMATCH],
    ['a segment line leaving New Zealand', track([marker(SHELTER), marker(FLATS, { snap: true, snapRoute: { type: 'LineString', coordinates: [SHELTER, [0, 0], FLATS] } })]), 422, MARKERS_OUTSIDE_NZ],
    ['an unknown marker type', track([marker(SHELTER), { ...marker(FLATS), type: 'teleport' as never }]), 400, 'type'],
  ])('given %s, refuses with a clear error and saves nothing', async (_name, body, status, text) => {
    const before = await rows();
    const res = await save(owner, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json<{ error: string }>().error).toContain(text);
    expect(await rows()).toEqual(before);
  });

  it('given the same bad input to an existing track, leaves the saved track as it was', async () => {
    const { id } = (await save(owner, track([marker(SHELTER), marker(VALLEY)], 'Kept'))).json<CustomTrackSaved>();
    const before = await rows();
    expect((await save(owner, track([marker(SHELTER), marker([151.2, -33.87])]), id)).statusCode).toBe(422);
    expect((await save(owner, track([marker(SHELTER), marker(FLATS)], 'y'.repeat(301)), id)).statusCode).toBe(400);
    expect(await rows()).toEqual(before);
  });

  it(`lists the user's tracks last edited first, ${CUSTOM_TRACKS_PAGE_SIZE} a page from page 0, and says when all are loaded`, async () => {
    const walker = await signUp(s.app, s.t.db, 'track-lister');
    expect((await get(walker, '/api/v1/custom-track/0/exists')).json()).toEqual({ user_tracks: false });
    const ids: number[] = [];
    for (let i = 0; i < CUSTOM_TRACKS_PAGE_SIZE + 2; i++) {
      ids.push((await save(walker, track([marker(SHELTER), marker(VALLEY)], `Walk ${i}`))).json<CustomTrackSaved>().id);
    }
    expect((await get(walker, '/api/v1/custom-track/0/exists')).json()).toEqual({ user_tracks: true });
    // Editing an old track brings it to the top.
    await save(walker, track([marker(SHELTER), marker(FLATS)], 'Walk 0, edited'), ids[0]);
    const first = (await get(walker, '/api/v1/custom-track?page=0')).json<CustomTracksPage>();
    const second = (await get(walker, '/api/v1/custom-track?page=1')).json<CustomTracksPage>();
    expect(first.tracks).toHaveLength(CUSTOM_TRACKS_PAGE_SIZE);
    expect(first.all_loaded).toBe(false);
    expect(first.tracks[0]?.title).toBe('Walk 0, edited');
    expect(second.tracks).toHaveLength(2);
    expect(second.all_loaded).toBe(true);
    expect(new Set([...first.tracks, ...second.tracks].map((t) => t.id))).toEqual(new Set(ids));
    expect((await get(walker, '/api/v1/custom-track?page=-1')).statusCode).toBe(400);
  });

  it('given a share key, copies the track into the viewer’s own; later changes touch only one copy; a guessed id copies nothing', async () => {
    const { id } = (await save(owner, track([marker(SHELTER), marker(FLATS)], 'Shared walk'))).json<CustomTrackSaved>();
    const shared = (await get(owner, `/api/v1/custom-track/${id}`)).json<CustomTrack>();
    const copy = await get(other, `/api/v1/custom-track/${shared.share_key}/duplicate`);
    expect(copy.statusCode, copy.body).toBe(200);
    const copyId = copy.json<CustomTrackSaved>().id;
    expect(copyId).not.toBe(id);
    const mine = (await get(other, `/api/v1/custom-track/${copyId}`)).json<CustomTrack>();
    expect(mine).toMatchObject({ title: 'Shared walk', distance: shared.distance, markers: shared.markers });
    expect(mine.share_key).not.toBe(shared.share_key);
    await save(other, track([marker(SHELTER), marker(VALLEY)], 'My version'), copyId);
    expect((await get(owner, `/api/v1/custom-track/${id}`)).json<CustomTrack>().title).toBe('Shared walk');
    const before = await rows();
    expect((await get(other, `/api/v1/custom-track/${String(id).padStart(22, '0')}/duplicate`)).statusCode).toBe(404);
    // By id, as the spec names the call, only a track of one's own is copied: someone else's answers as missing.
    expect((await get(other, `/api/v1/custom-track/${id}/duplicate`)).statusCode).toBe(404);
    expect((await get(other, `/api/v1/custom-track/${'x'.repeat(21)}/duplicate`)).statusCode).toBe(400);
    expect((await get(other, `/api/v1/custom-track/${'1'.repeat(11)}/duplicate`)).statusCode).toBe(400);
    // A number past any id names no track: missing, not a database error.
    expect((await get(other, '/api/v1/custom-track/9999999999/duplicate')).statusCode).toBe(404);
    expect((await get(other, '/api/v1/custom-track/0/duplicate')).statusCode).toBe(404);
    expect((await get(null, `/api/v1/custom-track/${shared.share_key}/duplicate`)).statusCode).toBe(401);
    expect((await get(null, `/api/v1/custom-track/${id}/duplicate`)).statusCode).toBe(401);
    expect(await rows()).toEqual(before);
  });

  it('given the owner and the id of their own track, duplicates it under a new share key', async () => {
    const { id } = (await save(owner, track([marker(SHELTER), marker(FLATS)], 'Walk to copy'))).json<CustomTrackSaved>();
    const original = (await get(owner, `/api/v1/custom-track/${id}`)).json<CustomTrack>();
    const copy = await get(owner, `/api/v1/custom-track/${id}/duplicate`);
    expect(copy.statusCode, copy.body).toBe(200);
    const copied = (await get(owner, `/api/v1/custom-track/${copy.json<CustomTrackSaved>().id}`)).json<CustomTrack>();
    expect(copied).toMatchObject({ title: 'Walk to copy', distance: original.distance, markers: original.markers });
    expect(copied.id).not.toBe(id);
    expect(copied.share_key).not.toBe(original.share_key);
  });

  it('given a delete by the owner, removes the track; a second delete is 404', async () => {
    const { id } = (await save(owner, track([marker(SHELTER), marker(FLATS)], 'Short-lived'))).json<CustomTrackSaved>();
    const res = await s.app.inject({ method: 'DELETE', url: `/api/v1/custom-track/${id}`, headers: as(owner) });
    expect(res.json()).toEqual({ success: true });
    expect((await get(owner, `/api/v1/custom-track/${id}`)).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'DELETE', url: `/api/v1/custom-track/${id}`, headers: as(owner) })).statusCode).toBe(404);
  });

  it('given a trip planned on the owner’s custom track, the plan shows the track; another user cannot plan on it', async () => {
    const { id, distance } = (await save(owner, track([marker(SHELTER), marker(FLATS)], 'Planned on'))).json<CustomTrackSaved>();
    const plan = await savePlan(s.app, owner.token.access_token, await draftInput(s.t.db, { location: { id, type: 'Custom Track' } }));
    const got = await get(owner, `/api/v1/plan/${plan.id}/readonly`);
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json<Plan>().location).toMatchObject({ id, type: 'Custom Track', title: 'Planned on', singular_name: 'custom track', distance });
    // Its PDF draws the custom track's line like a DOC track's.
    const pdf = await get(owner, `/api/v1/plan/${plan.id}/download`);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const theirs = await s.app.inject(jsonCall('POST', '/api/v1/plan', await draftInput(s.t.db, { location: { id, type: 'Custom Track' } }), other.token.access_token));
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json()).toEqual({ error: CUSTOM_TRACK_NOT_YOURS });
  });

  it('given a delete of a track with draft plans, deletes the plans with it, as the warning says', async () => {
    const { id } = (await save(owner, track([marker(SHELTER), marker(FLATS)], 'With drafts'))).json<CustomTrackSaved>();
    const draft = await savePlan(s.app, owner.token.access_token, await draftInput(s.t.db, { location: { id, type: 'Custom Track' } }));
    const res = await s.app.inject({ method: 'DELETE', url: `/api/v1/custom-track/${id}`, headers: as(owner) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await s.t.db.query('SELECT id FROM plans WHERE id = $1', [draft.id])).toEqual([]);
  });

  it('given a published plan not yet complete on the track, refuses the delete (409) and keeps track and plans; after that plan goes, the delete works', async () => {
    const { id } = (await save(owner, track([marker(SHELTER), marker(FLATS)], 'Relied on'))).json<CustomTrackSaved>();
    const location = { id, type: 'Custom Track' as const };
    const draft = await savePlan(s.app, owner.token.access_token, await draftInput(s.t.db, { location }));
    const published = await savePlan(s.app, owner.token.access_token, await publishedInput(s.t.db, { location, custom_trip_name: 'Flats overnight' }));
    const before = { tracks: await rows(), plans: await s.t.db.query('SELECT id, revision FROM plans ORDER BY id') };

    const refused = await s.app.inject({ method: 'DELETE', url: `/api/v1/custom-track/${id}`, headers: as(owner) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: trackInUseText('Flats overnight') });
    expect({ tracks: await rows(), plans: await s.t.db.query('SELECT id, revision FROM plans ORDER BY id') }).toEqual(before);
    expect((await get(null, `/api/v1/plan/${published.id}/readonly`)).statusCode).toBe(200);

    // A completed trip no longer needs its plan kept for the emergency contact.
    await s.t.db.query('UPDATE plans SET is_complete = true WHERE id = $1', [published.id]);
    expect((await s.app.inject({ method: 'DELETE', url: `/api/v1/custom-track/${id}`, headers: as(owner) })).statusCode).toBe(200);
    expect(await s.t.db.query('SELECT id FROM plans WHERE id = ANY($1::uuid[])', [[draft.id, published.id]])).toEqual([]);
  });

  it('given a published plan whose walker checked in as back safely for its planned end, lets the track go with it; a check-in for an earlier end does not', async () => {
    const { id } = (await save(owner, track([marker(SHELTER), marker(FLATS)], 'Walked'))).json<CustomTrackSaved>();
    const published = await savePlan(s.app, owner.token.access_token, await publishedInput(s.t.db, { location: { id, type: 'Custom Track' }, custom_trip_name: 'Done and home' }));
    const [{ ends_at }] = (await s.t.db.query<{ ends_at: Date }>('SELECT ends_at FROM plans WHERE id = $1', [published.id])) as [{ ends_at: Date }];
    // Checked in for the trip as first planned, then the trip moved a day later: still relied on.
    await s.t.db.query('INSERT INTO plan_check_ins (plan_id, ends_at, checked_in_at) VALUES ($1, $2, now())', [published.id, new Date(ends_at.getTime() - 86_400_000)]);
    expect((await s.app.inject({ method: 'DELETE', url: `/api/v1/custom-track/${id}`, headers: as(owner) })).statusCode).toBe(409);

    // 'I'm back safely' for the planned end (the check-in route's own tests cover when it may be said).
    await s.t.db.query('INSERT INTO plan_check_ins (plan_id, ends_at, checked_in_at) VALUES ($1, $2, now())', [published.id, ends_at]);
    expect((await s.app.inject({ method: 'DELETE', url: `/api/v1/custom-track/${id}`, headers: as(owner) })).statusCode).toBe(200);
    expect(await s.t.db.query('SELECT id FROM plans WHERE id = $1', [published.id])).toEqual([]);
  });

  it(`accepts ${CUSTOM_TRACK_MARKERS_MAX} markers and refuses one more`, async () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => marker([168.2 + (i % 50) * 1e-3, -44.7 - Math.floor(i / 50) * 1e-3]));
    expect((await save(owner, track(many(CUSTOM_TRACK_MARKERS_MAX), 'Many'))).statusCode).toBe(201);
    expect((await save(owner, track(many(CUSTOM_TRACK_MARKERS_MAX + 1), 'Too many'))).statusCode).toBe(400);
  });
});
