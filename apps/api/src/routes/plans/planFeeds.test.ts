/**
 * A plan's alerts and forecasts through the plan's link (ADR 043), FEEDS=sample: the
 * emergency contact of a custom-track plan reads the same warnings its owner does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_NOT_FOUND, type AlertsResponse, type CustomTrackMarker, type ForecastsResponse, type Plan } from '@planmywalk/contracts';
import { ManualClock } from '../../lib/clock.ts';
import type { LineGeometry } from '../../lib/geo.ts';
import { bearer, signUp, type SignedUp } from '../../testing/accounts.ts';
import { draftInput, publishedInput, savePlan } from '../../testing/plans.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';

const TODAY = '2030-01-15T01:00:00Z';

const marker = ([lng, lat]: [number, number]): CustomTrackMarker => ({ lng, lat, type: 'marker', snap: false, snapRoute: null, length: 0 });

describe('a plan’s alerts and forecasts through its link (owner, another user, guest, bad id)', () => {
  let s: TestServer;
  let owner: SignedUp;
  let other: SignedUp;
  let keplerSlug: string;
  let customTrackId: number;
  let publishedCustom: Plan;
  let draftCustom: Plan;
  let publishedDoc: Plan;

  const as = (user: SignedUp | null) => (user ? bearer(user.token.access_token) : {});
  const get = (user: SignedUp | null, url: string) => s.app.inject({ method: 'GET', url, headers: as(user) });

  beforeAll(async () => {
    s = await openTestServer({ clock: new ManualClock(TODAY), feeds: { mode: 'sample' } });
    await s.app.feeds.poller.pollDue();
    owner = await signUp(s.app, s.t.db, 'plan-feeds-owner');
    other = await signUp(s.app, s.t.db, 'plan-feeds-other');
    const [row] = await s.t.db.query<{ id: number; slug: string; line: LineGeometry }>("SELECT id, slug, line FROM locations WHERE type = 'Track' AND title = 'Kepler Track'");
    keplerSlug = row!.slug;
    const line = (row!.line.type === 'LineString' ? row!.line.coordinates : row!.line.coordinates[0]!) as [number, number][];
    const markers = Array.from({ length: 16 }, (_, i) => marker(line[Math.round((i * (line.length - 1)) / 15)]!));
    const created = await s.app.inject({ method: 'POST', url: '/api/v1/custom-track', payload: { title: 'Kepler, my way', description: '', markers }, headers: as(owner) });
    expect(created.statusCode, created.body).toBe(201);
    customTrackId = created.json<{ id: number }>().id;
    const onCustom = { location: { id: customTrackId, type: 'Custom Track' as const } };
    publishedCustom = await savePlan(s.app, owner.token.access_token, await publishedInput(s.t.db, onCustom));
    draftCustom = await savePlan(s.app, owner.token.access_token, await draftInput(s.t.db, onCustom));
    publishedDoc = await savePlan(s.app, owner.token.access_token, await publishedInput(s.t.db, { location: { id: row!.id, type: 'Track' } }));
  });
  afterAll(() => s.close());

  it.each([
    ['the owner', () => owner],
    ['another user', () => other],
    ['a guest holding the link', () => null],
  ])('given a published custom-track plan, %s reads the alerts its owner reads on the custom track', async (_who, viewer) => {
    const res = await get(viewer(), `/api/v1/plan/${publishedCustom.id}/alerts`);
    expect(res.statusCode, res.body).toBe(200);
    const mine = (await get(owner, `/api/v1/track/${customTrackId}/alerts-custom`)).json<AlertsResponse>();
    const theirs = res.json<AlertsResponse>();
    expect(theirs.metservice.length).toBeGreaterThan(0);
    expect(theirs.doc.length).toBeGreaterThan(0);
    expect(theirs).toEqual(mine);
  });

  it('given a published custom-track plan, a guest holding the link reads its forecasts, alpine at the line’s high point first', async () => {
    const res = await get(null, `/api/v1/plan/${publishedCustom.id}/forecasts`);
    expect(res.statusCode, res.body).toBe(200);
    const groups = res.json<ForecastsResponse>();
    expect(groups.map((g) => g.type)).toEqual(['alpine', 'forecast']);
    expect(groups.every((g) => g.forecasts[0]?.date === '2030-01-15')).toBe(true);
  });

  it('given a published plan on a DOC track, answers what the track’s public alerts and forecasts answer', async () => {
    const alerts = await get(null, `/api/v1/plan/${publishedDoc.id}/alerts`);
    expect(alerts.statusCode, alerts.body).toBe(200);
    expect(alerts.json()).toEqual((await get(null, `/api/v1/alerts/track/${keplerSlug}`)).json());
    const forecasts = await get(null, `/api/v1/plan/${publishedDoc.id}/forecasts`);
    expect(forecasts.statusCode, forecasts.body).toBe(200);
    expect(forecasts.json()).toEqual((await get(null, `/api/v1/forecasts/track/${keplerSlug}`)).json());
  });

  it.each([['alerts'], ['forecasts']])('given a draft, its owner reads its %s; another user and a guest get 404 as for a missing plan', async (path) => {
    expect((await get(owner, `/api/v1/plan/${draftCustom.id}/${path}`)).statusCode).toBe(200);
    for (const viewer of [other, null]) {
      const res = await get(viewer, `/api/v1/plan/${draftCustom.id}/${path}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: PLAN_NOT_FOUND });
    }
  });

  it.each([
    ['alerts', 'not-a-plan', 404],
    ['forecasts', '00000000-0000-4000-8000-000000000000', 404],
    ['alerts', 'x'.repeat(65), 400],
  ])('given the plan id of %s is %s, answers %i with an error', async (path, id, status) => {
    const res = await get(null, `/api/v1/plan/${id}/${path}`);
    expect(res.statusCode).toBe(status);
    expect(res.json<{ error: string }>().error).toEqual(expect.any(String));
  });
});
