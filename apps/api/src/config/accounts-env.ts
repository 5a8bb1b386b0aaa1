import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS, DEFAULT_OAUTH_CLIENT, REVIEWS_PER_HOUR, type OAuthClientCredentials } from '@planmywalk/contracts';
import { CURRENT_PARAMS, type ScryptParams } from '../auth/passwords.ts';

export interface RateLimitSettings {
  /** Requests per minute from one IP to each of login, registration, activation, forgot- and reset-password. */
  perIpPerMinute: number;
  /** Failed logins of one account from one IP before that IP waits (1 min, doubling each further failure). */
  loginFailuresPerIp: number;
  /** The longest such wait, in seconds. */
  loginBackoffMaxSeconds: number;
  /** Failed logins of one account from all IPs in an hour before IPs it has never logged in from must wait. */
  loginFailuresPerAccount: number;
  /** Reset emails sent to one address per hour; more requests answer the same but send nothing. */
  resetEmailsPerHour: number;
  /** Email changes and password changes of one account per hour (each sends security email). */
  accountEmailsPerHour: number;
  /** Uploads of one user per hour. */
  uploadsPerHour: number;
  /** Published saves of plans by one user per hour (each emails up to 31 people). */
  planPublishesPerHour: number;
  /** Different addresses one user's plans may email in any 24 hours (republishing to the same people counts once). */
  planRecipientsPerDay: number;
  /** New reviews by one user per hour. */
  reviewsPerHour: number;
}

/** What one user may keep in uploaded files. */
export interface UploadQuota {
  files: number;
  bytes: number;
}

export interface AccountSettings {
  /** Origin of the web app, for links in emails and file URLs. */
  publicUrl: string;
  oauthClients: OAuthClientCredentials[];
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /**
   * Seconds in which the same client presenting a just-spent refresh token again (it
   * lost the answer) gets the same new pair instead of losing the session; 0: never.
   */
  refreshGraceSeconds: number;
  rateLimits: RateLimitSettings;
  uploadQuota: UploadQuota;
  /** scrypt cost of new hashes; older, cheaper hashes are upgraded at login. */
  passwordHashing: ScryptParams;
  /** FEEDBACK_EMAIL: where the app's feedback (POST feedback) is emailed. */
  feedbackEmail: string;
}

export interface MailSettings {
  /** Unset: the development mailbox (dev_mailbox table, /dev/mail) instead of SMTP. */
  smtpUrl: string | undefined;
  /**
   * DEV_MAILBOX_PUBLIC: anyone who can reach the port may read the development mailbox
   * (a throw-away demo). Otherwise it answers only requests from this machine.
   */
  devMailboxPublic: boolean;
  /**
   * EMAIL_WEBHOOK_SECRET: the shared secret of the mail provider's bounce webhook, POST
   * /api/v1/email/bounces (ADR 064). Unset: the route does not exist (404).
   */
  webhookSecret: string | undefined;
  from: string;
  /** How often the background worker's loop ticks (it is also woken by each commit that queues email). */
  pollIntervalMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  perIpPerMinute: 10,
  loginFailuresPerIp: 5,
  loginBackoffMaxSeconds: 3600,
  loginFailuresPerAccount: 20,
  resetEmailsPerHour: 3,
  accountEmailsPerHour: 5,
  uploadsPerHour: 60,
  planPublishesPerHour: 20,
  // Room for a leader's trips of a busy day (a full plan emails 31 people), and far below
  // the 620 emails an hour one account sent to 31 strangers by republishing (issue 29).
  planRecipientsPerDay: 60,
  reviewsPerHour: REVIEWS_PER_HOUR,
};

export const DEFAULT_UPLOAD_QUOTA: UploadQuota = { files: 200, bytes: 100 * 1024 * 1024 };

export const DEFAULT_REFRESH_GRACE_SECONDS = 10;

export const DEFAULT_MAIL_FROM = 'Plan My Walk <no-reply@planmywalk.nz>';

/** The council's feedback inbox; in development the mailbox keeps it like any other address. */
export const DEFAULT_FEEDBACK_EMAIL = 'feedback@planmywalk.nz';

