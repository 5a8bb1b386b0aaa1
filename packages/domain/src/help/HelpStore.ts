import { makeAutoObservable, runInAction } from 'mobx';
import type { HelpContent } from '@planmywalk/contracts';

/** The one call the help page needs. */
export interface HelpSource {
  getHelp(): Promise<HelpContent>;
}

export type HelpStatus = 'idle' | 'loading' | 'loaded' | 'error';

export const HELP_LOAD_FAILED = 'We could not load the help page. Please check your connection and try again.';

/** The help page (spec part 2 §2): its content from the server, a loader while it comes, and a retry when it fails. */
export class HelpStore {
  status: HelpStatus = 'idle';
  help: HelpContent | null = null;
  private readonly api: HelpSource;

  constructor(api: HelpSource) {
    this.api = api;
    makeAutoObservable<HelpStore, 'api'>(this, { api: false });
  }

  get error(): string | null {
    return this.status === 'error' ? HELP_LOAD_FAILED : null;
  }

  /** Loads the page once; a page already loaded or loading is left alone. */
  load(): Promise<void> {
    if (this.status === 'loaded' || this.status === 'loading') return Promise.resolve();
    return this.fetch();
  }

  /** After a failure: asks again. */
  retry(): Promise<void> {
    if (this.status === 'loading') return Promise.resolve();
    return this.fetch();
  }

  private async fetch(): Promise<void> {
    this.status = 'loading';
    try {
      const help = await this.api.getHelp();
      runInAction(() => {
        this.help = help;
        this.status = 'loaded';
      });
    } catch {
      runInAction(() => {
        this.status = 'error';
      });
    }
  }
}
