import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@planmywalk/contracts';
import { createFakeGearServer } from '../testing/fakeGearServer.ts';
import { FakeSession, testUser } from '../testing/fakeSession.ts';
import { GearTemplatesStore } from './GearTemplatesStore.ts';
import { customList } from './gearFixtures.ts';

const DELAY = 1000;

function setup(options: { loggedIn?: boolean } = {}) {
  const session = new FakeSession(options.loggedIn === false ? null : testUser());
  const server = createFakeGearServer({ lists: [customList(), customList({ id: 32, title: 'Winter kit' })] });
  const store = new GearTemplatesStore({ api: server.api, session, autosaveDelayMs: DELAY });
  return { store, server, session };
}

describe('GearTemplatesStore: My Gear Lists (spec part 2 §2, §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the lists once for a user, and not at all for a guest (custom lists need an account)', async () => {
    const { store, server } = setup();
    await store.load();
    await store.load();
    expect(store.lists.map((l) => l.title)).toEqual(['My Kepler kit', 'Winter kit']);
    expect(server.api.getGearListTemplates).toHaveBeenCalledTimes(1);
    const guest = setup({ loggedIn: false });
    await guest.store.load();
    expect(guest.server.api.getGearListTemplates).not.toHaveBeenCalled();
    expect(guest.store.lists).toEqual([]);
  });

  it('says when the lists could not be loaded, and loads them when asked again', async () => {
    const { store, server } = setup();
    server.api.getGearListTemplates.mockRejectedValueOnce(new TypeError('fetch failed'));
    await store.load();
    expect(store.loadError).toMatch(/could not be loaded/);
    await store.load({ force: true });
    expect(store.loadError).toBeNull();
    expect(store.lists).toHaveLength(2);
  });

  it("'Add new gear list' makes 'New gear list' with 'Category 1' and one empty item", async () => {
    const { store } = setup();
    await store.load();
    const made = await store.create();
    expect(made).toEqual({ id: expect.any(Number), title: 'New gear list', categories: [{ title: 'Category 1', items: [{ packed: false, title: '', notes: '' }] }] });
    expect(store.lists.at(-1)).toEqual(made);
  });

  it("says why a list could not be made: the server's words, else 'Something went wrong, please try again.'", async () => {
    const { store, server } = setup();
    server.api.createGearListTemplate.mockRejectedValueOnce(new ApiError(422, 'You can keep up to 100 gear lists. Delete one to make room.'));
    expect(await store.create()).toBeNull();
    expect(store.createError).toBe('You can keep up to 100 gear lists. Delete one to make room.');
    server.api.createGearListTemplate.mockRejectedValueOnce(new TypeError('fetch failed'));
    await store.create();
    expect(store.createError).toBe('Something went wrong, please try again.');
    expect(await store.saveAsNew('   ', [])).toBeNull();
    expect(store.createError).toBe('Give the gear list a name.');
  });

  it('renames and edits a list at once, and saves the whole list a moment after the last change', async () => {
    const { store, server } = setup();
    await store.load();
    store.rename(31, 'Kepler, April');
    store.editorFor(31).togglePacked(0, 0, true);
    store.editorFor(31).addItem(0);
    expect(store.find(31)?.title).toBe('Kepler, April');
    expect(store.saveStateOf(31)).toBe('saving');
    expect(server.api.updateGearListTemplate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(server.api.updateGearListTemplate).toHaveBeenCalledTimes(1);
    expect(server.lists.get(31)).toEqual({
      id: 31,
      title: 'Kepler, April',
      categories: [
        {
          title: 'My kit',
          items: [
            { packed: true, title: 'Gaiters', notes: 'For the mud' },
            { packed: false, title: 'Camera', notes: '' },
            { packed: false, title: '', notes: '' },
          ],
        },
      ],
    });
    expect(store.saveStateOf(31)).toBe('saved');
  });

  it('does not save a blank name: it says so and saves once the list has a name again', async () => {
    const { store, server } = setup();
    await store.load();
    store.rename(31, '  ');
    expect(store.titleErrors.get(31)).toBe('Give the gear list a name.');
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(server.api.updateGearListTemplate).not.toHaveBeenCalled();
    store.rename(31, 'Kepler');
    expect(store.titleErrors.has(31)).toBe(false);
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(server.lists.get(31)?.title).toBe('Kepler');
  });

  it("keeps the edits when a save fails, with 'Something has gone wrong while saving the gear list', and saves them on the next change", async () => {
    const { store, server } = setup();
    await store.load();
    server.api.updateGearListTemplate.mockRejectedValueOnce(new TypeError('fetch failed'));
    store.rename(31, 'Kepler, May');
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(store.saveStateOf(31)).toBe('error');
    expect(store.saveErrors.get(31)).toBe('Something has gone wrong while saving the gear list');
    expect(store.find(31)?.title).toBe('Kepler, May');
    store.editorFor(31).togglePacked(0, 1, true);
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(store.saveStateOf(31)).toBe('saved');
    expect(server.lists.get(31)?.title).toBe('Kepler, May');
  });

  it('duplicates a list with its unsaved edits, as "… (copy)"', async () => {
    const { store, server } = setup();
    await store.load();
    store.rename(32, 'Winter kit 2027');
    const copy = await store.duplicate(32);
    expect(server.api.updateGearListTemplate).toHaveBeenCalledTimes(1);
    expect(copy?.title).toBe('Winter kit 2027 (copy)');
    expect(store.lists.map((l) => l.title)).toEqual(['My Kepler kit', 'Winter kit 2027', 'Winter kit 2027 (copy)']);
  });

  it('deletes a list at once, and puts it back in its place with the reason when the call fails', async () => {
    const { store, server } = setup();
    await store.load();
    server.api.deleteGearListTemplate.mockRejectedValueOnce(new TypeError('fetch failed'));
    const failing = store.remove(31);
    expect(store.lists.map((l) => l.id)).toEqual([32]);
    expect(store.deletingId).toBe(31);
    expect(await failing).toBe(false);
    expect(store.lists.map((l) => l.id)).toEqual([31, 32]);
    expect(store.deleteError).toBe('Something went wrong, please try again.');

    expect(await store.remove(31)).toBe(true);
    expect(store.lists.map((l) => l.id)).toEqual([32]);
    expect(server.lists.has(31)).toBe(false);
  });

  it('drops a pending save of a list being deleted', async () => {
    const { store, server } = setup();
    await store.load();
    store.rename(31, 'Going');
    await store.remove(31);
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(server.api.updateGearListTemplate).not.toHaveBeenCalled();
  });

  it('forgets every list on logout (spec part 1 §4)', async () => {
    const { store, session, server } = setup();
    await store.load();
    store.rename(31, 'Unsaved');
    session.logout();
    expect(store.lists).toEqual([]);
    expect(store.loaded).toBe(false);
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(server.api.updateGearListTemplate).not.toHaveBeenCalled();
  });
});
