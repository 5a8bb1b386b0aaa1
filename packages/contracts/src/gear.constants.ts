/**
 * Gear lists' plain values (spec part 2 §3, §5, §8, §9): limits and the texts both the
 * server and the web app show. Kept apart from the schemas so browser bundles do not
 * carry the schema builder.
 */
import { TEXT_MAX_LENGTH } from './plans.constants.ts';

/** A gear list's, a category's and an item's title and an item's notes (spec part 2 §5: text fields). */
export const GEAR_TEXT_MAX_LENGTH = TEXT_MAX_LENGTH;
/** Categories in one list, and items in one category: far above any real list, low enough to bound a save. */
export const GEAR_CATEGORIES_MAX = 50;
export const GEAR_ITEMS_MAX = 200;
/** Custom gear lists one account may keep. */
export const GEAR_LIST_TEMPLATES_MAX = 100;

/** The presets the import gives locations (data/gear/presets.json): the ids the rules choose from. */
export const GEAR_PRESET_IDS = ['short-walk', 'day-walk', 'overnight-hut', 'multi-day-tramp', 'camping', 'alpine-winter'] as const;
export type GearPresetId = (typeof GEAR_PRESET_IDS)[number];
/** The list a track starts with when DOC gives no duration for it (and a custom track's start). */
export const DURATION_DEFAULT_GEAR_PRESET: GearPresetId = 'day-walk';

// Texts, in the spec's words where it gives them (part 2 §5, §8).
export const GEAR_LIST_TITLE_REQUIRED = 'Give the gear list a name.';
export const GEAR_LIST_TEMPLATES_FULL = `You can keep up to ${GEAR_LIST_TEMPLATES_MAX} gear lists. Delete one to make room.`;
export const GEAR_LIST_NOT_FOUND = 'Gear list not found';
export const GEAR_SAVE_FAILED = 'Something has gone wrong while saving the gear list';
