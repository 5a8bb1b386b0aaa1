// The api/v1 wire contract: TypeBox schemas (JSON Schema for the server's validation
// and OpenAPI), their TypeScript types, and the typed fetch client.

export { ErrorResponse, IdTitle, LngLat, LocationCollection, LocationType, Nullable, TitleOnly } from './common.schema.ts';
export { AppConfig } from './config.schema.ts';
export {
  GalleryImage,
  Location,
  LocationAlerts,
  MetserviceAlert,
  NzaaAdvisory,
  SearchResultItem,
  TrackLineFeature,
} from './locations.schema.ts';
export { RegionSummary, TracksListResponse } from './tracks.schema.ts';
export {
  DISTANCE_MIN_KM,
  DISTANCE_NO_UPPER_BOUND_KM,
  DistanceRange,
  IdList,
  MapBounds,
  SEARCH_BROWSE_RESULT_LIMIT,
  SEARCH_ID_LIST_MAX,
  SEARCH_TERM_MAX_LENGTH,
  SEARCH_TERM_RESULT_LIMIT,
  SearchTracksForm,
  SearchTracksRequest,
  SearchTracksResponse,
} from './search.schema.ts';
export { API_BASE_PATH, apiPaths } from './paths.ts';
export { ApiError, buildSearchTracksFormData, createApiClient } from './client.ts';

export type { ApiClient, ApiClientOptions, RequestOptions } from './client.ts';

