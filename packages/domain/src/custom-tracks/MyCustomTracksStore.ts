import { makeAutoObservable, runInAction } from 'mobx';
import type { CustomTrackSaved, CustomTrackSummary, CustomTracksPage, SuccessResponse } from '@planmywalk/contracts';
import { serverErrorText } from '../api/apiErrors.ts';
import type { Navigator } from '../session/SessionStore.ts';
import { COPIED_MS, DUPLICATE_FAILED } from './customTrackTexts.ts';

export interface MyCustomTracksSource {
  getCustomTracks(page: number): Promise<CustomTracksPage>;
  deleteCustomTrack(id: number): Promise<SuccessResponse>;
  duplicateCustomTrack(shareKey: string): Promise<CustomTrackSaved>;
}

export interface MyCustomTracksDeps {
  api: MyCustomTracksSource;
  navigator: Navigator;
  /** Timers for 'Copied!' (fake in tests). */
  setTimeout?: (run: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

/** 'Last edited DD/MM/YYYY' (spec §9), in New Zealand time. */
export function lastEditedText(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `Last edited ${part('day')}/${part('month')}/${part('year')}`;
}

/** The share link of a custom track: {origin}/share-custom-track/{key} (spec §7). */
export const customTrackShareLink = (origin: string, shareKey: string): string => `${origin.replace(/\/$/, '')}/share-custom-track/${encodeURIComponent(shareKey)}`;

/**
 * My Custom Tracks (spec part 2 §2, §4): pages from 0 loaded as the list scrolls, reset
 * on leaving; delete removes the card at once and puts it back where it was if the server
 * refuses; the share modal with 'Copy URL' → 'Copied!' for 3 s; and a share link's copy.
 */
export class MyCustomTracksStore {
  tracks: CustomTrackSummary[] = [];
  /** The next page to ask for (pages start at 0). */
  page = 0;
  allLoaded = false;
  loading = false;
  loadError: string | null = null;
  /** 'Are you sure you want to delete this custom track? …' is open for this track. */
  confirmingDelete: CustomTrackSummary | null = null;
  deleteError: string | null = null;
  /** The share modal is open for this track. */
  sharing: CustomTrackSummary | null = null;
  copied = false;
  duplicating = false;
  duplicateError: string | null = null;

  private copiedTimer: unknown = null;
  /** Bumped by reset, so a page that arrives after leaving is dropped. */
  private generation = 0;
  private readonly deps: MyCustomTracksDeps;

  constructor(deps: MyCustomTracksDeps) {
    this.deps = deps;
    makeAutoObservable<MyCustomTracksStore, 'deps' | 'copiedTimer' | 'generation'>(this, { deps: false, copiedTimer: false, generation: false });
  }

  get isEmpty(): boolean {
    return this.allLoaded && this.tracks.length === 0;
  }

  /** Loads the next page, unless one is loading or all are in (infinite scroll calls this near the bottom). */
  async loadNext(): Promise<void> {
    if (this.loading || this.allLoaded) return;
    this.loading = true;
    this.loadError = null;
    const generation = this.generation;
    try {
      const answer = await this.deps.api.getCustomTracks(this.page);
      runInAction(() => {
        if (generation !== this.generation) return;
        const known = new Set(this.tracks.map((t) => t.id));
        this.tracks.push(...answer.tracks.filter((t) => !known.has(t.id)));
        this.page++;
        this.allLoaded = answer.all_loaded;
      });
    } catch (cause) {
      runInAction(() => {
        if (generation === this.generation) this.loadError = serverErrorText(cause) ?? 'We could not load your custom tracks. Please try again.';
      });
    } finally {
      runInAction(() => {
        if (generation === this.generation) this.loading = false;
      });
    }
  }

  /** Leaving the page: page counter 0, nothing loaded (spec §4). */
  reset(): void {
    this.generation++;
    this.tracks = [];
    this.page = 0;
    this.allLoaded = false;
    this.loading = false;
    this.loadError = null;
    this.confirmingDelete = null;
    this.deleteError = null;
    this.closeShare();
  }

  requestDelete(track: CustomTrackSummary): void {
    this.confirmingDelete = track;
  }

  cancelDelete(): void {
    this.confirmingDelete = null;
  }

  /** Removes the card at once; a refusal puts it back at its old position (spec §4). */
  async confirmDelete(): Promise<void> {
    const track = this.confirmingDelete;
    this.confirmingDelete = null;
    if (!track) return;
    const position = this.tracks.findIndex((t) => t.id === track.id);
    if (position < 0) return;
    this.tracks.splice(position, 1);
    this.deleteError = null;
    try {
      await this.deps.api.deleteCustomTrack(track.id);
    } catch (cause) {
      runInAction(() => {
        this.tracks.splice(Math.min(position, this.tracks.length), 0, track);
        this.deleteError = serverErrorText(cause) ?? `We could not delete ${track.title}. Please try again.`;
      });
    }
  }

  openShare(track: CustomTrackSummary): void {
    this.sharing = track;
    this.copied = false;
  }

  closeShare(): void {
    this.sharing = null;
    this.copied = false;
    if (this.copiedTimer !== null) (this.deps.clearTimeout ?? clearTimeout)(this.copiedTimer as ReturnType<typeof setTimeout>);
    this.copiedTimer = null;
  }

  /** After the link is on the clipboard: 'Copied!' for 3 seconds. */
  markCopied(): void {
    this.copied = true;
    if (this.copiedTimer !== null) (this.deps.clearTimeout ?? clearTimeout)(this.copiedTimer as ReturnType<typeof setTimeout>);
    this.copiedTimer = (this.deps.setTimeout ?? setTimeout)(() => runInAction(() => {
      this.copied = false;
      this.copiedTimer = null;
    }), COPIED_MS);
  }

  /** A share link opened: the track is copied into the user's own, then My Custom Tracks replaces the route (spec §4). */
  async duplicate(shareKey: string): Promise<void> {
    if (this.duplicating) return;
    this.duplicating = true;
    this.duplicateError = null;
    try {
      await this.deps.api.duplicateCustomTrack(shareKey);
      runInAction(() => this.reset());
      this.deps.navigator.go('/account/my-custom-tracks', { replace: true });
    } catch (cause) {
      runInAction(() => (this.duplicateError = serverErrorText(cause) ?? DUPLICATE_FAILED));
    } finally {
      runInAction(() => (this.duplicating = false));
    }
  }
}
