/**
 * Child process of the replica tests (replicas.test.ts, email/outbox.replicas.test.ts): one
 * API replica as production runs it, on a shared PostgreSQL (REPLICA_DATABASE_URL), keeping
 * uploads in a shared S3-compatible bucket (REPLICA_S3: S3StorageSettings as JSON; a folder
 * of its own when unset) and sending email over SMTP (REPLICA_SMTP_URL) from its own outbox
 * worker. REPLICA_PORT: where to listen (any free port when unset); REPLICA_OUTBOX: outbox
 * options as JSON (the outbox tests shorten the claims). For the rolling-restart test:
 * REPLICA_CLOCK_FILE, a file holding milliseconds to add to the system clock, read again
 * at most every 200 ms so every replica (a restarted one too) moves together, forward
 * only; REPLICA_GRACE_MINUTES (the overdue grace), REPLICA_TRIP_WATCH_TICK_MS and
 * REPLICA_FEEDS=off. Tells the parent `{ address }` when listening; stops gracefully
 * when the parent says 'stop', on SIGTERM (as an orchestrator stops it), or when the
 * parent goes away.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import type { OutboxOptions } from '../email/outbox.ts';
import { S3FileStorage, type S3StorageSettings } from '../files/s3-storage.ts';
import type { Clock } from '../lib/clock.ts';
import { buildServer } from '../server.ts';
import { TEST_PASSWORD_HASHING } from './test-server.ts';

export interface ReplicaReady {
  address: string;
}

const need = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`replica-server needs ${name}`);
  return value;
};
if (!process.send) throw new Error('replica-server runs as a child of a test (it needs an IPC channel)');

/** The system clock plus the offset in `file`, shared by every replica of a test. */
function fileOffsetClock(file: string): Clock {
  let offsetMs = 0;
  let readAt = 0;
  return {
    now() {
      const now = Date.now();
      if (now - readAt > 200) {
        readAt = now;
        const read = Number(readFileSync(file, 'utf8').trim() || '0');
        if (Number.isFinite(read) && read > offsetMs) offsetMs = read;
      }
      return new Date(now + offsetMs);
    },
  };
}
const clockFile = process.env.REPLICA_CLOCK_FILE;
const grace = process.env.REPLICA_GRACE_MINUTES;
const tick = process.env.REPLICA_TRIP_WATCH_TICK_MS;

const db = await openPostgresDatabase({ connectionString: need('REPLICA_DATABASE_URL'), max: 4 });
// Without REPLICA_S3 (the outbox tests need no uploads) files stay in a folder of this process.
const files = process.env.REPLICA_S3 ? new S3FileStorage(JSON.parse(process.env.REPLICA_S3) as S3StorageSettings) : null;
const localFiles = files ? null : mkdtempSync(path.join(os.tmpdir(), 'pmw-replica-files-'));
const app = await buildServer({
  db,
  ...(clockFile ? { clock: fileOffsetClock(clockFile) } : {}),
  ...(grace ? { tripWatch: { graceMinutes: Number(grace) } } : {}),
  ...(tick ? { tripWatchTickMs: Number(tick) } : {}),
  ...(process.env.REPLICA_FEEDS === 'off' ? { feeds: { mode: 'off' as const } } : {}),
  ...(files ? { fileStorage: files } : { filesDir: localFiles ?? '' }),
  mail: { smtpUrl: need('REPLICA_SMTP_URL'), pollIntervalMs: 200 },
  outbox: JSON.parse(process.env.REPLICA_OUTBOX ?? '{}') as Partial<OutboxOptions>,
  accounts: { publicUrl: 'https://walk.example.nz', passwordHashing: TEST_PASSWORD_HASHING },
  // As openTestServer: on CI's 2 busy cores a replica's loop falls behind and would shed
  // the tests' requests 503; shedding is tested on its own (http/load-shedding.test.ts).
  load: { shedding: null },
});
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.REPLICA_PORT ?? 0) });
app.worker.start();

let stopping: Promise<void> | null = null;
const stop = () =>
  (stopping ??= (async () => {
    await app.close();
    files?.close();
    if (localFiles) rmSync(localFiles, { recursive: true, force: true });
    await db.close();
    process.exit(0);
  })());
process.on('message', (message) => {
  if (message === 'stop') void stop();
});
process.on('SIGTERM', () => void stop());
process.on('disconnect', () => void stop());

const ready: ReplicaReady = { address };
process.send(ready);
