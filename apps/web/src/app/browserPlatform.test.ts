import { describe, expect, it, vi } from 'vitest';
import { browserPlatform } from './browserPlatform.ts';

const DESKTOP_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const PHONE_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';

/** A window's parts the platform reads, on an event target as a window is (the install offer listens on it). */
function fakeWindow(navigator: Record<string, unknown>) {
  return Object.assign(new EventTarget(), {
    navigator: { userAgent: DESKTOP_AGENT, ...navigator },
    location: { origin: 'https://planmywalk.nz' },
    document: {},
  }) as unknown as Window;
}

describe('the browser as the app’s platform', () => {
  it.each([
    ['a desktop browser', { userAgent: DESKTOP_AGENT }, false],
    ['a phone', { userAgent: PHONE_AGENT }, true],
    ['a tablet whose client hints say so', { userAgentData: { mobile: true } }, true],
    ['an iPad, whose agent says Mobile', { userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Mobile/15E148' }, true],
  ])('tells %s apart (mobile: %s)', (_name, navigator, mobile) => {
    expect(browserPlatform(fakeWindow(navigator)).isMobileDevice).toBe(mobile);
  });

  it('builds links on the site’s origin', () => {
    expect(browserPlatform(fakeWindow({})).origin).toBe('https://planmywalk.nz');
  });

  it('copies with the clipboard, and fails clearly where there is none', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    await browserPlatform(fakeWindow({ clipboard: { writeText } })).clipboard.writeText('https://planmywalk.nz/plan/1');
    expect(writeText).toHaveBeenCalledWith('https://planmywalk.nz/plan/1');
    await expect(browserPlatform(fakeWindow({})).clipboard.writeText('x')).rejects.toThrow('cannot copy');
  });

  it('offers sharing only where Web Share can share the link', () => {
    const data = { title: 'Kepler', url: 'https://planmywalk.nz/plan/1' };
    expect(browserPlatform(fakeWindow({})).sharing.canShare(data)).toBe(false);
    expect(browserPlatform(fakeWindow({ share: vi.fn() })).sharing.canShare(data)).toBe(true);
    expect(browserPlatform(fakeWindow({ share: vi.fn(), canShare: () => false })).sharing.canShare(data)).toBe(false);
  });

  it('takes a closed share sheet as no failure, and passes other failures on', async () => {
    const data = { title: 'Kepler', url: 'https://planmywalk.nz/plan/1' };
    const closed = vi.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    await expect(browserPlatform(fakeWindow({ share: closed })).sharing.share(data)).resolves.toBeUndefined();
    const refused = vi.fn(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    await expect(browserPlatform(fakeWindow({ share: refused })).sharing.share(data)).rejects.toThrow('Not allowed');
  });

  it("keeps the browser's offer to install the web app, heard on the window", () => {
    const win = fakeWindow({});
    const platform = browserPlatform(win);
    expect(platform.installOffer?.available()).toBe(false);
    win.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: () => Promise.resolve() }));
    expect(platform.installOffer?.available()).toBe(true);
  });
});
