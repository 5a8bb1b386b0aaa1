/**
 * A plan's share link (ADR 059): what a link holder sees (what the emergency contact
 * needs, no internal ids), and "Make a new link" (owner only; the old link finds nothing
 * for a link holder, the owner and the group keep the plan, its people are emailed the
 * new link).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '@planmywalk/contracts';
import { bearer, emailsTo, signUp, type SignedUp } from '../../testing/accounts.ts';
import { publishedInput, savePlan } from '../../testing/plans.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';
import { ManualClock } from '../../lib/clock.ts';

describe("a plan's share link (owner, group member, another user, guest, bad input)", () => {
  let s: TestServer;
  let owner: SignedUp;
  let member: SignedUp;
  let other: SignedUp;

  const as = (user: SignedUp | null) => (user ? bearer(user.token.access_token) : {});
  const read = (user: SignedUp | null, key: string) => s.app.inject({ method: 'GET', url: `/api/v1/plan/${key}/readonly`, headers: as(user) });
  const newLink = (user: SignedUp | null, id: string) => s.app.inject({ method: 'POST', url: `/api/v1/plan/${id}/link`, headers: as(user) });

  beforeAll(async () => {
    s = await openTestServer({ clock: new ManualClock('2030-12-01T00:00:00Z'), accounts: { publicUrl: 'https://walk.example.nz' } });
    owner = await signUp(s.app, s.t.db, 'link-owner');
    member = await signUp(s.app, s.t.db, 'link-member');
    other = await signUp(s.app, s.t.db, 'link-other');
  });
  afterAll(() => s.close());

  async function published(): Promise<Plan> {
    return savePlan(
      s.app,
      owner.token.access_token,
      await publishedInput(s.t.db, { contacts: [{ first_name: 'Group', last_name: 'Member', email: member.email }], emergency_contact: { first_name: 'Hemi', last_name: 'Walker', email: `hemi.${Date.now()}@example.org` } }),
    );
  }

  it('shows a link holder what the emergency contact needs, and no internal ids', async () => {
    const plan = await published();
    const seen = (await read(null, plan.id)).json<Plan>();
    expect(seen).toMatchObject({ id: plan.id, share_key: null, user: { id: null }, editors: [], acceptanceState: 'viewer' });
    expect([...seen.contacts, seen.emergency_contact].every((person) => person?.contact_id === null && person.email === null)).toBe(true);
    expect(seen.walker.phone).not.toBeNull();
    const mine = (await read(owner, plan.id)).json<Plan>();
    expect(mine).toMatchObject({ share_key: plan.id, user: { id: owner.user.id } });
  });

  it('a new link: the old one finds nothing for a link holder or another user; the owner and the group keep the plan; its people get the new link', async () => {
    const plan = await published();
    const res = await newLink(owner, plan.id);
    expect(res.statusCode, res.body).toBe(200);
    const key = res.json<Plan>().share_key!;
    expect(key).not.toBe(plan.id);

    expect((await read(null, plan.id)).statusCode).toBe(404);
    expect((await read(other, plan.id)).statusCode).toBe(404);
    expect((await read(owner, plan.id)).statusCode).toBe(200);
    expect((await read(member, plan.id)).statusCode).toBe(200);
    // By the new link, a link holder reads it, and asks its documents, PDF and feeds by the same key.
    const holder = (await read(null, key)).json<Plan>();
    expect(holder.id).toBe(key);
    expect((await s.app.inject({ method: 'GET', url: `/api/v1/plan/${key}/download` })).statusCode).toBe(200);
    expect((await s.app.inject({ method: 'GET', url: `/api/v1/plan/${plan.id}/download` })).statusCode).toBe(404);

    const emergency = plan.emergency_contact!.email!;
    const mails = await emailsTo(s.t.db, emergency, 'plan-emergency');
    expect(mails.at(-1)?.text_body).toContain(`https://walk.example.nz/plan/${key}`);
    expect(mails.at(-1)?.text_body).toContain('This plan has a new link: the one sent before no longer works.');
  });

  it('is the owner\'s alone: a group member 403, another user 404, a guest 401, a bad id 404, and nothing changes', async () => {
    const plan = await published();
    expect((await newLink(member, plan.id)).statusCode).toBe(403);
    expect((await newLink(other, plan.id)).statusCode).toBe(404);
    expect((await newLink(null, plan.id)).statusCode).toBe(401);
    expect((await newLink(owner, 'not-a-plan')).statusCode).toBe(404);
    expect((await read(null, plan.id)).statusCode).toBe(200);
  });
});
