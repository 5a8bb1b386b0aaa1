/** A contact as the form sent it, tidied and checked (spec part 2 §5 contact form). */
import { blankToNull, type ContactInput } from '@planmywalk/contracts';
import { unprocessable } from '../../http/http-error.ts';
import { parseOptionalEmail } from '../../http/parse-email.ts';
import type { ContactValues } from './contacts.queries.ts';

/** `email: undefined` when the form left it out (an update keeps the contact's). */
export function parseContactInput(input: ContactInput): Omit<ContactValues, 'email'> & { email: string | null | undefined } {
  const firstName = input.first_name.trim();
  const lastName = input.last_name.trim();
  if (firstName === '') throw unprocessable('First name is required.');
  if (lastName === '') throw unprocessable('Last name is required.');
  const email = input.email === undefined ? undefined : parseOptionalEmail(input.email);
  return { firstName, lastName, email, phone: blankToNull(input.phone), relationship: blankToNull(input.relationship) };
}
