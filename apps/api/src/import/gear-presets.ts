/**
 * The preset gear lists (data/gear/presets.json) and which of them each location offers
 * and starts with (spec part 2 §3: `gear_list_presets`, `duration_category_gear_list`).
 *
 * DOC's data has no altitude (ADR 026). What it has: a track's duration categories
 * ('Under 1 hour' … 'Multi-night') and difficulty, a hut's category ('Serviced Alpine'),
 * and DOC's own introduction, which says so when a place is alpine ('alpine experience',
 * 'ice axe and crampons', 'at 1,800 metres'). From those:
 *
 * - a track offers the list of each of its duration categories (Multi-night also the
 *   overnight list, for a night in and out), camping when it is an overnight trip, and
 *   the alpine or winter list for anything of a full day or more, or anywhere DOC calls
 *   exposed; it starts with the list of its longest category, or the alpine list when
 *   DOC calls it alpine (and it is more than a short walk);
 * - a hut offers the day, overnight and multi-day lists and the alpine list; it starts
 *   with the overnight list, or the alpine list when alpine;
 * - a campsite offers camping (its start), the short and day walk lists, and the
 *   multi-day list when it is a backcountry or Great Walk site.
 */
import { Type, type Static } from '@sinclair/typebox';
import {
  DURATION_DEFAULT_GEAR_PRESET,
  GEAR_CATEGORIES_MAX,
  GEAR_ITEMS_MAX,
  GEAR_PRESET_IDS,
  GEAR_TEXT_MAX_LENGTH,
  type GearCategory,
  type GearListSource,
  type GearPresetId,
  type LocationType,
} from '@planmywalk/contracts';
import { parseDurationCategory } from './categories.ts';

const GearText = Type.String({ maxLength: GEAR_TEXT_MAX_LENGTH });

/** The file's shape: items are written without `packed` (every preset item starts unpacked). */
export const GearPresetsFile = Type.Object({
  sources: Type.Record(Type.String(), Type.Object({ title: Type.String(), publisher: Type.String(), url: Type.String({ pattern: '^https://' }) })),
  presets: Type.Array(
    Type.Object({
      id: Type.String({ pattern: '^[a-z][a-z0-9-]*$', maxLength: 100 }),
      title: GearText,
      description: GearText,
      sources: Type.Array(Type.String(), { minItems: 1 }),
      categories: Type.Array(
        Type.Object({
          title: GearText,
          items: Type.Array(Type.Object({ title: GearText, notes: GearText }, { additionalProperties: false }), {
            minItems: 1,
            maxItems: GEAR_ITEMS_MAX,
          }),
        }),
        { minItems: 1, maxItems: GEAR_CATEGORIES_MAX },
      ),
    }),
  ),
});
export type GearPresetsFile = Static<typeof GearPresetsFile>;

/** A preset as the import writes it. */
export interface GearPresetRecord {
  id: string;
  title: string;
  description: string;
  position: number;
  categories: GearCategory[];
  sources: GearListSource[];
}

/**
 * The presets in the file's order, items unpacked and sources resolved. Fails, naming
 * the problem, when an id the location rules choose is missing, an id repeats, or a
 * preset cites a source the file does not list.
 */
export function buildGearPresets(file: GearPresetsFile): GearPresetRecord[] {
  const ids = file.presets.map((preset) => preset.id);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated) throw new Error(`gear presets: '${repeated}' is listed twice`);
  const missing = GEAR_PRESET_IDS.filter((id) => !ids.includes(id));
  if (missing.length) throw new Error(`gear presets: the location rules need ${missing.map((id) => `'${id}'`).join(', ')}`);
  return file.presets.map((preset, position) => ({
    id: preset.id,
    title: preset.title,
    description: preset.description,
    position,
    categories: preset.categories.map((category) => ({
      title: category.title,
      items: category.items.map((item) => ({ packed: false, title: item.title, notes: item.notes })),
    })),
    sources: preset.sources.map((key) => {
      const source = file.sources[key];
      if (!source) throw new Error(`gear presets: '${preset.id}' cites '${key}', which is not in sources`);
      return source;
    }),
  }));
}

/** What the rules read of a location record. */
export interface GearFacts {
  type: LocationType;
  /** Duration category titles ('Under 1 hour', '1-4 hours', 'Over 4 hours', 'Overnight', 'Multi-night'). */
  durations: readonly string[];
  difficulties: readonly string[];
  /** A hut's or campsite's category ('Serviced Alpine', 'Backcountry', 'Great Walk', …). */
  category: string | null;
  introduction: string | null;
}

export interface GearChoice {
  /** Shortest trip first (the order of GEAR_PRESET_IDS). */
  presets: GearPresetId[];
  start: GearPresetId;
}

