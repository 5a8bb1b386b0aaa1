// The api/v1 wire contract: TypeBox schemas (JSON Schema for the server's validation
// and OpenAPI), their TypeScript types, and the typed fetch client.

export { NonBlankText, TEXT_GUARD_PATTERN, Text, findUnguardedStrings, hasControlCharacters, hasLoneSurrogates } from './text.schema.ts';
export { blankToNull, textLength } from './text.ts';
export { EMAIL_MAX_LENGTH, INVALID_EMAIL, isValidEmail, normaliseEmail, optionalEmail } from './email.ts';
export {
  FIRST_NAME_REQUIRED,
  GROUP_TOO_LARGE,
  INVALID_DATES,
  LAST_NAME_REQUIRED,
  charactersRemaining,
  dailyLocationProblem,
  dailyNotesProblem,
  dailyPlanProblems,
  invalidPersonEmail,
  planFieldProblems,
  planInputLimitMessage,
  planInputProblems,
  planPersonProblem,
  planProblemMessages,
  publishProblem,
  tripDatesProblem,
  tripNameProblem,
  tripNoteProblem,
} from './planInput.ts';
export type { DailyPlanFields, DailyPlanProblems, PlanFieldProblems, PlanFields, PlanPersonFields } from './planInput.ts';
export { ErrorResponse, ID_MAX, Id, IdTitle, LngLat, LocationCollection, LocationType, Nullable, TitleOnly } from './common.schema.ts';
export { AppConfig } from './config.schema.ts';
export {
  GalleryImage,
  Location,
  LineStringGeometry,
  MultiLineStringGeometry,
  SearchResultItem,
  TrackLineFeature,
} from './locations.schema.ts';
export {
  BasemapFeature,
  BasemapResponse,
  MAP_BASEMAP_MAX_AGE_S,
  MAP_DATA_MAX_AGE_S,
  MAP_LINES_MAX_SPAN_DEG,
  MapBbox,
  MapLineFeature,
  MapLinesQuery,
  MapLinesResponse,
  MapPointFeature,
  MapPointsResponse,
} from './map.schema.ts';
export { RegionSummary, TracksListResponse } from './tracks.schema.ts';
export {
  DISTANCE_MIN_KM,
  DISTANCE_NO_UPPER_BOUND_KM,
  SEARCH_BROWSE_RESULT_LIMIT,
  SEARCH_ID_LIST_MAX,
  SEARCH_TERM_MAX_LENGTH,
  SEARCH_TERM_RESULT_LIMIT,
} from './search.constants.ts';
export { DistanceRange, IdList, MapBounds, SearchTracksForm, SearchTracksRequest, SearchTracksResponse } from './search.schema.ts';
export {
  ACTIVATION_CODE_ALPHABET,
  ACTIVATION_CODE_LENGTH,
  DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
  DEFAULT_OAUTH_CLIENT,
  EXPERIENCE_LEVELS,
  FORGOT_PASSWORD_MESSAGE,
  GENDERS,
  GRANT_TYPES,
  NAME_MAX_LENGTH,
  NOTIFICATION_TOGGLE_FIELDS,
  PASSWORDS_MUST_MATCH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  CURRENT_PASSWORD_REQUIRED,
  RESET_TOKEN_EXPIRED,
  TOKEN_TYPE_HINTS,
  USER_ALREADY_EXISTS,
  WRONG_CURRENT_PASSWORD,
} from './accounts.constants.ts';
export { AccessToken, OAuthTokenForm, RevokeTokenForm } from './auth.schema.ts';
export {
  ActivateRequest,
  ConfirmEmailRequest,
  ConfirmEmailResponse,
  Contact,
  DeleteUserResponse,
  ExperienceLevel,
  FailureResponse,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  Gender,
  NotificationSettings,
  Portrait,
  ProfileUpdate,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  SuccessResponse,
  ToggleAlertForm,
  UndoEmailChangeRequest,
  UndoEmailChangeResponse,
  UpdatePasswordForm,
  User,
  WishlistEntry,
} from './user.schema.ts';
export { DOCUMENT_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_EXTENSIONS, INVALID_FILE_TYPE, UPLOAD_MAX_BYTES } from './files.constants.ts';
export { FileKind, UploadForm, UploadedFile } from './files.schema.ts';
export {
  DAILY_LOCATION_MAX_LENGTH,
  DAILY_LOCATION_TOO_LONG,
  DAILY_NOTES_MAX_LENGTH,
  DAILY_NOTES_TOO_LONG,
  DATES_REQUIRED,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_TYPES_ALLOWED,
  IMAGE_TYPES_ALLOWED,
  INVALID_END_TIME,
  INVALID_START_TIME,
  NOT_ENOUGH_STORAGE,
  PLANS_PAGE_SIZE,
  PLAN_ACCEPTANCE_STATES,
  PLAN_ATTACHMENTS_MAX,
  PLAN_CHANGED_ELSEWHERE,
  PLAN_GROUP_MAX,
  PLAN_LOCATION_TYPES,
  PLAN_MAX_DAYS,
  PLAN_NOT_FOUND,
  PLAN_SECTIONS,
  SELF_AS_EMERGENCY_CONTACT,
  SOMETHING_WENT_WRONG,
  TEXTAREA_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  TIMES_REQUIRED,
  TIME_HOURS,
  TIME_MERIDIEMS,
  TIME_MINUTES,
  TOO_MANY_ATTACHMENTS,
  TRIP_DATES_OUT_OF_RANGE,
  TRIP_FIRST_YEAR,
  TRIP_LAST_YEAR,
  TRIP_NAME_MAX_LENGTH,
  TRIP_NAME_TOO_LONG,
  TRIP_NOTE_MAX_LENGTH,
  TRIP_NOTE_TOO_LONG,
  TRIP_END_PASSED,
  TRIP_TOO_LONG,
  WALKER_PHONE_REQUIRED,
  emergencyContactEmailRequired,
} from './plans.constants.ts';
export {
  Attachment,
  DailyPlan,
  DeletePlanResponse,
  GearCategory,
  GearItem,
  GearList,
  Plan,
  PlanContact,
  PlanContactInput,
  PlanGearList,
  PlanInput,
  PlanLocation,
  PlanLocationRef,
  PlansPage,
  PlansPageQuery,
  PlanSummary,
  PlanWalker,
  PartyExperience,
  TripStatus,
  TimeOfDay,
  TripDates,
  UndeliverableRecipient,
} from './plans.schema.ts';
export { CONTACTS_MAX, ContactCreatedResponse, ContactInput } from './contacts.schema.ts';
export {
  GEAR_CATEGORIES_MAX,
  GEAR_ITEMS_MAX,
  GEAR_LIST_NOT_FOUND,
  GEAR_LIST_TEMPLATES_FULL,
  GEAR_LIST_TEMPLATES_MAX,
  GEAR_LIST_TITLE_REQUIRED,
  GEAR_PRESET_IDS,
  DURATION_DEFAULT_GEAR_PRESET,
  GEAR_SAVE_FAILED,
  GEAR_TEXT_MAX_LENGTH,
} from './gear.constants.ts';
export {
  GearListPreset,
  GearListPresetsResponse,
  GearListSource,
  GearListTemplate,
  GearListTemplateCreate,
  GearListTemplateInput,
  GearListTemplateParams,
  GearListTemplatesResponse,
} from './gear.schema.ts';
export {
  ADMIN_ONLY,
  COMPLETION_DATE_REQUIRED,
  DATE_IN_FUTURE,
  LOCATION_NOT_FOUND,
  LOCATION_REVIEWS_MAX,
  REVIEWABLE_TYPES,
  REVIEWING_TOO_FAST,
  REVIEWS_PAGE_SIZE,
  REVIEWS_PER_HOUR,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_COMMENT_TOO_LONG,
  REVIEW_DIFFICULTIES,
  REVIEW_NOT_FOUND,
  REVIEW_OPTIONS_TRACK_ONLY,
  REVIEW_OPTION_REQUIRED,
  REVIEW_PHOTOS_MAX,
  REVIEW_PHOTO_NOT_FOUND,
  REVIEW_PHOTO_PARALLEL_UPLOADS,
  REVIEW_PHOTO_STATUSES,
  REVIEW_PHOTO_TARGET,
  REVIEW_PHOTO_TYPE_INVALID,
  TOO_MANY_REVIEW_PHOTOS,
} from './reviews.constants.ts';
export { Review, ReviewAuthor, ReviewParent, ReviewPhoto, ReviewSummary } from './review.schema.ts';
export {
  AttachPhotoForm,
  AttachPhotoResponse,
  MarkCompleteRequest,
  MarkCompleteResponse,
  MyReviewsPage,
  PageQuery,
  PendingReviewPhoto,
  PendingReviewPhotos,
  ReviewInput,
  ReviewPhotosResponse,
  ReviewableType,
  SaveReviewResponse,
  WishlistPlaces,
  WishlistQuery,
  WishlistResponse,
} from './reviews.schema.ts';
export { NZ_TIME_ZONE, addDays, dateIn, daysBetween, instantOf, isIsoDate, wallClockAt } from './nzTime.ts';
export { clockTime, dateAndTime, dayOfTrip, longDate, nzDateTime, tripWhen } from './nzWords.ts';
export {
  fromMinutesOfDay,
  minutesOfDay,
  timeProblems,
  to24Hour,
  tripDays,
  tripEnd,
  tripStart,
} from './planTiming.ts';
export { lineLengthMetres, segmentLengthMetres } from './lineLength.ts';
export {
  CUSTOM_TRACKS_PAGE_SIZE,
  CUSTOM_TRACK_DESCRIPTION_MAX_LENGTH,
  CUSTOM_TRACK_MARKERS_MAX,
  CUSTOM_TRACK_NOT_FOUND,
  CUSTOM_TRACK_POINTS_MAX,
  CUSTOM_TRACK_SAVE_FAILED,
  CUSTOM_TRACK_TITLE_MAX_LENGTH,
  EDITOR_INITIAL_CENTRE,
  EDITOR_INITIAL_ZOOM,
  GPX_MARKERS_MAX,
  GPX_MAX_BYTES,
  GPX_POINTS_MAX,
  GPX_TOO_LARGE,
  GPX_TOO_MANY_POINTS,
  INVALID_GPX,
  MARKERS_OUTSIDE_NZ,
  MIDPOINT_MARKERS_MIN_ZOOM,
  NO_WALKING_ROUTE,
  NZ_MARKER_BOUNDS,
  ONBOARDING_SLIDE_COUNT,
  ROUTE_ARROW_SPACING_PX,
  ROUTE_FIT_PADDING_PX,
  ROUTE_LINE_WIDTH_PX,
  SEGMENT_POINTS_MAX,
  SNAP_RADIUS_METRES,
  TRACK_NAME_REQUIRED,
  isInNewZealand,
} from './customTracks.constants.ts';
export {
  CustomTrack,
  CustomTrackInput,
  CustomTrackMarker,
  CustomTrackRelated,
  CustomTrackSaved,
  CustomTrackSummary,
  CustomTracksExist,
  CustomTracksPage,
  CustomTracksPageQuery,
  GpxImport,
  GpxUploadForm,
  MARKER_TYPES,
  SegmentLine,
  WalkingRoute,
  WalkingRouteQuery,
} from './customTracks.schema.ts';
export {
  AltitudeDanger,
  AlertsResponse,
  DocAlert,
  FeedStatus,
  LocationAlerts,
  MetserviceAlert,
  NzaaAdvisory,
  SiteAlert,
  WarningParameter,
} from './alerts.schema.ts';
export {
  ALERT_FEEDS,
  AVALANCHE_ADVISORIES_MAX,
  AVALANCHE_CENTRE_CLOSED,
  AVALANCHE_VALID_PERIODS,
  FORECAST_FEED,
  FORECAST_TYPES,
  FORECAST_WORDS,
  HAZARD_NAMES,
  SAMPLE_DATA_LABEL,
  SEVERITY_OF_COLOUR,
  WARNING_COLOURS,
  WARNING_EVENTS,
  WARNING_SEVERITIES,
} from './alerts.constants.ts';
export {
  advisoryValidUntil,
  alertCount,
  avalancheRating,
  feedHasAnswered,
  staleCopyAgeMin,
  isCentreClosed,
  tripWindow,
  visibleAdvisories,
  visibleWarnings,
  warningApplies,
} from './alertRules.ts';
export { phoneForText } from './phoneForText.ts';
export type { PhoneForText } from './phoneForText.ts';
export { sunTimes } from './sunTimes.ts';
export { TRIP_CHECK_LEVEL_WORDS, chooseForecastGroup, partyExperience, tripCheck, tripCheckFacts, tripDates } from './tripCheck.ts';
export { estimatedWalkDuration, parseWalkDuration } from './walkDuration.ts';
export {
  OVERDUE_ALERTS,
  alertChannelWords,
  TRIP_STATES,
  TRIP_STATE_LABELS,
  TRIP_STATE_TONES,
  isCheckable,
  isTripOver,
  mayCheckIn,
  tripSection,
  alertPromise,
  tripStatus,
  tripStatusWords,
} from './tripStatus.ts';
export type { OverdueAlert, TripReader, TripState, TripStatusFacts, TripStatusTone, TripStatusWords, TripStatusWordsInput } from './tripStatus.ts';
export { DailyForecast, ForecastGroup, ForecastHazard, ForecastsResponse, ForecastWind, Partday } from './forecasts.schema.ts';
export {
  AppNotification,
  CHECK_IN_LINK_INVALID,
  CHECK_IN_NOT_YET,
  CheckInRequest,
  CheckInResponse,
  MarkNotificationsRead,
  NotificationsResponse,
} from './notifications.schema.ts';
export { DevMailboxMessage, DevMailboxResponse } from './dev-mail.schema.ts';
export { HelpContent, HelpItem } from './help.schema.ts';
export { FeedbackInput, FeedbackResponse } from './feedback.schema.ts';
export {
  FEEDBACK_CATEGORIES,
  FEEDBACK_COMMENTS_MAX_LENGTH,
  FEEDBACK_COMMENTS_REQUIRED,
  FEEDBACK_COMMENTS_TOO_LONG,
  FEEDBACK_DEVICE_INFO_MAX_LENGTH,
  FEEDBACK_FAILED,
  FEEDBACK_PER_IP_PER_HOUR,
  FEEDBACK_RATINGS,
  FEEDBACK_RATING_MAX,
  FEEDBACK_RATING_MIN,
  FEEDBACK_RETURN_DELAY_MS,
  FEEDBACK_SENT,
  FEEDBACK_TOO_MANY,
} from './feedback.constants.ts';
export { API_BASE_PATH, apiPaths, devPaths } from './paths.ts';
export { APP_LINK_PATH_PREFIXES, isAppLinkPath, STORE_APP_ID } from './appLinks.ts';
export type { AlertRouteType } from './paths.ts';
export { ROUTE_PRELOADS_FILE } from './routePreloads.ts';
export type { RoutePreload } from './routePreloads.ts';
export {
  ApiError,
  buildPasswordGrantFormData,
  buildRefreshGrantFormData,
  buildRevokeFormData,
  buildSearchTracksFormData,
  createApiClient,
  filenameOf,
} from './client.ts';

