import { describe, expect, it } from 'vitest';
import { deviceServices } from './deviceServices.ts';

const SITE = 'https://planmywalk.nz';
const plan = { title: 'Kepler Track', url: `${SITE}/plan/abc` };

/** A desktop browser without Web Share, at the given origin; `capacitor` is what a store app's native bridge adds. */
function fakeWindow(origin: string, capacitor?: unknown) {
  return Object.assign(new EventTarget(), {
    navigator: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' },
    location: { origin },
    document: {},
    ...(capacitor === undefined ? {} : { Capacitor: capacitor }),
  }) as unknown as Window;
}

describe('choosing the device’s services at start-up', () => {
  it('in a browser, uses the browser’s: the page’s origin, Web Share where there is one, and no store review', () => {
    const device = deviceServices(fakeWindow('https://staging.planmywalk.nz'), SITE);
    expect(device.platform.origin).toBe('https://staging.planmywalk.nz');
    expect(device.platform.isMobileDevice).toBe(false);
    expect(device.platform.isStoreApp).toBe(false);
    expect(device.platform.sharing.canShare(plan)).toBe(false);
    expect(device.platform.installOffer).not.toBeNull();
    expect(device.storeReview).toBeUndefined();
  });

  it.each([
    ['iOS', 'capacitor://localhost'],
    ['Android', 'https://localhost'],
  ])('in the %s app (page origin %s), uses the native ones and the public site address', (_platform, appOrigin) => {
    const device = deviceServices(fakeWindow(appOrigin, { isNativePlatform: () => true }), SITE);
    expect(device.platform.origin).toBe(SITE);
    expect(device.platform.isMobileDevice).toBe(true);
    expect(device.platform.isStoreApp).toBe(true);
    // The store app is installed already: no offer to install the web app.
    expect(device.platform.installOffer).toBeNull();
    expect(device.platform.sharing.canShare(plan)).toBe(true);
    expect(device.geolocation.available).toBe(true);
    expect(device.storeReview).toBeDefined();
  });

  it.each([
    ['@capacitor/core loaded in a browser (its web platform)', { isNativePlatform: () => false }],
    ['a Capacitor global without the check', {}],
    ['something else named Capacitor', 'not an object'],
  ])('takes %s as a browser', (_case, capacitor) => {
    const device = deviceServices(fakeWindow('https://planmywalk.nz', capacitor), 'https://elsewhere.example');
    expect(device.platform.origin).toBe('https://planmywalk.nz');
    expect(device.storeReview).toBeUndefined();
  });
});
