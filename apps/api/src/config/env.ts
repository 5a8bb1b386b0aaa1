import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readAppLinksEnv, type AppLinkSettings } from './app-links-env.ts';
import { readAccountsEnv, type AccountSettings, type MailSettings } from './accounts-env.ts';
import { readFeedsEnv, type FeedSettings } from './feeds-env.ts';
import { readLoadEnv, type LoadSettings } from './load-env.ts';
import { readOperationsEnv, type BackgroundWork } from './operations-env.ts';
import { readSmsEnv, type SmsSettings } from './sms-env.ts';
import { readStorageEnv, type FileStorageSettings } from './storage-env.ts';

/** The nearest folder at or above `start` holding pnpm-workspace.yaml. */
export function findRepoRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No pnpm-workspace.yaml above ${start}: run the API from inside the repository`);
  }
}

/**
 * `<repo>`: the default DATA_DIR, the web build, the migrations and the DOC data are
 * found relative to it. Searched upwards, so it is the same from `src/config/env.ts`
 * (tsx, tests) and from the bundle `dist/main.js` (node in production).
 */
export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

export interface Env {
  port: number;
  host: string;
  /** Embedded database and (later) uploaded files live here. */
  dataDir: string;
  /** Set: use this PostgreSQL server instead of the embedded database. */
  databaseUrl: string | undefined;
  /**
   * MIGRATE_ON_START: apply pending migrations at start. Default on with the embedded
   * database (one process: the quickstart), off with DATABASE_URL, where `pnpm migrate`
   * is its own deploy step and a start only checks the schema is current (ADR 066).
   */
  migrateOnStart: boolean;
  /** Built web app to serve, when it exists. */
  webRoot: string;
  logLevel: string;
  /** The proxies in front whose X-Forwarded-* hops are believed: how many, or their addresses (TRUST_PROXY). */
  trustProxy: TrustProxy;
  settings: AppSettings;
  /** PUBLIC_URL, OAUTH_CLIENTS, token lifetimes, rate limits (accounts-env.ts). */
  accounts: AccountSettings;
  /** SMTP_URL, MAIL_FROM, MAIL_POLL_INTERVAL_MS. */
  mail: MailSettings;
  /** FEEDS (live, sample, off), the providers' addresses, keys and intervals (feeds-env.ts). */
  feeds: FeedSettings;
  /** OVERDUE_GRACE_MINUTES: how long after a trip's planned end the emergency contact is emailed. */
  overdueGraceMinutes: number;
  /**
   * DEV_CLOCK: the server's clock can be moved forward from this machine (POST
   * /dev/clock), so the end-to-end journeys can live a trip through to overdue in
   * minutes. Never with NODE_ENV=production or a public HOST.
   */
  devClock: boolean;
  /** Uploads in DATA_DIR/files, or in an S3-compatible bucket (S3_BUCKET, storage-env.ts). */
  fileStorage: FileStorageSettings;
  /** Heavy-work threads, the PDF cache, the costly routes' limits, load shedding (load-env.ts, ADR 060). */
  load: LoadSettings;
  /** BACKGROUND_WORK (or the deprecated MAIL_WORKER): the parts of the background work this process runs (ADR 063). */
  backgroundWork: BackgroundWork;
  /** METRICS_TOKEN: GET /metrics answers a bearer of it from anywhere; unset, only this machine (ADR 063). */
  metricsToken: string | undefined;
  /** SMS_PROVIDER=twilio and its TWILIO_* settings: the overdue alert is also texted (sms-env.ts, ADR 065); null: email only. */
  sms: SmsSettings | null;
  /** ANDROID_APP_CERT_SHA256 and APPLE_TEAM_ID: the store apps open the site's plan and place links (app-links-env.ts, ADR 070). */
  appLinks: AppLinkSettings;
}

export interface MapTileSettings {
  tiles: string[];
  attribution: string;
}

/** Operator-set values behind GET /api/v1/config. */
export interface AppSettings {
  imagePublishingEnabled: boolean;
  appStoreUrl: string | null;
  googlePlayUrl: string | null;
  topoTiles: MapTileSettings | null;
  satelliteTiles: MapTileSettings | null;
  /**
   * DIRECTIONS_URL: a walking-directions service asked before our own track network
   * (ADR 033), `{from}` and `{to}` standing for `lng,lat`. Kept on the server: a token in
   * it never reaches a browser.
   */
  directionsUrl: string | null;
}

export const DEFAULT_SETTINGS: AppSettings = {
  imagePublishingEnabled: false,
  appStoreUrl: null,
  googlePlayUrl: null,
  topoTiles: null,
  satelliteTiles: null,
  directionsUrl: null,
};

/** A directions URL template must be http(s) and name both ends. */
function directionsUrl(value: string | undefined): string | null {
  const template = optional(value);
  if (!template) return null;
  if (!/^https?:\/\//.test(template) || !template.includes('{from}') || !template.includes('{to}')) {
    throw new Error(`DIRECTIONS_URL must be an http(s) URL containing {from} and {to}, got '${template}'`);
  }
  return template;
}

const LINZ_ATTRIBUTION = '© Toitū Te Whenua LINZ, CC BY 4.0';

/**
 * Map tile layers: an explicit URL template (MAP_TOPO_TILES / MAP_SATELLITE_TILES), or
 * LINZ Basemaps' NZ Topo50 and aerial layers when LINZ_BASEMAPS_API_KEY is set.
 */
function mapTiles(env: NodeJS.ProcessEnv, kind: 'TOPO' | 'SATELLITE'): MapTileSettings | null {
  const template = optional(env[`MAP_${kind}_TILES`]);
  const attribution = optional(env[`MAP_${kind}_ATTRIBUTION`]);
  if (template) {
    if (!/\{z\}/.test(template) || !/\{x\}/.test(template) || !/\{y\}/.test(template)) {
      throw new Error(`MAP_${kind}_TILES must contain {z}, {x} and {y}, got '${template}'`);
    }
    return { tiles: [template], attribution: attribution ?? '' };
  }
  const linzKey = optional(env.LINZ_BASEMAPS_API_KEY);
  if (!linzKey) return null;
  const layer = kind === 'TOPO' ? 'topo-raster' : 'aerial';
  return {
    tiles: [`https://basemaps.linz.govt.nz/v1/tiles/${layer}/WebMercatorQuad/{z}/{x}/{y}.webp?api=${encodeURIComponent(linzKey)}`],
    attribution: attribution ?? LINZ_ATTRIBUTION,
  };
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value.trim())) return true;
  if (/^(0|false|no|off)$/i.test(value.trim())) return false;
  throw new Error(`Expected a boolean (true/false/1/0), got '${value}'`);
}

