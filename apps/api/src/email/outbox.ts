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
  /**
   * A message a later change replaces (ADR 019): while one with this key is still
   * queued (not sent, not given up), queueing another replaces its content instead of
   * adding a second message. Once it is sent, the next one is a new message.
   */
  dedupeKey?: string;
  /** What the message is about ('plan:<id>'), so queued ones can be withdrawn (`withdrawQueued`). */
  topic?: string;
}

export async function enqueueEmail(tx: Queryable, email: OutboxEmail, now: Date): Promise<void> {
  // A replacement keeps its row (and its attempts, so a down server is not hammered)
  // but is due now, and bumps `version` so a worker sending the old content right now
  // does not mark the new content sent.
  await tx.query(
    `INSERT INTO email_outbox (user_id, kind, to_address, subject, text_body, html_body, created_at, next_attempt_at, dedupe_key, topic)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9)
     ON CONFLICT (dedupe_key) WHERE dedupe_key IS NOT NULL AND sent_at IS NULL AND failed_at IS NULL
     DO UPDATE SET user_id = EXCLUDED.user_id, kind = EXCLUDED.kind, to_address = EXCLUDED.to_address,
       subject = EXCLUDED.subject, text_body = EXCLUDED.text_body, html_body = EXCLUDED.html_body,
       topic = EXCLUDED.topic, next_attempt_at = EXCLUDED.next_attempt_at, version = email_outbox.version + 1`,
    [email.userId, email.kind, email.to, email.subject, email.text, email.html, now, email.dedupeKey ?? null, email.topic ?? null],
  );
}

/**
 * Withdraws the queued (unsent) messages about `topic`, except those whose dedupe key
 * is in `keep`: a deleted or unpublished plan's, or those to people taken off it. A
 * message already on the wire may still arrive; one sent is history.
 */
export async function withdrawQueued(tx: Queryable, topic: string, keep: readonly string[] = []): Promise<number> {
  const rows = await tx.query(
    `DELETE FROM email_outbox
     WHERE topic = $1 AND sent_at IS NULL AND failed_at IS NULL AND NOT (COALESCE(dedupe_key, '') = ANY($2::text[]))
     RETURNING id`,
    [topic, [...keep]],
  );
  return rows.length;
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
  version: number;
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
       RETURNING id, kind, to_address, subject, text_body, html_body, next_attempt_at, attempts, version`,
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
    const marked = await this.db.query(
      'UPDATE email_outbox SET attempts = attempts + 1, sent_at = $2, last_error = NULL, locked_until = NULL WHERE id = $1 AND version = $3 RETURNING id',
      [row.id, this.clock.now(), row.version],
    );
    if (marked.length === 0) {
      // Replaced while this copy was on the wire (ADR 019): the newer content is still
      // to go, so the row is released rather than marked sent.
      await this.db.query('UPDATE email_outbox SET attempts = attempts + 1, locked_until = NULL WHERE id = $1', [row.id]);
    }
    this.log.info({ emailId: row.id, kind: row.kind, transport: this.transport.kind, replaced: marked.length === 0 }, 'email delivered');
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
