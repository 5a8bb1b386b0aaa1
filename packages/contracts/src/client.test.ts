import { describe, expect, it } from 'vitest';
import { DEFAULT_OAUTH_CLIENT } from './accounts.constants.ts';
import { ApiError, buildPasswordGrantFormData, buildRefreshGrantFormData, buildSearchTracksFormData, createApiClient } from './client.ts';

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

describe('the map calls', () => {
  it('gets points, lines for a box and the basemap from their paths, without a bearer token even when one is stored', async () => {
    const { calls, fetchImpl } = fakeFetch(() => json(200, { type: 'FeatureCollection', features: [] }));
    const client = createApiClient({ baseUrl: 'https://api.example.org', fetch: fetchImpl, getAccessToken: () => 'tok' });
    await client.getMapPoints();
    await client.getMapLines([168.25, -45.5, 169, -44.75]);
    await client.getBasemap();
    expect(calls.map((c) => c.url)).toEqual([
      'https://api.example.org/api/v1/map/points',
      'https://api.example.org/api/v1/map/lines?bbox=168.25%2C-45.5%2C169%2C-44.75',
      'https://api.example.org/api/v1/map/basemap',
    ]);
    expect(calls.every((c) => c.init?.method === 'GET' && !new Headers(c.init.headers).has('authorization'))).toBe(true);
  });

  it('given a 422 for a box too large, rejects with ApiError carrying the server’s text', async () => {
    const { fetchImpl } = fakeFetch(() => json(422, { error: "Query parameter 'bbox' may span at most 2°" }));
    const client = createApiClient({ baseUrl: '', fetch: fetchImpl });
    await expect(client.getMapLines([160, -48, 180, -33])).rejects.toMatchObject({ status: 422, message: expect.stringMatching(/bbox/) });
  });
});

