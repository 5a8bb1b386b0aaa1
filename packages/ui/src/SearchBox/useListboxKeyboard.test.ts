import { describe, expect, it } from 'vitest';
import { nextActiveIndex } from './useListboxKeyboard.ts';

describe('nextActiveIndex', () => {
  it.each([
    ['none active, down', -1, 3, 'down', 0],
    ['none active, up', -1, 3, 'up', 2],
    ['the first, down', 0, 3, 'down', 1],
    ['the last, down: wraps to the first', 2, 3, 'down', 0],
    ['the first, up: wraps to the last', 0, 3, 'up', 2],
    ['the middle, up', 1, 3, 'up', 0],
    ['past the end (the list shrank), down', 5, 3, 'down', 0],
    ['no options', -1, 0, 'down', -1],
  ] as const)('%s → %s', (_scenario, active, count, direction, expected) => {
    expect(nextActiveIndex(active, count, direction)).toBe(expected);
  });
});
