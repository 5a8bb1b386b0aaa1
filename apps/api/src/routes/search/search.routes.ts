import type { FastifyPluginAsync } from 'fastify';
import { ErrorResponse, SearchTracksForm, SearchTracksResponse, apiPaths } from '@planmywalk/contracts';
import type { Database } from '../../db/database.ts';
import { jsonBodyAsForm, parseSearchForm } from './search.schema.ts';
import { LiveSearchIndex } from './search.live-index.ts';

export const searchRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const index = new LiveSearchIndex(db, {
    onError: (error) => app.log.error({ err: error }, 'search index: check or rebuild failed; the previous index keeps answering'),
  });
  // Built before the first request where possible; if that fails the first search builds it.
  app.addHook('onReady', async () => {
    await index.refresh().catch((error: unknown) => app.log.warn({ err: error }, 'search index: not built at start; the first search builds it'));
  });
  app.addHook('onClose', async () => index.close());

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
      preValidation: async (request) => {
        request.body = (request.body === undefined || request.body === null ? {} : jsonBodyAsForm(request.body)) as SearchTracksForm;
      },
    },
    async (request, reply) => {
      const filters = parseSearchForm(request.body);
      const entries = (await index.current()).search(filters);
      // Each entry holds its summary serialised when the index was built (the contract's SearchResultItem).
      return reply.type('application/json; charset=utf-8').send(`{"list":[${entries.map((e) => e.json).join(',')}]}`);
    },
  );
};
