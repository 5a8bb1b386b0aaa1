import type { FastifyBaseLogger } from 'fastify';

export interface Job {
  name: string;
  /** Run at most this often (the loop ticks at the worker's interval). */
  everyMs: number;
  /** `progress()` tells the worker it is alive during a long run (each email sent, say). */
  run(progress: () => void): Promise<unknown>;
}

export interface WorkerOptions {
  /**
   * Started, and no tick begun or ended and no progress for this long: stalled (a job
   * waiting on something that never answers), and the process is not ready (ADR 062).
   * Longer than the slowest honest step, one email attempt against a slow server (up
   * to about 50 s with the SMTP timeouts).
   */
  stallAfterMs: number;
}

/** Two minutes, or three intervals of a slower loop. */
export const defaultStallAfterMs = (intervalMs: number) => Math.max(120_000, 3 * intervalMs);

/**
 * The background loop of the API process: every `intervalMs` it runs the jobs that are
 * due (the email outbox each tick, housekeeping now and then). `wake()` runs a tick now,
 * e.g. right after a transaction queued an email. Ticks never overlap; `stop()` waits for
 * the running one, so a graceful shutdown does not cut a send in half.
 */
export class BackgroundWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private readonly lastRun = new Map<string, number>();
  /** When each job last finished without throwing (epoch ms): the metrics' last successful run. */
  private readonly lastSuccess = new Map<string, number>();
  /** The jobs this process runs (BACKGROUND_WORK), set by `start`; null: all of them. */
  private only: ReadonlySet<string> | null = null;
  /** When the loop last showed life: a tick begun or ended, or a job's progress. */
  private lastActivity = 0;
  private readonly stallAfterMs: number;

  constructor(
    private readonly jobs: Job[],
    private readonly intervalMs: number,
    private readonly log: FastifyBaseLogger,
    options: Partial<WorkerOptions> = {},
  ) {
    this.stallAfterMs = options.stallAfterMs ?? defaultStallAfterMs(intervalMs);
  }

  /** Adds a job to the loop (features install theirs after the worker is built). */
  add(job: Job): void {
    this.jobs.push(job);
  }

  get started(): boolean {
    return this.timer !== null;
  }

  /** The names of the jobs this process runs: none until started, then those `start` was given (all by default). */
  jobsRunning(): string[] {
    if (!this.timer) return [];
    return this.jobs.map((job) => job.name).filter((name) => this.only === null || this.only.has(name));
  }

  /** When `job` last finished without throwing, or null when it has not yet in this process. */
  lastSucceededAt(job: string): Date | null {
    const at = this.lastSuccess.get(job);
    return at === undefined ? null : new Date(at);
  }

  /**
   * Null while the loop is healthy or not running in this process (BACKGROUND_WORK=none, tests);
   * otherwise how long it has shown no life, past `stallAfterMs`.
   */
  stalledForMs(now = Date.now()): number | null {
    if (!this.timer) return null;
    const quiet = now - this.lastActivity;
    return quiet > this.stallAfterMs ? quiet : null;
  }

  /**
   * Starts the loop with the jobs named in `only` (BACKGROUND_WORK), or all of them.
   * Jobs added later run if they are named (or all run).
   */
  start(only?: Iterable<string>): void {
    if (this.timer) return;
    this.only = only === undefined ? null : new Set(only);
    this.lastActivity = Date.now();
    this.timer = setInterval(() => this.wake(), this.intervalMs);
    // The worker alone must not keep a finished process alive.
    this.timer.unref();
    this.wake();
  }

  /** Runs a tick soon; when one is running, one more follows it. No-op when stopped. */
  wake(): void {
    if (!this.timer) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.tick().finally(() => {
      this.running = null;
      if (this.again && this.timer) {
        this.again = false;
        this.wake();
      }
    });
  }

  private async tick(): Promise<void> {
    const now = Date.now();
    this.lastActivity = now;
    const progress = () => void (this.lastActivity = Date.now());
    for (const job of this.jobs) {
      if (this.only !== null && !this.only.has(job.name)) continue;
      const last = this.lastRun.get(job.name);
      if (last !== undefined && now - last < job.everyMs) continue;
      this.lastRun.set(job.name, now);
      try {
        await job.run(progress);
        this.lastSuccess.set(job.name, Date.now());
      } catch (error) {
        // The next tick tries again; one failing job must not stop the others.
        this.log.error({ err: error, job: job.name }, 'background job failed');
      }
      progress();
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.again = false;
    await this.running;
  }
}
