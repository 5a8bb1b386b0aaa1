/**
 * Publishing a plan over a real SMTP server (smtp-server on a loopback port): who gets
 * which email, what it says, and that nothing is lost or doubled when SMTP is down or
 * the plan is re-published while a copy is still queued (ADR 019).
 */
import type { Plan, PlanInput } from '@planmywalk/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import { emailsTo, login, signUp, type SignedUp } from '../../testing/accounts.ts';
import { jsonCall, publishedInput, savePlan } from '../../testing/plans.ts';
import { TestSmtp, freePort } from '../../testing/smtp.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';

describe('publishing a plan', () => {
  let s: TestServer;
  let smtp: TestSmtp;
  let owner: SignedUp;
  const clock = new ManualClock('2030-12-01T00:00:00Z');
  beforeAll(async () => {
    smtp = new TestSmtp(await freePort());
    s = await openTestServer({ clock, mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}` }, accounts: { publicUrl: 'https://walk.example.nz' } });
    owner = await signUp(s.app, s.t.db, 'publisher');
    await s.app.inject(
      jsonCall('PUT', '/api/v1/user', { firstname: 'Aroha', lastname: 'Ngata', gender: 'Female', level: 'Advanced' }, owner.token.access_token),
    );
    await smtp.start();
    await s.app.outbox.deliverDue(); // the sign-up's own mail
  });
  afterEach(async () => {
    await smtp.stop();
    await smtp.start();
  });
  afterAll(async () => {
    await smtp.stop();
    await s.close();
  });

  /** A fresh token: the clock moves between tests. */
  const token = async () => (await login(s.app, owner.email)).access_token;
  const update = async (plan: Plan, input: PlanInput) => {
    const res = await s.app.inject(jsonCall('PUT', `/api/v1/plan/${plan.id}`, { ...input, revision: plan.revision }, await token()));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Plan>();
  };
  /** The Subject header, unfolded (long headers are folded over lines). */
  const subjectOf = (raw: string | undefined) => /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw ?? '')?.[1]?.replace(/\r?\n[ \t]+/g, ' ');
  const unique = (tag: string) => `${tag}.${Math.random().toString(36).slice(2)}@example.org`;
  const people = () => ({ member: unique('member'), emergency: unique('emergency'), silent: unique('silent') });
  const inputFor = async (to: ReturnType<typeof people>, overrides: Partial<PlanInput> = {}) =>
    publishedInput(s.t.db, {
      contacts: [
        { first_name: 'Mere', last_name: 'Tane', email: to.member, phone: '021 555 0101' },
        { first_name: 'Sam', last_name: 'NoEmail' },
        { first_name: 'Aroha', last_name: 'Again', email: owner.email },
      ],
      emergency_contact: { first_name: 'Hemi', last_name: 'Walker', email: to.emergency, phone: '027 555 0199', relationship: 'Brother' },
      gearList: {
        list: {
          title: 'Overnight',
          categories: [
            { title: 'Safety', items: [{ packed: true, title: 'Personal locator beacon', notes: 'registered' }, { packed: false, title: 'Flares', notes: '' }] },
          ],
        },
        list_type: 'default',
        list_preset_id: null,
        list_custom_id: null,
      },
      ...overrides,
    });

  it('emails each group member with an email and the emergency contact, and the walker their own copy, in the same transaction as the save', async () => {
    const to = people();
    const plan = await savePlan(s.app, await token(), await inputFor(to));
    expect((await emailsTo(s.t.db, to.member)).map((r) => r.kind)).toEqual(['plan-group']);
    expect((await emailsTo(s.t.db, to.emergency)).map((r) => r.kind)).toEqual(['plan-emergency']);
    expect((await emailsTo(s.t.db, owner.email)).filter((r) => r.text_body.includes(plan.id)).map((r) => r.kind)).toEqual(['plan-walker']);
    expect(await s.app.outbox.deliverDue()).toEqual({ sent: 3, failed: 0 });

    const [group] = smtp.to(to.member);
    expect(subjectOf(group)).toBe("Aroha Ngata's trip plan: Summer crossing, Saturday 14 December 2030");
    expect(group).toContain('Who is going: Aroha Ngata (021 555 0100), Mere Tane, Sam NoEmail and Aroha Again');
    expect(group).toContain('Starts: Saturday 14 December 2030, 7:30 am');
    expect(group).toContain('Expected out: Sunday 15 December 2030, 4:00 pm');
    expect(group).toContain('Day 1, Saturday 14 December 2030: Road end to First hut. Lunch at the falls.');
    expect(group).toContain('Back at the car by 4.');
    expect(group).toContain(`https://walk.example.nz/plan/${plan.id}`);
    expect(group).toContain(`Where: ${plan.location.title} (track, ${plan.location.regions[0]?.title}`);
    expect(group).not.toMatch(/<img/i);

    const [emergency] = smtp.to(to.emergency);
    expect(subjectOf(emergency)).toBe("You are Aroha Ngata's emergency contact: Summer crossing, Saturday 14 December 2030");
    expect(emergency).toContain(
      'If Aroha Ngata is not back by Sunday 15 December 2030, 4:00 pm (New Zealand time) and you cannot reach them on 021 555 0100, call 111 and ask for the Police. Give them this plan.',
    );
    // When they will be emailed, in the status's words for the contact.
    expect(emergency).toContain(
      'If Aroha Ngata has not told us they are back safely by Sunday 15 December 2030, 5:00 pm, we will email you to say they are overdue.',
    );
    expect(emergency).toContain('Aroha Ngata (trip planner): 021 555 0100');

    const copy = smtp.to(owner.email).find((message) => subjectOf(message)?.startsWith('Your copy')) ?? '';
    expect(subjectOf(copy)).toBe('Your copy of your trip plan: Summer crossing, Saturday 14 December 2030');
    expect(copy).toContain(`When you are out, tap "I'm back safely".`);
    // The trip in a calendar: the walker's with a reminder to check in, the contact's with when to expect word.
    expect(copy).toContain(`https://walk.example.nz/api/v1/plan/${plan.id}/calendar?reader=walker`);
    expect(emergency).toContain('Add "Expect to hear from Aroha Ngata by Sunday 15 December 2030, 4:00 pm" to your calendar:');
    expect(emergency).toContain(`https://walk.example.nz/api/v1/plan/${plan.id}/calendar?reader=contact`);
    expect(group).not.toContain('/calendar');
    expect(emergency).toContain('- Personal locator beacon (registered)');
    expect(emergency).not.toContain('Flares');
    expect(emergency).toContain('Mere Tane: 021 555 0101');
  });

  it('escapes what the walker typed in the HTML', async () => {
    const to = people();
    await savePlan(s.app, await token(), await inputFor(to, { custom_trip_name: '<script>x</script>', note: '<img src=x onerror=alert(1)>' }));
    const [row] = await emailsTo(s.t.db, to.member);
    expect(row?.html_body).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(row?.html_body).not.toContain('<script>');
    expect(row?.html_body).not.toContain('<img');
    await s.app.outbox.deliverDue();
  });

  it('given a re-publish while the first copy is still queued, replaces it: one message, the newest plan', async () => {
    const to = people();
    const plan = await savePlan(s.app, await token(), await inputFor(to));
    await update(plan, await inputFor(to, { note: 'Changed: out by 5.' }));
    const rows = await emailsTo(s.t.db, to.member);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.text_body).toContain('Changed: out by 5.');
    expect(await s.app.outbox.deliverDue()).toEqual({ sent: 3, failed: 0 });
    expect(smtp.to(to.member)).toHaveLength(1);
  });

  it('given a re-save once the first was sent, sends the updated plan again (the spec: re-saving re-sends)', async () => {
    const to = people();
    const plan = await savePlan(s.app, await token(), await inputFor(to));
    await s.app.outbox.deliverDue();
    await update(plan, await inputFor(to, { note: 'Second version' }));
    await s.app.outbox.deliverDue();
    const received = smtp.to(to.emergency);
    expect(received).toHaveLength(2);
    expect(received[1]).toContain('Second version');
  });

  it('given SMTP down while publishing and re-publishing, delivers every email exactly once when it is back', async () => {
    const to = people();
    await smtp.stop();
    const plan = await savePlan(s.app, await token(), await inputFor(to));
    expect(await s.app.outbox.deliverDue()).toEqual({ sent: 0, failed: 3 });
    const republished = await update(plan, await inputFor(to, { note: 'Sent while SMTP was down' }));
    expect(republished.revision).toBe(2);
    expect(await s.app.outbox.deliverDue()).toEqual({ sent: 0, failed: 3 });
    await smtp.start();
    clock.advance(3600_000);
    expect(await s.app.outbox.deliverDue()).toEqual({ sent: 3, failed: 0 });
    for (const address of [to.member, to.emergency]) {
      const received = smtp.to(address);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Sent while SMTP was down');
    }
    expect(await s.app.outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });
  });

  it('withdraws what is still queued when the plan goes back to draft, for a person taken off it, and when it is deleted', async () => {
    const to = people();
    const plan = await savePlan(s.app, await token(), await inputFor(to));
    const input = await inputFor(to);
    const fewer = await update(plan, { ...input, contacts: input.contacts.slice(1) });
    expect(await emailsTo(s.t.db, to.member)).toEqual([]);
    expect(await emailsTo(s.t.db, to.emergency)).toHaveLength(1);
    const draft = await update(fewer, { ...input, is_published: false });
    expect(draft.published_at).toBeNull();
    expect(await emailsTo(s.t.db, to.emergency)).toEqual([]);

    const other = people();
    const doomed = await savePlan(s.app, await token(), await inputFor(other));
    expect(await emailsTo(s.t.db, other.emergency)).toHaveLength(1);
    const res = await s.app.inject({ method: 'DELETE', url: `/api/v1/plan/${doomed.id}`, headers: { authorization: `Bearer ${await token()}` } });
    expect(res.statusCode).toBe(200);
    expect(await emailsTo(s.t.db, other.emergency)).toEqual([]);
    expect(await s.app.outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });
  });

  it('sends nothing for a draft, nor for a gear tick on a published plan', async () => {
    const to = people();
    const plan = await savePlan(s.app, await token(), await inputFor(to, { is_published: false }));
    expect(await emailsTo(s.t.db, to.member)).toEqual([]);
    const published = await update(plan, await inputFor(to));
    await s.app.outbox.deliverDue();
    const gear = await s.app.inject(jsonCall('PUT', `/api/v1/plan/${published.id}/gear`, (await inputFor(to)).gearList, await token()));
    expect(gear.statusCode).toBe(200);
    expect(await s.app.outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.to(to.member)).toHaveLength(1);
  });
});
