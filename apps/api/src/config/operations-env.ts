/**
 * How this process takes part in running the product, apart from answering requests:
 * which background work it does (BACKGROUND_WORK, ADR 063) and who may read its metrics
 * (METRICS_TOKEN).
 */

/** The parts of the background work, each one job of the worker's loop. */
export const WORK_PARTS = ['email', 'trips', 'feeds', 'housekeeping'] as const;
export type WorkPart = (typeof WORK_PARTS)[number];

/**
 * The worker's jobs that do each part (the names the log, readiness and metrics use).
 * Email delivery includes the overdue alert's text where SMS is on (ADR 065): a
 * process that sends email sends the texts too.
 */
export const JOBS_OF_PART: Readonly<Record<WorkPart, readonly string[]>> = {
  email: ['email-outbox', 'sms'],
  trips: ['trip-notifications'],
  feeds: ['feeds'],
  housekeeping: ['housekeeping'],
};

/** What each part is, for the start log and readiness. */
export const PART_DOES: Readonly<Record<WorkPart, string>> = {
  email: 'sends the email outbox (activation codes, plans, the overdue email) and, with SMS on, the overdue text',
  trips: 'trip notifications (reminders, check-in requests, the overdue alert to the emergency contact)',
  feeds: 'polls the alert feeds',
  housekeeping: 'prunes expired tokens and rows',
};

export interface BackgroundWork {
  /** The parts this process runs, in WORK_PARTS order; empty: another process must run them. */
  parts: WorkPart[];
  /** Set when the deprecated MAIL_WORKER was used: what to write instead (the start log warns). */
  deprecation: string | null;
}

export interface OperationsSettings {
  backgroundWork: BackgroundWork;
  /** METRICS_TOKEN: with it, GET /metrics answers a bearer of it from anywhere; without, only this machine. */
  metricsToken: string | undefined;
}

const optional = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

const ALL: WorkPart[] = [...WORK_PARTS];

/** `all`, `none`, or a comma list of parts; the order written does not matter. */
export function parseBackgroundWork(value: string): WorkPart[] {
  const text = value.trim().toLowerCase();
  if (text === 'all') return [...ALL];
  if (text === 'none') return [];
  const entries = text.split(',').map((entry) => entry.trim());
  const unknown = entries.filter((entry) => !(WORK_PARTS as readonly string[]).includes(entry));
  if (unknown.length > 0 || entries.length === 0) {
    throw new Error(
      `BACKGROUND_WORK must be all, none, or a comma-separated list of ${WORK_PARTS.join(', ')}; '${unknown.join("', '") || value}' is not one`,
    );
  }
  return WORK_PARTS.filter((part) => entries.includes(part));
}

/**
 * BACKGROUND_WORK, and the MAIL_WORKER it replaces. MAIL_WORKER=false turned off all the
 * background work, the overdue alert included, under a name that said only "mail"; it is
 * still read as BACKGROUND_WORK=none (true: all), with a warning. Both set must agree.
 */
function readBackgroundWork(env: NodeJS.ProcessEnv): BackgroundWork {
  const written = optional(env.BACKGROUND_WORK);
  const legacy = optional(env.MAIL_WORKER);
  const parts = written === undefined ? undefined : parseBackgroundWork(written);
  if (legacy === undefined) return { parts: parts ?? [...ALL], deprecation: null };
  let legacyParts: WorkPart[];
  if (/^(1|true|yes|on)$/i.test(legacy)) legacyParts = [...ALL];
  else if (/^(0|false|no|off)$/i.test(legacy)) legacyParts = [];
  else throw new Error(`MAIL_WORKER (deprecated: use BACKGROUND_WORK) must be true/false/1/0, got '${legacy}'`);
  const meaning = legacyParts.length === 0 ? 'none' : 'all';
  if (parts !== undefined && parts.join(',') !== legacyParts.join(',')) {
    throw new Error(
      `MAIL_WORKER=${legacy} means BACKGROUND_WORK=${meaning}, but BACKGROUND_WORK=${written} is also set. ` +
        'MAIL_WORKER is deprecated: unset it and keep BACKGROUND_WORK alone.',
    );
  }
  return {
    parts: legacyParts,
    deprecation: `MAIL_WORKER is deprecated and turns off or on all the background work, not only email: write BACKGROUND_WORK=${meaning} instead`,
  };
}

/** A token short enough to guess is no lock. */
const MIN_TOKEN_LENGTH = 16;

function metricsToken(value: string | undefined): string | undefined {
  const token = optional(value);
  if (token === undefined) return undefined;
  if (token.length < MIN_TOKEN_LENGTH || /\s/.test(token)) {
    throw new Error(`METRICS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters without spaces (e.g. openssl rand -hex 32)`);
  }
  return token;
}

export function readOperationsEnv(env: NodeJS.ProcessEnv): OperationsSettings {
  return { backgroundWork: readBackgroundWork(env), metricsToken: metricsToken(env.METRICS_TOKEN) };
}

/** The start log's line about the background work: each part this process runs, or that it runs none. */
export function describeBackgroundWork(parts: readonly WorkPart[]): string {
  if (parts.length === 0) {
    return 'this process runs no background work: another process must run email, trips, feeds and housekeeping, or no overdue alert is sent';
  }
  const missing = WORK_PARTS.filter((part) => !parts.includes(part));
  const runs = parts.map((part) => `${part} (${PART_DOES[part]})`).join('; ');
  return missing.length === 0
    ? `this process runs all the background work: ${runs}`
    : `this process runs ${runs}; another process must run ${missing.join(', ')}`;
}
