/** The heavy-work threads (ADR 060): work runs beside the event loop, refusals cross as they were, a flood is refused at once. */
import { threadId } from 'node:worker_threads';
import { GPX_TOO_MANY_POINTS, INVALID_GPX } from '@planmywalk/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.ts';
import { HeavyWorkPool, SERVER_BUSY, WORK_TOO_LONG, type HeavyTaskDone } from './heavy-work-pool.ts';

const gpx = (points: number, name = 'Valley walk') =>
  new Uint8Array(
    Buffer.from(
      `<?xml version="1.0"?><gpx version="1.1" creator="t"><trk><name>${name}</name><trkseg>${Array.from(
        { length: points },
        (_, i) => `<trkpt lat="${(-42.9 + (i % 2) * 0.01).toFixed(6)}" lon="${(171.5 + i * 1e-5).toFixed(6)}"/>`,
      ).join('')}</trkseg></trk></gpx>`,
    ),
  );

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return { status: error.statusCode, message: error.message, retryAfter: error.extras.headers?.['retry-after'] };
};

describe('HeavyWorkPool', () => {
  let pool: HeavyWorkPool | null = null;
  afterEach(async () => {
    await pool?.close();
    pool = null;
  });

  it('given a GPX walk, reads its markers in another thread than the caller’s', async () => {
    const done: HeavyTaskDone[] = [];
    pool = new HeavyWorkPool({ threads: 1, queue: 4, timeoutMs: 60_000 }, (d) => done.push(d));
    const track = await pool.run('gpx-import', gpx(500));
    expect(track.title).toBe('Valley walk');
    expect(track.markers.length).toBeGreaterThan(2);
    expect(track.distance).toBeGreaterThan(0);
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ kind: 'gpx-import', ok: true });
    expect(done[0]?.threadId).not.toBe(threadId);
  }, 60_000);

  it('given a file the reader refuses, rejects with the same status and text as on the event loop', async () => {
    pool = new HeavyWorkPool({ threads: 1, queue: 4, timeoutMs: 60_000 }, () => undefined);
    expect(await refusal(pool.run('gpx-import', new Uint8Array(Buffer.from('{"not":"gpx"}'))))).toMatchObject({ status: 422, message: INVALID_GPX });
    expect(await refusal(pool.run('gpx-import', gpx(100_001)))).toMatchObject({ status: 413, message: GPX_TOO_MANY_POINTS });
  }, 60_000);

  it('given more tasks than threads and queue hold, refuses the rest at once with 503 and a Retry-After', async () => {
    pool = new HeavyWorkPool({ threads: 1, queue: 2, timeoutMs: 60_000 }, () => undefined);
    const file = gpx(2_000);
    await pool.run('gpx-import', file);
    const tasks = Array.from({ length: 5 }, () => pool?.run('gpx-import', file) ?? Promise.reject(new Error('no pool')));
    const settled = await Promise.allSettled(tasks);
    // One running, two waiting; the fourth and fifth are refused without waiting.
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'rejected']);
    expect(await refusal(tasks[4] as Promise<unknown>)).toEqual({ status: 503, message: SERVER_BUSY, retryAfter: '30' });
  }, 60_000);

  it('given a task past its time limit, stops it with 503 and runs the next task in a new thread', async () => {
    const done: HeavyTaskDone[] = [];
    // The limit counts the work only: a thread's start under tsx takes longer than this.
    pool = new HeavyWorkPool({ threads: 1, queue: 4, timeoutMs: 300 }, (d) => done.push(d));
    await pool.run('gpx-import', gpx(10));
    const first = done[0]?.threadId;
    // Seconds of parsing: far past 300 ms.
    expect(await refusal(pool.run('gpx-import', gpx(100_000)))).toMatchObject({ status: 503, message: WORK_TOO_LONG });
    await expect(pool.run('gpx-import', gpx(10))).resolves.toMatchObject({ title: 'Valley walk' });
    expect(done.at(-1)?.threadId).not.toBe(first);
    expect(pool.load).toEqual({ running: 0, waiting: 0 });
  }, 60_000);
});
