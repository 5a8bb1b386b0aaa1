import { CUSTOM_TRACK_NOT_FOUND } from '@planmywalk/contracts';
import { notFound } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import { deleteCustomTrackRow } from './customTracks.queries.ts';

/** Deletes one of the user's tracks; someone else's is answered as missing. */
export async function deleteCustomTrack(ctx: Pick<CommandContext, 'db'>, input: { userId: number; id: number }): Promise<void> {
  const deleted = await ctx.db.transaction((tx) => deleteCustomTrackRow(tx, input.userId, input.id));
  if (!deleted) throw notFound(CUSTOM_TRACK_NOT_FOUND);
}
