import { ApiError } from '@planmywalk/contracts';
import { describe, expect, it } from 'vitest';
import { fakeCustomTrackServer, TRAIL_LAT } from '../testing/fakeCustomTrackServer.ts';
import { CustomTrackStore } from './CustomTrackStore.ts';

async function saved() {
  const api = fakeCustomTrackServer();
  const { id } = await api.createCustomTrack({
    title: 'Valley walk',
    markers: [
      { lng: 168.1, lat: TRAIL_LAT, type: 'marker', snap: false, snapRoute: null, length: 0 },
      { lng: 168.2, lat: TRAIL_LAT, type: 'marker', snap: false, snapRoute: null, length: 7900 },
    ],
  });
  return { api, id, store: new CustomTrackStore(api) };
}

describe('CustomTrackStore', () => {
  it('loads the track once, and makes it a plan location of type Custom Track without a slug', async () => {
    const { api, id, store } = await saved();
    await store.load(id);
    await store.load(id);
    expect(api.getCustomTrack).toHaveBeenCalledTimes(1);
    expect(store.planLocation).toMatchObject({ id, type: 'Custom Track', slug: null, title: 'Valley walk', singular_name: 'custom track', distance: 7.9 });
  });

  it('given a track that is not the user’s, says not found; given a failure, says so', async () => {
    const { api, store } = await saved();
    await store.load(99);
    expect(store.notFound).toBe(true);
    api.getCustomTrack.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await store.load(98);
    expect(store.notFound).toBe(false);
    expect(store.error).not.toBeNull();
  });

  it('filters the related block and words its empty state', async () => {
    const { id, store } = await saved();
    await store.load(id);
    expect(store.isRelatedPressed('all')).toBe(true);
    store.pressRelated('huts');
    store.pressRelated('campsites');
    expect(store.relatedList).toEqual([]);
    expect(store.relatedEmptyText).toBe('No huts or campsites found.');
    store.pressRelated('huts');
    store.pressRelated('campsites');
    expect(store.isRelatedPressed('all')).toBe(true);
  });

  it('hands over the GPX file; a failure says so', async () => {
    const { api, id, store } = await saved();
    await store.load(id);
    expect((await store.downloadGpx())?.filename).toBe('track.gpx');
    api.downloadCustomTrackGpx.mockRejectedValueOnce(new ApiError(500, 'boom'));
    expect(await store.downloadGpx()).toBeNull();
    expect(store.gpxError).toContain('could not download');
  });
});
