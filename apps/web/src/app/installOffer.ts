import { useSyncExternalStore } from 'react';

/** Chromium's `beforeinstallprompt`: the browser's offer to install the web app, usable once. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

const isInstallPrompt = (event: Event): event is InstallPromptEvent => typeof (event as Partial<InstallPromptEvent>).prompt === 'function';

/**
 * The browser's offer to install the web app, kept from the moment it comes until it is used
 * or the app is installed. Where no store app is linked, home and plan-complete offer it
 * (issue 34); browsers that never make the offer (Safari, Firefox) show nothing.
 */
export class InstallOffer {
  private offer: InstallPromptEvent | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(target: EventTarget) {
    target.addEventListener('beforeinstallprompt', (event) => {
      if (!isInstallPrompt(event)) return;
      // The browser's own bar waits: the page offers the install where a walker reads about the app.
      event.preventDefault();
      this.set(event);
    });
    target.addEventListener('appinstalled', () => this.set(null));
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly available = (): boolean => this.offer !== null;

  /** Shows the browser's install question; the offer is spent whatever the answer. */
  install(): void {
    const offer = this.offer;
    this.set(null);
    void offer?.prompt().catch(() => undefined);
  }

  private set(offer: InstallPromptEvent | null): void {
    this.offer = offer;
    for (const listener of this.listeners) listener();
  }
}

/** The page's 'Install Plan My Walk', or undefined when the browser has no offer (and on the server). */
export function useInstallOffer(offer: InstallOffer | null): (() => void) | undefined {
  const available = useSyncExternalStore(offer?.subscribe ?? noSubscription, offer?.available ?? never, never);
  return offer && available ? () => offer.install() : undefined;
}

const noSubscription = () => () => undefined;
const never = () => false;
