import type { ErrorResponse, Location, MarkCompleteResponse, User } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type SignedUp } from '../../testing/accounts.ts';
import { as, json, placeId, postReview, signUpAdmin } from '../../testing/reviews.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';

describe('POST /api/v1/mark-complete', () => {
  let s: TestServer;
  let walker: SignedUp;
  let kepler: number;
  beforeAll(async () => {
    s = await openTestServer();
    walker = await signUp(s.app, s.t.db, 'completer');
    kepler = await placeId(s.t.db, 'Track', 'kepler-track');
  });
  afterAll(async () => {
    await s.close();
  });

  const mark = (user: SignedUp | null, body: unknown) => as(s.app, json('POST', '/api/v1/mark-complete', body), user);
  const plansOf = async (user: SignedUp) => (await s.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(user.token.access_token) })).json<User>().plans;

  it("given the walker, answers their plans with the completed trip; their review of it then says 'completed'", async () => {
    const reviewId = await postReview(s.app, walker, kepler);
    const res = await mark(walker, { id: kepler, type: 'Track', date: '2024-01-14' });
    expect(res.statusCode, res.body).toBe(200);
    const { plans } = res.json<MarkCompleteResponse>();
    expect(plans.map((plan) => [plan.location.slug, plan.is_complete, plan.completed])).toEqual([['kepler-track', true, '2024-01-14']]);
    expect(await plansOf(walker)).toEqual(plans);
    const page = (await s.app.inject({ method: 'GET', url: '/api/v1/tracks/kepler-track' })).json<Location>();
    expect(page.reviews.find((review) => review.id === reviewId)?.completed).toBe(true);
  });

  it('given another user or an administrator, each marks only their own; a guest gets 401', async () => {
    const other = await signUp(s.app, s.t.db, 'other');
    const admin = await signUpAdmin(s.app, s.t.db);
    const before = await plansOf(walker);
    expect((await mark(other, { id: kepler, type: 'Track', date: '2024-02-01' })).json<MarkCompleteResponse>().plans).toHaveLength(1);
    expect((await mark(admin, { id: kepler, type: 'Track', date: '2024-02-01' })).json<MarkCompleteResponse>().plans).toHaveLength(1);
    expect((await mark(null, { id: kepler, type: 'Track', date: '2024-02-01' })).statusCode).toBe(401);
    expect(await plansOf(walker)).toEqual(before);
  });

  it.each([
    ['a future date', 422, { type: 'Track', date: '2099-12-31' }, 'Date cannot be in the future'],
    ['no date', 400, { type: 'Track' }, "Field 'date' is required"],
    ['a date in another format', 400, { type: 'Track', date: '1/2/2024' }, "Field 'date' is not in the expected format"],
    ['another type than the place’s', 404, { type: 'Hut', date: '2024-01-01' }, 'Location not found'],
  ])('given %s, answers %i with a clear error and records nothing', async (_name, status, body, error) => {
    const before = await plansOf(walker);
    const res = await mark(walker, { id: kepler, ...body });
    expect(res.statusCode).toBe(status);
    expect(res.json<ErrorResponse>().error).toBe(error);
    expect(await plansOf(walker)).toEqual(before);
  });
});
