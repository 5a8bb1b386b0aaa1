import { describe, expect, it } from 'vitest';
import type { GearList } from '@planmywalk/contracts';
import {
  addCategory,
  addItem,
  emptyGearList,
  newCategoryTitle,
  packedCount,
  removeCategory,
  removeItem,
  renameCategory,
  sameGearContent,
  setPacked,
  unpackedCopy,
  updateItem,
} from './gearListEdits.ts';

const list = (): GearList => ({
  title: 'Day walk',
  categories: [
    { title: 'Clothing', items: [{ packed: false, title: 'Rain jacket', notes: 'Hood' }, { packed: true, title: 'Hat', notes: '' }] },
    { title: 'Food', items: [{ packed: false, title: 'Lunch', notes: '' }] },
  ],
});

describe('the gear editor’s changes (spec part 2 §5)', () => {
  it('starts an empty list with "Category 1" and one empty, unpacked item', () => {
    expect(emptyGearList('Gear list')).toEqual({ title: 'Gear list', categories: [{ title: 'Category 1', items: [{ packed: false, title: '', notes: '' }] }] });
  });

  it.each([
    [[], 'Category 1'],
    [['Clothing'], 'Category 2'],
    [['Clothing', 'Food'], 'Category 3'],
    [['Category 1', 'Category 3'], 'Category 4'],
    [['Category 3', 'Food'], 'Category 4'],
    [['category 2'], 'Category 3'],
  ])('names a new category after %j: %s', (titles, expected) => {
    expect(newCategoryTitle(titles.map((title) => ({ title })))).toBe(expected);
  });

  it('adds a category called "Category N" with one empty item, at the end', () => {
    expect(addCategory(list()).categories[2]).toEqual({ title: 'Category 3', items: [{ packed: false, title: '', notes: '' }] });
  });

  it('adds an empty unpacked item at the end of a category', () => {
    expect(addItem(list(), 1).categories[1]?.items).toEqual([{ packed: false, title: 'Lunch', notes: '' }, { packed: false, title: '', notes: '' }]);
  });

  it('ticks, types in, renames and removes, leaving the list it was given as it was', () => {
    const before = list();
    const after = removeCategory(renameCategory(removeItem(updateItem(setPacked(before, 0, 0, true), 1, 0, { notes: 'Sandwiches' }), 0, 1), 1, 'Food and water'), 5);
    expect(after.categories).toEqual([
      { title: 'Clothing', items: [{ packed: true, title: 'Rain jacket', notes: 'Hood' }] },
      { title: 'Food and water', items: [{ packed: false, title: 'Lunch', notes: 'Sandwiches' }] },
    ]);
    expect(before).toEqual(list());
    expect(removeCategory(after, 0).categories.map((c) => c.title)).toEqual(['Food and water']);
  });

  it.each([
    ['a category that is not there', (l: GearList) => setPacked(l, 9, 0, true)],
    ['an item that is not there', (l: GearList) => updateItem(l, 0, 9, { title: 'x' })],
    ['a negative index', (l: GearList) => addItem(l, -1)],
  ])('changes nothing for %s', (_, change) => {
    expect(change(list())).toEqual(list());
  });

  it('compares content with ticks, copies unpacked, and counts what is packed', () => {
    expect(sameGearContent(list(), list())).toBe(true);
    expect(sameGearContent(list(), setPacked(list(), 0, 0, true))).toBe(false);
    const renamed: GearList = { ...list(), title: 'Renamed' };
    expect(sameGearContent(list(), renamed)).toBe(true);
    expect(packedCount(list())).toEqual({ packed: 1, total: 3 });
    expect(packedCount(unpackedCopy(list()))).toEqual({ packed: 0, total: 3 });
  });
});
