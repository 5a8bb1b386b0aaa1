import type { Location, LocationAlerts, LocationType, Review, ReviewSummary, TrackLineFeature } from '@planmywalk/contracts';
import { presentSummary } from '../../locations/location-summary.ts';
import type { LocationRow, NearbyRow } from '../../locations/locations.queries.ts';

const NAMES: Record<LocationType, { singular: string; plural: string }> = {
  Track: { singular: 'track', plural: 'tracks' },
  Hut: { singular: 'hut', plural: 'huts' },
  Campsite: { singular: 'campsite', plural: 'campsites' },
};

function presentLine(row: LocationRow): TrackLineFeature | null {
  if (!row.line) return null;
  const properties = { slug: row.slug, title: row.title };
  return row.line.type === 'LineString'
    ? { type: 'Feature', properties, geometry: { type: 'LineString', coordinates: row.line.coordinates as [number, number][] } }
    : {
        type: 'Feature',
        properties,
        geometry: { type: 'MultiLineString', coordinates: row.line.coordinates as [number, number][][] },
      };
}

/** What a location's page shows of its reviews: the newest, and how every reviewer found it. */
export interface LocationReviews {
  reviews: Review[];
  summary: ReviewSummary;
}

export function presentLocation(
  row: LocationRow,
  nearby: { huts: NearbyRow[]; campsites: NearbyRow[] },
  alerts: LocationAlerts,
  reviews: LocationReviews,
): Location {
  return {
    ...presentSummary(row),
    introduction: row.introduction,
    singular_name: NAMES[row.type].singular,
    plural_name: NAMES[row.type].plural,
    image: row.image,
    image_alt: row.image_alt,
    // DOC's data has one photo per place; a track's is its track image too.
    track_image: row.type === 'Track' ? row.image : null,
    track_image_alt: row.type === 'Track' ? row.image_alt : null,
    geolocation: { lat: row.lat, lng: row.lng },
    gallery: row.gallery,
    photo_credit: row.photo_credit,
    alerts,
    dogs_allowed: row.dogs_allowed,
    dogs_allowed_information: row.dogs_allowed_information,
    wheelchair_friendly: row.wheelchair_friendly,
    shared_use: row.shared_use,
    // No source carries videos of DOC's places.
    video: null,
    essential_preparation: row.essential_preparation,
    weather_conditions: row.weather_conditions,
    geojson: presentLine(row),
    huts: nearby.huts.map(presentSummary),
    campsites: nearby.campsites.map(presentSummary),
    gear_list_presets: row.gear_list_presets,
    // Only a list the location offers (and that exists) may be its start.
    duration_category_gear_list: row.gear_list_presets.some((p) => p.id === row.duration_category_gear_list)
      ? row.duration_category_gear_list
      : (row.gear_list_presets[0]?.id ?? null),
    reviews: reviews.reviews,
    review_summary: reviews.summary,
  };
}
