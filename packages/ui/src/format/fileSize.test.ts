import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize.ts';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [820, '820 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [14_600, '14 KB'],
    [1_048_575, '1024 KB'],
    [1_048_576, '1.0 MB'],
    [1_258_291, '1.2 MB'],
    [15_728_640, '15 MB'],
  ])('%i bytes read %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('shows nothing for a size that is not one', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});
