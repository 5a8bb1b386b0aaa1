import type { NotificationsResponse } from '@planmywalk/contracts';
import type { NotificationRow } from './notifications.queries.ts';

export function presentNotifications({ rows, unread }: { rows: NotificationRow[]; unread: number }): NotificationsResponse {
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      link: row.link,
      plan_id: row.plan_id,
      created_at: row.created_at.toISOString(),
      read: row.read_at !== null,
    })),
    unread,
  };
}
