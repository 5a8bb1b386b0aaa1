import { describe, expect, it } from 'vitest';
import { isPressed, noRelatedText, relatedItems, toggleRelated, type RelatedFilter } from './relatedFilter.ts';
import type { SearchResultItem } from '@planmywalk/contracts';

describe('the related block’s filter', () => {
  it.each<[RelatedFilter, 'all' | 'tracks' | 'huts' | 'campsites', RelatedFilter]>([
    ['all', 'huts', ['huts']],
    [['huts'], 'tracks', ['tracks', 'huts']],
    [['tracks', 'huts'], 'campsites', ['tracks', 'huts', 'campsites']],
    [['tracks', 'huts'], 'huts', ['tracks']],
    [['huts'], 'huts', 'all'],
    [['tracks', 'huts'], 'all', 'all'],
    ['all', 'all', 'all'],
  ])('given %j, pressing %s gives %j', (filter, pressed, expected) => {
    expect(toggleRelated(filter, pressed)).toEqual(expected);
  });

  it('shows All pressed alone, or the chosen kinds', () => {
    expect(isPressed('all', 'all')).toBe(true);
    expect(isPressed('all', 'huts')).toBe(false);
    expect(isPressed(['huts'], 'huts')).toBe(true);
    expect(isPressed(['huts'], 'all')).toBe(false);
  });

  it.each<[RelatedFilter, string]>([
    ['all', 'No tracks, huts or campsites found.'],
    [['tracks'], 'No tracks found.'],
    [['huts', 'campsites'], 'No huts or campsites found.'],
  ])('given nothing for %j, says %j', (filter, text) => {
    expect(noRelatedText(filter)).toBe(text);
  });

  it('lists the chosen kinds in the buttons’ order', () => {
    const item = (title: string) => ({ title }) as SearchResultItem;
    const related = { tracks: [item('T')], huts: [item('H')], campsites: [item('C')] };
    expect(relatedItems(related, 'all').map((i) => i.title)).toEqual(['T', 'H', 'C']);
    expect(relatedItems(related, ['tracks', 'campsites']).map((i) => i.title)).toEqual(['T', 'C']);
  });
});
