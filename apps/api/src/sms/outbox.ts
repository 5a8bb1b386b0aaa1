/**
 * The SMS outbox (ADR 065): text messages written inside the transaction that causes them
 * and delivered by the background worker's `sms` job, with the email outbox's discipline
 * (ADR 062): rows claimed a few at a time with `FOR UPDATE SKIP LOCKED`, a short lease
 * (`locked_until`) named by its claim (`claimed_by`), renewed by a heartbeat while sending,
 * checked (compare-and-set) right before each send, marked sent only while still this
 * claim's. So without a crash no text goes twice; after a kill -9 mid-send one may (at
 * least once: for "the walker is overdue" a repeat costs a moment, a lost one may cost a life).
 *
 * Unlike an email a text is never replaced while queued: its `dedupe_key` is unique for
 * ever, so queueing the same key again (a trip job run twice) does nothing.
 *
 * A provider's permanent refusal (Twilio's 4xx: 21211, not a valid number) is recorded as
 * the row's failure at once and not retried; anything else (5xx, a timeout) is retried
 * with doubling back-off, up to `maxAttempts`.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database.ts';
import { addSeconds, type Clock } from '../lib/clock.ts';
import { phoneForText } from '@planmywalk/contracts';
import { SmsError, type SmsSender } from './sender.ts';

export interface OutboxSms {
  /** Unique for ever: the second text with a key is not queued ('trip-job:{id}:sms'). */
  dedupeKey: string;
  kind: string;
  userId: number | null;
  topic?: string;
  /** The number as it was typed; made E.164 here (+64 for New Zealand numbers). */
  to: string;
  body: string;
}

/** Queued: 'queued'; a number that cannot take a text: 'unusable-number' (recorded as failed); already queued once: 'duplicate'. */
export type EnqueueSmsResult = 'queued' | 'unusable-number' | 'duplicate';

export async function enqueueSms(tx: Queryable, sms: OutboxSms, now: Date): Promise<EnqueueSmsResult> {
  const phone = phoneForText(sms.to);
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO sms_outbox (dedupe_key, user_id, kind, topic, to_raw, to_number, body, created_at, next_attempt_at, failed_at, last_error, error_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10, $11)
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [
      sms.dedupeKey,
      sms.userId,
      sms.kind,
      sms.topic ?? null,
      sms.to,
      phone.ok ? phone.e164 : null,
      sms.body,
      now,
      phone.ok ? null : now,
      phone.ok ? null : phone.reason,
      phone.ok ? null : 'unusable-number',
    ],
  );
  if (rows.length === 0) return 'duplicate';
  return phone.ok ? 'queued' : 'unusable-number';
}

export interface SmsOutboxOptions {
  batchSize: number;
  claimSeconds: number;
  heartbeatSeconds: number;
  /** First retry delay; doubled per failed attempt up to maxRetrySeconds. */
  retryBaseSeconds: number;
  maxRetrySeconds: number;
  /** A text still not taken after this many attempts (the provider down for hours) is given up. */
  maxAttempts: number;
  workerName: string;
}

export const DEFAULT_SMS_OUTBOX_OPTIONS: SmsOutboxOptions = {
  batchSize: 5,
  claimSeconds: 30,
  heartbeatSeconds: 10,
  retryBaseSeconds: 30,
  maxRetrySeconds: 1800,
  // 30 s, 1 min, 2, 4, 8, 16, then every 30 min: about 4 hours of trying.
  maxAttempts: 12,
  workerName: `${os.hostname()}:${process.pid}`,
};

type ConfirmedSms = { id: number; kind: string; to_number: string; body: string; attempts: number; dedupe_key: string };

export interface SmsDeliveryReport {
  sent: number;
  failed: number;
}

export class SmsOutbox {
  private readonly options: SmsOutboxOptions;
  private stopping = false;

  constructor(
    private readonly db: Database,
    readonly sender: SmsSender,
    private readonly clock: Clock,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
    options: Partial<SmsOutboxOptions> = {},
  ) {
    this.options = { ...DEFAULT_SMS_OUTBOX_OPTIONS, ...options };
    if (this.options.heartbeatSeconds * 2 > this.options.claimSeconds) {
      throw new Error(`the SMS outbox's heartbeat (${this.options.heartbeatSeconds} s) must come at least twice per claim (${this.options.claimSeconds} s)`);
    }
  }

  retryDelaySeconds(attempts: number): number {
    return Math.min(this.options.maxRetrySeconds, this.options.retryBaseSeconds * 2 ** Math.max(0, attempts - 1));
  }

  private lease(): Date {
    return addSeconds(this.clock.now(), this.options.claimSeconds);
  }

