const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** 'YYYY-MM-DD' → 'Saturday 8 August' (a calendar day: no time zone moves it). */
export function formatForecastDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** '17:42' → '5:42 pm'. */
export function formatClockTime(hhmm: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  const hour = Number(match[1]);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${hour < 12 ? 'am' : 'pm'}`;
}

/** An instant in New Zealand time: '8 Aug, 2:05 pm'. */
export function formatUpdatedAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-NZ', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Pacific/Auckland' });
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return `${Number(parts.day)} ${MONTHS[Number(parts.month) - 1]!.slice(0, 3)}, ${formatClockTime(`${parts.hour}:${parts.minute}`)}`;
}
