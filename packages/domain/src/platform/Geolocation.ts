/** A position on the earth, in degrees. */
export interface GeoPosition {
  lat: number;
  lng: number;
}

/** Why the device gave no position: the user refused, it could not tell, or it took too long. */
export type GeolocationFailure = 'denied' | 'unavailable' | 'timeout';

/** The rejection of `Geolocation.currentPosition()`. */
export class GeolocationError extends Error {
  readonly reason: GeolocationFailure;

  constructor(reason: GeolocationFailure) {
    super(`No position: ${reason}`);
    this.name = 'GeolocationError';
    this.reason = reason;
  }
}

/**
 * The device's position as the stores see it: injected like the clock, so the stores
 * never touch the browser and tests give any answer they need.
 */
export interface Geolocation {
  /** Whether the device can tell its position at all (false: 'Nearest to me' is not offered). */
  readonly available: boolean;
  /** One fix of the current position; rejects with a `GeolocationError`. */
  currentPosition(): Promise<GeoPosition>;
}

/** For places with no position to give (tests, servers): never available. */
export const noGeolocation: Geolocation = {
  available: false,
  currentPosition: () => Promise.reject(new GeolocationError('unavailable')),
};
