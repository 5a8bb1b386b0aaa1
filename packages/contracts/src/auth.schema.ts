import { Type, type Static } from '@sinclair/typebox';
import { Text } from './text.schema.ts';


/**
 * POST /api/v1/auth/oauth, as the spec sends it: a multipart form (urlencoded and JSON are
 * accepted too). The password grant sends `username` (the email), `password` and an empty
 * `scope`; the refresh grant sends `refresh_token`. Which fields a grant needs is checked
 * by the server, so a missing one is named in the error.
 */
export const OAuthTokenForm = Type.Object(
  {
    grant_type: Text({ maxLength: 50, description: "'password' or 'refresh_token'" }),
    client_id: Text({ maxLength: 200 }),
    client_secret: Text({ maxLength: 200 }),
    scope: Type.Optional(Text({ maxLength: 200, description: 'Sent empty; no scopes are defined.' })),
    username: Type.Optional(Text({ maxLength: 320, description: 'The email (password grant).' })),
    password: Type.Optional(Text({ maxLength: 1024 })),
    refresh_token: Type.Optional(Text({ maxLength: 200 })),
  },
  { title: 'OAuthTokenForm', additionalProperties: false },
);
export type OAuthTokenForm = Static<typeof OAuthTokenForm>;

/**
 * The token answer. Both tokens are opaque. The access token goes in
 * `Authorization: Bearer …` and lives `expires_in` seconds; the refresh token is good for
 * one refresh call only (each refresh answers a new pair), and presenting a used one ends
 * the whole session, except that the same client presenting it again within a few
 * seconds (it lost the answer) gets the same new pair.
 */
export const AccessToken = Type.Object(
  {
    access_token: Text(),
    refresh_token: Text(),
    expires_in: Type.Integer({ description: 'Seconds until the access token expires.' }),
    token_type: Type.Literal('Bearer'),
  },
  { title: 'AccessToken', additionalProperties: false },
);
export type AccessToken = Static<typeof AccessToken>;

/**
 * POST /api/v1/auth/revoke (RFC 7009), called by logout: the token's login ends on the
 * server. Form (multipart or urlencoded) or JSON, with the client's credentials. Always
 * 200 for a known client, whether or not the token was valid; 401 for an unknown client.
 */
export const RevokeTokenForm = Type.Object(
  {
    token: Text({ maxLength: 200, description: 'The refresh token (or an access token) of the login to end.' }),
    token_type_hint: Type.Optional(
      Text({ maxLength: 50, description: "'refresh_token' or 'access_token': where to look first; other values are ignored." }),
    ),
    client_id: Text({ maxLength: 200 }),
    client_secret: Text({ maxLength: 200 }),
  },
  { title: 'RevokeTokenForm', additionalProperties: false },
);
export type RevokeTokenForm = Static<typeof RevokeTokenForm>;
