import { CUSTOM_TRACK_NOT_FOUND } from '@planmywalk/contracts';
import { notFound } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import { copySharedTrack, type SavedRow } from './customTracks.queries.ts';
import { newShareKey } from './saveCustomTrack.ts';

/**
 * Opening a share link copies the track into the viewer's own (spec part 2 §2, §4):
 * later changes to either copy touch only that copy. The share key is the only way to
 * name someone else's track, so a guessed id copies nothing.
 */
export async function duplicateCustomTrack(ctx: Pick<CommandContext, 'db' | 'clock'>, input: { userId: number; shareKey: string }): Promise<SavedRow> {
  const row = await copySharedTrack(ctx.db, input.shareKey, input.userId, newShareKey(), ctx.clock.now());
  if (!row) throw notFound(CUSTOM_TRACK_NOT_FOUND);
  return row;
}
