import type { ErrorResponse, Plan, PlanGearList } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUp } from '../../testing/accounts.ts';
import { draftInput, jsonCall, publishedInput, savePlan } from '../../testing/plans.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';

/**
 * The gear page's side of PUT plan/{id}/gear (issue 10): its bad input is refused with
 * nothing changed, and the ticks it saves are what everyone reading the plan sees. The
 * route's access rules (owner, members, strangers) are tested with the plans (plans.test.ts).
 */
describe('a plan’s gear list', () => {
  let s: TestServer;
  let owner: SignedUp;
  beforeAll(async () => {
    s = await openTestServer();
    owner = await signUp(s.app, s.t.db, 'gear-planner');
  });
  afterAll(async () => {
    await s.close();
  });

  const gear = (packed: boolean[]): PlanGearList => ({
    list: {
      title: 'Overnight hut trip',
      categories: [
        {
          title: 'Shelter and sleeping',
          items: packed.map((p, i) => ({ packed: p, title: ['Sleeping bag', 'Ear plugs', 'Hut tickets'][i] ?? `Item ${i}`, notes: '' })),
        },
      ],
    },
    list_type: 'default',
    list_preset_id: 'overnight-hut',
    list_custom_id: null,
  });
  const putGear = (id: string, body: unknown) => s.app.inject(jsonCall('PUT', `/api/v1/plan/${id}/gear`, body, owner.token.access_token));
  const stored = async (id: string) => (await s.t.db.query('SELECT gear_list, updated_at, revision FROM plans WHERE id = $1::uuid', [id]))[0];

  const longItem = (list: PlanGearList): PlanGearList => ({
    ...list,
    list: { ...list.list, categories: [{ title: 'Shelter and sleeping', items: [{ packed: true, title: 'x'.repeat(301), notes: '' }] }] },
  });
  it.each<[string, (list: PlanGearList) => unknown]>([
    ['a 301-character item', longItem],
    ['a 301-character note', (list) => ({ ...list, list: { ...list.list, categories: [{ title: 'C', items: [{ packed: true, title: 'Hat', notes: 'n'.repeat(301) }] }] } })],
    ['categories that are not a list', (list) => ({ ...list, list: { ...list.list, categories: { title: 'Shelter' } } })],
    ['a category without items', (list) => ({ ...list, list: { ...list.list, categories: [{ title: 'Shelter' }] } })],
    ['an item that is a string', (list) => ({ ...list, list: { ...list.list, categories: [{ title: 'Shelter', items: ['Sleeping bag'] }] } })],
    ['an unknown list type', (list) => ({ ...list, list_type: 'borrowed' })],
    ['no list', ({ list: _, ...rest }) => rest],
  ])('refuses %s with 400 and the reason, and keeps the saved list', async (_, change) => {
    const plan = await savePlan(s.app, owner.token.access_token, await draftInput(s.t.db, { gearList: gear([true, false, false]) }));
    const before = await stored(plan.id);
    const res = await putGear(plan.id, change(gear([true, true, true])));
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().error).toEqual(expect.any(String));
    expect(await stored(plan.id)).toEqual(before);
  });

  it("shows the owner's ticks to anyone reading the published plan by its link (the emergency contact's view), without moving its revision", async () => {
    const plan = await savePlan(s.app, owner.token.access_token, await publishedInput(s.t.db));
    const res = await putGear(plan.id, gear([true, false, true]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Plan>().revision).toBe(plan.revision);
    const read = await s.app.inject({ method: 'GET', url: `/api/v1/plan/${plan.id}/readonly` });
    expect(read.statusCode).toBe(200);
    expect(read.json<Plan>().gearList?.list.categories[0]?.items.map((item) => item.packed)).toEqual([true, false, true]);
  });
});
