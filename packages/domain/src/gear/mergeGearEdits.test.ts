import { describe, expect, it } from 'vitest';
import type { GearList, PlanGearList } from '@planmywalk/contracts';
import { mergeGearEdits } from './mergeGearEdits.ts';

/** A list from a compact spec: { Category: [[title, packed, notes?], …] }. */
function gear(spec: Record<string, [string, boolean, string?][]>, options: { title?: string; preset?: string } = {}): PlanGearList {
  const list: GearList = {
    title: options.title ?? 'Overnight hut trip',
    categories: Object.entries(spec).map(([title, items]) => ({ title, items: items.map(([item, packed, notes]) => ({ title: item, packed, notes: notes ?? '' })) })),
  };
  return { list, list_type: 'default', list_preset_id: options.preset ?? 'overnight-hut', list_custom_id: null };
}

const ticks = (merged: PlanGearList) =>
  Object.fromEntries(merged.list.categories.map((category) => [category.title, category.items.map((item) => `${item.packed ? '[x]' : '[ ]'} ${item.title}${item.notes ? ` (${item.notes})` : ''}`)]));

const base = gear({ Shelter: [['Tent', false], ['Sleeping bag', false]], Food: [['Snacks', false], ['Snacks', false], ['Stove', false]] });

describe('mergeGearEdits: offline gear edits put on top of the server’s latest list', () => {
  it.each([
    {
      scenario: 'the server did not change: the device’s list goes as it is (structure too)',
      mine: gear({ Shelter: [['Tent', true]], Food: [['Snacks', false], ['Snacks', false], ['Stove', false], ['Billy', true]] }),
      server: base,
      expected: { Shelter: ['[x] Tent'], Food: ['[ ] Snacks', '[ ] Snacks', '[ ] Stove', '[x] Billy'] },
      kept: 0,
    },
    {
      scenario: 'the server ticked other items: theirs stay and mine are added',
      mine: gear({ Shelter: [['Tent', true], ['Sleeping bag', false]], Food: [['Snacks', false], ['Snacks', false], ['Stove', false]] }),
      server: gear({ Shelter: [['Tent', false], ['Sleeping bag', true]], Food: [['Snacks', false], ['Snacks', false], ['Stove', true]] }),
      expected: { Shelter: ['[x] Tent', '[x] Sleeping bag'], Food: ['[ ] Snacks', '[ ] Snacks', '[x] Stove'] },
      kept: 0,
    },
    {
      scenario: 'the second of two twins ticked here goes to the second one there',
      mine: gear({ Shelter: [['Tent', false], ['Sleeping bag', false]], Food: [['Snacks', false], ['Snacks', true], ['Stove', false]] }),
      server: gear({ Shelter: [['Tent', false], ['Sleeping bag', true]], Food: [['Snacks', false], ['Snacks', false], ['Stove', false]] }),
      expected: { Shelter: ['[ ] Tent', '[x] Sleeping bag'], Food: ['[ ] Snacks', '[x] Snacks', '[ ] Stove'] },
      kept: 0,
    },
    {
      scenario: 'the same item changed both ways: the server’s value is kept and counted',
      mine: gear({ Shelter: [['Tent', true], ['Sleeping bag', false]], Food: [['Snacks', false], ['Snacks', false], ['Stove', false]] }),
      server: gear({ Shelter: [['Tent', false, 'Borrowed from Aroha'], ['Sleeping bag', true]], Food: [['Snacks', false], ['Snacks', false], ['Stove', false]] }),
      expected: { Shelter: ['[x] Tent (Borrowed from Aroha)', '[x] Sleeping bag'], Food: ['[ ] Snacks', '[ ] Snacks', '[ ] Stove'] },
      kept: 0,
    },
    {
      scenario: 'the same field changed to different values: the server’s stands',
      mine: gear({ Shelter: [['Tent', false, 'Mine, the green one'], ['Sleeping bag', false]], Food: [['Snacks', false], ['Snacks', false], ['Stove', false]] }),
      server: gear({ Shelter: [['Tent', false, 'Aroha brings hers'], ['Sleeping bag', true]], Food: [['Snacks', false], ['Snacks', false], ['Stove', false]] }),
      expected: { Shelter: ['[ ] Tent (Aroha brings hers)', '[x] Sleeping bag'], Food: ['[ ] Snacks', '[ ] Snacks', '[ ] Stove'] },
      kept: 1,
    },
    {
      scenario: 'the same tick made here and elsewhere: no conflict',
      mine: gear({ Shelter: [['Tent', true], ['Sleeping bag', false]], Food: [['Snacks', false], ['Snacks', false], ['Stove', false]] }),
      server: gear({ Shelter: [['Tent', true], ['Sleeping bag', false]], Food: [['Snacks', true], ['Snacks', false], ['Stove', false]] }),
      expected: { Shelter: ['[x] Tent', '[ ] Sleeping bag'], Food: ['[x] Snacks', '[ ] Snacks', '[ ] Stove'] },
      kept: 0,
    },
    {
      scenario: 'an item added here is added at the end of its category; one removed here goes',
      mine: gear({ Shelter: [['Tent', false]], Food: [['Snacks', false], ['Snacks', false], ['Stove', false], ['Billy', false]] }),
      server: gear({ Shelter: [['Tent', false], ['Sleeping bag', false]], Food: [['Snacks', false], ['Snacks', false], ['Stove', true]] }),
      expected: { Shelter: ['[ ] Tent'], Food: ['[ ] Snacks', '[ ] Snacks', '[x] Stove', '[ ] Billy'] },
      kept: 0,
    },
    {
      scenario: 'an item removed here but ticked elsewhere meanwhile stays',
      mine: gear({ Shelter: [['Tent', false]], Food: [['Snacks', false], ['Snacks', false], ['Stove', false]] }),
      server: gear({ Shelter: [['Tent', false], ['Sleeping bag', true]], Food: [['Snacks', false], ['Snacks', false], ['Stove', false]] }),
      expected: { Shelter: ['[ ] Tent', '[x] Sleeping bag'], Food: ['[ ] Snacks', '[ ] Snacks', '[ ] Stove'] },
      kept: 0,
    },
    {
      scenario: 'an item the server renamed meanwhile: the server’s shape stands, the tick on the old name is dropped',
      mine: gear({ Shelter: [['Tent', true], ['Sleeping bag', false]], Food: [['Snacks', false], ['Snacks', false], ['Stove', false]] }),
      server: gear({ Shelter: [['Tent fly', false], ['Sleeping bag', false]], Food: [['Snacks', false], ['Snacks', false], ['Stove', false]] }),
      expected: { Shelter: ['[ ] Tent fly', '[ ] Sleeping bag'], Food: ['[ ] Snacks', '[ ] Snacks', '[ ] Stove'] },
      kept: 0,
    },
    {
      scenario: 'a new category made here comes too',
      mine: gear({ Shelter: [['Tent', false], ['Sleeping bag', false]], Food: [['Snacks', false], ['Snacks', false], ['Stove', false]], Camera: [['Spare battery', true]] }),
      server: gear({ Shelter: [['Tent', true], ['Sleeping bag', false]], Food: [['Snacks', false], ['Snacks', false], ['Stove', false]] }),
      expected: { Shelter: ['[x] Tent', '[ ] Sleeping bag'], Food: ['[ ] Snacks', '[ ] Snacks', '[ ] Stove'], Camera: ['[x] Spare battery'] },
      kept: 0,
    },
  ])('$scenario', ({ mine, server, expected, kept }) => {
    const merged = mergeGearEdits(base, mine, server);
    expect(ticks(merged.gear)).toEqual(expected);
    expect(merged.keptFromServer).toBe(kept);
  });

  it('sends the device’s list whole when there was no list to start from, or the server has none', () => {
    const mine = gear({ Shelter: [['Tent', true]] });
    expect(mergeGearEdits(null, mine, base).gear).toBe(mine);
    expect(mergeGearEdits(base, mine, null).gear).toBe(mine);
  });

  it('a list switched to another preset offline replaces the list whole', () => {
    const mine = gear({ Walk: [['Water', true]] }, { title: 'Day walk', preset: 'day-walk' });
    const server = gear({ Shelter: [['Tent', true], ['Sleeping bag', false]], Food: [] });
    expect(mergeGearEdits(base, mine, server).gear).toBe(mine);
  });

  it('keeps the server’s list source and takes a list title renamed here', () => {
    const mine = { ...base, list: { ...base.list, title: 'Kepler in April' } };
    const server = gear({ Shelter: [['Tent', true], ['Sleeping bag', false]], Food: [['Snacks', false], ['Snacks', false], ['Stove', false]] });
    const merged = mergeGearEdits(base, mine, server).gear;
    expect(merged.list.title).toBe('Kepler in April');
    expect(merged.list_preset_id).toBe('overnight-hut');
    expect(ticks(merged).Shelter).toEqual(['[x] Tent', '[ ] Sleeping bag']);
  });

  it('leaves the lists it was given alone', () => {
    const mine = gear({ Shelter: [['Tent', true], ['Sleeping bag', false]], Food: [['Snacks', false], ['Snacks', false], ['Stove', false]] });
    const server = gear({ Shelter: [['Tent', false], ['Sleeping bag', true]], Food: [['Snacks', false], ['Snacks', false], ['Stove', false]] });
    const before = structuredClone(server);
    mergeGearEdits(base, mine, server);
    expect(server).toEqual(before);
  });
});
