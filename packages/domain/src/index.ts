export { ROUTE_NAMES, isRouteName } from './shell/routeNames.ts';
export { shellLayout } from './shell/shellLayout.ts';
export { systemClock } from './platform/Clock.ts';
export { GeolocationError, noGeolocation } from './platform/Geolocation.ts';
export { noShare } from './platform/Share.ts';
export { noStoreReview, STORE_REVIEW_ASKED_KEY, STORE_REVIEW_INTERVAL_DAYS, storeReviewAtMostEvery } from './platform/StoreReview.ts';
export { createMemoryStorage, readJson, tryWriteJson, writeJson } from './platform/KeyValueStorage.ts';
export { TICK_MS, Ticker } from './platform/Ticker.ts';
export { ConfigStore } from './config/ConfigStore.ts';
export { PENDING_GEAR_KEY, PLAN_FILES_KEY, PLAN_KEY, SEARCH_HISTORY_KEY, SESSION_KEY, TEMPORARY_CONTACTS_KEY } from './platform/deviceKeys.ts';
export { SessionStore } from './session/SessionStore.ts';
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
export { SearchStore } from './search/SearchStore.ts';
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
export { CONTACT_MESSAGES, contactSchema, emptyContactForm } from './forms/contactSchema.ts';
export { FEEDBACK_CATEGORY_OPTIONS, FEEDBACK_MESSAGES, FEEDBACK_RATING_OPTIONS, emptyFeedbackForm, feedbackSchema } from './forms/feedbackSchema.ts';
export { HELP_LOAD_FAILED, HelpStore } from './help/HelpStore.ts';
export { helpFeature } from './help/helpFeature.ts';
export { FeedbackStore } from './feedback/FeedbackStore.ts';
export { ContactsStore } from './contacts/ContactsStore.ts';
export {
  CONTACTS_SHOWN_FIRST,
  NO_EMAIL_NOTE,
  SHOW_ALL_CONTACTS,
  SHOW_LESS_CONTACTS,
  emergencyCandidates,
  entryOfContact,
  entryOfTemporaryContact,
  groupCandidates,
  isAdult,
  showAllToggleLabel,
  shownContacts,
} from './contacts/contactRules.ts';
export { PlanStore } from './plan/PlanStore.ts';
export { ReadonlyPlanStore } from './plan/ReadonlyPlanStore.ts';
export { MyWalksStore, SECTION_TITLES } from './plan/MyWalksStore.ts';
export {
  ADDED_TO_THIS_PLAN,
  ALL_COMPLETED_TRIPS_LOADED,
  COMPLETED_TRIP,
  DAILY_LOCATION_TOO_LONG,
  DAILY_NOTES_TOO_LONG,
  DATE_PICKER_HINT,
  DECLINE_PLAN_CONFIRMATION,
  DELETE_TRIP_CONFIRMATION,
  DOCUMENT_OPEN_FAILED,
  DOCUMENT_TOO_LARGE,
  GOING_ALONE,
  GUEST_MUST_LOG_IN,
  LOADING_UNSAVED_DATA,
  LOCATION_REQUIRED,
  NO_DOCUMENT_ATTACHED,
  NO_EMERGENCY_CONTACT,
  NO_SAVED_TRIPS,
  PDF_DOWNLOAD_FAILED,
  CALENDAR_DOWNLOAD_FAILED,
  PLAN_LOAD_FAILED,
  PLAN_SAVED_AS_DRAFT,
  PLAN_SAVE_FAILED,
  PLAN_SHARED,
  PLAN_SHARED_WITH_EMERGENCY_CONTACT,
  PUBLISH_CONFIRMATION,
  REMOVE_DOCUMENT_CONFIRMATION,
  TRIP_TOO_LONG,
  UNSAVED_PLAN_TEXT,
  UNSAVED_PLAN_TITLE,
} from './plan/planTexts.ts';
export { dateSummary, formatPlanDate, formatTimeOfDay } from './plan/dateSummary.ts';
export {
  calendarDay,
  calendarMinDate,
  defaultTimes,
  isoOfCalendarDay,
  selectionTimeProblems,
  selectionToTripDates,
} from './plan/tripTimes.ts';
export { dailyPlansFor, showsDailyPlans, tripDayDates, withDailyPlan } from './plan/dailyPlans.ts';
export { documentProblem, draftProblems, extensionOf, planFieldErrors, publishProblems } from './plan/planValidation.ts';
export { timeToGoText } from './plan/timeToGo.ts';
export {
  checkInDoneNote,
  checkInPrompt,
  publishCheckInNote,
  publishSafetyProblems,
  publishVerdict,
  selfAsContactProblem,
  tripStatusView,
} from './plan/tripSafety.ts';
export { deliveryNoticeOf, deliveryNotices } from './plan/deliveryNotices.ts';
export {
  PLAN_QUERY_PARAMETER,
  keepsWorkingPlan,
  locationKindOf,
  locationPagePath,
  myWalksTarget,
  planEditorPath,
  planLocationHref,
  planShareLink,
  readonlyPlanPath,
  showsUnsavedPlanWarning,
} from './plan/planNavigation.ts';
export { planCompleteView } from './plan/planCompletion.ts';
export { emptyWorkingPlan, isSameLocation, planLocationOf, toPlanInput, workingPlanOf } from './plan/workingPlan.ts';
export { GearStore } from './gear/GearStore.ts';
export { GEAR_CHANGED_ELSEWHERE, GEAR_KEPT_OFFLINE, gearOfflineText } from './gear/gearOfflineTexts.ts';
export { ageText, oldestTime } from './connectivity/dataAge.ts';
export { mergeGearEdits, type GearMerge } from './gear/mergeGearEdits.ts';
export { GEAR_AUTOSAVE_DELAY_MS, GearTemplatesStore } from './gear/GearTemplatesStore.ts';
export { gearEditorActions } from './gear/gearEditorActions.ts';
export {
  addCategory,
  addItem,
  emptyGearCategories,
  emptyGearList,
  newCategoryTitle,
  packedCount,
  removeCategory,
  removeItem,
  renameCategory,
  sameGearContent,
  setPacked,
  unpackedCopy,
  updateItem,
} from './gear/gearListEdits.ts';
export { convertLegacyGearList, gearListOfPlan } from './gear/legacyGearList.ts';
export { customGearList, emptyPlanGearList, isEditedGearList, presetGearList, sourceOf, startPresetId, startingGearList } from './gear/gearStart.ts';
export {
  DEFAULT_GEAR_LIST_TITLE,
  GEAR_LOCATION_REQUIRED,
  GEAR_PRESETS_LOAD_FAILED,
  GUEST_MUST_LOG_IN_FOR_GEAR,
  MY_GEAR_LISTS_LOAD_FAILED,
  NEW_GEAR_LIST_TITLE,
} from './gear/gearTexts.ts';
export { CustomTrackEditorStore } from './custom-tracks/CustomTrackEditorStore.ts';
export { CustomTrackStore, planLocationOfCustomTrack } from './custom-tracks/CustomTrackStore.ts';
export { MyCustomTracksStore, customTrackShareLink, lastEditedText } from './custom-tracks/MyCustomTracksStore.ts';
export { formatDistance, midpointOf, positionOf } from './custom-tracks/segments.ts';
export { RELATED_KINDS, RELATED_LABELS, noRelatedText, relatedItems, toggleRelated } from './custom-tracks/relatedFilter.ts';
export {
  ADD_TWO_MARKERS,
  COPIED,
  COPIED_MS,
  COPY_URL,
  INFINITE_SCROLL_THRESHOLD_PX,
  LEAVE_CANCEL,
  LEAVE_DISCARD,
  LEAVE_SAVE,
  ONBOARDING_FIRST_TIME_END,
  ONBOARDING_RETURNING_END,
  ONBOARDING_SLIDES,
  SAVE_LABELS,
  SHARE_TEXT,
  SHARE_TITLE,
  UNSAVED_TRACK_TEXT,
  UNSAVED_TRACK_TITLE,
} from './custom-tracks/customTrackTexts.ts';
export { WishlistStore } from './wishlist/WishlistStore.ts';
export { CompletionStore } from './completion/CompletionStore.ts';
export { ReviewFormStore } from './reviews/ReviewFormStore.ts';
export { MyReviewsStore } from './reviews/MyReviewsStore.ts';
export { ModerationStore } from './moderation/ModerationStore.ts';
export {
  completionQuestion,
  difficultyOf,
  displayedReviews,
  isCompletedPlace,
  isSamePlace,
  isWishlisted,
  placeKey,
  reviewFieldErrors,
} from './reviews/reviewRules.ts';
export { needsResize, resizedPhotoSize } from './reviews/photoSize.ts';
export {
  COMPLETION_LOGIN_REQUIRED,
  DATE_SUBMITTED,
  DELETE_REVIEW_CONFIRMATION,
  IMAGES_NEED_APPROVAL,
  LEAVE_REVIEW,
  NO_REVIEWS,
  PHOTO_UPLOAD_FAILED,
  REVIEWS_SHOWN_FIRST,
  REVIEW_AUTO_CLOSE_MS,
  REVIEW_LOGIN_REQUIRED,
  SOME_PHOTOS_FAILED,
  THANKS_FOR_REVIEW,
  WISHLIST_LOGIN_REQUIRED,
} from './reviews/reviewTexts.ts';
export { LOGOUT_CLEARED_KEYS, PERSISTED_KEYS, RootStore } from './root/RootStore.ts';
export { accountFeature } from './account/accountFeature.ts';
export { alertsFeature } from './alerts/alertsFeature.ts';
export { contactsFeature } from './contacts/contactsFeature.ts';
export { customTracksFeature } from './custom-tracks/customTracksFeature.ts';
export { customTrackFeature } from './custom-tracks/customTrackFeature.ts';
export { gearFeature } from './gear/gearFeature.ts';
export { moderationFeature } from './moderation/moderationFeature.ts';
export { notificationsFeature } from './notifications/notificationsFeature.ts';
export { planFeature } from './plan/planFeature.ts';
export { walksFeature } from './plan/walksFeature.ts';
export { reviewsFeature } from './reviews/reviewsFeature.ts';
export { tripCheckFeature } from './tripCheck/tripCheckFeature.ts';
export { weatherFeature } from './weather/weatherFeature.ts';

