/**
 * DOC's free-text walking times ('3-4 days', '8 - 10 hr return', '1 hr 30 min one way',
 * '3 - 3 hr 30 min return') as numbers, for the trip check. Unknown text ('Various
 * times') is null: the check then says nothing about time rather than guess.
 */

export interface WalkDuration {
  unit: 'hours' | 'days';
  min: number;
  max: number;
}

const DAYS = /(\d+(?:\.\d+)?)\s*(?:-\s*(\d+(?:\.\d+)?)\s*)?days?\b/i;

/** '2 hr 30 min' → 2.5; '45 min' → 0.75; '3' → 3 (a bare number takes `bareUnit`). */
function hoursOf(part: string, bareUnit: 'hr' | 'min'): number | null {
  const hr = /(\d+(?:\.\d+)?)\s*(?:hr|hour|hours|hrs)\b/i.exec(part);
  const min = /(\d+)\s*(?:min|mins|minutes)\b/i.exec(part);
  if (hr || min) return (hr ? Number(hr[1]) : 0) + (min ? Number(min[1]) / 60 : 0);
  const bare = /^\s*(\d+(?:\.\d+)?)\s*$/.exec(part);
  if (!bare) return null;
  return bareUnit === 'hr' ? Number(bare[1]) : Number(bare[1]) / 60;
}

export function parseWalkDuration(text: string | null | undefined): WalkDuration | null {
  if (!text) return null;
  const clean = text.toLowerCase().replace(/\b(return|one way|each way|loop|approx\.?|about|up to|under|various times)\b/g, ' ').trim();
  const days = DAYS.exec(clean);
  if (days) {
    const min = Number(days[1]);
    return { unit: 'days', min, max: days[2] ? Number(days[2]) : min };
  }
  const parts = clean.split(/\s+-\s+|(?<=\d)\s*-\s*(?=\d)|\s+to\s+/).map((part) => part.trim()).filter(Boolean);
  if (parts.length === 0 || parts.length > 2) return null;
  const last = parts[parts.length - 1]!;
  const bareUnit = /\d\s*(hr|hour)/i.test(last) ? 'hr' : 'min';
  const hours = parts.map((part) => hoursOf(part, bareUnit));
  if (hours.some((h) => h === null || h === 0)) return null;
  const values = hours as number[];
  return { unit: 'hours', min: Math.min(...values), max: Math.max(...values) };
}

/**
 * A walking time for a line DOC gives none for (a custom track), from its length and,
 * where known, its climb. The quick end is Naismith's rule (5 km an hour, plus an hour
 * for every 600 m climbed); the slow end is the pace DOC's times are set for, an average
 * tramper with a pack on a formed track: about 3 km an hour, plus an hour per 400 m.
 * Rounded out to the quarter hour, so it never reads more exact than it is.
 */
export function estimatedWalkDuration(distanceKm: number, ascentM: number | null): WalkDuration | null {
  if (!(distanceKm > 0)) return null;
  const climb = ascentM !== null && ascentM > 0 ? ascentM : 0;
  const quarter = (hours: number, round: (n: number) => number) => Math.max(0.25, round(hours * 4) / 4);
  return { unit: 'hours', min: quarter(distanceKm / 5 + climb / 600, Math.floor), max: quarter(distanceKm / 3 + climb / 400, Math.ceil) };
}
