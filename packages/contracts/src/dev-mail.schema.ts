import { Type, type Static } from '@sinclair/typebox';

/**
 * A message of the development mailbox: GET /dev/mailbox (only when the server has no
 * SMTP_URL) answers these, newest first, so a developer or an end-to-end test can read an
 * activation code or a reset link.
 */
export const DevMailboxMessage = Type.Object(
  {
    id: Type.Integer(),
    to: Type.String(),
    subject: Type.String(),
    text: Type.String(),
    html: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'DevMailboxMessage', additionalProperties: false },
);
export type DevMailboxMessage = Static<typeof DevMailboxMessage>;

export const DevMailboxResponse = Type.Array(DevMailboxMessage);
export type DevMailboxResponse = Static<typeof DevMailboxResponse>;
