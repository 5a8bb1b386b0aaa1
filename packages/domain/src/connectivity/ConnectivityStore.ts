import { makeAutoObservable } from 'mobx';

/** The slice of `window` the store listens to; tests pass a fake. */
export interface ConnectivityEvents {
  readonly onLine: boolean;
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/** Spec part 1 §4: offline and online browser events set the offline flag. */
export class ConnectivityStore {
  offline: boolean;
  private readonly events: ConnectivityEvents;

  constructor(events: ConnectivityEvents) {
    this.events = events;
    this.offline = !events.onLine;
    makeAutoObservable<ConnectivityStore, 'events' | 'goOnline' | 'goOffline'>(this, {
      events: false,
      goOnline: false,
      goOffline: false,
    });
    events.addEventListener('online', this.goOnline);
    events.addEventListener('offline', this.goOffline);
  }

  setOffline(offline: boolean): void {
    this.offline = offline;
  }

  private readonly goOnline = () => this.setOffline(false);
  private readonly goOffline = () => this.setOffline(true);

  dispose(): void {
    this.events.removeEventListener('online', this.goOnline);
    this.events.removeEventListener('offline', this.goOffline);
  }
}
