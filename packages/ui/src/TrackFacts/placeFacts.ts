import type { WalkIconName } from '../WalkIcon/WalkIcon.tsx';
import { bunkLabel, formatDistance, formatKilometres, trackTypeLabel } from '../format/format.ts';
import type { PlaceType } from '../place/placeType.ts';

/**
 * What the facts of a place are read from: fields of the API's `SearchResultItem`
 * and `Location` (same names and nullability), so either can be passed as it is.
 */
export interface FactsPlace {
  type: PlaceType;
  /** Length in km (tracks). */
  distance: number | null;
  /** 'Point to Point', 'Loop Track', 'Return'; anything else reads 'One way' (tracks). */
  track_type: string | null;
  /** DOC's free-text time, e.g. '3 hr one way' (tracks). */
  walking_duration: string | null;
  /** Easiest first; the first is shown, 'UNKNOWN' when empty (tracks). */
  difficulty: readonly { title: string }[];
  /** Huts. */
  number_of_bunks: number | null;
  /** Huts and campsites; null for tracks. */
  bookable: boolean | null;
  /** DOC's page for the place: the booking fact links to it. */
  info_link: string | null;
  /** Only the full facts show these three. */
  wheelchair_friendly?: boolean | null;
  dogs_allowed?: boolean | null;
  /** DOC's dog rule in words. */
  dogs_allowed_information?: string | null;
}

/**
 * `summary`: a tile's facts (distance with the track type, duration, difficulty, bunks,
 * bookings). `full`: a details page's (distance and track type apart, plus wheelchair,
 * dogs and shared use).
 */
export type PlaceFactsDetail = 'summary' | 'full';

export interface PlaceFact {
  key: string;
  /** A walk icon, or the place-type icon `track` (the track type). */
  icon: WalkIconName | 'track';
  /** What the fact is (a visible term, or hidden text beside the icon). */
  label: string;
  /** The fact in words; several parts read with a ' · ' between them. */
  value: string | readonly string[];
  /** The booking fact: DOC's page, opened in a new tab. */
  href?: string;
  /** A second line in smaller type. */
  note?: string;
  /** Takes a whole row of a grid (long text). */
  wide?: boolean;
}

function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

/**
 * The facts a place shows, in order, for its kind (spec part 1 §2, §3): tracks have
 * distance, track type, walking duration and difficulty (UNKNOWN when missing); huts
 * their bunks; huts and campsites whether bookings are required.
 */
export function placeFacts(place: FactsPlace, detail: PlaceFactsDetail, sharedUse?: string | null): PlaceFact[] {
  const facts: PlaceFact[] = [];
  if (place.type === 'Track') {
    const trackType = trackTypeLabel(place.track_type);
    if (detail === 'summary') {
      facts.push({
        key: 'distance',
        icon: 'distance',
        label: 'Distance',
        value: place.distance === null ? trackType : [formatKilometres(place.distance), trackType],
      });
    } else {
      if (place.distance !== null) {
        facts.push({ key: 'distance', icon: 'distance', label: 'Distance', value: formatDistance(place.distance) });
      }
      facts.push({ key: 'type', icon: 'track', label: 'Track type', value: trackType });
    }
    if (place.walking_duration) {
      facts.push({ key: 'duration', icon: 'clock', label: 'Walking duration', value: place.walking_duration });
    }
    // A tile shows the first grade (spec part 1 §3). The page shows every grade DOC gives a
    // track graded by section, so the hardest one, which the trip check weighs, is on it too.
    const grades = place.difficulty.map((d) => d.title);
    const difficulty = detail === 'summary' || grades.length < 2 ? (grades[0] ?? 'UNKNOWN') : `${grades[0]} to ${grades.at(-1)} (graded by section)`;
    facts.push({ key: 'difficulty', icon: 'difficulty', label: 'Difficulty', value: difficulty });
  }
  if (place.type === 'Hut' && place.number_of_bunks !== null) {
    facts.push({ key: 'bunks', icon: 'bed', label: 'Beds', value: bunkLabel(place.number_of_bunks) });
  }
  if (place.type !== 'Track' && place.bookable !== null) {
    facts.push({
      key: 'booking',
      icon: 'calendar',
      label: 'Bookings',
      value: place.bookable ? 'Bookings required' : 'Bookings not required',
      ...(place.info_link ? { href: place.info_link } : {}),
    });
  }
  if (detail === 'summary') return facts;

  if (place.wheelchair_friendly != null) {
    facts.push({ key: 'wheelchair', icon: 'wheelchair', label: 'Wheelchair friendly', value: yesNo(place.wheelchair_friendly) });
  }
  const dogRule = place.dogs_allowed_information || null;
  if (place.dogs_allowed != null || dogRule) {
    facts.push({
      key: 'dogs',
      icon: 'dog',
      label: 'Dogs allowed',
      value: place.dogs_allowed == null ? (dogRule ?? '') : yesNo(place.dogs_allowed),
      ...(place.dogs_allowed != null && dogRule ? { note: dogRule } : {}),
      wide: Boolean(dogRule),
    });
  }
  if (sharedUse) facts.push({ key: 'shared', icon: 'info', label: 'Shared use', value: sharedUse, wide: true });
  return facts;
}
