/**
 * API replicas as child processes (testing/replica-server.ts), for the tests that run
 * several against one PostgreSQL: started, stopped gracefully, or killed.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ReplicaReady } from './replica-server.ts';
import { freePort } from './smtp.ts';

export interface Replica {
  child: ChildProcess;
  url: string;
}

/** Starts one replica with `env` (REPLICA_DATABASE_URL, REPLICA_S3, REPLICA_SMTP_URL, REPLICA_OUTBOX…). */
export async function startReplica(env: Record<string, string>): Promise<Replica> {
  const child = fork(fileURLToPath(new URL('./replica-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, REPLICA_PORT: String(await freePort()), ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (ready) => resolve({ child, url: (ready as ReplicaReady).address }));
    child.once('exit', (code) => reject(new Error(`a replica exited (code ${code}) before it listened`)));
  });
}

/** Asks the replica to stop and waits for it to exit, killing it after 15 s. */
function endReplica({ child }: Replica, ask: () => void): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    ask();
  });
}

/** A graceful stop (the worker finishes the message in hand), killed after 15 s. */
export const stopReplica = (replica: Replica): Promise<void> => endReplica(replica, () => replica.child.send('stop'));

/** SIGTERM, as an orchestrator stops a replica in a rolling restart: a graceful stop, killed after 15 s. */
export const terminateReplica = (replica: Replica): Promise<void> => endReplica(replica, () => replica.child.kill('SIGTERM'));

/** kill -9: no shutdown, no release of its claims. */
export function killReplica({ child }: Replica): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** Polls `probe` until `ok` holds, or fails after `timeoutMs`. */
export async function until<T>(what: string, probe: () => T | Promise<T>, ok: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
