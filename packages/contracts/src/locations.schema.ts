import { Type, type Static } from '@sinclair/typebox';
import { IdTitle, LngLat, LocationType, Nullable, TitleOnly } from './common.schema.ts';
import { Review, ReviewSummary } from './review.schema.ts';
import { Text } from './text.schema.ts';
import { LocationAlerts } from './alerts.schema.ts';

export const GalleryImage = Type.Object(
  {
    lg: Text({ description: 'Large image URL (remote, doc.govt.nz).' }),
    sm: Text({ description: 'Small image URL; the same as lg when the source has one size.' }),
    title: Nullable(Text()),
    credit: Nullable(Text({ description: 'Photographer / owner, plain text.' })),
  },
  { additionalProperties: false },
);
export type GalleryImage = Static<typeof GalleryImage>;

export const LineStringGeometry = Type.Object(
  { type: Type.Literal('LineString'), coordinates: Type.Array(LngLat) },
  { additionalProperties: false },
);
export const MultiLineStringGeometry = Type.Object(
  { type: Type.Literal('MultiLineString'), coordinates: Type.Array(Type.Array(LngLat)) },
  { additionalProperties: false },
);

/**
 * A track's line as a GeoJSON Feature, ready for a map source. Multi-part lines are
 * networks with side trips, not an ordered route; the line is simplified, so show
 * `distance` (DOC's figure), not the line's length.
 */
export const TrackLineFeature = Type.Object(
  {
    type: Type.Literal('Feature'),
    properties: Type.Object({ slug: Text(), title: Text() }, { additionalProperties: false }),
    geometry: Type.Union([LineStringGeometry, MultiLineStringGeometry]),
  },
  { additionalProperties: false },
);
export type TrackLineFeature = Static<typeof TrackLineFeature>;

/** Fields shared by a search result, a nearby hut/campsite and a full location. */
const summaryFields = {
  id: Type.Integer({ description: 'Unique across all location types.' }),
  type: LocationType,
  slug: Text({ description: 'Unique per type; the URL is /{tracks,huts,campsites}/{slug}.' }),
  title: Text(),
  is_closed: Type.Boolean(),
  locations: Type.Array(TitleOnly, { description: 'Places (park, area), most specific first.' }),
  regions: Type.Array(IdTitle),
  lat: Type.Number(),
  lng: Type.Number(),
  thumbnail: Nullable(Text()),
  distance: Nullable(Type.Number({ description: 'Length in km (tracks only).' })),
  track_type: Nullable(
    Text({ description: "'Loop Track', 'Point to Point' (one way) or 'Return'; null when unknown (tracks only)." }),
  ),
  walking_duration: Nullable(Text({ description: "DOC's free-text time, e.g. '3 hr one way' (tracks only)." })),
  difficulty: Type.Array(IdTitle, { description: 'Easiest first; empty when unknown (shown as UNKNOWN).' }),
  number_of_bunks: Nullable(Type.Integer({ description: 'Huts only.' })),
  bookable: Nullable(Type.Boolean({ description: 'Huts and campsites; null for tracks.' })),
  info_link: Nullable(Text({ description: "DOC's page for the location." })),
};

/** One item of a search answer, of the recommended list, and of a location's nearby huts/campsites. */
export const SearchResultItem = Type.Object(summaryFields, { title: 'SearchResultItem', additionalProperties: false });
export type SearchResultItem = Static<typeof SearchResultItem>;

/** GET /api/v1/{tracks,huts,campsites}/{slug} */
export const Location = Type.Object(
  {
    ...summaryFields,
    introduction: Nullable(Text({ description: 'Plain text.' })),
    singular_name: Text({ description: "'track', 'hut' or 'campsite'." }),
    plural_name: Text({ description: "'tracks', 'huts' or 'campsites'." }),
    image: Nullable(Text({ description: 'Header image URL (remote).' })),
    image_alt: Nullable(Text()),
    track_image: Nullable(Text({ description: "A track's own image URL (remote): its header image; null for huts and campsites." })),
    track_image_alt: Nullable(Text()),
    geolocation: Type.Object({ lat: Type.Number(), lng: Type.Number() }, { additionalProperties: false, description: 'Where the location is (its lat and lng).' }),
    gallery: Type.Array(GalleryImage),
    photo_credit: Nullable(Text({ description: 'Credit of the header image when known.' })),
    alerts: LocationAlerts,
    dogs_allowed: Nullable(Type.Boolean({ description: 'True when pet dogs may come (on a leash or under control).' })),
    dogs_allowed_information: Nullable(Text({ description: "DOC's dog rule in words." })),
    wheelchair_friendly: Nullable(Type.Boolean()),
    shared_use: Nullable(Text({ description: "Who else uses the track (mountain bikers, horse riders, vehicles), in words; null when only walkers." })),
    video: Nullable(
      Type.Object({ provider: Text(), url: Text() }, { additionalProperties: false, description: 'A video about the location; null when none is known.' }),
    ),
    essential_preparation: Nullable(
      Text({ description: 'What to prepare, as HTML (paragraphs and source links), written from DOC, MSC and MetService guidance for what the data says of the place.' }),
    ),
    weather_conditions: Nullable(Text({ description: 'The weather to expect and check, as HTML, as essential_preparation.' })),
    geojson: Nullable(TrackLineFeature),
    huts: Type.Array(SearchResultItem, { description: 'Huts on or near the track / near the location, nearest first.' }),
    campsites: Type.Array(SearchResultItem, { description: 'Campsites on or near the location, nearest first.' }),
    gear_list_presets: Type.Array(
      Type.Object({ id: Text(), title: Text() }, { additionalProperties: false }),
      { description: 'The gear lists (GET gear-list-presets) that fit this location, shortest trip first.' },
    ),
    duration_category_gear_list: Nullable(
      Text({ description: "The preset the gear page starts with, chosen from the location's duration category, type and altitude." }),
    ),
    reviews: Type.Array(Review, { description: 'Its reviews, newest first (at most LOCATION_REVIEWS_MAX); approved photos only.' }),
    review_summary: ReviewSummary,
  },
  { title: 'Location', additionalProperties: false },
);
export type Location = Static<typeof Location>;
