import { randomBytes } from 'node:crypto';
import { CUSTOM_TRACK_NOT_FOUND, type CustomTrackInput } from '@planmywalk/contracts';
import { measureMarkers } from '../../custom-tracks/markers.ts';
import { notFound } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import { insertCustomTrack, updateCustomTrackRow, type CustomTrackValues, type SavedRow } from './customTracks.queries.ts';

/** The secret of a share link: 128 random bits (22 characters, URL-safe). */
export const newShareKey = (): string => randomBytes(16).toString('base64url');

function valuesOf(input: CustomTrackInput): CustomTrackValues {
  const measured = measureMarkers(input.markers);
  return {
    title: input.title.trim(),
    description: (input.description ?? '').trim(),
    markers: measured.markers,
    distanceM: measured.distanceM,
    line: measured.line,
    start: measured.start,
  };
}

/** The first save of a track (spec part 2 §4): it gets its id and its share key. */
export async function createCustomTrack(ctx: Pick<CommandContext, 'db' | 'clock'>, input: { userId: number; track: CustomTrackInput }): Promise<SavedRow> {
  const values = valuesOf(input.track);
  return insertCustomTrack(ctx.db, input.userId, values, newShareKey(), ctx.clock.now());
}

/** A later save: the whole track replaced. Someone else's track is answered as missing. */
export async function updateCustomTrack(
  ctx: Pick<CommandContext, 'db' | 'clock'>,
  input: { userId: number; id: number; track: CustomTrackInput },
): Promise<SavedRow> {
  const values = valuesOf(input.track);
  const row = await updateCustomTrackRow(ctx.db, input.userId, input.id, values, ctx.clock.now());
  if (!row) throw notFound(CUSTOM_TRACK_NOT_FOUND);
  return row;
}
