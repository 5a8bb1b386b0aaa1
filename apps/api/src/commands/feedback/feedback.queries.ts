import type { FeedbackCategory } from '@planmywalk/contracts';
import type { Queryable } from '../../db/database.ts';

export interface FeedbackRow {
  userId: number | null;
  rating: number;
  category: FeedbackCategory;
  comments: string;
  email: string | null;
  deviceInfo: string | null;
  createdAt: Date;
}

export async function insertFeedback(tx: Queryable, row: FeedbackRow): Promise<number> {
  const [inserted] = await tx.query<{ id: string | number }>(
    `INSERT INTO feedback (user_id, rating, category, comments, email, device_info, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [row.userId, row.rating, row.category, row.comments, row.email, row.deviceInfo, row.createdAt],
  );
  if (!inserted) throw new Error('the feedback was not stored');
  return Number(inserted.id);
}

/** The sender's account email, so the council can answer a signed-in user who left no address. */
export async function findAccountEmail(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
  return row?.email ?? null;
}
