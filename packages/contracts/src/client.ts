import { DEFAULT_OAUTH_CLIENT, type NotificationToggleField, type OAuthClientCredentials, type TokenTypeHint } from './accounts.constants.ts';
import type { AccessToken } from './auth.schema.ts';
import type { LocationCollection } from './common.schema.ts';
import type { AppConfig } from './config.schema.ts';
import type { Location } from './locations.schema.ts';
import type { BasemapResponse, MapBbox, MapLinesResponse, MapPointsResponse } from './map.schema.ts';
import { API_BASE_PATH, apiPaths, type AlertRouteType } from './paths.ts';
import type { AlertsResponse } from './alerts.schema.ts';
import type { ForecastsResponse } from './forecasts.schema.ts';
import type { CheckInResponse, NotificationsResponse } from './notifications.schema.ts';
import type { SearchTracksRequest, SearchTracksResponse } from './search.schema.ts';
import type { TracksListResponse } from './tracks.schema.ts';
import type { UploadedFile } from './files.schema.ts';
import type { FeedbackInput, FeedbackResponse } from './feedback.schema.ts';
import type { HelpContent } from './help.schema.ts';
import type { ContactCreatedResponse, ContactInput } from './contacts.schema.ts';
import type { DeletePlanResponse, Plan, PlanGearList, PlanInput, PlansPage } from './plans.schema.ts';
import type { GearListPresetsResponse, GearListTemplate, GearListTemplateInput, GearListTemplatesResponse } from './gear.schema.ts';
import type { ReviewableType } from './reviews.constants.ts';
import type {
  AttachPhotoResponse,
  MarkCompleteRequest,
  MarkCompleteResponse,
  MyReviewsPage,
  PendingReviewPhotos,
  ReviewInput,
  ReviewPhotosResponse,
  SaveReviewResponse,
  WishlistPlaces,
  WishlistResponse,
} from './reviews.schema.ts';
import type {
  CustomTrack,
  CustomTrackInput,
  CustomTrackSaved,
  CustomTracksExist,
  CustomTracksPage,
  GpxImport,
  WalkingRoute,
} from './customTracks.schema.ts';
import type { LngLat as Position } from './lineLength.ts';
import type {
  ConfirmEmailResponse,
  DeleteUserResponse,
  ForgotPasswordResponse,
  ProfileUpdate,
  RegisterRequest,
  RegisterResponse,
  SuccessResponse,
  UndoEmailChangeResponse,
  User,
} from './user.schema.ts';

/** A non-2xx answer: `status` and the server's `error` text (or a generic one). */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export interface ApiClientOptions {
  /** Origin of the API host, e.g. `https://api.example.org`; `''` means same origin. */
  baseUrl: string;
  /** Defaults to the global fetch; tests and native shells pass their own. */
  fetch?: typeof fetch;
  /** Bearer token for authenticated calls; nothing is sent when it returns null/undefined. */
  getAccessToken?: () => string | null | undefined | Promise<string | null | undefined>;
}

export interface RequestOptions {
  /** Lets a debounced search cancel the request it replaces. */
  signal?: AbortSignal;
}

export interface UploadOptions extends RequestOptions {
  /** Only the uploader may fetch the file (`isprivate=1`). */
  isPrivate?: boolean;
  /** Told how much of the file has been sent (0 to 1); in browsers it is called as the bytes go. */
  onProgress?: (fraction: number) => void;
}

export interface AttachPhotoOptions extends RequestOptions {
  /** The place reviewed, sent along as the spec's form has it. */
  place?: { id: number; type: ReviewableType };
  /** Told how much of the photo has been sent (0 to 1); in browsers it is called as the bytes go. */
  onProgress?: (fraction: number) => void;
}

