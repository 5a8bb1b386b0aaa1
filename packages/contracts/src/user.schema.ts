import { Type, type Static, type TUnsafe } from '@sinclair/typebox';
import { Nullable } from './common.schema.ts';
import {
  PASSWORD_MAX_LENGTH,
  ACTIVATION_CODE_LENGTH,
  GENDERS,
  EXPERIENCE_LEVELS,
  NOTIFICATION_TOGGLE_FIELDS,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from './accounts.constants.ts';
import { EMAIL_MAX_LENGTH } from './email.ts';
import { PlanSummary } from './plans.schema.ts';
import { Text } from './text.schema.ts';

// An enum rather than a union of literals: validation then says "must be one of …" once.
const StringEnum = <T extends string>(values: readonly T[], description?: string): TUnsafe<T> =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });


export type Gender = (typeof GENDERS)[number];
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export const Gender = StringEnum(GENDERS);
export const ExperienceLevel = StringEnum(EXPERIENCE_LEVELS, 'Tramping experience level.');

const EmailInApp = Type.Object({ Email: Type.Boolean(), InApp: Type.Boolean() }, { additionalProperties: false });

/**
 * Which notifications the user wants (spec part 2 §3). New accounts have every one on:
 * missing a weather warning or the emergency contact's end-of-trip email is the unsafe
 * default, an extra email is not.
 */
export const NotificationSettings = Type.Object(
  {
    fortyEightPrior: EmailInApp,
    twentyFourPrior: EmailInApp,
    changedAlerts: EmailInApp,
    endTripEmergencyContact: Type.Object({ Email: Type.Boolean() }, { additionalProperties: false }),
  },
  { title: 'NotificationSettings', additionalProperties: false },
);
export type NotificationSettings = Static<typeof NotificationSettings>;


export const Portrait = Type.Object({ url: Text() }, { additionalProperties: false });
export type Portrait = Static<typeof Portrait>;

/** An entry of the wishlist (spec part 1 §3: id and type). */
export const WishlistEntry = Type.Object(
  { id: Type.Integer(), type: Text({ description: 'Track, Hut, Campsite or Custom Track' }) },
  { additionalProperties: false },
);
export type WishlistEntry = Static<typeof WishlistEntry>;

/** A contact of the user's contact book (spec part 2 §3). */
export const Contact = Type.Object(
  {
    id: Type.Integer(),
    first_name: Text(),
    last_name: Text(),
    fullname: Text(),
    email: Nullable(Text()),
    phone: Nullable(Text()),
    relationship: Nullable(Text()),
    portrait: Nullable(Portrait),
    adult: Type.Boolean({ description: 'True when both email and phone are present.' }),
  },
  { additionalProperties: false },
);
export type Contact = Static<typeof Contact>;

/** GET /api/v1/user and every call that answers "the user". */
export const User = Type.Object(
  {
    id: Type.Integer(),
    first_name: Nullable(Text()),
    last_name: Nullable(Text()),
    email: Text(),
    portrait: Nullable(Portrait),
    level: Nullable(ExperienceLevel),
    gender: Nullable(Gender),
    dob: Nullable(Text({ description: 'Date of birth, YYYY-MM-DD.' })),
    phone: Nullable(Text()),
    verified: Type.Boolean({ description: 'The email address has been confirmed with the activation code.' }),
    pending_email: Nullable(
      Text({ description: 'A new email address waiting for its confirmation link to be opened; `email` stays until then.' }),
    ),
    inited: Type.Boolean({ description: 'Profile setup is done (set by the first PUT /api/v1/user).' }),
    is_admin: Type.Boolean({ description: 'An administrator, who approves review photos (granted with `pnpm admin:grant`).' }),
    plans: Type.Array(PlanSummary, { description: "The user's trip plans (own and shared with them), last edited first." }),
    wishlisted: Type.Array(WishlistEntry),
    contacts: Type.Array(Contact),
    notifications: NotificationSettings,
    alert_toggled: Type.Boolean({ description: 'The user has changed a notification setting at least once.' }),
  },
  { title: 'User', additionalProperties: false },
);
export type User = Static<typeof User>;

/** POST /api/v1/user (JSON). */
export const RegisterRequest = Type.Object(
  {
    email: Text({ maxLength: EMAIL_MAX_LENGTH }),
    password: Text({ maxLength: PASSWORD_MAX_LENGTH }),
    agreed_to_terms: Type.Boolean({ description: 'Must be true: the privacy policies and terms of use are accepted.' }),
  },
  { title: 'RegisterRequest', additionalProperties: false },
);
export type RegisterRequest = Static<typeof RegisterRequest>;

/** A call that answers `{ success }` succeeded. */
export const SuccessResponse = Type.Object({ success: Type.Literal(true) }, { title: 'SuccessResponse', additionalProperties: false });
export type SuccessResponse = Static<typeof SuccessResponse>;

/**
 * How register and reset-password fail: `success: false` and the text to show. The
 * registration of a known email answers 409 with error 'user already exists'.
 */
export const FailureResponse = Type.Object(
  { success: Type.Literal(false), error: Text() },
  { title: 'FailureResponse', additionalProperties: false },
);
export type FailureResponse = Static<typeof FailureResponse>;

export const RegisterResponse = SuccessResponse;
export type RegisterResponse = SuccessResponse;


