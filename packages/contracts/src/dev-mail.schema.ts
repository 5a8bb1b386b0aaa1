import { Type, type Static } from '@sinclair/typebox';
import { Text } from './text.schema.ts';

/**
 * A message of the development mailbox: GET /dev/mailbox (only when the server has no
 * SMTP_URL) answers these, newest first, so a developer or an end-to-end test can read an
 * activation code or a reset link.
 */
export const DevMailboxMessage = Type.Object(
  {
    id: Type.Integer(),
    to: Text(),
    subject: Text(),
    text: Text(),
    html: Text(),
    created_at: Text({ format: 'date-time' }),
  },
  { title: 'DevMailboxMessage', additionalProperties: false },
);
export type DevMailboxMessage = Static<typeof DevMailboxMessage>;

export const DevMailboxResponse = Type.Array(DevMailboxMessage);
export type DevMailboxResponse = Static<typeof DevMailboxResponse>;