export interface ApiClient {
  getConfig(options?: RequestOptions): Promise<AppConfig>;
  getTracks(options?: RequestOptions): Promise<TracksListResponse>;
  getLocation(collection: LocationCollection, slug: string, options?: RequestOptions): Promise<Location>;
  searchTracks(params: SearchTracksRequest, options?: RequestOptions): Promise<SearchTracksResponse>;
  /** Spec part 2 §7 GET alerts/{routeType}/{slug}. */
  getAlerts(routeType: AlertRouteType, slug: string, options?: RequestOptions): Promise<AlertsResponse>;
  /** Spec part 2 §7 GET forecasts/{routeType}/{slug}. */
  getForecasts(routeType: AlertRouteType, slug: string, options?: RequestOptions): Promise<ForecastsResponse>;
  /** Spec part 2 §7 GET track/{id}/alerts-custom: one of the user's custom tracks. */
  getCustomTrackAlerts(id: number, options?: RequestOptions): Promise<AlertsResponse>;
  /** Spec part 2 §7 GET track/{id}/forecasts-custom. */
  getCustomTrackForecasts(id: number, options?: RequestOptions): Promise<ForecastsResponse>;
  /** GET plan/{guid}/alerts: a plan's alerts for whoever may read it (ADR 043; a custom track's feeds are otherwise its owner's). */
  getPlanAlerts(guid: string, options?: RequestOptions): Promise<AlertsResponse>;
  /** GET plan/{guid}/forecasts. */
  getPlanForecasts(guid: string, options?: RequestOptions): Promise<ForecastsResponse>;
  /** 'I'm back safely' from the plan (the owner). */
  checkInPlan(id: string, options?: RequestOptions): Promise<CheckInResponse>;
  /** 'I'm back safely' from the check-in email's link (no login). */
  checkIn(token: string, options?: RequestOptions): Promise<CheckInResponse>;
  getNotifications(options?: RequestOptions): Promise<NotificationsResponse>;
  /** Marks these notifications read, or all of them. */
  markNotificationsRead(ids?: number[], options?: RequestOptions): Promise<NotificationsResponse>;
  /** Every track, hut and campsite as a GeoJSON point, for client-side clustering (HTTP-cached for 5 minutes). */
  getMapPoints(options?: RequestOptions): Promise<MapPointsResponse>;
  /** Track lines meeting a box of at most 2° × 2° ([minLng, minLat, maxLng, maxLat]); used from zoom 10. */
  getMapLines(bbox: MapBbox, options?: RequestOptions): Promise<MapLinesResponse>;
  /** NZ land and coarse region outlines for the offline default map style (HTTP-cached for a day). */
  getBasemap(options?: RequestOptions): Promise<BasemapResponse>;

  /** Log in (OAuth password grant). Bad credentials reject with 'invalid email or password'. */
  passwordGrant(email: string, password: string, client?: OAuthClientCredentials, options?: RequestOptions): Promise<AccessToken>;
  /** A new token pair for a refresh token; the old refresh token is spent. */
  refreshGrant(refreshToken: string, client?: OAuthClientCredentials, options?: RequestOptions): Promise<AccessToken>;
  /** Ends the token's login on the server (RFC 7009); resolves whether or not the token was valid. */
  revokeToken(token: string, hint?: TokenTypeHint, client?: OAuthClientCredentials, options?: RequestOptions): Promise<SuccessResponse>;
  /** Rejects with the server's text; 409 'user already exists' for a known email. */
  register(request: RegisterRequest, options?: RequestOptions): Promise<RegisterResponse>;
  /** Confirms the email with the emailed code; sends the bearer token when there is one. */
  activate(code: string, options?: RequestOptions): Promise<SuccessResponse>;
  getUser(options?: RequestOptions): Promise<User>;
  updateUser(profile: ProfileUpdate, options?: RequestOptions): Promise<User>;
  deleteUser(options?: RequestOptions): Promise<DeleteUserResponse>;
  /** Rejects 403 'Your current password is not correct.' when the first one is wrong. */
  updatePassword(currentpassword: string, newpassword: string, repassword: string, options?: RequestOptions): Promise<User>;
  /** Opens the link sent to a new email address: the change takes effect. */
  confirmEmail(token: string, options?: RequestOptions): Promise<ConfirmEmailResponse>;
  /** Opens the undo link sent to the old address: its email back, every session ended, a token to set a new password. */
  undoEmailChange(token: string, options?: RequestOptions): Promise<UndoEmailChangeResponse>;
  forgotPassword(email: string, options?: RequestOptions): Promise<ForgotPasswordResponse>;
  /** Rejects with the server's text, e.g. 'The password reset token has expired.' */
  resetPassword(password: string, token: string, options?: RequestOptions): Promise<SuccessResponse>;
  toggleAlert(field: NotificationToggleField, on: boolean, options?: RequestOptions): Promise<User>;
  upload(file: Blob, name: string, options?: UploadOptions): Promise<UploadedFile>;
  /** Deletes one of the user's uploads that nothing uses (409 with what uses it), freeing its room in the quota. */
  deleteFile(id: string, options?: RequestOptions): Promise<SuccessResponse>;

