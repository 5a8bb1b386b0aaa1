/** The page of a place: /tracks/{slug}, /huts/{slug} or /campsites/{slug}. */
export function placeHref(place: { type: 'Track' | 'Hut' | 'Campsite'; slug: string }): string {
  return `/${place.type.toLowerCase()}s/${encodeURIComponent(place.slug)}`;
}
