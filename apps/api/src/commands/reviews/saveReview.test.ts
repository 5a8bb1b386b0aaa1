import { REVIEWS_PER_HOUR } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, openCommandHarness, refusal, type CommandHarness } from '../../testing/commands.ts';
import { placeId } from '../../testing/reviews.ts';
import { createReview, editReview, type ReviewDraft } from './saveReview.ts';

// The harness's clock: 2030-03-01T00:00Z is 1 pm on 1 March in New Zealand (NZDT).
const draft = (overrides: Partial<ReviewDraft> = {}): ReviewDraft => ({ date: '2030-02-28', comment: 'Good', chosen: ['expected'], numImages: 0, ...overrides });

describe('createReview and editReview', () => {
  let h: CommandHarness;
  let track: number;
  beforeAll(async () => {
    h = await openCommandHarness();
    track = await placeId(h.t.db, 'Track');
  });
  afterAll(async () => {
    await h.close();
  });

  it.each([
    ['today in New Zealand (still yesterday in UTC)', '2030-03-01', true],
    ['tomorrow in New Zealand', '2030-03-02', false],
  ])('given a trip date of %s, takes it: %s', async (_name, date, taken) => {
    const { userId } = await createAccount(h);
    const saving = createReview(h.ctx, { userId, locationId: track, draft: draft({ date }) });
    if (taken) await expect(saving).resolves.toEqual({ reviewId: expect.any(Number) });
    else expect((await refusal(saving)).message).toBe('Date cannot be in the future');
  });

  it(`given more than ${REVIEWS_PER_HOUR} reviews in an hour, refuses the next with 429 until the hour is over`, async () => {
    const { userId } = await createAccount(h, 'prolific');
    for (let i = 0; i < REVIEWS_PER_HOUR; i++) await createReview(h.ctx, { userId, locationId: track, draft: draft() });
    const error = await refusal(createReview(h.ctx, { userId, locationId: track, draft: draft() }));
    expect([error.statusCode, error.message]).toEqual([429, 'You are writing reviews too quickly. Please wait a while and try again.']);
    h.clock.advance(3600_000);
    await expect(createReview(h.ctx, { userId, locationId: track, draft: draft() })).resolves.toBeDefined();
  });

  it('given an edit, stamps it edited; given a review of another user, refuses with 404 and changes nothing', async () => {
    const author = await createAccount(h);
    const other = await createAccount(h);
    const { reviewId } = await createReview(h.ctx, { userId: author.userId, locationId: track, draft: draft() });
    const row = async () => (await h.t.db.query('SELECT comment, difficulty, edited_at FROM reviews WHERE id = $1', [reviewId]))[0];
    const error = await refusal(editReview(h.ctx, { userId: other.userId, locationId: track, reviewId, draft: draft({ comment: 'Mine now' }) }));
    expect(error.statusCode).toBe(404);
    expect(await row()).toEqual({ comment: 'Good', difficulty: 'expected', edited_at: null });
    await editReview(h.ctx, { userId: author.userId, locationId: track, reviewId, draft: draft({ comment: 'Better', chosen: ['easier'] }) });
    expect(await row()).toEqual({ comment: 'Better', difficulty: 'easier', edited_at: h.clock.now() });
  });
});
