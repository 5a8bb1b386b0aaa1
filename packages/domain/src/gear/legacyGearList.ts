/**
 * Plans saved by the council's earlier app carry `gear_list`: a flat list of items, each
 * with its category's title (spec part 2 §3). The gear page shows them as a list of
 * categories, in the order the categories first appear; an item without one goes under
 * 'Other' (at the end).
 */
import type { GearCategory, PlanGearList } from '@planmywalk/contracts';

export interface LegacyGearItem {
  category?: { title?: string | null } | null;
  checked?: boolean | null;
  title?: string | null;
  notes?: string | null;
}

export const LEGACY_OTHER_CATEGORY = 'Other';
export const LEGACY_LIST_TITLE = 'Gear list';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function convertLegacyGearList(items: readonly LegacyGearItem[]): GearCategory[] {
  const categories = new Map<string, GearCategory>();
  const other: GearCategory = { title: LEGACY_OTHER_CATEGORY, items: [] };
  for (const item of items) {
    const title = item.category?.title?.trim() ?? '';
    const category = title === '' ? other : (categories.get(title) ?? { title, items: [] });
    categories.set(title, category);
    category.items.push({ packed: item.checked === true, title: item.title ?? '', notes: item.notes ?? '' });
  }
  categories.delete('');
  return [...categories.values(), ...(other.items.length ? [other] : [])];
}

/**
 * A plan's gear list: its `gearList`, else its legacy `gear_list` converted (a custom
 * list of no preset), else null.
 */
export function gearListOfPlan(plan: { gearList: PlanGearList | null; gear_list?: unknown }): PlanGearList | null {
  if (plan.gearList) return plan.gearList;
  if (!Array.isArray(plan.gear_list) || plan.gear_list.length === 0) return null;
  const items = plan.gear_list.filter(isObject) as LegacyGearItem[];
  return {
    list: { title: LEGACY_LIST_TITLE, categories: convertLegacyGearList(items) },
    list_type: 'custom',
    list_preset_id: null,
    list_custom_id: null,
  };
}
