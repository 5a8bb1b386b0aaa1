/**
 * The transactional email outbox. `enqueueEmail` writes a row inside the caller's
 * transaction, so an email exists exactly when the change that causes it committed.
 * `EmailOutbox.deliverDue` claims due rows, hands them to the transport and records the
 * outcome; a failed attempt is retried with exponential backoff, so a message survives
 * SMTP (or this process) being down.
 *
 * Claiming works across replicas: `FOR UPDATE SKIP LOCKED` keeps two workers off the same
 * row at the same moment, and `locked_until` keeps it claimed while it is being sent
 * outside any transaction (a worker that dies mid-send loses its claim when that passes,
 * and the message is sent again: at least once, never lost).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database.ts';
import { addSeconds, type Clock } from '../lib/clock.ts';
import { isPermanentFailure, type MailMessage, type MailTransport } from './transport.ts';

export interface OutboxEmail extends MailMessage {
  /** What caused it (activation, password-reset, …): for logs and inspection. */
  kind: string;
  /** Whose it is: deleted with the account. */
  userId: number | null;
}

export async function enqueueEmail(tx: Queryable, email: OutboxEmail, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO email_outbox (user_id, kind, to_address, subject, text_body, html_body, created_at, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
    [email.userId, email.kind, email.to, email.subject, email.text, email.html, now],
  );
}

export interface OutboxOptions {
  /** Rows claimed per round. */
  batchSize: number;
  /** How long a claim lasts; longer than the transport's worst-case send time. */
  claimSeconds: number;
  /** First retry delay; doubled per failed attempt up to maxRetrySeconds. */
  retryBaseSeconds: number;
  maxRetrySeconds: number;
  /** A message the server refuses permanently (5xx) is given up after this many attempts. */
  permanentFailureAttempts: number;
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  batchSize: 20,
  claimSeconds: 120,
  retryBaseSeconds: 30,
  maxRetrySeconds: 3600,
  permanentFailureAttempts: 3,
};

type ClaimedRow = {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  next_attempt_at: Date;
  attempts: number;
};

export interface DeliveryReport {
  sent: number;
  failed: number;
}

export class EmailOutbox {
  private readonly options: OutboxOptions;

  constructor(
    private readonly db: Database,
    readonly transport: MailTransport,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    options: Partial<OutboxOptions> = {},
  ) {
    this.options = { ...DEFAULT_OUTBOX_OPTIONS, ...options };
  }

  /** Seconds to wait after the n-th failed attempt (n ≥ 1): 30 s, 60 s, 2 min, … capped at 1 h. */
  retryDelaySeconds(attempts: number): number {
    return Math.min(this.options.maxRetrySeconds, this.options.retryBaseSeconds * 2 ** Math.max(0, attempts - 1));
  }

  private async claim(): Promise<ClaimedRow[]> {
    const now = this.clock.now();
    const rows = await this.db.query<ClaimedRow>(
      `UPDATE email_outbox SET locked_until = $1
       WHERE id IN (
         SELECT id FROM email_outbox
         WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= $2
           AND (locked_until IS NULL OR locked_until <= $2)
         ORDER BY next_attempt_at, id
         LIMIT $3
         FOR UPDATE SKIP LOCKED)
       RETURNING id, kind, to_address, subject, text_body, html_body, next_attempt_at, attempts`,
      [addSeconds(now, this.options.claimSeconds), now, this.options.batchSize],
    );
    // RETURNING does not keep the subquery's order (PostgreSQL returns rows as it updates
    // them): send in queue order, so a newer message to someone never overtakes an older one.
    return rows.sort((a, b) => a.next_attempt_at.getTime() - b.next_attempt_at.getTime() || a.id - b.id);
  }

  private async deliver(row: ClaimedRow): Promise<boolean> {
    try {
      await this.transport.send({ to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body });
    } catch (error) {
      const attempts = row.attempts + 1;
      const now = this.clock.now();
      const giveUp = isPermanentFailure(error) && attempts >= this.options.permanentFailureAttempts;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      await this.db.query(
        `UPDATE email_outbox SET attempts = $2, last_error = $3, next_attempt_at = $4, locked_until = NULL, failed_at = $5
         WHERE id = $1`,
        [row.id, attempts, message, addSeconds(now, this.retryDelaySeconds(attempts)), giveUp ? now : null],
      );
      this.log.warn({ emailId: row.id, kind: row.kind, attempts, err: error, gaveUp: giveUp }, 'email not delivered');
      return false;
    }
    await this.db.query(
      'UPDATE email_outbox SET attempts = attempts + 1, sent_at = $2, last_error = NULL, locked_until = NULL WHERE id = $1',
      [row.id, this.clock.now()],
    );
    this.log.info({ emailId: row.id, kind: row.kind, transport: this.transport.kind }, 'email delivered');
    return true;
  }

  /** Delivers every due message (in batches) and reports how many went and how many failed. */
  async deliverDue(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, failed: 0 };
    for (;;) {
      const rows = await this.claim();
      for (const row of rows) {
        if (await this.deliver(row)) report.sent += 1;
        else report.failed += 1;
      }
      // A short batch means nothing else is due; failed rows are not due again until later.
      if (rows.length < this.options.batchSize) return report;
    }
  }

  close(): void {
    this.transport.close();
  }
}
