/**
 * The SMS outbox on a real database with a sender the test scripts: a key queued once,
 * the back-off and the giving up, a claim another worker took, and a stop.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../lib/clock.ts';
import { openSeededTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { enqueueSms, SmsOutbox } from './outbox.ts';
import { SmsError, type SmsMessage, type SmsSender } from './sender.ts';

let t: TestDatabase;
let clock: ManualClock;
const log = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Answers each send with the next of `answers` (an error is thrown), then an id. */
function scripted(answers: Array<Error | 'ok'> = []): SmsSender & { sent: SmsMessage[] } {
  const sent: SmsMessage[] = [];
  return {
    kind: 'memory',
    sent,
    async send(message) {
      sent.push(message);
      const next = answers.shift() ?? 'ok';
      if (next !== 'ok') throw next;
      return { providerId: `SM${sent.length}` };
    },
  };
}

const rows = () => t.db.query<{ attempts: number; sent_at: Date | null; failed_at: Date | null; next_attempt_at: Date }>('SELECT attempts, sent_at, failed_at, next_attempt_at FROM sms_outbox ORDER BY id');
const queue = (key = 'trip-job:1:sms', to = '021 555 0101') => enqueueSms(t.db, { dedupeKey: key, kind: 'trip-overdue', userId: null, to, body: 'Overdue.' }, clock.now());

beforeEach(async () => {
  t = await openSeededTestDatabase();
  clock = new ManualClock('2030-12-15T04:00:00Z');
}, 300_000);
afterEach(() => t.close());

describe('the SMS outbox', () => {
  it('given one key queued twice, keeps one text, and says the second was a duplicate', async () => {
    expect(await queue()).toBe('queued');
    expect(await queue()).toBe('duplicate');
    expect(await queue('trip-job:2:sms', '04 555 0100')).toBe('unusable-number');
    const sender = scripted();
    expect(await new SmsOutbox(t.db, sender, clock, log).deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(sender.sent).toEqual([{ to: '+64215550101', body: 'Overdue.', idempotencyKey: 'sms-trip-job:1:sms' }]);
  });

  it('given a provider that stays down, waits 30 s, 60 s, 120 s … between attempts and gives up after maxAttempts', async () => {
    await queue();
    const down = () => new SmsError('Twilio answered 503', false, '503');
    const sender = scripted([down(), down(), down()]);
    const outbox = new SmsOutbox(t.db, sender, clock, log, { maxAttempts: 3 });
    await outbox.deliverDue();
    expect((await rows())[0]!.next_attempt_at.getTime() - clock.now().getTime()).toBe(30_000);
    clock.advance(30_000);
    await outbox.deliverDue();
    expect((await rows())[0]!.next_attempt_at.getTime() - clock.now().getTime()).toBe(60_000);
    clock.advance(60_000);
    await outbox.deliverDue();
    expect(await rows()).toMatchObject([{ attempts: 3, sent_at: null, failed_at: expect.any(Date) }]);
    clock.advance(3600_000);
    await outbox.deliverDue();
    expect(sender.sent).toHaveLength(3);
  });

  it('given a row another worker holds (its lease not run out), leaves it alone', async () => {
    await queue();
    const sender = scripted();
    const slow = new SmsOutbox(t.db, sender, clock, log);
    // Another replica's claim, still within its lease.
    await t.db.query("UPDATE sms_outbox SET claimed_by = 'other', locked_until = $1", [new Date(clock.now().getTime() + 30_000)]);
    expect(await slow.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(sender.sent).toHaveLength(0);
  });

  it('once stopped, sends nothing more and leaves the queue for the next process', async () => {
    await queue();
    const outbox = new SmsOutbox(t.db, scripted(), clock, log);
    outbox.stop();
    expect(await outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(await rows()).toMatchObject([{ attempts: 0, sent_at: null, failed_at: null }]);
  });
});
