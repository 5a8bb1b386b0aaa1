import type { GearCategory } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, openCommandHarness, refusal, type CommandHarness } from '../../testing/commands.ts';
import { createGearListTemplate } from './createGearListTemplate.ts';
import { updateGearListTemplate } from './updateGearListTemplate.ts';

const before: GearCategory[] = [{ title: 'Food', items: [{ packed: false, title: 'Scroggin', notes: '' }] }];
const after: GearCategory[] = [
  { title: 'Food and water', items: [{ packed: false, title: 'Scroggin', notes: 'Nuts and raisins' }] },
  { title: 'Category 2', items: [{ packed: false, title: '', notes: '' }] },
];

describe('updateGearListTemplate', () => {
  let h: CommandHarness;
  beforeAll(async () => {
    h = await openCommandHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('saves the new name and categories over the old, and marks when', async () => {
    const me = await createAccount(h, 'gear-update');
    const list = await createGearListTemplate(h.ctx, { userId: me.userId, title: 'Food', categories: before });
    h.clock.advance(60_000);
    const saved = await updateGearListTemplate(h.ctx, { userId: me.userId, id: list.id, title: 'Snacks ', categories: after });
    expect(saved).toEqual({ id: list.id, user_id: me.userId, title: 'Snacks', categories: after });
    const [row] = await h.t.db.query<{ updated_at: Date }>('SELECT updated_at FROM gear_list_templates WHERE id = $1', [list.id]);
    expect(row?.updated_at.toISOString()).toBe(h.clock.now().toISOString());
  });

  it("answers 404 for another user's list, and 422 for a blank name, changing nothing", async () => {
    const owner = await createAccount(h, 'gear-update-owner');
    const other = await createAccount(h, 'gear-update-other');
    const list = await createGearListTemplate(h.ctx, { userId: owner.userId, title: 'Food', categories: before });
    const theirs = await refusal(updateGearListTemplate(h.ctx, { userId: other.userId, id: list.id, title: 'Mine', categories: after }));
    expect(theirs.statusCode).toBe(404);
    const blank = await refusal(updateGearListTemplate(h.ctx, { userId: owner.userId, id: list.id, title: '  ', categories: after }));
    expect(blank.statusCode).toBe(422);
    const [row] = await h.t.db.query('SELECT title, categories FROM gear_list_templates WHERE id = $1', [list.id]);
    expect(row).toEqual({ title: 'Food', categories: before });
  });
});
