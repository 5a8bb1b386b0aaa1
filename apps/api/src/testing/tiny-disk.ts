/**
 * A real small disk for the full-disk tests (ADR 062): a tmpfs of a few megabytes, mounted
 * in a temporary folder, that a test fills to the last byte and frees again. Mounting needs
 * root (CAP_SYS_ADMIN); where it is not permitted the test is skipped with the reason,
 * rather than faking the kernel's ENOSPC.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, openSync, rmSync, writeSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface TinyDisk {
  dir: string;
  /** Writes a filler file until the disk refuses another byte. */
  fill(): void;
  /** Deletes the filler. */
  free(): void;
  unmount(): Promise<void>;
}

/** The mounted disk, or why it could not be (the reason for `skip`). */
export async function mountTinyDisk(megabytes: number): Promise<TinyDisk | { skip: string }> {
  if (process.platform !== 'linux') return { skip: `a tmpfs needs Linux (this is ${process.platform})` };
  if (process.getuid?.() !== 0) return { skip: 'mounting a tmpfs needs root, and these tests do not run as root here' };
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pmw-tiny-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    return { skip: `mount -t tmpfs is not permitted here (${stderr || (error as Error).message})` };
  }
  const filler = path.join(dir, 'filler');
  return {
    dir,
    fill() {
      const fd = openSync(filler, 'a');
      try {
        // Big pieces first, then small ones for the last pages.
        for (const size of [1024 * 1024, 4096, 1]) {
          const piece = Buffer.alloc(size, 1);
          for (;;) {
            try {
              writeSync(fd, piece);
            } catch (error) {
              if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
              throw error;
            }
          }
        }
      } finally {
        closeSync(fd);
      }
    },
    free() {
      rmSync(filler, { force: true });
    },
    async unmount() {
      execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
      await rm(dir, { recursive: true, force: true });
    },
  };
}
