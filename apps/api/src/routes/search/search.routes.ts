import type { FastifyPluginAsync } from 'fastify';
import { ErrorResponse, SearchTracksForm, SearchTracksResponse, apiPaths } from '@planmywalk/contracts';
import type { Database } from '../../db/database.ts';
import { presentSummary } from '../../locations/location-summary.ts';
import { jsonBodyAsForm, parseSearchForm } from './search.schema.ts';
import { searchLocations } from './search.queries.ts';

// The form arrives parsed by the server's input edge (http/input-edge.ts): multipart, urlencoded or JSON.
export const searchRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.post<{ Body: SearchTracksForm }>(
    apiPaths.searchTracks,
    {
      schema: {
        tags: ['search'],
        summary: 'Search tracks, huts and campsites by term, filters and map bounds',
        description:
          'Multipart form (the spec), urlencoded or JSON. With a term: at most 100 results, best match first. Without: at most 500, nearest the bounds’ centre first.',
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        body: SearchTracksForm,
        response: { 200: SearchTracksResponse, 400: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse, 422: ErrorResponse },
      },
      // presentSummary builds every field of the contract's type and nothing else, so
      // JSON.stringify is exact; the schema serializer checks each nullable field's anyOf
      // and took 1.8 ms for a page of 189 results against 0.25 ms. The schema still
      // documents the answer, and the tests hold answers to it.
      serializerCompiler: () => (data) => JSON.stringify(data),
      preValidation: async (request) => {
        // An empty POST is a search with no filters.
        request.body = (request.body === undefined || request.body === null ? {} : jsonBodyAsForm(request.body)) as SearchTracksForm;
      },
    },
    async (request) => {
      const filters = parseSearchForm(request.body);
      // Search is public: nothing to authorize.
      const rows = await searchLocations(db, filters);
      return { list: rows.map(presentSummary) };
    },
  );
};
