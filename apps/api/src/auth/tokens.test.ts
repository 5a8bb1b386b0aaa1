import { describe, expect, it } from 'vitest';
import { newSecret, openWith, sealWith } from './tokens.ts';

describe('sealing with a token', () => {
  it('opens with the same token, and never with another one or after a change', () => {
    const token = newSecret();
    const sealed = sealWith(token, '{"access_token":"a","refresh_token":"b"}');
    expect(sealed).not.toContain('access_token');
    expect(openWith(token, sealed)).toBe('{"access_token":"a","refresh_token":"b"}');
    expect(openWith(newSecret(), sealed)).toBeNull();
    const bytes = Buffer.from(sealed, 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(openWith(token, bytes.toString('base64'))).toBeNull();
    expect(openWith(token, 'c2hvcnQ=')).toBeNull();
  });

  it('gives a different sealed text each time (a fresh IV)', () => {
    const token = newSecret();
    expect(sealWith(token, 'same')).not.toBe(sealWith(token, 'same'));
  });
});
