import { object, string } from 'yup';
import { INVALID_EMAIL, PHONE_MAX_LENGTH, NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '@planmywalk/contracts';
import { emailField } from './emailField.ts';

/** The contact form's messages (spec part 2 §5 gives the rules, not the texts). */
export const CONTACT_MESSAGES = {
  firstNameRequired: 'Please enter their first name',
  lastNameRequired: 'Please enter their last name',
  emailInvalid: INVALID_EMAIL,
  tooLong: (max: number) => `Maximum of ${max} characters`,
} as const;

/** What the contact form holds: text as typed. */
export interface ContactFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  relationship: string;
}

export const emptyContactForm = (): ContactFormValues => ({ first_name: '', last_name: '', email: '', phone: '', relationship: '' });

/**
 * Spec part 2 §5: first and last name required, email valid when given, phone and
 * relationship optional. The lengths are the server's (contracts).
 */
export const contactSchema = object({
  first_name: string().trim().required(CONTACT_MESSAGES.firstNameRequired).max(NAME_MAX_LENGTH, CONTACT_MESSAGES.tooLong(NAME_MAX_LENGTH)),
  last_name: string().trim().required(CONTACT_MESSAGES.lastNameRequired).max(NAME_MAX_LENGTH, CONTACT_MESSAGES.tooLong(NAME_MAX_LENGTH)),
  email: emailField(),
  phone: string().trim().max(PHONE_MAX_LENGTH, CONTACT_MESSAGES.tooLong(PHONE_MAX_LENGTH)),
  relationship: string().trim().max(TEXT_MAX_LENGTH, CONTACT_MESSAGES.tooLong(TEXT_MAX_LENGTH)),
});
