import type { HelpContent } from '@planmywalk/contracts';
import { escapeHtml } from '../../email/messages.ts';
import { feedText, sanitizeFeedHtml } from '../../feeds/sanitize.ts';
import type { HelpQuestionRow } from './help.queries.ts';

/**
 * The help page as it leaves the server. Its HTML is stored by people, not by this code,
 * so it goes through the same cut-down sanitiser as the feeds' HTML on every answer:
 * whatever reaches the table, only text elements and https links reach a browser.
 */
export function presentHelp(title: string, rows: readonly HelpQuestionRow[]): HelpContent {
  const items = rows.map((row) => ({ id: row.id, question: feedText(row.question), answer: sanitizeFeedHtml(row.answer_html) }));
  return {
    title,
    content: items.map((item) => `<h3>${escapeHtml(item.question)}</h3>${item.answer}`).join('\n'),
    items,
  };
}
