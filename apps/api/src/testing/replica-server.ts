/**
 * Child process of replicas.test.ts: one API replica as production runs it, on a shared
 * PostgreSQL (REPLICA_DATABASE_URL), keeping uploads in a shared S3-compatible bucket
 * (REPLICA_S3: S3StorageSettings as JSON) and sending email over SMTP (REPLICA_SMTP_URL)
 * from its own outbox worker. Tells the parent `{ address }` when listening; stops when
 * the parent says 'stop' or goes away.
 */
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { S3FileStorage, type S3StorageSettings } from '../files/s3-storage.ts';
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

const db = await openPostgresDatabase({ connectionString: need('REPLICA_DATABASE_URL'), max: 4 });
const files = new S3FileStorage(JSON.parse(need('REPLICA_S3')) as S3StorageSettings);
const app = await buildServer({
  db,
  fileStorage: files,
  mail: { smtpUrl: need('REPLICA_SMTP_URL'), pollIntervalMs: 200 },
  accounts: { publicUrl: 'https://walk.example.nz', passwordHashing: TEST_PASSWORD_HASHING },
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
app.worker.start();

let stopping: Promise<void> | null = null;
const stop = () =>
  (stopping ??= (async () => {
    await app.close();
    files.close();
    await db.close();
    process.exit(0);
  })());
process.on('message', (message) => {
  if (message === 'stop') void stop();
});
process.on('disconnect', () => void stop());

const ready: ReplicaReady = { address };
process.send(ready);
