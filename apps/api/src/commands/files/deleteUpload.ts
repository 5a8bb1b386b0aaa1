import { conflict, notFound } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import { deleteFileRow, fileUses, lockOwnFile } from './files.queries.ts';

export const FILE_NOT_FOUND = 'File not found';
export const FILE_IS_PORTRAIT = 'This file is your profile photo. Choose another photo (or none) on your profile before deleting it.';
export const FILE_ON_A_PLAN = 'This file is attached to a trip plan. Take it off the plan before deleting it.';
export const FILE_IN_A_REVIEW = 'This photo belongs to one of your reviews. Remove it from the review instead.';

/**
 * Deletes one of the user's uploads that nothing uses, so the files and megabytes it
 * held count no more against the quota (ADR 017 left no way to free them; issue 29,
 * finding 7c). Someone else's file, or none, is 404 alike: nothing tells that it
 * exists. A file in use is refused with 409, saying what uses it, and nothing changes:
 * taking a document off a plan or a photo off a review already deletes it there, and a
 * portrait is replaced on the profile. The file's row is locked first, so a plan or a
 * review attaching it at the same moment either commits first (and is seen) or waits
 * and finds it gone. The bytes go after the commit: a failed delete keeps both.
 */
export async function deleteUpload(ctx: CommandContext, input: { userId: number; fileId: string }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await lockOwnFile(tx, input.fileId, input.userId))) throw notFound(FILE_NOT_FOUND);
    const uses = await fileUses(tx, input.fileId);
    if (uses.portrait) throw conflict(FILE_IS_PORTRAIT);
    if (uses.plans > 0) throw conflict(FILE_ON_A_PLAN);
    if (uses.reviews > 0) throw conflict(FILE_IN_A_REVIEW);
    await deleteFileRow(tx, input.fileId);
  });
  try {
    await ctx.files.remove(input.fileId);
  } catch (error) {
    // The record is gone, so the quota is freed; bytes left behind are only disk.
    ctx.log.warn({ err: error, fileId: input.fileId }, 'could not delete the bytes of a deleted upload');
  }
}
