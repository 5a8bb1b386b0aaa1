import type { LocationCollection } from './common.schema.ts';
import type { AppConfig } from './config.schema.ts';
import type { Location } from './locations.schema.ts';
import { apiPaths } from './paths.ts';
import type { SearchTracksRequest, SearchTracksResponse } from './search.schema.ts';
import type { TracksListResponse } from './tracks.schema.ts';

/** A non-2xx answer: `status` and the server's `error` text (or a generic one). */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export interface ApiClientOptions {
  /** Origin of the API host, e.g. `https://api.example.org`; `''` means same origin. */
  baseUrl: string;
  /** Defaults to the global fetch; tests and native shells pass their own. */
  fetch?: typeof fetch;
  /** Bearer token for authenticated calls; nothing is sent when it returns null/undefined. */
  getAccessToken?: () => string | null | undefined | Promise<string | null | undefined>;
}

export interface RequestOptions {
  /** Lets a debounced search cancel the request it replaces. */
  signal?: AbortSignal;
}

export interface ApiClient {
  getConfig(options?: RequestOptions): Promise<AppConfig>;
  getTracks(options?: RequestOptions): Promise<TracksListResponse>;
  getLocation(collection: LocationCollection, slug: string, options?: RequestOptions): Promise<Location>;
  searchTracks(params: SearchTracksRequest, options?: RequestOptions): Promise<SearchTracksResponse>;
}

/**
 * Encodes search parameters as the spec's multipart form: list and pair fields as JSON
 * text, flags as '1'/'0', absent parameters left out.
 */
export function buildSearchTracksFormData(params: SearchTracksRequest): FormData {
  const form = new FormData();
  if (params.term !== undefined) form.append('term', params.term);
  if (params.distance !== undefined) form.append('distance', JSON.stringify(params.distance));
  if (params.wheelchair !== undefined) form.append('wheelchair', params.wheelchair ? '1' : '0');
  if (params.dog_allowed !== undefined) form.append('dog_allowed', params.dog_allowed ? '1' : '0');
  if (params.durations !== undefined) form.append('durations', JSON.stringify(params.durations));
  if (params.difficulties !== undefined) form.append('difficulties', JSON.stringify(params.difficulties));
  if (params.regions !== undefined) form.append('regions', JSON.stringify(params.regions));
  if (params.bound !== undefined) form.append('bound', JSON.stringify(params.bound));
  return form;
}

async function errorFrom(response: Response): Promise<ApiError> {
  const fallback = `Request failed with status ${response.status}`;
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') {
      return new ApiError(response.status, body.error);
    }
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): the status is all we know.
  }
  return new ApiError(response.status, fallback);
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input: string | URL | Request, init?: RequestInit) => fetch(input, init));

  async function request<T>(path: string, init: RequestInit): Promise<T> {
    const headers = new Headers(init.headers);
    headers.set('accept', 'application/json');
    const token = await options.getAccessToken?.();
    if (token) headers.set('authorization', `Bearer ${token}`);
    const response = await doFetch(`${baseUrl}${path}`, { ...init, headers });
    if (!response.ok) throw await errorFrom(response);
    return (await response.json()) as T;
  }

  return {
    getConfig: (opts) => request<AppConfig>(apiPaths.config, { method: 'GET', signal: opts?.signal }),
    getTracks: (opts) => request<TracksListResponse>(apiPaths.tracks, { method: 'GET', signal: opts?.signal }),
    getLocation: (collection, slug, opts) =>
      request<Location>(apiPaths.location(collection, slug), { method: 'GET', signal: opts?.signal }),
    searchTracks: (params, opts) =>
      request<SearchTracksResponse>(apiPaths.searchTracks, {
        method: 'POST',
        // No content-type header: fetch sets multipart/form-data with its boundary.
        body: buildSearchTracksFormData(params),
        signal: opts?.signal,
      }),
  };
}
