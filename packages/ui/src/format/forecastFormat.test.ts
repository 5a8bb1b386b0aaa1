import { describe, expect, it } from 'vitest';
import { formatClockTime, formatForecastDay, formatUpdatedAt } from './forecastFormat.ts';

describe('forecast formats', () => {
  it('names a day', () => expect(formatForecastDay('2026-08-08')).toBe('Saturday 8 August'));
  it.each([
    ['00:15', '12:15 am'],
    ['07:52', '7:52 am'],
    ['12:00', '12:00 pm'],
    ['17:42', '5:42 pm'],
  ])('%s is %s', (time, text) => expect(formatClockTime(time)).toBe(text));
  it('writes an instant in NZ time', () => expect(formatUpdatedAt('2026-08-08T02:05:00Z')).toBe('8 Aug, 2:05 pm'));
});
