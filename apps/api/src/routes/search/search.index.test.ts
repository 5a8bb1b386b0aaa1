/**
 * The in-process index on a handful of hand-made locations: each rule of the ranking and
 * each filter in isolation. search.test.ts checks the same rules on the real data through
 * the route.
 */
import { SEARCH_TERM_RESULT_LIMIT } from '@planmywalk/contracts';
import { describe, expect, it } from 'vitest';
import { searchKey } from '../../import/text.ts';
import { SearchIndex, type IndexedLocationRow } from './search.index.ts';
import { parseSearchForm } from './search.schema.ts';

let nextId = 1;
function row(title: string, more: Partial<IndexedLocationRow> & { places?: string[] } = {}): IndexedLocationRow {
  const places = more.places ?? [];
  return {
    id: nextId++,
    type: 'Track',
    slug: searchKey(title).replace(/ /g, '-'),
    title,
    is_closed: false,
    places,
    lat: -45,
    lng: 168,
    thumbnail: null,
    distance_km: 10,
    track_type: null,
    walking_duration: null,
    number_of_bunks: null,
    bookable: null,
    info_link: null,
    regions: [],
    difficulty: [],
    search_title: searchKey(title),
    search_text: searchKey([title, ...places].join(' ')),
    wheelchair_friendly: false,
    dogs_allowed: false,
    is_recommended: false,
    duration_ids: [],
    difficulty_ids: [],
    region_ids: [],
    ...more,
  };
}
const titles = (index: SearchIndex, form: Record<string, string>) => index.search(parseSearchForm(form)).map((e) => e.title);

describe('SearchIndex', () => {
  it('ranks a term: exact title, title start, word start, inside a word, places only, then typos', () => {
    const index = new SearchIndex([
      row('Kepller Hut'),
      row('Somewhere', { places: ['Near Kepler'] }),
      row('Unkeplered Walk'),
      row('Mt Kepler Track'),
      row('Kepler Track'),
      row('Kepler'),
    ]);
    expect(titles(index, { term: 'kepler' })).toEqual(['Kepler', 'Kepler Track', 'Mt Kepler Track', 'Unkeplered Walk', 'Somewhere', 'Kepller Hut']);
  });

  it('within a tier puts the whole word first, then the shorter title, then tracks before huts, then title', () => {
    const index = new SearchIndex([
      row('Lakehead'),
      row('Lake Marian Track', { type: 'Hut' }),
      row('Lake Marian Track'),
      row('Lake Ada'),
    ]);
    expect(titles(index, { term: 'lake' })).toEqual(['Lake Ada', 'Lake Marian Track', 'Lake Marian Track', 'Lakehead']);
    expect(index.search(parseSearchForm({ term: 'lake' })).map((e) => e.type).slice(1, 3)).toEqual(['Track', 'Hut']);
  });

  it('forgives a typo by word similarity, the most similar title first', () => {
    const index = new SearchIndex([row('Routeburn Track'), row('Routeburn'), row('Kepler Track')]);
    expect(titles(index, { term: 'routeburm' })).toEqual(['Routeburn', 'Routeburn Track']);
  });

  it(`answers no typo matches once there are ${SEARCH_TERM_RESULT_LIMIT} literal ones`, () => {
    const many = Array.from({ length: SEARCH_TERM_RESULT_LIMIT }, (_, i) => row(`Hut ${i}`));
    const index = new SearchIndex([...many, row('Hutt Valley')]);
    const answer = titles(index, { term: 'hut' });
    expect(answer).toHaveLength(SEARCH_TERM_RESULT_LIMIT);
    expect(answer).not.toContain('Hutt Valley');
    expect(titles(new SearchIndex([...many.slice(1), row('Hutt Valley')]), { term: 'hut' })).toContain('Hutt Valley');
  });

  it('applies every filter to term matches and typo matches alike', () => {
    const index = new SearchIndex([
      row('Hut Walk', { distance_km: 3, wheelchair_friendly: true, region_ids: [7] }),
      row('Hut Hike', { distance_km: 30, dogs_allowed: true, duration_ids: [2], difficulty_ids: [3] }),
      row('Hut Lodge', { type: 'Hut', distance_km: null, region_ids: [7] }),
      row('Hutt Loop', { distance_km: 3, wheelchair_friendly: true }),
    ]);
    expect(titles(index, { term: 'hut', distance: '[0,5]' })).toEqual(['Hut Walk', 'Hutt Loop']);
    expect(titles(index, { term: 'hut', wheelchair: '1' })).toEqual(['Hut Walk', 'Hutt Loop']);
    expect(titles(index, { term: 'hut', dog_allowed: '1' })).toEqual(['Hut Hike']);
    expect(titles(index, { term: 'hut', durations: '[2]' })).toEqual(['Hut Hike']);
    expect(titles(index, { term: 'hut', difficulties: '[1,3]' })).toEqual(['Hut Hike']);
    expect(titles(index, { term: 'hut', regions: '[7]' })).toEqual(['Hut Walk', 'Hut Lodge']);
    // 'huts' is in no text: every answer is a typo match, and the filter still holds.
    expect(titles(index, { term: 'huts' })).toHaveLength(4);
    expect(titles(index, { term: 'huts', distance: '[20,40]' })).toEqual(['Hut Hike']);
  });

  it('given bounds, answers the locations inside, nearest the centre first, across 180° too', () => {
    const index = new SearchIndex([
      row('Far', { lat: -44.1, lng: 168.9 }),
      row('Centre', { lat: -44.5, lng: 168.5 }),
      row('Outside', { lat: -43, lng: 168.5 }),
      row('East of 180', { lat: -44, lng: -176.5 }),
      row('West of 180', { lat: -44, lng: 179.5 }),
    ]);
    expect(titles(index, { bound: '[[168,-45],[169,-44]]' })).toEqual(['Centre', 'Far']);
    expect(titles(index, { bound: '[[179,-45],[-175,-43]]' })).toEqual(['East of 180', 'West of 180']);
    expect(titles(index, { bound: '[[-200,-50],[200,-40]]' })).toHaveLength(5);
  });

  it('given no term and no bounds, answers recommended tracks first, then tracks, huts, campsites by title', () => {
    const index = new SearchIndex([
      row('B Campsite', { type: 'Campsite' }),
      row('A Hut', { type: 'Hut' }),
      row('Z Track'),
      row('M Great Walk', { is_recommended: true }),
    ]);
    expect(titles(index, {})).toEqual(['M Great Walk', 'Z Track', 'A Hut', 'B Campsite']);
  });

  it('serialises each answer as the contract summary', () => {
    const index = new SearchIndex([row('Hut', { places: ['Fiordland'] })]);
    const [entry] = index.search(parseSearchForm({ term: 'hut' }));
    expect(JSON.parse(entry?.json ?? '')).toMatchObject({ title: 'Hut', locations: [{ title: 'Fiordland' }], distance: 10 });
  });

  it('answers an empty index and an emptied term with nothing', () => {
    expect(titles(new SearchIndex([]), { term: 'hut' })).toEqual([]);
    expect(titles(new SearchIndex([]), { bound: '[[168,-45],[169,-44]]' })).toEqual([]);
    expect(titles(new SearchIndex([row('Hut')]), { term: '!!!' })).toEqual([]);
  });
});
