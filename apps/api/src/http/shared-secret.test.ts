import { describe, expect, it } from 'vitest';
import { sentSecret, sharedSecretCheck } from './shared-secret.ts';

describe('a shared secret', () => {
  const holds = sharedSecretCheck('the-secret-of-this-webhook-0123');

  it.each([
    ['the secret', 'the-secret-of-this-webhook-0123', true],
    ['a longer text', 'the-secret-of-this-webhook-0123x', false],
    ['a prefix', 'the-secret', false],
    ['nothing', null, false],
    ['an empty text', '', false],
  ])('given %s, answers %s', (_name, sent, expected) => {
    expect(holds(sent)).toBe(expected);
  });

  it.each([
    ['its own header', { 'x-webhook-secret': 's3cret' }, 's3cret'],
    ['a bearer token', { authorization: 'Bearer s3cret' }, 's3cret'],
    ['its own header before a bearer', { 'x-webhook-secret': 'own', authorization: 'Bearer other' }, 'own'],
    ['basic auth', { authorization: 'Basic dXNlcjpwYXNz' }, null],
    ['neither', {}, null],
  ])('is read from %s', (_name, headers, expected) => {
    expect(sentSecret(headers, 'x-webhook-secret')).toBe(expected);
  });
});
