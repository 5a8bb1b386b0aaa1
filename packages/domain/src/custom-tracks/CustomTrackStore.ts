import { makeAutoObservable, runInAction } from 'mobx';
import type { CustomTrack, PlanLocation, SearchResultItem } from '@planmywalk/contracts';
import { serverErrorText, statusOf } from '../api/apiErrors.ts';
import { GPX_EXPORT_FAILED, LOAD_TRACK_FAILED } from './customTrackTexts.ts';
import { isPressed, noRelatedText, relatedItems, toggleRelated, type RelatedFilter, type RelatedKind } from './relatedFilter.ts';

export interface CustomTrackSource {
  getCustomTrack(id: number): Promise<CustomTrack>;
  downloadCustomTrackGpx(id: number): Promise<{ blob: Blob; filename: string }>;
}

/** The place a plan on a custom track is for (spec part 2 §3: slug null, /custom-tracks/{id}). */
export function planLocationOfCustomTrack(track: CustomTrack): PlanLocation {
  return {
    id: track.id,
    type: 'Custom Track',
    slug: null,
    title: track.title,
    singular_name: 'custom track',
    is_closed: false,
    locations: track.locations,
    regions: track.regions,
    lat: track.lat,
    lng: track.lng,
    thumbnail: null,
    distance: track.distance,
    walking_duration: null,
    difficulty: [],
  };
}

/**
 * A custom track's own pages (spec part 2 §2: /custom-tracks/{id} and its sub-routes):
 * the track (skipped when already loaded), a 404 going to not-found, the related block's
 * filter, and the track as GPX.
 */
export class CustomTrackStore {
  track: CustomTrack | null = null;
  loading = false;
  notFound = false;
  error: string | null = null;
  relatedFilter: RelatedFilter = 'all';
  downloadingGpx = false;
  gpxError: string | null = null;

  private loadingId: number | null = null;
  private readonly api: CustomTrackSource;

  constructor(api: CustomTrackSource) {
    this.api = api;
    makeAutoObservable<CustomTrackStore, 'api' | 'loadingId'>(this, { api: false, loadingId: false });
  }

  async load(id: number): Promise<void> {
    if (this.track?.id === id || this.loadingId === id) return;
    this.loadingId = id;
    this.loading = true;
    this.notFound = false;
    this.error = null;
    this.relatedFilter = 'all';
    try {
      const track = await this.api.getCustomTrack(id);
      runInAction(() => {
        if (this.loadingId === id) this.track = track;
      });
    } catch (cause) {
      runInAction(() => {
        if (this.loadingId !== id) return;
        this.track = null;
        if (statusOf(cause) === 404) this.notFound = true;
        else this.error = LOAD_TRACK_FAILED;
      });
    } finally {
      runInAction(() => {
        if (this.loadingId === id) {
          this.loading = false;
          this.loadingId = null;
        }
      });
    }
  }

  /** Forget the track (after it was edited, or on logout), so the next visit loads it again. */
  forget(): void {
    this.track = null;
    this.notFound = false;
    this.error = null;
  }

  pressRelated(kind: 'all' | RelatedKind): void {
    this.relatedFilter = toggleRelated(this.relatedFilter, kind);
  }

  isRelatedPressed(kind: 'all' | RelatedKind): boolean {
    return isPressed(this.relatedFilter, kind);
  }

  get relatedList(): SearchResultItem[] {
    return this.track ? relatedItems(this.track.related, this.relatedFilter) : [];
  }

  get relatedEmptyText(): string {
    return noRelatedText(this.relatedFilter);
  }

  get planLocation(): PlanLocation | null {
    return this.track ? planLocationOfCustomTrack(this.track) : null;
  }

  /** The track as a GPX file, for the page to hand to the browser. */
  async downloadGpx(): Promise<{ blob: Blob; filename: string } | null> {
    const id = this.track?.id;
    if (!id || this.downloadingGpx) return null;
    this.downloadingGpx = true;
    this.gpxError = null;
    try {
      return await this.api.downloadCustomTrackGpx(id);
    } catch (cause) {
      runInAction(() => (this.gpxError = serverErrorText(cause) ?? GPX_EXPORT_FAILED));
      return null;
    } finally {
      runInAction(() => (this.downloadingGpx = false));
    }
  }
}
