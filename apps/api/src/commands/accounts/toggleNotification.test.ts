import { NOTIFICATION_TOGGLE_FIELDS } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presentUser } from '../../routes/user/user.presenter.ts';
import { findUser } from '../../routes/user/user.queries.ts';
import { createAccount, openCommandHarness, type CommandHarness } from '../../testing/commands.ts';
import { toggleNotification } from './toggleNotification.ts';

describe('toggleNotification', () => {
  let h: CommandHarness;
  beforeAll(async () => {
    h = await openCommandHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const settings = async (userId: number) => {
    const row = await findUser(h.t.db, userId, h.clock.now());
    if (!row) throw new Error('no user');
    const user = presentUser(row, '', { plans: [], contacts: [], wishlisted: [] });
    return { alertToggled: user.alert_toggled, flags: JSON.stringify(user.notifications) };
  };

  it.each(NOTIFICATION_TOGGLE_FIELDS)('turns %s off and on again, and only that one, marking alert_toggled', async (field) => {
    const me = await createAccount(h, 'toggle');
    const bystander = await createAccount(h, 'bystander');
    const before = await settings(me.userId);
    await toggleNotification(h.ctx, { userId: me.userId, field, on: false });
    const off = await settings(me.userId);
    expect(off.alertToggled).toBe(true);
    // Exactly one flag went from true to false.
    expect(off.flags.split('false').length - 1).toBe(1);
    await toggleNotification(h.ctx, { userId: me.userId, field, on: true });
    expect((await settings(me.userId)).flags).toBe(before.flags);
    expect(await settings(bystander.userId)).toEqual({ alertToggled: false, flags: before.flags });
  });
});
