/**
 * Moves every date in a feed's text by whole days, so the sample fixtures (written for
 * 8 August 2026) describe today. Handles the forms the feeds use: ISO 8601 dates and
 * date-times (`2026-08-08`, `2026-08-08T18:00:00+12:00`, NZAA's `2026-08-08 18:00:00`)
 * and RFC 822 dates in RSS (`Sat, 08 Aug 2026 09:01:30 +1200`, weekday recomputed).
 * Times of day and offsets are kept.
 */
import { addDays } from '@planmywalk/contracts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const ISO_DATE = /(?<![\d.])\d{4}-\d{2}-\d{2}(?!\d)/g;
const RFC_822 = /\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4})\b/g;

export function shiftDates(text: string, days: number): string {
  if (days === 0) return text;
  const iso = text.replace(ISO_DATE, (match: string) => addDays(match, days));
  return iso.replace(RFC_822, (_match, day: string, month: string, year: string) => {
    const shifted = addDays(`${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${day}`, days);
    const date = new Date(`${shifted}T00:00:00Z`);
    return `${WEEKDAYS[date.getUTCDay()]}, ${shifted.slice(8, 10)} ${MONTHS[date.getUTCMonth()]} ${shifted.slice(0, 4)}`;
  });
}
