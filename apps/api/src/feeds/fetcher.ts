/**
 * How the feeds reach their providers: one GET at a time, with a timeout, our
 * User-Agent, a size limit, and conditional requests (If-None-Match / If-Modified-Since)
 * where the provider sends validators. The real one is `httpFetcher`; `FEEDS=sample`
 * swaps in `sampleFetcher`, which answers from the project's own fixtures.
 */

export interface FetchRequest {
  url: string;
  /** The validators of the copy we hold: a 304 answer means it is still current. */
  etag?: string | null;
  lastModified?: string | null;
  headers?: Record<string, string>;
}

export type FetchResult =
  | { status: 'ok'; body: string; etag: string | null; lastModified: string | null }
  | { status: 'not-modified' };

/** A provider answered badly, or not at all; the message says which (for the log and the feed's status). */
export class FeedFetchError extends Error {
  constructor(
    message: string,
    /** The HTTP status, when the provider answered. */
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'FeedFetchError';
  }
}

export interface FeedFetcher {
  readonly kind: 'http' | 'sample';
  get(request: FetchRequest): Promise<FetchResult>;
}

export interface HttpFetcherOptions {
  /** Names the product and how to reach its operator, as providers ask (Open-Meteo, MetService). */
  userAgent: string;
  timeoutMs: number;
  /** A feed larger than this is refused rather than parsed. */
  maxBytes: number;
  /** Tests pass their own; the global fetch by default. */
  fetch?: typeof fetch;
}

export const DEFAULT_HTTP_OPTIONS: Omit<HttpFetcherOptions, 'userAgent'> = { timeoutMs: 15_000, maxBytes: 5 * 1024 * 1024 };

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new FeedFetchError(`answer of ${declared} bytes is over the ${maxBytes}-byte limit`);
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new FeedFetchError(`answer is over the ${maxBytes}-byte limit`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function httpFetcher(options: HttpFetcherOptions): FeedFetcher {
  const doFetch = options.fetch ?? fetch;
  return {
    kind: 'http',
    async get(request) {
      const headers: Record<string, string> = { 'user-agent': options.userAgent, ...request.headers };
      if (request.etag) headers['if-none-match'] = request.etag;
      if (request.lastModified) headers['if-modified-since'] = request.lastModified;
      let response: Response;
      try {
        response = await doFetch(request.url, { headers, redirect: 'follow', signal: AbortSignal.timeout(options.timeoutMs) });
      } catch (error) {
        const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer in ${options.timeoutMs} ms` : String(error instanceof Error ? (error.cause ?? error.message) : error);
        throw new FeedFetchError(`${new URL(request.url).host}: ${reason}`);
      }
      if (response.status === 304) {
        await response.body?.cancel();
        return { status: 'not-modified' };
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new FeedFetchError(`${new URL(request.url).host} answered ${response.status}`, response.status);
      }
      const body = await readLimited(response, options.maxBytes);
      return { status: 'ok', body, etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified') };
    },
  };
}
