import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  LOCATION_NOT_FOUND,
  REVIEW_NOT_FOUND,
  REVIEW_PHOTOS_MAX,
  REVIEW_PHOTO_TYPE_INVALID,
  TOO_MANY_REVIEW_PHOTOS,
  type LocationType,
  type ReviewPhotoStatus,
} from '@planmywalk/contracts';
import { PHOTO_MAX_SIDE, reencodeImage } from '../../files/reencode.ts';
import { detectImageType } from '../../files/sniff.ts';
import { notFound, unprocessable } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import { insertFile, uploadUsage } from '../files/files.queries.ts';
import { displayTitle, refuseOverQuota } from '../files/storeUpload.ts';
import { insertReviewPhoto, lockOwnReview } from './reviews.queries.ts';

/** Review photos are JPEG or PNG (spec part 1 §5), told by their bytes. */
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png']);

/**
 * Before the photo's bytes are read: the review must be the user's (404 otherwise) and
 * have room for another photo (422), so a full review's megabytes are not received.
 */
export async function admitReviewPhoto(ctx: CommandContext, input: { userId: number; reviewId: number }): Promise<void> {
  const review = await lockOwnReview(ctx.db, input.reviewId, input.userId, false);
  if (!review) throw notFound(REVIEW_NOT_FOUND);
  if (review.photos >= REVIEW_PHOTOS_MAX) throw unprocessable(TOO_MANY_REVIEW_PHOTOS);
}

export interface AttachReviewPhotoInput {
  userId: number;
  reviewId: number;
  bytes: Buffer;
  filename: string | undefined;
  /** The place the client says the review is of (the spec's form sends it); must be the review's. */
  place?: { id?: number | undefined; type?: LocationType | undefined };
  /** IMAGE_PUBLISHING_ENABLED: photos are shown at once, without an administrator. */
  publishAtOnce: boolean;
}

export interface AttachedPhoto {
  fileId: string;
  status: ReviewPhotoStatus;
  accessKey: string;
  locationId: number;
}

/**
 * Keeps a photo of the user's review (spec part 1 §5, §6): a JPEG or PNG by its bytes;
 * at most three per review, pending ones included, counted under a lock on the review
 * so three uploads at once cannot make four; within the user's upload quota (it is
 * their file). Pending until an administrator approves it, unless image publishing is
 * on: then approved at once. The photo is kept re-encoded (files/reencode.ts, ADR 060):
 * guests download it, so no EXIF or GPS may stay in it. The bytes are removed again if
 * the records fail.
 */
export async function attachReviewPhoto(ctx: CommandContext, input: AttachReviewPhotoInput): Promise<AttachedPhoto> {
  const type = detectImageType(input.bytes);
  if (!type || !PHOTO_TYPES.has(type.mime)) throw unprocessable(REVIEW_PHOTO_TYPE_INVALID);
  const photo = await reencodeImage(input.bytes, PHOTO_MAX_SIDE);
  const fileId = randomUUID();
  const accessKey = randomBytes(24).toString('base64url');
  const status: ReviewPhotoStatus = input.publishAtOnce ? 'approved' : 'pending';
  let stored = false;
  try {
    return await ctx.db.transaction(async (tx) => {
      const review = await lockOwnReview(tx, input.reviewId, input.userId);
      if (!review) throw notFound(REVIEW_NOT_FOUND);
      const place = input.place;
      if ((place?.id !== undefined && place.id !== review.location_id) || (place?.type !== undefined && place.type !== review.type)) {
        throw notFound(LOCATION_NOT_FOUND);
      }
      if (review.photos >= REVIEW_PHOTOS_MAX) throw unprocessable(TOO_MANY_REVIEW_PHOTOS);
      refuseOverQuota(await uploadUsage(tx, input.userId, true), photo.bytes.length, ctx.settings.uploadQuota);
      await ctx.files.put(fileId, photo.bytes);
      stored = true;
      const now = ctx.clock.now();
      await insertFile(tx, {
        id: fileId,
        ownerId: input.userId,
        // Pending photos are the author's private files until approved.
        isPrivate: status === 'pending',
        title: displayTitle(input.filename, photo.ext),
        kind: type.kind,
        mime: photo.mime,
        ext: photo.ext,
        size: photo.bytes.length,
        sha256: createHash('sha256').update(photo.bytes).digest('hex'),
        now,
      });
      await insertReviewPhoto(tx, { fileId, reviewId: review.id, status, accessKey, now });
      return { fileId, status, accessKey, locationId: review.location_id };
    });
  } catch (error) {
    if (stored) await ctx.files.remove(fileId);
    throw error;
  }
}
