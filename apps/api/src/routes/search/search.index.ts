/**
 * Search over every location, in memory (ADR 039): what POST /api/v1/search-tracks used
 * to ask the database for, answered from an immutable snapshot of the locations table.
 * The rules are the ones the SQL had (ranking tiers, typo tolerance through pg_trgm's
 * word similarity, the filters, nearest-first map bounds); search.live-index.ts builds
 * the snapshot from the database and replaces it when the locations change.
 *
 * Each answer is a list of entries holding their summary already serialised, so an
 * answer is a string join rather than 100–500 objects to build and stringify.
 */
import KDBush from 'kdbush';
import { SEARCH_BROWSE_RESULT_LIMIT, SEARCH_TERM_RESULT_LIMIT, type LocationType } from '@planmywalk/contracts';
import { isTrackOnly, type Bounds, type DecodedSearchForm } from './search.schema.ts';
import { presentSummary, type SummaryRow } from '../../locations/location-summary.ts';
import { distinctCodes, TrigramCodes, WORD_SIMILARITY_THRESHOLD } from './trigrams.ts';

/** A location as the index reads it: its summary and what the filters and ranking use. */
export interface IndexedLocationRow extends SummaryRow {
  search_title: string;
  search_text: string;
  wheelchair_friendly: boolean | null;
  dogs_allowed: boolean | null;
  is_recommended: boolean;
  duration_ids: number[];
  difficulty_ids: number[];
  region_ids: number[];
}

export interface IndexEntry {
  readonly id: number;
  readonly type: LocationType;
  readonly title: string;
  readonly searchTitle: string;
  readonly searchText: string;
  readonly lat: number;
  readonly lng: number;
  readonly distanceKm: number | null;
  readonly wheelchair: boolean;
  readonly dogsAllowed: boolean;
  readonly recommended: boolean;
  readonly durationIds: readonly number[];
  readonly difficultyIds: readonly number[];
  readonly regionIds: readonly number[];
  /** Tracks, then huts, then campsites. */
  readonly typeOrder: number;
  /** The summary (contract SearchResultItem) as JSON. */
  readonly json: string;
}

const TYPE_ORDER: Record<LocationType, number> = { Track: 0, Hut: 1, Campsite: 2 };

/** Code-point order, as the database's C.UTF-8 collation sorted titles. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function entryOf(row: IndexedLocationRow): IndexEntry {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    searchTitle: row.search_title,
    searchText: row.search_text,
    lat: row.lat,
    lng: row.lng,
    distanceKm: row.distance_km,
    wheelchair: row.wheelchair_friendly === true,
    dogsAllowed: row.dogs_allowed === true,
    recommended: row.is_recommended,
    durationIds: row.duration_ids,
    difficultyIds: row.difficulty_ids,
    regionIds: row.region_ids,
    typeOrder: TYPE_ORDER[row.type],
    json: JSON.stringify(presentSummary(row)),
  };
}

const crosses180 = (bound: Bounds) => !bound.allLongitudes && bound.west > bound.east;
const anyOf = (wanted: readonly number[], held: readonly number[]) => wanted.length === 0 || wanted.some((id) => held.includes(id));

/** Every filter but the term, as one test of an entry. */
function filterOf(filters: DecodedSearchForm): (entry: IndexEntry) => boolean {
  const trackOnly = isTrackOnly(filters);
  const { distance, wheelchair, dogAllowed, durations, difficulties, regions, bound } = filters;
  return (e) => {
    if (trackOnly && e.type !== 'Track') return false;
    if (distance) {
      if (e.distanceKm === null || e.distanceKm < distance.min) return false;
      if (distance.max !== null && e.distanceKm > distance.max) return false;
    }
    if (wheelchair && !e.wheelchair) return false;
    if (dogAllowed && !e.dogsAllowed) return false;
    if (!anyOf(durations, e.durationIds) || !anyOf(difficulties, e.difficultyIds) || !anyOf(regions, e.regionIds)) return false;
    if (bound) {
      if (e.lat < bound.south || e.lat > bound.north) return false;
      if (!bound.allLongitudes) {
        const inside = crosses180(bound) ? e.lng >= bound.west || e.lng <= bound.east : e.lng >= bound.west && e.lng <= bound.east;
        if (!inside) return false;
      }
    }
    return true;
  };
}

/**
 * A term's ranking as one exact number per hit, so a page is a numeric sort of keys
 * rather than objects and a comparator (a broad term like 'hut' has ~1,000 hits):
 *
 *   tier · 2^46 + secondary · 2^17 + tie rank
 *
 * tier: 0 the title is the term · 1 the title starts with it · 2 a later word of the
 * title starts with it · 3 the title contains it · 4 only the places or region names
 * contain it · 5 no literal match, a similar word (a typo).
 * secondary: tiers 0–3, a title holding the term only inside a word after one holding it
 * as a whole word (2^12), then the shorter title; tiers 4–5, the more similar title
 * first (1 − similarity in steps of 2^-20: distinct similarities of texts this short are
 * further apart than that).
 * tie rank: the entry's place in the order tracks, huts, campsites; title; id. It is
 * unique, so the key also names the entry.
 */
