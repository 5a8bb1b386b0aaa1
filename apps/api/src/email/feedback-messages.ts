/**
 * The email that carries a walker's feedback to the council (POST feedback). Everything
 * in it was typed by a stranger: every value is escaped in the HTML, and the subject
 * holds only values the server chose (the rating and the category).
 */
import type { FeedbackCategory } from '@planmywalk/contracts';
import { escapeHtml, html } from './messages.ts';
import type { MailMessage } from './transport.ts';

export interface FeedbackEmailFacts {
  id: number;
  rating: number;
  category: FeedbackCategory;
  comments: string;
  /** The address the sender gave for an answer, if any. */
  email: string | null;
  deviceInfo: string | null;
  /** The account it was sent from; null for a guest. */
  account: { id: number; email: string } | null;
  sentAt: Date;
}

const CATEGORY_NAMES: Record<FeedbackCategory, string> = {
  problem: 'Problem',
  suggestion: 'Suggestion',
  compliment: 'Compliment',
  other: 'Other',
};

export function feedbackEmail(to: string, facts: FeedbackEmailFacts): MailMessage {
  const category = CATEGORY_NAMES[facts.category];
  const from = facts.account ? `Signed-in user #${facts.account.id} (${facts.account.email})` : 'A guest';
  const answerTo = facts.email ?? 'No address given';
  const device = facts.deviceInfo ?? 'Not given';
  const rows: Array<[string, string]> = [
    ['Rating', `${facts.rating} out of 10`],
    ['Category', category],
    ['From', from],
    ['Answer to', answerTo],
    ['Device', device],
    ['Sent', facts.sentAt.toISOString()],
  ];
  return {
    to,
    subject: `Plan My Walk feedback #${facts.id}: ${category}, ${facts.rating}/10`,
    text: [
      'New feedback from the Plan My Walk app.',
      '',
      ...rows.map(([name, value]) => `${name}: ${value}`),
      '',
      'Comments:',
      facts.comments,
    ].join('\n'),
    html: html([
      'New feedback from the Plan My Walk app.',
      rows.map(([name, value]) => `<strong>${escapeHtml(name)}:</strong> ${escapeHtml(value)}`).join('<br>'),
      '<strong>Comments:</strong>',
      `<span style="white-space: pre-wrap;">${escapeHtml(facts.comments)}</span>`,
    ]),
  };
}
