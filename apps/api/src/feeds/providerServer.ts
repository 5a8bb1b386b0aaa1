/**
 * A stand-in for the providers on a loopback port, serving the sample fixtures as they
 * are (dated 8 August 2026), so the real HTTP fetcher, parsers, polling and caches run
 * end to end in tests. It counts requests, answers conditional requests, and can be
 * told to fail.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FeedSettings } from '../config/feeds-env.ts';
import { sampleFile } from './testing.ts';

export interface ProviderServer {
  url: string;
  /** Paths asked for (with query), in order. */
  requests: string[];
  headersOf: IncomingMessage['headers'][];
  /** Answer every request with this status (e.g. 503) until set back to null. */
  failWith: number | null;
  /** The settings that aim every feed at this server. */
  settings(overrides?: Partial<FeedSettings>): Partial<FeedSettings>;
  close(): Promise<void>;
}

const RSS_ETAG = '"rss-1"';

function route(req: IncomingMessage, res: ServerResponse, state: ProviderServer): void {
  const url = new URL(req.url ?? '/', 'http://x');
  const send = (status: number, body: string, type = 'application/json', headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': type, ...headers });
    res.end(body);
  };
  if (state.failWith !== null) return send(state.failWith, '<html>Service unavailable</html>', 'text/html');
  switch (url.pathname) {
    case '/cap/rss':
      if (req.headers['if-none-match'] === RSS_ETAG) return send(304, '', 'application/rss+xml');
      // The index links each alert on MetService's host: here, on this one.
      return send(200, sampleFile('metservice/rss.xml').replaceAll('https://alerts.metservice.com', state.url), 'application/rss+xml', { etag: RSS_ETAG });
    case '/cap/alert':
      return send(200, sampleFile(`metservice/${url.searchParams.get('id') ?? ''}.xml`), 'application/cap+xml');
    case '/nzaa/api/forecast':
      return send(200, sampleFile('nzaa/forecast.json'));
    case '/nzaa/api/region':
      return send(200, sampleFile('nzaa/region.json'));
    case '/doc/v1/tracks/alerts':
    case '/doc/v2/huts/alerts':
    case '/doc/v2/campsites/alerts': {
      if (req.headers['x-api-key'] !== 'test-key') return send(403, '{"message":"Forbidden"}');
      const kind = url.pathname.split('/')[3]!;
      return send(200, sampleFile(`doc/${kind}-alerts.json`));
    }
    case '/v1/forecast':
      return send(200, sampleFile('open-meteo/forecast.json'));
    case '/v1/elevation': {
      const count = (url.searchParams.get('latitude') ?? '').split(',').length;
      // The point at 190 m, the line climbing to 1,400 m at its middle.
      return send(200, JSON.stringify({ elevation: Array.from({ length: count }, (_, i) => (i === 0 ? 190 : i === Math.floor(count / 2) ? 1400 : 600)) }));
    }
    default:
      return send(404, '{"error":"not found"}');
  }
}

export async function startProviderServer(): Promise<ProviderServer> {
  const holder: { server?: Server } = {};
  const state: ProviderServer = {
    url: '',
    requests: [],
    headersOf: [],
    failWith: null,
    settings(overrides = {}) {
      return {
        mode: 'live',
        metserviceCapUrl: `${state.url}/cap/rss`,
        nzaaApiUrl: `${state.url}/nzaa/api`,
        docApiUrl: `${state.url}/doc`,
        docApiKey: 'test-key',
        openMeteoForecastUrl: `${state.url}/v1/forecast`,
        openMeteoElevationUrl: `${state.url}/v1/elevation`,
        timeoutMs: 2000,
        ...overrides,
      };
    },
    close: () => new Promise((resolve) => holder.server!.close(() => resolve())),
  };
  const server = createServer((req, res) => {
    state.requests.push(req.url ?? '');
    state.headersOf.push(req.headers);
    route(req, res, state);
  });
  holder.server = server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
