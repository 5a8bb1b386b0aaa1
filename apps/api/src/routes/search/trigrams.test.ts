/**
 * The in-process index forgives typos and ranks with these functions instead of
 * pg_trgm's: they must agree with pg_trgm itself, value for value, on the real data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { similarity, trigramsOf, wordSimilarity } from './trigrams.ts';

describe('trigramsOf', () => {
  it.each([
    ['hut', ['  h', ' hu', 'hut', 'ut ']],
    ['a', ['  a', ' a ']],
    ['ab cd', ['  a', ' ab', 'ab ', '  c', ' cd', 'cd ']],
    ['', []],
    ['  ', []],
  ])("pads each word of '%s' like pg_trgm", (text, trigrams) => {
    expect(trigramsOf(text)).toEqual(trigrams);
  });
});

describe('similarity and wordSimilarity', () => {
  it.each([
    ['routeburn', 'routeburn', 1, 1],
    ['routeburm', 'routeburn track', 0.44444445, 0.8],
    ['word', 'two words', 0.36363637, 0.8],
    ['qqq', 'routeburn', 0, 0],
    ['', 'routeburn', 0, 0],
  ])("given '%s' and '%s', answers %f and %f", (term, text, expectedSimilarity, expectedWordSimilarity) => {
    expect(similarity(text, term)).toBeCloseTo(expectedSimilarity, 6);
    expect(wordSimilarity(term, text)).toBeCloseTo(expectedWordSimilarity, 6);
  });
});

describe('agreement with pg_trgm on the seeded locations', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openSeededTestDatabase();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['routeburm', 'fiordlnd', 'hawkes bay', 'tongarir', 'kep', 'hut', 'mt cook', 'abel tasmn', 'milford trak', 'lake tekapo'])(
    "given '%s', word_similarity against every search text and similarity against every title are pg_trgm's",
    async (term) => {
      const rows = await t.db.query<{ search_title: string; search_text: string; word: number; title: number }>(
        `SELECT search_title, search_text, word_similarity($1, search_text) AS word, similarity(search_title, $1) AS title
         FROM locations ORDER BY id`,
        [term],
      );
      expect(rows.length).toBeGreaterThan(2000);
      const differing = rows.filter(
        (r) => Math.fround(r.word) !== wordSimilarity(term, r.search_text) || Math.fround(r.title) !== similarity(r.search_title, term),
      );
      expect(differing.map((r) => r.search_text)).toEqual([]);
      // Not vacuous: the term is similar to some texts and not to others.
      expect(rows.some((r) => r.word >= 0.6)).toBe(true);
      expect(rows.some((r) => r.word < 0.6)).toBe(true);
    },
  );
});
