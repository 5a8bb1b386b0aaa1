import { ApiError, type AttachPhotoOptions, type Location, type SaveReviewResponse } from '@planmywalk/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../platform/Clock.ts';
import { fakeImageTools } from '../testing/fakeImageTools.ts';
import { keplerLocation, photo, review } from '../testing/reviewFixtures.ts';
import { ReviewFormStore, type ReviewSource } from './ReviewFormStore.ts';

const kepler = { id: 101, type: 'Track' as const, title: 'Kepler Track' };
const hut = { id: 202, type: 'Hut' as const, title: 'Luxmore Hut' };
const jpeg = (name: string) => ({ file: new Blob([name], { type: 'image/jpeg' }), name });

function setup({ loggedIn = true, publishing = false } = {}) {
  const images = fakeImageTools();
  const places: Location[] = [];
  const saved = (id: number): SaveReviewResponse => ({ reviewID: id, track: keplerLocation([review(id)]) });
  const api = {
    createReview: vi.fn(async () => saved(9)),
    updateReview: vi.fn(async (_place: number, id: number) => saved(id)),
    attachReviewPhoto: vi.fn(async (_id: number, _file: Blob, name: string, options?: AttachPhotoOptions) => {
      options?.onProgress?.(0.5);
      options?.onProgress?.(1);
      return { photo: photo(name, 'pending'), track: keplerLocation([review(9, { numImages: 1 })]) };
    }),
    loadReviewPhotos: vi.fn(async () => ({ photos: [photo('a'), photo('b', 'pending')] })),
    removeReviewPhoto: vi.fn(async () => ({ success: true as const })),
  } satisfies ReviewSource;
  const store = new ReviewFormStore({
    api,
    session: { isLoggedIn: loggedIn },
    clock: systemClock,
    images,
    imagePublishing: () => publishing,
    onPlace: (location) => places.push(location),
  });
  return { store, api, images, places };
}

