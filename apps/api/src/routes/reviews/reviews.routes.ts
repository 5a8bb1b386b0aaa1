import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  API_BASE_PATH,
  AttachPhotoForm,
  AttachPhotoResponse,
  ErrorResponse,
  MyReviewsPage,
  PageQuery,
  REVIEWS_PAGE_SIZE,
  REVIEW_NOT_FOUND,
  REVIEW_PHOTO_NOT_FOUND,
  ReviewInput,
  ReviewPhotosResponse,
  SaveReviewResponse,
  SuccessResponse,
  Text,
  UPLOAD_MAX_BYTES,
  apiPaths,
  type LocationType,
  type PageQuery as Page,
  type ReviewInput as Input,
  Id as ContractId,
} from '@planmywalk/contracts';
import { isAdmin } from '../../auth/admin.ts';
import type { AccountsContext } from '../../auth/context.ts';
import { admitUpload } from '../../commands/files/storeUpload.ts';
import { admitReviewPhoto, attachReviewPhoto } from '../../commands/reviews/attachReviewPhoto.ts';
import { deleteReview } from '../../commands/reviews/deleteReview.ts';
import { removeReviewPhoto } from '../../commands/reviews/removeReviewPhoto.ts';
import { createReview, editReview } from '../../commands/reviews/saveReview.ts';
import { isFileId } from '../../files/storage.ts';
import { HttpError, badRequest, notFound } from '../../http/http-error.ts';
import { readParts } from '../../http/input-edge.ts';
import { jsonBodyValidatorCompiler } from '../../http/json-body-validation.ts';
import { FILE_TOO_LARGE } from '../files/files.routes.ts';
import { readLocationById, type LocationReader } from '../locations/readLocation.ts';
import { presentPhoto, presentReview } from './reviews.presenter.ts';
import { findReview, findReviewPhotoFile, findUserReviews } from './reviews.queries.ts';
import { reviewDraftOf } from './reviews.schema.ts';

const bearer = [{ bearerAuth: [] }];
const Id = ContractId();
const FileIdText = Text({ maxLength: 64 });
const LOCATION_TYPES: readonly string[] = ['Track', 'Hut', 'Campsite'];

const isMultipartLimit = (error: unknown, code: string) => typeof error === 'object' && error !== null && 'code' in error && error.code === code;

/** A path parameter that must be a row id, where no validator reads it. */
function idParam(name: string, text: string): number {
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw badRequest(`Path parameter '${name}' must be a whole number`);
  return Number(text);
}

