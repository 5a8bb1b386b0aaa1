import { mkdirSync } from 'node:fs';
import { startWorker } from '../lib/start-worker.ts';
import type { Database, Queryable, Row } from './database.ts';
import type { ThreadAnswer, ThreadError, ThreadOptions, ThreadRequest } from './pglite-thread.protocol.ts';

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
type Request = WithoutId<ThreadRequest>;

function revive(error: ThreadError): Error {
  const revived = Object.assign(new Error(error.message), error.fields);
  revived.name = error.name;
  if (error.stack) revived.stack = `${error.stack}\n    (in the database thread)`;
  return revived;
}

/**
 * PGlite in its own thread (ADR 044): the embedded default's queries run beside the
 * API's event loop instead of on it, so one slow write no longer holds up every other
 * request. It keeps `Database`'s contract: statements of a transaction go to the thread
 * with its id, and the thread commits or rolls back when `fn` settles.
 */
export async function openPgliteThreadDatabase(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const worker = startWorker('pglite-thread.worker', import.meta.url, { dataDir } satisfies ThreadOptions);
  const pending = new Map<number, { resolve: (answer: ThreadAnswer & { ok: true }) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let stopped: Error | null = null;

  // The thread keeps the process alive only while a request is waiting, as a socket would.
  const refresh = () => (pending.size > 0 ? worker.ref() : worker.unref());
  const settle = (answer: ThreadAnswer) => {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    refresh();
    if (answer.ok) waiting.resolve(answer);
    else waiting.reject(revive(answer.error));
  };
  const failAll = (error: Error) => {
    stopped = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('message', settle);
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) => failAll(new Error(`The database thread stopped (exit code ${code})`)));

  const call = (request: Request) =>
    new Promise<ThreadAnswer & { ok: true }>((resolve, reject) => {
      if (stopped) {
        reject(stopped);
        return;
      }
      const id = nextId++;
      pending.set(id, { resolve, reject });
      refresh();
      worker.postMessage({ ...request, id } as ThreadRequest);
    });

  const queryable = (tx: number | null): Queryable => ({
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      return ((await call({ kind: 'query', sql, params: [...params], tx })).rows ?? []) as T[];
    },
    async exec(sql: string) {
      await call({ kind: 'exec', sql, tx });
    },
  });

  // Answer 0 comes once PGlite is open in the thread, or says why it could not open.
  const opened = new Promise<unknown>((resolve, reject) => pending.set(0, { resolve, reject }));
  refresh();
  await opened.catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });

  const base = queryable(null);
  return {
    kind: 'pglite',
    stats: () => ({ kind: 'thread', pending: pending.size }),
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const { tx } = await call({ kind: 'begin' });
      if (tx === undefined) throw new Error('the database thread opened no transaction');
      let result;
      try {
        result = await fn(queryable(tx));
      } catch (error) {
        await call({ kind: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ kind: 'end', tx, commit: true });
      return result;
    },
    async close() {
      if (stopped) return;
      await call({ kind: 'close' });
      await worker.terminate();
    },
  };
}
