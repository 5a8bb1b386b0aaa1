/**
 * The database thread (ADR 044): PGlite runs here, so its WebAssembly work does not hold
 * up the API's event loop. It answers the requests of `pglite-thread-database.ts` with
 * the same in-process adapter the tests use; a transaction stays open across requests
 * until the API's thread says commit or roll back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Database, Queryable } from './database.ts';
import { openPgliteDatabase } from './pglite-database.ts';
import type { ThreadAnswer, ThreadError, ThreadOptions, ThreadRequest } from './pglite-thread.protocol.ts';

if (!parentPort) throw new Error('pglite-thread.worker runs as a worker thread');
const port = parentPort;
const options = workerData as ThreadOptions;

/** Thrown inside an open transaction to roll it back when asked to. */
const ROLLBACK = Symbol('rollback');

interface OpenTransaction {
  tx: Queryable;
  decide(commit: boolean): void;
  done: Promise<unknown>;
}

/** PGlite's file layer (Emscripten) throws `ErrnoError { errno }` with WASI's numbers, not Node's codes. */
const WASI_ERRNO: Record<number, { code: string; text: string }> = {
  2: { code: 'EACCES', text: 'permission denied' },
  19: { code: 'EDQUOT', text: 'disk quota exceeded' },
  29: { code: 'EIO', text: 'input/output error' },
  44: { code: 'ENOENT', text: 'no such file or directory' },
  51: { code: 'ENOSPC', text: 'No space left on device' },
  63: { code: 'EPERM', text: 'operation not permitted' },
  69: { code: 'EROFS', text: 'read-only file system' },
};

function serialise(error: unknown): ThreadError {
  if (!(error instanceof Error)) {
    // Not an Error (PGlite's ErrnoError on a full disk): String() would say "[object Object]".
    const fields: ThreadError['fields'] = {};
    if (typeof error === 'object' && error !== null) {
      for (const [key, value] of Object.entries(error)) {
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
      }
    }
    const known = typeof fields.errno === 'number' ? WASI_ERRNO[fields.errno] : undefined;
    if (known) fields.code = known.code;
    const name = typeof fields.name === 'string' ? fields.name : 'Error';
    const message = known
      ? `${known.text} (${known.code}, from PGlite's file layer)`
      : typeof fields.message === 'string'
        ? fields.message
        : typeof error === 'object' && error !== null ? JSON.stringify(fields) : String(error);
    return { name, message, fields };
  }
  const fields: ThreadError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

const answer = (message: ThreadAnswer) => port.postMessage(message);

let db: Database;
try {
  db = await openPgliteDatabase(options.dataDir);
  answer({ id: 0, ok: true });
} catch (error) {
  answer({ id: 0, ok: false, error: serialise(error) });
  process.exit(1);
}

const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

async function begin(): Promise<number> {
  let decide!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => (decide = resolve));
  let opened!: (tx: Queryable) => void;
  const open = new Promise<Queryable>((resolve) => (opened = resolve));
  const done = db.transaction(async (tx) => {
    opened(tx);
    if (!(await decided)) throw ROLLBACK;
  });
  // BEGIN itself may fail: then `done` rejects before the transaction opens.
  const tx = await Promise.race([open, done.then(() => Promise.reject(new Error('the transaction ended before it began')))]);
  const id = nextTransaction++;
  transactions.set(id, { tx, decide, done });
  return id;
}

async function end(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  if (!open) throw new Error(`no open transaction ${id}`);
  transactions.delete(id);
  open.decide(commit);
  try {
    await open.done;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
}

function target(tx: number | null): Queryable {
  if (tx === null) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`no open transaction ${tx}`);
  return open.tx;
}

async function handle(request: ThreadRequest): Promise<ThreadAnswer> {
  switch (request.kind) {
    case 'query':
      return { id: request.id, ok: true, rows: await target(request.tx).query(request.sql, request.params) };
    case 'exec':
      await target(request.tx).exec(request.sql);
      return { id: request.id, ok: true };
    case 'begin':
      return { id: request.id, ok: true, tx: await begin() };
    case 'end':
      await end(request.tx, request.commit);
      return { id: request.id, ok: true };
    case 'close':
      await db.close();
      return { id: request.id, ok: true };
  }
}

port.on('message', (request: ThreadRequest) => {
  handle(request).then(answer, (error: unknown) => answer({ id: request.id, ok: false, error: serialise(error) }));
});
