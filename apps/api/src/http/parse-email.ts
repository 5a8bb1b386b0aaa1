/**
 * An email address from a request, checked by contracts' one email rule: the account,
 * contact and feedback inputs share it, so it lives at the input edge, not in a route.
 */
import { INVALID_EMAIL, isValidEmail, normaliseEmail, optionalEmail } from '@planmywalk/contracts';
import { unprocessable } from './http-error.ts';

/** An address as it is kept (contracts' email rule), or a 422 with INVALID_EMAIL. */
export function parseEmail(input: string): string {
  const email = normaliseEmail(input);
  if (!isValidEmail(email)) throw unprocessable(INVALID_EMAIL);
  return email;
}

/** An optional address: null when blank, else as parseEmail. */
export function parseOptionalEmail(input: string | null | undefined): string | null {
  const email = optionalEmail(input);
  return email === null ? null : parseEmail(email);
}
