export { ROUTE_NAMES, isRouteName } from './shell/routeNames.ts';
export { shellLayout } from './shell/shellLayout.ts';
export { systemClock } from './platform/Clock.ts';
export { GeolocationError, noGeolocation } from './platform/Geolocation.ts';
export { createMemoryStorage, readJson, writeJson } from './platform/KeyValueStorage.ts';
export { ConfigStore } from './config/ConfigStore.ts';
export { SessionStore, SESSION_KEY } from './session/SessionStore.ts';
export {
  TOKEN_CHECK_INTERVAL_MS,
  TOKEN_REFRESH_WINDOW_SECONDS,
  USER_REFETCH_INTERVAL_MS,
  needsRefresh,
  registrationErrorText,
  routeAfterLogin,
} from './session/sessionRules.ts';
export { AccountStore, DELETE_ACCOUNT_ERROR, PROFILE_SAVED, UPLOAD_TYPE_ERROR } from './account/AccountStore.ts';
export { confirmEmailView, undoEmailChangeView } from './account/emailLinkView.ts';
export { guardUnauthorized } from './api/guardUnauthorized.ts';
export { STORE_VERSION, ensureStoreVersion } from './platform/storeVersion.ts';
export { ViewportStore, DESKTOP_MEDIA_QUERY } from './viewport/ViewportStore.ts';
export { ConnectivityStore } from './connectivity/ConnectivityStore.ts';
export { LocationStore } from './location/LocationStore.ts';
export { SearchStore, SEARCH_HISTORY_KEY } from './search/SearchStore.ts';
export {
  DISTANCE_RANGE,
  SEARCH_DEBOUNCE_MS,
  SEARCH_HISTORY_MAX,
  SEARCH_MIN_TERM_LENGTH,
  activeFilterCount,
  defaultFilters,
  isDefaultDistance,
  locateErrorText,
  pushHistory,
  toSearchRequest,
} from './search/searchRules.ts';
export {
  CLUSTER_MAX_ZOOM,
  CLUSTER_RADIUS,
  NZ_BOUNDS,
  PLACE_FLY_TO_ZOOM,
  POPUP_MIN_ZOOM,
  REGION_CIRCLES_MAX_ZOOM,
  TRACK_LINES_MIN_ZOOM,
  boundsForView,
  clampBounds,
  clickAction,
  continuousLng,
  flyToZoomFor,
  mapLayerVisibility,
  mapMaxBounds,
} from './map/mapRules.ts';
export { groupOverlappingMarkers } from './map/markerGroups.ts';
export { validateWith } from './forms/validateWith.ts';
export {
  MESSAGES,
  activationSchema,
  forgotPasswordSchema,
  isEmailChange,
  isValidDateOfBirth,
  loginSchema,
  newPasswordSchema,
  passwordUpdateSchema,
  profileSchema,
  registerSchema,
} from './forms/accountSchemas.ts';
export { loadPasswordEstimator } from './password/passwordStrength.ts';
export { RootStore, PERSISTED_KEYS } from './root/RootStore.ts';

export type { RouteName } from './shell/routeNames.ts';
export type { ShellLayout, HeaderKind } from './shell/shellLayout.ts';
export type { Clock } from './platform/Clock.ts';
export type { GeoPosition, Geolocation, GeolocationFailure } from './platform/Geolocation.ts';
export type { KeyValueStorage } from './platform/KeyValueStorage.ts';
export type { ConfigSource } from './config/ConfigStore.ts';
export type { AuthSource, CrossTabLock, Navigator, SessionStoreDeps } from './session/SessionStore.ts';
export type { AfterLogin, StoredToken } from './session/sessionRules.ts';
export type { MediaQuery } from './viewport/ViewportStore.ts';
export type { ConnectivityEvents } from './connectivity/ConnectivityStore.ts';
export type { LocationKind, LocationSource } from './location/LocationStore.ts';
export type { FilterTagKind, SearchSource, SearchStoreDeps } from './search/SearchStore.ts';
export type { SearchFilterState, SearchHistoryEntry, SearchListMode } from './search/searchRules.ts';
export type { MapLayerVisibility } from './map/mapRules.ts';
export type { MarkerGroup, ScreenMarker } from './map/markerGroups.ts';
export type { FieldErrors } from './forms/validateWith.ts';
export type { PasswordEstimator, PasswordScore } from './password/passwordStrength.ts';
export type { AccountSource, FormState, UndoneEmailChange } from './account/AccountStore.ts';
export type { EmailLinkView } from './account/emailLinkView.ts';
export type { RootApi, RootStoreDeps } from './root/RootStore.ts';
