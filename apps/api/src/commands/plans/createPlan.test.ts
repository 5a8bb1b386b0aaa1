import {
  DATES_REQUIRED,
  SELF_AS_EMERGENCY_CONTACT,
  TRIP_END_PASSED,
  TRIP_NAME_TOO_LONG,
  WALKER_PHONE_REQUIRED,
  emergencyContactEmailRequired,
  type PlanInput,
} from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount } from '../accounts/deleteAccount.ts';
import { PASSWORD, newEmail } from '../../testing/accounts.ts';
import { createAccount, openCommandHarness, refusal, type CommandHarness } from '../../testing/commands.ts';
import { registerUser } from '../accounts/registerUser.ts';
import { DOCUMENTS } from '../../testing/documents.ts';
import { TWO_DAY_TRIP, seededLocation } from '../../testing/plans.ts';
import { storeUpload } from '../files/storeUpload.ts';
import { createPlan } from './createPlan.ts';
import { PUBLISHING_TOO_OFTEN, VERIFY_TO_PUBLISH } from './writePlan.ts';

describe('createPlan', () => {
  let h: CommandHarness;
  let input: (overrides?: Partial<PlanInput>) => PlanInput;
  beforeAll(async () => {
    h = await openCommandHarness();
    const track = await seededLocation(h.t.db);
    input = (overrides = {}) => ({
      location: { id: track.id, type: 'Track' },
      is_published: false,
      date: null,
      custom_trip_name: null,
      contacts: [],
      emergency_contact: null,
      daily_plans: [],
      note: '',
      attachments: [],
      ...overrides,
    });
  });
  afterAll(async () => {
    await h.close();
  });
  const count = async (table: string) => (await h.t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;

  it('writes the plan, its people, its invitations and its emails in one go, and tells the outbox worker', async () => {
    const owner = await createAccount(h, 'cmd-owner');
    const friend = await createAccount(h, 'cmd-friend');
    h.mailQueued.mockClear();
    const { id, emailsQueued } = await createPlan(h.ctx, {
      userId: owner.userId,
      plan: input({
        is_published: true,
        date: { ...TWO_DAY_TRIP },
        contacts: [{ first_name: 'Friend', last_name: 'One', email: friend.email }],
        emergency_contact: { first_name: 'Em', last_name: 'Contact', email: 'em@example.org' },
      }),
    });
    // The emergency contact, the group member, and the walker's own copy.
    expect(emailsQueued).toBe(3);
    expect(h.mailQueued).toHaveBeenCalledOnce();
    const [plan] = await h.t.db.query('SELECT revision, is_published, starts_at, ends_at, published_at FROM plans WHERE id = $1::uuid', [id]);
    expect(plan).toEqual({
      revision: 1,
      is_published: true,
      // 7:30 am and 4:00 pm NZDT (+13).
      starts_at: new Date('2030-12-13T18:30:00Z'),
      ends_at: new Date('2030-12-15T03:00:00Z'),
      published_at: h.clock.now(),
    });
    expect(await h.t.db.query('SELECT user_id, state FROM plan_editors WHERE plan_id = $1::uuid', [id])).toEqual([{ user_id: friend.userId, state: 'invited' }]);
    const mail = await h.t.db.query('SELECT to_address, kind, topic, dedupe_key FROM email_outbox WHERE topic = $1 ORDER BY id', [`plan:${id}`]);
    expect(mail).toEqual([
      { to_address: 'em@example.org', kind: 'plan-emergency', topic: `plan:${id}`, dedupe_key: `plan:${id}:to:em@example.org` },
      { to_address: friend.email, kind: 'plan-group', topic: `plan:${id}`, dedupe_key: `plan:${id}:to:${friend.email}` },
      { to_address: owner.email, kind: 'plan-walker', topic: `plan:${id}`, dedupe_key: `plan:${id}:to:${owner.email}` },
    ]);
  });

  describe('the safety chain’s own rules (ADR 057): refused with a clear text, nothing written', () => {
    const published = (overrides: Partial<PlanInput> = {}) =>
      input({ is_published: true, date: { ...TWO_DAY_TRIP }, emergency_contact: { first_name: 'Em', last_name: 'Contact', email: 'em@example.org' }, ...overrides });
    /** Counts before the attempt starts: a promise begun earlier would race the counts, and reject with no handler yet. */
    const unchanged = async (attempt: () => Promise<unknown>) => {
      const before = [await count('plans'), await count('plan_people'), await count('email_outbox')];
      const error = await refusal(attempt());
      expect([await count('plans'), await count('plan_people'), await count('email_outbox')]).toEqual(before);
      return [error.statusCode, error.message];
    };

    it('the walker is never their own emergency contact, draft or published', async () => {
      const owner = await createAccount(h, 'cmd-self');
      const self = { first_name: 'Me', last_name: 'Myself', email: owner.email.toUpperCase() };
      expect(await unchanged(() => createPlan(h.ctx, { userId: owner.userId, plan: input({ emergency_contact: self }) }))).toEqual([422, SELF_AS_EMERGENCY_CONTACT]);
      expect(await unchanged(() => createPlan(h.ctx, { userId: owner.userId, plan: published({ emergency_contact: self }) }))).toEqual([422, SELF_AS_EMERGENCY_CONTACT]);
    });

    it('a trip whose planned end has passed cannot be published (a draft of it can be saved)', async () => {
      const owner = await createAccount(h, 'cmd-past');
      const past = { start: '2030-02-27', end: '2030-02-28', start_time: TWO_DAY_TRIP.start_time, end_time: TWO_DAY_TRIP.end_time };
      expect(await unchanged(() => createPlan(h.ctx, { userId: owner.userId, plan: published({ date: past }) }))).toEqual([422, TRIP_END_PASSED]);
      expect((await createPlan(h.ctx, { userId: owner.userId, plan: input({ date: past }) })).emailsQueued).toBe(0);
    });

    it('publishing needs the walker’s phone in their profile', async () => {
      const owner = await createAccount(h, 'cmd-nophone');
      await h.t.db.query('UPDATE users SET phone = NULL WHERE id = $1', [owner.userId]);
      expect(await unchanged(() => createPlan(h.ctx, { userId: owner.userId, plan: published() }))).toEqual([422, WALKER_PHONE_REQUIRED]);
    });

    it('while the overdue alert is on, the emergency contact needs an email; with it off, they need not', async () => {
      const owner = await createAccount(h, 'cmd-noemail');
      const noEmail = published({ emergency_contact: { first_name: 'Em', last_name: 'Contact', phone: '021 1' } });
      expect(await unchanged(() => createPlan(h.ctx, { userId: owner.userId, plan: noEmail }))).toEqual([422, emergencyContactEmailRequired('Em Contact')]);
      await h.t.db.query('UPDATE users SET notify_end_trip_emergency_contact_email = false WHERE id = $1', [owner.userId]);
      expect((await createPlan(h.ctx, { userId: owner.userId, plan: noEmail })).emailsQueued).toBe(1);
    });
  });

  it('given bad input, refuses with the spec’s text and writes nothing', async () => {
    const owner = await createAccount(h, 'cmd-bad');
    const before = [await count('plans'), await count('plan_people'), await count('email_outbox')];
    expect((await refusal(createPlan(h.ctx, { userId: owner.userId, plan: input({ custom_trip_name: 'x'.repeat(36) }) }))).message).toBe(TRIP_NAME_TOO_LONG);
    expect((await refusal(createPlan(h.ctx, { userId: owner.userId, plan: input({ is_published: true }) }))).message).toBe(DATES_REQUIRED);
    expect([await count('plans'), await count('plan_people'), await count('email_outbox')]).toEqual(before);
  });

  it('given a document that fails inside the transaction, rolls the whole plan back', async () => {
    const owner = await createAccount(h, 'cmd-rollback');
    const other = await createAccount(h, 'cmd-other');
    const theirs = await storeUpload(h.ctx, { userId: other.userId, bytes: DOCUMENTS.txt(), filename: 'theirs.txt', isPrivate: true });
    const before = [await count('plans'), await count('plan_people'), await count('plan_editors'), await count('email_outbox')];
    const error = await refusal(
      createPlan(h.ctx, {
        userId: owner.userId,
        plan: input({ is_published: true, date: { ...TWO_DAY_TRIP }, contacts: [{ first_name: 'A', last_name: 'B', email: other.email }], attachments: [{ id: theirs.id }] }),
      }),
    );
    expect(error.statusCode).toBe(422);
    expect([await count('plans'), await count('plan_people'), await count('plan_editors'), await count('email_outbox')]).toEqual(before);
  });

  it('publishes only from a verified account, and at most RATE_LIMIT_PLAN_PUBLISHES times an hour', async () => {
    const email = newEmail('cmd-unverified');
    const { userId } = await registerUser(h.ctx, { email, password: PASSWORD });
    const published = () => input({ is_published: true, date: { ...TWO_DAY_TRIP }, emergency_contact: { first_name: 'E', last_name: 'C', email: 'ec@example.org' } });
    const unverified = await refusal(createPlan(h.ctx, { userId, plan: published() }));
    expect([unverified.statusCode, unverified.message]).toEqual([403, VERIFY_TO_PUBLISH]);
    // A draft needs no verified email: nothing is sent.
    expect((await createPlan(h.ctx, { userId, plan: input() })).emailsQueued).toBe(0);

    const limited = await openCommandHarness({ rateLimits: { planPublishesPerHour: 2 } });
    try {
      const walker = await createAccount(limited, 'cmd-limited');
      await createPlan(limited.ctx, { userId: walker.userId, plan: published() });
      await createPlan(limited.ctx, { userId: walker.userId, plan: published() });
      const third = await refusal(createPlan(limited.ctx, { userId: walker.userId, plan: published() }));
      expect([third.statusCode, third.message]).toEqual([429, PUBLISHING_TOO_OFTEN]);
      limited.clock.advance(3600_000);
      expect((await createPlan(limited.ctx, { userId: walker.userId, plan: published() })).emailsQueued).toBe(2);
    } finally {
      await limited.close();
    }
  });

  it('goes with the account: deleting the owner deletes their plans and contacts; a member’s deleted account leaves the plan’s copy', async () => {
    const owner = await createAccount(h, 'cmd-leaving');
    const member = await createAccount(h, 'cmd-member-leaving');
    const mine = await createPlan(h.ctx, { userId: owner.userId, plan: input() });
    const theirs = await createPlan(h.ctx, { userId: member.userId, plan: input({ contacts: [{ first_name: 'O', last_name: 'Wner', email: owner.email }] }) });
    await deleteAccount(h.ctx, { userId: owner.userId });
    expect(await h.t.db.query('SELECT 1 FROM plans WHERE id = $1::uuid', [mine.id])).toEqual([]);
    expect(await h.t.db.query('SELECT user_id, email FROM plan_people WHERE plan_id = $1::uuid', [theirs.id])).toEqual([{ user_id: null, email: owner.email }]);
    expect(await h.t.db.query('SELECT 1 FROM plan_editors WHERE plan_id = $1::uuid', [theirs.id])).toEqual([]);
  });
});
