import { describe, expect, it } from 'vitest';
import { difficultyScalePosition } from './difficultyScalePosition.ts';

describe('difficultyScalePosition', () => {
  it.each([
    ['no reviews', { easier: 0, expected: 0, harder: 0 }, 50],
    ['one easier', { easier: 1, expected: 0, harder: 0 }, 10],
    ['one as expected', { easier: 0, expected: 1, harder: 0 }, 50],
    ['one harder', { easier: 0, expected: 0, harder: 1 }, 100],
    ['one of each', { easier: 1, expected: 1, harder: 1 }, (16 / 3) * 10],
    ['easier and harder evenly', { easier: 2, expected: 0, harder: 2 }, 55],
    ['mostly as expected, one harder', { easier: 0, expected: 3, harder: 1 }, 62.5],
    ['mostly easier', { easier: 3, expected: 1, harder: 0 }, 20],
    ['many reviews', { easier: 10, expected: 80, harder: 10 }, 51],
  ])('%s sits at %s%%', (_, votes, position) => {
    expect(difficultyScalePosition(votes)).toBeCloseTo(position, 10);
  });
});
