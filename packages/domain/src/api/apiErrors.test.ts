import { describe, expect, it } from 'vitest';
import { ApiError } from '@planmywalk/contracts';
import { serverErrorText, statusOf } from './apiErrors.ts';

describe('reading a failed call', () => {
  it.each([
    ['a refused request', new ApiError(422, 'Email is not valid'), 422, 'Email is not valid'],
    ['a conflict', new ApiError(409, 'This plan was changed on another device.'), 409, 'This plan was changed on another device.'],
    ['a server fault', new ApiError(500, 'Internal Server Error'), 500, null],
    ['a network failure', new TypeError('fetch failed'), undefined, null],
    ['a refusal without text', new ApiError(400, ''), 400, null],
    ['something thrown that is not an error', 'boom', undefined, null],
  ])('%s', (_name, cause, status, text) => {
    expect(statusOf(cause)).toBe(status);
    expect(serverErrorText(cause)).toBe(text);
  });
});
