import type { NotificationToggleField } from '@planmywalk/contracts';
import type { CommandContext } from '../context.ts';
import { setNotification } from './accounts.queries.ts';

/** Turns one notification setting on or off, and records that the user has chosen. */
export async function toggleNotification(
  ctx: CommandContext,
  input: { userId: number; field: NotificationToggleField; on: boolean },
): Promise<void> {
  await setNotification(ctx.db, input.userId, input.field, input.on, ctx.clock.now());
}
