import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, readEnv } from './env.ts';

describe('readEnv', () => {
  it('given nothing, listens on 0.0.0.0:8080 with the embedded database in <repo>/.data', () => {
    const env = readEnv({});
    expect(env).toMatchObject({ port: 8080, host: '0.0.0.0', databaseUrl: undefined, dataDir: path.join(REPO_ROOT, '.data') });
    expect(env.webRoot).toBe(path.join(REPO_ROOT, 'apps/web/dist'));
    expect(env.settings).toEqual({ imagePublishingEnabled: false, appStoreUrl: null, googlePlayUrl: null });
  });

  it('given values, uses them', () => {
    const env = readEnv({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/pmw',
      DATABASE_URL: 'postgres://db/pmw',
      IMAGE_PUBLISHING_ENABLED: 'true',
      APP_STORE_URL: 'https://apps.example/ios',
    });
    expect(env).toMatchObject({ port: 9000, host: '127.0.0.1', dataDir: '/tmp/pmw', databaseUrl: 'postgres://db/pmw' });
    expect(env.settings).toMatchObject({ imagePublishingEnabled: true, appStoreUrl: 'https://apps.example/ios' });
  });

  it('given a bad port or flag, refuses to start with a clear message', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/PORT must be an integer/);
    expect(() => readEnv({ IMAGE_PUBLISHING_ENABLED: 'perhaps' })).toThrow(/Expected a boolean/);
  });
});
