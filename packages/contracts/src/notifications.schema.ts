import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable } from './common.schema.ts';
import { Text } from './text.schema.ts';

/** An in-app notification (reminders before a trip, new alerts, the check-in request). */
export const AppNotification = Type.Object(
  {
    id: Type.Integer(),
    kind: Text({ description: "'reminder-48h', 'reminder-24h', 'alerts-changed', 'forecast-available', 'check-in-request' or 'overdue'." }),
    title: Text(),
    body: Text(),
    link: Nullable(Text({ description: 'A path of the web app (the plan, its alerts).' })),
    plan_id: Nullable(Text({ format: 'uuid' })),
    created_at: Text({ format: 'date-time' }),
    read: Type.Boolean(),
  },
  { title: 'AppNotification', additionalProperties: false },
);
export type AppNotification = Static<typeof AppNotification>;

/** GET notifications: the newest first, and how many are unread. */
export const NotificationsResponse = Type.Object(
  { notifications: Type.Array(AppNotification, { maxItems: 100 }), unread: Type.Integer({ minimum: 0 }) },
  { title: 'NotificationsResponse', additionalProperties: false },
);
export type NotificationsResponse = Static<typeof NotificationsResponse>;

/** POST notifications/read: these ids, or every one when `ids` is left out. */
export const MarkNotificationsRead = Type.Object(
  { ids: Type.Optional(Type.Array(Id(), { maxItems: 100 })) },
  { title: 'MarkNotificationsRead', additionalProperties: false },
);
export type MarkNotificationsRead = Static<typeof MarkNotificationsRead>;

/** POST check-in: the one-click link's token from the check-in email. */
export const CheckInRequest = Type.Object(
  { token: Text({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) },
  { title: 'CheckInRequest', additionalProperties: false },
);
export type CheckInRequest = Static<typeof CheckInRequest>;

/** 'I'm back safely' recorded: for which trip, and when. */
export const CheckInResponse = Type.Object(
  {
    plan_id: Text({ format: 'uuid' }),
    title: Text(),
    checked_in_at: Text({ format: 'date-time' }),
    contact_was_alerted: Type.Boolean({ description: 'The emergency contact had been emailed that the walker was overdue, and is now told they are back.' }),
  },
  { title: 'CheckInResponse', additionalProperties: false },
);
export type CheckInResponse = Static<typeof CheckInResponse>;

export const CHECK_IN_LINK_INVALID = 'This check-in link is not valid any more. Log in and check in from your plan.';
export const CHECK_IN_NOT_YET = 'You can check in once your trip has started.';
