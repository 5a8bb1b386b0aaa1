/**
 * Twilio's Programmable Messaging REST API, spoken directly (ADR 065):
 * `POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json` with HTTP Basic auth
 * (AccountSid:AuthToken) and a form-encoded `To`, `From` (or `MessagingServiceSid`) and
 * `Body`. node:https rather than the `twilio` SDK: one request needs no dependency, and a
 * test can trust its own certificate authority for this one agent (`ca`) without turning
 * TLS checks off for the process.
 *
 * Twilio answers 201 with the message's `sid`; a 4xx with `{ code, message, status }`
 * (21211: not a valid phone number; 21608: an unverified number on a trial account) is
 * the message refused for good, except 429 (too many requests) and 408; a 5xx, a timeout
 * or a broken connection may go next time.
 */
import http from 'node:http';
import https from 'node:https';
import { SmsError, type SmsMessage, type SmsSender } from './sender.ts';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** An E.164 number, or a Messaging Service's sid (MG…), sent as MessagingServiceSid. */
  from: string;
  /** https://api.twilio.com, or a region's edge, or a test double. */
  apiUrl: string;
  /** For the whole request, connect to answer. */
  timeoutMs: number;
}

export interface TwilioOptions {
  /** Certificate authorities to trust for this sender only (a test's self-signed double). */
  ca?: string | Buffer;
}

type TwilioAnswer = { status: number; body: string };

function post(url: URL, headers: Record<string, string>, form: string, timeoutMs: number, ca: string | Buffer | undefined): Promise<TwilioAnswer> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(form)) }, timeout: timeoutMs, ...(ca && url.protocol === 'https:' ? { ca } : {}) },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, 64_000) }));
        response.on('error', reject);
      },
    );
    // `timeout` is idle time on the socket; the whole exchange is bounded too.
    const timer = setTimeout(() => request.destroy(new Error(`Twilio did not answer within ${timeoutMs} ms`)), timeoutMs);
    request.on('timeout', () => request.destroy(new Error(`Twilio did not answer within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.on('close', () => clearTimeout(timer));
    request.end(form);
  });
}

const parse = (body: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

export function twilioSender(settings: TwilioSettings, options: TwilioOptions = {}): SmsSender {
  const url = new URL(`${settings.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`);
  const auth = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  const fromField = /^MG[0-9a-f]{32}$/i.test(settings.from) ? 'MessagingServiceSid' : 'From';
  return {
    kind: 'twilio',
    async send(message: SmsMessage) {
      const form = new URLSearchParams({ To: message.to, [fromField]: settings.from, Body: message.body }).toString();
      let answer: TwilioAnswer;
      try {
        answer = await post(
          url,
          { authorization: auth, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', 'user-agent': 'PlanMyWalk/1.0' },
          form,
          settings.timeoutMs,
          options.ca,
        );
      } catch (error) {
        throw new SmsError(`Twilio could not be reached: ${error instanceof Error ? error.message : String(error)}`, false);
      }
      const body = parse(answer.body);
      // Taken: never retried, even without the sid we expect (a retry could text twice).
      if (answer.status >= 200 && answer.status < 300) return { providerId: typeof body.sid === 'string' ? body.sid : 'unknown' };
      const code = typeof body.code === 'number' || typeof body.code === 'string' ? String(body.code) : String(answer.status);
      const said = typeof body.message === 'string' ? body.message : answer.body.slice(0, 200);
      const permanent = answer.status >= 400 && answer.status < 500 && answer.status !== 408 && answer.status !== 429;
      throw new SmsError(`Twilio answered ${answer.status} (${code}): ${said}`, permanent, code);
    },
  };
}
