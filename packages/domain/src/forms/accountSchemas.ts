import { isAfter, parseISO, startOfDay, subYears } from 'date-fns';
import { boolean, object, ref, string } from 'yup';
import {
  ACTIVATION_CODE_LENGTH,
  EXPERIENCE_LEVELS,
  INVALID_EMAIL,
  GENDERS,
  isIsoDate,
  PASSWORDS_MUST_MATCH,
  PASSWORD_MIN_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from '@planmywalk/contracts';
import { emailField } from './emailField.ts';

/** Spec part 1 §5 and part 2 §5. Where the spec shows no message, these are ours. */
export const MESSAGES = {
  emailRequired: 'Please enter your email address',
  emailInvalid: INVALID_EMAIL,
  passwordRequired: 'Please enter your password',
  termsRequired: 'Please accept the privacy policies and terms of use',
  codeRequired: 'Please enter your activation code',
  codeLength: 'The activation code has 6 characters',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordForEmail: 'Please enter your current password to change your email address',
  newPasswordRequired: 'Please enter a new password',
  newPasswordShort: 'Your password needs at least 8 characters',
  passwordsMustMatch: PASSWORDS_MUST_MATCH,
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  genderRequired: 'Please choose an option',
  levelRequired: 'Please choose your tramping experience level',
  dobInvalid: 'Please choose a real date of birth',
  nameTooLong: `Maximum of ${NAME_MAX_LENGTH} characters`,
  phoneTooLong: `Maximum of ${PHONE_MAX_LENGTH} characters`,
} as const;

const email = () => emailField().required(MESSAGES.emailRequired);

export const loginSchema = object({
  email: email(),
  password: string().required(MESSAGES.passwordRequired),
});

export const registerSchema = object({
  email: email(),
  password: string().required(MESSAGES.passwordRequired).min(PASSWORD_MIN_LENGTH, MESSAGES.newPasswordShort),
  agreed_to_terms: boolean().required(MESSAGES.termsRequired).oneOf([true], MESSAGES.termsRequired),
});

export const activationSchema = object({
  code: string()
    .trim()
    .required(MESSAGES.codeRequired)
    .length(ACTIVATION_CODE_LENGTH, MESSAGES.codeLength),
});

export const forgotPasswordSchema = object({ email: email() });

export const newPasswordSchema = object({
  password: string().required(MESSAGES.newPasswordRequired).min(PASSWORD_MIN_LENGTH, MESSAGES.newPasswordShort),
});

export const passwordUpdateSchema = object({
  currentpassword: string().required(MESSAGES.currentPasswordRequired),
  newpassword: string().required(MESSAGES.newPasswordRequired).min(PASSWORD_MIN_LENGTH, MESSAGES.newPasswordShort),
  repassword: string()
    .required(MESSAGES.passwordsMustMatch)
    .oneOf([ref('newpassword')], MESSAGES.passwordsMustMatch),
});

/** A date of birth is optional; when given it is a real day, not in the future, at most 120 years ago. */
export function isValidDateOfBirth(value: string, today: Date): boolean {
  // Checked as a calendar date: read through toISOString (UTC) the local midnight of a
  // day is the day before east of Greenwich, which refused every date in New Zealand.
  if (!isIsoDate(value)) return false;
  const date = parseISO(value);
  const day = startOfDay(today);
  return !isAfter(date, day) && !isAfter(subYears(day, 120), date);
}

/** Whether the form's email is another address than the account's (case and spaces aside). */
export function isEmailChange(formEmail: string | undefined, currentEmail: string | undefined): boolean {
  if (formEmail === undefined || currentEmail === undefined) return false;
  const typed = formEmail.trim().toLowerCase();
  return typed !== '' && typed !== currentEmail.trim().toLowerCase();
}

/**
 * The profile form; `requireEmail` for the one-column layout (spec part 2 §5). With
 * `currentEmail`, a different email needs the current password (the server's rule).
 */
export function profileSchema(options: { requireEmail: boolean; today: Date; currentEmail?: string }) {
  return object({
    // The server's cap on names (the contract's), not the 300 of other text fields.
    firstname: string().trim().required(MESSAGES.firstNameRequired).max(NAME_MAX_LENGTH, MESSAGES.nameTooLong),
    lastname: string().trim().required(MESSAGES.lastNameRequired).max(NAME_MAX_LENGTH, MESSAGES.nameTooLong),
    // The server's cap on phone numbers, as on the contact form.
    phone: string().trim().max(PHONE_MAX_LENGTH, MESSAGES.phoneTooLong),
    email: options.requireEmail ? email() : emailField(),
    gender: string().required(MESSAGES.genderRequired).oneOf([...GENDERS], MESSAGES.genderRequired),
    level: string().required(MESSAGES.levelRequired).oneOf([...EXPERIENCE_LEVELS], MESSAGES.levelRequired),
    dob: string()
      .nullable()
      .test('dob', MESSAGES.dobInvalid, (value) => value == null || value === '' || isValidDateOfBirth(value, options.today)),
    current_password: string().test(
      'current-password-for-email',
      MESSAGES.currentPasswordForEmail,
      (value, context) => !isEmailChange(context.parent.email as string | undefined, options.currentEmail) || (value ?? '') !== '',
    ),
  });
}
