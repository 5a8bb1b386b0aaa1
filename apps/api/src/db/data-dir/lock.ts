/**
 * One process per DATA_DIR (ADR 062). PGlite is PostgreSQL without its postmaster: two
 * processes opening one folder each believe they own it, both acknowledge writes, and one's
 * are gone on the next start. So the embedded database is opened only after this lock:
 * `DATA_DIR/planmywalk.lock`, naming the process that holds it, made with an atomic
 * link (it appears whole or not at all) and removed when the database closes.
 *
 * A lock whose process is gone (killed, crashed, the machine restarted) is taken over: the
 * pid is checked with `kill(pid, 0)` and, on Linux, the process's start time and the boot
 * id, so a pid reused by an unrelated process, or this process's own pid after a container
 * restart, does not keep the folder locked for ever. PGlite runs in a worker thread of this
 * same process (ADR 044), so the process's pid is the right owner: the thread cannot outlive it.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StartRefusedError } from './refusal.ts';

export const LOCK_FILE = 'planmywalk.lock';

/** What the lock file holds: who owns the folder, for the next process and for a person. */
export interface LockRecord {
  pid: number;
  hostname: string;
  /** When the owner took the lock (ISO), for a person reading the file. */
  lockedAt: string;
  /** Linux: the kernel's boot id and the process's start (clock ticks since boot), which tell a reused pid apart. */
  bootId?: string | undefined;
  processStart?: number | undefined;
  /** This lock's own id: release removes the file only while it is still this one. */
  token: string;
}

export interface DataDirLock {
  readonly path: string;
  readonly record: LockRecord;
  /** Removes the lock file if it is still this lock's (idempotent). */
  release(): void;
}

/** Locks this process holds, by file: opening the same folder twice in one process is refused too. */
const held = new Map<string, string>();

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** Linux only: the boot id and a process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat). */
function linuxIdentity(pid: number): { bootId: string; processStart: number } | null {
  const bootId = readText('/proc/sys/kernel/random/boot_id')?.trim();
  const stat = readText(`/proc/${pid}/stat`);
  if (!bootId || !stat) return null;
  // The command name (field 2) is in parentheses and may itself hold spaces and ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const start = Number(fields[19]);
  return Number.isFinite(start) ? { bootId, processStart: start } : null;
}

/** The record a process `pid` of this machine would write (tests build one for another live process). */
export function lockRecordFor(pid: number): LockRecord {
  const identity = linuxIdentity(pid);
  return {
    pid,
    hostname: os.hostname(),
    lockedAt: new Date().toISOString(),
    ...(identity ?? {}),
    token: randomBytes(12).toString('hex'),
  };
}

function parse(text: string | null): LockRecord | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<LockRecord>;
    if (typeof value.pid !== 'number' || !Number.isInteger(value.pid) || value.pid <= 0 || typeof value.token !== 'string') return null;
    return { hostname: '', lockedAt: '', ...value } as LockRecord;
  } catch {
    return null;
  }
}

/** Whether the process a lock names may still be using the folder. In doubt, yes: refusing a start is recoverable, two owners are not. */
export function holderIsAlive(record: LockRecord, file: string): boolean {
  if (held.get(file) === record.token) return true;
  // Another machine (a folder on shared storage): its processes cannot be checked from here.
  if (record.hostname && record.hostname !== os.hostname()) return true;
  // Our own pid in a lock we do not hold: left by an earlier life of this pid (a container restarted).
  if (record.pid === process.pid) return false;
  try {
    process.kill(record.pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  if (record.bootId !== undefined && record.processStart !== undefined) {
    const now = linuxIdentity(record.pid);
    if (now && (now.bootId !== record.bootId || now.processStart !== record.processStart)) return false;
  }
  return true;
}

function inUse(dataDir: string, record: LockRecord, file: string): StartRefusedError {
  const where = record.hostname && record.hostname !== os.hostname() ? ` on ${record.hostname}` : '';
  return new StartRefusedError(
    `Another Plan My Walk process is using DATA_DIR (pid ${record.pid}${where}): ${dataDir}. ` +
      'A DATA_DIR belongs to one process: two would each lose the other’s writes. Stop that process first, or give this one another DATA_DIR. ' +
      `If no such process is running, delete ${file} and start again.`,
  );
}

/** Creates `file` holding `text`, atomically and only if it does not exist (EEXIST otherwise). */
function createExclusive(file: string, text: string): void {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temp, text, { flag: 'wx' });
  try {
    linkSync(temp, file);
  } finally {
    unlinkSync(temp);
  }
}

const TAKEOVER_STALE_MS = 10_000;

/**
 * Replaces a stale lock, one taker at a time: two processes that both found the same dead
 * owner must not both remove "the" lock (the second would remove the first's new one).
 * Answers false when another process is taking over right now (try again).
 */
function takeOver(file: string, staleText: string | null, mine: string): boolean {
  const mutex = `${file}.takeover`;
  try {
    createExclusive(mutex, String(process.pid));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // A taker that died in the middle (it takes milliseconds) must not block every start.
    const age = (() => {
      try {
        return Date.now() - statSync(mutex).mtimeMs;
      } catch {
        return 0;
      }
    })();
    if (age > TAKEOVER_STALE_MS) {
      try {
        unlinkSync(mutex);
      } catch {
        // Another process removed it first.
      }
    }
    return false;
  }
  try {
    // Still the stale lock we judged? Then it is ours to replace.
    if (readText(file) !== staleText) return false;
    if (staleText !== null) unlinkSync(file);
    try {
      createExclusive(file, mine);
    } catch (error) {
      // A process that found no lock at all got in between: the caller looks at it next.
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
    return true;
  } finally {
    unlinkSync(mutex);
  }
}

/**
 * Takes DATA_DIR for this process, or refuses with who holds it. Call before PGlite opens
 * the folder; release when the database is closed.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(path.resolve(dataDir), LOCK_FILE);
  const record = lockRecordFor(process.pid);
  const text = `${JSON.stringify(record, null, 2)}\n`;
  const deadline = Date.now() + 5_000;
  for (;;) {
    try {
      createExclusive(file, text);
      break;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOSPC' || code === 'EDQUOT') {
        throw new StartRefusedError(`Could not lock DATA_DIR (${dataDir}): its disk is full (${code}). Free space on that disk and start again.`, { cause: error });
      }
      if (code !== 'EEXIST') {
        throw new StartRefusedError(
          `Could not create the lock file ${file} in DATA_DIR (${dataDir}): ${(error as Error).message}. ` +
            'Check that the folder exists and this user may write to it, and that its disk is not full.',
          { cause: error },
        );
      }
    }
    const holderText = readText(file);
    const holder = parse(holderText);
    // An unreadable lock cannot be anyone's: every lock is written whole before it appears.
    if (holder && holderIsAlive(holder, file)) throw inUse(dataDir, holder, file);
    if (takeOver(file, holderText, text)) break;
    // Another process is taking over this moment: give it a few milliseconds (start-up, so blocking is fine).
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    if (Date.now() > deadline) throw new StartRefusedError(`Could not take over the stale lock ${file} of DATA_DIR (${dataDir}): delete it and start again.`);
  }
  held.set(file, record.token);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    if (held.get(file) === record.token) held.delete(file);
    // Only our own lock: if someone deleted ours by hand and another process took the folder, theirs stays.
    if (parse(readText(file))?.token !== record.token) return;
    try {
      unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
  // A process that exits without closing its database (process.exit) still leaves the folder free.
  process.on('exit', release);
  return { path: file, record, release };
}
