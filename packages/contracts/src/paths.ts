import type { LocationCollection } from './common.schema.ts';

/** Every api/v1 call goes under this path of the API host. */
export const API_BASE_PATH = '/api/v1';

/** Paths of api/v1, relative to the host, shared by the server's routes and the client. */
export const apiPaths = {
  config: `${API_BASE_PATH}/config`,
  tracks: `${API_BASE_PATH}/tracks`,
  searchTracks: `${API_BASE_PATH}/search-tracks`,
  location: (collection: LocationCollection, slug: string) =>
    `${API_BASE_PATH}/${collection}/${encodeURIComponent(slug)}`,
} as const;
