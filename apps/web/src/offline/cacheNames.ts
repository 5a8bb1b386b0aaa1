/**
 * The service worker's runtime caches (vite.config.ts), named here once so the app can
 * delete the personal one at sign-out (offlineCaches.ts).
 */
/** The signed-in walker's plans, lists and custom tracks as last read. */
export const PERSONAL_API_CACHE = 'pmw-api-personal';
/** Places, track lines, alerts, forecasts, gear presets, the offline base map. */
export const PUBLIC_API_CACHE = 'pmw-api-public';
/** Configured topo and satellite tiles of the areas viewed (capped). */
export const TILE_CACHE = 'pmw-map-tiles';
