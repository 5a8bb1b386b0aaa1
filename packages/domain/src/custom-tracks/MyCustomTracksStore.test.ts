import { ApiError, CUSTOM_TRACKS_PAGE_SIZE, type CustomTrackInput } from '@planmywalk/contracts';
import { describe, expect, it, vi } from 'vitest';
import { fakeCustomTrackServer } from '../testing/fakeCustomTrackServer.ts';
import { COPIED_MS, DUPLICATE_FAILED } from './customTrackTexts.ts';
import { MyCustomTracksStore, customTrackShareLink, lastEditedText } from './MyCustomTracksStore.ts';

const input = (title: string): CustomTrackInput => ({ title, markers: [] });

async function withTracks(n: number) {
  let minute = 0;
  const api = fakeCustomTrackServer(() => new Date(Date.UTC(2030, 0, 1, 0, minute++)));
  for (let i = 0; i < n; i++) await api.createCustomTrack(input(`Walk ${i}`));
  const navigator = { currentRoute: () => null, go: vi.fn() };
  return { api, navigator, store: new MyCustomTracksStore({ api, navigator }) };
}

describe('MyCustomTracksStore', () => {
  it('loads page after page from 0, last edited first, until all are loaded', async () => {
    const { api, store } = await withTracks(CUSTOM_TRACKS_PAGE_SIZE + 3);
    await store.loadNext();
    expect(store.tracks).toHaveLength(CUSTOM_TRACKS_PAGE_SIZE);
    expect(store.tracks[0]?.title).toBe(`Walk ${CUSTOM_TRACKS_PAGE_SIZE + 2}`);
    expect(store.allLoaded).toBe(false);
    await store.loadNext();
    expect(store.tracks).toHaveLength(CUSTOM_TRACKS_PAGE_SIZE + 3);
    expect(store.allLoaded).toBe(true);
    await store.loadNext();
    expect(api.getCustomTracks.mock.calls.map(([page]) => page)).toEqual([0, 1]);
  });

  it('asks for one page at a time, however often the scroll says so', async () => {
    const { api, store } = await withTracks(3);
    await Promise.all([store.loadNext(), store.loadNext(), store.loadNext()]);
    expect(api.getCustomTracks).toHaveBeenCalledTimes(1);
  });

  it('says when there are none', async () => {
    const { store } = await withTracks(0);
    await store.loadNext();
    expect(store.isEmpty).toBe(true);
  });

  it('resets on leaving: page 0, nothing loaded, a late answer dropped', async () => {
    const { store } = await withTracks(2);
    const loading = store.loadNext();
    store.reset();
    await loading;
    expect(store.tracks).toEqual([]);
    expect(store.page).toBe(0);
    expect(store.allLoaded).toBe(false);
  });

  it('removes a deleted card at once, after confirmation', async () => {
    const { api, store } = await withTracks(3);
    await store.loadNext();
    const [first, second] = store.tracks;
    if (!first || !second) throw new Error('no tracks');
    store.requestDelete(second);
    expect(store.confirmingDelete).toBe(second);
    const deleting = store.confirmDelete();
    expect(store.tracks.map((t) => t.id)).not.toContain(second.id);
    await deleting;
    expect(api.tracks.has(second.id)).toBe(false);
  });

  it('given the delete failing, puts the card back where it was and says so', async () => {
    const { api, store } = await withTracks(3);
    await store.loadNext();
    const order = store.tracks.map((t) => t.id);
    api.deleteCustomTrack.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    store.requestDelete(store.tracks[1] as never);
    await store.confirmDelete();
    expect(store.tracks.map((t) => t.id)).toEqual(order);
    expect(store.deleteError).toContain('could not delete');
  });

  it('shows Copied! for 3 seconds after the link is copied', async () => {
    vi.useFakeTimers();
    try {
      const { store } = await withTracks(1);
      await store.loadNext();
      store.openShare(store.tracks[0] as never);
      store.markCopied();
      expect(store.copied).toBe(true);
      vi.advanceTimersByTime(COPIED_MS - 1);
      expect(store.copied).toBe(true);
      vi.advanceTimersByTime(1);
      expect(store.copied).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('copies a shared track and replaces the route with My Custom Tracks; a dead link says so', async () => {
    const { api, navigator, store } = await withTracks(1);
    const key = [...api.tracks.values()][0]?.share_key ?? '';
    await store.duplicate(key);
    expect(api.tracks.size).toBe(2);
    expect(navigator.go).toHaveBeenCalledWith('/account/my-custom-tracks', { replace: true });
    api.duplicateCustomTrack.mockRejectedValueOnce(new ApiError(404, 'Custom track not found'));
    await store.duplicate('nope');
    expect(store.duplicateError).toBe('Custom track not found');
    api.duplicateCustomTrack.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await store.duplicate('nope');
    expect(store.duplicateError).toBe(DUPLICATE_FAILED);
  });

  it.each([
    ['2030-03-01T10:00:00Z', 'Last edited 01/03/2030'],
    // Late in the UTC evening is the next morning in New Zealand.
    ['2030-03-01T20:30:00Z', 'Last edited 02/03/2030'],
  ])('writes %s as %j', (iso, text) => {
    expect(lastEditedText(iso)).toBe(text);
  });

  it('makes the share link from the origin and the share key', () => {
    expect(customTrackShareLink('https://planmywalk.nz/', 'abc_DEF-123')).toBe('https://planmywalk.nz/share-custom-track/abc_DEF-123');
  });
});
