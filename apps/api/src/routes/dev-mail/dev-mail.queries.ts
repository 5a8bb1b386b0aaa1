import type { DevMailboxMessage } from '@planmywalk/contracts';
import type { Queryable } from '../../db/database.ts';

const SHOWN = 100;

type MailRow = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: Date;
};

/** The newest messages of the development mailbox, optionally only those to one address. */
export async function listMail(db: Queryable, to: string | undefined): Promise<DevMailboxMessage[]> {
  const rows = await db.query<MailRow>(
    `SELECT id, to_address AS "to", subject, text_body AS text, html_body AS html, created_at
     FROM dev_mailbox WHERE ($1::text IS NULL OR lower(to_address) = $1)
     ORDER BY created_at DESC, id DESC LIMIT $2`,
    [to?.trim().toLowerCase() || null, SHOWN],
  );
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}