const TIER = 2 ** 46;
const SECONDARY = 2 ** 17;
const MAX_ENTRIES = SECONDARY;
const PARTIAL_WORD = 2 ** 12;
const similarityKey = (similarity: number) => Math.round((1 - similarity) * 2 ** 20);

export class SearchIndex {
  readonly size: number;
  private readonly entries: readonly IndexEntry[];
  /** Entry positions by (lng, lat), for map bounds. */
  private readonly points: KDBush;
  private readonly codes = new TrigramCodes();
  /** By position: the search text's trigram numbers in order, and the title's distinct ones. */
  private readonly textCodes: Int32Array[];
  private readonly titleCodes: Int32Array[];
  /** For each trigram number, the positions of the entries whose search text holds it: typo candidates. */
  private readonly postings: number[][] = [];
  /** Scratch: shared trigram counts by position, zeroed after each use. */
  private readonly sharedCounts: Uint16Array;
  /**
   * For each three characters found anywhere in a search text (spaces included), the
   * positions of the texts holding them: a text contains a term of three or more
   * characters only if it holds each of the term's three-character pieces, so the
   * rarest piece's list is a short superset of the literal matches.
   */
  private readonly pieces = new Map<string, Int32Array>();
  /** By position: rank in the order tracks, huts, campsites; title; id (the ranking's last keys); and back. */
  private readonly tieRank: Int32Array;
  private readonly byTieRank: Int32Array;
  /** By position: ' title ', for the whole-word test. */
  private readonly paddedTitles: string[];
  /** Positions in the browse order: recommended first, then tracks, huts, campsites; title; id. */
  private readonly browseOrder: readonly number[];

  constructor(rows: readonly IndexedLocationRow[]) {
    if (rows.length > MAX_ENTRIES) throw new Error(`the search index holds at most ${MAX_ENTRIES} locations, not ${rows.length}`);
    this.entries = rows.map(entryOf);
    this.size = this.entries.length;
    this.paddedTitles = this.entries.map((e) => ` ${e.searchTitle} `);
    this.points = new KDBush(this.size);
    for (const e of this.entries) this.points.add(e.lng, e.lat);
    this.points.finish();
    this.textCodes = this.entries.map((e) => this.codes.encode(e.searchText));
    this.titleCodes = this.entries.map((e) => distinctCodes(this.codes.encode(e.searchTitle)));
    this.textCodes.forEach((text, position) => {
      for (const k of new Set(text)) (this.postings[k] ??= []).push(position);
    });
    this.sharedCounts = new Uint16Array(this.size);
    const pieces = new Map<string, number[]>();
    this.entries.forEach((e, position) => {
      const text = e.searchText;
      const seen = new Set<string>();
      for (let i = 0; i + 3 <= text.length; i++) seen.add(text.slice(i, i + 3));
      for (const piece of seen) {
        const list = pieces.get(piece);
        if (list) list.push(position);
        else pieces.set(piece, [position]);
      }
    });
    for (const [piece, list] of pieces) this.pieces.set(piece, Int32Array.from(list));
    this.tieRank = new Int32Array(this.size);
    this.byTieRank = new Int32Array(this.size);
    this.entries
      .map((_, position) => position)
      .sort((i, j) => {
        const a = this.entries[i] as IndexEntry;
        const b = this.entries[j] as IndexEntry;
        return a.typeOrder - b.typeOrder || compareText(a.title, b.title) || a.id - b.id;
      })
      .forEach((position, rank) => {
        this.tieRank[position] = rank;
        this.byTieRank[rank] = position;
      });
    this.browseOrder = this.entries
      .map((_, position) => position)
      .sort((i, j) => {
        const a = this.entries[i] as IndexEntry;
        const b = this.entries[j] as IndexEntry;
        return Number(b.recommended) - Number(a.recommended) || a.typeOrder - b.typeOrder || compareText(a.title, b.title) || a.id - b.id;
      });
  }

  /**
   * The answer to a decoded search form: with a term, the best matches (at most 100);
   * without, map bounds give the nearest to their centre (at most 500), and no bounds
   * the browse order.
   */
  search(filters: DecodedSearchForm): IndexEntry[] {
    if (filters.term === '') return [];
    const accepts = filterOf(filters);
    if (filters.term !== null) return this.byTerm(filters.term, accepts);
    if (filters.bound) return this.byDistance(filters.bound, accepts);
    const page: IndexEntry[] = [];
    for (const position of this.browseOrder) {
      const entry = this.entries[position] as IndexEntry;
      if (accepts(entry)) page.push(entry);
      if (page.length === SEARCH_BROWSE_RESULT_LIMIT) break;
    }
    return page;
  }

