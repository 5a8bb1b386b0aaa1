import { GeolocationError, noGeolocation, type Geolocation } from '@planmywalk/domain';

/** One fix: a coarse position is plenty for a 25 km box, and a minute-old one will do. */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 };

/** The browser's Geolocation API as the domain's `Geolocation` (none where the browser has no API). */
export function browserGeolocation(): Geolocation {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return noGeolocation;
  return {
    available: true,
    currentPosition: () =>
      new Promise((resolve, reject) => {
        navigator.geolocation.getCurrentPosition(
          (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
          (error) =>
            reject(
              new GeolocationError(
                error.code === error.PERMISSION_DENIED ? 'denied' : error.code === error.TIMEOUT ? 'timeout' : 'unavailable',
              ),
            ),
          POSITION_OPTIONS,
        );
      }),
  };
}
