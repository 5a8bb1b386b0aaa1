import type { FastifyPluginAsync } from 'fastify';
import { ErrorResponse, HelpContent, apiPaths } from '@planmywalk/contracts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { publicCache } from '../../http/public-cache.ts';
import { presentHelp } from './help.presenter.ts';
import { findHelpTitle, listHelpQuestions } from './help.queries.ts';

/** Help changes only when someone edits it: browsers may keep it for a few minutes. */
export const HELP_MAX_AGE_S = 300;

/** The help page (spec part 2 §7 GET help): public, read from the database. */
export const helpRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get(
    apiPaths.help,
    {
      ...publicCache(HELP_MAX_AGE_S),
      schema: {
        tags: ['app'],
        summary: 'The help page: its title and its questions with their answers',
        description:
          '`content` is the whole page as HTML (each question an <h3> before its answer); `items` has the same questions one by one for accordions. All HTML is sanitised on the way out (text elements and https links only).',
        response: { 200: HelpContent, 404: ErrorResponse },
      },
    },
    async () => {
      const title = await findHelpTitle(db);
      if (title === null) throw notFound('The help page has not been written yet.');
      return presentHelp(title, await listHelpQuestions(db));
    },
  );
};