export type { RouteName } from './shell/routeNames.ts';
export type { ShellLayout, HeaderKind } from './shell/shellLayout.ts';
export type { Clock } from './platform/Clock.ts';
export type { GeoPosition, Geolocation, GeolocationFailure } from './platform/Geolocation.ts';
export type { Share, ShareData } from './platform/Share.ts';
export type { StoreReview, StoreReviewRuleDeps } from './platform/StoreReview.ts';
export type { KeyValueStorage, MemoryStorageOptions } from './platform/KeyValueStorage.ts';
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
export type { ContactFormValues } from './forms/contactSchema.ts';
export type { FeedbackFormValues } from './forms/feedbackSchema.ts';
export type { HelpSource, HelpStatus } from './help/HelpStore.ts';
export type { FeedbackSource, FeedbackState, FeedbackStoreDeps } from './feedback/FeedbackStore.ts';
export type { ContactForm, ContactsSession, ContactsSource, ContactsStoreDeps } from './contacts/ContactsStore.ts';
export type { ContactEntry, TemporaryContact } from './contacts/contactRules.ts';
export type {
  ContactChoices,
  DailyPlanDay,
  DocumentView,
  PickerTime,
  PlanSaveKind,
  PlanSession,
  PlanSource,
  PlanStoreDeps,
} from './plan/PlanStore.ts';
export type { PlansOwner, ReadonlyPlanSource, ReadonlyPlanStoreDeps, WorkingPlanHolder } from './plan/ReadonlyPlanStore.ts';
export type { MyWalksSource, MyWalksStoreDeps, WalkSection, WalkTile } from './plan/MyWalksStore.ts';
export type { DateSelection, DefaultTimes } from './plan/tripTimes.ts';
export type { DailyPlanFields } from './plan/dailyPlans.ts';
export type { PublishingWalker, TripStatusView } from './plan/tripSafety.ts';
export type { PlanFieldErrors } from './plan/planValidation.ts';
export type { TimeToGoFacts } from './plan/timeToGo.ts';
export type { UnsavedPlanFacts } from './plan/planNavigation.ts';
export type { LastSave, PlanCompleteView } from './plan/planCompletion.ts';
export type { LocalDocument, UploadedDocument, WorkingContact, WorkingDocument, WorkingPlan } from './plan/workingPlan.ts';
export type { GearCustomLists, GearOfflineState, GearPlan, GearSaveState, GearSource, GearStoreDeps, PendingGearEdits, PendingGearSwitch } from './gear/GearStore.ts';
export type { GearListSaveState, GearTemplatesSource, GearTemplatesStoreDeps } from './gear/GearTemplatesStore.ts';
export type { GearEditorActions } from './gear/gearEditorActions.ts';
export type { GearPlace } from './gear/gearStart.ts';
export type { LegacyGearItem } from './gear/legacyGearList.ts';
export type {
  CustomTrackEditorDeps,
  CustomTrackEditorSource,
  LeaveRequest,
  MidpointHandle,
  OnboardingState,
  SaveState,
  TrackDetails,
} from './custom-tracks/CustomTrackEditorStore.ts';
export type { CustomTrackSource } from './custom-tracks/CustomTrackStore.ts';
export type { MyCustomTracksDeps, MyCustomTracksSource } from './custom-tracks/MyCustomTracksStore.ts';
export type { EditorMarker, LngLat, Segment, SegmentStatus } from './custom-tracks/segments.ts';
export type { RelatedFilter, RelatedKind } from './custom-tracks/relatedFilter.ts';
export type { OnboardingSlide } from './custom-tracks/customTrackTexts.ts';
export type { WishlistPlace, WishlistSession, WishlistSource, WishlistStoreDeps } from './wishlist/WishlistStore.ts';
export type { CompletionPlace, CompletionSession, CompletionSource, CompletionStep, CompletionStoreDeps } from './completion/CompletionStore.ts';
export type {
  LocalPhoto,
  LocalPhotoStatus,
  ReviewFormMode,
  ReviewFormStoreDeps,
  ReviewPlace,
  ReviewSource,
} from './reviews/ReviewFormStore.ts';
export type { MyReviewsSource, MyReviewsStoreDeps } from './reviews/MyReviewsStore.ts';
export type { ModerationSource, PhotoDecision } from './moderation/ModerationStore.ts';
export type { PlaceRef, ReviewFieldErrors, ReviewFieldValues } from './reviews/reviewRules.ts';
export type { ImageTools, PixelSize } from './platform/ImageTools.ts';
export type { Feature, RootApi, RootStoreDeps } from './root/RootStore.ts';
export type { CustomTracksStores } from './custom-tracks/customTracksFeature.ts';
export type { CustomTrackStores } from './custom-tracks/customTrackFeature.ts';
export type { ReviewsStores } from './reviews/reviewsFeature.ts';
export type { AlertsSource, AlertsStoreDeps } from './alerts/AlertsStore.ts';
export type { AdvisoryView, AlertsView } from './alerts/alertsView.ts';
export type { AvalancheBand, RatingColour, RatingMeaning } from './alerts/avalanche.ts';
export type { WarningGroup, WarningGroupColour } from './alerts/warningGroups.ts';
export type { ForecastSource, WeatherStoreDeps } from './weather/WeatherStore.ts';
export type { ForecastDayView, PartDayBand, PartDayView, WeatherView } from './weather/forecastView.ts';
export { AlertsStore } from './alerts/AlertsStore.ts';
export type { FeedTarget } from './alerts/feedTarget.ts';
export { feedTargetKey, feedTargetOf, planFeedTargetOf } from './alerts/feedTarget.ts';
export { alertsView } from './alerts/alertsView.ts';
export { advisoryMeaning, advisoryShownUntil, avalancheBands, ratingMeaning } from './alerts/avalanche.ts';
export { groupWarnings, trimHeadline } from './alerts/warningGroups.ts';
export { WeatherStore } from './weather/WeatherStore.ts';
export { chooseForecast, forecastDays, PART_DAY_BANDS, partDayBand, partDaysOf, weatherView } from './weather/forecastView.ts';
export { TRIP_CHECK_ACTION_LABELS, TripCheckStore } from './tripCheck/TripCheckStore.ts';
export type { TripCheckReasonView, TripCheckStoreDeps, TripCheckView } from './tripCheck/TripCheckStore.ts';
export { CHECK_IN_FAILED, CHECK_IN_LINK_PROMPT, CheckInStore } from './notifications/CheckInStore.ts';
export { NOTIFICATIONS_LOAD_FAILED, NotificationsStore } from './notifications/NotificationsStore.ts';
export type { CheckInSource } from './notifications/CheckInStore.ts';
export type { NotificationsSource } from './notifications/NotificationsStore.ts';
