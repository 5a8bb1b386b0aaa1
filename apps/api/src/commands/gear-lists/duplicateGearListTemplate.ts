import { GEAR_LIST_NOT_FOUND, GEAR_LIST_TEMPLATES_FULL, GEAR_LIST_TEMPLATES_MAX } from '@planmywalk/contracts';
import { notFound, unprocessable } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import { findOwnTemplate, insertTemplate, lockAndCountTemplates, type GearListTemplateRow } from './gear-lists.queries.ts';
import { copyTitle } from './gearListRules.ts';

/** A copy of one of the user's lists, named '… (copy)'; another user's list is 404, as if it did not exist. */
export async function duplicateGearListTemplate(ctx: CommandContext, input: { userId: number; id: number }): Promise<GearListTemplateRow> {
  return ctx.db.transaction(async (tx) => {
    const count = await lockAndCountTemplates(tx, input.userId);
    const original = await findOwnTemplate(tx, input.userId, input.id);
    if (!original) throw notFound(GEAR_LIST_NOT_FOUND);
    if (count >= GEAR_LIST_TEMPLATES_MAX) throw unprocessable(GEAR_LIST_TEMPLATES_FULL);
    return insertTemplate(tx, { userId: input.userId, title: copyTitle(original.title), categories: original.categories, now: ctx.clock.now() });
  });
}
