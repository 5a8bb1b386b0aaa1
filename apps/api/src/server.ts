import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { installAccounts, type AccountsOptions } from './accounts.ts';
import { Authenticator } from './auth/authenticate.ts';
import { installAuthenticationFirst } from './auth/authenticate-first.ts';
import { resolveAccountSettings } from './config/accounts-env.ts';
import { DEFAULT_SETTINGS, type AppSettings, type TrustProxy } from './config/env.ts';
import { DEFAULT_FEED_SETTINGS, type FeedSettings } from './config/feeds-env.ts';
import { resolveLoadSettings, type LoadOverrides } from './config/load-env.ts';
import { HeavyWorkPool, type HeavyTaskDone } from './heavy-work/heavy-work-pool.ts';
import { installLoadShedding } from './http/load-shedding.ts';
import { installRequestLimits } from './http/request-limit.ts';
import { PdfCache } from './plans/pdf/pdf-cache.ts';
import { planCalendarRoutes } from './routes/plans/planCalendar.routes.ts';
import { planPdfRoutes } from './routes/plans/planPdf.routes.ts';
import { Feeds } from './feeds/feeds.ts';
import type { FeedFetcher } from './feeds/fetcher.ts';
import { systemClock } from './lib/clock.ts';
import { alertsRoutes } from './routes/alerts/alerts.routes.ts';
import { TripChecker } from './notifications/tripChecker.ts';
import { DEFAULT_TRIP_WATCH_SETTINGS, TripWatch, type TripWatchSettings } from './notifications/tripWatch.ts';
import type { Database } from './db/database.ts';
import { installCors } from './http/cors.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { EDGE_LIMITS, edgeServerOptions, installInputEdge, type EdgeLimits } from './http/input-edge.ts';
import { installFiniteNumbers } from './http/finite-numbers.ts';
import { redactingLogger } from './http/log-redaction.ts';
import { installOpenApi } from './http/openapi.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { proxyTrust } from './http/trust-proxy.ts';
import { installWebApp } from './http/web-app.ts';
import { installSms, type SmsOptions } from './sms/install.ts';
import { configRoutes } from './routes/config/config.routes.ts';
import { customTrackFeedsRoutes } from './routes/custom-tracks/customTrackFeeds.routes.ts';
import { planFeedsRoutes } from './routes/plans/planFeeds.routes.ts';
import { customTracksRoutes } from './routes/custom-tracks/customTracks.routes.ts';
import { gpxRoutes } from './routes/gpx/gpx.routes.ts';
import { walkingRouteRoutes } from './routes/walking-route/walkingRoute.routes.ts';
import { createWalkingRouter, type WalkingRouter } from './routing/walkingRouter.ts';
import { healthRoutes, readinessRoutes } from './routes/health/health.routes.ts';
import { feedbackRoutes } from './routes/feedback/feedback.routes.ts';
import { seoRoutes } from './routes/seo/seo.routes.ts';
import { appLinksRoutes } from './routes/app-links/app-links.routes.ts';
import { NO_APP_LINKS, type AppLinkSettings } from './config/app-links-env.ts';
import { helpRoutes } from './routes/help/help.routes.ts';
import { locationsRoutes } from './routes/locations/locations.routes.ts';
import { adminRoutes } from './routes/admin/admin.routes.ts';
import { mapRoutes } from './routes/map/map.routes.ts';
import { reviewsRoutes } from './routes/reviews/reviews.routes.ts';
import { tripsRoutes } from './routes/trips/trips.routes.ts';
import { wishlistRoutes } from './routes/wishlist/wishlist.routes.ts';
import { searchRoutes } from './routes/search/search.routes.ts';
import { tracksRoutes } from './routes/tracks/tracks.routes.ts';
import { AppMetrics } from './metrics/metrics.ts';
import { metricsRoutes } from './routes/metrics/metrics.routes.ts';

/** How often the worker looks for a due feed poll (each feed keeps its own interval). */
const FEEDS_TICK_MS = 30_000;
/** Trip jobs are looked for this often: an overdue email goes within a minute of its deadline. */
const TRIP_WATCH_TICK_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The alert and forecast feeds: `feeds.poller.pollDue()` polls what is due now. */
    feeds: Feeds;
    /** The trip notifications: `tripWatch.run()` does what is due now. */
    tripWatch: TripWatch;
    /** Threads for the PDF and GPX imports, off the event loop (ADR 060). */
    heavyWork: HeavyWorkPool;
    /** The Prometheus metrics of this app (GET /metrics, ADR 063): its own registry. */
    metrics: AppMetrics;
  }
}