  /**
   * Literal matches (the term anywhere in the title, places or region names), and only
   * when they are fewer than a page, typo matches: a typo ranks below every literal
   * match, so it could never make a full page.
   */
  private byTerm(term: string, accepts: (entry: IndexEntry) => boolean): IndexEntry[] {
    const keys: number[] = [];
    const wordStart = ` ${term}`;
    const wholeWord = ` ${term} `;
    const termCodes = this.codes.term(term);
    for (const position of this.literalCandidates(term)) {
      const entry = this.entries[position] as IndexEntry;
      if (!entry.searchText.includes(term) || !accepts(entry)) continue;
      const title = entry.searchTitle;
      const tier = title === term ? 0 : title.startsWith(term) ? 1 : title.includes(wordStart) ? 2 : title.includes(term) ? 3 : 4;
      const secondary =
        tier === 4
          ? similarityKey(this.codes.similarity(this.titleCodes[position] as Int32Array, termCodes))
          : ((this.paddedTitles[position] as string).includes(wholeWord) ? 0 : PARTIAL_WORD) + Math.min(title.length, PARTIAL_WORD - 1);
      keys.push(tier * TIER + secondary * SECONDARY + (this.tieRank[position] as number));
    }
    if (keys.length < SEARCH_TERM_RESULT_LIMIT) this.addTypoKeys(term, termCodes, accepts, keys);
    const page = Float64Array.from(keys).sort().subarray(0, SEARCH_TERM_RESULT_LIMIT);
    return Array.from(page, (key) => this.entries[this.byTieRank[key % SECONDARY] as number] as IndexEntry);
  }

  /** Positions whose search text may contain the term: the list of its rarest piece, or all. */
  private literalCandidates(term: string): Iterable<number> {
    if (term.length < 3) return this.entries.keys();
    let rarest: Int32Array | undefined;
    for (let i = 0; i + 3 <= term.length; i++) {
      const list = this.pieces.get(term.slice(i, i + 3));
      if (!list) return [];
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    return rarest ?? [];
  }

  /**
   * `term <% search_text` without a literal match. A text can reach the threshold only if
   * it holds at least that share of the term's distinct trigrams (word similarity is at
   * most shared / term's), so the postings narrow the candidates before the exact test.
   */
  private addTypoKeys(term: string, termCodes: ReturnType<TrigramCodes['term']>, accepts: (entry: IndexEntry) => boolean, keys: number[]): void {
    const counts = this.sharedCounts;
    const candidates: number[] = [];
    for (const k of termCodes.known) {
      for (const position of this.postings[k] ?? []) {
        if (counts[position] === 0) candidates.push(position);
        counts[position] = (counts[position] as number) + 1;
      }
    }
    for (const position of candidates) {
      const count = counts[position] as number;
      counts[position] = 0;
      if (count < WORD_SIMILARITY_THRESHOLD * termCodes.size) continue;
      const entry = this.entries[position] as IndexEntry;
      if (entry.searchText.includes(term) || !accepts(entry)) continue;
      if (this.codes.wordSimilarity(termCodes, this.textCodes[position] as Int32Array) < WORD_SIMILARITY_THRESHOLD) continue;
      const similarity = this.codes.similarity(this.titleCodes[position] as Int32Array, termCodes);
      keys.push(5 * TIER + similarityKey(similarity) * SECONDARY + (this.tieRank[position] as number));
    }
  }

  /** Inside the bounds, nearest their centre first (an equirectangular distance), then tracks, huts, campsites; id. */
  private byDistance(bound: Bounds, accepts: (entry: IndexEntry) => boolean): IndexEntry[] {
    const crosses = crosses180(bound);
    const midLat = (bound.south + bound.north) / 2;
    const east = crosses ? bound.east + 360 : bound.east;
    const midLng = bound.allLongitudes ? 0 : (bound.west + east) / 2;
    const scale = Math.cos((midLat * Math.PI) / 180);
    const ranges: Array<[number, number]> = bound.allLongitudes
      ? [[-Infinity, Infinity]]
      : crosses
        ? [[bound.west, Infinity], [-Infinity, bound.east]]
        : [[bound.west, bound.east]];
    const found: Array<{ entry: IndexEntry; distance: number }> = [];
    for (const [west, eastEdge] of ranges) {
      for (const position of this.points.range(west, bound.south, eastEdge, bound.north)) {
        const entry = this.entries[position];
        if (!entry || !accepts(entry)) continue;
        const lng = crosses && entry.lng < 0 ? entry.lng + 360 : entry.lng;
        const dLat = entry.lat - midLat;
        const dLng = (lng - midLng) * scale;
        found.push({ entry, distance: dLat * dLat + dLng * dLng });
      }
    }
    found.sort((a, b) => a.distance - b.distance || a.entry.typeOrder - b.entry.typeOrder || a.entry.id - b.entry.id);
    return found.slice(0, SEARCH_BROWSE_RESULT_LIMIT).map((hit) => hit.entry);
  }
}
