/**
 * `pnpm --filter @planmywalk/api start`: one process serving api/v1 and the built web
 * app on one port, with the embedded database seeded on first start.
 */
// First, so an older Node is refused with its reason before anything else loads (ADR 069).
import './config/required-node.ts';
import { readEnv, type Env } from './config/env.ts';
import { StartRefusedError } from './db/data-dir/refusal.ts';
import { startApp, startBackgroundWork, type StartedApp } from './start.ts';

const startedAt = performance.now();

/** The configuration; a bad or unsafe one stops the start with its reason, not a stack trace. */
function configuration(): Env {
  try {
    return readEnv(process.env);
  } catch (error) {
    console.error(`Plan My Walk did not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

/**
 * Opens the database and builds the server. A refusal (DATA_DIR held by another process,
 * damaged, or on a full disk: ADR 062) is printed as its message alone, which says what to do.
 */
async function start(env: Env): Promise<StartedApp> {
  try {
    return await startApp(env);
  } catch (error) {
    if (error instanceof StartRefusedError) console.error(`Plan My Walk did not start: ${error.message}`);
    else console.error('Plan My Walk did not start:', error);
    process.exit(1);
  }
}

const env = configuration();
const { app, db } = await start(env);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) {
    app.log.warn({ signal }, 'second signal: exiting now');
    process.exit(1);
  }
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  // In-flight requests finish; a stuck one must not keep the process alive forever.
  const force = setTimeout(() => {
    app.log.error('shutdown took over 10 s: exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  try {
    await app.close();
    await db.close();
    app.log.info('stopped');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
// A second Ctrl-C while stopping exits at once.
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// The parts of the background work BACKGROUND_WORK names (all by default); another process runs the rest.
startBackgroundWork(app, env.backgroundWork);

try {
  await app.listen({ port: env.port, host: env.host });
  app.log.info({ port: env.port, host: env.host, startupMs: Math.round(performance.now() - startedAt) }, 'Plan My Walk API ready');
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await db.close();
  process.exit(1);
}