  /** Saves a new plan (draft or published); answers it with its id. */
  createPlan(plan: PlanInput, options?: RequestOptions): Promise<Plan>;
  /** Saves the whole plan over its last version; 409 when another device saved a newer one. */
  updatePlan(id: string, plan: PlanInput, options?: RequestOptions): Promise<Plan>;
  /** Saves only the plan's gear list (autosave of the gear page; group members may tick items). */
  updatePlanGear(id: string, gear: PlanGearList, options?: RequestOptions): Promise<Plan>;
  /** My Walks: page 0 has every section, later pages older completed trips. */
  getPlans(page: number, options?: RequestOptions): Promise<PlansPage>;
  /** A plan to read: published ones by their link, drafts only to their owner and group. 404 otherwise. */
  getReadonlyPlan(guid: string, options?: RequestOptions): Promise<Plan>;
  /** A group member accepts the plan they were added to. */
  acceptPlan(id: string, options?: RequestOptions): Promise<Plan>;
  /** The owner makes a new share link: the old one stops working for link holders; a published plan's people are emailed the new one (ADR 059). */
  makeNewPlanLink(id: string, options?: RequestOptions): Promise<Plan>;
  /** The owner deletes the plan; a group member declines it (only their link goes). */
  deletePlan(id: string, options?: RequestOptions): Promise<DeletePlanResponse>;
  /** The plan as a PDF ('Trip Plan - {name}.pdf'), for whoever may read it. */
  downloadPlanPdf(id: string, options?: RequestOptions): Promise<{ blob: Blob; filename: string }>;
  /** The trip as an .ics file: the walker's, or the emergency contact's "Expect to hear from…". */
  downloadPlanCalendar(id: string, reader: 'walker' | 'contact', options?: RequestOptions): Promise<{ blob: Blob; filename: string }>;
  /**
   * A stored file by the `url` the API gave for it (a plan's document, an upload), with the
   * session's token: private files are not served to a plain link. Only paths of this API
   * are fetched, on this client's host, so the token never goes anywhere else.
   */
  downloadFile(url: string, options?: RequestOptions): Promise<{ blob: Blob; filename: string }>;

  /** Adds a contact to the user's contact book. */
  createContact(contact: ContactInput, options?: RequestOptions): Promise<ContactCreatedResponse>;
  /** Changes a contact (its email, once set, stays). */
  updateContact(id: number, contact: ContactInput, options?: RequestOptions): Promise<User>;
  deleteContact(id: number, options?: RequestOptions): Promise<User>;

  /** Every preset gear list (public, HTTP-cached): a location names the ones it offers. */
  getGearListPresets(options?: RequestOptions): Promise<GearListPresetsResponse>;
  /** The user's custom gear lists, oldest first. */
  getGearListTemplates(options?: RequestOptions): Promise<GearListTemplatesResponse>;
  createGearListTemplate(list: GearListTemplateInput, options?: RequestOptions): Promise<GearListTemplate>;
  /** A copy of one of the user's lists (POST with its id); answers the new list. */
  duplicateGearListTemplate(id: number, options?: RequestOptions): Promise<GearListTemplate>;
  /** Saves the whole list over the old one. */
  updateGearListTemplate(id: number, list: GearListTemplateInput, options?: RequestOptions): Promise<GearListTemplate>;
  deleteGearListTemplate(id: number, options?: RequestOptions): Promise<SuccessResponse>;
  /** My Custom Tracks, last edited first; pages start at 0. */
  getCustomTracks(page: number, options?: RequestOptions): Promise<CustomTracksPage>;
  /** Whether the user has any custom track (the editor's onboarding shows when not). */
  customTracksExist(options?: RequestOptions): Promise<CustomTracksExist>;
  getCustomTrack(id: number, options?: RequestOptions): Promise<CustomTrack>;
  createCustomTrack(track: CustomTrackInput, options?: RequestOptions): Promise<CustomTrackSaved>;
  updateCustomTrack(id: number, track: CustomTrackInput, options?: RequestOptions): Promise<CustomTrackSaved>;
  /** Deletes the track and the user's plans made on it. */
  deleteCustomTrack(id: number, options?: RequestOptions): Promise<SuccessResponse>;
  /** Copies the track a share link names into the caller's own custom tracks. */
  duplicateCustomTrack(shareKey: string, options?: RequestOptions): Promise<CustomTrackSaved>;
  /** The walking route between two markers over the track network; 404 when none joins them. */
  getWalkingRoute(from: Position, to: Position, options?: RequestOptions): Promise<WalkingRoute>;
  /** Reads a GPX file into markers for the editor (nothing is saved). */
  importGpx(file: Blob, name: string, options?: RequestOptions): Promise<GpxImport>;
  /** A custom track as a GPX file. */
  downloadCustomTrackGpx(id: number, options?: RequestOptions): Promise<{ blob: Blob; filename: string }>;
  /** A DOC track's line as a GPX file. */
  downloadTrackGpx(slug: string, options?: RequestOptions): Promise<{ blob: Blob; filename: string }>;
  /** Adds the place to the wishlist, or takes it off; answers the user. */
  toggleWishlist(id: number, type: ReviewableType, options?: RequestOptions): Promise<WishlistResponse>;
  /** My Wishlist's places, last added first. */
  getWishlist(options?: RequestOptions): Promise<WishlistPlaces>;
  /** Records a completed trip on a day not after today; answers the user's plans. */
  markComplete(request: MarkCompleteRequest, options?: RequestOptions): Promise<MarkCompleteResponse>;
  createReview(locationId: number, review: ReviewInput, options?: RequestOptions): Promise<SaveReviewResponse>;
  updateReview(locationId: number, reviewId: number, review: ReviewInput, options?: RequestOptions): Promise<SaveReviewResponse>;
  deleteReview(reviewId: number, options?: RequestOptions): Promise<SuccessResponse>;
  /** One photo (jpeg or png) for a review; pending until approved unless image publishing is on. */
  attachReviewPhoto(reviewId: number, file: Blob, name: string, options?: AttachPhotoOptions): Promise<AttachPhotoResponse>;
  /** A review's photos, pending ones included (its author and administrators). */
  loadReviewPhotos(reviewId: number, options?: RequestOptions): Promise<ReviewPhotosResponse>;
  removeReviewPhoto(reviewId: number, fileId: string, options?: RequestOptions): Promise<SuccessResponse>;
  /** My Reviews, newest first, 3 a page from page 0. */
  getMyReviews(page: number, options?: RequestOptions): Promise<MyReviewsPage>;
  /** Administrators: the photos waiting for approval. */
  getPendingReviewPhotos(options?: RequestOptions): Promise<PendingReviewPhotos>;
  /** The help page (spec part 2 §7 GET help). */
  getHelp(options?: RequestOptions): Promise<HelpContent>;
  /** Sends feedback about the app, as a guest or with the session when there is one. */
  sendFeedback(feedback: FeedbackInput, options?: RequestOptions): Promise<FeedbackResponse>;
  approveReviewPhoto(fileId: string, options?: RequestOptions): Promise<SuccessResponse>;
  rejectReviewPhoto(fileId: string, options?: RequestOptions): Promise<SuccessResponse>;
}

