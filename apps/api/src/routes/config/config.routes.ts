import type { FastifyPluginAsync } from 'fastify';
import { AppConfig, apiPaths } from '@planmywalk/contracts';
import type { AppSettings } from '../../config/env.ts';
import { presentConfig } from './config.presenter.ts';

export const configRoutes: FastifyPluginAsync<{ settings: AppSettings; overdueGraceMinutes: number; overdueTexts?: boolean }> = async (app, { settings, overdueGraceMinutes, overdueTexts }) => {
  app.get(
    apiPaths.config,
    {
      schema: {
        tags: ['app'],
        summary: 'App settings, fetched by the client at start',
        response: { 200: AppConfig },
      },
    },
    // Public, no input, nothing to look up: present only.
    async () => presentConfig(settings, overdueGraceMinutes, overdueTexts),
  );
};
