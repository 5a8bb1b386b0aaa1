import { describe, expect, it } from 'vitest';
import { nextStepwiseCount, stepwiseStep } from './useStepwiseCount.ts';

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

describe('stepwiseStep', () => {
  it.each([
    ['a step as given', 11, 2, 2],
    ['no step: all at once', 11, undefined, 11],
    ['no step and no items: still one, never zero', 0, undefined, 1],
    ['a step below one: one', 11, 0, 1],
  ] as const)('%s', (_scenario, total, step, expected) => {
    expect(stepwiseStep(total, step)).toBe(expected);
  });
});
