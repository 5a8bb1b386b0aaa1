import { describe, expect, it, vi } from 'vitest';
import { GeolocationError } from '@planmywalk/domain';
import { nativeGeolocation, type GeolocationPluginModule } from './nativeGeolocation.ts';

const at = (getCurrentPosition: GeolocationPluginModule['Geolocation']['getCurrentPosition']) =>
  vi.fn(async (): Promise<GeolocationPluginModule> => ({ Geolocation: { getCurrentPosition } }));

/** The plugin rejects with an Error carrying its code (its README, "Errors"). */
const pluginError = (code: string) => Object.assign(new Error(`failed: ${code}`), { code });

describe('the phone’s location service', () => {
  it('is available, and loads nothing until a position is asked for', () => {
    const load = at(async () => ({ coords: { latitude: 0, longitude: 0 } }));
    expect(nativeGeolocation(load).available).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it('gives one coarse fix, a minute old at most, as the domain’s position', async () => {
    const getCurrentPosition = vi.fn(async () => ({ coords: { latitude: -45.4145, longitude: 167.7184 } }));
    await expect(nativeGeolocation(at(getCurrentPosition)).currentPosition()).resolves.toEqual({ lat: -45.4145, lng: 167.7184 });
    expect(getCurrentPosition).toHaveBeenCalledWith({ enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 });
  });

  it.each([
    ['OS-PLUG-GLOC-0003', 'permission refused', 'denied'],
    ['OS-PLUG-GLOC-0008', 'location restricted (iOS)', 'denied'],
    ['OS-PLUG-GLOC-0009', 'turning location on refused (Android)', 'denied'],
    ['OS-PLUG-GLOC-0010', 'no fix in time (Android)', 'timeout'],
    ['OS-PLUG-GLOC-0007', 'location services off', 'unavailable'],
    ['OS-PLUG-GLOC-0002', 'no position', 'unavailable'],
  ])('given %s (%s), rejects as %s', async (code, _meaning, reason) => {
    const failing = nativeGeolocation(
      at(async () => {
        throw pluginError(code);
      }),
    );
    await expect(failing.currentPosition()).rejects.toEqual(new GeolocationError(reason as GeolocationError['reason']));
  });

  it('takes a failure without a code as no position', async () => {
    const failing = nativeGeolocation(
      at(async () => {
        throw new Error('bridge gone');
      }),
    );
    await expect(failing.currentPosition()).rejects.toMatchObject({ name: 'GeolocationError', reason: 'unavailable' });
  });
});