function port(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 8080;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`PORT must be an integer 0–65535, got '${value}'`);
  return n;
}

const optional = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

/** Minutes after the planned end before the emergency contact is told (default 60; 5 to 1440). */
function graceMinutes(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 60;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 5 || n > 1440) throw new Error(`OVERDUE_GRACE_MINUTES must be a whole number of minutes from 5 to 1440, got '${value}'`);
  return n;
}

/**
 * Which X-Forwarded-For hops to believe: none (false), the last `n` (the proxies in
 * front, counted from the API), or those appended by the listed proxy addresses and
 * CIDRs (proxy-addr's names `loopback`, `linklocal`, `uniquelocal` too). Never "all":
 * the left-most entries of X-Forwarded-For are whatever the client wrote.
 */
export type TrustProxy = false | number | readonly string[];

const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_PROXY_HOPS = 20;

/** One TRUST_PROXY entry: an address, a CIDR or one of proxy-addr's names. */
function isProxyAddress(entry: string): boolean {
  if (TRUST_PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or false, a hop count, or a comma-separated list of proxy
 * addresses/CIDRs. `true` trusted every hop of X-Forwarded-For, which any client can
 * prepend to, so one client could pose as any address and step around every per-IP
 * limit: it is refused with what to set instead.
 */
export function trustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || /^(0|false|no|off)$/i.test(text)) return false;
  if (/^(true|yes|on)$/i.test(text)) {
    throw new Error(
      `TRUST_PROXY=${text} would believe every address in X-Forwarded-For, and a client can write that header itself: it could pose as any IP and step around every per-IP limit. ` +
        'Set TRUST_PROXY to the number of proxies in front of the API (TRUST_PROXY=1 for one load balancer) or to their addresses (TRUST_PROXY=10.0.0.0/8,192.168.1.5).',
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_PROXY_HOPS) throw new Error(`TRUST_PROXY must be a number of proxies from 1 to ${MAX_PROXY_HOPS}, or their addresses; got '${text}'`);
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    throw new Error(
      `TRUST_PROXY must be a number of proxies (e.g. 1) or a comma-separated list of proxy addresses and CIDRs (e.g. 10.0.0.0/8,192.168.1.5); '${bad.join("', '")}' is neither`,
    );
  }
  return entries;
}