/**
 * Encodes search parameters as the spec's multipart form: list and pair fields as JSON
 * text, flags as '1'/'0', absent parameters left out.
 */
export function buildSearchTracksFormData(params: SearchTracksRequest): FormData {
  const form = new FormData();
  if (params.term !== undefined) form.append('term', params.term);
  if (params.distance !== undefined) form.append('distance', JSON.stringify(params.distance));
  if (params.wheelchair !== undefined) form.append('wheelchair', params.wheelchair ? '1' : '0');
  if (params.dog_allowed !== undefined) form.append('dog_allowed', params.dog_allowed ? '1' : '0');
  if (params.durations !== undefined) form.append('durations', JSON.stringify(params.durations));
  if (params.difficulties !== undefined) form.append('difficulties', JSON.stringify(params.difficulties));
  if (params.regions !== undefined) form.append('regions', JSON.stringify(params.regions));
  if (params.bound !== undefined) form.append('bound', JSON.stringify(params.bound));
  return form;
}

/** The token call's password grant, as the spec's multipart form. */
export function buildPasswordGrantFormData(email: string, password: string, client: OAuthClientCredentials = DEFAULT_OAUTH_CLIENT): FormData {
  const form = new FormData();
  form.append('grant_type', 'password');
  form.append('client_id', client.id);
  form.append('client_secret', client.secret);
  form.append('scope', '');
  form.append('username', email);
  form.append('password', password);
  return form;
}

/** The token call's refresh grant, as the spec's multipart form. */
export function buildRefreshGrantFormData(refreshToken: string, client: OAuthClientCredentials = DEFAULT_OAUTH_CLIENT): FormData {
  const form = new FormData();
  form.append('grant_type', 'refresh_token');
  form.append('refresh_token', refreshToken);
  form.append('client_id', client.id);
  form.append('client_secret', client.secret);
  return form;
}

/** The revocation call (RFC 7009), as a form like the token call. */
export function buildRevokeFormData(token: string, hint: TokenTypeHint | undefined, client: OAuthClientCredentials = DEFAULT_OAUTH_CLIENT): FormData {
  const form = new FormData();
  form.append('token', token);
  if (hint) form.append('token_type_hint', hint);
  form.append('client_id', client.id);
  form.append('client_secret', client.secret);
  return form;
}

/**
 * The few parts of the browser's XMLHttpRequest an upload with progress uses (this
 * package is built without the DOM library: it also runs in Node).
 */
interface ProgressRequest {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  responseType: string;
  readonly status: number;
  readonly responseText: string;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  abort(): void;
  send(body: FormData): void;
}

const BrowserRequest = (globalThis as { XMLHttpRequest?: new () => ProgressRequest }).XMLHttpRequest;

