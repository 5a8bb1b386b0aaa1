/**
 * Story data in the shape of the gear contract (`GearCategory`, `GearListPreset`,
 * `GearListTemplate` of packages/contracts): short versions of the real preset lists.
 */
export interface FixtureGearItem {
  packed: boolean;
  title: string;
  notes: string;
}

export interface FixtureGearCategory {
  title: string;
  items: FixtureGearItem[];
}

const item = (title: string, notes = '', packed = false): FixtureGearItem => ({ packed, title, notes });

/** A day walk, with the first few items packed. */
export const dayWalkCategories: FixtureGearCategory[] = [
  {
    title: 'Clothing and footwear',
    items: [
      item('Sturdy boots or shoes, broken in', 'Good grip and support on rough, wet ground.', true),
      item('Waterproof, windproof jacket with a hood', 'Your most important layer: wind and rain can chill you fast, even in summer.', true),
      item('Warm top (merino, polypropylene or fleece)', 'Wear layers, not cotton: wool and synthetics keep you warm when wet.'),
    ],
  },
  {
    title: 'Food and water',
    items: [item('Lunch and snacks', '', true), item('Water, 1 to 2 litres', 'Treat or boil stream water: giardia lives in NZ waterways.')],
  },
  {
    title: 'Navigation and communication',
    items: [
      item('Map of the area', 'A topographic map (NZTopo50) or DOC’s map.'),
      item(
        'Personal locator beacon (PLB)',
        'Rent one from DOC visitor centres and some outdoor shops; in an emergency it sends your location to rescuers by satellite where phones have no coverage.',
      ),
    ],
  },
];

/** A new empty list: 'Category 1' and one empty item. */
export const emptyCategories: FixtureGearCategory[] = [{ title: 'Category 1', items: [item('')] }];

export const gearSources = [
  { title: 'Land Safety Code', publisher: 'AdventureSmart', url: 'https://www.adventuresmart.nz/' },
  { title: 'Know before you go', publisher: 'Department of Conservation Te Papa Atawhai', url: 'https://www.doc.govt.nz/parks-and-recreation/know-before-you-go/' },
];

/** The Kepler Track's presets. */
export const keplerPresets = [
  { id: 'overnight-hut', title: 'Overnight hut trip' },
  { id: 'multi-day-tramp', title: 'Multi-day tramp' },
  { id: 'camping', title: 'Camping trip' },
  { id: 'alpine-winter', title: 'Alpine or winter trip' },
];

/** A user's custom gear lists. */
export const myGearLists = [
  { id: 31, title: 'Kepler, April' },
  { id: 32, title: 'Winter kit' },
  { id: 33, title: 'Family day walks' },
];

/** Enough lists that the dropdown scrolls (its height stops at 180 px). */
export const manyGearLists = [
  ...myGearLists,
  { id: 34, title: 'Tararua weekend' },
  { id: 35, title: 'Stewart Island' },
  { id: 36, title: 'Coast camping' },
  { id: 37, title: 'Ruapehu winter' },
  { id: 38, title: 'Heaphy with kids' },
];
