/**
 * The transactional email outbox. `enqueueEmail` writes a row inside the caller's
 * transaction, so an email exists exactly when the change that causes it committed.
 * `EmailOutbox.deliverDue` claims due rows, hands them to the transport and records the
 * outcome; a failed attempt is retried with exponential backoff, so a message survives
 * SMTP (or this process) being down.
 *
 * Each email is sent by one process (ADR 062). Rows are claimed a few at a time with
 * `FOR UPDATE SKIP LOCKED`, a short lease (`locked_until`, 30 s) and the claim's own name
 * (`claimed_by`). While the worker is sending, a heartbeat renews the lease, so a slow
 * mail server never lets it run out under a live process; before each send the worker
 * checks (compare-and-set on `claimed_by`) that the row is still its own, and marks it
 * sent only if it still is. A process that dies loses its claims when the lease passes,
 * within about 30 s, and another sends them: at least once, never lost. A message the dead
 * process had on the wire may then arrive twice; its Message-ID is the same both times,
 * so a duplicate can be recognised (mail clients and servers drop a repeated one).
 */
import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database.ts';
import { addSeconds, type Clock } from '../lib/clock.ts';
import { isPermanentFailure, isRecipientRefused, type MailMessage, type MailTransport } from './transport.ts';

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
  /** Rows claimed at a time: few, so the other replicas share a long queue. */
  batchSize: number;
  /** How long a claim lasts without renewal: how long a dead process's mail waits for another. */
  claimSeconds: number;
  /** How often a sending worker renews its claim; well inside `claimSeconds`. */
  heartbeatSeconds: number;
  /** First retry delay; doubled per failed attempt up to maxRetrySeconds. */
  retryBaseSeconds: number;
  maxRetrySeconds: number;
  /** A message the server refuses permanently (5xx) is given up after this many attempts. */
  permanentFailureAttempts: number;
  /** The right-hand side of each Message-ID (PUBLIC_URL's host). */
  messageIdDomain: string;
  /** Who claims, in `claimed_by` (host and pid by default), for a person looking at the table. */
  workerName: string;
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  batchSize: 5,
  claimSeconds: 30,
  heartbeatSeconds: 10,
  retryBaseSeconds: 30,
  maxRetrySeconds: 3600,
  permanentFailureAttempts: 3,
  messageIdDomain: 'planmywalk.nz',
  workerName: `${os.hostname()}:${process.pid}`,
};

type ClaimedRow = { id: number; next_attempt_at: Date };

/** One message's final outcome, for what follows from it (ADR 064: bounced addresses). */
export interface DeliveredMessage {
  id: number;
  kind: string;
  userId: number | null;
  to: string;
  topic: string | null;
}

/**
 * Told when a message is delivered or given up. A listener's failure is logged and never
 * undoes the outcome: the message's row already says what happened.
 */
export interface DeliveryListener {
  /** The server accepted it; `attemptedAt` is when this send began. */
  delivered(message: DeliveredMessage, attemptedAt: Date): Promise<void>;
  /** Given up: `recipientRefused` when the server refused the address itself (5xx to RCPT TO). */
  gaveUp(message: DeliveredMessage, reason: string, recipientRefused: boolean): Promise<void>;
}

type ConfirmedRow = {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  version: number;
  created_at: Date;
  user_id: number | null;
  topic: string | null;
};

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/**
 * The Message-ID of one outbox row's content: the same for every attempt (and every
 * process) that sends it, so a copy sent twice after a crash is recognisably one message.
 * A replacement (ADR 019: a re-publish while queued) is new content and gets a new one, so
 * no client drops the newer plan as a duplicate of the older. The hash keeps ids unique
 * across databases (a new database starts its ids at 1 again).
 */
export function outboxMessageId(row: { id: number; version: number; created_at: Date }, domain: string): string {
  const hash = createHash('sha256').update(`${row.id}:${row.version}:${row.created_at.toISOString()}`).digest('hex').slice(0, 16);
  return `<outbox-${row.id}.${row.version}-${hash}@${domain}>`;
}

export class EmailOutbox {
  private readonly options: OutboxOptions;
  private stopping = false;

