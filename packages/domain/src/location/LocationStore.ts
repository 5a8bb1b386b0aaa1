import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Location } from '@planmywalk/contracts';

/** The plural path segment of a location route: /tracks/{slug}, /huts/{slug}, /campsites/{slug}. */
export type LocationKind = 'tracks' | 'huts' | 'campsites';

export interface LocationSource {
  getLocation(kind: LocationKind, slug: string): Promise<Location>;
}

function statusOf(cause: unknown): number | undefined {
  if (typeof cause === 'object' && cause !== null && 'status' in cause) {
    const { status } = cause as { status: unknown };
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

/** How many places opened in this visit are kept, for Back to show one at once. */
export const RECENT_PLACES = 8;

/** The location a page shows (spec part 1 §7: skipped if the same slug is already loaded). */
export class LocationStore {
  location: Location | null = null;
  isFetching = false;
  /** The last load answered 404: the page goes to not-found. */
  notFound = false;
  error: string | null = null;

  private loadedKey: string | null = null;
  /**
   * The last places opened, newest last: going Back to one shows it in the page's first
   * render, so the browser's scroll position has the page to return to (AppShell's
   * ScrollRestoration), rather than a loading state a frame before it.
   */
  private readonly recent = new Map<string, Location>();
  /** The load under way, so that asking again for the same place waits for it rather than asking twice. */
  private pending: Promise<void> | null = null;
  private readonly source: LocationSource;

  constructor(source: LocationSource) {
    this.source = source;
    makeAutoObservable<LocationStore, 'source' | 'loadedKey' | 'pending' | 'recent' | 'remember'>(this, {
      // The place as the API answered it, replaced whole and never edited: observed as one
      // value. Made deeply observable, its ~17 KB of JSON cost a phone ~15 ms in the task
      // that first draws the track page.
      location: observableRef,
      source: false,
      loadedKey: false,
      pending: false,
      recent: false,
      remember: false,
    });
  }

  /**
   * The place as a later call answered it (a saved review answers its place, reviews
   * included): shown at once when it is the one loaded.
   */
  replace(location: Location): void {
    for (const [key, kept] of this.recent) if (kept.id === location.id && kept.type === location.type) this.recent.set(key, location);
    if (this.location?.id === location.id && this.location.type === location.type) this.location = location;
  }

  /** A place opened earlier in this visit, for a page to draw before its load has run; null when there is none. */
  recentPlace(kind: LocationKind, slug: string): Location | null {
    return this.recent.get(`${kind}/${slug}`) ?? null;
  }

  private remember(key: string, location: Location): void {
    this.recent.delete(key);
    this.recent.set(key, location);
    if (this.recent.size > RECENT_PLACES) this.recent.delete(this.recent.keys().next().value as string);
  }

  /** Loads the place unless it is the one shown or on its way (the app starts the first page's place early). */
  load(kind: LocationKind, slug: string): Promise<void> {
    const key = `${kind}/${slug}`;
    if (this.loadedKey === key && this.location) return Promise.resolve();
    if (this.loadedKey === key && this.pending) return this.pending;
    const recent = this.recent.get(key);
    if (recent) {
      this.loadedKey = key;
      this.location = recent;
      this.notFound = false;
      this.error = null;
      return Promise.resolve();
    }
    const pending = this.fetch(kind, slug, key);
    this.pending = pending;
    void pending.finally(() => {
      if (this.pending === pending) this.pending = null;
    });
    return pending;
  }

  private async fetch(kind: LocationKind, slug: string, key: string): Promise<void> {
    this.loadedKey = key;
    this.isFetching = true;
    this.notFound = false;
    this.error = null;
    try {
      const location = await this.source.getLocation(kind, slug);
      runInAction(() => {
        if (this.loadedKey !== key) return; // a newer load won the race
        this.location = location;
        this.remember(key, location);
      });
    } catch (cause) {
      runInAction(() => {
        if (this.loadedKey !== key) return;
        this.location = null;
        this.loadedKey = null;
        if (statusOf(cause) === 404) this.notFound = true;
        else this.error = cause instanceof Error ? cause.message : 'Could not load this location';
      });
    } finally {
      runInAction(() => {
        if (this.loadedKey === key || this.loadedKey === null) this.isFetching = false;
      });
    }
  }
}
