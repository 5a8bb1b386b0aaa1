import { string } from 'yup';
import { INVALID_EMAIL, isValidEmail } from '@planmywalk/contracts';

/**
 * An email field of a form: the contract's one email rule (isValidEmail, at most
 * EMAIL_MAX_LENGTH) and its one message, so a form takes exactly what the server takes.
 * Blank passes; add `.required()` where the address is needed.
 */
export const emailField = () =>
  string()
    .trim()
    .test('email', INVALID_EMAIL, (value) => value === undefined || value === '' || isValidEmail(value));
