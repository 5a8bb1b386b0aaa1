/**
 * PostgreSQL pg_trgm's `similarity` and `word_similarity`, in TypeScript, so the
 * in-process search index forgives typos and ranks exactly as the database did
 * (ADR 039). trigrams.test.ts compares both with pg_trgm itself on the seeded data.
 *
 * The texts compared are search keys (import/text.ts `searchKey`): lower case, a–z, 0–9
 * and single spaces. As in pg_trgm, a word is a run of letters and digits, padded with
 * two spaces in front and one behind ('hut' → '  hut ' → '  h', ' hu', 'hut', 'ut ').
 */

const WORD = /[a-z0-9]+/g;

/** The trigrams of each word of `text`, in order, repeats kept. */
export function trigramsOf(text: string): string[] {
  const trigrams: string[] = [];
  for (const [word] of text.toLowerCase().matchAll(WORD)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) trigrams.push(padded.slice(i, i + 3));
  }
  return trigrams;
}

/** pg_trgm computes in float4; rounding the same way keeps ties and order identical. */
const ratio = (common: number, union: number) => (union === 0 ? 0 : Math.fround(common / union));

/** `similarity(a, b)`: shared distinct trigrams over all distinct trigrams of both. */
export function similarity(a: string, b: string): number {
  const codes = new TrigramCodes();
  return codes.similarity(distinctCodes(codes.encode(a)), codes.term(b));
}

/**
 * `word_similarity(term, text)`: the greatest similarity between the term's trigrams
 * and those of any run of consecutive trigrams of `text` (the extent that matches best,
 * which may span word boundaries).
 */
export function wordSimilarity(term: string, text: string): number {
  const codes = new TrigramCodes();
  const coded = codes.encode(text);
  return codes.wordSimilarity(codes.term(term), coded);
}

export const distinctCodes = (codes: Int32Array) => Int32Array.from(new Set(codes));

/**
 * Trigrams numbered once, so the index compares small integers instead of strings: the
 * same two functions over a text's trigram numbers, with scratch space reused between calls.
 */
export class TrigramCodes {
  private readonly numbers = new Map<string, number>();
  private lastPosition = new Int32Array(0);

  /** The number of each trigram of `text` in order (repeats kept), numbering new ones. */
  encode(text: string): Int32Array {
    return Int32Array.from(trigramsOf(text), (trigram) => {
      let k = this.numbers.get(trigram);
      if (k === undefined) this.numbers.set(trigram, (k = this.numbers.size));
      return k;
    });
  }

  /** The term's distinct trigrams: numbers of those any text holds, and how many there are in all. */
  term(term: string): { known: Set<number>; size: number } {
    const trigrams = new Set(trigramsOf(term));
    const known = new Set<number>();
    for (const trigram of trigrams) {
      const k = this.numbers.get(trigram);
      if (k !== undefined) known.add(k);
    }
    return { known, size: trigrams.size };
  }

  /** `similarity` of a text given by its distinct trigram numbers, and a term. */
  similarity(distinct: Int32Array, term: { known: Set<number>; size: number }): number {
    if (distinct.length === 0 || term.size === 0) return 0;
    let common = 0;
    for (const k of distinct) if (term.known.has(k)) common++;
    return ratio(common, distinct.length + term.size - common);
  }

  /**
   * `wordSimilarity(term, text)` for a text given by its trigram numbers. pg_trgm's
   * iterative scan: a run of the text's trigrams ends at each trigram the term shares,
   * and its start moves forward while that raises the similarity (dropping a trigram
   * whose last occurrence is the one dropped shrinks the run's distinct and shared counts).
   */
  wordSimilarity(term: { known: Set<number>; size: number }, text: Int32Array): number {
    if (term.size === 0) return 0;
    if (this.lastPosition.length < this.numbers.size) this.lastPosition = new Int32Array(this.numbers.size).fill(-1);
    const lastPosition = this.lastPosition;
    let best = 0;
    let distinct = 0;
    let common = 0;
    let lower = -1;
    for (let i = 0; i < text.length; i++) {
      const k = text[i] as number;
      const shared = term.known.has(k);
      if (lower >= 0 || shared) {
        if ((lastPosition[k] as number) < 0) {
          distinct++;
          if (shared) common++;
        }
        lastPosition[k] = i;
      }
      if (!shared) continue;
      if (lower === -1) {
        lower = i;
        distinct = 1;
      }
      let current = ratio(common, term.size + distinct - common);
      let tryDistinct = distinct;
      let tryCommon = common;
      const previousLower = lower;
      for (let start = lower; start <= i; start++) {
        const candidate = ratio(tryCommon, term.size + tryDistinct - tryCommon);
        if (candidate > current) {
          current = candidate;
          distinct = tryDistinct;
          common = tryCommon;
          lower = start;
        }
        const dropped = text[start] as number;
        if (lastPosition[dropped] === start) {
          tryDistinct--;
          if (term.known.has(dropped)) tryCommon--;
        }
      }
      best = Math.max(best, current);
      for (let start = previousLower; start < lower; start++) {
        const dropped = text[start] as number;
        if (lastPosition[dropped] === start) lastPosition[dropped] = -1;
      }
    }
    for (const k of text) lastPosition[k] = -1;
    return best;
  }
}

/** pg_trgm's default `pg_trgm.word_similarity_threshold`: `term <% text` holds at or above it. */
export const WORD_SIMILARITY_THRESHOLD = 0.6;
