import { describe, expect, it } from 'vitest';
import { readSmsEnv } from './sms-env.ts';

const SID = 'AC0123456789abcdef0123456789abcdef';
const twilio = { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 'secret', TWILIO_FROM: '+64 21 000 0000' };

describe('readSmsEnv', () => {
  it('given no SMS_PROVIDER (or off), sends no texts', () => {
    expect(readSmsEnv({})).toBeNull();
    expect(readSmsEnv({ SMS_PROVIDER: 'off', TWILIO_ACCOUNT_SID: SID })).toBeNull();
  });

  it("given Twilio's account, token and number, sends through api.twilio.com", () => {
    expect(readSmsEnv(twilio)).toEqual({
      provider: 'twilio',
      twilio: { accountSid: SID, authToken: 'secret', from: '+64210000000', apiUrl: 'https://api.twilio.com', timeoutMs: 15_000 },
    });
  });

  it('given a Messaging Service and a regional edge, uses them', () => {
    const settings = readSmsEnv({ ...twilio, TWILIO_FROM: 'MG0123456789abcdef0123456789abcdef', TWILIO_API_URL: 'https://api.sydney.au1.twilio.com/' });
    expect(settings?.twilio).toMatchObject({ from: 'MG0123456789abcdef0123456789abcdef', apiUrl: 'https://api.sydney.au1.twilio.com' });
  });

  it.each([
    [{ SMS_PROVIDER: 'carrier-pigeon' }, /SMS_PROVIDER must be twilio or off/],
    [{ ...twilio, TWILIO_AUTH_TOKEN: '' }, /needs TWILIO_AUTH_TOKEN/],
    [{ ...twilio, TWILIO_ACCOUNT_SID: 'AC123' }, /TWILIO_ACCOUNT_SID must be an Account SID/],
    [{ ...twilio, TWILIO_FROM: '021 000 0000' }, /TWILIO_FROM must be a number in international form/],
    [{ ...twilio, TWILIO_API_URL: 'http://api.twilio.com' }, /TWILIO_API_URL must be an https URL/],
  ])('given %o, refuses to start', (env, message) => {
    expect(() => readSmsEnv(env)).toThrow(message);
  });

  it('given a test double on this machine over http, allows it', () => {
    expect(readSmsEnv({ ...twilio, TWILIO_API_URL: 'http://127.0.0.1:8321' })?.twilio.apiUrl).toBe('http://127.0.0.1:8321');
  });
});