  constructor(
    private readonly db: Database,
    readonly transport: MailTransport,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    options: Partial<OutboxOptions> = {},
    private readonly listener: DeliveryListener | null = null,
  ) {
    this.options = { ...DEFAULT_OUTBOX_OPTIONS, ...options };
    if (this.options.heartbeatSeconds * 2 > this.options.claimSeconds) {
      throw new Error(`the outbox's heartbeat (${this.options.heartbeatSeconds} s) must come at least twice per claim (${this.options.claimSeconds} s)`);
    }
  }

  /** Seconds to wait after the n-th failed attempt (n ≥ 1): 30 s, 60 s, 2 min, … capped at 1 h. */
  retryDelaySeconds(attempts: number): number {
    return Math.min(this.options.maxRetrySeconds, this.options.retryBaseSeconds * 2 ** Math.max(0, attempts - 1));
  }

  private lease(): Date {
    return addSeconds(this.clock.now(), this.options.claimSeconds);
  }

  private async claim(token: string): Promise<ClaimedRow[]> {
    const now = this.clock.now();
    const rows = await this.db.query<ClaimedRow>(
      `UPDATE email_outbox SET locked_until = $1, claimed_by = $4
       WHERE id IN (
         SELECT id FROM email_outbox
         WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= $2
           AND (locked_until IS NULL OR locked_until <= $2)
         ORDER BY next_attempt_at, id
         LIMIT $3
         FOR UPDATE SKIP LOCKED)
       RETURNING id, next_attempt_at`,
      [this.lease(), now, this.options.batchSize, token],
    );
    // RETURNING does not keep the subquery's order (PostgreSQL returns rows as it updates
    // them): send in queue order, so a newer message to someone never overtakes an older one.
    return rows.sort((a, b) => a.next_attempt_at.getTime() - b.next_attempt_at.getTime() || a.id - b.id);
  }

  /**
   * Right before a send: the row is still this claim's (compare-and-set), still unsent,
   * and its lease runs from now; answers its current content (a replacement made while it
   * waited in the batch goes out as it is now), or null when it is no longer ours to send
   * (the claim ran out and another worker took it, or the message was withdrawn).
   */
  private async confirm(id: number, token: string): Promise<ConfirmedRow | null> {
    const [row] = await this.db.query<ConfirmedRow>(
      `UPDATE email_outbox SET locked_until = $3
       WHERE id = $1 AND claimed_by = $2 AND sent_at IS NULL AND failed_at IS NULL
       RETURNING id, kind, to_address, subject, text_body, html_body, attempts, version, created_at, user_id, topic`,
      [id, token, this.lease()],
    );
    return row ?? null;
  }

  /** Renews every row this claim holds; a failure is logged, and the next send's check decides. */
  private startHeartbeat(token: string): () => Promise<void> {
    let beating: Promise<unknown> | null = null;
    const beat = () => {
      if (beating) return;
      beating = this.db
        .query('UPDATE email_outbox SET locked_until = $2 WHERE claimed_by = $1 AND sent_at IS NULL AND failed_at IS NULL', [token, this.lease()])
        .catch((error: unknown) => this.log.warn({ err: error, claim: token }, 'could not renew the email claim'))
        .finally(() => (beating = null));
    };
    const timer = setInterval(beat, this.options.heartbeatSeconds * 1000);
    // The heartbeat alone must not keep a finished process alive.
    timer.unref();
    return async () => {
      clearInterval(timer);
      await beating;
    };
  }

  /** A listener's trouble is logged: the message's own outcome is already recorded. */
  private async tell(row: ConfirmedRow, event: (listener: DeliveryListener, message: DeliveredMessage) => Promise<void>): Promise<void> {
    if (!this.listener) return;
    const message: DeliveredMessage = { id: row.id, kind: row.kind, userId: row.user_id, to: row.to_address, topic: row.topic };
    try {
      await event(this.listener, message);
    } catch (error) {
      this.log.error({ err: error, emailId: row.id, kind: row.kind }, 'could not record what followed an email delivery');
    }
  }