export type { GrantType, NotificationToggleField, OAuthClientCredentials, TokenTypeHint } from './accounts.constants.ts';
export type { ApiClient, ApiClientOptions, AttachPhotoOptions, RequestOptions, UploadOptions } from './client.ts';
export type { ReviewDifficulty, ReviewPhotoStatus } from './reviews.constants.ts';
export type {
  DocumentExtension,
  PlanAcceptanceState,
  PlanLocationType,
  PlanSection,
  TimeHour,
  TimeMeridiem,
  TimeMinute,
} from './plans.constants.ts';
export type { GearPresetId } from './gear.constants.ts';
export type { FeedbackCategory } from './feedback.constants.ts';
export type { IsoDate, WallClock } from './nzTime.ts';
export type { LngLat as Position } from './lineLength.ts';
export type { MarkerType } from './customTracks.schema.ts';
export type { AdvisoryFacts, TripWindow, TripWindowDates, WarningTimes } from './alertRules.ts';
export type { SunTimes } from './sunTimes.ts';
export type { TripCheck, TripCheckAction, TripCheckFacts, TripCheckLevel, TripCheckReader, TripCheckReason, TripCheckTopic, TripCheckVerdict } from './tripCheck.ts';
export type { WalkDuration } from './walkDuration.ts';
export type {
  AlertFeed,
  AvalancheValidPeriod,
  ForecastType,
  ForecastWord,
  HazardName,
  WarningColour,
  WarningEvent,
  WarningSeverity,
} from './alerts.constants.ts';
export type { TimeProblems } from './planTiming.ts';

