import { GEAR_LIST_TEMPLATES_MAX, type GearCategory } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, openCommandHarness, refusal, type CommandHarness } from '../../testing/commands.ts';
import { createGearListTemplate } from './createGearListTemplate.ts';

const categories: GearCategory[] = [{ title: 'Clothing', items: [{ packed: true, title: 'Rain jacket', notes: 'Hood' }] }];

describe('createGearListTemplate', () => {
  let h: CommandHarness;
  beforeAll(async () => {
    h = await openCommandHarness();
  });
  afterAll(async () => {
    await h.close();
  });
  const count = async (userId: number) =>
    (await h.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM gear_list_templates WHERE user_id = $1', [userId]))[0]?.n;

  it('stores the list with its trimmed name, as typed, for the user only', async () => {
    const me = await createAccount(h, 'gear-create');
    const row = await createGearListTemplate(h.ctx, { userId: me.userId, title: '  Tararua weekend ', categories });
    expect(row).toEqual({ id: expect.any(Number), user_id: me.userId, title: 'Tararua weekend', categories });
    const [stored] = await h.t.db.query<{ created_at: Date }>('SELECT created_at FROM gear_list_templates WHERE id = $1', [row.id]);
    expect(stored?.created_at.toISOString()).toBe(h.clock.now().toISOString());
  });

  it('refuses a blank name with 422 and stores nothing', async () => {
    const me = await createAccount(h, 'gear-blank');
    const error = await refusal(createGearListTemplate(h.ctx, { userId: me.userId, title: ' \t ', categories }));
    expect([error.statusCode, error.message]).toEqual([422, 'Give the gear list a name.']);
    expect(await count(me.userId)).toBe(0);
  });

  it(`refuses the ${GEAR_LIST_TEMPLATES_MAX + 1}th list, and two saves at once cannot both take the last place`, async () => {
    const me = await createAccount(h, 'gear-many');
    await h.t.db.query(`INSERT INTO gear_list_templates (user_id, title, categories) SELECT $1, 'L' || n, '[]' FROM generate_series(1, $2) n`, [
      me.userId,
      GEAR_LIST_TEMPLATES_MAX - 1,
    ]);
    const results = await Promise.allSettled([
      createGearListTemplate(h.ctx, { userId: me.userId, title: 'Last one', categories }),
      createGearListTemplate(h.ctx, { userId: me.userId, title: 'One too many', categories }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await count(me.userId)).toBe(GEAR_LIST_TEMPLATES_MAX);
  });
});