export interface ServerOptions extends AccountsOptions {
  db: Database;
  /** Folder of the built web app (index.html + assets); not served when missing. */
  webRoot?: string | undefined;
  /** Fastify's pino logger options; off by default (tests). */
  logger?: FastifyServerOptions['logger'];
  settings?: AppSettings;
  /** The proxies or load balancers in front of the API (TRUST_PROXY): how many, or their addresses. */
  trustProxy?: TrustProxy;
  /** Body limits and timeouts (tests shorten the timeouts); EDGE_LIMITS by default. */
  edge?: Partial<EdgeLimits>;
  /** FEEDS and the providers' addresses and intervals; the real providers by default. */
  feeds?: Partial<FeedSettings>;
  /** Another way to reach the providers (tests aim it at a local server). */
  feedFetcher?: FeedFetcher;
  /** The overdue grace period and how far ahead alerts are watched (OVERDUE_GRACE_MINUTES). */
  tripWatch?: Partial<Omit<TripWatchSettings, 'publicUrl'>>;
  /** How often the worker runs the trip notifications; 30 s by default (the rolling-restart test shortens it). */
  tripWatchTickMs?: number;
  /** Told of every route as it is added, hidden ones too (the route tests list them all). */
  onRoute?: (route: RouteOptions) => void;
  /** The embedded database's DATA_DIR: readiness also wants room on its disk (unset with DATABASE_URL, and in tests). */
  embeddedDataDir?: string;
  /** Where walking routes come from; the configured directions service, then the track network, by default. */
  walkingRouter?: WalkingRouter;
  /** Heavy-work threads, the PDF cache, the costly routes' limits, load shedding (ADR 060); the defaults for 2 cores. */
  load?: LoadOverrides;
  /** Told of every task a heavy-work thread finishes (the tests see which thread ran it). */
  onHeavyTask?: (done: HeavyTaskDone) => void;
  /** METRICS_TOKEN: GET /metrics answers a bearer of it from anywhere; unset, only this machine. */
  metricsToken?: string | undefined;
  /** SMS_PROVIDER: the overdue alert also goes by text (ADR 065); unset: email only. */
  sms?: SmsOptions | undefined;
  /** The store apps whose links this site vouches for (ADR 070); none by default. */
  appLinks?: AppLinkSettings;
}

