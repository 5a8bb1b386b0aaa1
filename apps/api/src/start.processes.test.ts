/**
 * The product as it runs, in real processes (`node --import tsx src/main.ts`), on one
 * DATA_DIR (issue 29, findings 8 and 9; ADR 062). Before the lock, a second process on the
 * folder started too, both acknowledged writes, and one's were gone on the next start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKER_FILE, writeDatabaseMarker } from './db/data-dir/folder.ts';
import { LOCK_FILE } from './db/data-dir/lock.ts';
import { newEmail, PASSWORD } from './testing/accounts.ts';
import { freePort } from './testing/smtp.ts';
import { seededDataDir } from './testing/test-database.ts';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

interface Product {
  child: ChildProcess;
  url: string;
  /** What it printed on stderr (the refusal goes there). */
  stderr(): string;
  exited: Promise<number | null>;
}

async function startProduct(dataDir: string): Promise<Product> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', WEB_ROOT: '/nonexistent', FEEDS: 'off', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, stderr: () => stderr, exited };
}

/** Waits until it answers its health check, or fails with what it printed. */
async function ready(product: Product, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (product.child.exitCode !== null) throw new Error(`the product exited (${product.child.exitCode}): ${product.stderr()}`);
    try {
      if ((await fetch(`${product.url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the product did not answer within ${timeoutMs} ms: ${product.stderr()}`);
}

const register = (product: Product, email: string) =>
  fetch(`${product.url}/api/v1/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, agreed_to_terms: true }),
  });

describe('two processes on one DATA_DIR', () => {
  let dataDir: Awaited<ReturnType<typeof seededDataDir>>;
  let first: Product | null = null;
  beforeAll(async () => {
    dataDir = await seededDataDir();
  });
  afterAll(async () => {
    if (first && first.child.exitCode === null) {
      first.child.kill('SIGKILL');
      await first.exited;
    }
    await dataDir.remove();
  });

  it('given one process serving a DATA_DIR, a second refuses to start (exit 1, naming the pid and the folder) and the first keeps serving and saving', async () => {
    const serving = await startProduct(dataDir.dir);
    first = serving;
    await ready(serving);
    expect(existsSync(path.join(dataDir.dir, LOCK_FILE))).toBe(true);

    const second = await startProduct(dataDir.dir);
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(`Plan My Walk did not start: Another Plan My Walk process is using DATA_DIR (pid ${serving.child.pid}): ${dataDir.dir}`);
    // The message alone: no stack trace to bury it.
    expect(second.stderr()).not.toMatch(/\n\s+at /);

    // The first still answers and its writes are kept.
    expect((await fetch(`${serving.url}/api/health`)).status).toBe(200);
    const email = newEmail('first-process');
    expect((await register(serving, email)).status).toBe(201);
    expect((await register(serving, email)).status).toBe(409);

    // A graceful stop frees the folder for the next process.
    serving.child.kill('SIGTERM');
    expect(await serving.exited).toBe(0);
    expect(existsSync(path.join(dataDir.dir, LOCK_FILE))).toBe(false);
  }, 150_000);
});

describe('a process on a damaged DATA_DIR', () => {
  it('given a database folder whose PG_VERSION is gone, prints what is wrong and what to do, and exits 1 without creating a database', async () => {
    const dataDir = await seededDataDir();
    try {
      writeDatabaseMarker(dataDir.dir, new Date());
      await rm(path.join(dataDir.pgliteDir, 'PG_VERSION'));
      const product = await startProduct(dataDir.dir);
      expect(await product.exited).toBe(1);
      expect(product.stderr()).toContain(`Plan My Walk did not start: The database folder ${dataDir.pgliteDir} has no PG_VERSION file`);
      expect(product.stderr()).toContain('Restore DATA_DIR from a backup');
      expect(existsSync(path.join(dataDir.pgliteDir, 'PG_VERSION'))).toBe(false);
      expect(existsSync(path.join(dataDir.dir, MARKER_FILE))).toBe(true);
      expect(existsSync(path.join(dataDir.dir, LOCK_FILE))).toBe(false);
    } finally {
      await dataDir.remove();
    }
  }, 60_000);
});
