/** Preset and custom gear lists for the gear tests (not used by the app): short, in the shape of the real ones. */
import type { GearCategory, GearListPreset, GearListTemplate } from '@planmywalk/contracts';

const item = (title: string, notes = '') => ({ packed: false, title, notes });

const source = { title: 'Tramping: what to take', publisher: 'NZ Mountain Safety Council', url: 'https://www.mountainsafety.org.nz/explore/tramping' };

export const dayWalkPreset: GearListPreset = {
  id: 'day-walk',
  title: 'Day walk',
  description: 'A few hours up to a full day.',
  categories: [
    { title: 'Clothing and footwear', items: [item('Rain jacket', 'Your most important layer'), item('Warm top')] },
    { title: 'Navigation and communication', items: [item('Map'), item('Personal locator beacon (PLB)', 'Rent one from DOC visitor centres')] },
  ],
  sources: [source],
};

export const overnightPreset: GearListPreset = {
  id: 'overnight-hut',
  title: 'Overnight hut trip',
  description: 'One night in a DOC hut.',
  categories: [{ title: 'Shelter and sleeping', items: [item('Sleeping bag'), item('Hut tickets')] }],
  sources: [source],
};

export const multiDayPreset: GearListPreset = {
  id: 'multi-day-tramp',
  title: 'Multi-day tramp',
  description: 'Two or more nights.',
  categories: [
    { title: 'Food and water', items: [item('Meals for each day'), item("At least one day's spare food"), item('Water treatment')] },
    { title: 'Shelter and sleeping', items: [item('Sleeping bag')] },
  ],
  sources: [source],
};

export const presets: GearListPreset[] = [dayWalkPreset, overnightPreset, multiDayPreset];

/** The Kepler Track as the location page has it: three presets, starting with the multi-day tramp. */
export const keplerPlace = {
  id: 101,
  type: 'Track' as const,
  gear_list_presets: [
    { id: 'day-walk', title: 'Day walk' },
    { id: 'overnight-hut', title: 'Overnight hut trip' },
    { id: 'multi-day-tramp', title: 'Multi-day tramp' },
  ],
  duration_category_gear_list: 'multi-day-tramp',
};

export const myCategories: GearCategory[] = [{ title: 'My kit', items: [item('Gaiters', 'For the mud'), item('Camera')] }];

export const customList = (overrides: Partial<GearListTemplate> = {}): GearListTemplate => ({
  id: 31,
  title: 'My Kepler kit',
  categories: myCategories,
  ...overrides,
});
