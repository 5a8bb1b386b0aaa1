import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { API_BASE_PATH, ErrorResponse, Location, Text, type LocationCollection, type LocationType } from '@planmywalk/contracts';
import { notFound } from '../../http/http-error.ts';
import { findLocationBySlug } from '../../locations/locations.queries.ts';
import { readLocation, type LocationReader } from './readLocation.ts';

const COLLECTIONS: Array<[LocationCollection, LocationType]> = [
  ['tracks', 'Track'],
  ['huts', 'Hut'],
  ['campsites', 'Campsite'],
];

const Params = Type.Object({ slug: Text({ minLength: 1, maxLength: 200 }) });

export const locationsRoutes: FastifyPluginAsync<{ reader: LocationReader }> = async (app, { reader }) => {
  for (const [collection, type] of COLLECTIONS) {
    app.get<{ Params: { slug: string } }>(
      `${API_BASE_PATH}/${collection}/:slug`,
      {
        schema: {
          tags: ['locations'],
          summary: `One ${type.toLowerCase()} by slug, with nearby huts and campsites and its reviews`,
          params: Params,
          response: { 200: Location, 400: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request) => {
        // Validated by the params schema; locations are public.
        const row = await findLocationBySlug(reader.db, type, request.params.slug);
        if (!row) throw notFound('Location not found');
        return readLocation(reader, row);
      },
    );
  }
};
