import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../testing/test-database.ts';
import { LOCK_FILE, lockDataDir, lockRecordFor, type LockRecord } from './lock.ts';
import { StartRefusedError } from './refusal.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function folder(): Promise<string> {
  const dir = await makeTempDir();
  cleanups.push(dir.remove);
  return dir.dir;
}

/** A pid no process has any more: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid;
}

const writeLock = (dir: string, record: LockRecord | string) =>
  writeFileSync(path.join(dir, LOCK_FILE), typeof record === 'string' ? record : JSON.stringify(record));
const lockOn = (dir: string) => JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as LockRecord;

describe('the DATA_DIR lock', () => {
  it('given a free folder, writes this process into the lock file and removes it on release', async () => {
    const dir = await folder();
    const lock = lockDataDir(dir);
    expect(lockOn(dir)).toMatchObject({ pid: process.pid, token: lock.record.token });
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lock.release();
  });

  it('given a lock held by another live process, refuses with its pid and the folder, and leaves its lock alone', async () => {
    const dir = await folder();
    const other = spawn('sleep', ['30']);
    cleanups.push(() => void other.kill('SIGKILL'));
    await new Promise((resolve) => other.once('spawn', resolve));
    const theirs = lockRecordFor(other.pid ?? 0);
    writeLock(dir, theirs);
    expect(() => lockDataDir(dir)).toThrow(StartRefusedError);
    expect(() => lockDataDir(dir)).toThrow(`Another Plan My Walk process is using DATA_DIR (pid ${other.pid}): ${dir}`);
    expect(lockOn(dir).token).toBe(theirs.token);
  });

  it('given a stale lock of a process that is gone (kill -9, a crash), takes it over', async () => {
    const dir = await folder();
    writeLock(dir, { ...lockRecordFor(process.pid), pid: deadPid() });
    const lock = lockDataDir(dir);
    cleanups.push(lock.release);
    expect(lockOn(dir).pid).toBe(process.pid);
  });

  it('given a lock whose pid now belongs to an unrelated process (started later), takes it over', async (ctx) => {
    if (!existsSync('/proc/self/stat')) return ctx.skip('telling a reused pid apart needs /proc (Linux)');
    const dir = await folder();
    const unrelated = spawn('sleep', ['30']);
    cleanups.push(() => void unrelated.kill('SIGKILL'));
    await new Promise((resolve) => unrelated.once('spawn', resolve));
    const record = lockRecordFor(unrelated.pid ?? 0);
    writeLock(dir, { ...record, processStart: (record.processStart ?? 0) - 1000 });
    const lock = lockDataDir(dir);
    cleanups.push(lock.release);
    expect(lockOn(dir).pid).toBe(process.pid);
  });

  it('given a lock naming this very pid that this process does not hold (a restarted container), takes it over', async () => {
    const dir = await folder();
    writeLock(dir, { ...lockRecordFor(process.pid), token: 'an earlier life' });
    const lock = lockDataDir(dir);
    cleanups.push(lock.release);
    expect(lockOn(dir).token).toBe(lock.record.token);
  });

  it('given an unreadable lock file, takes it over: every real lock is written whole before it appears', async () => {
    const dir = await folder();
    writeLock(dir, '');
    const lock = lockDataDir(dir);
    cleanups.push(lock.release);
    expect(lockOn(dir).pid).toBe(process.pid);
  });

  it('given a lock from another machine (shared storage), refuses: its process cannot be checked from here', async () => {
    const dir = await folder();
    writeLock(dir, { ...lockRecordFor(deadPid()), hostname: 'another-host.example' });
    expect(() => lockDataDir(dir)).toThrow(/using DATA_DIR \(pid \d+ on another-host\.example\)/);
  });

  it('on release, leaves a lock that is no longer its own', async () => {
    const dir = await folder();
    const lock = lockDataDir(dir);
    const replaced = { ...lockRecordFor(process.pid), token: 'someone else' };
    writeLock(dir, replaced);
    lock.release();
    expect(lockOn(dir).token).toBe('someone else');
  });
});
