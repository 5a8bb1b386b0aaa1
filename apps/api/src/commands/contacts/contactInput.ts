/** A contact as the form sent it, tidied and checked (spec part 2 §5 contact form). */
import { blankToNull, type ContactInput } from '@planmywalk/contracts';
import { unprocessable } from '../../http/http-error.ts';
import { INVALID_EMAIL, isValidEmail, normaliseEmail } from '../../routes/user/user.schema.ts';
import type { ContactValues } from './contacts.queries.ts';

/** `email: undefined` when the form left it out (an update keeps the contact's). */
export function parseContactInput(input: ContactInput): Omit<ContactValues, 'email'> & { email: string | null | undefined } {
  const firstName = input.first_name.trim();
  const lastName = input.last_name.trim();
  if (firstName === '') throw unprocessable('First name is required.');
  if (lastName === '') throw unprocessable('Last name is required.');
  let email: string | null | undefined;
  if (input.email !== undefined) {
    const given = blankToNull(input.email);
    email = given === null ? null : normaliseEmail(given);
    if (email !== null && !isValidEmail(email)) throw unprocessable(INVALID_EMAIL);
  }
  return { firstName, lastName, email, phone: blankToNull(input.phone), relationship: blankToNull(input.relationship) };
}
