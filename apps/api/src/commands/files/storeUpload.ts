import { createHash, randomUUID } from 'node:crypto';
import { DOCUMENT_UPLOAD_MAX_BYTES, INVALID_FILE_TYPE, UPLOAD_MAX_BYTES } from '@planmywalk/contracts';
import type { UploadQuota } from '../../config/accounts-env.ts';
import { PHOTO_MAX_SIDE, reencodeImage } from '../../files/reencode.ts';
import { detectUploadType } from '../../files/sniff.ts';
import { HttpError, unprocessable } from '../../http/http-error.ts';
import type { FileRow } from '../../files/files.presenter.ts';
import type { CommandContext } from '../context.ts';
import { insertFile, uploadUsage, type UploadUsage } from './files.queries.ts';

const MIB = 1024 * 1024;
const mb = (bytes: number) => (bytes / MIB).toFixed(bytes % MIB === 0 ? 0 : 1);

export const uploadCountFull = (quota: UploadQuota) =>
  `You have reached the most files an account can keep (${quota.files}). Please remove some before uploading more.`;
export const uploadSpaceFull = (usage: UploadUsage, quota: UploadQuota) =>
  `This file does not fit in your upload space: you have used ${mb(usage.bytes)} MB of ${mb(quota.bytes)} MB.`;
export const UPLOADING_TOO_FAST = 'You are uploading files too quickly. Please wait a while and try again.';
export const IMAGE_TOO_LARGE = `The image is too large: the most is ${mb(UPLOAD_MAX_BYTES)} MB.`;
export const DOCUMENT_TOO_LARGE = `The document is too large: the most is ${mb(DOCUMENT_UPLOAD_MAX_BYTES)} MB.`;

/** The uploaded name, for display: no path, no control characters, bounded. */
export function displayTitle(filename: string | undefined, ext: string): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const base = (filename ?? '').split(/[\\/]/).pop()?.replace(/[\u0000-\u001f\u007f]/g, '').trim() ?? '';
  return base === '' ? `upload.${ext}` : base.slice(0, 200);
}

export function refuseOverQuota(usage: UploadUsage, size: number, quota: UploadQuota): void {
  if (usage.files + 1 > quota.files) throw unprocessable(uploadCountFull(quota));
  if (usage.bytes + size > quota.bytes) throw unprocessable(uploadSpaceFull(usage, quota));
}

/**
 * Before the body is read: counts the upload against the user's hourly rate (429) and
 * refuses at once when the account already keeps as many files, or bytes, as it may
 * (422), so a full account's megabytes are not received for nothing.
 */
export async function admitUpload(ctx: CommandContext, input: { userId: number }): Promise<void> {
  const { settings } = ctx;
  await ctx.limiter.hit({
    bucket: 'upload-user',
    key: String(input.userId),
    max: settings.rateLimits.uploadsPerHour,
    windowSeconds: 3600,
    message: UPLOADING_TOO_FAST,
  });
  refuseOverQuota(await uploadUsage(ctx.db, input.userId, false), 1, settings.uploadQuota);
}

export interface StoreUploadInput {
  userId: number;
  bytes: Buffer;
  /** The name the client gave, for display only. */
  filename: string | undefined;
  isPrivate: boolean;
}

/**
 * Keeps an uploaded file (ADR 017): its type is told from its bytes (files/sniff.ts): a
 * gif, jpeg or png image of at most 5 MB, or a document a plan takes (.txt, .doc, .docx,
 * .ods, .odt, .pdf, .rtf, .xls, .xlsx) of at most 10 MB, which is always private (only a
 * plan's readers reach it, through the plan). Anything else is refused. An image is
 * kept re-encoded (files/reencode.ts, ADR 060): no EXIF or GPS, upright, within
 * PHOTO_MAX_SIDE, and refused by its header when it has too many pixels to open. It must fit the
 * user's quota of files and bytes, counted under a lock on the user so two uploads at
 * once cannot both squeeze in; the bytes are stored under a new id and the record
 * written. A failed write removes the bytes again: an orphan on disk would never be
 * cleaned up.
 */
export async function storeUpload(ctx: CommandContext, input: StoreUploadInput): Promise<FileRow> {
  const type = detectUploadType(input.bytes);
  if (!type) throw unprocessable(INVALID_FILE_TYPE);
  if (type.kind === 'image' && input.bytes.length > UPLOAD_MAX_BYTES) throw new HttpError(413, IMAGE_TOO_LARGE);
  if (type.kind !== 'image' && input.bytes.length > DOCUMENT_UPLOAD_MAX_BYTES) throw new HttpError(413, DOCUMENT_TOO_LARGE);
  // Portraits and image documents come through this one route, so one cap serves both.
  const kept = type.kind === 'image' ? await reencodeImage(input.bytes, PHOTO_MAX_SIDE) : { bytes: input.bytes, mime: type.mime, ext: type.ext };
  const isPrivate = type.kind === 'image' ? input.isPrivate : true;
  const id = randomUUID();
  let stored = false;
  try {
    return await ctx.db.transaction(async (tx) => {
      refuseOverQuota(await uploadUsage(tx, input.userId, true), kept.bytes.length, ctx.settings.uploadQuota);
      await ctx.files.put(id, kept.bytes);
      stored = true;
      return insertFile(tx, {
        id,
        ownerId: input.userId,
        isPrivate,
        title: displayTitle(input.filename, kept.ext),
        kind: type.kind,
        mime: kept.mime,
        ext: kept.ext,
        size: kept.bytes.length,
        sha256: createHash('sha256').update(kept.bytes).digest('hex'),
        now: ctx.clock.now(),
      });
    });
  } catch (error) {
    if (stored) await ctx.files.remove(id);
    throw error;
  }
}
