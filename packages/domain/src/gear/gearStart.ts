/**
 * Where a plan's gear list comes from (spec part 2 §4): the plan's saved list, else the
 * preset its place starts with (`duration_category_gear_list`), else an empty list; and
 * whether the list in hand has been changed from where it started, which decides if
 * switching to another list must ask first.
 */
import { DURATION_DEFAULT_GEAR_PRESET, type GearListPreset, type GearListTemplate, type PlanGearList } from '@planmywalk/contracts';
import { emptyGearCategories, sameGearContent, unpackedCopy } from './gearListEdits.ts';
import { DEFAULT_GEAR_LIST_TITLE } from './gearTexts.ts';

/** What the gear page reads of a place (the contract's `Location` fits). */
export interface GearPlace {
  gear_list_presets: readonly { id: string; title: string }[];
  duration_category_gear_list: string | null;
}

/**
 * A custom track as a gear place: DOC chose no presets for it and nothing says what kind
 * of trip it is, so it offers every preset and starts with the list of a track whose
 * duration DOC does not give (the day walk). Null until the presets, which name the
 * buttons, have loaded.
 */
export function customTrackGearPlace(presets: readonly GearListPreset[] | null): GearPlace | null {
  if (!presets) return null;
  return { gear_list_presets: presets.map(({ id, title }) => ({ id, title })), duration_category_gear_list: DURATION_DEFAULT_GEAR_PRESET };
}

/** A preset as a plan's list: every item unpacked. */
export const presetGearList = (preset: GearListPreset): PlanGearList => ({
  list: unpackedCopy({ title: preset.title, categories: preset.categories }),
  list_type: 'default',
  list_preset_id: preset.id,
  list_custom_id: null,
});

/** One of the user's lists as a plan's list: every item unpacked. */
export const customGearList = (template: GearListTemplate): PlanGearList => ({
  list: unpackedCopy({ title: template.title, categories: template.categories }),
  list_type: 'custom',
  list_preset_id: null,
  list_custom_id: template.id,
});

export const emptyPlanGearList = (): PlanGearList => ({
  list: { title: DEFAULT_GEAR_LIST_TITLE, categories: emptyGearCategories() },
  list_type: 'default',
  list_preset_id: null,
  list_custom_id: null,
});

/** The preset a place starts with: its own choice, else the first it offers; null when it offers none. */
export function startPresetId(place: GearPlace | null): string | null {
  if (!place) return null;
  const offered = place.gear_list_presets.map((preset) => preset.id);
  if (place.duration_category_gear_list && offered.includes(place.duration_category_gear_list)) return place.duration_category_gear_list;
  return offered[0] ?? null;
}

/**
 * The list the gear page shows first. Null while the presets it needs are still loading
 * (`presets` null).
 */
export function startingGearList(input: {
  saved: PlanGearList | null;
  place: GearPlace | null;
  presets: readonly GearListPreset[] | null;
}): PlanGearList | null {
  if (input.saved) return input.saved;
  const id = startPresetId(input.place);
  if (id === null) return emptyPlanGearList();
  if (input.presets === null) return null;
  const preset = input.presets.find((candidate) => candidate.id === id);
  return preset ? presetGearList(preset) : emptyPlanGearList();
}

/**
 * The list a plan's list started from, as it started (unpacked): its preset or custom
 * list; null when that is not known here (a custom list since deleted, or not loaded).
 */
export function sourceOf(
  gear: PlanGearList,
  presets: readonly GearListPreset[] | null,
  templates: readonly GearListTemplate[] | null,
): PlanGearList | null {
  if (gear.list_type === 'custom') {
    const template = gear.list_custom_id === null ? undefined : templates?.find((candidate) => candidate.id === gear.list_custom_id);
    return template ? customGearList(template) : null;
  }
  if (gear.list_preset_id === null) return emptyPlanGearList();
  const preset = presets?.find((candidate) => candidate.id === gear.list_preset_id);
  return preset ? presetGearList(preset) : null;
}

/** Edited: ticked, typed in, added to or taken from since it started. Unknown origins count as edited (switching then asks). */
export function isEditedGearList(gear: PlanGearList, source: PlanGearList | null): boolean {
  return source === null || !sameGearContent(gear.list, source.list);
}
