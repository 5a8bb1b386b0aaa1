/*
 * Validate functions for the stories. They mirror the app's yup schemas
 * (packages/domain, forms/accountSchemas.ts) and their messages, which the ui
 * package cannot import.
 */
import type { FormErrors } from './useForm.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailError(email: string, required = true): string | undefined {
  const value = email.trim();
  if (value === '') return required ? 'Please enter your email address' : undefined;
  return EMAIL.test(value) ? undefined : 'Please enter a valid email address';
}

function newPasswordError(password: string, requiredMessage: string): string | undefined {
  if (password === '') return requiredMessage;
  return password.length < 8 ? 'Your password needs at least 8 characters' : undefined;
}

/** Drops the fields without a message. */
function only<Values>(errors: Record<keyof Values, string | undefined>): FormErrors<Values> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FormErrors<Values>;
}

export function validateLogin(values: { email: string; password: string }) {
  return only<typeof values>({
    email: emailError(values.email),
    password: values.password === '' ? 'Please enter your password' : undefined,
  });
}

export function validateRegister(values: { email: string; password: string; agreed_to_terms: boolean }) {
  return only<typeof values>({
    email: emailError(values.email),
    password: newPasswordError(values.password, 'Please enter your password'),
    agreed_to_terms: values.agreed_to_terms ? undefined : 'Please accept the privacy policies and terms of use',
  });
}

export function validateActivation(values: { code: string }) {
  const code = values.code.trim();
  return only<typeof values>({
    code:
      code === ''
        ? 'Please enter your activation code'
        : code.length !== 6
          ? 'The activation code has 6 characters'
          : undefined,
  });
}

export function validateForgotPassword(values: { email: string }) {
  return only<typeof values>({ email: emailError(values.email) });
}

export function validateNewPassword(values: { password: string }) {
  return only<typeof values>({ password: newPasswordError(values.password, 'Please enter a new password') });
}

export function validatePasswordUpdate(values: { currentpassword: string; newpassword: string; repassword: string }) {
  return only<typeof values>({
    currentpassword: values.currentpassword === '' ? 'Please enter your current password' : undefined,
    newpassword: newPasswordError(values.newpassword, 'Please enter a new password'),
    repassword: values.repassword === '' || values.repassword !== values.newpassword ? 'Passwords must match' : undefined,
  });
}

/** Plan My Walk's profile choices (spec part 2 §3), which the app passes from its contract. */
export const storyGenders = ['Prefer not to say', 'Female', 'Male', 'Non-binary'] as const;
export const storyExperienceLevels = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;

interface ProfileValues {
  firstname: string;
  lastname: string;
  phone: string;
  email: string;
  gender: string;
  level: string;
  dob: string | null;
  current_password: string;
}

/**
 * The profile rules; `requireEmail` where the form shows the email field. With
 * `currentEmail`, another address needs the current password.
 */
export function profileValidator(requireEmail: boolean, currentEmail = 'aroha@example.nz') {
  const changing = (email: string) => email.trim() !== '' && email.trim().toLowerCase() !== currentEmail;
  return (values: ProfileValues) =>
    only<ProfileValues>({
      firstname: values.firstname.trim() === '' ? 'Please enter your first name' : undefined,
      lastname: values.lastname.trim() === '' ? 'Please enter your last name' : undefined,
      phone: undefined,
      email: emailError(values.email, requireEmail),
      gender: values.gender === '' ? 'Please choose an option' : undefined,
      level: values.level === '' ? 'Please choose your tramping experience level' : undefined,
      dob: undefined,
      current_password:
        changing(values.email) && values.current_password === ''
          ? 'Please enter your current password to change your email address'
          : undefined,
    });
}

/**
 * A portrait for the stories: an illustrated walker against hills, as a data
 * URL so the screenshots need no network. Drawn from the theme's palette.
 */
export function storyPortraitUrl(palette: {
  lake: Record<100, string>;
  forest: Record<400 | 700, string>;
  tussock: Record<200 | 600, string>;
}): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80">
<rect width="80" height="80" fill="${palette.lake[100]}"/>
<path d="M0 58 22 40l14 10 18-16 26 22v24H0z" fill="${palette.forest[400]}"/>
<circle cx="40" cy="30" r="12" fill="${palette.tussock[200]}"/>
<path d="M18 80c2-16 11-24 22-24s20 8 22 24z" fill="${palette.forest[700]}"/>
<path d="M28 27c2-9 22-9 24 0-6-3-18-3-24 0z" fill="${palette.tussock[600]}"/>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The contact rules (spec part 2 §5): names required, email valid if given. */
export function validateContact(values: {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  relationship: string;
}) {
  return only<typeof values>({
    first_name: values.first_name.trim() === '' ? 'Please enter a first name' : undefined,
    last_name: values.last_name.trim() === '' ? 'Please enter a last name' : undefined,
    email: emailError(values.email, false),
    phone: undefined,
    relationship: undefined,
  });
}
