import type { GearCategory } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, openCommandHarness, refusal, type CommandHarness } from '../../testing/commands.ts';
import { createGearListTemplate } from './createGearListTemplate.ts';
import { duplicateGearListTemplate } from './duplicateGearListTemplate.ts';

const categories: GearCategory[] = [{ title: 'Shelter', items: [{ packed: false, title: 'Tent', notes: 'Pitch it at home first' }] }];

describe('duplicateGearListTemplate', () => {
  let h: CommandHarness;
  beforeAll(async () => {
    h = await openCommandHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it("copies the user's list as '… (copy)', leaving the original as it was", async () => {
    const me = await createAccount(h, 'gear-dup');
    const original = await createGearListTemplate(h.ctx, { userId: me.userId, title: 'Camping', categories });
    const copy = await duplicateGearListTemplate(h.ctx, { userId: me.userId, id: original.id });
    expect(copy).toEqual({ id: expect.any(Number), user_id: me.userId, title: 'Camping (copy)', categories });
    expect(copy.id).not.toBe(original.id);
    const [again] = await h.t.db.query('SELECT title, categories FROM gear_list_templates WHERE id = $1', [original.id]);
    expect(again).toEqual({ title: 'Camping', categories });
  });

  it('keeps a copy of a 300-character name within the limit', async () => {
    const me = await createAccount(h, 'gear-dup-long');
    const original = await createGearListTemplate(h.ctx, { userId: me.userId, title: 'k'.repeat(300), categories });
    const copy = await duplicateGearListTemplate(h.ctx, { userId: me.userId, id: original.id });
    expect(copy.title).toHaveLength(300);
    expect(copy.title.endsWith(' (copy)')).toBe(true);
  });

  it("answers 404 for another user's list and copies nothing", async () => {
    const owner = await createAccount(h, 'gear-dup-owner');
    const other = await createAccount(h, 'gear-dup-other');
    const original = await createGearListTemplate(h.ctx, { userId: owner.userId, title: 'Private', categories });
    const error = await refusal(duplicateGearListTemplate(h.ctx, { userId: other.userId, id: original.id }));
    expect([error.statusCode, error.message]).toEqual([404, 'Gear list not found']);
    const [row] = await h.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM gear_list_templates WHERE user_id = $1', [other.userId]);
    expect(row?.n).toBe(0);
  });
});
