import type { Queryable } from '../../db/database.ts';

export type HelpQuestionRow = { id: number; question: string; answer_html: string };

/** The help page's title; null before the page exists (a database without migration 013's seed). */
export async function findHelpTitle(db: Queryable): Promise<string | null> {
  const [row] = await db.query<{ title: string }>('SELECT title FROM help_page WHERE id = 1');
  return row?.title ?? null;
}

/** The help page's questions, in their order on the page. */
export async function listHelpQuestions(db: Queryable): Promise<HelpQuestionRow[]> {
  return db.query<HelpQuestionRow>('SELECT id, question, answer_html FROM help_questions ORDER BY position');
}
