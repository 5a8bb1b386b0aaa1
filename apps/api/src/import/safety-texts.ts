/**
 * A place's safety texts (spec part 1 §2 track details: `essential_preparation` and
 * `weather_conditions` as HTML, `shared_use`), chosen at import from what DOC's data
 * says of the place, in words from data/safety/texts.json (ours, from the MSC, DOC and
 * MetService guidance the file cites).
 *
 * DOC's exports carry none of these texts. What they do carry: a track's duration
 * categories and difficulty (DOC's track categories: 'Advanced' is a tramping track,
 * 'Expert' a route), the activities it permits, a hut's or campsite's category,
 * bookings and facilities (water), and DOC's introduction, which says when a place is
 * alpine (alpineExposure, shared with the gear lists), has river crossings or tides.
 * Every place gets the trip plan and the changeable weather; the rest as the facts say.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { LocationType } from '@planmywalk/contracts';
import { alpineExposure, presetOfDuration } from './gear-presets.ts';

/** Every paragraph the rules below may choose; the file must hold each. */
export const SAFETY_PARAGRAPH_IDS = [
  'plan-and-tell',
  'short-walk',
  'day-walk',
  'overnight',
  'tramping-track',
  'tramping-parts',
  'route',
  'route-parts',
  'alpine',
  'exposed',
  'rivers',
  'hut',
  'hut-bookable',
  'hut-first-come',
  'campsite',
  'campsite-bookable',
  'water-untreated',
  'water-none',
  'weather-changes',
  'weather-tops',
  'weather-rivers',
  'weather-tides',
  'shared-bikes',
  'shared-horses',
  'shared-vehicles',
] as const;
export type SafetyParagraphId = (typeof SAFETY_PARAGRAPH_IDS)[number];

export const SafetyTextsFile = Type.Object({
  $comment: Type.Optional(Type.String()),
  sources: Type.Record(Type.String(), Type.Object({ name: Type.String({ minLength: 1 }), url: Type.String({ pattern: '^https://[^"<>\\s]+$' }) })),
  paragraphs: Type.Record(Type.String(), Type.Object({ text: Type.String({ minLength: 1 }), sources: Type.Array(Type.String(), { minItems: 1 }) })),
});
export type SafetyTextsFile = Static<typeof SafetyTextsFile>;

/** What the rules read of a place (a location draft fits). */
export interface SafetyFacts {
  type: LocationType;
  durations: readonly string[];
  difficulties: readonly string[];
  category: string | null;
  introduction: string | null;
  facilities: readonly string[];
  bookable: boolean | null;
  /** DOC's permitted activities ('Mountain biking', …); empty when unknown. */
  activities: readonly string[];
}

export interface SafetyTexts {
  /** HTML: a paragraph each, then the sources as links. */
  essentialPreparation: string;
  /** HTML, as essentialPreparation. */
  weatherConditions: string;
  /** Plain text; null when only walkers use the place. */
  sharedUse: string | null;
}

/** DOC's words for water to cross. */
const RIVER_WORDS = /\b(?:(?:river|stream) crossings?|unbridged|fords?|fording|cross(?:es|ing)? (?:the |a |several |many )?(?:river|stream)s?)\b/i;
/** DOC's words for a way that depends on the tide. */
const TIDE_WORDS = /\b(?:low tide|high tide|tides?|tidal)\b/i;

const has = (list: readonly string[], wanted: string) => list.some((item) => item.trim().toLowerCase() === wanted);

