import { GeolocationError, type Geolocation, type GeolocationFailure } from '@planmywalk/domain';

/** The slice of @capacitor/geolocation the app uses. */
export interface GeolocationPluginModule {
  Geolocation: {
    getCurrentPosition(options: { enableHighAccuracy: boolean; timeout: number; maximumAge: number }): Promise<{
      coords: { latitude: number; longitude: number };
    }>;
  };
}

/** Loaded on the first 'Nearest to me', so the web's first load carries no Capacitor code. */
const loadGeolocationPlugin = (): Promise<GeolocationPluginModule> => import('@capacitor/geolocation');

/** Same as the browser's (browserGeolocation.ts): a coarse, minute-old fix is plenty for a 25 km box. */
const POSITION_OPTIONS = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 };

/**
 * The plugin's error codes (its README, "Errors"): refused or restricted permission,
 * location turned off, and Android's timeout; anything else is 'unavailable'.
 */
const FAILURES: Record<string, GeolocationFailure> = {
  'OS-PLUG-GLOC-0003': 'denied',
  'OS-PLUG-GLOC-0008': 'denied',
  'OS-PLUG-GLOC-0009': 'denied',
  'OS-PLUG-GLOC-0010': 'timeout',
};

function failureOf(cause: unknown): GeolocationFailure {
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : '';
  return FAILURES[code] ?? 'unavailable';
}

/** The phone's location service (@capacitor/geolocation, which asks for permission) as the domain's `Geolocation`. */
export function nativeGeolocation(load: () => Promise<GeolocationPluginModule> = loadGeolocationPlugin): Geolocation {
  return {
    available: true,
    currentPosition: async () => {
      const { Geolocation: plugin } = await load();
      try {
        const { coords } = await plugin.getCurrentPosition(POSITION_OPTIONS);
        return { lat: coords.latitude, lng: coords.longitude };
      } catch (cause) {
        throw new GeolocationError(failureOf(cause));
      }
    },
  };
}
