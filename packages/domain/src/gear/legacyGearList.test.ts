import { describe, expect, it } from 'vitest';
import type { PlanGearList } from '@planmywalk/contracts';
import { convertLegacyGearList, gearListOfPlan } from './legacyGearList.ts';

describe('a plan of the earlier app, with a flat legacy gear_list (spec part 2 §3)', () => {
  it("groups the items by their category's title, in first-seen order, and puts items without one under 'Other'", () => {
    expect(
      convertLegacyGearList([
        { category: { title: 'Clothing' }, checked: true, title: 'Rain jacket' },
        { category: null, checked: false, title: 'Camera' },
        { category: { title: 'Food' }, checked: false, title: 'Lunch' },
        { category: { title: 'Clothing' }, checked: false, title: 'Hat' },
        { title: 'Sunscreen' },
        { category: { title: '  ' }, checked: true, title: 'Book' },
      ]),
    ).toEqual([
      { title: 'Clothing', items: [{ packed: true, title: 'Rain jacket', notes: '' }, { packed: false, title: 'Hat', notes: '' }] },
      { title: 'Food', items: [{ packed: false, title: 'Lunch', notes: '' }] },
      {
        title: 'Other',
        items: [
          { packed: false, title: 'Camera', notes: '' },
          { packed: false, title: 'Sunscreen', notes: '' },
          { packed: true, title: 'Book', notes: '' },
        ],
      },
    ]);
  });

  const current: PlanGearList = { list: { title: 'Day walk', categories: [] }, list_type: 'default', list_preset_id: 'day-walk', list_custom_id: null };

  it.each<[string, { gearList: PlanGearList | null; gear_list?: unknown }, PlanGearList | null]>([
    ['a plan with a gear list keeps it', { gearList: current, gear_list: [{ title: 'Old' }] }, current],
    ['a plan with neither has none', { gearList: null }, null],
    ['an empty legacy list is none', { gearList: null, gear_list: [] }, null],
    ['a legacy list that is not a list is none', { gearList: null, gear_list: 'Rain jacket' }, null],
    [
      'a legacy list becomes a custom list of no preset',
      { gearList: null, gear_list: [{ category: { title: 'Clothing' }, checked: true, title: 'Rain jacket' }, 'junk'] },
      {
        list: { title: 'Gear list', categories: [{ title: 'Clothing', items: [{ packed: true, title: 'Rain jacket', notes: '' }] }] },
        list_type: 'custom',
        list_preset_id: null,
        list_custom_id: null,
      },
    ],
  ])('%s', (_, plan, expected) => {
    expect(gearListOfPlan(plan)).toEqual(expected);
  });
});
