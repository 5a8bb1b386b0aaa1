import { describe, expect, it } from 'vitest';
import { assignSlugs } from './slugs.ts';

const record = (sourceKey: string, title: string, place?: string, type = 'Hut') => ({
  type,
  sourceKey,
  title,
  places: place ? [place] : [],
  regions: ['Canterbury'],
});

describe('assignSlugs', () => {
  it('gives a title used once its plain slug', () => {
    expect(assignSlugs([record('1', 'Routeburn Track', 'Mount Aspiring', 'Track')]).map((r) => r.slug)).toEqual([
      'routeburn-track',
    ]);
  });

  it('tells apart shared titles by place, whatever the input order', () => {
    const a = record('1', 'Crow Hut', "Arthur's Pass National Park");
    const b = record('2', 'Crow Hut', 'Kahurangi National Park');
    const forwards = assignSlugs([a, b]).map((r) => r.slug);
    const backwards = assignSlugs([b, a]).map((r) => r.slug).reverse();
    expect(forwards).toEqual(['crow-hut-arthurs-pass-national-park', 'crow-hut-kahurangi-national-park']);
    expect(backwards).toEqual(forwards);
  });

  it('falls back to a short asset-id hash when the place does not tell them apart', () => {
    const slugs = assignSlugs([record('1', 'Forks Hut', 'Same Park'), record('2', 'Forks Hut', 'Same Park')]).map((r) => r.slug);
    expect(slugs[0]).toMatch(/^forks-hut-[0-9a-f]{6}$/);
    expect(slugs[1]).toMatch(/^forks-hut-[0-9a-f]{6}$/);
    expect(slugs[0]).not.toBe(slugs[1]);
  });

  it('keeps slugs unique per type only', () => {
    const slugs = assignSlugs([record('1', 'Blue Lake', undefined, 'Track'), record('1', 'Blue Lake', undefined, 'Hut')]);
    expect(slugs.map((r) => r.slug)).toEqual(['blue-lake', 'blue-lake']);
  });

  it('does not hand a place slug that another title already has', () => {
    const slugs = assignSlugs([
      record('1', 'Tarn Hut', 'Top'),
      record('2', 'Tarn Hut', 'Bottom'),
      record('3', 'Tarn Hut Top'),
    ]).map((r) => r.slug);
    expect(new Set(slugs).size).toBe(3);
    expect(slugs[2]).toBe('tarn-hut-top');
  });
});
