import { describe, expect, it, vi } from 'vitest';
import { InstallOffer } from './installOffer.ts';

/** An install prompt as Chromium fires it: cancelable, with `prompt()`. */
function installPrompt() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: ReturnType<typeof vi.fn> };
  event.prompt = vi.fn(() => Promise.resolve({ outcome: 'accepted' }));
  return event;
}

describe('InstallOffer', () => {
  it("keeps the browser's offer, holding back the browser's own bar, and tells its listeners", () => {
    const window = new EventTarget();
    const offer = new InstallOffer(window);
    const listener = vi.fn();
    offer.subscribe(listener);
    expect(offer.available()).toBe(false);
    const event = installPrompt();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(offer.available()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("asks the browser once: the offer is spent after install, whatever the walker answers", () => {
    const window = new EventTarget();
    const offer = new InstallOffer(window);
    const event = installPrompt();
    window.dispatchEvent(event);
    offer.install();
    offer.install();
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(offer.available()).toBe(false);
  });

  it('drops the offer once the app is installed, and ignores an event without prompt()', () => {
    const window = new EventTarget();
    const offer = new InstallOffer(window);
    window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true }));
    expect(offer.available()).toBe(false);
    window.dispatchEvent(installPrompt());
    window.dispatchEvent(new Event('appinstalled'));
    expect(offer.available()).toBe(false);
  });

  it('stops telling a listener that has unsubscribed', () => {
    const window = new EventTarget();
    const offer = new InstallOffer(window);
    const listener = vi.fn();
    offer.subscribe(listener)();
    window.dispatchEvent(installPrompt());
    expect(listener).not.toHaveBeenCalled();
  });
});
