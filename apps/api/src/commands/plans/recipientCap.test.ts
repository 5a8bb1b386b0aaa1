/**
 * The daily cap on the people one account's plans email (issue 29, finding 7d), through
 * the plan commands on a real database, with a cap of 5 different addresses a day.
 */
import type { PlanContactInput, PlanInput } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, openCommandHarness, refusal, type CommandHarness } from '../../testing/commands.ts';
import { TWO_DAY_TRIP, seededLocation } from '../../testing/plans.ts';
import { createPlan } from './createPlan.ts';
import { tooManyRecipients } from './recipientCap.ts';
import { updatePlan } from './updatePlan.ts';

const CAP = 5;

// Each publish also queues the walker's own copy (ADR 057), which counts nobody new.
describe('holdToDailyRecipientCap, through createPlan and updatePlan', () => {
  let h: CommandHarness;
  let plan: (people: string[]) => PlanInput;
  beforeAll(async () => {
    // The hourly publish limit is not what is tested here.
    h = await openCommandHarness({ rateLimits: { planRecipientsPerDay: CAP, planPublishesPerHour: 1000 } });
    const track = await seededLocation(h.t.db);
    plan = ([emergency = 'em@example.org', ...members]) => ({
      location: { id: track.id, type: 'Track' },
      is_published: true,
      date: { ...TWO_DAY_TRIP },
      custom_trip_name: 'Crossing',
      contacts: members.map((email, i): PlanContactInput => ({ first_name: 'Member', last_name: `No${i}`, email })),
      emergency_contact: { first_name: 'Em', last_name: 'Contact', email: emergency },
      daily_plans: [],
      note: 'Text the walker chose',
      attachments: [],
    });
  });
  afterAll(async () => {
    await h.close();
  });

  const addresses = (tag: string, n: number) => Array.from({ length: n }, (_, i) => `${tag}${i}@example.org`);
  const outboxOf = async (userId: number) => (await h.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM email_outbox WHERE user_id = $1', [userId]))[0]?.n;
  const plansOf = async (userId: number) => (await h.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM plans WHERE owner_id = $1', [userId]))[0]?.n;

  it('given republishing to the same people, counts them once: a typo fixed ten times is never stopped', async () => {
    const walker = await createAccount(h, 'cap-typos');
    const people = addresses('typo', 3);
    const { id } = await createPlan(h.ctx, { userId: walker.userId, plan: plan(people) });
    for (let revision = 1; revision <= 10; revision++) {
      await updatePlan(h.ctx, { userId: walker.userId, planId: id, plan: { ...plan(people), revision, note: `Fix ${revision}` } });
    }
    // And another plan to the same people as well.
    expect((await createPlan(h.ctx, { userId: walker.userId, plan: plan(people) })).emailsQueued).toBe(4);
  });

  it('given a plan that would take the day past the cap of new people, refuses it with 429 and writes nothing of it', async () => {
    const walker = await createAccount(h, 'cap-strangers');
    await createPlan(h.ctx, { userId: walker.userId, plan: plan(addresses('first', 3)) });
    const [plans, outbox] = [await plansOf(walker.userId), await outboxOf(walker.userId)];

    const refused = await refusal(createPlan(h.ctx, { userId: walker.userId, plan: plan(addresses('second', 3)) }));
    expect(refused.statusCode).toBe(429);
    expect(refused.message).toBe(tooManyRecipients(CAP, 6));
    expect(refused.message).toBe(
      'Your plans can email at most 5 different people in 24 hours, and sharing this one would make 6. Please share it later, or with people your plans have already emailed in the last 24 hours.',
    );
    // A day after the first plan's emails, one of them ages out: that is when this one fits.
    expect(refused.extras.headers?.['retry-after']).toBe(String(24 * 3600));
    expect([await plansOf(walker.userId), await outboxOf(walker.userId)]).toEqual([plans, outbox]);

    // Two new people and one already emailed today make five: that fits.
    const fits = [...addresses('second', 2), 'first0@example.org'];
    expect((await createPlan(h.ctx, { userId: walker.userId, plan: plan(fits) })).emailsQueued).toBe(4);
    // The day is full: one more stranger is refused, the day's people are not.
    expect((await refusal(createPlan(h.ctx, { userId: walker.userId, plan: plan(['stranger@example.org']) }))).statusCode).toBe(429);
    expect((await createPlan(h.ctx, { userId: walker.userId, plan: plan(['first1@example.org', 'second1@example.org']) })).emailsQueued).toBe(3);
  });

  it('given a draft, or an address written in capitals, counts nothing new', async () => {
    const walker = await createAccount(h, 'cap-drafts');
    await createPlan(h.ctx, { userId: walker.userId, plan: plan(addresses('draft', 5)) });
    expect((await createPlan(h.ctx, { userId: walker.userId, plan: { ...plan(addresses('other', 5)), is_published: false } })).emailsQueued).toBe(0);
    expect((await createPlan(h.ctx, { userId: walker.userId, plan: plan(['DRAFT0@Example.org']) })).emailsQueued).toBe(2);
  });

  it('given 24 hours since, takes new people again; another account was never held back', async () => {
    const walker = await createAccount(h, 'cap-tomorrow');
    const neighbour = await createAccount(h, 'cap-neighbour');
    await createPlan(h.ctx, { userId: walker.userId, plan: plan(addresses('today', 5)) });
    expect((await refusal(createPlan(h.ctx, { userId: walker.userId, plan: plan(['tomorrow@example.org']) }))).statusCode).toBe(429);
    expect((await createPlan(h.ctx, { userId: neighbour.userId, plan: plan(addresses('neighbour', 5)) })).emailsQueued).toBe(6);
    h.clock.advance(24 * 3600_000 + 1000);
    expect((await createPlan(h.ctx, { userId: walker.userId, plan: plan(addresses('tomorrow', 5)) })).emailsQueued).toBe(6);
  });
});
