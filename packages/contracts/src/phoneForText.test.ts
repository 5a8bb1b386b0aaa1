import { describe, expect, it } from 'vitest';
import { phoneForText } from './phoneForText.ts';

describe('a phone number made E.164 for a text', () => {
  it.each([
    ['027 555 0199', '+64275550199'],
    ['021 555 0101', '+64215550101'],
    ['(021) 555-0101', '+64215550101'],
    ['+64 21 555 0101', '+64215550101'],
    ['+64 021 555 0101', '+64215550101'],
    ['0064 27 555 0199', '+64275550199'],
    ['64275550199', '+64275550199'],
    ['022 123 4567', '+64221234567'],
    ['020 4123 4567', '+642041234567'],
    ['+44 7700 900123', '+447700900123'],
  ])('given %s, answers %s', (typed, e164) => {
    expect(phoneForText(typed)).toEqual({ ok: true, e164 });
  });

  it.each([
    [null, 'no phone number'],
    ['  ', 'no phone number'],
    ['call my mum', 'not a phone number'],
    ['03 555 0100', 'not a New Zealand mobile number'],
    ['09 555 0100', 'not a New Zealand mobile number'],
    ['0800 555 010', 'not a New Zealand mobile number'],
    ['021 55', 'not a New Zealand mobile number'],
    ['555 0199', 'not a New Zealand number'],
    ['+1 23', 'not an international number'],
    ['+64 21+555', 'not a phone number'],
  ])('given %s, cannot text it (%s)', (typed, reason) => {
    const answer = phoneForText(typed);
    expect(answer.ok).toBe(false);
    expect(answer.ok ? '' : answer.reason).toContain(reason);
  });
});
