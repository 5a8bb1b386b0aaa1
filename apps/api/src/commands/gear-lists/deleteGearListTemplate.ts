import { GEAR_LIST_NOT_FOUND } from '@planmywalk/contracts';
import { notFound } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import { deleteOwnTemplate } from './gear-lists.queries.ts';

/** Removes one of the user's lists. Plans that started from it keep their own copy (a plan's gear list is its own). */
export async function deleteGearListTemplate(ctx: CommandContext, input: { userId: number; id: number }): Promise<void> {
  const deleted = await ctx.db.transaction((tx) => deleteOwnTemplate(tx, input.userId, input.id));
  if (!deleted) throw notFound(GEAR_LIST_NOT_FOUND);
}
