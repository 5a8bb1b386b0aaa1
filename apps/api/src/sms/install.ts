/**
 * SMS wired into the server (ADR 065): with a provider configured, the SMS outbox and its
 * `sms` job in the background worker (after the email job, every tick); without one,
 * nothing, and the overdue alert goes by email only.
 */
import type { FastifyInstance } from 'fastify';
import type { SmsSettings } from '../config/sms-env.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { SmsOutbox, type SmsOutboxOptions } from './outbox.ts';
import type { SmsSender } from './sender.ts';
import { twilioSender, type TwilioOptions } from './twilio.ts';

export interface SmsOptions {
  /** SMS_PROVIDER and its settings (sms-env.ts). */
  settings?: SmsSettings;
  /** Another sender (tests); overrides the provider's. */
  sender?: SmsSender;
  /** The Twilio sender's own trust (a test double's certificate authority). */
  twilio?: TwilioOptions;
  /** The outbox's batch, lease and back-off (tests shorten them). */
  outbox?: Partial<SmsOutboxOptions>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMS outbox; null when no provider is configured (the overdue alert is email only). */
    smsOutbox: SmsOutbox | null;
  }
}

export function installSms(app: FastifyInstance, db: Database, clock: Clock, options: SmsOptions | undefined): SmsOutbox | null {
  const sender = options?.sender ?? (options?.settings ? twilioSender(options.settings.twilio, options.twilio) : null);
  const outbox = sender ? new SmsOutbox(db, sender, clock, app.log, options?.outbox) : null;
  app.decorate('smsOutbox', outbox);
  if (!outbox) return null;
  app.worker.add({ name: 'sms', everyMs: 0, run: (progress) => outbox.deliverDue(progress) });
  // Before the worker's own stop waits for its tick: the text in hand goes, the rest waits for the next process.
  app.addHook('preClose', async () => outbox.stop());
  return outbox;
}
