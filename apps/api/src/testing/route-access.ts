/**
 * Who may call each route of the OpenAPI document, and how to make a valid call: the
 * authorization matrix (routes/authorization-matrix.test.ts) checks every route against
 * this table, and fails for a route of the document that is not in it. Adding a route
 * means adding its line here (apps/api/README.md, "Adding a route").
 *
 * - `publicRoute`: anyone; a guest's valid call succeeds (2xx).
 * - `guestOrUser`: anyone, as a guest or as themselves (bearer optional, e.g. feedback):
 *   a guest and a user succeed, a bad token gets 401.
 * - `ownAccount`: acts on the caller's own account (bearer required): 401 for a guest and
 *   for a bad token, 2xx for the user, and another user's call never changes this one.
 * - `ownedResource`: a resource one user owns (a file, a review, later a plan, a contact,
 *   a gear list…): the owner succeeds; another user gets 404 (or 403) and the resource is
 *   left as it was; so does an administrator, unless the route lets them (`adminMay`); a
 *   guest gets 401 (or, where a guest may hold the resource's secret, succeeds).
 * - `adminOnly`: moderation: guests and bad tokens get 401, an ordinary user 403 with
 *   nothing changed, an administrator succeeds.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { DEFAULT_OAUTH_CLIENT, type User } from '@planmywalk/contracts';
import type { Database } from '../db/database.ts';
import { PASSWORD, activationCode, anyIp, bearer, emailChangeToken, login, newEmail, register, resetToken, type SignedUp } from './accounts.ts';
import { JPEG, photoCall, placeId, postPhoto, postReview, trackReview } from './reviews.ts';
import { TWO_DAY_TRIP, draftInput, publishedInput, savePlan } from './plans.ts';

/** A call without its Authorization header, which the matrix adds for each caller. */
export type Call = Omit<InjectOptions, 'headers'> & { method: string; url: string; headers?: Record<string, string> };

export interface MatrixContext {
  app: FastifyInstance;
  db: Database;
  /** A new verified user with a session. */
  newUser(tag: string): Promise<SignedUp>;
  /** A new verified user with a session whom the command line made an administrator. */
  newAdmin(tag: string): Promise<SignedUp>;
}

export interface PublicRoute {
  kind: 'public';
  call(ctx: MatrixContext): Promise<Call> | Call;
}

export interface GuestOrUserRoute {
  kind: 'guest-or-user';
  call(ctx: MatrixContext): Promise<Call> | Call;
}

export interface OwnAccountRoute {
  kind: 'own-account';
  call(ctx: MatrixContext, caller: SignedUp): Promise<Call> | Call;
}

export interface OwnedResourceRoute<R = unknown> {
  kind: 'owned-resource';
  /** 'optional': the route takes a bearer token but answers guests too (private resources are 404 to them). */
  security: 'required' | 'optional';
  /** The owner, when not an ordinary verified user. */
  newOwner?(ctx: MatrixContext): Promise<SignedUp>;
  /** A guest who holds the resource's own secret (an emailed code) may use it. */
  guestMaySucceed?: boolean;
  /** An administrator (not the owner) may use it too (e.g. see a review's pending photos). */
  adminMay?: boolean;
  create(ctx: MatrixContext, owner: SignedUp): Promise<R>;
  call(ctx: MatrixContext, resource: R): Promise<Call> | Call;
  /** What must not change when someone else calls the route. */
  snapshot(ctx: MatrixContext, owner: SignedUp, resource: R): Promise<unknown>;
}

export interface AdminOnlyRoute<R = unknown> {
  kind: 'admin-only';
  /** What the call acts on (a pending photo), made fresh for each caller that may change it. */
  create(ctx: MatrixContext): Promise<R>;
  call(ctx: MatrixContext, resource: R): Promise<Call> | Call;
  /** What must not change when a non-administrator calls the route. */
  snapshot(ctx: MatrixContext, resource: R): Promise<unknown>;
}

export type RouteAccess = PublicRoute | GuestOrUserRoute | OwnAccountRoute | OwnedResourceRoute<never> | AdminOnlyRoute<never>;

export const publicRoute = (call: PublicRoute['call']): PublicRoute => ({ kind: 'public', call });
export const guestOrUser = (call: GuestOrUserRoute['call']): GuestOrUserRoute => ({ kind: 'guest-or-user', call });
export const ownAccount = (call: OwnAccountRoute['call']): OwnAccountRoute => ({ kind: 'own-account', call });
export const ownedResource = <R>(route: Omit<OwnedResourceRoute<R>, 'kind'>): RouteAccess =>
  ({ kind: 'owned-resource', ...route }) as unknown as RouteAccess;
export const adminOnly = <R>(route: Omit<AdminOnlyRoute<R>, 'kind'>): RouteAccess => ({ kind: 'admin-only', ...route }) as unknown as RouteAccess;

// A real 1×1 PNG.
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4a50000000049454e44ae426082',
  'hex',
);

