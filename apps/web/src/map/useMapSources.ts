import { apiPaths } from '@planmywalk/contracts';
import { useApi, usePlatform, useStores } from '../app/stores.tsx';
import type { TracksMapProps } from './TracksMap.tsx';

export type MapSources = Pick<TracksMapProps, 'pointsUrl' | 'basemapUrl' | 'topo' | 'satellite' | 'loadLines'>;

/**
 * Where every map in the app gets its data: the API's map routes (on the site's address:
 * the store apps' own origin has no API) and the configured tile layers.
 */
export function useMapSources(): MapSources {
  const api = useApi();
  const { origin } = usePlatform();
  const { config } = useStores();
  return {
    pointsUrl: `${origin}${apiPaths.mapPoints}`,
    basemapUrl: `${origin}${apiPaths.mapBasemap}`,
    topo: config.settings?.map.topo,
    satellite: config.settings?.map.satellite,
    loadLines: (bbox, signal) => api.getMapLines(bbox, { signal }),
  };
}
