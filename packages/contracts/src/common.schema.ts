import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Text } from './text.schema.ts';

/** The largest id a row can have: PostgreSQL's integer (ids are `integer` columns). */
export const ID_MAX = 2_147_483_647;

/**
 * An id a client sends (a path parameter or a field): a whole number from 1 to ID_MAX.
 * Without the bound a larger one reached PostgreSQL and failed there ("out of range for
 * type integer", a 500 until issue 29).
 */
export const Id = (options: { description?: string } = {}) => Type.Integer({ minimum: 1, maximum: ID_MAX, ...options });

/** `T | null` as JSON Schema (`anyOf`), so the OpenAPI document shows which fields may be empty. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Every non-2xx answer of api/v1 carries one human-readable text. */
export const ErrorResponse = Type.Object(
  { error: Text({ description: 'What went wrong, in words a user can be shown.' }) },
  { title: 'ErrorResponse', additionalProperties: false },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

export const LocationType = Type.Union([Type.Literal('Track'), Type.Literal('Hut'), Type.Literal('Campsite')], {
  description: 'Kind of location; custom tracks come later and are served as Track.',
});
export type LocationType = Static<typeof LocationType>;

/** Path segment of a location kind: `/api/v1/{tracks,huts,campsites}/{slug}`. */
export const LocationCollection = Type.Union([Type.Literal('tracks'), Type.Literal('huts'), Type.Literal('campsites')]);
export type LocationCollection = Static<typeof LocationCollection>;

/** A row of a lookup list (region, duration, difficulty). Ids are stable across imports. */
export const IdTitle = Type.Object({ id: Type.Integer(), title: Text() }, { additionalProperties: false });
export type IdTitle = Static<typeof IdTitle>;

export const TitleOnly = Type.Object({ title: Text() }, { additionalProperties: false });
export type TitleOnly = Static<typeof TitleOnly>;

/** A position as GeoJSON writes it: [longitude, latitude]. */
export const LngLat = Type.Tuple([Type.Number(), Type.Number()]);
export type LngLat = Static<typeof LngLat>;
