import { apiPaths, type Review, type ReviewPhoto, type ReviewSummary } from '@planmywalk/contracts';
import { fileUrl } from '../../files/files.presenter.ts';
import type { ReviewPhotoRow, ReviewRow, SummaryCounts } from './reviews.queries.ts';

/**
 * Whose eyes a review is shown to: everyone sees approved photos; the author (My Reviews,
 * the photos of their own review) and administrators also see pending ones.
 */
export type PhotoAudience = 'public' | 'author-or-admin';

/** A pending photo's URL carries its key: only its author and administrators are given it. */
export const pendingPhotoUrl = (publicUrl: string, photo: Pick<ReviewPhotoRow, 'id' | 'key'>) =>
  `${publicUrl}${apiPaths.reviewPhoto(photo.id)}?${new URLSearchParams({ key: photo.key }).toString()}`;

export function presentPhoto(photo: ReviewPhotoRow, publicUrl: string): ReviewPhoto {
  return {
    id: photo.id,
    status: photo.status,
    url: photo.status === 'approved' ? fileUrl(publicUrl, photo.id) : pendingPhotoUrl(publicUrl, photo),
  };
}

export function presentReview(row: ReviewRow, publicUrl: string, audience: PhotoAudience): Review {
  const shown = audience === 'public' ? row.photos.filter((photo) => photo.status === 'approved') : row.photos;
  return {
    id: row.id,
    type: row.type,
    date: row.date,
    comment: row.comment,
    easier: row.difficulty === 'easier',
    expected: row.difficulty === 'expected',
    harder: row.difficulty === 'harder',
    attachments: shown.map((photo) => presentPhoto(photo, publicUrl)),
    pendingAttachmentsCount: row.photos.filter((photo) => photo.status === 'pending').length,
    numImages: row.photos.length,
    user: {
      first_name: row.first_name,
      last_name: row.last_name,
      portrait: row.portrait_file_id ? { url: fileUrl(publicUrl, row.portrait_file_id) } : null,
    },
    completed: row.completed,
    created: row.created_at.toISOString(),
    edited: row.edited_at ? row.edited_at.toISOString() : null,
    parent: { id: row.location_id, type: row.type, slug: row.slug, title: row.title, thumbnail: row.thumbnail },
  };
}

export const presentSummaryCounts = (counts: SummaryCounts): ReviewSummary => ({ ...counts });
