import type { CommandContext } from '../context.ts';
import { deleteUser, listOwnedFileIds } from './accounts.queries.ts';

/**
 * Deletes the account and everything of it: sessions, codes, resets and queued mail go
 * with the row; the files' bytes are removed after the commit, so a failed unlink
 * leaves an unreachable file, never a broken record. Answers how many files went.
 */
export async function deleteAccount(ctx: CommandContext, input: { userId: number }): Promise<{ filesRemoved: number }> {
  const fileIds = await ctx.db.transaction(async (tx) => {
    const ids = await listOwnedFileIds(tx, input.userId);
    await deleteUser(tx, input.userId);
    return ids;
  });
  let filesRemoved = 0;
  for (const id of fileIds) {
    try {
      await ctx.files.remove(id);
      filesRemoved += 1;
    } catch (error) {
      ctx.log.warn({ err: error, fileId: id }, 'could not delete a file of a deleted account');
    }
  }
  return { filesRemoved };
}
