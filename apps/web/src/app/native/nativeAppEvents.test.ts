import { describe, expect, it, vi } from 'vitest';
import { appLinkTarget, startNativeShell, type AppPluginModule } from './nativeAppEvents.ts';

const SITE = 'https://planmywalk.nz';

describe('a link the phone hands to the app', () => {
  it.each([
    ['https://planmywalk.nz/plan/6f1c0a9e-key', '/plan/6f1c0a9e-key'],
    ['https://planmywalk.nz/plan?plan=12#gear', '/plan?plan=12#gear'],
    ['https://planmywalk.nz/tracks/kepler-track/weather', '/tracks/kepler-track/weather'],
    ['https://planmywalk.nz/huts/mueller-hut', '/huts/mueller-hut'],
    ['https://planmywalk.nz/campsites/cascade-creek-campsite', '/campsites/cascade-creek-campsite'],
  ])('opens %s at %s', (url, path) => {
    expect(appLinkTarget(url, SITE)).toBe(path);
  });

  it.each([
    ['another site', 'https://evil.example/plan/abc'],
    ['the site over http', 'http://planmywalk.nz/plan/abc'],
    ['a page the app does not claim', 'https://planmywalk.nz/account'],
    ['not a link', 'plan/abc'],
  ])('leaves %s alone', (_case, url) => {
    expect(appLinkTarget(url, SITE)).toBeNull();
  });
});

function fakeApp() {
  const listeners = new Map<string, (event: never) => void>();
  const exitApp = vi.fn(async () => undefined);
  const module = {
    App: {
      addListener: vi.fn(async (event: string, listener: (event: never) => void) => {
        listeners.set(event, listener);
        return { remove: async () => undefined };
      }),
      exitApp,
    },
  } as unknown as AppPluginModule;
  const fire = (event: string, payload: unknown) => listeners.get(event)?.(payload as never);
  return { module, fire, exitApp };
}

async function started(dialogOpen = false) {
  const app = fakeApp();
  const hide = vi.fn(async () => undefined);
  const page = { navigate: vi.fn(), closeTopDialog: vi.fn(() => dialogOpen) };
  await startNativeShell(page, SITE, { app: async () => app.module, splash: async () => ({ SplashScreen: { hide } }) });
  return { ...app, page, hide };
}

describe('the store app shell', () => {
  it('opens a tapped plan link in the app, and ignores a link to another site', async () => {
    const { fire, page } = await started();
    fire('appUrlOpen', { url: 'https://planmywalk.nz/plan/abc' });
    fire('appUrlOpen', { url: 'https://elsewhere.example/plan/abc' });
    expect(page.navigate.mock.calls).toEqual([['/plan/abc']]);
  });

  it("Android's back button goes back a page, and leaves the app from the first", async () => {
    const { fire, page, exitApp } = await started();
    fire('backButton', { canGoBack: true });
    expect(page.navigate).toHaveBeenCalledWith(-1);
    expect(exitApp).not.toHaveBeenCalled();
    fire('backButton', { canGoBack: false });
    expect(exitApp).toHaveBeenCalledOnce();
  });

  it("closes an open dialog first, as a phone's back does, without leaving the page", async () => {
    const { fire, page, exitApp } = await started(true);
    fire('backButton', { canGoBack: false });
    expect(page.closeTopDialog).toHaveBeenCalled();
    expect(page.navigate).not.toHaveBeenCalled();
    expect(exitApp).not.toHaveBeenCalled();
  });

  it('hides the splash screen once started', async () => {
    const { hide } = await started();
    expect(hide).toHaveBeenCalledOnce();
  });
});
