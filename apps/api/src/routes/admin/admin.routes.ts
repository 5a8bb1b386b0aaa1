import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ErrorResponse, PendingReviewPhotos, REVIEW_PHOTO_NOT_FOUND, SuccessResponse, Text, apiPaths, type PendingReviewPhoto } from '@planmywalk/contracts';
import { requireAdmin } from '../../auth/admin.ts';
import type { AccountsContext } from '../../auth/context.ts';
import { decideReviewPhoto } from '../../commands/reviews/decideReviewPhoto.ts';
import { isFileId } from '../../files/storage.ts';
import { notFound } from '../../http/http-error.ts';
import { pendingPhotoUrl } from '../reviews/reviews.presenter.ts';
import { PENDING_PHOTOS_LIMIT, countPendingPhotos, findPendingPhotos, type PendingPhotoListRow } from './admin.queries.ts';

const bearer = [{ bearerAuth: [] }];
const Params = Type.Object({ id: Text({ maxLength: 64 }) });

function presentPending(row: PendingPhotoListRow, publicUrl: string): PendingReviewPhoto {
  return {
    id: row.id,
    url: pendingPhotoUrl(publicUrl, row),
    created: row.created_at.toISOString(),
    review: {
      id: row.review_id,
      date: row.date,
      comment: row.comment,
      parent: { id: row.location_id, type: row.type, slug: row.slug, title: row.title, thumbnail: row.thumbnail },
    },
    user: { id: row.user_id, first_name: row.first_name, last_name: row.last_name, email: row.email },
  };
}

/**
 * Moderation of review photos (spec part 1 §6). Every route here starts with
 * requireAdmin: 401 without a session, 403 for anyone who is not an administrator.
 */
export const adminRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  const { db, settings } = ctx;

  app.get(
    apiPaths.adminReviewPhotos,
    {
      schema: {
        tags: ['admin'],
        summary: 'Administrators: review photos waiting for approval, oldest first, with who sent them',
        security: bearer,
        response: { 200: PendingReviewPhotos, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request) => {
      await requireAdmin(ctx.auth, db, request);
      const [rows, total] = await Promise.all([findPendingPhotos(db, PENDING_PHOTOS_LIMIT), countPendingPhotos(db)]);
      return { photos: rows.map((row) => presentPending(row, settings.publicUrl)), total };
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post<{ Params: { id: string } }>(
      `${apiPaths.adminReviewPhotos}/:id/${decision}`,
      {
        schema: {
          tags: ['admin'],
          summary:
            decision === 'approve'
              ? 'Administrators: approve a pending review photo (it is shown with the review)'
              : 'Administrators: reject a pending review photo (it is deleted)',
          description: 'No body. A photo already decided, or unknown, is 404.',
          security: bearer,
          params: Params,
          response: { 200: SuccessResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request) => {
        const session = await requireAdmin(ctx.auth, db, request);
        const id = request.params.id.toLowerCase();
        if (!isFileId(id)) throw notFound(REVIEW_PHOTO_NOT_FOUND);
        await decideReviewPhoto(ctx, { adminId: session.userId, fileId: id, decision });
        return { success: true as const };
      },
    );
  }
};