/** POST /api/v1/upload of the PNG, as a browser sends it. */
export function uploadCall(isPrivate: boolean): Call {
  const boundary = '----pmwmatrix';
  const field = isPrivate ? `--${boundary}\r\nContent-Disposition: form-data; name="isprivate"\r\n\r\n1\r\n` : '';
  const payload = Buffer.concat([
    Buffer.from(`${field}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { method: 'POST', url: '/api/v1/upload', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /api/v1/upload of a small text document (documents are always private). */
export function documentUploadCall(): Call {
  const boundary = '----pmwmatrixdoc';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huts.txt"\r\nContent-Type: text/plain\r\n\r\nHuts booked for two nights.\n\r\n--${boundary}--\r\n`,
  );
  return { method: 'POST', url: '/api/v1/upload', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function slugOf(db: Database, type: 'Track' | 'Hut' | 'Campsite'): Promise<string> {
  const [row] = await db.query<{ slug: string }>('SELECT slug FROM locations WHERE type = $1 ORDER BY id LIMIT 1', [type]);
  if (!row) throw new Error(`no ${type} in the test database`);
  return row.slug;
}

/** A user's account as they see it, whether their password still works, and their files. */
export async function accountSnapshot(ctx: MatrixContext, user: SignedUp): Promise<unknown> {
  const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(user.token.access_token) });
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/oauth',
    payload: { grant_type: 'password', client_id: DEFAULT_OAUTH_CLIENT.id, client_secret: DEFAULT_OAUTH_CLIENT.secret, username: user.email, password: PASSWORD },
    remoteAddress: anyIp(),
  });
  const files = await ctx.db.query('SELECT id, is_private, title FROM files WHERE owner_id = $1 ORDER BY id', [user.user.id]);
  return { me: { status: me.statusCode, body: me.body }, canLogIn: login.statusCode === 200, files };
}

/** A new user asks to move to a new address: the links go out (confirm to the new one, undo to the old). */
async function emailChange(ctx: MatrixContext, tag: string): Promise<{ from: string; to: string }> {
  const user = await ctx.newUser(tag);
  const to = newEmail(`${tag}-new`);
  const res = await ctx.app.inject({
    ...json('PUT', '/api/v1/user', { firstname: 'Matrix', lastname: 'Mover', gender: 'Prefer not to say', level: 'Beginner', email: to, current_password: PASSWORD }),
    headers: { 'content-type': 'application/json', ...bearer(user.token.access_token) },
    remoteAddress: anyIp(),
  });
  if (res.statusCode !== 200) throw new Error(`email change failed: ${res.body}`);
  return { from: user.email, to };
}

const GEAR_LIST = { title: 'Matrix kit', categories: [{ title: 'Clothing', items: [{ packed: false, title: 'Rain jacket', notes: '' }] }] };

async function createGearList(ctx: MatrixContext, owner: SignedUp): Promise<{ id: number }> {
  const res = await ctx.app.inject({
    ...json('POST', '/api/v1/user/gear-list-template', GEAR_LIST),
    headers: { 'content-type': 'application/json', ...bearer(owner.token.access_token) },
  });
  if (res.statusCode !== 201) throw new Error(`gear list create failed: ${res.body}`);
  return res.json<{ id: number }>();
}

const gearListSnapshot = async (ctx: MatrixContext, _owner: SignedUp, { id }: { id: number }) =>
  ctx.db.query('SELECT id, user_id, title, categories, updated_at FROM gear_list_templates WHERE id = $1', [id]);
/** A valid custom track: two markers by the Routeburn Track, joined straight. */
export const SAMPLE_CUSTOM_TRACK = {
  title: 'Matrix walk',
  description: 'Two markers',
  markers: [
    { lng: 168.2688, lat: -44.7126, type: 'marker', snap: false, snapRoute: null, length: 0 },
    { lng: 168.2117, lat: -44.725, type: 'marker', snap: false, snapRoute: null, length: 0 },
  ],
};

