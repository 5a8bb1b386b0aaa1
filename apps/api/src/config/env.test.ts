import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, isLoopbackHost, readEnv, trustProxy } from './env.ts';

describe('readEnv', () => {
  it('given nothing, listens on 127.0.0.1:8080 (this machine only: mail goes to the development mailbox) with the embedded database in <repo>/.data', () => {
    const env = readEnv({});
    expect(env).toMatchObject({ port: 8080, host: '127.0.0.1', databaseUrl: undefined, dataDir: path.join(REPO_ROOT, '.data') });
    expect(env.webRoot).toBe(path.join(REPO_ROOT, 'apps/web/dist'));
    expect(env.settings).toEqual({
      imagePublishingEnabled: false,
      appStoreUrl: null,
      googlePlayUrl: null,
      topoTiles: null,
      satelliteTiles: null,
      directionsUrl: null,
    });
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

  it('given the embedded database, migrates on start; given DATABASE_URL, only when MIGRATE_ON_START says so', () => {
    expect(readEnv({}).migrateOnStart).toBe(true);
    expect(readEnv({ DATABASE_URL: 'postgres://db/pmw' }).migrateOnStart).toBe(false);
    expect(readEnv({ DATABASE_URL: 'postgres://db/pmw', MIGRATE_ON_START: 'true' }).migrateOnStart).toBe(true);
    expect(readEnv({ MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(() => readEnv({ MIGRATE_ON_START: 'sometimes' })).toThrow(/Expected a boolean/);
  });

  it('given SMTP_URL, listens on every address by default', () => {
    expect(readEnv({ SMTP_URL: 'smtp://smtp.example.org:587' }).host).toBe('0.0.0.0');
  });

  describe('the development mailbox is never exposed by accident (issue 7, finding 1)', () => {
    it.each([
      [{ HOST: '0.0.0.0' }, /HOST=0\.0\.0\.0 would let other machines read it/],
      [{ HOST: '192.168.1.20' }, /HOST=192\.168\.1\.20/],
      [{ HOST: '::' }, /HOST=::/],
      [{ TRUST_PROXY: '1' }, /TRUST_PROXY says a proxy serves this API to others/],
      [{ NODE_ENV: 'production' }, /NODE_ENV=production/],
    ])('given %o and no SMTP_URL, refuses to start and says how to fix it', (env, reason) => {
      expect(() => readEnv(env)).toThrow(reason);
      expect(() => readEnv(env)).toThrow(/Set SMTP_URL to send real email, or set DEV_MAILBOX_PUBLIC=true/);
    });

    it.each([
      [{ HOST: '127.0.0.1' }],
      [{ HOST: 'localhost' }],
      [{ HOST: '::1' }],
      [{ HOST: '0.0.0.0', SMTP_URL: 'smtp://smtp.example.org' }],
      [{ HOST: '0.0.0.0', TRUST_PROXY: '1', NODE_ENV: 'production', SMTP_URL: 'smtp://smtp.example.org' }],
      [{ HOST: '0.0.0.0', DEV_MAILBOX_PUBLIC: 'true' }],
    ])('given %o, starts', (env) => {
      expect(() => readEnv(env)).not.toThrow();
    });

    it.each([
      ['127.0.0.1', true],
      ['127.10.0.3', true],
      ['localhost', true],
      ['::1', true],
      ['0.0.0.0', false],
      ['::', false],
      ['10.0.0.5', false],
      ['128.0.0.1', false],
      ['example.org', false],
    ])('takes HOST %s for this machine only: %s', (host, loopback) => {
      expect(isLoopbackHost(host)).toBe(loopback);
    });
  });

  describe('TRUST_PROXY: the proxies in front, never every hop of X-Forwarded-For (issue 29, finding 5)', () => {
    const withSmtp = (value: string) => readEnv({ TRUST_PROXY: value, SMTP_URL: 'smtp://smtp.example.org' }).trustProxy;

    it('given nothing, false or 0, trusts no X-Forwarded-For at all', () => {
      expect(readEnv({}).trustProxy).toBe(false);
      for (const value of ['', 'false', 'FALSE', 'no', 'off', '0']) expect(trustProxy(value)).toBe(false);
    });

    it('given a hop count, trusts that many proxies counted from the API', () => {
      expect(withSmtp('1')).toBe(1);
      expect(withSmtp(' 2 ')).toBe(2);
    });

    it('given proxy addresses and CIDRs, trusts only the hops those proxies appended', () => {
      expect(withSmtp('10.0.0.0/8, 192.168.1.5,2001:db8::/32, ::1, loopback')).toEqual(['10.0.0.0/8', '192.168.1.5', '2001:db8::/32', '::1', 'loopback']);
    });

    it.each(['true', 'TRUE', 'yes', 'on'])('given TRUST_PROXY=%s, refuses to start, saying why and what to set', (value) => {
      expect(() => withSmtp(value)).toThrow(/would believe every address in X-Forwarded-For, and a client can write that header itself/);
      expect(() => withSmtp(value)).toThrow(/TRUST_PROXY=1 for one load balancer\) or to their addresses \(TRUST_PROXY=10\.0\.0\.0\/8,192\.168\.1\.5\)/);
    });

    it.each(['-1', '1.5', '21', '10.0.0.0/33', '::1/129', '10.0.0', 'proxy.example.org', '10.0.0.1,', '10.0.0.0/8/1'])(
      'given TRUST_PROXY=%s, refuses to start with what it takes',
      (value) => {
        expect(() => withSmtp(value)).toThrow(/TRUST_PROXY must be a number of proxies/);
      },
    );
  });

  it('given a bad port or flag, refuses to start with a clear message', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/PORT must be an integer/);
    expect(() => readEnv({ IMAGE_PUBLISHING_ENABLED: 'perhaps' })).toThrow(/Expected a boolean/);
  });

  it('given a LINZ Basemaps key, offers its topo and aerial layers with LINZ credit', () => {
    const env = readEnv({ LINZ_BASEMAPS_API_KEY: 'c01k3y' });
    expect(env.settings.topoTiles?.tiles[0]).toBe(
      'https://basemaps.linz.govt.nz/v1/tiles/topo-raster/WebMercatorQuad/{z}/{x}/{y}.webp?api=c01k3y',
    );
    expect(env.settings.satelliteTiles?.tiles[0]).toContain('/aerial/WebMercatorQuad/{z}/{x}/{y}.webp');
    expect(env.settings.satelliteTiles?.attribution).toContain('LINZ');
  });

  it('given an explicit tile template, uses it, and rejects one without {z}/{x}/{y}', () => {
    const env = readEnv({ MAP_SATELLITE_TILES: 'https://tiles.example/{z}/{x}/{y}.jpg', MAP_SATELLITE_ATTRIBUTION: 'Example' });
    expect(env.settings.satelliteTiles).toEqual({ tiles: ['https://tiles.example/{z}/{x}/{y}.jpg'], attribution: 'Example' });
    expect(env.settings.topoTiles).toBeNull();
    expect(() => readEnv({ MAP_TOPO_TILES: 'https://tiles.example/topo.png' })).toThrow(/\{z\}, \{x\} and \{y\}/);
  });
});
