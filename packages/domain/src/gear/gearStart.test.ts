import { describe, expect, it } from 'vitest';
import type { PlanGearList } from '@planmywalk/contracts';
import { customList, dayWalkPreset, keplerPlace, multiDayPreset, presets } from './gearFixtures.ts';
import { setPacked } from './gearListEdits.ts';
import { customGearList, isEditedGearList, presetGearList, sourceOf, startPresetId, startingGearList } from './gearStart.ts';

const saved: PlanGearList = { ...presetGearList(dayWalkPreset), list: setPacked(presetGearList(dayWalkPreset).list, 0, 0, true) };

describe('the list the gear page starts with (spec part 2 §4)', () => {
  it.each<[string, Parameters<typeof startingGearList>[0], PlanGearList | null]>([
    ["the plan's saved list, whatever the place", { saved, place: keplerPlace, presets }, saved],
    ['else the preset the place starts with', { saved: null, place: keplerPlace, presets }, presetGearList(multiDayPreset)],
    ['nothing yet while the presets load', { saved: null, place: keplerPlace, presets: null }, null],
    [
      "the first preset when the place's start is not one it offers",
      { saved: null, place: { ...keplerPlace, duration_category_gear_list: 'camping' }, presets },
      presetGearList(dayWalkPreset),
    ],
    [
      'an empty list ("Category 1", one empty item) for a place with no presets',
      { saved: null, place: { gear_list_presets: [], duration_category_gear_list: null }, presets: null },
      {
        list: { title: 'Gear list', categories: [{ title: 'Category 1', items: [{ packed: false, title: '', notes: '' }] }] },
        list_type: 'default',
        list_preset_id: null,
        list_custom_id: null,
      },
    ],
  ])('%s', (_, input, expected) => {
    expect(startingGearList(input)).toEqual(expected);
  });

  it('starts a preset or a custom list unpacked, remembering where it came from', () => {
    const ticked = customList({ categories: [{ title: 'Kit', items: [{ packed: true, title: 'Gaiters', notes: '' }] }] });
    expect(customGearList(ticked)).toEqual({
      list: { title: 'My Kepler kit', categories: [{ title: 'Kit', items: [{ packed: false, title: 'Gaiters', notes: '' }] }] },
      list_type: 'custom',
      list_preset_id: null,
      list_custom_id: 31,
    });
    expect(startPresetId(null)).toBeNull();
  });
});

describe('whether the list in hand has edits', () => {
  const fresh = presetGearList(multiDayPreset);
  it.each<[string, PlanGearList, boolean]>([
    ['a preset as it came', fresh, false],
    ['a preset with a tick', { ...fresh, list: setPacked(fresh.list, 0, 1, true) }, true],
    ['a preset with an item added', { ...fresh, list: { ...fresh.list, categories: [...fresh.list.categories, { title: 'Category 3', items: [] }] } }, true],
    ['a custom list as it came', customGearList(customList()), false],
    ['a custom list since deleted (unknown origin)', customGearList(customList({ id: 99 })), true],
  ])('%s: %s', (_, gear, edited) => {
    expect(isEditedGearList(gear, sourceOf(gear, presets, [customList()]))).toBe(edited);
  });
});