describe('the accounts calls', () => {
  const user = { id: 1, email: 'a@example.org' };
  const fields = (init: RequestInit | undefined) => Object.fromEntries((init?.body as FormData).entries());

  it('given email and password, sends the password grant as the spec’s multipart form, without a bearer token', async () => {
    const { calls, fetchImpl } = fakeFetch(() => json(200, { access_token: 'a', refresh_token: 'r', expires_in: 900, token_type: 'Bearer' }));
    const client = createApiClient({ baseUrl: '', fetch: fetchImpl, getAccessToken: () => 'stale' });
    const token = await client.passwordGrant('aroha@example.org', 'hunter22!');
    expect(token.access_token).toBe('a');
    expect(calls[0]?.url).toBe('/api/v1/auth/oauth');
    expect(calls[0]?.init?.body).toBeInstanceOf(FormData);
    expect(fields(calls[0]?.init)).toEqual({
      grant_type: 'password',
      client_id: DEFAULT_OAUTH_CLIENT.id,
      client_secret: DEFAULT_OAUTH_CLIENT.secret,
      scope: '',
      username: 'aroha@example.org',
      password: 'hunter22!',
    });
    expect(new Headers(calls[0]?.init?.headers).has('authorization')).toBe(false);
  });

  it('given a refresh token and a client, sends the refresh grant with that client', async () => {
    const form = buildRefreshGrantFormData('rt', { id: 'ios', secret: 's3' });
    expect(Object.fromEntries(form.entries())).toEqual({ grant_type: 'refresh_token', refresh_token: 'rt', client_id: 'ios', client_secret: 's3' });
    expect(Object.fromEntries(buildPasswordGrantFormData('e', 'p').entries())).toMatchObject({ client_id: 'planmywalk-web' });
  });

  it('sends register, activate, forgot and reset as JSON and update-password and toggle-alert as forms', async () => {
    const { calls, fetchImpl } = fakeFetch(() => json(200, { success: true, message: 'm', ...user }));
    const client = createApiClient({ baseUrl: '', fetch: fetchImpl, getAccessToken: () => 'tok' });
    await client.register({ email: 'e@x.nz', password: 'pw', agreed_to_terms: true });
    await client.activate('ABC234');
    await client.forgotPassword('e@x.nz');
    await client.resetPassword('new password', 'tkn');
    await client.updatePassword('c', 'n', 'r');
    await client.toggleAlert('changedAlertsInApp', false);
    const [register, activate, forgot, reset, update, toggle] = calls;
    expect(register?.url).toBe('/api/v1/user');
    expect(JSON.parse(String(register?.init?.body))).toEqual({ email: 'e@x.nz', password: 'pw', agreed_to_terms: true });
    expect(new Headers(register?.init?.headers).get('content-type')).toBe('application/json');
    expect(new Headers(register?.init?.headers).has('authorization')).toBe(false);
    expect(JSON.parse(String(activate?.init?.body))).toEqual({ code: 'ABC234' });
    // Activation takes the bearer token when there is one.
    expect(new Headers(activate?.init?.headers).get('authorization')).toBe('Bearer tok');
    expect(JSON.parse(String(forgot?.init?.body))).toEqual({ email: 'e@x.nz' });
    expect(JSON.parse(String(reset?.init?.body))).toEqual({ password: 'new password', token: 'tkn' });
    expect(update?.url).toBe('/api/v1/update-password');
    expect(fields(update?.init)).toEqual({ currentpassword: 'c', newpassword: 'n', repassword: 'r' });
    expect(fields(toggle?.init)).toEqual({ toggledFieldName: 'changedAlertsInApp', toggledFieldValue: '0' });
    expect(new Headers(toggle?.init?.headers).get('authorization')).toBe('Bearer tok');
  });

  it('revokes a token as a form with the client, without a bearer token (logout)', async () => {
    const { calls, fetchImpl } = fakeFetch(() => json(200, { success: true }));
    const client = createApiClient({ baseUrl: '', fetch: fetchImpl, getAccessToken: () => 'tok' });
    await client.revokeToken('rt', 'refresh_token');
    expect(calls[0]?.url).toBe('/api/v1/auth/revoke');
    expect(fields(calls[0]?.init)).toEqual({ token: 'rt', token_type_hint: 'refresh_token', client_id: DEFAULT_OAUTH_CLIENT.id, client_secret: DEFAULT_OAUTH_CLIENT.secret });
    expect(new Headers(calls[0]?.init?.headers).has('authorization')).toBe(false);
  });

  it('confirms and undoes an email change with the link tokens as JSON, without a bearer token', async () => {
    const { calls, fetchImpl } = fakeFetch(() => json(200, { success: true, email: 'e@x.nz', recovery_token: 'r' }));
    const client = createApiClient({ baseUrl: '', fetch: fetchImpl, getAccessToken: () => 'tok' });
    await client.confirmEmail('confirm-token');
    await client.undoEmailChange('undo-token');
    expect(calls.map((c) => `${c.init?.method} ${c.url} ${String(c.init?.body)}`)).toEqual([
      'POST /api/v1/confirm-email {"token":"confirm-token"}',
      'POST /api/v1/undo-email-change {"token":"undo-token"}',
    ]);
    expect(calls.every((c) => !new Headers(c.init?.headers).has('authorization'))).toBe(true);
  });

  it('reads, updates and deletes the user with GET, PUT (JSON) and DELETE', async () => {
    const { calls, fetchImpl } = fakeFetch(() => json(200, { success: true, ...user }));
    const client = createApiClient({ baseUrl: '', fetch: fetchImpl, getAccessToken: () => 'tok' });
    await client.getUser();
    await client.updateUser({ firstname: 'Aroha', lastname: 'Ngata', gender: 'Female', level: 'Expert' });
    await client.deleteUser();
    expect(calls.map((c) => `${c.init?.method} ${c.url}`)).toEqual(['GET /api/v1/user', 'PUT /api/v1/user', 'DELETE /api/v1/user']);
    expect(JSON.parse(String(calls[1]?.init?.body))).toMatchObject({ firstname: 'Aroha', level: 'Expert' });
  });

  it('uploads a file as the multipart part `file` with its name, and isprivate=1 when asked', async () => {
    const { calls, fetchImpl } = fakeFetch(() => json(200, { id: 'f', url: '/u', title: 't', size: 3, type: 'image', ext: 'png' }));
    const client = createApiClient({ baseUrl: '', fetch: fetchImpl });
    await client.upload(new Blob(['abc'], { type: 'image/png' }), 'me.png', { isPrivate: true });
    await client.upload(new Blob(['abc']), 'public.png');
    const first = calls[0]?.init?.body as FormData;
    const file = first.get('file');
    expect(file).toBeInstanceOf(Blob);
    expect((file as File).name).toBe('me.png');
    expect(first.get('isprivate')).toBe('1');
    expect((calls[1]?.init?.body as FormData).has('isprivate')).toBe(false);
  });

  it('deletes an upload with DELETE files/{id}, and rejects with the text of a 409 (the file is in use)', async () => {
    let answers = 0;
    const { calls, fetchImpl } = fakeFetch(() =>
      answers++ === 0 ? json(200, { success: true }) : json(409, { error: 'This file is attached to a trip plan. Take it off the plan before deleting it.' }),
    );
    const client = createApiClient({ baseUrl: '', fetch: fetchImpl, getAccessToken: () => 'tok' });
    await expect(client.deleteFile('0b6e3c1e-0000-4000-8000-000000000000')).resolves.toEqual({ success: true });
    expect(`${calls[0]?.init?.method} ${calls[0]?.url}`).toBe('DELETE /api/v1/files/0b6e3c1e-0000-4000-8000-000000000000');
    await expect(client.deleteFile('in-use')).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/attached to a trip plan/) });
  });

  it("given `success: false` with a 409, rejects with the server's error text", async () => {
    const { fetchImpl } = fakeFetch(() => json(409, { success: false, error: 'user already exists' }));
    const client = createApiClient({ baseUrl: '', fetch: fetchImpl });
    await expect(client.register({ email: 'e', password: 'p', agreed_to_terms: true })).rejects.toMatchObject({
      status: 409,
      message: 'user already exists',
    });
  });

  it("given `success: false` with a 200 (another server of this API), still rejects with the server's error text", async () => {
    const { fetchImpl } = fakeFetch(() => json(200, { success: false, error: 'The password reset token has expired.' }));
    const client = createApiClient({ baseUrl: '', fetch: fetchImpl });
    const failure = await client.resetPassword('p', 't').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 200, message: 'The password reset token has expired.' });
  });
});

