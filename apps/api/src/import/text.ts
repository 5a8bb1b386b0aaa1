/** Text clean-up for DOC's records: slugs, search keys, HTML fragments, free-text figures. */

/** Lower-case without accents or macrons ('Ōkataina' → 'okataina'), curly quotes made straight. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’`]/g, "'")
    .toLowerCase();
}

/**
 * The form search compares: folded, every run of non-alphanumerics one space. Both the
 * stored keys and the user's term go through it, so "Hawke’s Bay" ~ "hawkes bay" and
 * word starts are simply "after a space".
 */
export function searchKey(text: string): string {
  return fold(text)
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** 'Crow Hut (Arthur’s Pass) & more' → 'crow-hut-arthurs-pass-and-more'. */
export function slugify(text: string): string {
  const slug = fold(text)
    .replace(/&/g, ' and ')
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'location';
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', copy: '©' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(Number.parseInt(code.slice(1), 10));
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** Plain text from an HTML fragment; also drops a tag cut off at the end (DOC truncates some fields). */
export function stripHtml(html: string): string {
  return decodeEntities(html.replace(/<[^>]*(>|$)/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Trimmed text, or null for empty / whitespace / missing. */
export function cleanText(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return trimmed === '' ? null : trimmed;
}

/** DOC's "no photo" placeholder is not an image of the place: treat it as none. */
export function imageUrl(url: string | null | undefined): string | null {
  const clean = cleanText(url);
  return clean && !/\/no-photo\//i.test(clean) ? clean : null;
}

/**
 * The first figure of a free-text distance, in km: '3.5 km' → 3.5, '620 m | 7 km' → 0.62,
 * '6 km | 12.8 km one way' → 6 (DOC lists the main walk first).
 */
export function parseDistanceKm(text: string | null | undefined): number | null {
  if (!text) return null;
  const match = /(\d+(?:\.\d+)?)\s*(km|m)\b/i.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const value = Number.parseFloat(match[1]);
  const km = match[2].toLowerCase() === 'km' ? value : value / 1000;
  return km > 0 ? Math.round(km * 1000) / 1000 : null;
}

/**
 * Track type from DOC's wording: loops and circuits, one-way (point to point) walks and
 * return walks. Null when the text does not say.
 */
export function parseTrackType(title: string, ...texts: Array<string | null | undefined>): string | null {
  const words = fold([title, ...texts].filter(Boolean).join(' | '));
  if (/\bloop\b|\bcircuit\b/.test(words)) return 'Loop Track';
  if (/\bone[\s-]way\b/.test(words)) return 'Point to Point';
  if (/\breturn\b/.test(words)) return 'Return';
  return null;
}

export interface DogRule {
  allowed: boolean | null;
  information: string | null;
}

/**
 * DOC's dog rule → may a walker bring a pet dog? Leash-only and under-control count as
 * yes; permit-only (hunting or management dogs) counts as no. The words are kept too.
 */
export function parseDogRule(text: string | null | undefined): DogRule {
  const information = text ? cleanText(stripHtml(text)) : null;
  if (!information || /^not applicable$/i.test(information)) return { allowed: null, information: null };
  const folded = fold(information);
  if (/^no dogs/.test(folded) || /permit/.test(folded)) return { allowed: false, information };
  if (/^dogs (allowed|on a leash)|leash|under control/.test(folded)) return { allowed: true, information };
  return { allowed: null, information };
}

export interface Caption {
  title: string | null;
  credit: string | null;
}

/** 'Angelus Hut Image: <a …>Keith Miller</a> | <a …>Creative Commons</a>' → title + credit. */
export function parseCaption(caption: string | null | undefined): Caption {
  if (!caption) return { title: null, credit: null };
  const text = stripHtml(caption);
  const at = text.search(/\bImage:/i);
  if (at < 0) return { title: cleanText(text), credit: null };
  const title = cleanText(text.slice(0, at).replace(/[.\s]+$/, ''));
  const credit = text
    .slice(at + 'Image:'.length)
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' | ');
  return { title, credit: credit === '' ? null : credit };
}

/** The uuid in a DOC page link 'https://www.doc.govt.nz/link/<32 hex>.aspx', dashed like an asset id. */
export function assetIdFromDocLink(url: string): string | null {
  const match = /\/link\/([0-9a-f]{32})\.aspx$/i.exec(url.trim());
  const hex = match?.[1]?.toLowerCase();
  if (!hex) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Key for matching one track's name across files: folded, without a trailing bracket
 * (the EAM files add French notes such as '(par Sealy Tarns)') and without a trailing
 * 'Great Walk' / 'Track' / 'Walk' / 'Route' / 'Trail', so 'Lake Waikaremoana Great Walk'
 * meets 'Lake Waikaremoana Track' and 'Blue Pools Walk' meets 'Blue Pools Track'.
 */
export function trackNameKey(name: string): string {
  let key = searchKey(name.replace(/\s*\([^)]*\)\s*$/, ''));
  for (;;) {
    const shorter = key.replace(/\s(great walk|track|walk|route|trail)$/, '');
    if (shorter === key || shorter === '') return key;
    key = shorter;
  }
}
