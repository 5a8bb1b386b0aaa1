/**
 * Where a walking route between two markers comes from: a configured directions
 * service when there is one (Mapbox walking directions, OSRM, GraphHopper), else — and
 * whenever that service fails or finds nothing — our own track network. The network is
 * read from the database and built into a router on the first request, not at start
 * (2.6 s from PGlite and about 21 MB of heap on a busy 2-core machine: bench:routing;
 * ADR 033), and kept for the life of the process.
 */
import { isInNewZealand } from '@planmywalk/contracts';
import type { Queryable } from '../db/database.ts';
import { lineLengthMetres, type LngLat } from './geometry.ts';
import { loadNetworkLines } from './network.queries.ts';
import { TrackRouter, type RouterStats } from './TrackRouter.ts';

export interface RouteAnswer {
  coordinates: LngLat[];
  metres: number;
  source: 'network' | 'directions';
}

export interface WalkingRouter {
  /** The route from one position to the other, or null when no path joins them. */
  route(from: LngLat, to: LngLat): Promise<RouteAnswer | null>;
}

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/** Routes over the stored track network, loaded on first use. */
export class NetworkRouter implements WalkingRouter {
  private loading: Promise<TrackRouter> | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly log: Log,
  ) {}

  /** Loads the network now (tests, the benchmark); answers its figures and how long the load took. */
  async load(): Promise<{ stats: RouterStats; ms: number }> {
    const started = performance.now();
    const router = await this.router();
    return { stats: router.stats, ms: Math.round(performance.now() - started) };
  }

  private router(): Promise<TrackRouter> {
    if (!this.loading) {
      const started = performance.now();
      this.loading = loadNetworkLines(this.db).then((lines) => {
        const router = new TrackRouter(lines ?? []);
        this.log.info({ ...router.stats, ms: Math.round(performance.now() - started) }, 'walking network loaded');
        // Before the first import there is nothing to keep: ask again next time.
        if (!lines) this.loading = null;
        return router;
      });
      this.loading.catch(() => {
        this.loading = null;
      });
    }
    return this.loading;
  }

  async route(from: LngLat, to: LngLat): Promise<RouteAnswer | null> {
    const found = (await this.router()).route(from, to);
    return found ? { ...found, source: 'network' } : null;
  }
}

const isPosition = (value: unknown): value is LngLat =>
  Array.isArray(value) && value.length >= 2 && typeof value[0] === 'number' && typeof value[1] === 'number' && isInNewZealand(value);

/** The first route's line in an OSRM or Mapbox answer (`routes[0].geometry`), or GraphHopper's (`paths[0].points`, unencoded). */
export function lineOfDirections(body: unknown): LngLat[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const answer = body as { routes?: Array<{ geometry?: unknown }>; paths?: Array<{ points?: unknown }> };
  const geometry = answer.routes?.[0]?.geometry ?? answer.paths?.[0]?.points;
  if (typeof geometry !== 'object' || geometry === null) return null;
  const { type, coordinates } = geometry as { type?: unknown; coordinates?: unknown };
  if (type !== 'LineString' || !Array.isArray(coordinates) || coordinates.length < 2 || !coordinates.every(isPosition)) return null;
  return coordinates.map(([lng, lat]) => [lng, lat] as LngLat);
}

export interface DirectionsOptions {
  /** DIRECTIONS_URL: `{from}` and `{to}` stand for `lng,lat`. */
  urlTemplate: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Asks a directions service; null when it answers no route. Throws when it cannot be asked. */
export class DirectionsRouter implements WalkingRouter {
  constructor(private readonly options: DirectionsOptions) {}

  async route(from: LngLat, to: LngLat): Promise<RouteAnswer | null> {
    const url = this.options.urlTemplate.replace('{from}', `${from[0]},${from[1]}`).replace('{to}', `${to[0]},${to[1]}`);
    const response = await (this.options.fetch ?? fetch)(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
    });
    // OSRM answers 400 NoRoute when nothing joins the points; anything else non-2xx is a failure.
    if (!response.ok && response.status !== 400 && response.status !== 404) throw new Error(`directions service answered ${response.status}`);
    const line = lineOfDirections(await response.json().catch(() => null));
    if (!line) return null;
    // The route runs from marker to marker, like the network's.
    const coordinates: LngLat[] = [from, ...line, to];
    return { coordinates, metres: lineLengthMetres(coordinates), source: 'directions' };
  }
}

/** The configured service first, then the network. */
export function createWalkingRouter(options: { db: Queryable; log: Log; directions?: DirectionsOptions | null }): WalkingRouter & { network: NetworkRouter } {
  const network = new NetworkRouter(options.db, options.log);
  const directions = options.directions ? new DirectionsRouter(options.directions) : null;
  return {
    network,
    async route(from, to) {
      if (directions) {
        try {
          const found = await directions.route(from, to);
          if (found) return found;
        } catch (error) {
          options.log.warn({ err: error }, 'directions service failed; routing over the track network');
        }
      }
      return network.route(from, to);
    },
  };
}
