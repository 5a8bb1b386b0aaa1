import type { IconName } from '../Icon/Icon.tsx';

/** The kinds of place the API serves (custom tracks are served as `Track`). */
export type PlaceType = 'Track' | 'Hut' | 'Campsite';

const PLACE_TYPE_ICONS = { Track: 'track', Hut: 'hut', Campsite: 'campsite' } as const satisfies Record<
  PlaceType,
  IconName
>;

/** The icon that stands for a kind of place in lists, tiles and facts. */
export function placeTypeIcon(type: PlaceType): (typeof PLACE_TYPE_ICONS)[PlaceType] {
  return PLACE_TYPE_ICONS[type];
}
