import { ApiError, createApiClient, type AccessToken, type ApiClient, type GearCategory } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './testing/accounts.ts';
import { openTestServer, type TestServer } from './testing/test-server.ts';

const categories: GearCategory[] = [{ title: 'Category 1', items: [{ packed: false, title: 'Rain jacket', notes: '' }] }];

describe('the contracts client’s gear list calls against the real server', () => {
  let s: TestServer;
  let token: AccessToken | null = null;
  let client: ApiClient;
  beforeAll(async () => {
    s = await openTestServer();
    const address = await s.app.listen({ port: 0, host: '127.0.0.1' });
    client = createApiClient({ baseUrl: address, getAccessToken: () => token?.access_token });
  });
  afterAll(async () => {
    await s.close();
  });

  it('reads the presets without a session, then creates, duplicates, edits, lists and deletes a list of the user’s', async () => {
    const presets = await client.getGearListPresets();
    expect(presets.find((p) => p.id === 'day-walk')?.title).toBe('Day walk');
    await expect(client.getGearListTemplates()).rejects.toMatchObject({ status: 401 });

    token = (await signUp(s.app, s.t.db, 'client-gear')).token;
    const made = await client.createGearListTemplate({ title: 'Kepler', categories });
    const copy = await client.duplicateGearListTemplate(made.id);
    expect(copy.title).toBe('Kepler (copy)');
    const renamed = await client.updateGearListTemplate(copy.id, { title: 'Kepler in winter', categories: [] });
    expect(renamed).toEqual({ id: copy.id, title: 'Kepler in winter', categories: [] });
    expect((await client.getGearListTemplates()).map((l) => l.title)).toEqual(['Kepler', 'Kepler in winter']);
    expect(await client.deleteGearListTemplate(made.id)).toEqual({ success: true });
    const again = client.deleteGearListTemplate(made.id);
    await expect(again).rejects.toBeInstanceOf(ApiError);
    await expect(again).rejects.toMatchObject({ status: 404, message: 'Gear list not found' });
  });
});
