import type { AppConfig } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server.ts';
import { openEmptyTestDatabase, type TestDatabase } from '../../testing/test-database.ts';

describe('GET /api/v1/config', () => {
  // Config reads no table: an empty database is enough.
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openEmptyTestDatabase();
  });
  afterAll(async () => {
    await t.close();
  });

  it('given default settings, answers the app settings with image publishing off', async () => {
    const app = await buildServer({ db: t.db });
    const res = await app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.statusCode).toBe(200);
    const config = res.json<AppConfig>();
    expect(config.feedback).toEqual({ image_publishing_enabled: false });
    expect(config.not_found.title).toBe('Page not found');
    expect(config.not_found.body.length).toBeGreaterThan(20);
    expect(config.attribution).toBe('Contains data from the Department of Conservation (DOC), CC BY 4.0');
    expect(config.app_links).toEqual({ app_store_url: null, google_play_url: null });
    expect(config.map).toEqual({ topo: null, satellite: null });
    await app.close();
  });

  it('given operator settings, answers them', async () => {
    const app = await buildServer({
      db: t.db,
      settings: {
        imagePublishingEnabled: true,
        appStoreUrl: 'https://apps.example/ios',
        googlePlayUrl: 'https://apps.example/android',
        topoTiles: null,
        satelliteTiles: { tiles: ['https://tiles.example/{z}/{x}/{y}.jpg'], attribution: 'Example' },
        directionsUrl: null,
      },
    });
    const config = (await app.inject({ method: 'GET', url: '/api/v1/config' })).json<AppConfig>();
    expect(config.feedback.image_publishing_enabled).toBe(true);
    expect(config.app_links).toEqual({ app_store_url: 'https://apps.example/ios', google_play_url: 'https://apps.example/android' });
    expect(config.map.satellite).toEqual({ tiles: ['https://tiles.example/{z}/{x}/{y}.jpg'], attribution: 'Example' });
    await app.close();
  });
});
