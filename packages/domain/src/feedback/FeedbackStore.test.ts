import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, FEEDBACK_FAILED, FEEDBACK_SENT, type FeedbackInput, type FeedbackResponse } from '@planmywalk/contracts';
import { FEEDBACK_MESSAGES, emptyFeedbackForm, type FeedbackFormValues } from '../forms/feedbackSchema.ts';
import { systemClock } from '../platform/Clock.ts';
import { FeedbackStore } from './FeedbackStore.ts';

const OK: FeedbackResponse = { success: true, message: FEEDBACK_SENT };

function setUp(sendFeedback: (input: FeedbackInput) => Promise<FeedbackResponse> = () => Promise.resolve(OK)) {
  const api = { sendFeedback: vi.fn(sendFeedback) };
  const goBack = vi.fn();
  const store = new FeedbackStore({ api, clock: systemClock, goBack, deviceInfo: () => 'Chromium 140 · 1280×720' });
  return { api, goBack, store };
}

function fill(store: FeedbackStore, values: Partial<FeedbackFormValues> = {}) {
  const all = { rating: '9', category: 'compliment', comments: '  The trip check is great.  ', email: '', ...values };
  for (const [field, value] of Object.entries(all)) store.setValue(field as keyof FeedbackFormValues, value);
}

describe('the feedback page’s store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the form with the device’s description, thanks the walker, clears the form and goes back after 3 seconds', async () => {
    const { api, goBack, store } = setUp();
    fill(store, { email: ' aroha@example.nz ' });
    expect(store.state).toBe('default');
    await expect(store.submit()).resolves.toBe(true);
    expect(api.sendFeedback).toHaveBeenCalledWith({
      rating: 9,
      category: 'compliment',
      comments: 'The trip check is great.',
      email: 'aroha@example.nz',
      device_info: 'Chromium 140 · 1280×720',
    });
    expect(store.state).toBe('sent');
    expect(store.message).toBe(FEEDBACK_SENT);
    expect(store.values).toEqual(emptyFeedbackForm());
    vi.advanceTimersByTime(2999);
    expect(goBack).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(goBack).toHaveBeenCalledTimes(1);
  });

  it('sends no email when none was typed', async () => {
    const { api, store } = setUp();
    fill(store, { rating: '0', category: 'problem' });
    await store.submit();
    expect(api.sendFeedback.mock.calls[0]?.[0]).toMatchObject({ rating: 0, category: 'problem', email: null });
  });

  it.each([
    ['no rating', { rating: '' }, { rating: FEEDBACK_MESSAGES.ratingRequired }],
    ['no category', { category: '' }, { category: FEEDBACK_MESSAGES.categoryRequired }],
    ['no comments', { comments: ' ' }, { comments: FEEDBACK_MESSAGES.commentsRequired }],
    ['a bad email', { email: 'aroha@' }, { email: FEEDBACK_MESSAGES.emailInvalid }],
  ])('given %s, shows what to fix and sends nothing', async (_what, values, errors) => {
    const { api, store } = setUp();
    fill(store, values);
    await expect(store.submit()).resolves.toBe(false);
    expect(store.state).toBe('invalid');
    expect(store.fieldErrors).toEqual(errors);
    expect(api.sendFeedback).not.toHaveBeenCalled();
    // Fixing the field clears its message.
    store.setValue(Object.keys(errors)[0] as keyof FeedbackFormValues, Object.keys(errors)[0] === 'email' ? '' : 'problem');
    expect(store.fieldErrors).toEqual({});
  });

  it('is blocked while sending: a second submit and edits do nothing', async () => {
    let answer: (response: FeedbackResponse) => void = () => undefined;
    const { api, store } = setUp(() => new Promise((resolve) => (answer = resolve)));
    fill(store);
    const first = store.submit();
    expect(store.state).toBe('sending');
    await expect(store.submit()).resolves.toBe(false);
    store.setValue('comments', 'changed mid-send');
    expect(store.values.comments).toBe('  The trip check is great.  ');
    answer(OK);
    await first;
    expect(api.sendFeedback).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the server’s words for a refusal', new ApiError(422, 'Please enter a valid email address'), 'Please enter a valid email address'],
    ['the server’s words for too many', new ApiError(429, 'You have sent a lot of feedback.'), 'You have sent a lot of feedback.'],
    ['‘Something went wrong’ for a server fault', new ApiError(500, 'Internal Server Error'), FEEDBACK_FAILED],
    ['‘Something went wrong’ for a network failure', new TypeError('fetch failed'), FEEDBACK_FAILED],
  ])('given a failed send, shows %s and keeps what was typed', async (_what, cause, text) => {
    const { goBack, store } = setUp(() => Promise.reject(cause));
    fill(store);
    await expect(store.submit()).resolves.toBe(false);
    expect(store.state).toBe('error');
    expect(store.error).toBe(text);
    expect(store.values.comments).toBe('  The trip check is great.  ');
    vi.advanceTimersByTime(10_000);
    expect(goBack).not.toHaveBeenCalled();
  });

  it('given a failure then a successful send, clears the error', async () => {
    let fail = true;
    const { store } = setUp(() => (fail ? Promise.reject(new TypeError('offline')) : Promise.resolve(OK)));
    fill(store);
    await store.submit();
    fail = false;
    await store.submit();
    expect(store.error).toBeNull();
    expect(store.state).toBe('sent');
  });

  it('given the walker leaves before the 3 seconds are up, does not take them back from elsewhere', async () => {
    const { goBack, store } = setUp();
    fill(store);
    await store.submit();
    store.dispose();
    vi.advanceTimersByTime(5000);
    expect(goBack).not.toHaveBeenCalled();
  });
});
