import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPlans } from '../../plans/plans.read.ts';
import { createAccount, openCommandHarness, refusal, type CommandHarness } from '../../testing/commands.ts';
import { placeId } from '../../testing/reviews.ts';
import { markComplete } from './markComplete.ts';

// The harness's clock: 2030-03-01T00:00Z is 1 pm on 1 March in New Zealand.
describe('markComplete', () => {
  let h: CommandHarness;
  let track: number;
  beforeAll(async () => {
    h = await openCommandHarness();
    track = await placeId(h.t.db, 'Track', 'kepler-track');
  });
  afterAll(async () => {
    await h.close();
  });

  it('given yesterday, records a completed trip of the place that shows among the user’s plans as completed, never published', async () => {
    const { userId } = await createAccount(h);
    expect(await markComplete(h.ctx, { userId, locationId: track, type: 'Track', date: '2030-02-28' })).toEqual({ recorded: true });
    const plans = await userPlans(h.t.db, userId, { now: h.clock.now(), graceMinutes: 60 });
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({
      status: { state: 'completed', completed: '2030-02-28' },
      is_complete: true,
      completed: '2030-02-28',
      is_published: false,
      date: { start: '2030-02-28', end: '2030-02-28', start_time: null, end_time: null },
      location: { id: track, type: 'Track', slug: 'kepler-track' },
      acceptanceState: 'owner',
    });
  });

  it('given the same place and day twice (at once), records it once; another day is another trip', async () => {
    const { userId } = await createAccount(h);
    const mark = (date: string) => markComplete(h.ctx, { userId, locationId: track, type: 'Track', date });
    const both = await Promise.all([mark('2030-02-20'), mark('2030-02-20')]);
    expect(both.map((r) => r.recorded).sort()).toEqual([false, true]);
    await mark('2030-01-02');
    expect((await userPlans(h.t.db, userId, { now: h.clock.now(), graceMinutes: 60 })).map((plan) => plan.completed).sort()).toEqual(['2030-01-02', '2030-02-20']);
  });

  it.each([
    ['today in New Zealand (still yesterday in UTC)', '2030-03-01', null],
    ['tomorrow in New Zealand', '2030-03-02', 'Date cannot be in the future'],
    ['a day that does not exist', '2030-02-30', 'The date is not a valid date.'],
  ])('given %s, answers %s', async (_name, date, error) => {
    const { userId } = await createAccount(h);
    const marking = markComplete(h.ctx, { userId, locationId: track, type: 'Track', date });
    if (error === null) await expect(marking).resolves.toEqual({ recorded: true });
    else {
      expect((await refusal(marking)).message).toBe(error);
      expect(await userPlans(h.t.db, userId, { now: h.clock.now(), graceMinutes: 60 })).toEqual([]);
    }
  });

  it('given a type that is not the place’s, refuses with 404', async () => {
    const { userId } = await createAccount(h);
    expect((await refusal(markComplete(h.ctx, { userId, locationId: track, type: 'Hut', date: '2030-02-01' }))).statusCode).toBe(404);
  });
});
