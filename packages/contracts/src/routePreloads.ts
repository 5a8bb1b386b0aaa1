/**
 * What the web app's build tells the server about its routes (docs/adr/055): written
 * beside index.html by apps/web `build/routePreloads.ts`, read at start by apps/api
 * `http/route-preloads.ts`, which names a route's files in the index.html it serves.
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreload {
  /** The route's path as the router writes it: `/tracks/:track`, `/account/my-gear-lists/:id?`. */
  path: string;
  /** Its page's chunks that index.html's own script does not already pull in, as URLs. */
  files: string[];
}
