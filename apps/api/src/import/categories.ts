/**
 * Duration categories and difficulties: the lists come from the data; this module only
 * orders them and, for walks that have a free-text time but no category (the 2025
 * walking experiences DOC's 2020 API did not have), picks the category that time fits.
 */
import { fold } from './text.ts';

/** A category's span, read from its own title: hours for day walks, nights for trips. */
export type DurationBand =
  | { unit: 'hours'; min: number; max: number }
  | { unit: 'nights'; min: number; max: number };

/**
 * 'Under 1 hour' → hours (0, 1]; '1-4 hours' → (1, 4]; 'Over 4 hours' → (4, ∞);
 * 'Overnight' → 1 night; 'Multi-night' → 2+ nights. Null for a title in another form
 * (it is still offered, after the others, but never assigned by estimate).
 */
export function parseDurationCategory(title: string): DurationBand | null {
  const t = fold(title).replace(/[–—]/g, '-');
  let m = /^(?:under|less than|up to)\s+(\d+(?:\.\d+)?)\s*(?:hours?|hrs?)$/.exec(t);
  if (m?.[1]) return { unit: 'hours', min: 0, max: Number(m[1]) };
  m = /^(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)\s*(?:hours?|hrs?)$/.exec(t);
  if (m?.[1] && m[2]) return { unit: 'hours', min: Number(m[1]), max: Number(m[2]) };
  m = /^(?:over|more than)\s+(\d+(?:\.\d+)?)\s*(?:hours?|hrs?)$/.exec(t);
  if (m?.[1]) return { unit: 'hours', min: Number(m[1]), max: Number.POSITIVE_INFINITY };
  if (/^overnight$/.test(t)) return { unit: 'nights', min: 1, max: 1 };
  if (/^multi-?\s?nights?$/.test(t)) return { unit: 'nights', min: 2, max: Number.POSITIVE_INFINITY };
  return null;
}

function bandRank(band: DurationBand | null): [number, number] {
  if (!band) return [2, 0];
  return band.unit === 'hours' ? [0, band.min] : [1, band.min];
}

/** Shortest first: day-walk bands by their lower bound, then trips by nights, then unparsed titles. */
export function orderDurationTitles(titles: Iterable<string>): string[] {
  return [...new Set(titles)].sort((a, b) => {
    const [ka, va] = bandRank(parseDurationCategory(a));
    const [kb, vb] = bandRank(parseDurationCategory(b));
    return ka - kb || va - vb || a.localeCompare(b);
  });
}

export type TripLength = { hours: number } | { nights: number };

/**
 * Length of a walk from DOC's free text, for picking a category: '1 hr 30 min' → 1.5 h,
 * '2–3 hr one way' → 6 h (there and back), '3-4 days' → 3 nights. Only the first
 * alternative counts ('30 min | 2 hr' → 0.5 h). Null when no figure is found.
 */
export function parseTripLength(text: string | null | undefined): TripLength | null {
  if (!text) return null;
  const first = fold(text).replace(/[–—]/g, '-').split(/\||,|;|\bor\b|\//)[0] ?? '';
  const days = /(\d+(?:\.\d+)?)\s*(?:(?:-|to)\s*(\d+(?:\.\d+)?)\s*)?days?\b/.exec(first);
  if (days?.[1]) return { nights: Math.max(1, Math.ceil(Number(days[2] ?? days[1])) - 1) };
  const nights = /(\d+)\s*nights?\b/.exec(first);
  if (nights?.[1]) return { nights: Number(nights[1]) };

  const figures: number[] = [];
  const single = /(\d+(?:\.\d+)?)\s*(?:hrs?|hours?|h)\b(?:\s*(\d+)\s*(?:mins?|minutes?)\b)?|(\d+)\s*(?:mins?|minutes?)\b/g;
  for (const m of first.matchAll(single)) {
    figures.push(m[1] ? Number(m[1]) + (m[2] ? Number(m[2]) / 60 : 0) : Number(m[3]) / 60);
  }
  // '2 - 3 hr': the unit follows the range's upper end only.
  const range = /(\d+(?:\.\d+)?)\s*(?:-|to)\s*(\d+(?:\.\d+)?)\s*(hrs?|hours?|mins?|minutes?)\b/.exec(first);
  if (range?.[2] && range[3]) figures.push(range[3].startsWith('m') ? Number(range[2]) / 60 : Number(range[2]));
  if (figures.length === 0) return null;
  const hours = Math.max(...figures) * (/\bone[\s-]way\b/.test(first) ? 2 : 1);
  return { hours };
}

/** The category (of `titles`) whose band holds the trip length, or null. */
export function estimateDurationCategory(text: string | null | undefined, titles: Iterable<string>): string | null {
  const length = parseTripLength(text);
  if (!length) return null;
  for (const title of titles) {
    const band = parseDurationCategory(title);
    if (!band) continue;
    if ('hours' in length && band.unit === 'hours' && length.hours > band.min && length.hours <= band.max) return title;
    if ('nights' in length && band.unit === 'nights' && length.nights >= band.min && length.nights <= band.max) return title;
  }
  return null;
}

/**
 * DOC's published track-category scale, easiest first. Used only to order the
 * difficulties the data contains; a title not on the scale goes last, alphabetically.
 */
const DOC_DIFFICULTY_SCALE = ['easiest', 'easy', 'intermediate', 'advanced', 'expert'];

export function orderDifficultyTitles(titles: Iterable<string>): string[] {
  const rank = (title: string) => {
    const index = DOC_DIFFICULTY_SCALE.indexOf(fold(title));
    return index < 0 ? DOC_DIFFICULTY_SCALE.length : index;
  };
  return [...new Set(titles)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** 'Easy, Advanced' → ['Easy', 'Advanced']; '[]' and blanks → []. */
export function splitDifficulties(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(',')
    .map((part) => part.replace(/[[\]]/g, '').trim())
    .filter((part) => part !== '');
}