/**
 * The whole HTTP app, without listening: main.ts listens, tests use `app.inject` or
 * `listen({ port: 0 })`. Nothing here is per-process state, so replicas can share a database.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const limits: EdgeLimits = { ...EDGE_LIMITS, ...options.edge };
  const settings = options.settings ?? DEFAULT_SETTINGS;
  const app = Fastify({
    ...edgeServerOptions(limits),
    // Email links' codes and tokens, photo keys and share keys are redacted from every line (ADR 061).
    logger: redactingLogger(options.logger),
    // Behind a load balancer, X-Forwarded-* name the caller, but only the hops our own
    // proxies appended: a count or their addresses, never every hop (a client writes the first ones).
    trustProxy: proxyTrust(options.trustProxy),
    // Above the slug schema's 200, so an over-long slug gets a 400 that names it, not a bare 414.
    routerOptions: { maxParamLength: 500 },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  installErrorHandler(app);
  const load = resolveLoadSettings(options.load);
  // Every answer, from every route present and future: headers first, then the one input edge.
  const { publicUrl } = resolveAccountSettings(options.accounts);
  await installSecurityHeaders(app, {
    tileTemplates: [...(settings.topoTiles?.tiles ?? []), ...(settings.satelliteTiles?.tiles ?? [])],
    publicUrl,
  });
  // The store apps' origins may call the API (and only they): before the edge, so a preflight is answered at once.
  installCors(app);
  // After the headers every answer carries, before the body is read: a request shed under pressure costs little more.
  await installLoadShedding(app, load.shedding);
  await installInputEdge(app, limits);
  installFiniteNumbers(app);
  const { db } = options;
  const clock = options.clock ?? systemClock;
  // Who is calling is decided before the body is judged: a guest gets 401, not 400 or 415.
  installAuthenticationFirst(app, new Authenticator(db, clock));
  // JSON answers and the web app's assets compress well (the map's points: 620 KB → about a tenth).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await installOpenApi(app);
  await installRequestLimits(app);
  const heavyWork = new HeavyWorkPool(load.heavyWork, (done) => {
    app.log.debug({ task: done.kind, ok: done.ok, threadId: done.threadId, ms: Math.round(done.ms), waitedMs: Math.round(done.waitedMs) }, 'heavy work done');
    options.onHeavyTask?.(done);
  });
  app.decorate('heavyWork', heavyWork);
  app.addHook('onClose', async () => heavyWork.close());

  const feeds = new Feeds(db, { settings: { ...DEFAULT_FEED_SETTINGS, ...options.feeds }, fetcher: options.feedFetcher }, clock, app.log);
  app.decorate('feeds', feeds);
  const overdueGraceMinutes = options.tripWatch?.graceMinutes ?? DEFAULT_TRIP_WATCH_SETTINGS.graceMinutes;
  // Before the routes, so every answer is counted; the worker is read once installAccounts has built it.
  const metrics = new AppMetrics({ db, clock, worker: () => app.worker, feeds, graceSeconds: overdueGraceMinutes * 60 });
  metrics.install(app);
  app.decorate('metrics', metrics);
  await app.register(metricsRoutes, { metrics, token: options.metricsToken, publicUrl });
  await app.register(healthRoutes, { db });
  const overdueTexts = Boolean(options.sms?.sender ?? options.sms?.settings);
  await app.register(configRoutes, { settings, overdueGraceMinutes, overdueTexts });
  await app.register(tracksRoutes, { db });
  const reader = { db, publicUrl, feeds };
  await app.register(locationsRoutes, { reader });
  await app.register(alertsRoutes, { db, feeds });
  await app.register(searchRoutes, { db, limits: load.limits });
  await app.register(mapRoutes, { db });
  const tripChecker = new TripChecker(db, feeds, clock);
  const ctx = await installAccounts(app, db, { ...options, tripChecker, overdueGraceMinutes, overdueTexts });
  await app.register(readinessRoutes, { db, worker: app.worker, clock, embeddedDataDir: options.embeddedDataDir });
  // The walker's own places and words: wishlist, completed trips, reviews and their photos.
  await app.register(planPdfRoutes, { ctx, limits: load.limits, cache: new PdfCache(load.pdfCacheBytes) });
  await app.register(planCalendarRoutes, { ctx });
  await app.register(wishlistRoutes, { ctx });
  await app.register(tripsRoutes, { ctx });
  await app.register(reviewsRoutes, { ctx, reader, imagePublishingEnabled: settings.imagePublishingEnabled });
  await app.register(adminRoutes, { ctx });
  // Help and feedback about the app (spec part 2 §2).
  await app.register(helpRoutes, { db });
  await app.register(seoRoutes, { db, publicUrl });
  await app.register(appLinksRoutes, { appLinks: options.appLinks ?? NO_APP_LINKS });
  await app.register(feedbackRoutes, { ctx });
  // Custom tracks: the editor's calls, GPX, and walking routes over the track network.
  await app.register(customTracksRoutes, { ctx });
  await app.register(customTrackFeedsRoutes, { ctx, feeds });
  await app.register(planFeedsRoutes, { ctx, tripChecker });
  await app.register(gpxRoutes, { ctx, limits: load.limits });
  const router =
    options.walkingRouter ??
    createWalkingRouter({ db, log: app.log, directions: settings.directionsUrl ? { urlTemplate: settings.directionsUrl } : null });
  await app.register(walkingRouteRoutes, { ctx, router });
  // The alert feeds and the trip notifications run in the same background loop as the outbox (main.ts starts it).
  app.worker.add({ name: 'feeds', everyMs: FEEDS_TICK_MS, run: () => feeds.poller.pollDue() });
  const sms = installSms(app, db, clock, options.sms);
  const tripWatch = new TripWatch(
    db,
    tripChecker,
    clock,
    { ...DEFAULT_TRIP_WATCH_SETTINGS, ...options.tripWatch, publicUrl, overdueText: sms !== null },
    app.log,
    () => app.worker.wake(),
    (lateness) => metrics.overdueQueued(lateness),
  );
  app.decorate('tripWatch', tripWatch);
  app.worker.add({ name: 'trip-notifications', everyMs: options.tripWatchTickMs ?? TRIP_WATCH_TICK_MS, run: () => tripWatch.run() });

  await installWebApp(app, options.webRoot, publicUrl);
  return app;
}
