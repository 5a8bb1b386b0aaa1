import type { Queryable } from '../../db/database.ts';

export type NotificationRow = {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  plan_id: string | null;
  created_at: Date;
  read_at: Date | null;
};

export async function listNotifications(db: Queryable, userId: number, limit: number): Promise<{ rows: NotificationRow[]; unread: number }> {
  const rows = await db.query<NotificationRow>(
    'SELECT id, kind, title, body, link, plan_id, created_at, read_at FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2',
    [userId, limit],
  );
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL', [userId]);
  return { rows, unread: count?.n ?? 0 };
}