describe('ReviewFormStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // 11:30 am on 1 March 2030 in New Zealand.
    vi.setSystemTime(new Date('2030-02-28T22:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("given a guest, 'Leave a review' shows the login prompt", () => {
    const { store } = setup({ loggedIn: false });
    store.open(kepler);
    expect(store.mode).toBe('login');
  });

  it('given a walker, the date defaults to today in New Zealand, or to the completed trip’s day', () => {
    const { store } = setup();
    store.open(kepler);
    expect([store.mode, store.date, store.maxDate]).toEqual(['form', '2030-03-01', '2030-03-01']);
    store.open(kepler, { date: '2030-02-28' });
    expect(store.date).toBe('2030-02-28');
  });

  it('keeps the three options one choice', () => {
    const { store } = setup();
    store.open(kepler);
    store.choose('easier');
    store.choose('harder');
    expect(store.difficulty).toBe('harder');
  });

  it('given a track review without an option, a long comment or a future date, shows why and sends nothing', async () => {
    const { store, api } = setup();
    store.open(kepler);
    store.setComment('x'.repeat(1001));
    store.setDate('2030-03-02');
    expect(await store.submit()).toBe(false);
    expect(store.fieldErrors).toEqual({
      difficulty: 'Please select one option for how you found the track.',
      comment: 'Your comment can be at most 1000 characters.',
      date: 'Date cannot be in the future',
    });
    expect(api.createReview).not.toHaveBeenCalled();
  });

  it('takes JPEG and PNG photos up to three, and says why it refuses others', () => {
    const { store, images } = setup();
    store.open(kepler);
    store.addPhotos([{ file: new Blob(['gif'], { type: 'image/gif' }), name: 'a.gif' }]);
    expect(store.photosError).toBe('Photos must be JPEG or PNG images.');
    store.addPhotos([jpeg('1'), jpeg('2'), { file: new Blob(['3'], { type: 'image/png' }), name: '3.png' }, jpeg('4')]);
    expect(store.photos.map((p) => p.name)).toEqual(['1', '2', '3.png']);
    expect(store.photosError).toBe('You can only attach max 3 photos');
    expect(store.canAddPhotos).toBe(false);
    store.removePhoto(store.photos[0]?.key ?? '');
    expect([store.photos.length, store.canAddPhotos, images.live.size]).toEqual([2, true, 2]);
  });

  it('saves the review, shows the answered place at once, resizes and sends each photo with its progress, then thanks and closes after 30 s', async () => {
    const { store, api, images, places } = setup();
    store.open(kepler, { date: '2030-02-28' });
    store.choose('harder');
    store.setComment('Steep but worth it');
    store.addPhotos([jpeg('big'), jpeg('small')]);
    expect(await store.submit()).toBe(true);
    expect(api.createReview).toHaveBeenCalledWith(101, { date: '2030-02-28', comment: 'Steep but worth it', harder: true, numImages: 2, type: 'Track' });
    expect(images.resized.map((r) => r.target)).toEqual([
      { width: 1280, height: 720 },
      { width: 1280, height: 720 },
    ]);
    const sent = vi.mocked(api.attachReviewPhoto).mock.calls;
    expect(sent.map(([id, , name, options]) => [id, name, options?.place])).toEqual([
      [9, 'big', { id: 101, type: 'Track' }],
      [9, 'small', { id: 101, type: 'Track' }],
    ]);
    expect(await Promise.all(sent.map(([, file]) => file.text()))).toEqual(['resized big', 'resized small']);
    expect(store.photos.map((p) => [p.status, p.progress])).toEqual([
      ['done', 1],
      ['done', 1],
    ]);
    expect(places).toHaveLength(3);
    expect(store.mode).toBe('thanks');
    expect(store.thanks).toEqual({ title: 'Thanks for your review!', note: "Your image/s will be approved by an administrator before they're displayed" });
    vi.advanceTimersByTime(29_999);
    expect(store.mode).toBe('thanks');
    vi.advanceTimersByTime(1);
    expect([store.mode, images.live.size]).toEqual(['closed', 0]);
  });

  it.each([
    ['no photo, publishing off', false, false],
    ['a photo, publishing on', true, true],
  ])('given %s, the thanks has no approval note', async (_name, withPhoto, publishing) => {
    const { store } = setup({ publishing });
    store.open(hut);
    if (withPhoto) store.addPhotos([jpeg('p')]);
    expect(await store.submit()).toBe(true);
    expect(store.thanks.note).toBeNull();
  });

  it('given a failed save, shows the server’s words, or a general text, and keeps everything typed', async () => {
    const { store, api } = setup();
    store.open(kepler);
    store.choose('expected');
    store.setComment('Lovely');
    vi.mocked(api.createReview).mockRejectedValueOnce(new ApiError(429, 'You are writing reviews too quickly. Please wait a while and try again.'));
    expect(await store.submit()).toBe(false);
    expect([store.error, store.comment, store.mode]).toEqual(['You are writing reviews too quickly. Please wait a while and try again.', 'Lovely', 'form']);
    vi.mocked(api.createReview).mockRejectedValueOnce(new TypeError('fetch failed'));
    await store.submit();
    expect(store.error).toBe('Something went wrong, please try again.');
  });

  it('given a photo that fails, the review stays saved; Submit again updates it and sends only that photo', async () => {
    const { store, api } = setup();
    store.open(kepler);
    store.choose('easier');
    store.addPhotos([jpeg('ok'), jpeg('flaky')]);
    vi.mocked(api.attachReviewPhoto).mockImplementation(async (_id, _file, name) => {
      if (name === 'flaky') throw new ApiError(413, 'The file is too large: the most is 5 MB.');
      return { photo: photo(name, 'pending'), track: keplerLocation() };
    });
    expect(await store.submit()).toBe(false);
    expect(store.error).toBe('Your review is saved, but some photos could not be uploaded.');
    expect(store.photos.map((p) => [p.name, p.status, p.error])).toEqual([
      ['ok', 'done', null],
      ['flaky', 'failed', 'The file is too large: the most is 5 MB.'],
    ]);
    vi.mocked(api.attachReviewPhoto).mockImplementation(async (_id, _file, name) => ({ photo: photo(name, 'pending'), track: keplerLocation() }));
    expect(await store.submit()).toBe(true);
    expect(api.createReview).toHaveBeenCalledTimes(1);
    expect(api.updateReview).toHaveBeenCalledWith(101, 9, expect.objectContaining({ easier: true, numImages: 1 }));
    expect(vi.mocked(api.attachReviewPhoto).mock.calls.map(([, , name]) => name)).toEqual(['ok', 'flaky', 'flaky']);
  });

  it('given an edit from My Reviews, loads its photos (pending too), removes the ones taken off before saving, and counts the rest toward three', async () => {
    const { store, api } = setup();
    await store.openEdit(review(5, { comment: 'Old', expected: true, harder: false, attachments: [photo('a')] }));
    expect([store.isEditing, store.difficulty, store.comment, store.existing.map((p) => p.id)]).toEqual([true, 'expected', 'Old', ['a', 'b']]);
    store.addPhotos([jpeg('1'), jpeg('2')]);
    expect(store.photos.map((p) => p.name)).toEqual(['1']);
    store.toggleRemoveExisting('a');
    store.addPhotos([jpeg('2')]);
    expect(store.photos).toHaveLength(2);
    store.toggleRemoveExisting('a');
    expect(store.photosError).toBe('You can only attach max 3 photos');
    expect(await store.submit()).toBe(true);
    expect(api.removeReviewPhoto).toHaveBeenCalledWith(5, 'a');
    expect(vi.mocked(api.removeReviewPhoto).mock.invocationCallOrder[0]).toBeLessThan(vi.mocked(api.updateReview).mock.invocationCallOrder[0] ?? 0);
    expect(api.updateReview).toHaveBeenCalledWith(101, 5, { date: '2030-02-27', comment: 'Old', expected: true, numImages: 2, type: 'Track' });
  });

  it('tells its listeners after a save (My Reviews reloads)', async () => {
    const { store } = setup();
    const listener = vi.fn();
    store.onSaved(listener);
    store.open(hut);
    await store.submit();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
