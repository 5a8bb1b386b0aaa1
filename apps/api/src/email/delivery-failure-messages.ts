/**
 * The walker's emails when mail to their plan's emergency contact cannot be delivered
 * (ADR 064): the address bounced while the trip is still ahead, or the overdue email
 * itself did not reach them. The walker entered the address, so it is shown in full.
 */
import { FOOTER, escapeHtml, html, link } from './messages.ts';
import type { MailMessage } from './transport.ts';

export interface DeliveryFailureFacts {
  /** The walker's address. */
  to: string;
  /** The walker's first name, else their email. */
  firstName: string;
  /** The contact's first name, and the address as the walker entered it. */
  contactName: string;
  contactEmail: string;
  /** The trip's name, when the walker gave one. */
  tripName: string | null;
  planUrl: string;
}

const tripOf = (facts: DeliveryFailureFacts) => (facts.tripName ? `trip plan (${facts.tripName})` : 'trip plan');

function compose(facts: DeliveryFailureFacts, subject: string, lines: string[]): MailMessage {
  const text = [`Kia ora ${facts.firstName},`, '', ...lines.flatMap((line) => [line, '']), `Your plan: ${facts.planUrl}`, '', FOOTER];
  const blocks = [`Kia ora ${escapeHtml(facts.firstName)},`, ...lines.map(escapeHtml), link(facts.planUrl, 'Your plan')];
  return { to: facts.to, subject, text: text.join('\n'), html: html(blocks) };
}

/** The emergency contact's address bounced and the trip is still ahead: fix it and publish again. */
export function undeliverableContactEmail(facts: DeliveryFailureFacts): MailMessage {
  return compose(facts, `We could not deliver your trip plan to ${facts.contactName}`, [
    `We could not deliver your ${tripOf(facts)} to ${facts.contactName} at ${facts.contactEmail}. Check the address and publish the plan again, or your emergency contact will not be told if you are overdue.`,
  ]);
}

/** The overdue email to the emergency contact did not reach them: nobody has been told. */
export function overdueUndeliveredEmail(facts: DeliveryFailureFacts): MailMessage {
  return compose(facts, `We could not tell ${facts.contactName} you are overdue`, [
    `You have not checked in, and our email telling ${facts.contactName} you are overdue could not be delivered to ${facts.contactEmail}.`,
    `If you are safe, check in now. If you know someone is waiting to hear from you, contact them another way.`,
  ]);
}
