/**
 * Accounts, session, files and email, wired into the server: the settings, the shared
 * services (authenticator, rate limiter, file storage, outbox) and the routes. The
 * background worker is built here but started by the process (main.ts), so tests and
 * tools that build a server run no timers unless they ask.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Authenticator } from './auth/authenticate.ts';
import type { AccountsContext } from './auth/context.ts';
import { LoginThrottle } from './auth/login-throttle.ts';
import { RateLimiter } from './auth/rate-limit.ts';
import {
  DEFAULT_MAIL_SETTINGS,
  resolveAccountSettings,
  type AccountOverrides,
  type MailSettings,
} from './config/accounts-env.ts';
import { REPO_ROOT } from './config/env.ts';
import type { Database } from './db/database.ts';
import { EmailOutbox, type OutboxOptions } from './email/outbox.ts';
import { mailboxTransport, smtpTransport, type MailTransport } from './email/transport.ts';
import { undeliverableListener } from './email/undeliverable.ts';
import { LocalFileStorage, type FileStorage } from './files/storage.ts';
import { pruneExpired } from './jobs/housekeeping.ts';
import { BackgroundWorker, type WorkerOptions } from './jobs/worker.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import type { TripChecker } from './notifications/tripChecker.ts';
import { DEFAULT_TRIP_WATCH_SETTINGS } from './notifications/tripWatch.ts';
import { accountRoutes } from './routes/account/account.routes.ts';
import { contactsRoutes } from './routes/contacts/contacts.routes.ts';
import { devMailRoutes } from './routes/dev-mail/dev-mail.routes.ts';
import { filesRoutes } from './routes/files/files.routes.ts';
import { emailBounceRoutes } from './routes/email/bounces.routes.ts';
import { gearListRoutes } from './routes/gear-lists/gear-lists.routes.ts';
import { oauthRoutes } from './routes/oauth/oauth.routes.ts';
import { plansRoutes } from './routes/plans/plans.routes.ts';
import { notificationsRoutes } from './routes/notifications/notifications.routes.ts';
import { userRoutes } from './routes/user/user.routes.ts';

export interface AccountsOptions {
  /** PUBLIC_URL, OAuth clients, token lifetimes, rate limits (defaults for the rest). */
  accounts?: AccountOverrides;
  /** SMTP_URL (unset: the development mailbox), MAIL_FROM, worker interval. */
  mail?: Partial<MailSettings>;
  /** Uploaded files go here (`${DATA_DIR}/files`). */
  filesDir?: string;
  /** Another storage (tests, object storage); overrides filesDir. */
  fileStorage?: FileStorage;
  /** Another mail transport (tests); overrides SMTP_URL and the mailbox. */
  mailTransport?: MailTransport;
  /** The outbox's batch, claim and heartbeat (tests shorten them); PUBLIC_URL's host names its Message-IDs. */
  outbox?: Partial<OutboxOptions>;
  /** When the background worker counts as stalled (readiness); tests shorten it. */
  worker?: Partial<WorkerOptions>;
  /** Tests pass a clock they move. */
  clock?: Clock;
  /** The trip check written into a published plan's emergency email (feeds). */
  tripChecker?: TripChecker;
  /** OVERDUE_GRACE_MINUTES (60 by default). */
  overdueGraceMinutes?: number;
  /** The overdue alert also goes by text (SMS_PROVIDER, ADR 065): the plans' status says so. */
  overdueTexts?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The email outbox: `deliverDue()` sends what is due now. */
    outbox: EmailOutbox;
    /** Delivers the outbox and does housekeeping on an interval once `start()`ed. */
    worker: BackgroundWorker;
  }
}

const HOUSEKEEPING_EVERY_MS = 10 * 60_000;

/** Installs the account routes and answers the context they share, for the routes built on accounts. */
export async function installAccounts(app: FastifyInstance, db: Database, options: AccountsOptions): Promise<AccountsContext> {
  const clock = options.clock ?? systemClock;
  const settings = resolveAccountSettings(options.accounts);
  const mail: MailSettings = { ...DEFAULT_MAIL_SETTINGS, ...options.mail };
  const transport = options.mailTransport ?? (mail.smtpUrl ? smtpTransport(mail.smtpUrl, mail.from) : mailboxTransport(db, clock));
  // Bounced addresses (ADR 064): what the outbox's outcomes mean for the plans' addresses.
  // The worker exists only below, so the listener wakes it through this late binding.
  let wake = () => undefined as void;
  const listener = undeliverableListener(db, clock, settings.publicUrl, () => wake());
  const outbox = new EmailOutbox(db, transport, clock, app.log, { messageIdDomain: new URL(settings.publicUrl).hostname, ...options.outbox }, listener);
  const worker = new BackgroundWorker(
    [
      { name: 'email-outbox', everyMs: 0, run: (progress) => outbox.deliverDue(progress) },
      { name: 'housekeeping', everyMs: HOUSEKEEPING_EVERY_MS, run: () => pruneExpired(db, clock.now()) },
    ],
    mail.pollIntervalMs,
    app.log,
    options.worker,
  );
  wake = () => worker.wake();
  app.decorate('outbox', outbox);
  app.decorate('worker', worker);
  // Graceful shutdown: the worker finishes the message in hand, then the transport closes.
  app.addHook('onClose', async () => {
    outbox.stop();
    await worker.stop();
    outbox.close();
  });

  const ctx: AccountsContext = {
    db,
    clock,
    settings,
    auth: new Authenticator(db, clock),
    limiter: new RateLimiter(db, clock),
    throttle: new LoginThrottle(db, clock, settings.rateLimits),
    files: options.fileStorage ?? new LocalFileStorage(options.filesDir ?? path.join(REPO_ROOT, '.data', 'files')),
    log: app.log,
    mailQueued: () => worker.wake(),
    overdueGraceMinutes: options.overdueGraceMinutes ?? DEFAULT_TRIP_WATCH_SETTINGS.graceMinutes,
    overdueTexts: options.overdueTexts ?? false,
    ...(options.tripChecker ? { tripChecker: options.tripChecker } : {}),
  };
  await app.register(oauthRoutes, { ctx });
  await app.register(userRoutes, { ctx });
  await app.register(accountRoutes, { ctx });
  await app.register(filesRoutes, { ctx });
  await app.register(plansRoutes, { ctx });
  await app.register(contactsRoutes, { ctx });
  await app.register(notificationsRoutes, { ctx });
  await app.register(gearListRoutes, { ctx });
  if (mail.webhookSecret) await app.register(emailBounceRoutes, { ctx, secret: mail.webhookSecret });
  if (transport.kind === 'mailbox') await app.register(devMailRoutes, { db, public: mail.devMailboxPublic, publicUrl: settings.publicUrl });
  return ctx;
}
