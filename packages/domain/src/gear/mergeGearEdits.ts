/**
 * Gear edits made offline, put on top of the server's latest list when the network is back
 * (docs/adr/049-offline-edits.md). Items have no ids: an item is its category's title, its
 * own title and which of that pair it is (the second 'Snacks' in 'Food'). Per item, a field
 * (the tick, the notes) the walker changed is sent only if the server's copy still has the
 * value the walker started from; when both sides changed the same field, the server's copy
 * is kept, as nothing tells which edit came later (device clocks drift and a group
 * member's ticks do not move the plan's time).
 */
import type { GearCategory, GearItem, GearList, Plan, PlanGearList } from '@planmywalk/contracts';
import { sameGearContent } from './gearListEdits.ts';

export interface GearMerge {
  gear: PlanGearList;
  /** Fields the walker changed that were changed differently elsewhere meanwhile (the server's kept). */
  keptFromServer: number;
}

const FIELDS = ['packed', 'notes'] as const;

type Keyed = Map<string, GearItem>;

/** Each item under its key: category title, item title and its rank among twins. */
function keyed(list: GearList): Keyed {
  const items: Keyed = new Map();
  const seen = new Map<string, number>();
  for (const category of list.categories) {
    for (const item of category.items) {
      const pair = `${category.title}\u0000${item.title}`;
      const rank = seen.get(pair) ?? 0;
      seen.set(pair, rank + 1);
      items.set(`${pair}\u0000${rank}`, item);
    }
  }
  return items;
}

const copyList = (list: GearList): GearList => ({ ...list, categories: list.categories.map((category) => ({ ...category, items: category.items.map((item) => ({ ...item })) })) });

const sameSource = (a: PlanGearList, b: PlanGearList) => a.list_type === b.list_type && a.list_preset_id === b.list_preset_id && a.list_custom_id === b.list_custom_id;

/**
 * `base`: the server's list the edits started from; `mine`: the list on the device;
 * `server`: the server's list now. Without a base (the plan had no list) or when the
 * server's list is still the base, the device's list goes as it is; a list switched to
 * another preset or custom list offline replaces the list whole (it is a new list, not an
 * edit of items).
 */
export function mergeGearEdits(base: PlanGearList | null, mine: PlanGearList, server: PlanGearList | null): GearMerge {
  if (!base || !server) return { gear: mine, keptFromServer: 0 };
  if ((sameGearContent(base.list, server.list) && base.list.title === server.list.title && sameSource(base, server)) || !sameSource(base, mine)) {
    return { gear: mine, keptFromServer: 0 };
  }
  const merged = copyList(server.list);
  const baseItems = keyed(base.list);
  const mineItems = keyed(mine.list);
  const mergedItems = keyed(merged);
  let keptFromServer = 0;

  for (const [key, item] of mineItems) {
    const started = baseItems.get(key);
    const current = mergedItems.get(key);
    if (started && current) {
      for (const field of FIELDS) {
        if (item[field] === started[field]) continue;
        if (current[field] === started[field]) (current as Record<typeof field, unknown>)[field] = item[field];
        else if (current[field] !== item[field]) keptFromServer++;
      }
    } else if (!started && !current) {
      addItem(merged, key.split('\u0000')[0] ?? '', { ...item });
    }
    // Started from an item the server has since renamed or removed: the server's shape stands.
  }

  // Items removed here go, unless they were changed elsewhere meanwhile.
  const removed = new Set<GearItem>();
  for (const [key, started] of baseItems) {
    const current = mergedItems.get(key);
    if (!mineItems.has(key) && current && FIELDS.every((field) => current[field] === started[field])) removed.add(current);
  }
  const categories: GearCategory[] = merged.categories.map((category) => ({ ...category, items: category.items.filter((item) => !removed.has(item)) }));
  const list = { ...merged, title: mine.list.title !== base.list.title ? mine.list.title : merged.title, categories };
  return { gear: { ...server, list }, keptFromServer };
}

/** An item added here goes at the end of its category (made anew when the server has none of that title). */
function addItem(list: GearList, categoryTitle: string, item: GearItem): void {
  const category = list.categories.find((candidate) => candidate.title === categoryTitle);
  if (category) category.items.push(item);
  else list.categories.push({ title: categoryTitle, items: [item] });
}

/** Sends edits kept on the device: the server's latest plan, the edits merged into its list, that list saved. */
export async function sendGearEdits(
  api: { getReadonlyPlan(id: string): Promise<Plan>; updatePlanGear(id: string, gear: PlanGearList): Promise<Plan> },
  pending: { planId: string; base: PlanGearList | null; mine: PlanGearList },
): Promise<{ answer: Plan; merged: GearMerge }> {
  const latest = await api.getReadonlyPlan(pending.planId);
  const merged = mergeGearEdits(pending.base, pending.mine, latest.gearList);
  return { answer: await api.updatePlanGear(pending.planId, merged.gear), merged };
}
