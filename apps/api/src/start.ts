import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Env } from './config/env.ts';
import { describeBackgroundWork, JOBS_OF_PART, WORK_PARTS, type BackgroundWork } from './config/operations-env.ts';
import type { Database } from './db/database.ts';
import { StartRefusedError } from './db/data-dir/refusal.ts';
import { migrate, schemaBehindMessage, schemaStatus } from './db/migrate.ts';
import { openDatabase, type EmbeddedOpened } from './db/open-database.ts';
import { importData, type ImportResult } from './import/import-data.ts';
import { S3FileStorage } from './files/s3-storage.ts';
import { hasTrackNetwork, importTrackNetwork } from './import/track-network.ts';
import { AdjustableClock } from './lib/clock.ts';
import { devClockRoutes } from './routes/dev-clock/dev-clock.routes.ts';
import { buildServer } from './server.ts';

export interface StartedApp {
  app: FastifyInstance;
  db: Database;
  /** The import run on this start, or null when the database already held locations. */
  seed: ImportResult | null;
}

/**
 * Seeds on first start: an empty locations table means a new database. A database seeded
 * before the gear presets (migration 006) or the safety texts (migration 018) existed is
 * imported again once, so its locations get them; the import is idempotent, so nothing
 * else changes.
 */
async function seedIfEmpty(db: Database): Promise<ImportResult | null> {
  const [row] = await db.query<{ locations: number; presets: number; safety: boolean }>(
    `SELECT (SELECT count(*) FROM locations)::int AS locations, (SELECT count(*) FROM gear_list_presets)::int AS presets,
            EXISTS (SELECT 1 FROM locations WHERE essential_preparation IS NOT NULL) AS safety`,
  );
  if ((row?.locations ?? 0) > 0 && (row?.presets ?? 0) > 0 && row?.safety) return null;
  return importData(db);
}

/** The start-up log says where email goes, and who can read it when it stays here. */
function logWhereEmailGoes(app: FastifyInstance, env: Env): void {
  const mailbox = `${env.accounts.publicUrl}/dev/mail`;
  if (env.mail.smtpUrl) {
    app.log.info({ mail: 'smtp' }, 'sending email over SMTP (SMTP_URL)');
  } else if (env.mail.devMailboxPublic) {
    app.log.warn(
      { mail: 'development mailbox', mailbox, readableBy: 'anyone' },
      `no SMTP_URL: email goes to the development mailbox at ${mailbox}, and DEV_MAILBOX_PUBLIC lets anyone who can reach this port read it, reset links included: never use this for real accounts`,
    );
  } else {
    app.log.info(
      { mail: 'development mailbox', mailbox, readableBy: 'this machine' },
      `no SMTP_URL: email goes to the development mailbox at ${mailbox}, readable only from this machine; set SMTP_URL to send real email`,
    );
  }
}

/**
 * Starts the worker with the jobs of the parts this process runs (BACKGROUND_WORK) and
 * says in the log which those are, loudly when none: then another process must run them,
 * or no overdue alert is sent (ADR 063). Answers the jobs started.
 */
export function startBackgroundWork(app: FastifyInstance, work: BackgroundWork): string[] {
  if (work.deprecation) app.log.warn({ deprecated: 'MAIL_WORKER' }, work.deprecation);
  const fields = { backgroundWork: work.parts, elsewhere: WORK_PARTS.filter((part) => !work.parts.includes(part)) };
  if (work.parts.length === 0) {
    app.log.warn(fields, describeBackgroundWork(work.parts));
    return [];
  }
  const jobs = work.parts.flatMap((part) => JOBS_OF_PART[part]);
  app.worker.start(jobs);
  app.log.info(fields, describeBackgroundWork(work.parts));
  return app.worker.jobsRunning();
}

/**
 * Everything before listening: open the database (PGlite in DATA_DIR, or DATABASE_URL),
 * build the server, apply migrations, seed an empty database. Logs as it goes.
 */
