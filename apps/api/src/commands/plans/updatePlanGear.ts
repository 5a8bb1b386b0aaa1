import { PLAN_NOT_FOUND, type GearList, type PlanGearList } from '@planmywalk/contracts';
import { HttpError, conflict, notFound } from '../../http/http-error.ts';
import { mayRead, mayTickGear, relationOf } from '../../plans/plan-access.ts';
import type { CommandContext } from '../context.ts';
import { findEditorState, lockPlan, updateGearList } from './planWrites.queries.ts';

export const ACCEPT_TO_TICK = 'Accept the plan to tick its gear list.';
export const GEAR_IS_THE_OWNERS = "Only the plan's owner and the group members who accepted it can tick its gear list.";
export const GEAR_CHANGED = "The gear list was changed by the plan's owner. Reload it, then tick what you have packed.";

/** The same list in every respect but the packed ticks. */
function sameButTicks(a: GearList, b: GearList): boolean {
  return (
    a.title === b.title &&
    a.categories.length === b.categories.length &&
    a.categories.every((category, c) => {
      const other = b.categories[c];
      return (
        other !== undefined &&
        category.title === other.title &&
        category.items.length === other.items.length &&
        category.items.every((item, i) => item.title === other.items[i]?.title && item.notes === other.items[i]?.notes)
      );
    })
  );
}

/** The current list with the sent list's ticks. */
function withTicks(current: PlanGearList, sent: PlanGearList): PlanGearList {
  return {
    ...current,
    list: {
      ...current.list,
      categories: current.list.categories.map((category, c) => ({
        ...category,
        items: category.items.map((item, i) => ({ ...item, packed: sent.list.categories[c]?.items[i]?.packed ?? item.packed })),
      })),
    },
  };
}

/**
 * Saves a plan's gear list (the gear page's autosave), ADR 019:
 * - the owner saves the whole list (it is theirs to shape);
 * - a group member who accepted the plan ticks what they have packed: the list must be
 *   the plan's list but for the ticks (a list the owner changed meanwhile is a 409);
 * - an invited member accepts first (403); anyone else reading a published plan by its
 *   link is refused (403); a draft is not found for them (404).
 * The plan's revision is not moved (a tick must not make the owner's open editor 409)
 * and no email is sent: ticks are seen on the plan itself.
 */
export async function updatePlanGear(ctx: CommandContext, input: { userId: number; planId: string; gear: PlanGearList }): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const plan = await lockPlan(tx, input.planId);
    if (!plan) throw notFound(PLAN_NOT_FOUND);
    const relation = relationOf(plan, input.userId, await findEditorState(tx, input.planId, input.userId));
    if (!mayRead(plan, relation)) throw notFound(PLAN_NOT_FOUND);
    if (relation === 'owner') return updateGearList(tx, input.planId, input.gear, now);
    if (relation === 'invited') throw new HttpError(403, ACCEPT_TO_TICK);
    if (!mayTickGear(relation)) throw new HttpError(403, GEAR_IS_THE_OWNERS);
    if (!plan.gear_list || !sameButTicks(plan.gear_list.list, input.gear.list)) throw conflict(GEAR_CHANGED);
    // A member's ticks do not count as an edit of the plan (its "last edited" stays the owner's).
    return updateGearList(tx, input.planId, withTicks(plan.gear_list, input.gear), null);
  });
}
