import { CUSTOM_TRACK_NOT_FOUND } from '@planmywalk/contracts';
import { notFound } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import { copyOwnTrack, copySharedTrack, type SavedRow } from './customTracks.queries.ts';
import { newShareKey } from './saveCustomTrack.ts';

/** Whose track to copy: someone's, by its share link's key, or the user's own, by its id. */
export type TrackToCopy = { shareKey: string } | { ownTrackId: number };

/**
 * Opening a share link copies the track into the viewer's own (spec part 2 §2, §4):
 * later changes to either copy touch only that copy. The share key is the only way to
 * name someone else's track, so a guessed id copies nothing: by id, a user copies only
 * a track of their own (docs/adr/071).
 */
export async function duplicateCustomTrack(ctx: Pick<CommandContext, 'db' | 'clock'>, input: { userId: number } & TrackToCopy): Promise<SavedRow> {
  const row =
    'shareKey' in input
      ? await copySharedTrack(ctx.db, input.shareKey, input.userId, newShareKey(), ctx.clock.now())
      : await copyOwnTrack(ctx.db, input.ownTrackId, input.userId, newShareKey(), ctx.clock.now());
  if (!row) throw notFound(CUSTOM_TRACK_NOT_FOUND);
  return row;
}
