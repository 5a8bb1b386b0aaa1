import type { FastifyPluginAsync } from 'fastify';
import { ErrorResponse, SearchTracksForm, SearchTracksResponse, apiPaths } from '@planmywalk/contracts';
import type { RequestLimitSettings } from '../../config/load-env.ts';
import type { Database } from '../../db/database.ts';
import { requestLimit } from '../../http/request-limit.ts';
import { jsonBodyAsForm, parseSearchForm } from './search.schema.ts';
import { LiveSearchIndex } from './search.live-index.ts';
import { preferredCoding, SearchAnswerCache } from './search.answer-cache.ts';

/** As the other routes (server.ts): a smaller answer costs more to compress than it saves. */
const COMPRESS_FROM_BYTES = 1024;

export const SEARCH_TOO_MANY = 'Too many searches from your network. Please wait a minute and try again.';

export const searchRoutes: FastifyPluginAsync<{ db: Database; limits: RequestLimitSettings }> = async (app, { db, limits }) => {
  // ADR 060: 100 searches at once held GET config 3 s; one IP may ask this many a minute.
  const perIp = requestLimit(app, { name: 'search-ip', max: limits.searchPerIpPerMinute, key: (request) => request.ip, message: SEARCH_TOO_MANY });
  const index = new LiveSearchIndex(db, {
    onError: (error) => app.log.error({ err: error }, 'search index: check or rebuild failed; the previous index keeps answering'),
  });
  // Built before the first request where possible; if that fails the first search builds it.
  app.addHook('onReady', async () => {
    await index.refresh().catch((error: unknown) => app.log.warn({ err: error }, 'search index: not built at start; the first search builds it'));
  });
  app.addHook('onClose', async () => index.close());
  const answers = new SearchAnswerCache();

  app.post<{ Body: SearchTracksForm }>(
    apiPaths.searchTracks,
    {
      // Compressed here, once per distinct answer (search.answer-cache.ts), not per request.
      compress: false,
      schema: {
        tags: ['search'],
        summary: 'Search tracks, huts and campsites by term, filters and map bounds',
        description:
          `Multipart form (the spec), urlencoded or JSON. With a term: at most 100 results, best match first. Without: at most 500, nearest the bounds’ centre first. 429 past ${limits.searchPerIpPerMinute} searches a minute from one IP (with Retry-After).`,
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        body: SearchTracksForm,
        response: { 200: SearchTracksResponse, 400: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse, 422: ErrorResponse, 429: ErrorResponse },
      },
      // Counted before the body is read: a refused search costs no parsing.
      onRequest: perIp,
      preValidation: async (request) => {
        request.body = (request.body === undefined || request.body === null ? {} : jsonBodyAsForm(request.body)) as SearchTracksForm;
      },
    },
    async (request, reply) => {
      const filters = parseSearchForm(request.body);
      const current = await index.current();
      // Each entry holds its summary serialised when the index was built (the contract's SearchResultItem).
      const answer = answers.answer(current, JSON.stringify(filters), () => `{"list":[${current.search(filters).map((e) => e.json).join(',')}]}`);
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding').type('application/json; charset=utf-8');
      const coding = answer.body.length >= COMPRESS_FROM_BYTES ? preferredCoding(request.headers['accept-encoding']) : null;
      if (!coding) return reply.send(answer.body);
      return reply.header('content-encoding', coding).send(await answer.encoded(coding));
    },
  );
};
