import { GEAR_LIST_NOT_FOUND, type GearCategory } from '@planmywalk/contracts';
import { notFound } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import { updateOwnTemplate, type GearListTemplateRow } from './gear-lists.queries.ts';
import { listTitle } from './gearListRules.ts';

/** Saves the whole list over the user's old one (rename and edit are both this). */
export async function updateGearListTemplate(
  ctx: CommandContext,
  input: { userId: number; id: number; title: string; categories: GearCategory[] },
): Promise<GearListTemplateRow> {
  const title = listTitle(input.title);
  const row = await ctx.db.transaction((tx) =>
    updateOwnTemplate(tx, { userId: input.userId, id: input.id, title, categories: input.categories, now: ctx.clock.now() }),
  );
  if (!row) throw notFound(GEAR_LIST_NOT_FOUND);
  return row;
}