/** Names of this machine only: a server listening there cannot be reached from elsewhere. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * Without SMTP every email (activation codes, password reset links) sits in the
 * development mailbox. That is for one person on their own machine: a start that would
 * let others reach the product (a public HOST, a proxy in front, NODE_ENV=production)
 * is refused unless the operator opts in to a public mailbox, knowing what it shows.
 */
function checkMailExposure(env: NodeJS.ProcessEnv, host: string, proxies: TrustProxy, mail: MailSettings): void {
  if (mail.smtpUrl !== undefined || mail.devMailboxPublic) return;
  const remedy =
    'Set SMTP_URL to send real email, or set DEV_MAILBOX_PUBLIC=true for a throw-away demo in which anyone who can reach the port may read every email.';
  const without = 'No SMTP_URL is set, so every email (activation codes, password reset links) goes to the development mailbox';
  if (!isLoopbackHost(host)) {
    throw new Error(`${without}, and HOST=${host} would let other machines read it. Leave HOST unset (127.0.0.1: this machine only). ${remedy}`);
  }
  if (proxies !== false) throw new Error(`${without}, and TRUST_PROXY says a proxy serves this API to others. ${remedy}`);
  if (optional(env.NODE_ENV) === 'production') throw new Error(`${without}, and NODE_ENV=production. ${remedy}`);
}

/** A clock anyone on the machine may move is a test tool: refused where others could reach the product. */
function checkDevClock(env: NodeJS.ProcessEnv, host: string, devClock: boolean): void {
  if (!devClock) return;
  const why = 'DEV_CLOCK=true lets a program on this machine move the server’s clock (for end-to-end tests only)';
  if (optional(env.NODE_ENV) === 'production') throw new Error(`${why}, and NODE_ENV=production. Unset DEV_CLOCK.`);
  if (!isLoopbackHost(host)) throw new Error(`${why}, and HOST=${host} would serve others. Unset DEV_CLOCK, or leave HOST unset.`);
}

/** Reads the process environment once, at start; a bad value stops the start with a clear message. */
export function readEnv(env: NodeJS.ProcessEnv): Env {
  const listenPort = port(env.PORT);
  const accountsEnv = readAccountsEnv(env, listenPort);
  // Without SMTP the product is for this machine only, so it listens only here by default.
  const host = optional(env.HOST) ?? (accountsEnv.mail.smtpUrl ? '0.0.0.0' : '127.0.0.1');
  const proxies = trustProxy(env.TRUST_PROXY);
  checkMailExposure(env, host, proxies, accountsEnv.mail);
  const devClock = flag(env.DEV_CLOCK, false);
  checkDevClock(env, host, devClock);
  return {
    port: listenPort,
    host,
    dataDir: path.resolve(optional(env.DATA_DIR) ?? path.join(REPO_ROOT, '.data')),
    databaseUrl: optional(env.DATABASE_URL),
    migrateOnStart: flag(env.MIGRATE_ON_START, optional(env.DATABASE_URL) === undefined),
    webRoot: path.resolve(optional(env.WEB_ROOT) ?? path.join(REPO_ROOT, 'apps/web/dist')),
    logLevel: optional(env.LOG_LEVEL) ?? 'info',
    trustProxy: proxies,
    settings: {
      imagePublishingEnabled: flag(env.IMAGE_PUBLISHING_ENABLED, DEFAULT_SETTINGS.imagePublishingEnabled),
      appStoreUrl: optional(env.APP_STORE_URL) ?? DEFAULT_SETTINGS.appStoreUrl,
      googlePlayUrl: optional(env.GOOGLE_PLAY_URL) ?? DEFAULT_SETTINGS.googlePlayUrl,
      topoTiles: mapTiles(env, 'TOPO'),
      satelliteTiles: mapTiles(env, 'SATELLITE'),
      directionsUrl: directionsUrl(env.DIRECTIONS_URL),
    },
    fileStorage: readStorageEnv(env),
    ...accountsEnv,
    feeds: readFeedsEnv(env),
    overdueGraceMinutes: graceMinutes(env.OVERDUE_GRACE_MINUTES),
    devClock,
    load: readLoadEnv(env),
    ...readOperationsEnv(env),
    sms: readSmsEnv(env),
    appLinks: readAppLinksEnv(env),
  };
}