/** 'at 1,800 metres', 'at 2,080 m', '800 metres altitude', '1350 m above sea level' → metres; the highest stated. */
export function statedAltitudeMetres(text: string | null): number | null {
  if (!text) return null;
  const figures: number[] = [];
  const patterns = [
    /\b(?:at|altitude of|elevation of|height of)\s+(\d{1,2},?\d{3}|\d{3})\s*(?:m|metres|meters)\b/gi,
    /\b(\d{1,2},?\d{3}|\d{3})\s*(?:m|metres|meters)\s*(?:above sea level|altitude|a\.s\.l\.|asl)\b/gi,
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) figures.push(Number((match[1] ?? '').replace(',', '')));
  }
  return figures.length ? Math.max(...figures) : null;
}

/** DOC's words for a place that needs alpine gear and skills. */
const ALPINE_WORDS =
  /\b(?:alpine (?:experience|skills?|environment|terrain|tramping|climbing|crossing|route|hut|serviced)|serviced[- ]alpine|ice ?axes?|crampons?|snow and ice|glacier travel|mountaineering (?:experience|skills)|experienced mountaineers)\b/i;
/** Words for a place that is exposed, or alpine in winter. */
const EXPOSED_WORDS = /\b(?:above the bush ?line|avalanches?|snow)\b/i;
/** A 'Serviced Alpine' hut DOC describes as a family trip (Aspiring Hut) is not alpine for the start. */
const FAMILY_WORDS = /\b(?:families|new to tramping)\b/i;

/** Above the bushline in most of New Zealand (it lies between about 900 and 1,400 m). */
export const ALPINE_ALTITUDE_M = 1500;
export const EXPOSED_ALTITUDE_M = 1000;

/** 'alpine': start with the alpine list; 'exposed': offer it; null: nothing says so. */
export function alpineExposure(facts: Pick<GearFacts, 'category' | 'introduction' | 'difficulties'>): 'alpine' | 'exposed' | null {
  const intro = facts.introduction ?? '';
  const altitude = statedAltitudeMetres(intro);
  const servicedAlpine = facts.category?.trim().toLowerCase() === 'serviced alpine';
  if (ALPINE_WORDS.test(intro) || (altitude !== null && altitude >= ALPINE_ALTITUDE_M) || (servicedAlpine && !FAMILY_WORDS.test(intro))) {
    return 'alpine';
  }
  if (EXPOSED_WORDS.test(intro) || (altitude !== null && altitude >= EXPOSED_ALTITUDE_M) || servicedAlpine) return 'exposed';
  if (facts.difficulties.some((d) => d.trim().toLowerCase() === 'expert')) return 'exposed';
  return null;
}

/** The list a duration category asks for; null for a title the rules do not know. */
export function presetOfDuration(title: string): GearPresetId | null {
  const band = parseDurationCategory(title);
  if (!band) return null;
  if (band.unit === 'hours') return band.max <= 1 ? 'short-walk' : 'day-walk';
  return band.min >= 2 ? 'multi-day-tramp' : 'overnight-hut';
}

const order = (ids: Iterable<GearPresetId>): GearPresetId[] => {
  const wanted = new Set(ids);
  return GEAR_PRESET_IDS.filter((id) => wanted.has(id));
};
const rank = (id: GearPresetId) => GEAR_PRESET_IDS.indexOf(id);

export function chooseGearPresets(facts: GearFacts): GearChoice {
  const exposure = alpineExposure(facts);
  if (facts.type === 'Hut') {
    return { presets: order(['day-walk', 'overnight-hut', 'multi-day-tramp', 'alpine-winter']), start: exposure === 'alpine' ? 'alpine-winter' : 'overnight-hut' };
  }
  if (facts.type === 'Campsite') {
    const remote = ['backcountry', 'great walk'].includes(facts.category?.trim().toLowerCase() ?? '');
    return { presets: order(['short-walk', 'day-walk', 'camping', ...(remote ? (['multi-day-tramp'] as const) : [])]), start: 'camping' };
  }
  const byDuration = facts.durations.map(presetOfDuration).filter((id): id is GearPresetId => id !== null);
  const longest = byDuration.length ? byDuration.reduce((a, b) => (rank(b) > rank(a) ? b : a)) : DURATION_DEFAULT_GEAR_PRESET;
  const offered = new Set<GearPresetId>(byDuration.length ? byDuration : [DURATION_DEFAULT_GEAR_PRESET]);
  const overnight = offered.has('overnight-hut') || offered.has('multi-day-tramp');
  if (offered.has('multi-day-tramp')) offered.add('overnight-hut');
  if (overnight) offered.add('camping');
  const fullDay = overnight || facts.durations.some((title) => {
    const band = parseDurationCategory(title);
    return band?.unit === 'hours' && band.min >= 4;
  });
  const moreThanShort = longest !== 'short-walk';
  if (exposure === 'alpine' ? moreThanShort : fullDay || (exposure === 'exposed' && moreThanShort)) offered.add('alpine-winter');
  return { presets: order(offered), start: exposure === 'alpine' && moreThanShort ? 'alpine-winter' : longest };
}
