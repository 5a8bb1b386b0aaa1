import type { CommandContext } from '../context.ts';
import { markRead } from './notifications.queries.ts';

/** Marks the user's own notifications read: those ids (another user's are left alone), or all. */
export async function markNotificationsRead(ctx: CommandContext, input: { userId: number; ids: readonly number[] | null }): Promise<void> {
  await markRead(ctx.db, input.userId, input.ids, ctx.clock.now());
}
