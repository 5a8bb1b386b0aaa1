import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, openCommandHarness, refusal, type CommandHarness } from '../../testing/commands.ts';
import { createGearListTemplate } from './createGearListTemplate.ts';
import { deleteGearListTemplate } from './deleteGearListTemplate.ts';

describe('deleteGearListTemplate', () => {
  let h: CommandHarness;
  beforeAll(async () => {
    h = await openCommandHarness();
  });
  afterAll(async () => {
    await h.close();
  });
  const exists = async (id: number) => (await h.t.db.query('SELECT 1 FROM gear_list_templates WHERE id = $1', [id])).length === 1;

  it("removes the user's list; a second delete is 404", async () => {
    const me = await createAccount(h, 'gear-delete');
    const list = await createGearListTemplate(h.ctx, { userId: me.userId, title: 'Old kit', categories: [] });
    await deleteGearListTemplate(h.ctx, { userId: me.userId, id: list.id });
    expect(await exists(list.id)).toBe(false);
    expect((await refusal(deleteGearListTemplate(h.ctx, { userId: me.userId, id: list.id }))).statusCode).toBe(404);
  });

  it("refuses another user's list with 404 and keeps it", async () => {
    const owner = await createAccount(h, 'gear-delete-owner');
    const other = await createAccount(h, 'gear-delete-other');
    const list = await createGearListTemplate(h.ctx, { userId: owner.userId, title: 'Keep me', categories: [] });
    expect((await refusal(deleteGearListTemplate(h.ctx, { userId: other.userId, id: list.id }))).statusCode).toBe(404);
    expect(await exists(list.id)).toBe(true);
  });
});