/** A GPX file of two track points, as a browser uploads it. */
export function gpxUploadCall(): Call {
  const boundary = '----pmwgpx';
  const gpx =
    '<?xml version="1.0"?><gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Matrix</name><trkseg>' +
    '<trkpt lat="-44.7126" lon="168.2688"/><trkpt lat="-44.7250" lon="168.2117"/></trkseg></trk></gpx>';
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="walk.gpx"\r\nContent-Type: application/gpx+xml\r\n\r\n${gpx}\r\n--${boundary}--\r\n`;
  return { method: 'POST', url: '/api/v1/custom-track/gpx', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Saves SAMPLE_CUSTOM_TRACK as the user; answers its id and share key. */
export async function createCustomTrackAs(ctx: MatrixContext, user: SignedUp): Promise<{ id: number; shareKey: string }> {
  const res = await ctx.app.inject({
    ...json('POST', '/api/v1/custom-track', SAMPLE_CUSTOM_TRACK),
    headers: { 'content-type': 'application/json', ...bearer(user.token.access_token) },
  });
  if (res.statusCode !== 201) throw new Error(`custom track save failed: ${res.body}`);
  const { id } = res.json<{ id: number }>();
  const [row] = await ctx.db.query<{ share_key: string }>('SELECT share_key FROM custom_tracks WHERE id = $1', [id]);
  return { id, shareKey: row?.share_key ?? '' };
}

const customTrackSnapshot = async (ctx: MatrixContext, _owner: SignedUp, { id }: { id: number }) =>
  ctx.db.query('SELECT id, user_id, title, description, markers, distance_m, updated_at FROM custom_tracks WHERE id = $1', [id]);

const ownCustomTrack = (call: (id: number) => Call) =>
  ownedResource<{ id: number; shareKey: string }>({
    security: 'required',
    create: (ctx, owner) => createCustomTrackAs(ctx, owner),
    call: (_ctx, { id }) => call(id),
    snapshot: customTrackSnapshot,
  });

const json = (method: string, url: string, payload: unknown): Call => ({ method, url, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });

/** A review of the first seeded track by the owner, with what a caller changes of it. */
async function ownReview(ctx: MatrixContext, owner: SignedUp): Promise<{ reviewId: number; trackId: number }> {
  const trackId = await placeId(ctx.db, 'Track');
  return { reviewId: await postReview(ctx.app, owner, trackId, trackReview({ date: '2024-01-15' })), trackId };
}

const reviewSnapshot = (ctx: MatrixContext, reviewId: number) =>
  ctx.db.query(
    `SELECT r.id, r.comment, r.difficulty, to_char(r.trip_date, 'YYYY-MM-DD') AS date, r.edited_at,
            (SELECT json_agg(p.file_id || ':' || p.status ORDER BY p.file_id) FROM review_photos p WHERE p.review_id = r.id) AS photos
     FROM reviews r WHERE r.id = $1`,
    [reviewId],
  );

/** A pending photo of a new user's new review. */
async function pendingPhoto(ctx: MatrixContext): Promise<{ id: string; url: string; reviewId: number }> {
  const author = await ctx.newUser('matrix-photographer');
  const { reviewId } = await ownReview(ctx, author);
  const { photo } = await postPhoto(ctx.app, author, reviewId);
  return { id: photo.id, url: photo.url, reviewId };
}

const photoSnapshot = (ctx: MatrixContext, id: string) =>
  ctx.db.query('SELECT p.file_id, p.status, f.is_private FROM review_photos p JOIN files f ON f.id = p.file_id WHERE p.file_id = $1::uuid', [id]);

/** Wishlist, reviews and their photos, moderation (issue 12). */
const REVIEW_ROUTES: Record<string, RouteAccess> = {
  'POST /api/v1/wishlist/{id}': ownAccount(async (ctx) => ({ method: 'POST', url: `/api/v1/wishlist/${await placeId(ctx.db, 'Hut')}?type=Hut` })),
  'GET /api/v1/user/wishlist': ownAccount(() => ({ method: 'GET', url: '/api/v1/user/wishlist' })),
  'POST /api/v1/track/{id}/feedback': ownAccount(async (ctx) => json('POST', `/api/v1/track/${await placeId(ctx.db, 'Track')}/feedback`, trackReview())),
  'GET /api/v1/user/reviews': ownAccount(() => ({ method: 'GET', url: '/api/v1/user/reviews?page=0' })),
  'POST /api/v1/mark-complete': ownAccount(async (ctx) => json('POST', '/api/v1/mark-complete', { id: await placeId(ctx.db, 'Track'), type: 'Track', date: '2024-01-15' })),
  'POST /api/v1/track/{id}/feedback/{reviewId}': ownedResource<{ reviewId: number; trackId: number }>({
    security: 'required',
    create: ownReview,
    call: (_ctx, { reviewId, trackId }) => json('POST', `/api/v1/track/${trackId}/feedback/${reviewId}`, trackReview({ comment: 'Edited', easier: true, harder: false })),
    snapshot: (ctx, _owner, { reviewId }) => reviewSnapshot(ctx, reviewId),
  }),
  'DELETE /api/v1/review/{reviewId}': ownedResource<{ reviewId: number; trackId: number }>({
    security: 'required',
    create: ownReview,
    call: (_ctx, { reviewId }) => ({ method: 'DELETE', url: `/api/v1/review/${reviewId}` }),
    snapshot: (ctx, _owner, { reviewId }) => reviewSnapshot(ctx, reviewId),
  }),
  'POST /api/v1/review/{reviewId}/attach': ownedResource<{ reviewId: number; trackId: number }>({
    security: 'required',
    create: ownReview,
    call: (_ctx, { reviewId }) => photoCall(reviewId, JPEG),
    snapshot: (ctx, _owner, { reviewId }) => reviewSnapshot(ctx, reviewId),
  }),
  'GET /api/v1/review/{reviewId}/load': ownedResource<{ reviewId: number; trackId: number }>({
    security: 'required',
    adminMay: true,
    async create(ctx, owner) {
      const review = await ownReview(ctx, owner);
      await postPhoto(ctx.app, owner, review.reviewId);
      return review;
    },
    call: (_ctx, { reviewId }) => ({ method: 'GET', url: `/api/v1/review/${reviewId}/load` }),
    snapshot: (ctx, _owner, { reviewId }) => reviewSnapshot(ctx, reviewId),
  }),
  'DELETE /api/v1/review/{reviewId}/remove/{fileId}': ownedResource<{ reviewId: number; fileId: string }>({
    security: 'required',
    async create(ctx, owner) {
      const { reviewId } = await ownReview(ctx, owner);
      const { photo } = await postPhoto(ctx.app, owner, reviewId);
      return { reviewId, fileId: photo.id };
    },
    call: (_ctx, { reviewId, fileId }) => ({ method: 'DELETE', url: `/api/v1/review/${reviewId}/remove/${fileId}` }),
    snapshot: (ctx, _owner, { reviewId }) => reviewSnapshot(ctx, reviewId),
  }),
  // The URL of a pending photo carries its key, which only the author and administrators are given.
  'GET /api/v1/review-photos/{id}': publicRoute(async (ctx) => {
    const { url } = await pendingPhoto(ctx);
    return { method: 'GET', url: new URL(url).pathname + new URL(url).search };
  }),
  'GET /api/v1/admin/review-photos': adminOnly<null>({
    create: async () => null,
    call: () => ({ method: 'GET', url: '/api/v1/admin/review-photos' }),
    snapshot: async () => null,
  }),
  'POST /api/v1/admin/review-photos/{id}/approve': adminOnly<{ id: string }>({
    create: pendingPhoto,
    call: (_ctx, { id }) => ({ method: 'POST', url: `/api/v1/admin/review-photos/${id}/approve` }),
    snapshot: (ctx, { id }) => photoSnapshot(ctx, id),
  }),
  'POST /api/v1/admin/review-photos/{id}/reject': adminOnly<{ id: string }>({
    create: pendingPhoto,
    call: (_ctx, { id }) => ({ method: 'POST', url: `/api/v1/admin/review-photos/${id}/reject` }),
    snapshot: (ctx, { id }) => photoSnapshot(ctx, id),
  }),
};

/** A draft plan of the owner's, with a group member; a draft is 404 to anyone else (a published one is readable by its link). */
async function ownersDraft(ctx: MatrixContext, owner: SignedUp, member?: SignedUp): Promise<{ id: string }> {
  const contacts = member ? [{ first_name: 'Group', last_name: 'Member', email: member.email }] : [];
  const plan = await savePlan(ctx.app, owner.token.access_token, await draftInput(ctx.db, { contacts }));
  return { id: plan.id };
}

/** A published plan of the owner's whose trip is under way (it started yesterday, it ends in an hour). */
async function ownersTripUnderWay(ctx: MatrixContext, owner: SignedUp): Promise<{ id: string }> {
  const plan = await savePlan(ctx.app, owner.token.access_token, await publishedInput(ctx.db));
  await ctx.db.query("UPDATE plans SET starts_at = now() - interval '1 day', ends_at = now() + interval '1 hour' WHERE id = $1::uuid", [plan.id]);
  return { id: plan.id };
}

/** A check-in email's token for a trip under way, as the worker stores it (a digest). */
async function checkInToken(ctx: MatrixContext): Promise<string> {
  const { id } = await ownersTripUnderWay(ctx, await ctx.newUser('matrix-walker'));
  const token = `matrix${Math.random().toString(36).slice(2)}abcdefghijklmnop`;
  await ctx.db.query('INSERT INTO plan_check_ins (plan_id, ends_at, token_hash) SELECT id, ends_at, $2 FROM plans WHERE id = $1::uuid', [
    id,
    createHash('sha256').update(token).digest('hex'),
  ]);
  return token;
}

/** What another caller must not change of a plan: its row, people, invitations and documents. */
async function planSnapshot(ctx: MatrixContext, id: string): Promise<unknown> {
  return {
    plan: await ctx.db.query('SELECT revision, is_published, custom_trip_name, note, gear_list, updated_at FROM plans WHERE id = $1::uuid', [id]),
    people: await ctx.db.query('SELECT role, position, first_name, last_name, email FROM plan_people WHERE plan_id = $1::uuid ORDER BY id', [id]),
    editors: await ctx.db.query('SELECT user_id, state FROM plan_editors WHERE plan_id = $1::uuid ORDER BY user_id', [id]),
    attachments: await ctx.db.query('SELECT file_id FROM plan_attachments WHERE plan_id = $1::uuid ORDER BY position', [id]),
  };
}

async function currentRevision(ctx: MatrixContext, id: string): Promise<number> {
  const [row] = await ctx.db.query<{ revision: number }>('SELECT revision FROM plans WHERE id = $1::uuid', [id]);
  return row?.revision ?? 0;
}

const GEAR = {
  list: { title: 'Overnight', categories: [{ title: 'Shelter', items: [{ packed: true, title: 'Tent', notes: '' }] }] },
  list_type: 'default',
  list_preset_id: null,
  list_custom_id: null,
};

async function newContact(ctx: MatrixContext, owner: SignedUp): Promise<{ id: number }> {
  const res = await ctx.app.inject({
    ...json('POST', '/api/v1/user/contact', { first_name: 'Book', last_name: 'Entry', email: newEmail('contact'), phone: '021 000 111' }),
    headers: { 'content-type': 'application/json', ...bearer(owner.token.access_token) },
  });
  if (res.statusCode !== 201) throw new Error(`contact not created: ${res.body}`);
  return { id: res.json<{ new_contact: { id: number } }>().new_contact.id };
}

const contactSnapshot = (ctx: MatrixContext, id: number) =>
  ctx.db.query('SELECT user_id, first_name, last_name, email, phone, relationship, updated_at FROM contacts WHERE id = $1', [id]);

/** Plans and the contact book. */
const PLAN_ACCESS: Record<string, RouteAccess> = {
  // Saving a new plan acts on the caller's own account (their plans).
  'POST /api/v1/plan': ownAccount(async (ctx) => json('POST', '/api/v1/plan', await draftInput(ctx.db))),
  'GET /api/v1/plan': ownAccount(() => ({ method: 'GET', url: '/api/v1/plan?page=0' })),
  'PUT /api/v1/plan/{id}': ownedResource<{ id: string }>({
    security: 'required',
    create: (ctx, owner) => ownersDraft(ctx, owner),
    call: async (ctx, { id }) =>
      json('PUT', `/api/v1/plan/${id}`, await draftInput(ctx.db, { revision: await currentRevision(ctx, id), note: 'Changed by the caller' })),
    snapshot: (ctx, _owner, { id }) => planSnapshot(ctx, id),
  }),
  'PUT /api/v1/plan/{id}/gear': ownedResource<{ id: string }>({
    security: 'required',
    create: (ctx, owner) => ownersDraft(ctx, owner),
    call: (_ctx, { id }) => json('PUT', `/api/v1/plan/${id}/gear`, GEAR),
    snapshot: (ctx, _owner, { id }) => planSnapshot(ctx, id),
  }),
  // A draft: the link alone does not open it (a published plan is anyone's with the link: plans.test.ts).
  'GET /api/v1/plan/{guid}/readonly': ownedResource<{ id: string }>({
    security: 'optional',
    create: (ctx, owner) => ownersDraft(ctx, owner),
    call: (_ctx, { id }) => ({ method: 'GET', url: `/api/v1/plan/${id}/readonly` }),
    snapshot: (ctx, _owner, { id }) => planSnapshot(ctx, id),
  }),
  'GET /api/v1/plan/{guid}/alerts': ownedResource<{ id: string }>({
    security: 'optional',
    create: (ctx, owner) => ownersDraft(ctx, owner),
    call: (_ctx, { id }) => ({ method: 'GET', url: `/api/v1/plan/${id}/alerts` }),
    snapshot: (ctx, _owner, { id }) => planSnapshot(ctx, id),
  }),
  'GET /api/v1/plan/{guid}/forecasts': ownedResource<{ id: string }>({
    security: 'optional',
    create: (ctx, owner) => ownersDraft(ctx, owner),
    call: (_ctx, { id }) => ({ method: 'GET', url: `/api/v1/plan/${id}/forecasts` }),
    snapshot: (ctx, _owner, { id }) => planSnapshot(ctx, id),
  }),
  // The resource is an invitation: its owner is the invited group member.
  'GET /api/v1/plan/{id}/download': ownedResource<{ id: string }>({
    security: 'optional',
    create: (ctx, owner) => ownersDraft(ctx, owner),
    call: (_ctx, { id }) => ({ method: 'GET', url: `/api/v1/plan/${id}/download` }),
    snapshot: (ctx, _owner, { id }) => planSnapshot(ctx, id),
  }),
  // A dated draft: its owner gets the trip's .ics; a stranger holding the id does not.
  'GET /api/v1/plan/{id}/calendar': ownedResource<{ id: string }>({
    security: 'optional',
    create: async (ctx, owner) => ({ id: (await savePlan(ctx.app, owner.token.access_token, await draftInput(ctx.db, { date: { ...TWO_DAY_TRIP } }))).id }),
    call: (_ctx, { id }) => ({ method: 'GET', url: `/api/v1/plan/${id}/calendar` }),
    snapshot: (ctx, _owner, { id }) => planSnapshot(ctx, id),
  }),
  // A draft's document: its owner reads it; a stranger holding both ids does not.
  'GET /api/v1/plan/{id}/files/{fileId}': ownedResource<{ id: string; fileId: string }>({
    security: 'optional',
    async create(ctx, owner) {
      const res = await ctx.app.inject({ ...documentUploadCall(), headers: { ...documentUploadCall().headers, ...bearer(owner.token.access_token) } });
      if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
      const fileId = res.json<{ id: string }>().id;
      const plan = await savePlan(ctx.app, owner.token.access_token, await draftInput(ctx.db, { attachments: [{ id: fileId }] }));
      return { id: plan.id, fileId };
    },
    call: (_ctx, { id, fileId }) => ({ method: 'GET', url: `/api/v1/plan/${id}/files/${fileId}` }),
    snapshot: (ctx, _owner, { id }) => planSnapshot(ctx, id),
  }),
  'PUT /api/v1/plan/{id}/accept': ownedResource<{ id: string }>({
    security: 'required',
    async create(ctx, invitee) {
      const planner = await ctx.newUser('matrix-planner');
      return ownersDraft(ctx, planner, invitee);
    },
    call: (_ctx, { id }) => ({ method: 'PUT', url: `/api/v1/plan/${id}/accept` }),
    snapshot: (ctx, _owner, { id }) => planSnapshot(ctx, id),
  }),
  // A new share link: only the owner makes one; the snapshot holds the link's key, so another user's try must leave it.
  'POST /api/v1/plan/{id}/link': ownedResource<{ id: string }>({
    security: 'required',
    create: (ctx, owner) => ownersDraft(ctx, owner),
    call: (_ctx, { id }) => ({ method: 'POST', url: `/api/v1/plan/${id}/link` }),
    snapshot: async (ctx, _owner, { id }) => ({
      plan: await planSnapshot(ctx, id),
      link: await ctx.db.query('SELECT link_key FROM plans WHERE id = $1::uuid', [id]),
    }),
  }),
  'DELETE /api/v1/plan/{id}': ownedResource<{ id: string }>({
    security: 'required',
    create: (ctx, owner) => ownersDraft(ctx, owner),
    call: (_ctx, { id }) => ({ method: 'DELETE', url: `/api/v1/plan/${id}` }),
    snapshot: (ctx, _owner, { id }) => planSnapshot(ctx, id),
  }),

  'POST /api/v1/plan/{id}/check-in': ownedResource<{ id: string }>({
    security: 'required',
    create: ownersTripUnderWay,
    call: (_ctx, { id }) => json('POST', `/api/v1/plan/${id}/check-in`, {}),
    snapshot: async (ctx, _owner, { id }) => ({
      plan: await planSnapshot(ctx, id),
      checkIns: await ctx.db.query('SELECT checked_in_at FROM plan_check_ins WHERE plan_id = $1::uuid', [id]),
    }),
  }),
  // The one-click link of the check-in email: its token is the proof, no login.
  'POST /api/v1/check-in': publicRoute(async (ctx) => json('POST', '/api/v1/check-in', { token: await checkInToken(ctx) })),
  'GET /api/v1/notifications': ownAccount(() => ({ method: 'GET', url: '/api/v1/notifications' })),
  'POST /api/v1/notifications/read': ownAccount(() => json('POST', '/api/v1/notifications/read', {})),

  'POST /api/v1/user/contact': ownAccount(() => json('POST', '/api/v1/user/contact', { first_name: 'Aroha', last_name: 'Matrix', email: newEmail('book') })),
  'PUT /api/v1/user/contact/{id}': ownedResource<{ id: number }>({
    security: 'required',
    create: newContact,
    call: (_ctx, { id }) => json('PUT', `/api/v1/user/contact/${id}`, { first_name: 'Renamed', last_name: 'Entry', phone: '022 999' }),
    snapshot: (ctx, _owner, { id }) => contactSnapshot(ctx, id),
  }),
  'DELETE /api/v1/user/contact/{id}': ownedResource<{ id: number }>({
    security: 'required',
    create: newContact,
    call: (_ctx, { id }) => ({ method: 'DELETE', url: `/api/v1/user/contact/${id}` }),
    snapshot: (ctx, _owner, { id }) => contactSnapshot(ctx, id),
  }),
};

/**
 * The matrix's server has the bounce webhook (ADR 064), which exists only with
 * EMAIL_WEBHOOK_SECRET: its valid call carries the secret, the caller's session is no
 * part of it (routes/email/bounces.test.ts covers a missing or wrong secret, and a token).
 */
export const MATRIX_WEBHOOK_SECRET = 'the-matrix-webhook-secret-0123456789';
export const MATRIX_MAIL = { webhookSecret: MATRIX_WEBHOOK_SECRET };

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  'GET /api/health': publicRoute(() => ({ method: 'GET', url: '/api/health' })),
  'GET /api/v1/ready': publicRoute(() => ({ method: 'GET', url: '/api/v1/ready' })),
  'GET /api/v1/config': publicRoute(() => ({ method: 'GET', url: '/api/v1/config' })),
  'GET /api/v1/tracks': publicRoute(() => ({ method: 'GET', url: '/api/v1/tracks' })),
  'GET /api/v1/tracks/{slug}': publicRoute(async ({ db }) => ({ method: 'GET', url: `/api/v1/tracks/${await slugOf(db, 'Track')}` })),
  'GET /api/v1/alerts/{routeType}/{slug}': publicRoute(async ({ db }) => ({ method: 'GET', url: `/api/v1/alerts/track/${await slugOf(db, 'Track')}` })),
  'GET /api/v1/forecasts/{routeType}/{slug}': publicRoute(async ({ db }) => ({ method: 'GET', url: `/api/v1/forecasts/hut/${await slugOf(db, 'Hut')}` })),
  'GET /api/v1/huts/{slug}': publicRoute(async ({ db }) => ({ method: 'GET', url: `/api/v1/huts/${await slugOf(db, 'Hut')}` })),
  'GET /api/v1/campsites/{slug}': publicRoute(async ({ db }) => ({ method: 'GET', url: `/api/v1/campsites/${await slugOf(db, 'Campsite')}` })),
  'POST /api/v1/search-tracks': publicRoute(() => json('POST', '/api/v1/search-tracks', { term: 'hut' })),
  'GET /api/v1/map/points': publicRoute(() => ({ method: 'GET', url: '/api/v1/map/points' })),
  'GET /api/v1/map/lines': publicRoute(() => ({ method: 'GET', url: '/api/v1/map/lines?bbox=168,-45,169,-44' })),
  'GET /api/v1/map/basemap': publicRoute(() => ({ method: 'GET', url: '/api/v1/map/basemap' })),

  'GET /api/v1/gear-list-presets': publicRoute(() => ({ method: 'GET', url: '/api/v1/gear-list-presets' })),
  'GET /api/v1/help': publicRoute(() => ({ method: 'GET', url: '/api/v1/help' })),
  // The mail provider's bounce reports: whoever holds the shared secret (routes/email/bounces.test.ts).
  'POST /api/v1/email/bounces': publicRoute(() => ({
    ...json('POST', '/api/v1/email/bounces', { recipient: 'matrix-bounce@example.org', action: 'failed', status: '5.1.1' }),
    headers: { 'content-type': 'application/json', 'x-webhook-secret': MATRIX_WEBHOOK_SECRET },
  })),
  // Guests and users alike; the user's feedback records who sent it (routes/feedback/feedback.test.ts).
  'POST /api/v1/feedback': guestOrUser(() => ({
    ...json('POST', '/api/v1/feedback', { rating: 7, category: 'suggestion', comments: 'From the matrix' }),
    remoteAddress: anyIp(),
  })),

  // Accounts: anyone may register, log in, and ask for or use a password reset.
  'POST /api/v1/user': publicRoute(() => ({ ...json('POST', '/api/v1/user', { email: newEmail('matrix'), password: PASSWORD, agreed_to_terms: true }), remoteAddress: anyIp() })),
  'POST /api/v1/auth/oauth': publicRoute(async (ctx) => {
    const user = await ctx.newUser('matrix-login');
    return {
      ...json('POST', '/api/v1/auth/oauth', {
        grant_type: 'password',
        client_id: DEFAULT_OAUTH_CLIENT.id,
        client_secret: DEFAULT_OAUTH_CLIENT.secret,
        username: user.email,
        password: PASSWORD,
      }),
      remoteAddress: anyIp(),
    };
  }),
  'POST /api/v1/forgot-password': publicRoute(() => ({ ...json('POST', '/api/v1/forgot-password', { email: newEmail('matrix-forgot') }), remoteAddress: anyIp() })),
  'POST /api/v1/reset-password': publicRoute(async (ctx) => {
    const user = await ctx.newUser('matrix-reset');
    await ctx.app.inject({ ...json('POST', '/api/v1/forgot-password', { email: user.email }), remoteAddress: anyIp() });
    return { ...json('POST', '/api/v1/reset-password', { password: 'a-new-long-password-7', token: await resetToken(ctx.db, user.email) }), remoteAddress: anyIp() };
  }),

  // RFC 7009: the token itself is the credential, and the answer is 200 whatever it names.
  'POST /api/v1/auth/revoke': publicRoute(async (ctx) => {
    const user = await ctx.newUser('matrix-revoke');
    return {
      ...json('POST', '/api/v1/auth/revoke', {
        token: user.token.refresh_token,
        token_type_hint: 'refresh_token',
        client_id: DEFAULT_OAUTH_CLIENT.id,
        client_secret: DEFAULT_OAUTH_CLIENT.secret,
      }),
      remoteAddress: anyIp(),
    };
  }),
  // The links of an email change carry their own secret, opened from an inbox without a session.
  'POST /api/v1/confirm-email': publicRoute(async (ctx) => {
    const moved = await emailChange(ctx, 'matrix-confirm');
    return { ...json('POST', '/api/v1/confirm-email', { token: await emailChangeToken(ctx.db, moved.to, 'confirm') }), remoteAddress: anyIp() };
  }),
  'POST /api/v1/undo-email-change': publicRoute(async (ctx) => {
    const moved = await emailChange(ctx, 'matrix-undo');
    return { ...json('POST', '/api/v1/undo-email-change', { token: await emailChangeToken(ctx.db, moved.from, 'undo') }), remoteAddress: anyIp() };
  }),

  // The activation code is a secret of one account: a guest holding it may use it,
  // another signed-in user may not (the code must be theirs).
  'POST /api/v1/activate': ownedResource<{ code: string }>({
    security: 'optional',
    guestMaySucceed: true,
    // Unverified users log in too; the resource is their own activation code.
    async newOwner(ctx) {
      const email = newEmail('matrix-unverified');
      await register(ctx.app, email);
      const token = await login(ctx.app, email);
      const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(token.access_token) });
      return { email, token, user: me.json<User>() };
    },
    create: async (ctx, owner) => ({ code: await activationCode(ctx.db, owner.email) }),
    call: (_ctx, { code }) => ({ ...json('POST', '/api/v1/activate', { code }), remoteAddress: anyIp() }),
    snapshot: async (ctx, owner) => ctx.db.query('SELECT verified FROM users WHERE id = $1', [owner.user.id]),
  }),

  'GET /api/v1/user': ownAccount(() => ({ method: 'GET', url: '/api/v1/user' })),
  'PUT /api/v1/user': ownAccount(() =>
    json('PUT', '/api/v1/user', { firstname: 'Matrix', lastname: 'Caller', gender: 'Prefer not to say', level: 'Beginner', phone: '021 000 000' }),
  ),
  'DELETE /api/v1/user': ownAccount(() => ({ method: 'DELETE', url: '/api/v1/user' })),
  'POST /api/v1/update-password': ownAccount(() =>
    json('POST', '/api/v1/update-password', { currentpassword: PASSWORD, newpassword: 'another-long-pass-9', repassword: 'another-long-pass-9' }),
  ),
  'POST /api/v1/toggle-alert': ownAccount(() => json('POST', '/api/v1/toggle-alert', { toggledFieldName: 'changedAlertsEmail', toggledFieldValue: '0' })),
  'POST /api/v1/upload': ownAccount(() => uploadCall(true)),
  'GET /api/v1/user/gear-list-template': ownAccount(() => ({ method: 'GET', url: '/api/v1/user/gear-list-template' })),
  // Duplicating (POST with an id) is the owner's alone: gear-lists.test.ts.
  'POST /api/v1/user/gear-list-template': ownAccount(() => json('POST', '/api/v1/user/gear-list-template', GEAR_LIST)),
  'PUT /api/v1/user/gear-list-template/{id}': ownedResource<{ id: number }>({
    security: 'required',
    create: (ctx, owner) => createGearList(ctx, owner),
    call: (_ctx, { id }) => json('PUT', `/api/v1/user/gear-list-template/${id}`, { ...GEAR_LIST, title: 'Renamed by the caller' }),
    snapshot: gearListSnapshot,
  }),
  'DELETE /api/v1/user/gear-list-template/{id}': ownedResource<{ id: number }>({
    security: 'required',
    create: (ctx, owner) => createGearList(ctx, owner),
    call: (_ctx, { id }) => ({ method: 'DELETE', url: `/api/v1/user/gear-list-template/${id}` }),
    snapshot: gearListSnapshot,
  }),

  // Custom tracks: every call needs a session; a track is its owner's alone (custom-tracks.test.ts).
  'GET /api/v1/custom-track': ownAccount(() => ({ method: 'GET', url: '/api/v1/custom-track?page=0' })),
  'GET /api/v1/custom-track/0/exists': ownAccount(() => ({ method: 'GET', url: '/api/v1/custom-track/0/exists' })),
  'POST /api/v1/custom-track': ownAccount(() => json('POST', '/api/v1/custom-track', SAMPLE_CUSTOM_TRACK)),
  'GET /api/v1/custom-track/{id}': ownCustomTrack((id) => ({ method: 'GET', url: `/api/v1/custom-track/${id}` })),
  'PUT /api/v1/custom-track/{id}': ownCustomTrack((id) => json('PUT', `/api/v1/custom-track/${id}`, { ...SAMPLE_CUSTOM_TRACK, title: 'Renamed' })),
  'DELETE /api/v1/custom-track/{id}': ownCustomTrack((id) => ({ method: 'DELETE', url: `/api/v1/custom-track/${id}` })),
  'GET /api/v1/custom-track/{id}/gpx': ownCustomTrack((id) => ({ method: 'GET', url: `/api/v1/custom-track/${id}/gpx` })),
  'GET /api/v1/track/{id}/alerts-custom': ownCustomTrack((id) => ({ method: 'GET', url: `/api/v1/track/${id}/alerts-custom` })),
  'GET /api/v1/track/{id}/forecasts-custom': ownCustomTrack((id) => ({ method: 'GET', url: `/api/v1/track/${id}/forecasts-custom` })),
  // The share key is the credential: any signed-in holder copies the track into their own.
  'GET /api/v1/custom-track/{id}/duplicate': ownAccount(async (ctx) => {
    const sharer = await ctx.newUser('matrix-sharer');
    const { shareKey } = await createCustomTrackAs(ctx, sharer);
    return { method: 'GET', url: `/api/v1/custom-track/${shareKey}/duplicate` };
  }),
  'POST /api/v1/custom-track/gpx': ownAccount(() => gpxUploadCall()),
  'GET /api/v1/walking-route': ownAccount(() => ({ method: 'GET', url: '/api/v1/walking-route?from=168.2688,-44.7126&to=168.2117,-44.725' })),
  'GET /api/v1/tracks/{slug}/gpx': publicRoute(() => ({ method: 'GET', url: '/api/v1/tracks/routeburn-track/gpx' })),

  // A private file is its owner's; a public one anyone may fetch (files.test.ts).
  'GET /api/v1/files/{id}': ownedResource<{ id: string }>({
    security: 'optional',
    async create(ctx, owner) {
      const res = await ctx.app.inject({ ...uploadCall(true), headers: { ...uploadCall(true).headers, ...bearer(owner.token.access_token) } });
      if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
      return res.json<{ id: string }>();
    },
    call: (_ctx, { id }) => ({ method: 'GET', url: `/api/v1/files/${id}` }),
    snapshot: async (ctx, _owner, { id }) => ctx.db.query('SELECT id, owner_id, is_private, title, size FROM files WHERE id = $1::uuid', [id]),
  }),

  // One's own upload that nothing uses; another user's is 404 to them (files.delete.test.ts).
  'DELETE /api/v1/files/{id}': ownedResource<{ id: string }>({
    security: 'required',
    async create(ctx, owner) {
      const res = await ctx.app.inject({ ...uploadCall(true), headers: { ...uploadCall(true).headers, ...bearer(owner.token.access_token) } });
      if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
      return res.json<{ id: string }>();
    },
    call: (_ctx, { id }) => ({ method: 'DELETE', url: `/api/v1/files/${id}` }),
    snapshot: async (ctx, _owner, { id }) => ctx.db.query('SELECT id, owner_id, is_private, title, size FROM files WHERE id = $1::uuid', [id]),
  }),

  ...REVIEW_ROUTES,
  ...PLAN_ACCESS,
};


/**
 * Routes kept out of the OpenAPI document on purpose, with the reason. The route tests
 * fail for any other undocumented route under /api or /dev, and the fuzz test covers
 * these too. (The API docs' own pages under /api/docs and the web app's files are not
 * routes of the API.)
 */
export const UNDOCUMENTED_ROUTES: Record<string, { why: string; query?: Record<string, 'text'> }> = {
  'GET /dev/mailbox': { why: 'the development mailbox (no SMTP_URL): not part of api/v1', query: { to: 'text' } },
  'GET /dev/mail': { why: 'the development mailbox page', query: { to: 'text' } },
  'GET /api/v1/review/{reviewId}/load/': {
    why: "the spec's form of GET review/{reviewId}/load, with its trailing slash (ADR 071): the same handler and checks, documented once",
  },
};

/** `GET /api/v1/files/:id` → 'GET /api/v1/files/{id}', as the OpenAPI document writes paths. */
export const routeKey = (method: string, url: string) => `${method.toUpperCase()} ${url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

/** Registered routes that are the API's (not its docs pages, not the web app's files), HEAD left out. */
export function isApiRoute(method: string, url: string): boolean {
  return method !== 'HEAD' && (url.startsWith('/api/') || url.startsWith('/dev/')) && !url.startsWith('/api/docs');
}
