import { ApiError, createApiClient, type ApiClient } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUp } from './testing/accounts.ts';
import { JPEG, placeId, signUpAdmin } from './testing/reviews.ts';
import { openTestServer, type TestServer } from './testing/test-server.ts';

describe('the contracts client’s wishlist, review and moderation calls against the real server', () => {
  let s: TestServer;
  let walker: SignedUp;
  let admin: SignedUp;
  let as: (user: SignedUp) => ApiClient;
  beforeAll(async () => {
    s = await openTestServer();
    const address = await s.app.listen({ port: 0, host: '127.0.0.1' });
    walker = await signUp(s.app, s.t.db, 'client-reviewer');
    admin = await signUpAdmin(s.app, s.t.db, 'client-admin');
    as = (user) => createApiClient({ baseUrl: address, getAccessToken: () => user.token.access_token });
  });
  afterAll(async () => {
    await s.close();
  });

  it('hearts a track, reviews it with a photo (reporting its progress), pages My Reviews, and an administrator approves the photo', async () => {
    const client = as(walker);
    const kepler = await placeId(s.t.db, 'Track', 'kepler-track');
    expect((await client.toggleWishlist(kepler, 'Track')).user.wishlisted).toEqual([{ id: kepler, type: 'Track' }]);
    expect((await client.getWishlist()).list.map((place) => place.slug)).toEqual(['kepler-track']);

    const saved = await client.createReview(kepler, { date: '2024-03-02', comment: 'Windy on the tops', harder: true, numImages: 1, type: 'Track' });
    const progress: number[] = [];
    const { photo } = await client.attachReviewPhoto(saved.reviewID, new Blob([JPEG], { type: 'image/jpeg' }), 'tops.jpg', {
      place: { id: kepler, type: 'Track' },
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(photo.status).toBe('pending');
    expect(progress.at(-1)).toBe(1);
    expect((await client.loadReviewPhotos(saved.reviewID)).photos).toEqual([photo]);
    expect((await client.getMyReviews(0)).reviews.map((review) => review.id)).toEqual([saved.reviewID]);

    const pending = await as(admin).getPendingReviewPhotos();
    expect(pending.photos.map((p) => p.id)).toContain(photo.id);
    expect(await as(admin).approveReviewPhoto(photo.id)).toEqual({ success: true });
    await expect(client.approveReviewPhoto(photo.id)).rejects.toEqual(new ApiError(403, 'Only an administrator may do this.'));

    const edited = await client.updateReview(kepler, saved.reviewID, { date: '2024-03-02', comment: 'Windy, worth it', harder: true });
    expect(edited.track.reviews.find((review) => review.id === saved.reviewID)?.attachments.map((a) => a.status)).toEqual(['approved']);
    expect(await client.removeReviewPhoto(saved.reviewID, photo.id)).toEqual({ success: true });
    expect(await client.deleteReview(saved.reviewID)).toEqual({ success: true });
    await expect(client.deleteReview(saved.reviewID)).rejects.toEqual(new ApiError(404, 'Review not found'));
  });
});
