import { availableParallelism } from 'node:os';
import type { HeavyWorkSettings } from '../heavy-work/heavy-work-pool.ts';

/** Requests one caller may make per minute to the routes that cost the most (ADR 060). */
export interface RequestLimitSettings {
  /** Plan PDFs from one IP (RATE_LIMIT_PDF_PER_IP). */
  pdfPerIpPerMinute: number;
  /** PDFs of one plan, from everyone: a leaked link cannot keep a thread busy (RATE_LIMIT_PDF_PER_PLAN). */
  pdfPerPlanPerMinute: number;
  /** Searches from one IP; a map pan asks a few grid cells (RATE_LIMIT_SEARCH_PER_IP). */
  searchPerIpPerMinute: number;
  /** GPX imports from one IP (RATE_LIMIT_GPX_PER_IP). */
  gpxPerIpPerMinute: number;
}

/** When the event loop is this far behind, every request but the health check answers 503 at once. */
export interface LoadSheddingSettings {
  /** The mean event-loop delay over a sample above this sheds load (SHED_EVENT_LOOP_DELAY_MS). */
  maxEventLoopDelayMs: number;
  /** The share of a sample the loop was busy, 0–1, above which load is shed (SHED_EVENT_LOOP_UTILIZATION). */
  maxEventLoopUtilization: number;
  /** The 503's Retry-After (SHED_RETRY_AFTER_SECONDS). */
  retryAfterSeconds: number;
  /** How often the loop is sampled; tests shorten it. */
  sampleIntervalMs: number;
  /**
   * Nothing is shed for this long after the server is ready: the first samples still
   * hold the start's own work (ready hooks building the search index, loading code), so
   * a replica that had just come up answered its first requests 503 with no load at all.
   */
  startGraceMs: number;
}

export interface LoadSettings {
  heavyWork: HeavyWorkSettings;
  /** Rendered PDFs kept in memory, in bytes (PDF_CACHE_MB); 0 keeps none. */
  pdfCacheBytes: number;
  limits: RequestLimitSettings;
  /** SHED_LOAD=false turns shedding off (null). */
  shedding: LoadSheddingSettings | null;
}

/**
 * For a machine of 2 cores: one heavy-work thread leaves a core to the event loop and
 * the database; more cores, more threads, up to 4 (a PDF's memory is the next limit).
 */
export const DEFAULT_HEAVY_WORK: HeavyWorkSettings = {
  threads: Math.max(1, Math.min(4, availableParallelism() - 1)),
  // A PDF takes 0.1–0.5 s here: 16 waiting is a few seconds for the last, then 503.
  queue: 16,
  timeoutMs: 30_000,
};

export const DEFAULT_REQUEST_LIMITS: RequestLimitSettings = {
  pdfPerIpPerMinute: 10,
  // Everyone a published plan was sent to (up to 31) may download it in the same minute.
  pdfPerPlanPerMinute: 40,
  searchPerIpPerMinute: 300,
  gpxPerIpPerMinute: 10,
};

/**
 * A loop a quarter of a second behind on average, or busy 98 % of a second, is a flood:
 * answering 503 at once keeps the answers that do go out quick.
 */
export const DEFAULT_LOAD_SHEDDING: LoadSheddingSettings = {
  maxEventLoopDelayMs: 250,
  maxEventLoopUtilization: 0.98,
  retryAfterSeconds: 10,
  sampleIntervalMs: 1000,
  startGraceMs: 5000,
};

export const DEFAULT_LOAD_SETTINGS: LoadSettings = {
  heavyWork: DEFAULT_HEAVY_WORK,
  pdfCacheBytes: 32 * 1024 * 1024,
  limits: DEFAULT_REQUEST_LIMITS,
  shedding: DEFAULT_LOAD_SHEDDING,
};

export type LoadOverrides = {
  heavyWork?: Partial<HeavyWorkSettings>;
  pdfCacheBytes?: number;
  limits?: Partial<RequestLimitSettings>;
  shedding?: Partial<LoadSheddingSettings> | null;
};

