/**
 * A trip plan as an iCalendar file (RFC 5545, issue 35): the trip in the walker's calendar
 * with a reminder at the planned end to check in, or, for the emergency contact, "Expect to
 * hear from {walker} by {end}" with the time the overdue email goes. Its times are the
 * plan's status (ADR 057), the one reading of start, end and alert time every surface
 * shares, written as New Zealand wall-clock times (TZID=Pacific/Auckland, its rules
 * carried in the file) so a calendar anywhere shows the trip when it happens in New Zealand.
 */
import { NZ_TIME_ZONE, alertPromise, nzDateTime, wallClockAt, type Plan } from '@planmywalk/contracts';

/** Whose file it is: the walker's (their trip) or the emergency contact's (when to expect word). */
export const CALENDAR_READERS = ['walker', 'contact'] as const;
export type CalendarReader = (typeof CALENDAR_READERS)[number];

export interface PlanCalendarInput {
  plan: Plan;
  reader: CalendarReader;
  /** The plan's link (the read-only page). */
  link: string;
  /** The site's host, for the events' ids: 'planmywalk.nz'. */
  host: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

/** The file's name: 'Kepler Track.ics'. */
export const planCalendarFilename = (plan: Pick<Plan, 'title'>, reader: CalendarReader) => `${reader === 'contact' ? `Expect to hear - ${plan.title}` : plan.title}.ics`;

// New Zealand's rules since 2007: NZDT from the last Sunday of September at 2 am, NZST from the first Sunday of April at 3 am.
const NZ_TIME_ZONE_RULES = [
  'BEGIN:VTIMEZONE',
  `TZID:${NZ_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700405T030000',
  'TZOFFSETFROM:+1300',
  'TZOFFSETTO:+1200',
  'TZNAME:NZST',
  'RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:19700927T020000',
  'TZOFFSETFROM:+1200',
  'TZOFFSETTO:+1300',
  'TZNAME:NZDT',
  'RRULE:FREQ=YEARLY;BYMONTH=9;BYDAY=-1SU',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
];

/** The plan as a calendar file; null for a plan without dates (nothing to put in a calendar). */
export function planCalendar({ plan, reader, link, host, now }: PlanCalendarInput): string | null {
  const { starts_at, ends_at, alert_at } = plan.status;
  if (!starts_at || !ends_at) return null;
  const end = new Date(ends_at);
  const alertAt = alert_at ? new Date(alert_at) : null;
  const walker = plan.walker.fullname;
  const place = plan.location.title;
  const contactName = plan.emergency_contact?.fullname ?? null;
  const event =
    reader === 'walker'
      ? {
          start: new Date(starts_at),
          end,
          summary: `Trip: ${plan.title}`,
          // The status's own words for what happens if the walker does not check in, as on the plan page and in the emails.
          description: [`Your trip plan: ${link}`, alertPromise({ status: plan.status, date: plan.date, reader: { kind: 'walker' }, contactName }, 'ahead')],
          alarm: `Are you out? Tap "I'm back safely" on your trip plan for ${plan.title}.`,
        }
      : {
          // The contact's event runs from the planned end to the overdue email: the time to expect word.
          start: end,
          end: alertAt && alertAt > end ? alertAt : new Date(end.getTime() + 60 * 60_000),
          summary: `Expect to hear from ${walker} by ${nzDateTime(end)}`,
          description: [
            `${walker} planned to be out of ${place} by ${nzDateTime(end)} (New Zealand time).`,
            alertPromise({ status: plan.status, date: plan.date, reader: { kind: 'others', walker, phone: plan.walker.phone }, contactName: 'you' }, 'ahead'),
            `If ${walker} is not back and you cannot reach them${plan.walker.phone ? ` on ${plan.walker.phone}` : ''}, call 111 and ask for the Police. Give them the trip plan: ${link}`,
          ],
          alarm: `Have you heard from ${walker}? They planned to be out of ${place} by now.`,
        };
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Plan My Walk//Trip plan//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...NZ_TIME_ZONE_RULES,
    'BEGIN:VEVENT',
    // The same id for every download of this plan's file: a calendar updates the event rather than adding another.
    `UID:${plan.guid}-${reader}@${host}`,
    `SEQUENCE:${plan.revision}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${NZ_TIME_ZONE}:${nzStamp(event.start)}`,
    `DTEND;TZID=${NZ_TIME_ZONE}:${nzStamp(event.end)}`,
    `SUMMARY:${text(event.summary)}`,
    `LOCATION:${text(place)}`,
    `DESCRIPTION:${text(event.description.join('\n'))}`,
    `URL:${link}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${text(event.alarm)}`,
    // At the event's start for the contact (the planned end), at its end for the walker (the same moment).
    reader === 'walker' ? 'TRIGGER;RELATED=END:PT0S' : 'TRIGGER:PT0S',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

const two = (n: number) => String(n).padStart(2, '0');

/** '20270110T080000': the wall-clock time in New Zealand. */
function nzStamp(instant: Date): string {
  const wall = wallClockAt(instant, NZ_TIME_ZONE);
  return `${wall.date.replaceAll('-', '')}T${two(wall.hour)}${two(wall.minute)}${two(wall.second)}`;
}

/** '20261203T183000Z' */
const utcStamp = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');

/** A TEXT value (RFC 5545 §3.3.11): backslashes, semicolons, commas and line breaks escaped. */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets folded (RFC 5545 §3.1), never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
