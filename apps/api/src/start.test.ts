import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from './config/env.ts';
import { readMigrations } from './db/migrate.ts';
import { startApp } from './start.ts';
import { makeTempDir, openEmptyTestDatabase, type TestDatabase } from './testing/test-database.ts';

interface LogLine {
  msg: string;
  counts?: Record<string, number>;
  applied?: string[];
}

/** Captures Fastify's JSON log lines. */
function logSink() {
  const lines: LogLine[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
  return { lines, logger: { level: 'info', stream } };
}

describe('starting the API on a new database', () => {
  // A genuinely empty database: this is the one test that runs the first-start import.
  // With PGlite that is a new DATA_DIR; with TEST_DATABASE_URL, a new empty database.
  let server: TestDatabase | null = null;
  let dataDir: { dir: string; remove(): Promise<void> };
  beforeAll(async () => {
    dataDir = await makeTempDir();
    if (process.env.TEST_DATABASE_URL) server = await openEmptyTestDatabase();
  });
  afterAll(async () => {
    await server?.close();
    await dataDir.remove();
  });

  const env = () => {
    const location = server?.location;
    return location && 'databaseUrl' in location
      ? // This test is about the first start doing everything; the refusal has its own (start.migrations.test.ts).
        readEnv({ DATABASE_URL: location.databaseUrl, MIGRATE_ON_START: 'true', DATA_DIR: dataDir.dir, WEB_ROOT: '/nonexistent' })
      : readEnv({ DATA_DIR: dataDir.dir, WEB_ROOT: '/nonexistent' });
  };

  // The whole DOC import from nothing, then a second start: about 20 s on a quiet machine,
  // and past 60 s on CI's 2 cores beside e2e, where the next test then found its lock.
  const WHOLE_IMPORT_MS = 240_000;

  it('migrates, seeds the DOC data, logs the counts, and does not seed again on the next start', async () => {
    const first = logSink();
    const started = await startApp(env(), first.logger);
    try {
      expect(started.seed?.counts.huts).toBeGreaterThanOrEqual(950);
      // The embedded database records that DATA_DIR now holds one (ADR 062).
      expect(existsSync(path.join(dataDir.dir, 'planmywalk-db.json'))).toBe(server === null);
      expect(started.seed?.counts.campsites).toBeGreaterThanOrEqual(310);
      const every = (await readMigrations()).map((m) => m.version);
      expect(every[0]).toBe('001_locations');
      expect(first.lines.find((l) => l.msg === 'migrations applied')?.applied).toEqual(every);
      // Where email goes, and who may read it.
      expect(first.lines.some((l) => /development mailbox at .*\/dev\/mail, readable only from this machine/.test(l.msg))).toBe(true);
      const seeded = first.lines.find((l) => l.msg === 'seeded DOC data into an empty database');
      expect(seeded?.counts).toMatchObject({ huts: started.seed?.counts.huts, tracks: started.seed?.counts.tracks });
      const res = await started.app.inject({ method: 'GET', url: '/api/v1/tracks/routeburn-track' });
      expect(res.statusCode).toBe(200);
    } finally {
      await started.app.close();
      await started.db.close();
    }

    const second = logSink();
    const again = await startApp(env(), second.logger);
    try {
      expect(again.seed).toBeNull();
      expect(second.lines.some((l) => l.msg === 'schema up to date')).toBe(true);
      expect(second.lines.some((l) => l.msg.startsWith('seeded'))).toBe(false);
    } finally {
      await again.app.close();
      await again.db.close();
    }
  }, WHOLE_IMPORT_MS);

  // Its own test (and time budget): a third start with a whole import made the one above
  // run past the timeout on a loaded machine. It starts from the database seeded above.
  it('given a database seeded before the gear presets and safety texts, imports again on the next start so every location gets them', async () => {
    const before = await startApp(env(), logSink().logger);
    try {
      expect(before.seed).toBeNull();
      // As a database seeded before migrations 006 and 018 would be.
      await before.db.exec(
        "DELETE FROM gear_list_presets; UPDATE locations SET gear_list_presets = '{}', duration_category_gear_list = NULL, essential_preparation = NULL, weather_conditions = NULL, shared_use = NULL",
      );
    } finally {
      await before.app.close();
      await before.db.close();
    }

    const upgraded = await startApp(env(), logSink().logger);
    try {
      expect(upgraded.seed?.counts.gearPresets).toBe(6);
      expect(upgraded.seed?.inserted).toBe(0);
      const kepler = await upgraded.app.inject({ method: 'GET', url: '/api/v1/tracks/kepler-track' });
      const track = kepler.json<{ duration_category_gear_list: string; essential_preparation: string | null; weather_conditions: string | null }>();
      expect(track.duration_category_gear_list).toBe('multi-day-tramp');
      expect(track.essential_preparation).toContain('<p>Before you go, leave your trip plan');
      expect(track.weather_conditions).toContain("<p>New Zealand's weather can change quickly");
    } finally {
      await upgraded.app.close();
      await upgraded.db.close();
    }
  }, WHOLE_IMPORT_MS);
});
