import { describe, expect, it } from 'vitest';
import { backoffSeconds } from './login-throttle.ts';

describe('backoffSeconds', () => {
  const limits = { loginFailuresPerIp: 5, loginBackoffMaxSeconds: 3600 };
  it.each([
    [1, 0],
    [4, 0],
    [5, 60],
    [6, 120],
    [7, 240],
    [10, 1920],
    [11, 3600],
    [40, 3600],
  ])('after failure %i from one IP, that IP waits %i s', (failures, seconds) => {
    expect(backoffSeconds(failures, limits)).toBe(seconds);
  });
});
