import type { FastifyPluginAsync } from 'fastify';
import { TracksListResponse, apiPaths } from '@planmywalk/contracts';
import type { Database } from '../../db/database.ts';
import { presentTracksList } from './tracks.presenter.ts';
import { loadTracksOverview } from './tracks.queries.ts';

export const tracksRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get(
    apiPaths.tracks,
    {
      schema: {
        tags: ['locations'],
        summary: 'Recommended tracks, regions with track counts, duration and difficulty lists',
        response: { 200: TracksListResponse },
      },
    },
    // Public and without input: command, then present.
    async () => presentTracksList(await loadTracksOverview(db)),
  );
};
