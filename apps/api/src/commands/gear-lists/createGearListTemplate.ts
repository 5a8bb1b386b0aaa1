import { GEAR_LIST_TEMPLATES_FULL, GEAR_LIST_TEMPLATES_MAX, type GearCategory } from '@planmywalk/contracts';
import { unprocessable } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import { insertTemplate, lockAndCountTemplates, type GearListTemplateRow } from './gear-lists.queries.ts';
import { listTitle } from './gearListRules.ts';

/** A new custom gear list of the user's; refused past GEAR_LIST_TEMPLATES_MAX (422) or with a blank name. */
export async function createGearListTemplate(
  ctx: CommandContext,
  input: { userId: number; title: string; categories: GearCategory[] },
): Promise<GearListTemplateRow> {
  const title = listTitle(input.title);
  return ctx.db.transaction(async (tx) => {
    if ((await lockAndCountTemplates(tx, input.userId)) >= GEAR_LIST_TEMPLATES_MAX) throw unprocessable(GEAR_LIST_TEMPLATES_FULL);
    return insertTemplate(tx, { userId: input.userId, title, categories: input.categories, now: ctx.clock.now() });
  });
}
