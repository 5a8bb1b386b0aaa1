import { ACTIVATION_CODE_ALPHABET } from '@planmywalk/contracts';
import { describe, expect, it } from 'vitest';
import { newActivationCode, normaliseActivationCode } from './activation.ts';

describe('activation codes', () => {
  it('are 6 characters from a 32-character alphabet without 0, O, 1 or I', () => {
    expect(ACTIVATION_CODE_ALPHABET).toHaveLength(32);
    expect(ACTIVATION_CODE_ALPHABET).not.toMatch(/[0O1I]/);
    for (let i = 0; i < 200; i++) expect(newActivationCode()).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/);
  });

  it('use every letter of the alphabet, roughly evenly', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i++) for (const c of newActivationCode()) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(32);
    // 12 000 letters over 32: about 375 each; a biased draw would be far off.
    for (const n of counts.values()) expect(n).toBeGreaterThan(250);
  });

  it('are compared without regard to case, spaces or dashes', () => {
    expect(normaliseActivationCode(' ab3-d e7 ')).toBe('AB3DE7');
  });
});
