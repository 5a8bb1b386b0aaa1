import { ApiError, type PendingReviewPhoto } from '@planmywalk/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ModerationStore, type ModerationSource } from './ModerationStore.ts';

const pending = (id: string): PendingReviewPhoto => ({
  id,
  url: `https://walk.example.nz/api/v1/review-photos/${id}?key=k`,
  created: '2030-03-01T00:00:00.000Z',
  review: { id: 1, date: '2030-02-28', comment: 'Views!', parent: { id: 101, type: 'Track', slug: 'kepler-track', title: 'Kepler Track', thumbnail: null } },
  user: { id: 7, first_name: 'Aroha', last_name: 'Ngata', email: 'aroha@example.nz' },
});

function setup() {
  const api: ModerationSource = {
    getPendingReviewPhotos: vi.fn(async () => ({ photos: [pending('a'), pending('b'), pending('c')], total: 3 })),
    approveReviewPhoto: vi.fn(async () => ({ success: true as const })),
    rejectReviewPhoto: vi.fn(async () => ({ success: true as const })),
  };
  return { store: new ModerationStore(api), api };
}

describe('ModerationStore', () => {
  it('approves and rejects: the photo leaves the list at once', async () => {
    const { store, api } = setup();
    await store.load();
    await store.decide('b', 'approve');
    await store.decide('a', 'reject');
    expect(api.approveReviewPhoto).toHaveBeenCalledWith('b');
    expect(api.rejectReviewPhoto).toHaveBeenCalledWith('a');
    expect([store.photos.map((p) => p.id), store.total]).toEqual([['c'], 1]);
  });

  it('given a failed decision, puts the photo back where it was with the reason', async () => {
    const { store, api } = setup();
    await store.load();
    vi.mocked(api.approveReviewPhoto).mockRejectedValueOnce(new ApiError(403, 'Only an administrator may do this.'));
    await store.decide('b', 'approve');
    expect([store.photos.map((p) => p.id), store.total, store.decisionError]).toEqual([['a', 'b', 'c'], 3, 'Only an administrator may do this.']);
  });

  it('given none waiting, is empty; given a failed load, says so', async () => {
    const { store, api } = setup();
    vi.mocked(api.getPendingReviewPhotos).mockRejectedValueOnce(new TypeError('offline'));
    await store.load();
    expect(store.error).toBe('The photos waiting for approval could not be loaded. Please try again.');
    vi.mocked(api.getPendingReviewPhotos).mockResolvedValueOnce({ photos: [], total: 0 });
    await store.load();
    expect(store.isEmpty).toBe(true);
  });
});
