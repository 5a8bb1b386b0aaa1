/**
 * The Twilio sender against a local HTTPS double with its own certificate (trusted by this
 * sender only): the request Twilio expects, and what each kind of answer means.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INVALID_NUMBER, SERVER_ERROR, TwilioDouble } from '../testing/twilio-double.ts';
import { SmsError } from './sender.ts';
import { twilioSender, type TwilioSettings } from './twilio.ts';

const SID = 'AC0123456789abcdef0123456789abcdef';
let twilio: TwilioDouble;
let settings: TwilioSettings;

beforeAll(async () => {
  twilio = await TwilioDouble.start();
  settings = { accountSid: SID, authToken: 'token-1', from: '+6421000000', apiUrl: twilio.url, timeoutMs: 2000 };
});
afterAll(() => twilio.stop());
beforeEach(() => {
  twilio.requests.length = 0;
  twilio.script.length = 0;
});

const message = { to: '+64275550199', body: 'Plan My Walk: Aroha is overdue.', idempotencyKey: 'sms-trip-job:1:sms' };

describe('the Twilio sender', () => {
  it("given Twilio takes it, posts the form to the account's Messages with Basic auth, and answers the message sid", async () => {
    const sender = twilioSender(settings, { ca: twilio.certificate.cert });
    const { providerId } = await sender.send(message);
    expect(providerId).toMatch(/^SM\d{32}$/);
    expect(twilio.requests).toEqual([
      {
        method: 'POST',
        path: `/2010-04-01/Accounts/${SID}/Messages.json`,
        basic: `${SID}:token-1`,
        contentType: 'application/x-www-form-urlencoded',
        form: { To: '+64275550199', From: '+6421000000', Body: 'Plan My Walk: Aroha is overdue.' },
        answered: 201,
      },
    ]);
  });

  it('given a Messaging Service sid as the sender, sends MessagingServiceSid instead of From', async () => {
    const service = 'MG0123456789abcdef0123456789abcdef';
    await twilioSender({ ...settings, from: service }, { ca: twilio.certificate.cert }).send(message);
    expect(twilio.requests[0]!.form).toEqual({ To: '+64275550199', MessagingServiceSid: service, Body: message.body });
  });

  it("given Twilio's 400 with code 21211 (not a valid number), the error is permanent and carries the code", async () => {
    twilio.script.push(INVALID_NUMBER);
    const error = await twilioSender(settings, { ca: twilio.certificate.cert }).send(message).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsError);
    expect(error).toMatchObject({ permanent: true, code: '21211' });
    expect((error as Error).message).toContain('is not a valid phone number');
  });

  it.each([
    ['a 500', SERVER_ERROR, '20500'],
    ['a 429 (too many requests)', { status: 429, body: { code: 20429, message: 'Too Many Requests', status: 429 } }, '20429'],
  ])('given %s, the error may pass: it is retried', async (_, answer, code) => {
    twilio.script.push(answer);
    await expect(twilioSender(settings, { ca: twilio.certificate.cert }).send(message)).rejects.toMatchObject({ permanent: false, code });
  });

  it('given no answer within the timeout, the error may pass', async () => {
    twilio.script.push('hang');
    const started = Date.now();
    await expect(twilioSender({ ...settings, timeoutMs: 300 }, { ca: twilio.certificate.cert }).send(message)).rejects.toMatchObject({
      permanent: false,
      message: expect.stringMatching(/did not answer within 300 ms/),
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("given a certificate it was not told to trust, refuses to talk (TLS is checked) and sends nothing", async () => {
    await expect(twilioSender(settings).send(message)).rejects.toMatchObject({ permanent: false, message: expect.stringMatching(/self[- ]signed|certificate/i) });
    expect(twilio.requests).toHaveLength(0);
  });
});