  private async claim(token: string): Promise<number[]> {
    const now = this.clock.now();
    const rows = await this.db.query<{ id: number; next_attempt_at: Date }>(
      `UPDATE sms_outbox SET locked_until = $1, claimed_by = $4
       WHERE id IN (
         SELECT id FROM sms_outbox
         WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= $2
           AND (locked_until IS NULL OR locked_until <= $2)
         ORDER BY next_attempt_at, id
         LIMIT $3
         FOR UPDATE SKIP LOCKED)
       RETURNING id, next_attempt_at`,
      [this.lease(), now, this.options.batchSize, token],
    );
    return rows.sort((a, b) => a.next_attempt_at.getTime() - b.next_attempt_at.getTime() || Number(a.id) - Number(b.id)).map((row) => row.id);
  }

  /** Right before a send: still this claim's and unsent (compare-and-set), its lease from now. */
  private async confirm(id: number, token: string): Promise<ConfirmedSms | null> {
    const [row] = await this.db.query<ConfirmedSms>(
      `UPDATE sms_outbox SET locked_until = $3
       WHERE id = $1 AND claimed_by = $2 AND sent_at IS NULL AND failed_at IS NULL
       RETURNING id, kind, to_number, body, attempts, dedupe_key`,
      [id, token, this.lease()],
    );
    return row ?? null;
  }

  private startHeartbeat(token: string): () => Promise<void> {
    let beating: Promise<unknown> | null = null;
    const beat = () => {
      if (beating) return;
      beating = this.db
        .query('UPDATE sms_outbox SET locked_until = $2 WHERE claimed_by = $1 AND sent_at IS NULL AND failed_at IS NULL', [token, this.lease()])
        .catch((error: unknown) => this.log.warn({ err: error, claim: token }, 'could not renew the SMS claim'))
        .finally(() => (beating = null));
    };
    const timer = setInterval(beat, this.options.heartbeatSeconds * 1000);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await beating;
    };
  }

  private async deliver(row: ConfirmedSms, token: string): Promise<boolean> {
    let providerId: string;
    try {
      ({ providerId } = await this.sender.send({ to: row.to_number, body: row.body, idempotencyKey: `sms-${row.dedupe_key}` }));
    } catch (error) {
      const attempts = row.attempts + 1;
      const now = this.clock.now();
      const permanent = error instanceof SmsError && error.permanent;
      const giveUp = permanent || attempts >= this.options.maxAttempts;
      const code = error instanceof SmsError ? error.code : null;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      await this.db.query(
        `UPDATE sms_outbox SET attempts = $2, last_error = $3, error_code = $4, next_attempt_at = $5, locked_until = NULL, claimed_by = NULL, failed_at = $6
         WHERE id = $1 AND claimed_by = $7`,
        [row.id, attempts, message, code, addSeconds(now, this.retryDelaySeconds(attempts)), giveUp ? now : null, token],
      );
      this.log.warn({ smsId: row.id, kind: row.kind, attempts, code, err: error, gaveUp: giveUp }, 'text message not delivered');
      return false;
    }
    const marked = await this.db.query(
      `UPDATE sms_outbox SET attempts = attempts + 1, sent_at = $2, provider_id = $3, last_error = NULL, locked_until = NULL
       WHERE id = $1 AND claimed_by = $4 RETURNING id`,
      [row.id, this.clock.now(), providerId, token],
    );
    if (marked.length === 0) {
      this.log.warn({ smsId: row.id, kind: row.kind, providerId }, 'SMS claim lost while sending: it may be delivered twice');
    }
    this.log.info({ smsId: row.id, kind: row.kind, sender: this.sender.kind, providerId }, 'text message delivered');
    return true;
  }

  /** Delivers every due text, a small batch at a time; `progress` after each attempt (the worker's sign of life). */
  async deliverDue(progress: () => void = () => undefined): Promise<SmsDeliveryReport> {
    const report: SmsDeliveryReport = { sent: 0, failed: 0 };
    while (!this.stopping) {
      const token = `${this.options.workerName}:${randomBytes(6).toString('hex')}`;
      const ids = await this.claim(token);
      if (ids.length === 0) return report;
      const stopHeartbeat = this.startHeartbeat(token);
      try {
        for (const id of ids) {
          if (this.stopping) break;
          const row = await this.confirm(id, token);
          if (!row) continue;
          if (await this.deliver(row, token)) report.sent += 1;
          else report.failed += 1;
          progress();
        }
      } finally {
        await stopHeartbeat();
        await this.db
          .query('UPDATE sms_outbox SET locked_until = NULL, claimed_by = NULL WHERE claimed_by = $1 AND sent_at IS NULL AND failed_at IS NULL', [token])
          .catch((error: unknown) => this.log.warn({ err: error, claim: token }, 'could not release the SMS claim; it runs out by itself'));
      }
      if (ids.length < this.options.batchSize) return report;
    }
    return report;
  }

  /** Stops after the text in hand (graceful shutdown). */
  stop(): void {
    this.stopping = true;
  }
}
