/**
 * Issue 29, finding 7b: the five causes of the 43 × 500 the probe's fuzzing found, each
 * as reported, now refused by the schema (or the plan's rules) with a text that says
 * what was wrong. routes/fuzz.test.ts's leaf mutations find every one of them again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIP_DATES_OUT_OF_RANGE } from '@planmywalk/contracts';
import { bearer, signUp, type SignedUp } from '../testing/accounts.ts';
import { draftInput, jsonCall, publishedInput } from '../testing/plans.ts';
import { SAMPLE_CUSTOM_TRACK } from '../testing/route-access.ts';
import { openTestServer, type TestServer } from '../testing/test-server.ts';

describe('the five causes of 500 found by fuzzing', () => {
  let s: TestServer;
  let walker: SignedUp;
  beforeAll(async () => {
    s = await openTestServer();
    walker = await signUp(s.app, s.t.db, 'fuzz-finding');
  });
  afterAll(async () => {
    await s.close();
  });

  const send = (method: string, url: string, payload?: unknown) =>
    s.app.inject(payload === undefined ? { method: method as 'GET', url, headers: bearer(walker.token.access_token) } : jsonCall(method, url, payload, walker.token.access_token));
  const error = (res: { json: <T>() => T }) => res.json<{ error: string }>().error;

  it('given ids of 2^31 and more in a path and in bodies, answers 400 naming the field and its range', async () => {
    const cases = [
      await send('PUT', '/api/v1/user/gear-list-template/2147483648', { title: 'Kit', categories: [] }),
      await send('POST', '/api/v1/user/gear-list-template', { id: 2147483648 }),
      await send('POST', '/api/v1/plan', await draftInput(s.t.db, { location: { id: 2147483648, type: 'Track' } })),
      await send('POST', '/api/v1/plan', await draftInput(s.t.db, { contacts: [{ contact_id: 2147483648, first_name: 'Mere', last_name: 'Tane' }] })),
      await send('POST', '/api/v1/mark-complete', { id: 2147483648, type: 'Track', date: '2024-01-15' }),
    ];
    expect(cases.map((res) => res.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(cases.map(error)).toEqual([
      "Path parameter 'id' must be <= 2147483647",
      "Field 'id' must be <= 2147483647",
      "Field 'location.id' must be <= 2147483647",
      "Field 'contacts.0.contact_id' must be <= 2147483647",
      "Field 'id' must be <= 2147483647",
    ]);
  });

  it('given a lone surrogate in a gear list and in a daily plan, answers 400: not well-formed text', async () => {
    const gearList = { list: { title: 'Kit', categories: [{ title: 'Shelter', items: [{ packed: false, title: 'Tent \ud800', notes: '' }] }] }, list_type: 'default', list_preset_id: null, list_custom_id: null };
    const gear = await send('POST', '/api/v1/plan', await draftInput(s.t.db, { gearList: gearList as never }));
    expect(gear.statusCode).toBe(400);
    expect(error(gear)).toBe("Field 'gearList.list.categories.0.items.0.title' must be well-formed text (it holds half of a character, a lone surrogate)");
    const daily = await send('POST', '/api/v1/plan', await publishedInput(s.t.db, { daily_plans: [{ day_index: 0, start_location: '\udfff', end_location: 'Hut', notes: '' }] }));
    expect(daily.statusCode).toBe(400);
    expect(error(daily)).toMatch(/^Field 'daily_plans\.0\.start_location' must be well-formed text/);
    // A character outside the BMP, written as its pair, is text like any other.
    const emoji = await send('POST', '/api/v1/plan', await draftInput(s.t.db, { note: 'Kea at the hut 🦜' }));
    expect(emoji.statusCode, emoji.body).toBe(201);
  });

  it('given a custom track titled with spaces only, answers 400: the title must not be blank', async () => {
    const res = await send('POST', '/api/v1/custom-track', { ...SAMPLE_CUSTOM_TRACK, title: '   ' });
    expect(res.statusCode).toBe(400);
    expect(error(res)).toBe("Field 'title' must not be blank");
  });

  it('given page=1e309 (Infinity once coerced), answers 400: a finite number', async () => {
    for (const url of ['/api/v1/custom-track?page=1e309', '/api/v1/user/reviews?page=1e309', '/api/v1/custom-track?page=Infinity']) {
      const res = await send('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(error(res)).toBe("Query parameter 'page' must be a finite number");
    }
    expect((await send('GET', '/api/v1/custom-track/1e309')).statusCode).toBe(400);
  });

  it('given a trip ending 9999-12-31, answers 422 with the years a trip may fall in, and saves nothing', async () => {
    const [before] = await s.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM plans');
    for (const date of [
      { start: '9999-12-30', end: '9999-12-31', start_time: null, end_time: null },
      { start: '2030-12-14', end: '9999-12-31', start_time: null, end_time: null },
      { start: '1899-12-31', end: '1900-01-01', start_time: null, end_time: null },
    ]) {
      const res = await send('POST', '/api/v1/plan', await draftInput(s.t.db, { date }));
      expect(res.statusCode, JSON.stringify(date)).toBe(422);
      expect(error(res)).toBe(TRIP_DATES_OUT_OF_RANGE);
    }
    const [after] = await s.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM plans');
    expect(after?.n).toBe(before?.n);
    expect(TRIP_DATES_OUT_OF_RANGE).toBe('Please choose trip dates between 1900 and 2100.');
  });
});
