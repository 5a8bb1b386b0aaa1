import type { ErrorResponse, SearchResultItem, TracksListResponse } from '@planmywalk/contracts';
import { SEARCH_BROWSE_RESULT_LIMIT, SEARCH_TERM_RESULT_LIMIT, SearchTracksResponse } from '@planmywalk/contracts';
import zlib from 'node:zlib';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchKey } from '../../import/text.ts';
import { multipart } from '../../testing/http.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';

describe('POST /api/v1/search-tracks', () => {
  let s: TestServer;
  let lists: TracksListResponse;
  beforeAll(async () => {
    s = await openTestServer();
    lists = (await s.app.inject({ method: 'GET', url: '/api/v1/tracks' })).json<TracksListResponse>();
  });
  afterAll(async () => {
    await s.close();
  });

  /** Posts the form as the web app does: multipart. */
  const search = async (fields: Record<string, string>) => {
    const body = multipart(fields);
    return s.app.inject({ method: 'POST', url: '/api/v1/search-tracks', payload: body.payload, headers: body.headers });
  };
  const results = async (fields: Record<string, string>): Promise<SearchResultItem[]> => {
    const res = await search(fields);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SearchTracksResponse>();
    // The route serializes with JSON.stringify: every answer must still be the contract's shape.
    expect(Value.Check(SearchTracksResponse, body), JSON.stringify([...Value.Errors(SearchTracksResponse, body)][0])).toBe(true);
    return body.list;
  };
  const error = async (fields: Record<string, string>, status: number) => {
    const res = await search(fields);
    expect(res.statusCode, res.body).toBe(status);
    return res.json<ErrorResponse>().error;
  };
  const idOf = (list: Array<{ id: number; title: string }>, title: string) => {
    const item = list.find((x) => x.title === title);
    if (!item) throw new Error(`${title} is not in the list`);
    return item.id;
  };
  /** Ids of tracks meeting a condition, straight from the database, to compare answers with. */
  const trackIds = async (condition: string, params: unknown[] = []) =>
    new Set((await s.t.db.query<{ id: number }>(`SELECT l.id FROM locations l WHERE l.type = 'Track' AND ${condition}`, params)).map((r) => r.id));

  describe('by term', () => {
    it("given 'routeburn', answers Routeburn Track first", async () => {
      const list = await results({ term: 'routeburn' });
      expect(list[0]?.slug).toBe('routeburn-track');
      expect(list.map((r) => r.title)).toEqual(expect.arrayContaining(['Routeburn Falls Hut', 'Routeburn Flats Hut']));
    });

    it("given the prefix 'kep', answers Kepler Track first", async () => {
      const list = await results({ term: 'kep' });
      expect(list[0]?.title).toBe('Kepler Track');
    });

    it('ranks an exact title above titles that only start with the term', async () => {
      const list = await results({ term: 'Kepler Track' });
      expect(list[0]?.title).toBe('Kepler Track');
      expect(list.length).toBeGreaterThan(1);
    });

    it('matches words inside titles after those starting with the term', async () => {
      const list = await results({ term: 'falls' });
      const firstInner = list.findIndex((r) => !r.title.toLowerCase().startsWith('falls'));
      const lastPrefix = list.map((r) => r.title.toLowerCase().startsWith('falls')).lastIndexOf(true);
      expect(lastPrefix).toBeLessThan(firstInner);
      expect(list.some((r) => r.title === 'Routeburn Falls Hut')).toBe(true);
    });

    it('matches places and region names, ignoring case, macrons and apostrophes', async () => {
      expect((await results({ term: 'OKATAINA' })).map((r) => r.title)).toContain('Eastern Ōkataina Walkway');
      const hawkes = await results({ term: 'hawkes bay' });
      expect(hawkes.length).toBeGreaterThan(20);
      expect(hawkes.every((r) => r.regions.some((g) => g.title === 'Hawke’s Bay') || /hawke/i.test(r.title))).toBe(true);
      const nelsonLakes = await results({ term: 'nelson lakes national park' });
      expect(nelsonLakes.map((r) => r.title)).toContain('Angelus Hut');
    });

    /** The folded search text of each result, from the database, in answer order. */
    const searchTexts = async (list: SearchResultItem[]) => {
      const rows = await s.t.db.query<{ id: number; search_text: string }>('SELECT id, search_text FROM locations WHERE id = ANY($1::int[])', [
        list.map((r) => r.id),
      ]);
      const byId = new Map(rows.map((r) => [r.id, r.search_text]));
      return list.map((r) => byId.get(r.id) ?? '');
    };

    it('within titles starting with the term, puts those holding it as a whole word first, then shorter titles', async () => {
      const list = await results({ term: 'lake' });
      const starting = list.filter((r) => /^lake/i.test(r.title));
      const whole = starting.map((r) => /^lake\b/i.test(r.title));
      expect(whole.filter((w) => w).length).toBeGreaterThan(50);
      expect(whole.some((w) => !w)).toBe(true); // 'Lakehead Hut', 'Lakes Carpark …' come after
      expect(whole).toEqual([...whole].sort((a, b) => Number(b) - Number(a)));
      // Ordered by the folded title's length (the key search compares), not the display title's.
      const wholeLengths = starting.filter((r) => /^lake\b/i.test(r.title)).map((r) => searchKey(r.title).length);
      expect(wholeLengths).toEqual([...wholeLengths].sort((a, b) => a - b));
    });

    it.each(['routeburn', 'tongariro', 'kepler track', 'abel tasman'])(
      "given '%s', ranks every literal match (title, places or regions) above every typo match",
      async (term) => {
        const texts = await searchTexts(await results({ term }));
        const literal = texts.map((text) => text.includes(term));
        expect(literal[0]).toBe(true);
        expect(literal).toEqual([...literal].sort((a, b) => Number(b) - Number(a)));
      },
    );

    it('given a term with a page of literal matches or more, answers no typo matches', async () => {
      const texts = await searchTexts(await results({ term: 'lake' }));
      expect(texts).toHaveLength(SEARCH_TERM_RESULT_LIMIT);
      expect(texts.every((text) => text.includes('lake'))).toBe(true);
    });

    it('given a typo of a region name, finds locations of that region after any literal match', async () => {
      const list = await results({ term: 'fiordlnd' });
      expect(list.length).toBeGreaterThan(20);
      expect(list.filter((r) => r.regions.some((g) => g.title === 'Fiordland')).length).toBeGreaterThan(20);
    });

    it('forgives a typo', async () => {
      expect((await results({ term: 'routeburm' }))[0]?.slug).toBe('routeburn-track');
    });

    it(`answers at most ${SEARCH_TERM_RESULT_LIMIT} results for a term`, async () => {
      expect(await results({ term: 'track' })).toHaveLength(SEARCH_TERM_RESULT_LIMIT);
    });

    it('given a term of punctuation only, answers nothing rather than everything', async () => {
      expect(await results({ term: '!!!' })).toEqual([]);
    });

    it('given a term nothing matches, answers an empty list', async () => {
      expect(await results({ term: 'qqqzzzxx' })).toEqual([]);
    });
  });

  describe('by filter', () => {
    it(`given no term and no filters, answers the first ${SEARCH_BROWSE_RESULT_LIMIT} locations, recommended tracks first`, async () => {
      const list = await results({});
      expect(list).toHaveLength(SEARCH_BROWSE_RESULT_LIMIT);
      expect(list.slice(0, lists.pinned.length).map((r) => r.id).sort()).toEqual(lists.pinned.map((p) => p.id).sort());
    });

    it('given durations, answers exactly the tracks in those categories', async () => {
      const id = idOf(lists.durations, 'Multi-night');
      const expected = await trackIds('EXISTS (SELECT 1 FROM location_durations x WHERE x.location_id = l.id AND x.duration_id = $1)', [id]);
      const list = await results({ durations: JSON.stringify([id]) });
      expect(new Set(list.map((r) => r.id))).toEqual(expected);
      expect(list.map((r) => r.slug)).toContain('routeburn-track');
    });

    it('given two durations, answers tracks in either', async () => {
      const ids = [idOf(lists.durations, 'Overnight'), idOf(lists.durations, 'Multi-night')];
      const one = await results({ durations: JSON.stringify([ids[0]]) });
      const other = await results({ durations: JSON.stringify([ids[1]]) });
      const both = await results({ durations: JSON.stringify(ids) });
      expect(new Set(both.map((r) => r.id))).toEqual(new Set([...one, ...other].map((r) => r.id)));
    });

    it('given difficulties, answers only tracks of those difficulties', async () => {
      const id = idOf(lists.difficulties, 'Expert');
      const list = await results({ difficulties: JSON.stringify([id]) });
      expect(list.length).toBeGreaterThan(50);
      expect(list.every((r) => r.type === 'Track' && r.difficulty.some((d) => d.title === 'Expert'))).toBe(true);
      const expected = await trackIds('EXISTS (SELECT 1 FROM location_difficulties x WHERE x.location_id = l.id AND x.difficulty_id = $1)', [id]);
      expect(list).toHaveLength(Math.min(expected.size, SEARCH_BROWSE_RESULT_LIMIT));
    });

    it('given regions, answers tracks, huts and campsites of those regions', async () => {
      const id = idOf(lists.list, 'Fiordland');
      const list = await results({ regions: JSON.stringify([id]) });
      expect(list.every((r) => r.regions.some((g) => g.id === id))).toBe(true);
      expect(new Set(list.map((r) => r.type))).toEqual(new Set(['Track', 'Hut', 'Campsite']));
      const [n] = await s.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM location_regions WHERE region_id = $1', [id]);
      expect(list).toHaveLength(Math.min(n?.n ?? 0, SEARCH_BROWSE_RESULT_LIMIT));
    });

    it('given wheelchair, answers only wheelchair-friendly tracks', async () => {
      const list = await results({ wheelchair: '1' });
      expect(new Set(list.map((r) => r.id))).toEqual(await trackIds('l.wheelchair_friendly'));
      expect(list.length).toBeGreaterThan(10);
      expect(await results({ wheelchair: 'true' })).toEqual(list);
    });

    it("given wheelchair '0', does not filter", async () => {
      expect(await results({ wheelchair: '0', term: 'routeburn' })).toEqual(await results({ term: 'routeburn' }));
    });

    it('given dog_allowed, answers only tracks that allow dogs', async () => {
      const list = await results({ dog_allowed: '1' });
      expect(new Set(list.map((r) => r.id))).toEqual(await trackIds('l.dogs_allowed'));
      const routeburn = await results({ dog_allowed: '1', term: 'routeburn track' });
      expect(routeburn.some((r) => r.slug === 'routeburn-track')).toBe(false);
    });

    it('given a distance range, answers only tracks within it', async () => {
      const list = await results({ distance: '[5,10]' });
      expect(list.length).toBeGreaterThan(20);
      expect(list.every((r) => r.type === 'Track' && r.distance !== null && r.distance >= 5 && r.distance <= 10)).toBe(true);
      expect(new Set(list.map((r) => r.id))).toEqual(await trackIds('l.distance_km BETWEEN 5 AND 10'));
    });

    it('given a distance up to 101, sets no upper bound', async () => {
      const list = await results({ distance: '[50,101]' });
      expect(list.every((r) => r.distance !== null && r.distance >= 50)).toBe(true);
      expect(list.some((r) => (r.distance ?? 0) > 101)).toBe(true);
      expect(list.map((r) => r.slug)).toEqual(expect.arrayContaining(['heaphy-track', 'milford-track']));
    });

    it('given the default distance [0,101], still answers huts and campsites', async () => {
      const list = await results({ term: 'angelus', distance: '[0,101]' });
      expect(list.map((r) => r.type)).toContain('Hut');
      const filtered = await results({ term: 'angelus', distance: '[0,100]' });
      expect(filtered.every((r) => r.type === 'Track')).toBe(true);
    });

    it('given map bounds, answers only locations inside, nearest the centre first', async () => {
      // Around Queenstown.
      const [sw, ne] = [[168.4, -45.2], [168.9, -44.9]] as const;
      const list = await results({ bound: JSON.stringify([sw, ne]) });
      expect(list.length).toBeGreaterThan(10);
      expect(list.every((r) => r.lng >= sw[0] && r.lng <= ne[0] && r.lat >= sw[1] && r.lat <= ne[1])).toBe(true);
      const centre = [(sw[0] + ne[0]) / 2, (sw[1] + ne[1]) / 2] as const;
      const d = (r: SearchResultItem) => Math.hypot((r.lng - centre[0]) * Math.cos((centre[1] * Math.PI) / 180), r.lat - centre[1]);
      const distances = list.map(d);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    });

    it('given map bounds across 180°, finds the Chatham Islands', async () => {
      const list = await results({ bound: JSON.stringify([[179, -45], [-175, -43]]) });
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((r) => r.lng >= 179 || r.lng <= -175)).toBe(true);
      expect(list.some((r) => r.regions.some((g) => g.title === 'Chatham Islands'))).toBe(true);
    });

    it('combines a term with filters: all must hold', async () => {
      const fiordland = idOf(lists.list, 'Fiordland');
      const list = await results({ term: 'hut', regions: JSON.stringify([fiordland]) });
      expect(list.length).toBeGreaterThan(5);
      expect(list.every((r) => r.regions.some((g) => g.id === fiordland))).toBe(true);
      const unfiltered = await results({ term: 'hut' });
      expect(list.map((r) => r.id)).not.toEqual(unfiltered.map((r) => r.id));
    });

    it('given ids that exist nowhere, answers an empty list', async () => {
      expect(await results({ regions: '[999999]' })).toEqual([]);
    });
  });

  describe('other encodings', () => {
    it('accepts a urlencoded form', async () => {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/v1/search-tracks',
        payload: new URLSearchParams({ term: 'routeburn', distance: '[0,101]' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<SearchTracksResponse>().list[0]?.slug).toBe('routeburn-track');
    });

    it('accepts JSON with real arrays and booleans', async () => {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/v1/search-tracks',
        payload: { term: 'track', distance: [5, 10], wheelchair: false, durations: [] },
      });
      expect(res.statusCode).toBe(200);
      const list = res.json<SearchTracksResponse>().list;
      expect(list.every((r) => r.distance !== null && r.distance >= 5 && r.distance <= 10)).toBe(true);
    });

    it('treats an empty POST as a search with no filters', async () => {
      const res = await s.app.inject({ method: 'POST', url: '/api/v1/search-tracks' });
      expect(res.statusCode).toBe(200);
      expect(res.json<SearchTracksResponse>().list).toHaveLength(SEARCH_BROWSE_RESULT_LIMIT);
    });
  });

  describe('compressed answers (ADR 050)', () => {
    const searchWith = async (fields: Record<string, string>, acceptEncoding: string) => {
      const body = multipart(fields);
      return s.app.inject({
        method: 'POST',
        url: '/api/v1/search-tracks',
        payload: body.payload,
        headers: { ...body.headers, 'accept-encoding': acceptEncoding },
      });
    };

    it('given a browser that accepts brotli or gzip, sends the same answer compressed, varying on Accept-Encoding', async () => {
      const plain = await searchWith({ term: 'hut' }, 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await searchWith({ term: 'hut' }, 'gzip, deflate, br, zstd');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
      const gzip = await searchWith({ term: 'hut' }, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
      for (const res of [plain, br, gzip]) {
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      }
    });

    it('keeps the Vary that CORS set for the store apps beside its own', async () => {
      const body = multipart({ term: 'kep' });
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/v1/search-tracks',
        payload: body.payload,
        headers: { ...body.headers, 'accept-encoding': 'br', origin: 'capacitor://localhost' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toMatch(/origin/i);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    });

    it('sends a small answer as it is', async () => {
      const res = await searchWith({ term: 'zzzzzz' }, 'br');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json<SearchTracksResponse>().list).toEqual([]);
    });

    it('answers a question asked again with the same answer', async () => {
      const first = await searchWith({ bound: '[[168.2,-45.2],[168.9,-44.8]]' }, 'br');
      const again = await searchWith({ bound: '[[168.2,-45.2],[168.9,-44.8]]' }, 'br');
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    });
  });

  describe('bad input', () => {
    it.each([
      [{ distance: '[0' }, /distance.*not valid JSON/],
      [{ distance: '"far"' }, /distance.*pair/],
      [{ distance: '[1,2,3]' }, /distance.*pair/],
      [{ durations: '{' }, /durations.*not valid JSON/],
      [{ durations: '[1,"a"]' }, /durations.*integer ids/],
      [{ difficulties: '2' }, /difficulties.*list/],
      [{ regions: '[1.5]' }, /regions.*integer ids/],
      [{ bound: '[[168,-45],[169]]' }, /bound.*\[\[swLng, swLat\], \[neLng, neLat\]\]/],
      [{ bound: '[168,-45]' }, /bound/],
      [{ wheelchair: 'maybe' }, /wheelchair.*one of/],
      [{ dog_allowed: 'yes' }, /dog_allowed.*one of/],
      [{ term: 'x'.repeat(201) }, /term/],
    ])('given %o, answers 400 with the reason', async (fields, reason) => {
      expect(await error(fields, 400)).toMatch(reason);
    });

    it.each([
      [{ distance: '[0,200]' }, /distance/],
      [{ distance: '[20,10]' }, /distance.*min no more than max/],
      [{ distance: '[-1,10]' }, /distance/],
      [{ durations: '[-1]' }, /durations.*out of range/],
      [{ regions: '[99999999999]' }, /regions.*out of range/],
      [{ regions: JSON.stringify(Array.from({ length: 101 }, (_, i) => i + 1)) }, /regions.*at most 100/],
      [{ bound: '[[168,-95],[169,-44]]' }, /latitude/],
      [{ bound: '[[168,-44],[169,-45]]' }, /south-west corner below/],
    ])('given %o, answers 422 with the reason', async (fields, reason) => {
      expect(await error(fields, 422)).toMatch(reason);
    });

    it('given a file in the form, refuses it', async () => {
      const body = multipart({ term: 'x' }, { photo: { name: 'a.txt', content: 'hello' } });
      const res = await s.app.inject({ method: 'POST', url: '/api/v1/search-tracks', payload: body.payload, headers: body.headers });
      expect(res.statusCode).toBe(413);
      expect(res.json<ErrorResponse>().error).toMatch(/file/i);
    });

    it('given malformed JSON, answers 400', async () => {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/v1/search-tracks',
        payload: '{"term":',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorResponse>().error).toMatch(/JSON/);
    });

    it('given an unsupported content type, answers 415', async () => {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/v1/search-tracks',
        payload: 'term=routeburn',
        headers: { 'content-type': 'text/plain' },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json<ErrorResponse>().error).toMatch(/text\/plain/);
    });

    it('given a field sent twice, answers 400', async () => {
      const boundary = '----twice';
      const part = (v: string) => `--${boundary}\r\nContent-Disposition: form-data; name="term"\r\n\r\n${v}\r\n`;
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/v1/search-tracks',
        payload: `${part('a')}${part('b')}--${boundary}--\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorResponse>().error).toMatch(/term/);
    });
  });
});
