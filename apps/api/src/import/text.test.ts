import { describe, expect, it } from 'vitest';
import {
  assetIdFromDocLink,
  imageUrl,
  parseCaption,
  parseDistanceKm,
  parseDogRule,
  parseTrackType,
  searchKey,
  slugify,
  stripHtml,
  trackNameKey,
} from './text.ts';

describe('slugify', () => {
  it.each([
    ['Routeburn Track', 'routeburn-track'],
    ['Eastern Ōkataina Walkway', 'eastern-okataina-walkway'],
    ["Hawke’s Bay", 'hawkes-bay'],
    ['Diamond Lake & Lake Wanaka Lookout', 'diamond-lake-and-lake-wanaka-lookout'],
    ['Fanthams Peak/Panitahi and Syme Hut Track', 'fanthams-peak-panitahi-and-syme-hut-track'],
    ['  --  ', 'location'],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe('searchKey', () => {
  it('folds accents, apostrophes and punctuation so terms meet titles', () => {
    expect(searchKey('Routeburn Track: Key Summit Track')).toBe('routeburn track key summit track');
    expect(searchKey('Ōkataina')).toBe(searchKey('okataina'));
    expect(searchKey("Hawke’s Bay")).toBe('hawkes bay');
  });
});

describe('parseDistanceKm', () => {
  it.each([
    ['3 km', 3],
    ['2.5km', 2.5],
    [' 620 m | 7 km', 0.62],
    ['6 km | 12.8 km one way', 6],
    ['23 km (with river crossing) or 31 km (via swingbridge)', 23],
    ['30 min', null],
    [null, null],
  ])('%s → %s', (text, km) => {
    expect(parseDistanceKm(text)).toBe(km);
  });
});

describe('parseTrackType', () => {
  it.each([
    ['Kepler Track', '3–4 days loop', 'Loop Track'],
    ['Tongariro Northern Circuit', '3-4 days', 'Loop Track'],
    ['Pudding Hill Track', '3 hr one way', 'Point to Point'],
    ['Kea Point Track', '1 hr return', 'Return'],
    ['Some Track', '2 hr', null],
  ])('%s, %s → %s', (title, time, type) => {
    expect(parseTrackType(title, time)).toBe(type);
  });
});

describe('parseDogRule', () => {
  it.each([
    ['No dogs', false],
    ['Dogs on a leash only', true],
    ['Dogs allowed. Keep dog under control at all times.', true],
    ['Dogs with a DOC permit only. Contact the relevant DOC office to obtain a permit.', false],
    ['Dogs with a DOC permit for recreational hunting or management purposes only', false],
  ])('%s → allowed %s', (text, allowed) => {
    expect(parseDogRule(text)).toEqual({ allowed, information: text });
  });

  it("reads the campsite layer's truncated HTML", () => {
    const html =
      'Dogs on a leash only. <a href="https://www.doc.govt.nz/parks-and-recreation/know-before-you-go/pets-';
    expect(parseDogRule(html)).toEqual({ allowed: true, information: 'Dogs on a leash only.' });
  });

  it('treats Not Applicable and missing as unknown', () => {
    expect(parseDogRule('Not Applicable')).toEqual({ allowed: null, information: null });
    expect(parseDogRule(null)).toEqual({ allowed: null, information: null });
  });
});

describe('parseCaption', () => {
  it('splits title and credit and strips links and entities', () => {
    expect(
      parseCaption(
        'Angelus Hut Image: <a href="https://www.flickr.com/photos/keithmiller/" target="_blank">Keith Miller</a>  | <a href=" https://creativecommons.org/licenses/by-nc-nd/2.0/" target="_blank">Creative Commons</a>',
      ),
    ).toEqual({ title: 'Angelus Hut', credit: 'Keith Miller | Creative Commons' });
    expect(parseCaption('Angelus Hut. Image: Brian Dobbie &#169;')).toEqual({
      title: 'Angelus Hut',
      credit: 'Brian Dobbie ©',
    });
    expect(parseCaption('Woolshed Creek Hut in winter Image:   | <a href=" /footer-links/copyright/">DOC</a>')).toEqual({
      title: 'Woolshed Creek Hut in winter',
      credit: 'DOC',
    });
  });
});

describe('small helpers', () => {
  it('drops the no-photo placeholder', () => {
    expect(imageUrl('https://www.doc.govt.nz/images/no-photo/no-photo-220x140.jpg')).toBeNull();
    expect(imageUrl('https://www.doc.govt.nz/thumbs/large/link/abc.jpg')).toBe('https://www.doc.govt.nz/thumbs/large/link/abc.jpg');
  });

  it('reads the asset id out of a DOC link', () => {
    expect(assetIdFromDocLink('https://www.doc.govt.nz/link/d7a3a8ec03804341b8bc15c23e21a722.aspx')).toBe(
      'd7a3a8ec-0380-4341-b8bc-15c23e21a722',
    );
    expect(assetIdFromDocLink('https://www.doc.govt.nz/parks/')).toBeNull();
  });

  it('strips HTML to text', () => {
    expect(stripHtml('<p>Hut &amp; track</p>')).toBe('Hut & track');
  });

  it('matches track names across files', () => {
    expect(trackNameKey('Mueller Hut Route (par Sealy Tarns)')).toBe(trackNameKey('Mueller Hut Route'));
    expect(trackNameKey('Lake Waikaremoana Great Walk')).toBe(trackNameKey('Lake Waikaremoana Track'));
    expect(trackNameKey('Blue Pools Walk')).toBe(trackNameKey('Blue Pools Track'));
    expect(trackNameKey('Hollyford Track')).not.toBe(trackNameKey('Hollyford Track: Hidden Falls Track'));
  });
});
