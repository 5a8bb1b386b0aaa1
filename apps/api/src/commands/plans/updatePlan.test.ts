import { PLAN_CHANGED_ELSEWHERE, type PlanGearList, type PlanInput } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, openCommandHarness, refusal, type CommandHarness, type TestAccount } from '../../testing/commands.ts';
import { TWO_DAY_TRIP, seededLocation } from '../../testing/plans.ts';
import { acceptPlan } from './acceptPlan.ts';
import { createPlan } from './createPlan.ts';
import { deletePlan } from './deletePlan.ts';
import { updatePlan } from './updatePlan.ts';
import { GEAR_CHANGED, updatePlanGear } from './updatePlanGear.ts';

describe('updatePlan, updatePlanGear, acceptPlan, deletePlan', () => {
  let h: CommandHarness;
  let owner: TestAccount;
  let member: TestAccount;
  let input: (overrides?: Partial<PlanInput>) => PlanInput;
  beforeAll(async () => {
    h = await openCommandHarness();
    owner = await createAccount(h, 'upd-owner');
    member = await createAccount(h, 'upd-member');
    const track = await seededLocation(h.t.db);
    input = (overrides = {}) => ({
      location: { id: track.id, type: 'Track' },
      is_published: false,
      date: { ...TWO_DAY_TRIP },
      custom_trip_name: null,
      contacts: [{ first_name: 'Mem', last_name: 'Ber', email: member.email }],
      emergency_contact: { first_name: 'Em', last_name: 'Er', email: 'em.upd@example.org' },
      daily_plans: [],
      note: '',
      attachments: [],
      ...overrides,
    });
  });
  afterAll(async () => {
    await h.close();
  });
  const queued = async (id: string) =>
    h.t.db.query<{ to_address: string; text_body: string }>('SELECT to_address, text_body FROM email_outbox WHERE topic = $1 AND sent_at IS NULL ORDER BY to_address', [`plan:${id}`]);

  it('moves the revision on, refuses an older one (409) without writing, and re-publishing replaces what is queued', async () => {
    const { id } = await createPlan(h.ctx, { userId: owner.userId, plan: input({ is_published: true }) });
    expect((await updatePlan(h.ctx, { userId: owner.userId, planId: id, plan: input({ revision: 1, is_published: true, note: 'v2' }) })).revision).toBe(2);
    const error = await refusal(updatePlan(h.ctx, { userId: owner.userId, planId: id, plan: input({ revision: 1, is_published: true, note: 'stale' }) }));
    expect([error.statusCode, error.message]).toEqual([409, PLAN_CHANGED_ELSEWHERE]);
    const mail = await queued(id);
    expect(mail.map((m) => m.to_address)).toEqual(['em.upd@example.org', member.email, owner.email].sort());
    expect(mail.every((m) => m.text_body.includes('v2') && !m.text_body.includes('stale'))).toBe(true);
  });

  it('lets an accepted member tick the gear list but not reshape it, without moving the revision', async () => {
    const gear = (packed: boolean, title = 'Tent'): PlanGearList => ({
      list: { title: 'Trip', categories: [{ title: 'Shelter', items: [{ packed, title, notes: '' }] }] },
      list_type: 'custom',
      list_preset_id: null,
      list_custom_id: 3,
    });
    const { id } = await createPlan(h.ctx, { userId: owner.userId, plan: input({ gearList: gear(false) }) });
    await acceptPlan(h.ctx, { userId: member.userId, planId: id });
    await updatePlanGear(h.ctx, { userId: member.userId, planId: id, gear: gear(true) });
    const [row] = await h.t.db.query<{ gear_list: PlanGearList; revision: number }>('SELECT gear_list, revision FROM plans WHERE id = $1::uuid', [id]);
    expect(row).toEqual({ gear_list: gear(true), revision: 1 });
    const error = await refusal(updatePlanGear(h.ctx, { userId: member.userId, planId: id, gear: gear(true, 'Hammock') }));
    expect([error.statusCode, error.message]).toEqual([409, GEAR_CHANGED]);
  });

  it('declines for a member and deletes for the owner, withdrawing queued emails', async () => {
    const { id } = await createPlan(h.ctx, { userId: owner.userId, plan: input({ is_published: true }) });
    expect(await deletePlan(h.ctx, { userId: member.userId, planId: id })).toEqual({ outcome: 'declined' });
    expect(await h.t.db.query('SELECT state FROM plan_editors WHERE plan_id = $1::uuid', [id])).toEqual([{ state: 'declined' }]);
    expect(await queued(id)).toHaveLength(3);
    expect((await refusal(deletePlan(h.ctx, { userId: member.userId, planId: id }))).statusCode).toBe(404);
    expect(await deletePlan(h.ctx, { userId: owner.userId, planId: id })).toEqual({ outcome: 'deleted' });
    expect(await queued(id)).toEqual([]);
    expect((await refusal(deletePlan(h.ctx, { userId: owner.userId, planId: id }))).statusCode).toBe(404);
  });
});
