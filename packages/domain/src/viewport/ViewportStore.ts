import { makeAutoObservable } from 'mobx';

/** The slice of `MediaQueryList` the store uses; tests pass a fake. */
export interface MediaQuery {
  readonly matches: boolean;
  addEventListener(type: 'change', listener: (event: { matches: boolean }) => void): void;
  removeEventListener(type: 'change', listener: (event: { matches: boolean }) => void): void;
}

/** Spec part 1 §9: desktop is a width above 991 px. */
export const DESKTOP_MEDIA_QUERY = '(min-width: 992px)';

/** The client's desktop flag, kept in step with the viewport. */
export class ViewportStore {
  isDesktop: boolean;
  private readonly query: MediaQuery;

  constructor(query: MediaQuery) {
    this.query = query;
    this.isDesktop = query.matches;
    makeAutoObservable<ViewportStore, 'query' | 'onChange'>(this, { query: false, onChange: false });
    query.addEventListener('change', this.onChange);
  }

  private readonly onChange = (event: { matches: boolean }): void => {
    this.setDesktop(event.matches);
  };

  setDesktop(isDesktop: boolean): void {
    this.isDesktop = isDesktop;
  }

  dispose(): void {
    this.query.removeEventListener('change', this.onChange);
  }
}
