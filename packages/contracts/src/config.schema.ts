import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common.schema.ts';

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
      { title: Type.String(), body: Type.String({ description: 'Help text for the not-found page (plain text).' }) },
      { additionalProperties: false },
    ),
    attribution: Type.String({ description: 'Credit line for the data shown (DOC, CC BY 4.0).' }),
    app_links: Type.Object(
      {
        app_store_url: Nullable(Type.String({ description: 'iOS app in the App Store; null when not configured.' })),
        google_play_url: Nullable(Type.String({ description: 'Android app in Google Play; null when not configured.' })),
      },
      { additionalProperties: false },
    ),
  },
  { title: 'AppConfig', additionalProperties: false },
);
export type AppConfig = Static<typeof AppConfig>;