function formData(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const jsonBody = (body: unknown): RequestInit => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

async function errorFrom(response: Response): Promise<ApiError> {
  const fallback = `Request failed with status ${response.status}`;
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') {
      return new ApiError(response.status, body.error);
    }
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): the status is all we know.
  }
  return new ApiError(response.status, fallback);
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input: string | URL | Request, init?: RequestInit) => fetch(input, init));

  /**
   * `anonymous`: the call needs no session (log in, register, password reset), so no
   * bearer token is sent even when one is stored.
   */
  async function request<T>(path: string, init: RequestInit, { anonymous = false } = {}): Promise<T> {
    const headers = new Headers(init.headers);
    headers.set('accept', 'application/json');
    const token = anonymous ? null : await options.getAccessToken?.();
    if (token) headers.set('authorization', `Bearer ${token}`);
    const response = await doFetch(`${baseUrl}${path}`, { ...init, headers });
    if (!response.ok) throw await errorFrom(response);
    const body = (await response.json()) as T;
    // Register and reset-password answer `{ success: false, error }`; another server of
    // this API may send that with a 200, so it is a failure whatever the status.
    if (typeof body === 'object' && body !== null && 'success' in body && body.success === false) {
      const error = 'error' in body && typeof body.error === 'string' ? body.error : `Request failed with status ${response.status}`;
      throw new ApiError(response.status, error);
    }
    return body;
  }

  /** A file answer (a PDF, a GPX), with the bearer token when there is one. */
  async function download(path: string, accept: string, fallbackName: string, opts?: RequestOptions): Promise<{ blob: Blob; filename: string }> {
    const headers = new Headers({ accept });
    const token = await options.getAccessToken?.();
    if (token) headers.set('authorization', `Bearer ${token}`);
    const response = await doFetch(`${baseUrl}${path}`, { method: 'GET', headers, signal: opts?.signal });
    if (!response.ok) throw await errorFrom(response);
    return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition')) ?? fallbackName };
  }

  /**
   * A multipart upload whose progress is reported. fetch cannot report the bytes sent,
   * so in a browser it goes through XMLHttpRequest; elsewhere (Node, tests) through
   * fetch, reporting only the end.
   */
  async function uploadWithProgress<T>(path: string, form: FormData, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<T> {
    if (!BrowserRequest || options.fetch) {
      const answer = await request<T>(path, { method: 'POST', body: form, signal });
      onProgress(1);
      return answer;
    }
    const token = await options.getAccessToken?.();
    return new Promise<T>((resolve, reject) => {
      const xhr = new BrowserRequest();
      xhr.open('POST', `${baseUrl}${path}`);
      xhr.setRequestHeader('accept', 'application/json');
      if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
      xhr.responseType = 'text';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        const response = new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status });
        if (!response.ok) {
          void errorFrom(response).then(reject);
          return;
        }
        onProgress(1);
        response.json().then((body) => resolve(body as T), reject);
      };
      xhr.onerror = () => reject(new TypeError('The file could not be sent: the network failed'));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    });
  }

  return {
    getConfig: (opts) => request<AppConfig>(apiPaths.config, { method: 'GET', signal: opts?.signal }),
    getHelp: (opts) => request<HelpContent>(apiPaths.help, { method: 'GET', signal: opts?.signal }, { anonymous: true }),
    sendFeedback: (feedback, opts) =>
      request<FeedbackResponse>(apiPaths.appFeedback, { method: 'POST', ...jsonBody(feedback), signal: opts?.signal }),
    getTracks: (opts) => request<TracksListResponse>(apiPaths.tracks, { method: 'GET', signal: opts?.signal }),
    getLocation: (collection, slug, opts) =>
      request<Location>(apiPaths.location(collection, slug), { method: 'GET', signal: opts?.signal }),
    getAlerts: (routeType, slug, opts) =>
      request<AlertsResponse>(apiPaths.alerts(routeType, slug), { method: 'GET', signal: opts?.signal }, { anonymous: true }),
    getForecasts: (routeType, slug, opts) =>
      request<ForecastsResponse>(apiPaths.forecasts(routeType, slug), { method: 'GET', signal: opts?.signal }, { anonymous: true }),
    getCustomTrackAlerts: (id, opts) => request<AlertsResponse>(apiPaths.customTrackAlerts(id), { method: 'GET', signal: opts?.signal }),
    getCustomTrackForecasts: (id, opts) => request<ForecastsResponse>(apiPaths.customTrackForecasts(id), { method: 'GET', signal: opts?.signal }),
    getPlanAlerts: (guid, opts) => request<AlertsResponse>(apiPaths.planAlerts(guid), { method: 'GET', signal: opts?.signal }),
    getPlanForecasts: (guid, opts) => request<ForecastsResponse>(apiPaths.planForecasts(guid), { method: 'GET', signal: opts?.signal }),
    checkInPlan: (id, opts) => request<CheckInResponse>(apiPaths.planCheckIn(id), { method: 'POST', ...jsonBody({}), signal: opts?.signal }),
    checkIn: (token, opts) => request<CheckInResponse>(apiPaths.checkIn, { method: 'POST', ...jsonBody({ token }), signal: opts?.signal }, { anonymous: true }),
    getNotifications: (opts) => request<NotificationsResponse>(apiPaths.notifications, { method: 'GET', signal: opts?.signal }),
    markNotificationsRead: (ids, opts) =>
      request<NotificationsResponse>(apiPaths.notificationsRead, { method: 'POST', ...jsonBody(ids ? { ids } : {}), signal: opts?.signal }),
    searchTracks: (params, opts) =>
      request<SearchTracksResponse>(apiPaths.searchTracks, {
        method: 'POST',
        // No content-type header: fetch sets multipart/form-data with its boundary.
        body: buildSearchTracksFormData(params),
        signal: opts?.signal,
      }),
    // Public data the browser may cache: sent without a token.
    getMapPoints: (opts) => request<MapPointsResponse>(apiPaths.mapPoints, { method: 'GET', signal: opts?.signal }, { anonymous: true }),
    getMapLines: (bbox, opts) =>
      request<MapLinesResponse>(
        `${apiPaths.mapLines}?${new URLSearchParams({ bbox: bbox.join(',') }).toString()}`,
        { method: 'GET', signal: opts?.signal },
        { anonymous: true },
      ),
    getBasemap: (opts) => request<BasemapResponse>(apiPaths.mapBasemap, { method: 'GET', signal: opts?.signal }, { anonymous: true }),

    passwordGrant: (email, password, client = DEFAULT_OAUTH_CLIENT, opts) =>
      request<AccessToken>(
        apiPaths.oauth,
        { method: 'POST', body: buildPasswordGrantFormData(email, password, client), signal: opts?.signal },
        { anonymous: true },
      ),
    refreshGrant: (refreshToken, client = DEFAULT_OAUTH_CLIENT, opts) =>
      request<AccessToken>(
        apiPaths.oauth,
        { method: 'POST', body: buildRefreshGrantFormData(refreshToken, client), signal: opts?.signal },
        { anonymous: true },
      ),
    revokeToken: (token, hint, client = DEFAULT_OAUTH_CLIENT, opts) =>
      request<SuccessResponse>(
        apiPaths.revoke,
        { method: 'POST', body: buildRevokeFormData(token, hint, client), signal: opts?.signal },
        { anonymous: true },
      ),
    register: (body, opts) =>
      request<RegisterResponse>(apiPaths.user, { method: 'POST', ...jsonBody(body), signal: opts?.signal }, { anonymous: true }),
    activate: (code, opts) => request<SuccessResponse>(apiPaths.activate, { method: 'POST', ...jsonBody({ code }), signal: opts?.signal }),
    getUser: (opts) => request<User>(apiPaths.user, { method: 'GET', signal: opts?.signal }),
    updateUser: (profile, opts) => request<User>(apiPaths.user, { method: 'PUT', ...jsonBody(profile), signal: opts?.signal }),
    deleteUser: (opts) => request<DeleteUserResponse>(apiPaths.user, { method: 'DELETE', signal: opts?.signal }),
    updatePassword: (currentpassword, newpassword, repassword, opts) =>
      request<User>(apiPaths.updatePassword, {
        method: 'POST',
        body: formData({ currentpassword, newpassword, repassword }),
        signal: opts?.signal,
      }),
    // The links work without a session: they may be opened on another device.
    confirmEmail: (token, opts) =>
      request<ConfirmEmailResponse>(apiPaths.confirmEmail, { method: 'POST', ...jsonBody({ token }), signal: opts?.signal }, { anonymous: true }),
    undoEmailChange: (token, opts) =>
      request<UndoEmailChangeResponse>(
        apiPaths.undoEmailChange,
        { method: 'POST', ...jsonBody({ token }), signal: opts?.signal },
        { anonymous: true },
      ),
    forgotPassword: (email, opts) =>
      request<ForgotPasswordResponse>(
        apiPaths.forgotPassword,
        { method: 'POST', ...jsonBody({ email }), signal: opts?.signal },
        { anonymous: true },
      ),
    resetPassword: (password, token, opts) =>
      request<SuccessResponse>(
        apiPaths.resetPassword,
        { method: 'POST', ...jsonBody({ password, token }), signal: opts?.signal },
        { anonymous: true },
      ),
    toggleAlert: (field, on, opts) =>
      request<User>(apiPaths.toggleAlert, {
        method: 'POST',
        body: formData({ toggledFieldName: field, toggledFieldValue: on ? '1' : '0' }),
        signal: opts?.signal,
      }),
    upload: (file, name, opts) => {
      const form = new FormData();
      form.append('file', file, name);
      if (opts?.isPrivate) form.append('isprivate', '1');
      if (opts?.onProgress) return uploadWithProgress<UploadedFile>(apiPaths.upload, form, opts.onProgress, opts.signal);
      return request<UploadedFile>(apiPaths.upload, { method: 'POST', body: form, signal: opts?.signal });
    },
    deleteFile: (id, opts) => request<SuccessResponse>(apiPaths.file(id), { method: 'DELETE', signal: opts?.signal }),

    createPlan: (plan, opts) => request<Plan>(apiPaths.plans, { method: 'POST', ...jsonBody(plan), signal: opts?.signal }),
    updatePlan: (id, plan, opts) => request<Plan>(apiPaths.plan(id), { method: 'PUT', ...jsonBody(plan), signal: opts?.signal }),
    updatePlanGear: (id, gear, opts) => request<Plan>(apiPaths.planGear(id), { method: 'PUT', ...jsonBody(gear), signal: opts?.signal }),
    getPlans: (page, opts) =>
      request<PlansPage>(`${apiPaths.plans}?${new URLSearchParams({ page: String(page) }).toString()}`, {
        method: 'GET',
        signal: opts?.signal,
      }),
    getReadonlyPlan: (guid, opts) => request<Plan>(apiPaths.planReadonly(guid), { method: 'GET', signal: opts?.signal }),
    acceptPlan: (id, opts) => request<Plan>(apiPaths.planAccept(id), { method: 'PUT', signal: opts?.signal }),
    makeNewPlanLink: (id, opts) => request<Plan>(apiPaths.planNewLink(id), { method: 'POST', signal: opts?.signal }),
    deletePlan: (id, opts) => request<DeletePlanResponse>(apiPaths.plan(id), { method: 'DELETE', signal: opts?.signal }),
    downloadPlanPdf: (id, opts) => download(apiPaths.planDownload(id), 'application/pdf', 'Trip Plan.pdf', opts),
    downloadPlanCalendar: (id, reader, opts) => download(apiPaths.planCalendar(id, reader), 'text/calendar', 'Trip plan.ics', opts),
    downloadFile: async (url, opts) => {
      const { pathname, search } = new URL(url, `${baseUrl}/`);
      if (!pathname.startsWith(`${API_BASE_PATH}/`)) throw new Error(`Not a file of this API: ${url}`);
      const headers = new Headers();
      const token = await options.getAccessToken?.();
      if (token) headers.set('authorization', `Bearer ${token}`);
      const response = await doFetch(`${baseUrl}${pathname}${search}`, { method: 'GET', headers, signal: opts?.signal });
      if (!response.ok) throw await errorFrom(response);
      const fallback = decodeURIComponent(pathname.slice(pathname.lastIndexOf('/') + 1));
      return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition')) ?? fallback };
    },

    createContact: (contact, opts) =>
      request<ContactCreatedResponse>(apiPaths.contacts, { method: 'POST', ...jsonBody(contact), signal: opts?.signal }),
    updateContact: (id, contact, opts) => request<User>(apiPaths.contact(id), { method: 'PUT', ...jsonBody(contact), signal: opts?.signal }),
    deleteContact: (id, opts) => request<User>(apiPaths.contact(id), { method: 'DELETE', signal: opts?.signal }),

    // The same for everyone, and cached by the browser: sent without a token.
    getGearListPresets: (opts) =>
      request<GearListPresetsResponse>(apiPaths.gearListPresets, { method: 'GET', signal: opts?.signal }, { anonymous: true }),
    getGearListTemplates: (opts) => request<GearListTemplatesResponse>(apiPaths.gearListTemplates, { method: 'GET', signal: opts?.signal }),
    createGearListTemplate: (list, opts) =>
      request<GearListTemplate>(apiPaths.gearListTemplates, { method: 'POST', ...jsonBody(list), signal: opts?.signal }),
    duplicateGearListTemplate: (id, opts) =>
      request<GearListTemplate>(apiPaths.gearListTemplates, { method: 'POST', ...jsonBody({ id }), signal: opts?.signal }),
    updateGearListTemplate: (id, list, opts) =>
      request<GearListTemplate>(apiPaths.gearListTemplate(id), { method: 'PUT', ...jsonBody(list), signal: opts?.signal }),
    deleteGearListTemplate: (id, opts) =>
      request<SuccessResponse>(apiPaths.gearListTemplate(id), { method: 'DELETE', signal: opts?.signal }),
    getCustomTracks: (page, opts) =>
      request<CustomTracksPage>(`${apiPaths.customTracks}?${new URLSearchParams({ page: String(page) }).toString()}`, {
        method: 'GET',
        signal: opts?.signal,
      }),
    customTracksExist: (opts) => request<CustomTracksExist>(apiPaths.customTracksExist, { method: 'GET', signal: opts?.signal }),
    getCustomTrack: (id, opts) => request<CustomTrack>(apiPaths.customTrack(id), { method: 'GET', signal: opts?.signal }),
    createCustomTrack: (track, opts) =>
      request<CustomTrackSaved>(apiPaths.customTracks, { method: 'POST', ...jsonBody(track), signal: opts?.signal }),
    updateCustomTrack: (id, track, opts) =>
      request<CustomTrackSaved>(apiPaths.customTrack(id), { method: 'PUT', ...jsonBody(track), signal: opts?.signal }),
    deleteCustomTrack: (id, opts) => request<SuccessResponse>(apiPaths.customTrack(id), { method: 'DELETE', signal: opts?.signal }),
    duplicateCustomTrack: (shareKey, opts) =>
      request<CustomTrackSaved>(apiPaths.customTrackDuplicate(shareKey), { method: 'GET', signal: opts?.signal }),
    getWalkingRoute: (from, to, opts) =>
      request<WalkingRoute>(`${apiPaths.walkingRoute}?${new URLSearchParams({ from: from.join(','), to: to.join(',') }).toString()}`, {
        method: 'GET',
        signal: opts?.signal,
      }),
    importGpx: (file, name, opts) => {
      const form = new FormData();
      form.append('file', file, name);
      return request<GpxImport>(apiPaths.gpxImport, { method: 'POST', body: form, signal: opts?.signal });
    },
    downloadCustomTrackGpx: (id, opts) => download(apiPaths.customTrackGpx(id), 'application/gpx+xml', 'Custom track.gpx', opts),
    downloadTrackGpx: (slug, opts) => download(apiPaths.trackGpx(slug), 'application/gpx+xml', `${slug}.gpx`, opts),
    toggleWishlist: (id, type, opts) =>
      request<WishlistResponse>(`${apiPaths.wishlist(id)}?${new URLSearchParams({ type }).toString()}`, { method: 'POST', signal: opts?.signal }),
    getWishlist: (opts) => request<WishlistPlaces>(apiPaths.userWishlist, { method: 'GET', signal: opts?.signal }),
    markComplete: (body, opts) => request<MarkCompleteResponse>(apiPaths.markComplete, { method: 'POST', ...jsonBody(body), signal: opts?.signal }),
    createReview: (locationId, review, opts) =>
      request<SaveReviewResponse>(apiPaths.feedback(locationId), { method: 'POST', ...jsonBody(review), signal: opts?.signal }),
    updateReview: (locationId, reviewId, review, opts) =>
      request<SaveReviewResponse>(apiPaths.feedbackEdit(locationId, reviewId), { method: 'POST', ...jsonBody(review), signal: opts?.signal }),
    deleteReview: (reviewId, opts) => request<SuccessResponse>(apiPaths.review(reviewId), { method: 'DELETE', signal: opts?.signal }),
    attachReviewPhoto: (reviewId, file, name, opts) => {
      const form = new FormData();
      if (opts?.place) {
        form.append('type', opts.place.type);
        form.append('id', String(opts.place.id));
      }
      form.append('file', file, name);
      return uploadWithProgress<AttachPhotoResponse>(apiPaths.reviewAttach(reviewId), form, opts?.onProgress ?? (() => undefined), opts?.signal);
    },
    loadReviewPhotos: (reviewId, opts) => request<ReviewPhotosResponse>(apiPaths.reviewLoad(reviewId), { method: 'GET', signal: opts?.signal }),
    removeReviewPhoto: (reviewId, fileId, opts) =>
      request<SuccessResponse>(apiPaths.reviewRemovePhoto(reviewId, fileId), { method: 'DELETE', signal: opts?.signal }),
    getMyReviews: (page, opts) =>
      request<MyReviewsPage>(`${apiPaths.userReviews}?${new URLSearchParams({ page: String(page) }).toString()}`, {
        method: 'GET',
        signal: opts?.signal,
      }),
    getPendingReviewPhotos: (opts) => request<PendingReviewPhotos>(apiPaths.adminReviewPhotos, { method: 'GET', signal: opts?.signal }),
    approveReviewPhoto: (fileId, opts) => request<SuccessResponse>(apiPaths.adminApprovePhoto(fileId), { method: 'POST', signal: opts?.signal }),
    rejectReviewPhoto: (fileId, opts) => request<SuccessResponse>(apiPaths.adminRejectPhoto(fileId), { method: 'POST', signal: opts?.signal }),
  };
}

/** The file name of a Content-Disposition header (RFC 6266: `filename*` first, then `filename`). */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"/i.exec(disposition) ?? /filename\s*=\s*([^;]+)/i.exec(disposition);
  return plain?.[1]?.trim() ?? null;
}
