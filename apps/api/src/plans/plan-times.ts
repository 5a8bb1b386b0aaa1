/**
 * A picker time as the plans table keeps it: the walker's own reading, '07:30 AM', so
 * what was chosen is what is shown back (12 AM stays 12 AM, 00 AM stays 00 AM).
 */
import { TIME_HOURS, TIME_MERIDIEMS, TIME_MINUTES, type TimeOfDay } from '@planmywalk/contracts';

export const timeText = (time: TimeOfDay): string => `${time.hour}:${time.minute} ${time.meridiem}`;

export function timeOfText(text: string | null): TimeOfDay | null {
  const match = text ? /^(\d{2}):(\d{2}) (AM|PM)$/.exec(text) : null;
  if (!match) return null;
  const [, hour, minute, meridiem] = match;
  const known = <T extends string>(list: readonly T[], value: string | undefined): value is T => list.includes(value as T);
  if (!known(TIME_HOURS, hour) || !known(TIME_MINUTES, minute) || !known(TIME_MERIDIEMS, meridiem)) return null;
  return { hour, minute, meridiem };
}
