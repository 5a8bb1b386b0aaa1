import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autorun } from 'mobx';
import { ApiError } from '@planmywalk/contracts';
import { systemClock } from '../platform/Clock.ts';
import { TICK_MS, Ticker } from '../platform/Ticker.ts';
import { createFakePlanServer } from '../testing/fakePlanServer.ts';
import { FakeSession, testUser } from '../testing/fakeSession.ts';
import { MyWalksStore } from './MyWalksStore.ts';
import { planLocation, serverPlan, tripDates } from './planFixtures.ts';

const id = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

function setup() {
  const server = createFakePlanServer({ now: () => new Date(Date.now()) });
  const session = new FakeSession(testUser({ id: 7 }));
  const workingPlan = { forget: vi.fn() };
  const store = new MyWalksStore({ api: server.api, ticker: new Ticker(systemClock), session, workingPlan });
  return { store, server, session, workingPlan };
}

describe('MyWalksStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Tuesday 1 December 2026, 9:00 am NZDT.
    vi.setSystemTime(new Date('2026-11-30T20:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('says ‘No saved trips’ when every section is empty', async () => {
    const { store } = setup();
    expect(store.emptyText).toBeNull();
    await store.load();
    expect(store.emptyText).toBe('No saved trips');
    expect(store.walkSections).toEqual([]);
    expect(store.showsShowAllPastTrips).toBe(false);
  });

  it('shows each section with its tiles’ time-to-go, dates and targets', async () => {
    const { store, server } = setup();
    server.put(serverPlan({ id: id(1), is_published: true, date: tripDates('2026-12-01', '2026-12-01', '08:00 AM', '05:00 PM') }));
    server.put(serverPlan({ id: id(2), is_published: true, date: tripDates('2026-12-01', '2026-12-01', '02:00 PM', '06:00 PM') }));
    server.put(serverPlan({ id: id(3), is_published: false, location: planLocation({ type: 'Hut', slug: 'luxmore-hut' }) }));
    server.put(serverPlan({ id: id(4), is_published: true, date: tripDates('2026-11-27', '2026-11-28'), checked_in_at: '2026-11-28T03:00:00.000Z' }));
    server.put(serverPlan({ id: id(6), is_published: true, date: tripDates('2026-11-29', '2026-11-29') }));
    server.put(serverPlan({ id: id(5), is_published: true, acceptanceState: 'accepted', canEdit: false, date: tripDates('2026-12-10', '2026-12-11') }));
    await store.load();
    const view = store.walkSections.map((section) => ({
      title: section.title,
      tiles: section.tiles.map((tile) => [tile.plan.id, tile.timeToGo, tile.dates, tile.to, tile.removal]),
    }));
    expect(view).toEqual([
      {
        title: 'Currently completing',
        tiles: [
          [id(1), 'Started 1 hour ago', '01 Dec 2026 8:00 am - 5:00 pm', `/tracks/kepler-track/plan?plan=${id(1)}`, 'delete'],
          // Past its end, never checked in from: overdue, never among the completed trips (ADR 057); its check-in is on its read-only page.
          [id(6), '2 days ago', '29 Nov 2026 8:00 am - 4:00 pm', `/plan/${id(6)}`, 'delete'],
        ],
      },
      {
        title: 'Upcoming trips',
        tiles: [
          [id(2), '5 hours to go', '01 Dec 2026 2:00 pm - 6:00 pm', `/tracks/kepler-track/plan?plan=${id(2)}`, 'delete'],
          [id(5), '9 days to go', '10 Dec 8:00 am - 11 Dec 4:00 pm', `/plan/${id(5)}`, 'decline'],
        ],
      },
      { title: 'Draft trips', tiles: [[id(3), '4 days to go', '05 Dec 8:00 am - 07 Dec 4:00 pm', `/huts/luxmore-hut/plan?plan=${id(3)}`, 'delete']] },
      { title: 'Completed trips', tiles: [[id(4), '3 days ago', '27 Nov 8:00 am - 28 Nov 4:00 pm', `/plan/${id(4)}`, 'delete']] },
    ]);
    expect(store.walkSections[1]?.tiles[1]?.confirmation).toBe(
      'Are you sure you want to stop this plan from being shared with you? This will not delete the original plan',
    );
    expect(store.walkSections[0]?.tiles[0]?.confirmation).toBe('Are you sure you want to delete this trip?');
    expect(store.walkSections.flatMap((section) => section.tiles.map((tile) => tile.status.label))).toEqual([
      'Under way',
      'Overdue',
      'Upcoming trip',
      'Upcoming trip',
      'Draft',
      'Back safely',
    ]);
  });

  it('answers a tile’s target and time-to-go by plan id, for the page’s tiles', async () => {
    const { store, server } = setup();
    server.put(serverPlan({ id: id(1), is_published: true, date: tripDates('2026-12-01', '2026-12-01', '02:00 PM', '06:00 PM') }));
    server.put(serverPlan({ id: id(3), is_published: false, date: null }));
    await store.load();
    expect([store.hrefOf(id(1)), store.timeToGoOf(id(1))]).toEqual([`/tracks/kepler-track/plan?plan=${id(1)}`, '5 hours to go']);
    expect([store.hrefOf(id(3)), store.timeToGoOf(id(3))]).toEqual([`/tracks/kepler-track/plan?plan=${id(3)}`, undefined]);
    expect([store.hrefOf('unknown'), store.timeToGoOf('unknown')]).toEqual([`/plan/unknown`, undefined]);
  });

  it('tells the walker on a tile when an address on the plan could not be delivered to, and nothing on the others (ADR 064)', async () => {
    const { store, server } = setup();
    const hine = { role: 'emergency' as const, name: 'Hine Moana', email: 'hine@example.org', reason: '550 5.1.1', overdue_alert_failed: false };
    server.put(serverPlan({ id: id(1), is_published: true, date: tripDates('2026-12-10', '2026-12-11'), undeliverable: [hine] }));
    server.put(serverPlan({ id: id(2), is_published: true, date: tripDates('2026-12-12', '2026-12-13') }));
    await store.load();
    expect(store.noticesOf(id(1))).toEqual([
      'We could not deliver your plan to Hine Moana (hine@example.org): check the address and publish the plan again, or your emergency contact will not be told if you are overdue.',
    ]);
    expect(store.noticesOf(id(2))).toEqual([]);
    expect(store.noticesOf('unknown')).toEqual([]);
  });

  it('moves the time-to-go on while the page shows it', async () => {
    const { store, server } = setup();
    server.put(serverPlan({ id: id(1), is_published: true, date: tripDates('2026-12-01', '2026-12-01', '02:00 PM', '06:00 PM') }));
    await store.load();
    const seen: (string | null | undefined)[] = [];
    const stop = autorun(() => seen.push(store.walkSections[0]?.tiles[0]?.timeToGo));
    vi.advanceTimersByTime(TICK_MS * 60);
    stop();
    // Recomputed each minute; the text changes once the nearest whole hour does.
    expect(seen.length).toBeGreaterThan(2);
    expect([...new Set(seen)]).toEqual(['5 hours to go', '4 hours to go']);
  });

  it('loads older completed trips a page at a time after ‘Show all past trips’', async () => {
    const { store, server } = setup();
    for (let n = 1; n <= 23; n++) server.put(serverPlan({ id: id(n), is_published: true, date: tripDates('2026-10-01', '2026-10-02'), checked_in_at: '2026-10-02T03:00:00.000Z' }));
    await store.load();
    expect(store.sections.completed).toHaveLength(10);
    expect(store.showsShowAllPastTrips).toBe(true);
    await store.loadMorePast();
    expect(server.api.getPlans).toHaveBeenCalledTimes(1);
    await store.showAllPastTrips();
    expect(store.sections.completed).toHaveLength(20);
    expect(store.showsShowAllPastTrips).toBe(false);
    expect(store.allLoadedText).toBeNull();
    await store.loadMorePast();
    expect(store.sections.completed).toHaveLength(23);
    expect(store.allLoadedText).toBe('All completed trips loaded');
    await store.loadMorePast();
    expect(server.api.getPlans).toHaveBeenCalledTimes(3);
    expect(server.api.getPlans.mock.calls.map(([page]) => page)).toEqual([0, 1, 2]);
  });

  it('deletes a trip at once, and its plans list and working plan follow', async () => {
    const { store, server, session, workingPlan } = setup();
    server.put(serverPlan({ id: id(1) }));
    server.put(serverPlan({ id: id(2) }));
    await store.load();
    const removing = store.remove(id(1));
    expect(store.sections.draft.map((p) => p.id)).toEqual([id(2)]);
    expect(await removing).toBe(true);
    expect(session.user?.plans.map((p) => p.id)).toEqual([id(2)]);
    expect(workingPlan.forget).toHaveBeenCalledWith(id(1));
  });

  it('puts a trip back at its old position when the delete fails', async () => {
    const { store, server, workingPlan } = setup();
    for (let n = 1; n <= 3; n++) server.put(serverPlan({ id: id(n) }));
    await store.load();
    server.api.deletePlan.mockRejectedValueOnce(new TypeError('fetch failed'));
    expect(await store.remove(id(2))).toBe(false);
    expect(store.sections.draft.map((p) => p.id)).toEqual([id(1), id(2), id(3)]);
    expect(store.removeError).toBe('Something went wrong, please try again.');
    expect(workingPlan.forget).not.toHaveBeenCalled();
  });

  it('shows the server’s reason when a decline is refused', async () => {
    const { store, server } = setup();
    server.put(serverPlan({ id: id(1), acceptanceState: 'accepted', canEdit: false }));
    await store.load();
    server.api.deletePlan.mockRejectedValueOnce(new ApiError(404, 'Plan not found'));
    expect(await store.remove(id(1))).toBe(false);
    expect(store.removeError).toBe('Plan not found');
  });

  it('says when My Walks could not be loaded, and starts again after leaving', async () => {
    const { store, server } = setup();
    server.api.getPlans.mockRejectedValueOnce(new TypeError('fetch failed'));
    await store.load();
    expect(store.error).toBe('We could not load this plan. Check your connection and try again.');
    expect(store.emptyText).toBeNull();
    await store.load();
    await store.showAllPastTrips();
    store.reset();
    expect(store.showingAllPast).toBe(false);
    expect(store.loaded).toBe(false);
  });
});