describe('downloadFile', () => {
  const pdf = () =>
    new Response('%PDF-1.7', { status: 200, headers: { 'content-disposition': 'attachment; filename="route card.pdf"' } });

  it('fetches a file the API named, on the client’s own host, with the session’s token, under its name', async () => {
    const { calls, fetchImpl } = fakeFetch(pdf);
    const client = createApiClient({ baseUrl: 'https://planmywalk.nz', fetch: fetchImpl, getAccessToken: () => 'token-1' });
    // The API's PUBLIC_URL may name another host for the same server: only the path is used.
    const file = await client.downloadFile('http://localhost:8080/api/v1/plan/p1/files/f1');
    expect(calls.map((c) => c.url)).toEqual(['https://planmywalk.nz/api/v1/plan/p1/files/f1']);
    expect(new Headers(calls[0]?.init?.headers).get('authorization')).toBe('Bearer token-1');
    expect(file.filename).toBe('route card.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
  });

  it('refuses a URL outside the API, so the token goes nowhere else', async () => {
    const { calls, fetchImpl } = fakeFetch(pdf);
    const client = createApiClient({ baseUrl: 'https://planmywalk.nz', fetch: fetchImpl, getAccessToken: () => 'token-1' });
    await expect(client.downloadFile('https://evil.example/steal')).rejects.toThrow('Not a file of this API');
    expect(calls).toEqual([]);
  });

  it('answers a refused file with the server’s error', async () => {
    const { fetchImpl } = fakeFetch(() => json(404, { error: 'File not found' }));
    const client = createApiClient({ baseUrl: 'https://planmywalk.nz', fetch: fetchImpl });
    await expect(client.downloadFile('/api/v1/files/f1')).rejects.toMatchObject({ status: 404, message: 'File not found' });
  });
});
