/**
 * The gear editor's changes to a list (spec part 2 §5), as pure functions: each answers a
 * new list and leaves the one it was given alone, so a store can keep the old one to
 * compare, persist or restore. Indexes out of range change nothing.
 */
import type { GearCategory, GearItem, GearList } from '@planmywalk/contracts';

/** New items start unpacked and empty. */
export const emptyGearItem = (): GearItem => ({ packed: false, title: '', notes: '' });

/** 'Category N': the first N from the count up that no category of the list is called yet. */
export function newCategoryTitle(categories: readonly Pick<GearCategory, 'title'>[]): string {
  const taken = new Set(categories.map((category) => category.title.trim().toLowerCase()));
  let n = categories.length + 1;
  while (taken.has(`category ${n}`)) n++;
  return `Category ${n}`;
}

/** An empty list starts with 'Category 1' and one empty item. */
export function emptyGearCategories(): GearCategory[] {
  return [{ title: newCategoryTitle([]), items: [emptyGearItem()] }];
}

export const emptyGearList = (title: string): GearList => ({ title, categories: emptyGearCategories() });

/** A deep copy with every item unpacked: a preset or a custom list as a new trip starts it. */
export function unpackedCopy<T extends { categories: readonly GearCategory[] }>(list: T): T {
  return { ...list, categories: list.categories.map((category) => ({ title: category.title, items: category.items.map((item) => ({ ...item, packed: false })) })) };
}

const mapCategory = (list: GearList, index: number, change: (category: GearCategory) => GearCategory): GearList =>
  index < 0 || index >= list.categories.length ? list : { ...list, categories: list.categories.map((category, c) => (c === index ? change(category) : category)) };

const mapItem = (list: GearList, categoryIndex: number, itemIndex: number, change: (item: GearItem) => GearItem): GearList =>
  mapCategory(list, categoryIndex, (category) =>
    itemIndex < 0 || itemIndex >= category.items.length
      ? category
      : { ...category, items: category.items.map((item, i) => (i === itemIndex ? change(item) : item)) },
  );

export const setPacked = (list: GearList, categoryIndex: number, itemIndex: number, packed: boolean): GearList =>
  mapItem(list, categoryIndex, itemIndex, (item) => ({ ...item, packed }));

export const updateItem = (list: GearList, categoryIndex: number, itemIndex: number, change: Partial<Pick<GearItem, 'title' | 'notes'>>): GearList =>
  mapItem(list, categoryIndex, itemIndex, (item) => ({ ...item, ...change }));

/** Adds an empty item at the end of the category. */
export const addItem = (list: GearList, categoryIndex: number): GearList =>
  mapCategory(list, categoryIndex, (category) => ({ ...category, items: [...category.items, emptyGearItem()] }));

export const removeItem = (list: GearList, categoryIndex: number, itemIndex: number): GearList =>
  mapCategory(list, categoryIndex, (category) => ({ ...category, items: category.items.filter((_, i) => i !== itemIndex) }));

export const renameCategory = (list: GearList, categoryIndex: number, title: string): GearList =>
  mapCategory(list, categoryIndex, (category) => ({ ...category, title }));

/** Adds 'Category N' with one empty item, at the end. */
export const addCategory = (list: GearList): GearList => ({
  ...list,
  categories: [...list.categories, { title: newCategoryTitle(list.categories), items: [emptyGearItem()] }],
});

export const removeCategory = (list: GearList, categoryIndex: number): GearList => ({
  ...list,
  categories: list.categories.filter((_, c) => c !== categoryIndex),
});

/** Same categories and items, ticks included (the list's own title aside). */
export function sameGearContent(a: { categories: readonly GearCategory[] }, b: { categories: readonly GearCategory[] }): boolean {
  return (
    a.categories.length === b.categories.length &&
    a.categories.every((category, c) => {
      const other = b.categories[c];
      return (
        other !== undefined &&
        category.title === other.title &&
        category.items.length === other.items.length &&
        category.items.every((item, i) => {
          const twin = other.items[i];
          return twin !== undefined && item.packed === twin.packed && item.title === twin.title && item.notes === twin.notes;
        })
      );
    })
  );
}

/** How many items there are and how many are packed. */
export function packedCount(list: { categories: readonly GearCategory[] }): { packed: number; total: number } {
  const items = list.categories.flatMap((category) => category.items);
  return { packed: items.filter((item) => item.packed).length, total: items.length };
}