  private async deliver(row: ConfirmedRow, token: string): Promise<boolean> {
    const messageId = outboxMessageId(row, this.options.messageIdDomain);
    const attemptedAt = this.clock.now();
    try {
      await this.transport.send({ to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body, messageId });
    } catch (error) {
      const attempts = row.attempts + 1;
      const now = this.clock.now();
      // A refused address is given up at once (ADR 064): it will not start existing on a
      // retry, and the walker needs to hear now, not after three attempts over minutes.
      const refused = isRecipientRefused(error);
      const giveUp = refused || (isPermanentFailure(error) && attempts >= this.options.permanentFailureAttempts);
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const given = await this.db.query(
        `UPDATE email_outbox SET attempts = $2, last_error = $3, next_attempt_at = $4, locked_until = NULL, claimed_by = NULL, failed_at = $5
         WHERE id = $1 AND claimed_by = $6 RETURNING id`,
        [row.id, attempts, message, addSeconds(now, this.retryDelaySeconds(attempts)), giveUp ? now : null, token],
      );
      this.log.warn({ emailId: row.id, kind: row.kind, attempts, err: error, gaveUp: giveUp }, 'email not delivered');
      if (giveUp && given.length > 0) await this.tell(row, (listener, m) => listener.gaveUp(m, message, refused));
      return false;
    }
    const marked = await this.db.query(
      `UPDATE email_outbox SET attempts = attempts + 1, sent_at = $2, last_error = NULL, locked_until = NULL
       WHERE id = $1 AND version = $3 AND claimed_by = $4 RETURNING id`,
      [row.id, this.clock.now(), row.version, token],
    );
    let replaced = false;
    if (marked.length === 0) {
      // Replaced while this copy was on the wire (ADR 019): the newer content is still
      // to go, so the row is released rather than marked sent.
      const released = await this.db.query(
        'UPDATE email_outbox SET attempts = attempts + 1, locked_until = NULL, claimed_by = NULL WHERE id = $1 AND claimed_by = $2 RETURNING id',
        [row.id, token],
      );
      replaced = released.length > 0;
      if (!replaced) {
        // Not ours any more: the claim could not be renewed for a whole lease (the database
        // unreachable, this process paused) and another worker took the row. It may send it too.
        this.log.warn({ emailId: row.id, kind: row.kind, messageId }, 'email claim lost while sending: it may be delivered twice (same Message-ID)');
      }
    }
    this.log.info({ emailId: row.id, kind: row.kind, transport: this.transport.kind, replaced, messageId }, 'email delivered');
    await this.tell(row, (listener, m) => listener.delivered(m, attemptedAt));
    return true;
  }

  /**
   * Delivers every due message, a small batch at a time, and reports how many went and how
   * many failed. `progress` is called after each attempt (the worker's sign of life).
   */
  async deliverDue(progress: () => void = () => undefined): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, failed: 0 };
    while (!this.stopping) {
      const token = `${this.options.workerName}:${randomBytes(6).toString('hex')}`;
      const rows = await this.claim(token);
      if (rows.length === 0) return report;
      const stopHeartbeat = this.startHeartbeat(token);
      try {
        for (const { id } of rows) {
          if (this.stopping) break;
          const row = await this.confirm(id, token);
          if (!row) continue;
          if (await this.deliver(row, token)) report.sent += 1;
          else report.failed += 1;
          progress();
        }
      } finally {
        await stopHeartbeat();
        // What this claim still holds (a stop, an error) goes back at once instead of after the lease.
        await this.db
          .query('UPDATE email_outbox SET locked_until = NULL, claimed_by = NULL WHERE claimed_by = $1 AND sent_at IS NULL AND failed_at IS NULL', [token])
          .catch((error: unknown) => this.log.warn({ err: error, claim: token }, 'could not release the email claim; it runs out by itself'));
      }
      // A short batch means nothing else is due; failed rows are not due again until later.
      if (rows.length < this.options.batchSize) return report;
    }
    return report;
  }

  /** Stops after the message in hand (graceful shutdown); the rest stays queued for the next process. */
  stop(): void {
    this.stopping = true;
  }

  close(): void {
    this.stopping = true;
    this.transport.close();
  }
}
