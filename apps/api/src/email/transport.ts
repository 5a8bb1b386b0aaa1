import nodemailer from 'nodemailer';
import type { Queryable } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header (`<…@…>`): the outbox gives each row's content one, the same on every attempt. */
  messageId?: string;
}

/** Where the outbox worker hands a message. Throwing means "not delivered, try again later". */
export interface MailTransport {
  readonly kind: 'smtp' | 'mailbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** An SMTP error whose code says the server will never take this message (5xx). */
export function isPermanentFailure(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'responseCode' in error ? Number(error.responseCode) : NaN;
  return code >= 500 && code < 600;
}

/**
 * A permanent refusal of the recipient itself (ADR 064): 5xx to RCPT TO, which nodemailer
 * reports as an envelope error naming the address. Other 5xx (to MAIL FROM, to the data:
 * our sender, our size, our content) say nothing about the address and do not mark it.
 */
export function isRecipientRefused(error: unknown): boolean {
  if (!isPermanentFailure(error)) return false;
  const { code, command } = error as { code?: unknown; command?: unknown };
  return code === 'EENVELOPE' || (typeof command === 'string' && /^RCPT\b/i.test(command));
}

/** nodemailer over SMTP (`SMTP_URL`, e.g. smtp://user:pass@smtp.example.org:587). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // A dead server must fail the attempt quickly, well inside the worker's claim on the row.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.messageId ? { messageId: message.messageId } : {}),
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * Development: no SMTP server, so each message is stored in dev_mailbox and shown at
 * /dev/mailbox and /dev/mail, where a new user can read their activation code.
 */
export function mailboxTransport(db: Queryable, clock: Clock): MailTransport {
  return {
    kind: 'mailbox',
    async send(message) {
      await db.query('INSERT INTO dev_mailbox (to_address, subject, text_body, html_body, created_at) VALUES ($1, $2, $3, $4, $5)', [
        message.to,
        message.subject,
        message.text,
        message.html,
        clock.now(),
      ]);
    },
    close: () => undefined,
  };
}
