import type { LocationMenuHrefs } from '@planmywalk/ui';

/** The page of a place: /tracks/{slug}, /huts/{slug} or /campsites/{slug}. */
export function placeHref(place: { type: 'Track' | 'Hut' | 'Campsite'; slug: string }): string {
  return `/${place.type.toLowerCase()}s/${encodeURIComponent(place.slug)}`;
}

/** The tabs of a place's pages (its details, map, alerts, weather, gear and plan) under its page's address. */
export function locationMenuHrefs(base: string): LocationMenuHrefs {
  return { details: base, map: `${base}/map`, alerts: `${base}/alerts`, weather: `${base}/weather`, gear: `${base}/gear`, plan: `${base}/plan` };
}
