import type { Worker } from 'node:worker_threads';
import { HttpError, isHttpErrorStatus } from '../http/http-error.ts';
import { startWorker } from '../lib/start-worker.ts';
import type { HeavyTaskAnswer, HeavyTaskFailure, HeavyTaskKind, HeavyTaskRequest, HeavyTasks, HeavyThreadMessage } from './heavy-work.protocol.ts';

export const SERVER_BUSY = 'The server is busy making files for others. Please try again in a minute.';
export const WORK_TOO_LONG = 'Making this took too long. Please try again later.';
/** A busy pool's answer says when to try again: about the time a queue of PDFs takes. */
const BUSY_RETRY_AFTER_SECONDS = 30;

export interface HeavyWorkSettings {
  /** Threads doing heavy work at once (HEAVY_WORK_THREADS). */
  threads: number;
  /** Tasks that may wait for a thread; one more is refused with 503 (HEAVY_WORK_QUEUE). */
  queue: number;
  /** A task running longer is stopped with its thread, answered 503 (HEAVY_WORK_TIMEOUT_SECONDS). */
  timeoutMs: number;
}

/** One finished task, for the log and the tests: which thread ran it, and for how long. */
export interface HeavyTaskDone {
  kind: HeavyTaskKind;
  ok: boolean;
  threadId: number;
  /** Time in the thread. */
  ms: number;
  /** Time waiting for a thread. */
  waitedMs: number;
}

interface Task {
  kind: HeavyTaskKind;
  input: unknown;
  queuedAt: number;
  resolve: (output: unknown) => void;
  reject: (error: Error) => void;
}

interface Running extends Task {
  id: number;
  startedAt: number;
  timer: NodeJS.Timeout;
}

const busy = (message: string) => new HttpError(503, message, { headers: { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) } });

function revive(failure: HeavyTaskFailure): Error {
  if (isHttpErrorStatus(failure.statusCode)) return new HttpError(failure.statusCode, failure.message);
  const error = new Error(failure.message);
  error.name = failure.name;
  if (failure.stack) error.stack = `${failure.stack}\n    (in a heavy-work thread)`;
  return error;
}

/**
 * A few worker threads for the work that would hold the event loop for seconds (ADR
 * 060): the trip plan PDF, a GPX import. Threads start on first use and stay; a thread
 * keeps the process alive only while it starts or works. The queue is bounded, so a flood
 * is answered 503 at once rather than waiting minutes; a task past its time limit is
 * stopped with its thread (a new one takes its place), so no input can hold a thread
 * for ever.
 */
export class HeavyWorkPool {
  private readonly threads = new Set<Worker>();
  private readonly idle: Worker[] = [];
  private readonly queue: Task[] = [];
  private readonly running = new Map<Worker, Running>();
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly settings: HeavyWorkSettings,
    private readonly onDone: (done: HeavyTaskDone) => void = () => undefined,
  ) {}

  /** Runs a task in a thread; rejects with the task's own error (an HttpError keeps its status), or 503 when the queue is full. */
  run<K extends HeavyTaskKind>(kind: K, input: HeavyTasks[K]['input']): Promise<HeavyTasks[K]['output']> {
    if (this.closed) return Promise.reject(new Error('The heavy-work pool is closed'));
    // Tasks start as soon as they are queued when a thread is free, so the queue holds only those that wait.
    if (this.queue.length >= this.settings.queue) return Promise.reject(busy(SERVER_BUSY));
    return new Promise((resolve, reject) => {
      this.queue.push({ kind, input, queuedAt: performance.now(), resolve: resolve as (output: unknown) => void, reject });
      this.dispatch();
    });
  }

  /** Tasks running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running.size, waiting: this.queue.length };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('The heavy-work pool closed before the task ran'));
    const threads = [...this.threads];
    this.threads.clear();
    for (const [thread, task] of this.running) {
      clearTimeout(task.timer);
      task.reject(new Error('The heavy-work pool closed while the task ran'));
      this.running.delete(thread);
    }
    await Promise.all(threads.map((thread) => thread.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0 && this.idle.length > 0) this.start(this.idle.pop() as Worker, this.queue.shift() as Task);
    // Threads still starting will take waiting tasks when ready; start more only for the rest.
    const starting = this.threads.size - this.idle.length - this.running.size;
    for (let n = Math.min(this.queue.length - starting, this.settings.threads - this.threads.size); n > 0; n--) this.spawn();
  }

  private spawn(): void {
    const thread = startWorker('heavy-work.worker', import.meta.url, null);
    this.threads.add(thread);
    thread.on('message', (message: HeavyThreadMessage) => ('ready' in message ? this.ready(thread) : this.settle(thread, message)));
    thread.on('error', (error) => this.lose(thread, error));
    thread.on('exit', (code) => this.lose(thread, new Error(`A heavy-work thread stopped (exit code ${code})`)));
  }

  /** A thread's start (modules loaded, under tsx compiled) is not counted in a task's time limit. */
  private ready(thread: Worker): void {
    if (!this.threads.has(thread)) return;
    this.idle.push(thread);
    thread.unref();
    this.dispatch();
  }

  private start(thread: Worker, task: Task): void {
    const id = this.nextId++;
    const timer = setTimeout(() => this.lose(thread, busy(WORK_TOO_LONG)), this.settings.timeoutMs);
    timer.unref();
    this.running.set(thread, { ...task, id, startedAt: performance.now(), timer });
    thread.ref();
    thread.postMessage({ id, kind: task.kind, input: task.input } as HeavyTaskRequest);
  }

  private settle(thread: Worker, answer: HeavyTaskAnswer): void {
    const task = this.running.get(thread);
    if (!task || task.id !== answer.id) return;
    clearTimeout(task.timer);
    this.running.delete(thread);
    thread.unref();
    this.idle.push(thread);
    this.onDone({ kind: task.kind, ok: answer.ok, threadId: answer.threadId, ms: answer.ms, waitedMs: task.startedAt - task.queuedAt });
    if (answer.ok) task.resolve(answer.output);
    else task.reject(revive(answer.error));
    this.dispatch();
  }

  /** A thread that failed, stopped or ran out of time: its task fails, and a new thread may take its place. */
  private lose(thread: Worker, error: Error): void {
    if (!this.threads.delete(thread)) return;
    const idle = this.idle.indexOf(thread);
    if (idle >= 0) this.idle.splice(idle, 1);
    const task = this.running.get(thread);
    if (task) {
      clearTimeout(task.timer);
      this.running.delete(thread);
      task.reject(error);
    }
    thread.terminate().catch(() => undefined);
    if (!this.closed) this.dispatch();
  }
}
