import type { ErrorResponse, GearCategory, GearListPreset, GearListTemplate, Location } from '@planmywalk/contracts';
import { GEAR_LIST_TEMPLATES_MAX, GEAR_PRESET_IDS } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type SignedUp } from '../../testing/accounts.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';

const categories: GearCategory[] = [
  {
    title: 'Clothing and footwear',
    items: [
      { packed: false, title: 'Rain jacket', notes: 'With a hood' },
      { packed: true, title: 'Merino top', notes: '' },
    ],
  },
  { title: 'Safety and first aid', items: [{ packed: false, title: 'Personal locator beacon (PLB)', notes: '' }] },
];

describe('gear lists', () => {
  let s: TestServer;
  let owner: SignedUp;
  let other: SignedUp;
  beforeAll(async () => {
    s = await openTestServer();
    owner = await signUp(s.app, s.t.db, 'gear-owner');
    other = await signUp(s.app, s.t.db, 'gear-other');
  });
  afterAll(async () => {
    await s.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: SignedUp | null, payload?: unknown) =>
    s.app.inject({
      method,
      url,
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
      headers: { ...(payload !== undefined ? { 'content-type': 'application/json' } : {}), ...(who ? bearer(who.token.access_token) : {}) },
    });
  const listsOf = async (who: SignedUp) => (await call('GET', '/api/v1/user/gear-list-template', who)).json<GearListTemplate[]>();
  const create = async (who: SignedUp, title = 'My day walk') => {
    const res = await call('POST', '/api/v1/user/gear-list-template', who, { title, categories });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<GearListTemplate>();
  };
  const rowsOf = (who: SignedUp) =>
    s.t.db.query('SELECT id, title, categories, updated_at FROM gear_list_templates WHERE user_id = $1 ORDER BY id', [who.user.id]);

  describe('the presets', () => {
    it('answers every preset to a guest, in the gear page order, with its sources, cached', async () => {
      const res = await call('GET', '/api/v1/gear-list-presets', null);
      expect(res.statusCode).toBe(200);
      const presets = res.json<GearListPreset[]>();
      expect(presets.map((p) => p.id)).toEqual([...GEAR_PRESET_IDS]);
      expect(presets.every((p) => p.sources.length > 0 && p.categories.length > 0)).toBe(true);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const again = await s.app.inject({ method: 'GET', url: '/api/v1/gear-list-presets', headers: { 'if-none-match': String(res.headers.etag) } });
      expect(again.statusCode).toBe(304);
    });

    it("gives the Kepler Track the multi-day tramp to start with, among the lists it offers", async () => {
      const kepler = (await call('GET', '/api/v1/tracks/kepler-track', null)).json<Location>();
      expect(kepler.duration_category_gear_list).toBe('multi-day-tramp');
      expect(kepler.gear_list_presets).toEqual([
        { id: 'overnight-hut', title: 'Overnight hut trip' },
        { id: 'multi-day-tramp', title: 'Multi-day tramp' },
        { id: 'camping', title: 'Camping trip' },
        { id: 'alpine-winter', title: 'Alpine or winter trip' },
      ]);
    });
  });

  describe('the owner', () => {
    it('creates a list (201), finds it in their lists, renames and edits it, duplicates it and deletes it', async () => {
      const made = await create(owner, '  Kepler kit  ');
      expect(made).toEqual({ id: expect.any(Number), title: 'Kepler kit', categories });
      expect(await listsOf(owner)).toContainEqual(made);

      const edited: GearCategory[] = [{ title: 'Clothing', items: [{ packed: false, title: 'Gaiters', notes: 'For the mud' }] }];
      const renamed = await call('PUT', `/api/v1/user/gear-list-template/${made.id}`, owner, { title: 'Kepler, April', categories: edited });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toEqual({ id: made.id, title: 'Kepler, April', categories: edited });

      const copy = await call('POST', '/api/v1/user/gear-list-template', owner, { id: made.id });
      expect(copy.statusCode, copy.body).toBe(201);
      expect(copy.json()).toEqual({ id: expect.any(Number), title: 'Kepler, April (copy)', categories: edited });
      expect(copy.json<GearListTemplate>().id).not.toBe(made.id);

      const gone = await call('DELETE', `/api/v1/user/gear-list-template/${made.id}`, owner);
      expect(gone.statusCode).toBe(200);
      expect(gone.json()).toEqual({ success: true });
      const left = await listsOf(owner);
      expect(left.map((l) => l.id)).not.toContain(made.id);
      expect(left.map((l) => l.title)).toContain('Kepler, April (copy)');
    });

    it(`is refused a list past ${GEAR_LIST_TEMPLATES_MAX}, with the reason, and keeps the ones they have`, async () => {
      const full = await signUp(s.app, s.t.db, 'gear-full');
      await s.t.db.query(
        `INSERT INTO gear_list_templates (user_id, title, categories) SELECT $1, 'List ' || n, '[]' FROM generate_series(1, $2) AS n`,
        [full.user.id, GEAR_LIST_TEMPLATES_MAX],
      );
      const res = await call('POST', '/api/v1/user/gear-list-template', full, { title: 'One more', categories });
      expect(res.statusCode).toBe(422);
      expect(res.json<ErrorResponse>().error).toMatch(/up to 100 gear lists/);
      const copy = await call('POST', '/api/v1/user/gear-list-template', full, { id: (await listsOf(full))[0]?.id });
      expect(copy.statusCode).toBe(422);
      expect(await listsOf(full)).toHaveLength(GEAR_LIST_TEMPLATES_MAX);
    });
  });

  describe('another user', () => {
    it("cannot see, edit, duplicate or delete the owner's list: 404, and it stays as it was", async () => {
      const mine = await create(owner, 'Not yours');
      const before = await rowsOf(owner);
      expect((await listsOf(other)).map((l) => l.id)).not.toContain(mine.id);
      const attempts = [
        await call('PUT', `/api/v1/user/gear-list-template/${mine.id}`, other, { title: 'Taken', categories: [] }),
        await call('POST', '/api/v1/user/gear-list-template', other, { id: mine.id }),
        await call('DELETE', `/api/v1/user/gear-list-template/${mine.id}`, other),
      ];
      for (const res of attempts) {
        expect(res.statusCode).toBe(404);
        expect(res.json<ErrorResponse>().error).toBe('Gear list not found');
      }
      expect(await rowsOf(owner)).toEqual(before);
      expect((await listsOf(other)).map((l) => l.title)).not.toContain('Not yours (copy)');
    });
  });

  describe('a guest', () => {
    it('may read the presets but not keep lists: 401 for every call, and nothing is written', async () => {
      const mine = await create(owner, 'Guest-proof');
      const before = await rowsOf(owner);
      const attempts = [
        await call('GET', '/api/v1/user/gear-list-template', null),
        await call('POST', '/api/v1/user/gear-list-template', null, { title: 'Mine now', categories }),
        await call('POST', '/api/v1/user/gear-list-template', null, { id: mine.id }),
        await call('PUT', `/api/v1/user/gear-list-template/${mine.id}`, null, { title: 'Mine now', categories }),
        await call('DELETE', `/api/v1/user/gear-list-template/${mine.id}`, null),
      ];
      for (const res of attempts) expect(res.statusCode).toBe(401);
      expect(await rowsOf(owner)).toEqual(before);
      const [count] = await s.t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM gear_list_templates WHERE title = 'Mine now'");
      expect(count?.n).toBe(0);
    });
  });

  describe('bad input', () => {
    const longItem = { packed: false, title: 'x'.repeat(301), notes: '' };
    it.each<[string, unknown, number]>([
      ['a 301-character item title', { title: 'Long', categories: [{ title: 'Clothing', items: [longItem] }] }, 400],
      ['a 301-character note', { title: 'Long', categories: [{ title: 'Clothing', items: [{ packed: false, title: 'Hat', notes: 'n'.repeat(301) }] }] }, 400],
      ['categories that are not a list', { title: 'Odd', categories: { title: 'Clothing' } }, 400],
      ['a category without items', { title: 'Odd', categories: [{ title: 'Clothing' }] }, 400],
      ['an item without packed', { title: 'Odd', categories: [{ title: 'Clothing', items: [{ title: 'Hat', notes: '' }] }] }, 400],
      ['packed as text', { title: 'Odd', categories: [{ title: 'Clothing', items: [{ packed: 'yes', title: 'Hat', notes: '' }] }] }, 400],
      ['a control character in a title', { title: 'Odd\u0000', categories }, 400],
      ['51 categories', { title: 'Many', categories: Array.from({ length: 51 }, (_, i) => ({ title: `C${i}`, items: [] })) }, 400],
      ['an empty title', { title: '', categories }, 400],
      ['a blank title', { title: '   ', categories }, 422],
      ['no categories', { title: 'Half' }, 400],
      ['an id and a list', { id: 1, title: 'Both', categories }, 400],
    ])('given %s, answers %s with the reason and writes nothing', async (_, body, status) => {
      const mine = await create(owner, 'Steady');
      const before = await rowsOf(owner);
      const created = await call('POST', '/api/v1/user/gear-list-template', owner, body);
      expect(created.statusCode).toBe(status);
      expect(created.json<ErrorResponse>().error).toEqual(expect.any(String));
      if (!(body as { id?: number }).id) {
        const updated = await call('PUT', `/api/v1/user/gear-list-template/${mine.id}`, owner, body);
        expect(updated.statusCode).toBe(status === 422 ? 422 : 400);
      }
      expect(await rowsOf(owner)).toEqual(before);
    });

    it.each(['0', 'abc', '1.5', '-3'])('given the id %s in the path, answers 400', async (id) => {
      const res = await call('DELETE', `/api/v1/user/gear-list-template/${id}`, owner);
      expect(res.statusCode).toBe(400);
    });

    it('given a list that does not exist, answers 404', async () => {
      const res = await call('PUT', '/api/v1/user/gear-list-template/999999', owner, { title: 'Ghost', categories });
      expect(res.statusCode).toBe(404);
    });
  });

  it('removes a user’s lists with their account', async () => {
    const leaving = await signUp(s.app, s.t.db, 'gear-leaving');
    await create(leaving, 'Soon gone');
    const res = await call('DELETE', '/api/v1/user', leaving);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await s.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM gear_list_templates WHERE user_id = $1', [leaving.user.id]);
    expect(row?.n).toBe(0);
  });
});