/** Equal keys, compared in constant time (a key is a secret). */
function sameKey(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const reviewsRoutes: FastifyPluginAsync<{ ctx: AccountsContext; reader: LocationReader; imagePublishingEnabled: boolean }> = async (
  app,
  { ctx, reader, imagePublishingEnabled },
) => {
  const { db, settings } = ctx;
  const track = (locationId: number) => readLocationById(reader, locationId);

  app.post<{ Params: { id: number }; Body: Input }>(
    `${API_BASE_PATH}/track/:id/feedback`,
    {
      // JSON as the contract types it: "harder": "true" is a 400, not a coerced true (ADR 020).
      validatorCompiler: jsonBodyValidatorCompiler,
      schema: {
        tags: ['reviews'],
        summary: 'Review a track, hut or campsite; answers the review id and the place with its reviews',
        description:
          'JSON. A track review has exactly one of easier, expected and harder (422 otherwise); a hut or campsite review none. The date is the day of the trip, not after today (NZ). Comment up to 1000 characters. At most 20 reviews an hour.',
        security: bearer,
        params: Type.Object({ id: Id }),
        body: ReviewInput,
        response: { 201: SaveReviewResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const session = await ctx.auth.required(request);
      const { reviewId } = await createReview(ctx, { userId: session.userId, locationId: request.params.id, draft: reviewDraftOf(request.body) });
      return reply.code(201).send({ reviewID: reviewId, track: await track(request.params.id) });
    },
  );

  app.post<{ Params: { id: number; reviewId: number }; Body: Input }>(
    `${API_BASE_PATH}/track/:id/feedback/:reviewId`,
    {
      validatorCompiler: jsonBodyValidatorCompiler,
      schema: {
        tags: ['reviews'],
        summary: 'Edit your review; answers the review id and the place with its reviews',
        description: 'The same rules as a new review; the photos kept and `numImages` are at most 3. Another user\'s review is 404.',
        security: bearer,
        params: Type.Object({ id: Id, reviewId: Id }),
        body: ReviewInput,
        response: { 200: SaveReviewResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const session = await ctx.auth.required(request);
      const { id, reviewId } = request.params;
      await editReview(ctx, { userId: session.userId, locationId: id, reviewId, draft: reviewDraftOf(request.body) });
      return { reviewID: reviewId, track: await track(id) };
    },
  );

  app.delete<{ Params: { reviewId: number } }>(
    `${API_BASE_PATH}/review/:reviewId`,
    {
      schema: {
        tags: ['reviews'],
        summary: 'Delete your review and its photos',
        security: bearer,
        params: Type.Object({ reviewId: Id }),
        response: { 200: SuccessResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const session = await ctx.auth.required(request);
      await deleteReview(ctx, { userId: session.userId, reviewId: request.params.reviewId });
      return { success: true as const };
    },
  );

  app.post<{ Params: { reviewId: string } }>(
    `${API_BASE_PATH}/review/:reviewId/attach`,
    {
      // The body is a stream read below, not a parsed object: the schema is for the OpenAPI
      // page only (so the path parameter is read by idParam below, not by the validator).
      validatorCompiler: () => () => true,
      config: { readsOwnParts: true },
      schema: {
        tags: ['reviews'],
        summary: 'Attach a photo to your review (jpeg or png, told by its content)',
        description:
          'Multipart: `file`, and the place as `type` and `id` (they must be the review\'s). At most 3 photos a review, pending ones included (422); 5 MB each (413); the account\'s upload quota and rate apply. Pending until an administrator approves it, unless IMAGE_PUBLISHING_ENABLED.',
        consumes: ['multipart/form-data'],
        security: bearer,
        params: Type.Object({ reviewId: Id }),
        body: AttachPhotoForm,
        response: {
          201: AttachPhotoResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
          413: ErrorResponse,
          415: ErrorResponse,
          422: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const session = await ctx.auth.required(request);
      const reviewId = idParam('reviewId', request.params.reviewId);
      if (!request.isMultipart()) throw new HttpError(415, 'Send the photo as multipart/form-data');
      // Before the bytes arrive: the review is theirs and has room; the account may upload.
      await admitReviewPhoto(ctx, { userId: session.userId, reviewId });
      await admitUpload(ctx, { userId: session.userId });
      let upload: { bytes: Buffer; filename: string } | null = null;
      const place: { id?: number; type?: LocationType } = {};
      try {
        for await (const part of readParts(request, { files: 1, fileSize: UPLOAD_MAX_BYTES, fields: 4, fieldSize: 100, parts: 5 })) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file') throw badRequest(`Unexpected file field '${part.fieldname}': send the photo as 'file'`);
            upload = { bytes: await part.toBuffer(), filename: part.filename };
          } else if (part.fieldname === 'id') {
            const value = String(part.value);
            if (!/^\d{1,10}$/.test(value)) throw badRequest("Field 'id' must be the place's id");
            place.id = Number(value);
          } else if (part.fieldname === 'type') {
            const value = String(part.value);
            if (!LOCATION_TYPES.includes(value)) throw badRequest(`Field 'type' must be one of ${LOCATION_TYPES.join(', ')}`);
            place.type = value as LocationType;
          }
        }
      } catch (error) {
        if (isMultipartLimit(error, 'FST_REQ_FILE_TOO_LARGE')) throw new HttpError(413, FILE_TOO_LARGE);
        if (isMultipartLimit(error, 'FST_FILES_LIMIT')) throw new HttpError(413, 'Send one photo at a time.');
        throw error;
      }
      if (!upload) throw badRequest("Field 'file' is required");
      const photo = await attachReviewPhoto(ctx, {
        userId: session.userId,
        reviewId,
        bytes: upload.bytes,
        filename: upload.filename,
        place,
        publishAtOnce: imagePublishingEnabled,
      });
      return reply.code(201).send({
        photo: presentPhoto({ id: photo.fileId, status: photo.status, key: photo.accessKey }, settings.publicUrl),
        track: await track(photo.locationId),
      });
    },
  );

  // The spec writes this call with a trailing slash (`review/{reviewID}/load/`) and Fastify tells
  // the two apart: both are served, the spec's form left out of the API's documentation.
  const loadPaths = [
    { url: `${API_BASE_PATH}/review/:reviewId/load`, hide: false },
    { url: `${API_BASE_PATH}/review/:reviewId/load/`, hide: true },
  ];
  for (const { url, hide } of loadPaths) {
    app.get<{ Params: { reviewId: number } }>(
      url,
      {
        schema: {
          hide,
          tags: ['reviews'],
          summary: "A review's photos, pending ones included: for its author and administrators",
          security: bearer,
          params: Type.Object({ reviewId: Id }),
          response: { 200: ReviewPhotosResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request) => {
        const session = await ctx.auth.required(request);
        const review = await findReview(db, request.params.reviewId);
        // Someone else's review is answered exactly like a missing one.
        if (!review || (review.user_id !== session.userId && !(await isAdmin(db, session.userId)))) throw notFound(REVIEW_NOT_FOUND);
        return { photos: review.photos.map((photo) => presentPhoto(photo, settings.publicUrl)) };
      },
    );
  }

  app.delete<{ Params: { reviewId: number; fileId: string } }>(
    `${API_BASE_PATH}/review/:reviewId/remove/:fileId`,
    {
      schema: {
        tags: ['reviews'],
        summary: 'Remove a photo of your review',
        security: bearer,
        params: Type.Object({ reviewId: Id, fileId: FileIdText }),
        response: { 200: SuccessResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const session = await ctx.auth.required(request);
      const fileId = request.params.fileId.toLowerCase();
      if (!isFileId(fileId)) throw notFound(REVIEW_PHOTO_NOT_FOUND);
      await removeReviewPhoto(ctx, { userId: session.userId, reviewId: request.params.reviewId, fileId });
      return { success: true as const };
    },
  );

  app.get<{ Querystring: Page }>(
    apiPaths.userReviews,
    {
      schema: {
        tags: ['reviews'],
        summary: `My Reviews: the user's reviews, newest first, ${REVIEWS_PAGE_SIZE} a page from page 0, with their pending photos`,
        security: bearer,
        querystring: PageQuery,
        response: { 200: MyReviewsPage, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const session = await ctx.auth.required(request);
      const page = request.query.page ?? 0;
      const rows = await findUserReviews(db, session.userId, page * REVIEWS_PAGE_SIZE, REVIEWS_PAGE_SIZE + 1);
      return {
        reviews: rows.slice(0, REVIEWS_PAGE_SIZE).map((row) => presentReview(row, settings.publicUrl, 'author-or-admin')),
        all_loaded: rows.length <= REVIEWS_PAGE_SIZE,
      };
    },
  );

  app.get<{ Params: { id: string }; Querystring: { key?: string } }>(
    `${API_BASE_PATH}/review-photos/:id`,
    {
      schema: {
        tags: ['reviews'],
        summary: 'A review photo by the URL its author and administrators are given (with its key); 404 without it',
        params: Type.Object({ id: FileIdText }),
        querystring: Type.Object({ key: Type.Optional(Text({ maxLength: 100 })) }),
        response: { 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const row = isFileId(id) ? await findReviewPhotoFile(db, id) : null;
      // A wrong or missing key is answered exactly like a missing photo.
      if (!row || !sameKey(request.query.key ?? '', row.access_key)) throw notFound(REVIEW_PHOTO_NOT_FOUND);
      const stream = await ctx.files.read(row.id);
      if (!stream) {
        request.log.error({ fileId: row.id }, 'review photo record without bytes');
        throw notFound(REVIEW_PHOTO_NOT_FOUND);
      }
      return reply
        .header('content-type', row.mime)
        .header('content-length', String(row.size))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', `inline; filename="${row.id}.${row.ext}"`)
        // A pending photo may be rejected: no cache keeps it.
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(stream);
    },
  );
};
