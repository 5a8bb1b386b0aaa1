import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, openCommandHarness, refusal, type CommandHarness } from '../../testing/commands.ts';
import { NO_SUCH_ACCOUNT, setAdministrator } from './setAdministrator.ts';

describe('setAdministrator', () => {
  let h: CommandHarness;
  beforeAll(async () => {
    h = await openCommandHarness();
  });
  afterAll(async () => {
    await h.close();
  });
  const isAdmin = async (userId: number) => (await h.t.db.query<{ is_admin: boolean }>('SELECT is_admin FROM users WHERE id = $1', [userId]))[0]?.is_admin;

  it('given an email in any case, makes that account an administrator, logs it, and can take the role away', async () => {
    const account = await createAccount(h, 'moderator');
    const bystander = await createAccount(h, 'bystander');
    expect(await isAdmin(account.userId)).toBe(false);
    await setAdministrator(h.ctx, { email: ` ${account.email.toUpperCase()} `, admin: true });
    expect(await isAdmin(account.userId)).toBe(true);
    expect(h.log.info).toHaveBeenCalledWith({ userId: account.userId, admin: true }, 'administrator role granted');
    await setAdministrator(h.ctx, { email: account.email, admin: false });
    expect(await isAdmin(account.userId)).toBe(false);
    expect(await isAdmin(bystander.userId)).toBe(false);
  });

  it('given an email no account has, refuses with 404 and changes nothing', async () => {
    const before = await h.t.db.query('SELECT id FROM users WHERE is_admin');
    const error = await refusal(setAdministrator(h.ctx, { email: 'nobody@example.org', admin: true }));
    expect([error.statusCode, error.message]).toEqual([404, NO_SUCH_ACCOUNT]);
    expect(await h.t.db.query('SELECT id FROM users WHERE is_admin')).toEqual(before);
  });
});