/** POST /api/v1/activate (JSON); a bearer token is optional. */
export const ActivateRequest = Type.Object(
  { code: Text({ maxLength: 50, description: `The ${ACTIVATION_CODE_LENGTH}-character code from the activation email.` }) },
  { title: 'ActivateRequest', additionalProperties: false },
);
export type ActivateRequest = Static<typeof ActivateRequest>;

/**
 * PUT /api/v1/user (JSON): the profile form. First name, last name, gender and level are
 * required; a field left out (email, dob, portrait, phone) keeps its value and `null`
 * clears it. `portrait` is the id of an image uploaded with POST /api/v1/upload.
 *
 * A different `email` needs `current_password`, and does not replace the email at once:
 * a link goes to the new address (the user's `pending_email` until it is opened with
 * POST /api/v1/confirm-email), and the old address is told, with a link to undo.
 */
export const ProfileUpdate = Type.Object(
  {
    firstname: Text({ maxLength: NAME_MAX_LENGTH }),
    lastname: Text({ maxLength: NAME_MAX_LENGTH }),
    email: Type.Optional(Text({ maxLength: EMAIL_MAX_LENGTH })),
    gender: Gender,
    dob: Type.Optional(
      Nullable(Text({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD; not in the future, at most 120 years ago.' })),
    ),
    portrait: Type.Optional(Nullable(Text({ maxLength: 64, description: 'Id of an uploaded image, or null to remove.' }))),
    level: ExperienceLevel,
    phone: Type.Optional(Nullable(Text({ maxLength: PHONE_MAX_LENGTH }))),
    current_password: Type.Optional(
      Text({ maxLength: PASSWORD_MAX_LENGTH, description: 'Required when `email` differs from the current one.' }),
    ),
  },
  { title: 'ProfileUpdate', additionalProperties: false },
);
export type ProfileUpdate = Static<typeof ProfileUpdate>;

/** POST /api/v1/update-password (form): the current password, the new one and its repeat. */
export const UpdatePasswordForm = Type.Object(
  {
    currentpassword: Text({ maxLength: PASSWORD_MAX_LENGTH, description: 'The password in use now.' }),
    newpassword: Text({ maxLength: PASSWORD_MAX_LENGTH }),
    repassword: Text({ maxLength: PASSWORD_MAX_LENGTH }),
  },
  { title: 'UpdatePasswordForm', additionalProperties: false },
);

/** POST /api/v1/confirm-email (JSON): the token of the link sent to the new address. */
export const ConfirmEmailRequest = Type.Object(
  { token: Text({ maxLength: 200 }) },
  { title: 'ConfirmEmailRequest', additionalProperties: false },
);
export type ConfirmEmailRequest = Static<typeof ConfirmEmailRequest>;

/** The answer of a confirmed change: the account's email address now. */
export const ConfirmEmailResponse = Type.Object(
  { success: Type.Literal(true), email: Text() },
  { title: 'ConfirmEmailResponse', additionalProperties: false },
);
export type ConfirmEmailResponse = Static<typeof ConfirmEmailResponse>;

/** POST /api/v1/undo-email-change (JSON): the token of the link sent to the old address. */
export const UndoEmailChangeRequest = Type.Object(
  { token: Text({ maxLength: 200 }) },
  { title: 'UndoEmailChangeRequest', additionalProperties: false },
);
export type UndoEmailChangeRequest = Static<typeof UndoEmailChangeRequest>;

/**
 * An undone change: the email is the old address again, every session has ended and
 * the password no longer works (whoever changed the email knew it). `recovery_token`
 * sets a new one with POST /api/v1/reset-password (1 hour, as a reset link).
 */
export const UndoEmailChangeResponse = Type.Object(
  { success: Type.Literal(true), email: Text(), recovery_token: Text() },
  { title: 'UndoEmailChangeResponse', additionalProperties: false },
);
export type UndoEmailChangeResponse = Static<typeof UndoEmailChangeResponse>;
export type UpdatePasswordForm = Static<typeof UpdatePasswordForm>;


/** POST /api/v1/forgot-password (JSON). */
export const ForgotPasswordRequest = Type.Object(
  { email: Text({ maxLength: EMAIL_MAX_LENGTH }) },
  { title: 'ForgotPasswordRequest', additionalProperties: false },
);
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequest>;

export const ForgotPasswordResponse = Type.Object(
  { message: Text() },
  { title: 'ForgotPasswordResponse', additionalProperties: false },
);
export type ForgotPasswordResponse = Static<typeof ForgotPasswordResponse>;

/** POST /api/v1/reset-password (JSON): the token from the emailed link and the new password. */
export const ResetPasswordRequest = Type.Object(
  { password: Text({ maxLength: PASSWORD_MAX_LENGTH }), token: Text({ maxLength: 200 }) },
  { title: 'ResetPasswordRequest', additionalProperties: false },
);
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;


/** POST /api/v1/toggle-alert (form). An unknown field name is answered 422. */
export const ToggleAlertForm = Type.Object(
  {
    toggledFieldName: Text({ maxLength: 100, description: `One of ${NOTIFICATION_TOGGLE_FIELDS.join(', ')}.` }),
    toggledFieldValue: StringEnum(['1', '0'] as const, "'1' on, '0' off."),
  },
  { title: 'ToggleAlertForm', additionalProperties: false },
);
export type ToggleAlertForm = Static<typeof ToggleAlertForm>;

/** DELETE /api/v1/user answers `SuccessResponse`. */
export const DeleteUserResponse = SuccessResponse;
export type DeleteUserResponse = SuccessResponse;
