import { describe, expect, it } from 'vitest';
import { nextStepwiseCount } from './useStepwiseCount.ts';

describe('nextStepwiseCount', () => {
  it.each([
    ['the first step after the first', 2, 11, 2, 4],
    ['the last step stops at the total', 10, 11, 2, 11],
    ['already all', 11, 11, 2, 11],
    ['a step below one still moves on', 0, 3, 0, 1],
    ['a step larger than the list', 0, 3, 10, 3],
  ] as const)('%s', (_scenario, shown, total, step, expected) => {
    expect(nextStepwiseCount(shown, total, step)).toBe(expected);
  });
});
