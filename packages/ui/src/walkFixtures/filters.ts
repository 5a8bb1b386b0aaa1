/** The tracks list's lookup lists (GET /api/v1/tracks: durations, difficulties, regions) as story data. */

export const durations = [
  { id: 1, title: 'Under 1 hour' },
  { id: 2, title: '1-4 hours' },
  { id: 3, title: 'Over 4 hours' },
  { id: 4, title: 'Overnight' },
  { id: 5, title: 'Multi-night' },
];

export const difficulties = [
  { id: 1, title: 'Easiest' },
  { id: 2, title: 'Easy' },
  { id: 3, title: 'Intermediate' },
  { id: 4, title: 'Advanced' },
  { id: 5, title: 'Expert' },
];

export const regions = [
  { id: 1, title: 'Northland' },
  { id: 2, title: 'Auckland' },
  { id: 3, title: 'Waikato' },
  { id: 4, title: 'Central North Island' },
  { id: 5, title: 'East Coast' },
  { id: 6, title: 'Taranaki' },
  { id: 7, title: 'Manawatū-Whanganui' },
  { id: 8, title: 'Wellington/Kāpiti' },
  { id: 9, title: 'Nelson/Tasman' },
  { id: 10, title: 'Marlborough' },
  { id: 11, title: 'West Coast' },
  { id: 12, title: 'Canterbury' },
  { id: 13, title: 'Otago' },
  { id: 14, title: 'Southland' },
  { id: 15, title: 'Fiordland' },
];

/** Plan My Walk's distance filter: 0 to 101 km, 101 meaning "100+" (spec part 1 §9). */
export const distanceRange = [0, 101] as const;

/** The defaults: no filter (spec part 1 §9). */
export function noFilters() {
  return {
    durations: [],
    difficulties: [],
    distance: [...distanceRange] as [number, number],
    regions: [],
    wheelchair_friendly: false,
    allow_dog: false,
  };
}

/** A few of everything chosen. */
export function someFilters() {
  return {
    durations: [durations[1]!, durations[2]!],
    difficulties: [difficulties[2]!],
    distance: [5, 20] as [number, number],
    regions: [regions[8]!],
    wheelchair_friendly: false,
    allow_dog: true,
  };
}