/** The defaults with a caller's changes; `shedding: null` turns shedding off. */
export function resolveLoadSettings(overrides: LoadOverrides = {}): LoadSettings {
  return {
    heavyWork: { ...DEFAULT_HEAVY_WORK, ...overrides.heavyWork },
    pdfCacheBytes: overrides.pdfCacheBytes ?? DEFAULT_LOAD_SETTINGS.pdfCacheBytes,
    limits: { ...DEFAULT_REQUEST_LIMITS, ...overrides.limits },
    shedding: overrides.shedding === null ? null : { ...DEFAULT_LOAD_SHEDDING, ...overrides.shedding },
  };
}

const optional = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

function integerBetween(name: string, value: string | undefined, min: number, max: number, fallback: number): number {
  const text = optional(value);
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got '${value}'`);
  return n;
}

function share(name: string, value: string | undefined, fallback: number): number {
  const text = optional(value);
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0 || n > 1) throw new Error(`${name} must be a number above 0 and at most 1 (a share of the time), got '${value}'`);
  return n;
}

function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  const text = optional(value);
  if (text === undefined) return fallback;
  if (/^(1|true|yes|on)$/i.test(text)) return true;
  if (/^(0|false|no|off)$/i.test(text)) return false;
  throw new Error(`${name} must be true/false/1/0, got '${value}'`);
}

/** The heavy-work threads, the PDF cache, the costly routes' limits and load shedding, from the environment. */
export function readLoadEnv(env: NodeJS.ProcessEnv): LoadSettings {
  const d = DEFAULT_LOAD_SETTINGS;
  return {
    heavyWork: {
      threads: integerBetween('HEAVY_WORK_THREADS', env.HEAVY_WORK_THREADS, 1, 64, d.heavyWork.threads),
      queue: integerBetween('HEAVY_WORK_QUEUE', env.HEAVY_WORK_QUEUE, 0, 10_000, d.heavyWork.queue),
      timeoutMs: integerBetween('HEAVY_WORK_TIMEOUT_SECONDS', env.HEAVY_WORK_TIMEOUT_SECONDS, 1, 600, d.heavyWork.timeoutMs / 1000) * 1000,
    },
    pdfCacheBytes: integerBetween('PDF_CACHE_MB', env.PDF_CACHE_MB, 0, 4096, d.pdfCacheBytes / (1024 * 1024)) * 1024 * 1024,
    limits: {
      pdfPerIpPerMinute: integerBetween('RATE_LIMIT_PDF_PER_IP', env.RATE_LIMIT_PDF_PER_IP, 1, 1_000_000, d.limits.pdfPerIpPerMinute),
      pdfPerPlanPerMinute: integerBetween('RATE_LIMIT_PDF_PER_PLAN', env.RATE_LIMIT_PDF_PER_PLAN, 1, 1_000_000, d.limits.pdfPerPlanPerMinute),
      searchPerIpPerMinute: integerBetween('RATE_LIMIT_SEARCH_PER_IP', env.RATE_LIMIT_SEARCH_PER_IP, 1, 1_000_000, d.limits.searchPerIpPerMinute),
      gpxPerIpPerMinute: integerBetween('RATE_LIMIT_GPX_PER_IP', env.RATE_LIMIT_GPX_PER_IP, 1, 1_000_000, d.limits.gpxPerIpPerMinute),
    },
    shedding: flag('SHED_LOAD', env.SHED_LOAD, true)
      ? {
          maxEventLoopDelayMs: integerBetween('SHED_EVENT_LOOP_DELAY_MS', env.SHED_EVENT_LOOP_DELAY_MS, 10, 60_000, DEFAULT_LOAD_SHEDDING.maxEventLoopDelayMs),
          maxEventLoopUtilization: share('SHED_EVENT_LOOP_UTILIZATION', env.SHED_EVENT_LOOP_UTILIZATION, DEFAULT_LOAD_SHEDDING.maxEventLoopUtilization),
          retryAfterSeconds: integerBetween('SHED_RETRY_AFTER_SECONDS', env.SHED_RETRY_AFTER_SECONDS, 1, 3600, DEFAULT_LOAD_SHEDDING.retryAfterSeconds),
          sampleIntervalMs: DEFAULT_LOAD_SHEDDING.sampleIntervalMs,
          startGraceMs: DEFAULT_LOAD_SHEDDING.startGraceMs,
        }
      : null,
  };
}
