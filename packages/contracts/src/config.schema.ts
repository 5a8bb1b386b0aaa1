import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common.schema.ts';
import { Text } from './text.schema.ts';

/** A raster tile layer the map can draw over its offline base (LINZ Basemaps or another provider). */
export const MapTiles = Type.Object(
  {
    tiles: Type.Array(Text(), { minItems: 1, description: 'URL templates with {z}, {x} and {y}.' }),
    attribution: Text(),
  },
  { additionalProperties: false },
);
export type MapTiles = Static<typeof MapTiles>;

/** GET /api/v1/config: the app settings the client fetches at start. */
export const AppConfig = Type.Object(
  {
    feedback: Type.Object(
      {
        image_publishing_enabled: Type.Boolean({
          description: 'When false, review photos wait for an administrator before they are displayed.',
        }),
      },
      { additionalProperties: false },
    ),
    not_found: Type.Object(
      { title: Text(), body: Text({ description: 'Help text for the not-found page (plain text).' }) },
      { additionalProperties: false },
    ),
    attribution: Text({ description: 'Credit line for the data shown (DOC, CC BY 4.0).' }),
    app_links: Type.Object(
      {
        app_store_url: Nullable(Text({ description: 'iOS app in the App Store; null when not configured.' })),
        google_play_url: Nullable(Text({ description: 'Android app in Google Play; null when not configured.' })),
      },
      { additionalProperties: false },
    ),
    trips: Type.Object(
      {
        overdue_grace_minutes: Type.Integer({
          description: "OVERDUE_GRACE_MINUTES: how long after a published trip's planned end, without the walker's check-in, the emergency contact is emailed.",
        }),
        overdue_texts: Type.Boolean({ description: 'SMS_PROVIDER is set: the overdue alert is also texted to an emergency contact with a mobile number (ADR 065).' }),
      },
      { additionalProperties: false },
    ),
    map: Type.Object(
      {
        topo: Nullable(MapTiles),
        satellite: Nullable(MapTiles),
      },
      {
        additionalProperties: false,
        description: 'Tile layers for the topo/satellite toggle; null when not configured (the map then shows its offline base).',
      },
    ),
  },
  { title: 'AppConfig', additionalProperties: false },
);
export type AppConfig = Static<typeof AppConfig>;