export function defaultAccountSettings(publicUrl = 'http://localhost:8080'): AccountSettings {
  return {
    publicUrl,
    oauthClients: [{ ...DEFAULT_OAUTH_CLIENT }],
    accessTokenTtlSeconds: DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: 30 * 24 * 3600,
    refreshGraceSeconds: DEFAULT_REFRESH_GRACE_SECONDS,
    rateLimits: { ...DEFAULT_RATE_LIMITS },
    uploadQuota: { ...DEFAULT_UPLOAD_QUOTA },
    passwordHashing: { ...CURRENT_PARAMS },
    feedbackEmail: DEFAULT_FEEDBACK_EMAIL,
  };
}

export const DEFAULT_MAIL_SETTINGS: MailSettings = {
  smtpUrl: undefined,
  devMailboxPublic: false,
  webhookSecret: undefined,
  from: DEFAULT_MAIL_FROM,
  pollIntervalMs: 2000,
};

/** What a caller of buildServer may override; the rest are defaults. */
export type AccountOverrides = Partial<Omit<AccountSettings, 'rateLimits' | 'uploadQuota'>> & {
  rateLimits?: Partial<RateLimitSettings>;
  uploadQuota?: Partial<UploadQuota>;
};

export function resolveAccountSettings(overrides: AccountOverrides = {}): AccountSettings {
  const defaults = defaultAccountSettings(overrides.publicUrl);
  return {
    ...defaults,
    ...overrides,
    publicUrl: (overrides.publicUrl ?? defaults.publicUrl).replace(/\/+$/, ''),
    rateLimits: { ...defaults.rateLimits, ...overrides.rateLimits },
    uploadQuota: { ...defaults.uploadQuota, ...overrides.uploadQuota },
  };
}

const optional = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  const text = optional(value);
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got '${value}'`);
  return n;
}

function nonNegativeInt(name: string, value: string | undefined, fallback: number): number {
  const text = optional(value);
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number of 0 or more, got '${value}'`);
  return n;
}

function integerBetween(name: string, value: string | undefined, min: number, max: number, fallback: number): number {
  const n = positiveInt(name, value, fallback);
  if (n < min || n > max) throw new Error(`${name} must be between ${min} and ${max}, got '${value}'`);
  return n;
}

function parseClients(value: string | undefined): OAuthClientCredentials[] {
  const text = optional(value);
  if (text === undefined) return [{ ...DEFAULT_OAUTH_CLIENT }];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('OAUTH_CLIENTS must be JSON: [{"id":"…","secret":"…"}]');
  }
  const valid = (c: unknown): c is OAuthClientCredentials =>
    typeof c === 'object' && c !== null && 'id' in c && 'secret' in c && typeof c.id === 'string' && typeof c.secret === 'string' && c.id !== '';
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every(valid)) {
    throw new Error('OAUTH_CLIENTS must be a non-empty JSON list of {"id","secret"} strings');
  }
  return parsed.map((c) => ({ id: c.id, secret: c.secret }));
}

function url(name: string, value: string): string {
  try {
    return new URL(value).toString().replace(/\/+$/, '');
  } catch {
    throw new Error(`${name} must be a URL, got '${value}'`);
  }
}

function emailAddress(name: string, value: string): string {
  // One address, no display name: it is only ever a recipient.
  if (!/^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/.test(value)) throw new Error(`${name} must be an email address, got '${value}'`);
  return value;
}

function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  const text = optional(value);
  if (text === undefined) return fallback;
  if (/^(1|true|yes|on)$/i.test(text)) return true;
  if (/^(0|false|no|off)$/i.test(text)) return false;
  throw new Error(`${name} must be true/false/1/0, got '${value}'`);
}

/** A guessable webhook secret would let anyone mark addresses undeliverable: at least 24 characters. */
function webhookSecret(value: string | undefined): string | undefined {
  if (value !== undefined && value.length < 24) throw new Error('EMAIL_WEBHOOK_SECRET must be at least 24 characters (e.g. openssl rand -hex 24)');
  return value;
}

