import type { LocationCollection } from './common.schema.ts';

/** The route type of the alerts and forecasts calls: a location's singular name. */
export type AlertRouteType = 'track' | 'hut' | 'campsite';

/** Every api/v1 call goes under this path of the API host. */
export const API_BASE_PATH = '/api/v1';

/** Paths of api/v1, relative to the host, shared by the server's routes and the client. */
export const apiPaths = {
  config: `${API_BASE_PATH}/config`,
  /** Readiness (ADR 062): 200 while this process can do its work, 503 with the reason otherwise. */
  ready: `${API_BASE_PATH}/ready`,
  tracks: `${API_BASE_PATH}/tracks`,
  searchTracks: `${API_BASE_PATH}/search-tracks`,
  mapPoints: `${API_BASE_PATH}/map/points`,
  mapLines: `${API_BASE_PATH}/map/lines`,
  mapBasemap: `${API_BASE_PATH}/map/basemap`,
  location: (collection: LocationCollection, slug: string) =>
    `${API_BASE_PATH}/${collection}/${encodeURIComponent(slug)}`,
  /** Spec part 2 §7: the route type is the singular name (track, hut, campsite). */
  alerts: (routeType: AlertRouteType, slug: string) => `${API_BASE_PATH}/alerts/${routeType}/${encodeURIComponent(slug)}`,
  forecasts: (routeType: AlertRouteType, slug: string) => `${API_BASE_PATH}/forecasts/${routeType}/${encodeURIComponent(slug)}`,
  /** A custom track's, matched on its line (its owner's alone). */
  customTrackAlerts: (id: number) => `${API_BASE_PATH}/track/${id}/alerts-custom`,
  customTrackForecasts: (id: number) => `${API_BASE_PATH}/track/${id}/forecasts-custom`,
  oauth: `${API_BASE_PATH}/auth/oauth`,
  revoke: `${API_BASE_PATH}/auth/revoke`,
  user: `${API_BASE_PATH}/user`,
  activate: `${API_BASE_PATH}/activate`,
  updatePassword: `${API_BASE_PATH}/update-password`,
  confirmEmail: `${API_BASE_PATH}/confirm-email`,
  undoEmailChange: `${API_BASE_PATH}/undo-email-change`,
  forgotPassword: `${API_BASE_PATH}/forgot-password`,
  resetPassword: `${API_BASE_PATH}/reset-password`,
  toggleAlert: `${API_BASE_PATH}/toggle-alert`,
  upload: `${API_BASE_PATH}/upload`,
  /** An uploaded file: GET it, or DELETE one of one's own that nothing uses. */
  file: (id: string) => `${API_BASE_PATH}/files/${encodeURIComponent(id)}`,
  plans: `${API_BASE_PATH}/plan`,
  plan: (id: string) => `${API_BASE_PATH}/plan/${encodeURIComponent(id)}`,
  planGear: (id: string) => `${API_BASE_PATH}/plan/${encodeURIComponent(id)}/gear`,
  planReadonly: (guid: string) => `${API_BASE_PATH}/plan/${encodeURIComponent(guid)}/readonly`,
  planAccept: (id: string) => `${API_BASE_PATH}/plan/${encodeURIComponent(id)}/accept`,
  /** POST: the owner makes a new share link (ADR 059). */
  planNewLink: (id: string) => `${API_BASE_PATH}/plan/${encodeURIComponent(id)}/link`,
  planDownload: (id: string) => `${API_BASE_PATH}/plan/${encodeURIComponent(id)}/download`,
  /** The trip as an .ics file: the walker's trip, or the emergency contact's "Expect to hear from…". */
  planCalendar: (id: string, reader: 'walker' | 'contact') => `${API_BASE_PATH}/plan/${encodeURIComponent(id)}/calendar?reader=${reader}`,
  /** A plan's alerts and forecasts, for whoever may read the plan (ADR 043). */
  planAlerts: (guid: string) => `${API_BASE_PATH}/plan/${encodeURIComponent(guid)}/alerts`,
  planForecasts: (guid: string) => `${API_BASE_PATH}/plan/${encodeURIComponent(guid)}/forecasts`,
  /** A document of a plan, for whoever may see the plan (its owner, group members, holders of the published plan's link). */
  planFile: (planId: string, fileId: string) => `${API_BASE_PATH}/plan/${encodeURIComponent(planId)}/files/${encodeURIComponent(fileId)}`,
  customTracks: `${API_BASE_PATH}/custom-track`,
  customTrack: (id: number) => `${API_BASE_PATH}/custom-track/${id}`,
  customTracksExist: `${API_BASE_PATH}/custom-track/0/exists`,
  /** Copies a shared track (by its share key) into the caller's own. */
  customTrackDuplicate: (shareKey: string) => `${API_BASE_PATH}/custom-track/${encodeURIComponent(shareKey)}/duplicate`,
  customTrackGpx: (id: number) => `${API_BASE_PATH}/custom-track/${id}/gpx`,
  gpxImport: `${API_BASE_PATH}/custom-track/gpx`,
  trackGpx: (slug: string) => `${API_BASE_PATH}/tracks/${encodeURIComponent(slug)}/gpx`,
  walkingRoute: `${API_BASE_PATH}/walking-route`,
  wishlist: (id: number) => `${API_BASE_PATH}/wishlist/${id}`,
  userWishlist: `${API_BASE_PATH}/user/wishlist`,
  markComplete: `${API_BASE_PATH}/mark-complete`,
  feedback: (locationId: number) => `${API_BASE_PATH}/track/${locationId}/feedback`,
  feedbackEdit: (locationId: number, reviewId: number) => `${API_BASE_PATH}/track/${locationId}/feedback/${reviewId}`,
  review: (reviewId: number) => `${API_BASE_PATH}/review/${reviewId}`,
  reviewAttach: (reviewId: number) => `${API_BASE_PATH}/review/${reviewId}/attach`,
  reviewLoad: (reviewId: number) => `${API_BASE_PATH}/review/${reviewId}/load`,
  reviewRemovePhoto: (reviewId: number, fileId: string) => `${API_BASE_PATH}/review/${reviewId}/remove/${encodeURIComponent(fileId)}`,
  /** A pending photo, for its author and administrators (the key comes with the URL they are given). */
  reviewPhoto: (fileId: string) => `${API_BASE_PATH}/review-photos/${encodeURIComponent(fileId)}`,
  userReviews: `${API_BASE_PATH}/user/reviews`,
  adminReviewPhotos: `${API_BASE_PATH}/admin/review-photos`,
  adminApprovePhoto: (fileId: string) => `${API_BASE_PATH}/admin/review-photos/${encodeURIComponent(fileId)}/approve`,
  adminRejectPhoto: (fileId: string) => `${API_BASE_PATH}/admin/review-photos/${encodeURIComponent(fileId)}/reject`,
  planCheckIn: (id: string) => `${API_BASE_PATH}/plan/${encodeURIComponent(id)}/check-in`,
  checkIn: `${API_BASE_PATH}/check-in`,
  notifications: `${API_BASE_PATH}/notifications`,
  notificationsRead: `${API_BASE_PATH}/notifications/read`,
  contacts: `${API_BASE_PATH}/user/contact`,
  gearListPresets: `${API_BASE_PATH}/gear-list-presets`,
  gearListTemplates: `${API_BASE_PATH}/user/gear-list-template`,
  gearListTemplate: (id: number) => `${API_BASE_PATH}/user/gear-list-template/${id}`,
  contact: (id: number) => `${API_BASE_PATH}/user/contact/${id}`,
  help: `${API_BASE_PATH}/help`,
  /** Feedback about the app (spec part 2 §7 POST feedback); a place's review is `feedback(locationId)`. */
  appFeedback: `${API_BASE_PATH}/feedback`,
  /** The mail provider's bounce reports (ADR 064): present only with EMAIL_WEBHOOK_SECRET. */
  emailBounces: `${API_BASE_PATH}/email/bounces`,
} as const;

/**
 * Development-only pages of the API host: present only when it has no SMTP server, and
 * answered only to requests from the machine it runs on (unless DEV_MAILBOX_PUBLIC).
 */
export const devPaths = {
  /** JSON list of the development mailbox, newest first; `?to=` filters by recipient. */
  mailbox: '/dev/mailbox',
  /** The same mailbox as an HTML page. */
  mail: '/dev/mail',
  /** DEV_CLOCK only (end-to-end tests): the server's time, and POST to move it forward. */
  clock: '/dev/clock',
} as const;
