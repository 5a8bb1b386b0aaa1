/**
 * The one email rule of the product: the server's commands (accounts, contacts, the
 * people on a plan, feedback) and the web app's forms check an address with it, so a
 * form never lets through what the server refuses, nor refuses what it takes.
 */
import { blankToNull, textLength } from './text.ts';

/**
 * The longest address (RFC 5321: a path of at most 256 octets, less its angle brackets),
 * counted in characters as every limit is (textLength); an ASCII address is as many
 * octets as characters.
 */
export const EMAIL_MAX_LENGTH = 254;

/** What every form and the server say of an address that is not one. The spec gives no words; its own hints have no full stop ('Please enter the new password'). */
export const INVALID_EMAIL = 'Please enter a valid email address';

/** An address as it is kept and compared: trimmed and lower case. */
export const normaliseEmail = (input: string): string => input.trim().toLowerCase();

/** An optional address as it is kept: null when blank, else normalised. */
export function optionalEmail(input: string | null | undefined): string | null {
  const given = blankToNull(input);
  return given === null ? null : normaliseEmail(given);
}

// Deliberately loose: one @, something before it, a dot after it, no spaces. Whether the
// address works is proven by the activation code or the mail that reaches it, not by a
// regular expression; an address with letters beyond ASCII (RFC 6531) is taken.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The address, normalised, has the shape of one and is not over EMAIL_MAX_LENGTH. */
export function isValidEmail(input: string): boolean {
  const email = normaliseEmail(input);
  return textLength(email) <= EMAIL_MAX_LENGTH && EMAIL.test(email);
}
