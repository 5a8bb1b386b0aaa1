import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable } from './common.schema.ts';
import { Text } from './text.schema.ts';
import { NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from './accounts.constants.ts';
import { TEXT_MAX_LENGTH } from './plans.constants.ts';
import { EMAIL_MAX_LENGTH } from './email.ts';
import { Contact, User } from './user.schema.ts';

/**
 * POST user/contact and PUT user/contact/{id} (spec part 2 §7): a contact of the user's
 * contact book. First and last name are required; email, phone and relationship are
 * optional. `adult` is worked out by the server (email and phone both present); a
 * contact's email, once set, cannot be changed (spec part 2 §5).
 */
export const ContactInput = Type.Object(
  {
    id: Type.Optional(Nullable(Id({ description: 'null (or absent) for a new contact.' }))),
    first_name: Text({ minLength: 1, maxLength: NAME_MAX_LENGTH }),
    last_name: Text({ minLength: 1, maxLength: NAME_MAX_LENGTH }),
    email: Type.Optional(Nullable(Text({ maxLength: EMAIL_MAX_LENGTH }))),
    phone: Type.Optional(Nullable(Text({ maxLength: PHONE_MAX_LENGTH }))),
    relationship: Type.Optional(Nullable(Text({ maxLength: TEXT_MAX_LENGTH }))),
    adult: Type.Optional(Type.Boolean({ description: 'Ignored: the server sets it.' })),
  },
  { title: 'ContactInput', additionalProperties: false },
);
export type ContactInput = Static<typeof ContactInput>;

/** POST user/contact answers the user and the new contact. */
export const ContactCreatedResponse = Type.Object(
  { user: User, new_contact: Contact },
  { title: 'ContactCreatedResponse', additionalProperties: false },
);
export type ContactCreatedResponse = Static<typeof ContactCreatedResponse>;

/** Contacts a user may keep. */
export const CONTACTS_MAX = 200;
