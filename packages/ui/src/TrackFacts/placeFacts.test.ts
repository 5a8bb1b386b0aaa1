import { describe, expect, it } from 'vitest';
import { placeFacts, type FactsPlace } from './placeFacts.ts';

const track: FactsPlace = {
  type: 'Track',
  distance: 12.3,
  track_type: 'Loop Track',
  walking_duration: '4 hr loop',
  difficulty: [{ title: 'Easy' }, { title: 'Intermediate' }],
  number_of_bunks: null,
  bookable: null,
  info_link: null,
};
const hut: FactsPlace = {
  type: 'Hut',
  distance: null,
  track_type: null,
  walking_duration: null,
  difficulty: [],
  number_of_bunks: 24,
  bookable: true,
  info_link: 'https://www.doc.govt.nz/mueller-hut',
};
const campsite: FactsPlace = { ...hut, type: 'Campsite', number_of_bunks: null, bookable: false, info_link: null };

const summary = (place: FactsPlace) =>
  placeFacts(place, 'summary').map(({ key, value, href }) => (href ? { key, value, href } : { key, value }));

describe('placeFacts', () => {
  it.each([
    [
      'a track: distance with its type, duration, the first difficulty',
      track,
      [
        { key: 'distance', value: ['12.30 km', 'Loop Track'] },
        { key: 'duration', value: '4 hr loop' },
        { key: 'difficulty', value: 'Easy' },
      ],
    ],
    [
      'a track with no distance, duration or difficulty: its type, and UNKNOWN',
      { ...track, distance: null, track_type: 'Something else', walking_duration: null, difficulty: [] },
      [
        { key: 'distance', value: 'One way' },
        { key: 'difficulty', value: 'UNKNOWN' },
      ],
    ],
    [
      'a hut: its bunks, and bookings linking to DOC',
      hut,
      [
        { key: 'bunks', value: '24 bunk beds' },
        { key: 'booking', value: 'Bookings required', href: 'https://www.doc.govt.nz/mueller-hut' },
      ],
    ],
    ['a campsite without a page: bookings as text', campsite, [{ key: 'booking', value: 'Bookings not required' }]],
    ['a campsite with unknown bookings: nothing', { ...campsite, bookable: null }, []],
  ])('summary of %s', (_scenario, place, expected) => {
    expect(summary(place)).toEqual(expected);
  });

  it('the full facts of a track keep distance (metres under 1 km) and type apart, and add wheelchair, dogs and shared use', () => {
    const facts = placeFacts(
      { ...track, distance: 0.85, wheelchair_friendly: true, dogs_allowed: false, dogs_allowed_information: 'No dogs: a national park.' },
      'full',
      'Shared with mountain bikers',
    );
    expect(facts).toEqual([
      { key: 'distance', icon: 'distance', label: 'Distance', value: '850.00 m' },
      { key: 'type', icon: 'track', label: 'Track type', value: 'Loop Track' },
      { key: 'duration', icon: 'clock', label: 'Walking duration', value: '4 hr loop' },
      { key: 'difficulty', icon: 'difficulty', label: 'Difficulty', value: 'Easy to Intermediate (graded by section)' },
      { key: 'wheelchair', icon: 'wheelchair', label: 'Wheelchair friendly', value: 'Yes' },
      { key: 'dogs', icon: 'dog', label: 'Dogs allowed', value: 'No', note: 'No dogs: a national park.', wide: true },
      { key: 'shared', icon: 'info', label: 'Shared use', value: 'Shared with mountain bikers', wide: true },
    ]);
  });

  it.each([
    ['only the rule in words: the rule is the value', { dogs_allowed: null, dogs_allowed_information: 'On a lead' }, { value: 'On a lead', wide: true }],
    ['only yes or no: a narrow fact', { dogs_allowed: true, dogs_allowed_information: null }, { value: 'Yes', wide: false }],
    ['neither: no dog fact', { dogs_allowed: null, dogs_allowed_information: null }, undefined],
  ])('dogs, %s', (_scenario, dogs, expected) => {
    const fact = placeFacts({ ...track, ...dogs }, 'full').find((f) => f.key === 'dogs');
    expect(fact && { value: fact.value, wide: fact.wide }).toEqual(expected);
  });

  it("the page names every grade of a track graded by section, so the trip check's hardest is on it; a tile the first", () => {
    const kepler = { ...track, difficulty: [{ title: 'Intermediate' }, { title: 'Advanced' }, { title: 'Expert' }] };
    expect(placeFacts(kepler, 'full').find((f) => f.key === 'difficulty')?.value).toBe('Intermediate to Expert (graded by section)');
    expect(placeFacts(kepler, 'summary').find((f) => f.key === 'difficulty')?.value).toBe('Intermediate');
  });

  it('the summary never shows wheelchair or dogs', () => {
    const keys = placeFacts({ ...track, wheelchair_friendly: true, dogs_allowed: true }, 'summary').map((f) => f.key);
    expect(keys).toEqual(['distance', 'duration', 'difficulty']);
  });
});
