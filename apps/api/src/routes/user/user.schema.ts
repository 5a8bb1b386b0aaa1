/**
 * Checks on account input past what the contract's schemas say (types, lengths, enums):
 * the rules that need the clock, the email's shape or the list of notification fields.
 * Each failure is a 422 with the text to show.
 */
import {
  NOTIFICATION_TOGGLE_FIELDS,
  blankToNull,
  type NotificationToggleField,
  type ProfileUpdate,
} from '@planmywalk/contracts';
import { unprocessable } from '../../http/http-error.ts';
import { parseEmail } from '../../http/parse-email.ts';

/** The toggle-alert field name, or a 422 naming the ones there are. */
export function parseNotificationField(field: string): NotificationToggleField {
  if (!(NOTIFICATION_TOGGLE_FIELDS as readonly string[]).includes(field)) {
    throw unprocessable(`Field 'toggledFieldName' must be one of ${NOTIFICATION_TOGGLE_FIELDS.join(', ')}`);
  }
  return field as NotificationToggleField;
}

/** Today's date in New Zealand, YYYY-MM-DD: a birthday is a local date. */
export function nzToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const MAX_AGE_YEARS = 120;

function checkDob(dob: string, now: Date): string {
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    throw unprocessable(`Field 'dob' is not a real date: ${dob}`);
  }
  const today = nzToday(now);
  if (dob > today) throw unprocessable('Date of birth cannot be in the future.');
  const earliest = `${String(Number(today.slice(0, 4)) - MAX_AGE_YEARS).padStart(4, '0')}${today.slice(4)}`;
  if (dob < earliest) throw unprocessable(`Date of birth cannot be more than ${MAX_AGE_YEARS} years ago.`);
  return dob;
}

const PHONE = /^\+?[0-9 ()-]{5,30}$/;

/** A profile to write; `undefined` leaves a column as it is. */
export interface ProfileChanges {
  firstName: string;
  lastName: string;
  gender: string;
  level: string;
  email: string | undefined;
  dob: string | null | undefined;
  portrait: string | null | undefined;
  phone: string | null | undefined;
}

export function parseProfile(body: ProfileUpdate, now: Date): ProfileChanges {
  const firstName = body.firstname.trim();
  const lastName = body.lastname.trim();
  if (firstName === '') throw unprocessable('First name is required.');
  if (lastName === '') throw unprocessable('Last name is required.');
  const email = body.email === undefined ? undefined : parseEmail(body.email);
  const phone = body.phone === undefined ? undefined : blankToNull(body.phone);
  if (phone && !PHONE.test(phone)) throw unprocessable('Please enter a valid phone number.');
  return {
    firstName,
    lastName,
    gender: body.gender,
    level: body.level,
    email,
    dob: body.dob === undefined || body.dob === null ? body.dob : checkDob(body.dob, now),
    portrait: body.portrait === '' ? null : body.portrait,
    phone,
  };
}
