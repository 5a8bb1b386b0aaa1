import { segmentLengthMetres, type CustomTrackInput } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, openCommandHarness, refusal, type CommandHarness } from '../../testing/commands.ts';
import { deleteCustomTrack } from './deleteCustomTrack.ts';
import { duplicateCustomTrack } from './duplicateCustomTrack.ts';
import { createCustomTrack, updateCustomTrack } from './saveCustomTrack.ts';

const A: [number, number] = [168.26878, -44.712641];
const B: [number, number] = [168.211768, -44.725015];
const C: [number, number] = [168.2475, -44.7166];
const input = (title: string, points: Array<[number, number]>): CustomTrackInput => ({
  title,
  markers: points.map(([lng, lat]) => ({ lng, lat, type: 'marker', snap: false, snapRoute: null, length: 12345 })),
});
const row = async (h: CommandHarness, id: number) =>
  (await h.t.db.query<{ user_id: number; title: string; distance_m: number; updated_at: Date }>('SELECT user_id, title, distance_m, updated_at FROM custom_tracks WHERE id = $1', [id]))[0];

describe('custom track commands', () => {
  let h: CommandHarness;
  beforeAll(async () => {
    h = await openCommandHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('creates a track with the distance it measures, not the one it is sent, trimming its text', async () => {
    const me = await createAccount(h, 'ct-create');
    const saved = await createCustomTrack(h.ctx, { userId: me.userId, track: { ...input('  Flats  ', [A, B, C]), description: ' there and back ' } });
    const stored = await row(h, saved.id);
    expect(stored?.title).toBe('Flats');
    expect(stored?.distance_m).toBeCloseTo(segmentLengthMetres(A, B) + segmentLengthMetres(B, C), 6);
    expect(stored?.updated_at).toEqual(h.clock.now());
  });

  it('updates only the owner’s track, and stamps the edit', async () => {
    const me = await createAccount(h, 'ct-update');
    const them = await createAccount(h, 'ct-intruder');
    const { id } = await createCustomTrack(h.ctx, { userId: me.userId, track: input('First', [A, B]) });
    h.clock.advance(60_000);
    await updateCustomTrack(h.ctx, { userId: me.userId, id, track: input('Second', [A, C]) });
    expect(await row(h, id)).toMatchObject({ title: 'Second', updated_at: h.clock.now() });
    expect((await refusal(updateCustomTrack(h.ctx, { userId: them.userId, id, track: input('Taken', [A, B]) }))).statusCode).toBe(404);
    expect((await row(h, id))?.title).toBe('Second');
  });

  it('copies a track by its share key into another user’s own, and deletes only the owner’s', async () => {
    const me = await createAccount(h, 'ct-share');
    const them = await createAccount(h, 'ct-copier');
    const { id } = await createCustomTrack(h.ctx, { userId: me.userId, track: input('Shared', [A, B]) });
    const [{ share_key: key } = { share_key: '' }] = await h.t.db.query<{ share_key: string }>('SELECT share_key FROM custom_tracks WHERE id = $1', [id]);
    const copy = await duplicateCustomTrack(h.ctx, { userId: them.userId, shareKey: key });
    expect(await row(h, copy.id)).toMatchObject({ user_id: them.userId, title: 'Shared' });
    expect((await refusal(duplicateCustomTrack(h.ctx, { userId: them.userId, shareKey: 'x'.repeat(22) }))).statusCode).toBe(404);
    expect((await refusal(deleteCustomTrack(h.ctx, { userId: them.userId, id }))).statusCode).toBe(404);
    await deleteCustomTrack(h.ctx, { userId: me.userId, id });
    expect(await row(h, id)).toBeUndefined();
    expect(await row(h, copy.id)).toBeDefined();
  });
});
