/**
 * Starts the built product (`pnpm start`: the API serving the built web app) on a
 * throw-away data directory, for the browser benchmarks and the end-to-end journeys
 * that need a server of their own (one whose clock they move). Build first (`pnpm build`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ProductServer {
  baseUrl: string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `root`: the checkout whose build to start (this one, or another commit's for a
 * before/after); `env`: settings on top of the defaults (FEEDS=sample, this machine only).
 */
export async function startProduct(port: number, root = REPO_ROOT, env: Record<string, string> = {}): Promise<ProductServer> {
  for (const built of ['apps/api/dist/main.js', 'apps/web/dist/index.html']) {
    if (!fs.existsSync(path.join(root, built))) throw new Error(`No ${path.join(root, built)}: run \`pnpm build\` there first.`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'planmywalk-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: path.join(root, 'apps/api'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: baseUrl, FEEDS: 'sample', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // The first start creates and seeds the embedded database (tens of seconds on 2 cores).
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, stop };
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  await stop();
  throw new Error('the product did not answer /api/health within 240 s');
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
