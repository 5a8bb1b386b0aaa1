import { describe, expect, it } from 'vitest';
import { ApiError, buildSearchTracksFormData, createApiClient } from './client.ts';

interface Recorded {
  url: string;
  init: RequestInit | undefined;
}

function fakeFetch(response: () => Response) {
  const calls: Recorded[] = [];
  const fetchImpl = async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return response();
  };
  return { calls, fetchImpl: fetchImpl as typeof fetch };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('buildSearchTracksFormData', () => {
  it('given every parameter, encodes lists and pairs as JSON text and flags as 1/0', () => {
    const form = buildSearchTracksFormData({
      term: 'routeburn',
      distance: [5, 101],
      wheelchair: true,
      dog_allowed: false,
      durations: [1, 2],
      difficulties: [3],
      regions: [4, 5],
      bound: [
        [168, -45],
        [169, -44],
      ],
    });
    expect(Object.fromEntries(form.entries())).toEqual({
      term: 'routeburn',
      distance: '[5,101]',
      wheelchair: '1',
      dog_allowed: '0',
      durations: '[1,2]',
      difficulties: '[3]',
      regions: '[4,5]',
      bound: '[[168,-45],[169,-44]]',
    });
  });

  it('given no parameters, sends an empty form', () => {
    expect([...buildSearchTracksFormData({}).keys()]).toEqual([]);
  });
});

describe('createApiClient', () => {
  it('given a base URL with a trailing slash, calls api/v1 paths on that host', async () => {
    const { calls, fetchImpl } = fakeFetch(() => json(200, { list: [] }));
    const client = createApiClient({ baseUrl: 'https://api.example.org/', fetch: fetchImpl });
    await client.getLocation('huts', 'crow hut');
    await client.searchTracks({ term: 'kep' });
    expect(calls.map((c) => c.url)).toEqual([
      'https://api.example.org/api/v1/huts/crow%20hut',
      'https://api.example.org/api/v1/search-tracks',
    ]);
    expect(calls[1]?.init?.method).toBe('POST');
    expect(calls[1]?.init?.body).toBeInstanceOf(FormData);
  });

  it('given an access token, sends it as a bearer token', async () => {
    const { calls, fetchImpl } = fakeFetch(() => json(200, {}));
    const client = createApiClient({ baseUrl: '', fetch: fetchImpl, getAccessToken: async () => 'tok' });
    await client.getConfig();
    expect(new Headers(calls[0]?.init?.headers).get('authorization')).toBe('Bearer tok');
  });

  it('given no access token, sends no authorization header', async () => {
    const { calls, fetchImpl } = fakeFetch(() => json(200, {}));
    const client = createApiClient({ baseUrl: '', fetch: fetchImpl, getAccessToken: () => null });
    await client.getTracks();
    expect(new Headers(calls[0]?.init?.headers).has('authorization')).toBe(false);
  });

  it("given a 404 with an error text, rejects with ApiError carrying status and the server's text", async () => {
    const { fetchImpl } = fakeFetch(() => json(404, { error: 'Location not found' }));
    const client = createApiClient({ baseUrl: '', fetch: fetchImpl });
    const failure = await client.getLocation('tracks', 'nowhere').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, message: 'Location not found' });
  });

  it('given a non-JSON failure, rejects with a generic text and the status', async () => {
    const { fetchImpl } = fakeFetch(() => new Response('<html>bad gateway</html>', { status: 502 }));
    const client = createApiClient({ baseUrl: '', fetch: fetchImpl });
    await expect(client.getConfig()).rejects.toMatchObject({ status: 502, message: 'Request failed with status 502' });
  });
});