/** Accounts and mail settings from the environment; `port` gives PUBLIC_URL's default. */
export function readAccountsEnv(env: NodeJS.ProcessEnv, port: number): { accounts: AccountSettings; mail: MailSettings } {
  const smtpUrl = optional(env.SMTP_URL);
  return {
    accounts: {
      publicUrl: url('PUBLIC_URL', optional(env.PUBLIC_URL) ?? `http://localhost:${port}`),
      oauthClients: parseClients(env.OAUTH_CLIENTS),
      accessTokenTtlSeconds: positiveInt('ACCESS_TOKEN_TTL', env.ACCESS_TOKEN_TTL, DEFAULT_ACCESS_TOKEN_TTL_SECONDS),
      refreshTokenTtlSeconds: positiveInt('REFRESH_TOKEN_TTL', env.REFRESH_TOKEN_TTL, 30 * 24 * 3600),
      refreshGraceSeconds: nonNegativeInt('REFRESH_GRACE_SECONDS', env.REFRESH_GRACE_SECONDS, DEFAULT_REFRESH_GRACE_SECONDS),
      rateLimits: {
        perIpPerMinute: positiveInt('RATE_LIMIT_PER_IP', env.RATE_LIMIT_PER_IP, DEFAULT_RATE_LIMITS.perIpPerMinute),
        loginFailuresPerIp: positiveInt('LOGIN_FAILURES_PER_IP', env.LOGIN_FAILURES_PER_IP, DEFAULT_RATE_LIMITS.loginFailuresPerIp),
        loginBackoffMaxSeconds: positiveInt('LOGIN_BACKOFF_MAX', env.LOGIN_BACKOFF_MAX, DEFAULT_RATE_LIMITS.loginBackoffMaxSeconds),
        loginFailuresPerAccount: positiveInt('LOGIN_FAILURES_PER_ACCOUNT', env.LOGIN_FAILURES_PER_ACCOUNT, DEFAULT_RATE_LIMITS.loginFailuresPerAccount),
        resetEmailsPerHour: positiveInt('RATE_LIMIT_RESET_EMAILS', env.RATE_LIMIT_RESET_EMAILS, DEFAULT_RATE_LIMITS.resetEmailsPerHour),
        accountEmailsPerHour: positiveInt('RATE_LIMIT_ACCOUNT_EMAILS', env.RATE_LIMIT_ACCOUNT_EMAILS, DEFAULT_RATE_LIMITS.accountEmailsPerHour),
        uploadsPerHour: positiveInt('RATE_LIMIT_UPLOADS', env.RATE_LIMIT_UPLOADS, DEFAULT_RATE_LIMITS.uploadsPerHour),
        planPublishesPerHour: positiveInt('RATE_LIMIT_PLAN_PUBLISHES', env.RATE_LIMIT_PLAN_PUBLISHES, DEFAULT_RATE_LIMITS.planPublishesPerHour),
        planRecipientsPerDay: positiveInt('RATE_LIMIT_PLAN_RECIPIENTS', env.RATE_LIMIT_PLAN_RECIPIENTS, DEFAULT_RATE_LIMITS.planRecipientsPerDay),
        reviewsPerHour: positiveInt('RATE_LIMIT_REVIEWS', env.RATE_LIMIT_REVIEWS, DEFAULT_RATE_LIMITS.reviewsPerHour),
      },
      uploadQuota: {
        files: positiveInt('UPLOAD_QUOTA_FILES', env.UPLOAD_QUOTA_FILES, DEFAULT_UPLOAD_QUOTA.files),
        bytes: positiveInt('UPLOAD_QUOTA_MB', env.UPLOAD_QUOTA_MB, DEFAULT_UPLOAD_QUOTA.bytes / (1024 * 1024)) * 1024 * 1024,
      },
      // log2 of scrypt's N: 15 is 32 MiB and ~75 ms a hash on 2 cores; each step doubles both.
      passwordHashing: { ...CURRENT_PARAMS, ln: integerBetween('PASSWORD_HASH_COST', env.PASSWORD_HASH_COST, 15, 20, CURRENT_PARAMS.ln) },
      feedbackEmail: emailAddress('FEEDBACK_EMAIL', optional(env.FEEDBACK_EMAIL) ?? DEFAULT_FEEDBACK_EMAIL),
    },
    mail: {
      // Checked, but kept as written: nodemailer reads credentials and options from it.
      smtpUrl: smtpUrl === undefined ? undefined : (url('SMTP_URL', smtpUrl), smtpUrl),
      devMailboxPublic: flag('DEV_MAILBOX_PUBLIC', env.DEV_MAILBOX_PUBLIC, false),
      webhookSecret: webhookSecret(optional(env.EMAIL_WEBHOOK_SECRET)),
      from: optional(env.MAIL_FROM) ?? DEFAULT_MAIL_FROM,
      // MAIL_WORKER is read with BACKGROUND_WORK (operations-env.ts), which replaced it.
      pollIntervalMs: positiveInt('MAIL_POLL_INTERVAL_MS', env.MAIL_POLL_INTERVAL_MS, 2000),
    },
  };
}
