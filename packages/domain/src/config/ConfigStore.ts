import { makeAutoObservable, runInAction } from 'mobx';
import type { AppConfig } from '@planmywalk/contracts';

/** The one call this store needs; the app passes its API client. */
export interface ConfigSource {
  getConfig(): Promise<AppConfig>;
}

/** App settings fetched once at start (spec part 1 §7: GET api/v1/config). */
export class ConfigStore {
  settings: AppConfig | null = null;
  isFetching = false;
  /** Set when the last load failed; pages fall back to their own defaults. */
  error: string | null = null;

  private readonly source: ConfigSource;
  private pending: Promise<void> | null = null;

  constructor(source: ConfigSource) {
    this.source = source;
    makeAutoObservable<ConfigStore, 'source' | 'pending'>(this, { source: false, pending: false });
  }

  get isLoaded(): boolean {
    return this.settings !== null;
  }

  /** Loads the settings; concurrent callers share one request, a loaded store does not refetch. */
  load(): Promise<void> {
    if (this.settings) return Promise.resolve();
    if (this.pending) return this.pending;
    this.isFetching = true;
    this.error = null;
    this.pending = this.source
      .getConfig()
      .then((settings) => {
        runInAction(() => {
          this.settings = settings;
        });
      })
      .catch((cause: unknown) => {
        runInAction(() => {
          this.error = cause instanceof Error ? cause.message : 'Could not load the app settings';
        });
      })
      .finally(() => {
        runInAction(() => {
          this.isFetching = false;
          this.pending = null;
        });
      });
    return this.pending;
  }
}