/** Which paragraphs a place gets, section by section, in reading order. */
export function chooseSafetyParagraphs(facts: SafetyFacts): Record<'preparation' | 'weather' | 'shared', SafetyParagraphId[]> {
  const intro = facts.introduction ?? '';
  const exposure = alpineExposure(facts);
  const rivers = RIVER_WORDS.test(intro);
  const preparation: SafetyParagraphId[] = ['plan-and-tell'];

  if (facts.type === 'Track') {
    const lengths = facts.durations.map(presetOfDuration);
    // Unknown length reads as a day out: the safer of the two guesses.
    const longest = lengths.includes('multi-day-tramp') || lengths.includes('overnight-hut') ? 'overnight' : lengths.length > 0 && lengths.every((l) => l === 'short-walk') ? 'short-walk' : 'day-walk';
    preparation.push(longest);
    // The hardest grade, said of the whole track only when it is the only grade DOC gives
    // (the Kepler Track is Intermediate to Expert: a Great Walk with parts that are not).
    const mixed = facts.difficulties.length > 1;
    if (has(facts.difficulties, 'expert')) preparation.push(mixed ? 'route-parts' : 'route');
    else if (has(facts.difficulties, 'advanced')) preparation.push(mixed ? 'tramping-parts' : 'tramping-track');
  } else {
    preparation.push(facts.type === 'Hut' ? 'hut' : 'campsite');
    if (facts.bookable) preparation.push(facts.type === 'Hut' ? 'hut-bookable' : 'campsite-bookable');
    else if (facts.type === 'Hut') preparation.push('hut-first-come');
    const water = facts.facilities.map((f) => f.toLowerCase());
    if (!water.some((f) => f.startsWith('water'))) preparation.push('water-none');
    else if (water.some((f) => f.includes('not treated') || f.includes('boil') || f.includes('from stream'))) preparation.push('water-untreated');
  }
  if (exposure) preparation.push(exposure);
  if (rivers) preparation.push('rivers');

  const weather: SafetyParagraphId[] = ['weather-changes'];
  if (exposure) weather.push('weather-tops');
  if (rivers) weather.push('weather-rivers');
  if (TIDE_WORDS.test(intro)) weather.push('weather-tides');

  const shared: SafetyParagraphId[] = [];
  if (has(facts.activities, 'mountain biking')) shared.push('shared-bikes');
  if (has(facts.activities, 'horse riding')) shared.push('shared-horses');
  if (has(facts.activities, 'four wheel driving')) shared.push('shared-vehicles');
  return { preparation, weather, shared };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Checks the file against the rules: every paragraph they choose is written, and every
 * source a paragraph cites is listed. Fails naming the problem.
 */
export function checkSafetyTexts(file: SafetyTextsFile): void {
  const missing = SAFETY_PARAGRAPH_IDS.filter((id) => !file.paragraphs[id]);
  if (missing.length) throw new Error(`safety texts: the rules need ${missing.map((id) => `'${id}'`).join(', ')}`);
  for (const [id, paragraph] of Object.entries(file.paragraphs)) {
    const unknown = paragraph.sources.find((source) => !file.sources[source]);
    if (unknown) throw new Error(`safety texts: '${id}' cites '${unknown}', which the file does not list`);
  }
}

/** The paragraphs as HTML, each in a <p>, then 'From:' and their sources as links (opening in a new tab). */
function html(file: SafetyTextsFile, ids: readonly SafetyParagraphId[]): string {
  const paragraphs = ids.map((id) => file.paragraphs[id]!);
  const sources = [...new Set(paragraphs.flatMap((p) => p.sources))].map((key) => file.sources[key]!);
  const links = sources.map((s) => `<a href="${escapeHtml(s.url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(s.name)}</a>`);
  return [...paragraphs.map((p) => `<p>${escapeHtml(p.text)}</p>`), `<p>From: ${links.join(', ')}.</p>`].join('');
}

/** The place's texts (the file checked first with checkSafetyTexts). */
export function buildSafetyTexts(file: SafetyTextsFile, facts: SafetyFacts): SafetyTexts {
  const chosen = chooseSafetyParagraphs(facts);
  return {
    essentialPreparation: html(file, chosen.preparation),
    weatherConditions: html(file, chosen.weather),
    sharedUse: chosen.shared.length ? chosen.shared.map((id) => file.paragraphs[id]!.text).join(' ') : null,
  };
}