export async function startApp(env: Env, logger: FastifyServerOptions['logger'] = { level: env.logLevel }): Promise<StartedApp> {
  mkdirSync(env.dataDir, { recursive: true });
  // The pool may report a lost idle connection at any time; log it once the logger exists.
  let onIdleError = (error: Error) => console.error(error);
  let embedded: EmbeddedOpened | null = null;
  // With the embedded database this locks DATA_DIR and refuses a damaged or full one (ADR 062).
  const db = await openDatabase({ ...env, onIdleError: (error) => onIdleError(error), onEmbeddedOpened: (info) => (embedded = info) });
  const bucket = env.fileStorage.kind === 's3' ? new S3FileStorage(env.fileStorage.s3) : null;
  const devClock = env.devClock ? new AdjustableClock() : null;
  try {
    // Without MIGRATE_ON_START (the default with DATABASE_URL) migrating is its own deploy
    // step: a replica of a new release must not change the schema under the old ones.
    if (!env.migrateOnStart) {
      const status = await schemaStatus(db);
      if (status.pending.length > 0) throw new StartRefusedError(schemaBehindMessage(status));
    }
    const app = await buildServer({
      ...(devClock ? { clock: devClock } : {}),
      db,
      webRoot: env.webRoot,
      logger,
      settings: env.settings,
      trustProxy: env.trustProxy,
      accounts: env.accounts,
      mail: env.mail,
      feeds: env.feeds,
      tripWatch: { graceMinutes: env.overdueGraceMinutes },
      load: env.load,
      metricsToken: env.metricsToken,
      appLinks: env.appLinks,
      sms: env.sms ? { settings: env.sms } : undefined,
      filesDir: path.join(env.dataDir, 'files'),
      ...(env.databaseUrl ? {} : { embeddedDataDir: env.dataDir }),
      fileStorage: bucket ?? undefined,
    });
    if (bucket) app.addHook('onClose', async () => bucket.close());
    if (devClock) {
      await app.register(devClockRoutes, { clock: devClock });
      app.log.warn({ devClock: true }, 'DEV_CLOCK: the server’s clock can be moved forward from this machine (POST /dev/clock); for end-to-end tests only');
    }
    onIdleError = (error) => app.log.warn({ err: error }, 'idle database connection lost; the pool will reconnect');
    app.log.info({ database: db.kind, dataDir: env.databaseUrl ? undefined : env.dataDir, ...(embedded ?? {}) }, 'database open');
    app.log.info(
      env.fileStorage.kind === 's3'
        ? { files: 's3', bucket: env.fileStorage.s3.bucket, endpoint: env.fileStorage.s3.endpoint ?? 'AWS' }
        : { files: 'local', dir: path.join(env.dataDir, 'files') },
      'uploaded files storage',
    );
    const servesWeb = existsSync(path.join(env.webRoot, 'index.html'));
    app.log.info({ webRoot: env.webRoot, servesWeb }, servesWeb ? 'serving the web app' : 'no web build found: API only');
    logWhereEmailGoes(app, env);
    app.log.info({ sms: env.sms?.provider ?? 'off' }, env.sms ? 'overdue alerts are also texted (SMS_PROVIDER=twilio)' : 'no SMS_PROVIDER: overdue alerts go by email only');
    app.log.info(
      { feeds: env.feeds.mode, docAlerts: env.feeds.docApiKey ? 'on' : env.feeds.mode === 'sample' ? 'sample' : 'off (no DOC_API_KEY)' },
      env.feeds.mode === 'sample' ? 'FEEDS=sample: alerts and forecasts are sample data, labelled as such' : `alert and forecast feeds: ${env.feeds.mode}`,
    );
    if (env.migrateOnStart) {
      const applied = await migrate(db);
      app.log.info({ applied }, applied.length > 0 ? 'migrations applied' : 'schema up to date');
    } else app.log.info({ migrateOnStart: false }, 'schema up to date (checked; `pnpm migrate` applies migrations)');
    const seed = await seedIfEmpty(db);
    if (seed) app.log.info({ counts: seed.counts, ms: seed.ms, notes: seed.notes, network: seed.network }, 'seeded DOC data into an empty database');
    // A database seeded before custom tracks existed gets its walking network once.
    else if (!(await hasTrackNetwork(db))) app.log.info({ network: await importTrackNetwork(db) }, 'built the walking network custom tracks snap to');
    return { app, db, seed };
  } catch (error) {
    await db.close();
    throw error;
  }
}
