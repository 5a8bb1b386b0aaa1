import { apiPaths } from '@planmywalk/contracts';
import { useApi, useStores } from '../app/stores.tsx';
import type { TracksMapProps } from './TracksMap.tsx';

export type MapSources = Pick<TracksMapProps, 'pointsUrl' | 'basemapUrl' | 'topo' | 'satellite' | 'loadLines'>;

/** Where every map in the app gets its data: the API's map routes and the configured tile layers. */
export function useMapSources(): MapSources {
  const api = useApi();
  const { config } = useStores();
  return {
    pointsUrl: apiPaths.mapPoints,
    basemapUrl: apiPaths.mapBasemap,
    topo: config.settings?.map.topo,
    satellite: config.settings?.map.satellite,
    loadLines: (bbox, signal) => api.getMapLines(bbox, { signal }),
  };
}
