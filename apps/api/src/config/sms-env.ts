/**
 * Text messages for the overdue alert (ADR 065): off unless SMS_PROVIDER names a provider.
 * With SMS_PROVIDER=twilio the account's sid and token and the sender (a number, or a
 * Messaging Service sid) are required; TWILIO_API_URL points it at a region's edge or a
 * test double.
 */
import type { TwilioSettings } from '../sms/twilio.ts';

export type SmsSettings = { provider: 'twilio'; twilio: TwilioSettings };

export const TWILIO_API_URL = 'https://api.twilio.com';
const TIMEOUT_MS = 15_000;

const optional = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = optional(env[name]);
  if (value === undefined) throw new Error(`SMS_PROVIDER=twilio needs ${name}`);
  return value;
}

/** Null: no texts (SMS_PROVIDER unset or off). A bad value stops the start with what is wrong. */
export function readSmsEnv(env: NodeJS.ProcessEnv): SmsSettings | null {
  const provider = optional(env.SMS_PROVIDER)?.toLowerCase() ?? 'off';
  if (provider === 'off') return null;
  if (provider !== 'twilio') throw new Error(`SMS_PROVIDER must be twilio or off, got '${env.SMS_PROVIDER}'`);
  const accountSid = required(env, 'TWILIO_ACCOUNT_SID');
  if (!/^AC[0-9a-f]{32}$/i.test(accountSid)) throw new Error('TWILIO_ACCOUNT_SID must be an Account SID (AC followed by 32 hexadecimal digits)');
  const authToken = required(env, 'TWILIO_AUTH_TOKEN');
  const from = required(env, 'TWILIO_FROM').replace(/[\s()-]/g, '');
  if (!/^\+[1-9]\d{7,14}$/.test(from) && !/^MG[0-9a-f]{32}$/i.test(from)) {
    throw new Error(`TWILIO_FROM must be a number in international form (+6421…) or a Messaging Service SID (MG…), got '${env.TWILIO_FROM}'`);
  }
  const apiUrlText = optional(env.TWILIO_API_URL) ?? TWILIO_API_URL;
  let apiUrl: URL;
  try {
    apiUrl = new URL(apiUrlText);
  } catch {
    throw new Error(`TWILIO_API_URL must be an https URL, got '${apiUrlText}'`);
  }
  // The token goes in every request: never in the clear, except to a double on this machine.
  const local = apiUrl.hostname === 'localhost' || apiUrl.hostname === '127.0.0.1' || apiUrl.hostname === '[::1]';
  if (apiUrl.protocol !== 'https:' && !(apiUrl.protocol === 'http:' && local)) throw new Error(`TWILIO_API_URL must be an https URL, got '${apiUrlText}'`);
  return { provider: 'twilio', twilio: { accountSid, authToken, from, apiUrl: apiUrl.toString().replace(/\/+$/, ''), timeoutMs: TIMEOUT_MS } };
}
