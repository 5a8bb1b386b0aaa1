/**
 * The accounts contract's plain values, apart from the schemas: clients (the web app,
 * the domain) import these without pulling the JSON Schema builder into their bundle.
 */

/** An OAuth client the API accepts (`client_id` / `client_secret` of the token call). */
export interface OAuthClientCredentials {
  id: string;
  secret: string;
}

/**
 * The public web client, accepted by default. Its secret is not a secret (it ships in the
 * browser bundle); it only names the client. Operators set their own list with OAUTH_CLIENTS.
 */
export const DEFAULT_OAUTH_CLIENT: Readonly<OAuthClientCredentials> = Object.freeze({
  id: 'planmywalk-web',
  secret: 'planmywalk-web-public',
});

/** Seconds an access token lives unless the server is configured otherwise. */
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export const GRANT_TYPES = ['password', 'refresh_token'] as const;
export type GrantType = (typeof GRANT_TYPES)[number];

/** Shortest password the server accepts (it also refuses the most common ones). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;
/** Activation codes: 6 characters of A–Z and 2–9 without I and O (no 0/O or 1/I mix-ups). */
export const ACTIVATION_CODE_LENGTH = 6;
export const ACTIVATION_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** First and last names of users and contacts (the profile form, the contact form and the server agree). */
export const NAME_MAX_LENGTH = 100;

/** Phone numbers of users and contacts (the profile form, the contact form and the server agree). */
export const PHONE_MAX_LENGTH = 30;

export const GENDERS = ['Prefer not to say', 'Female', 'Male', 'Non-binary'] as const;
export const EXPERIENCE_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;

/** `toggledFieldName` of POST /api/v1/toggle-alert: a NotificationSettings group + channel. */
export const NOTIFICATION_TOGGLE_FIELDS = [
  'fortyEightPriorEmail',
  'fortyEightPriorInApp',
  'twentyFourPriorEmail',
  'twentyFourPriorInApp',
  'changedAlertsEmail',
  'changedAlertsInApp',
  'endTripEmergencyContactEmail',
] as const;
export type NotificationToggleField = (typeof NOTIFICATION_TOGGLE_FIELDS)[number];

/** RFC 7009 `token_type_hint` values of POST /api/v1/auth/revoke. */
export const TOKEN_TYPE_HINTS = ['refresh_token', 'access_token'] as const;
export type TokenTypeHint = (typeof TOKEN_TYPE_HINTS)[number];

/** The 403 text when the current password given to change the email or the password is wrong. */
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
/** The 422 text of an email change without the current password. */
export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password to change your email address.';

/** The registration of an email that already has an account. */
export const USER_ALREADY_EXISTS = 'user already exists';
/** The 422 text when the two passwords differ. */
export const PASSWORDS_MUST_MATCH = 'Passwords must match';
/** The one answer of forgot-password, whether or not the email has an account. */
export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for that email, we have sent a link to reset your password.';
/** The reset-password error for an expired token; the client adds a link to ask again. */
export const RESET_TOKEN_EXPIRED = 'The password reset token has expired.';
