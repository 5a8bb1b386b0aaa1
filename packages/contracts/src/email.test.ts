import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, INVALID_EMAIL, isValidEmail, normaliseEmail, optionalEmail } from './email.ts';

/** An address of exactly `length` characters. */
const addressOf = (length: number) => `${'a'.repeat(length - '@example.nz'.length)}@example.nz`;

describe('isValidEmail', () => {
  it.each([
    ['a plain address', 'aroha@example.nz'],
    ['a subdomain', 'aroha@mail.example.co.nz'],
    ['plus addressing', 'aroha+tramping@example.nz'],
    ['capitals (normalised before the check)', 'Aroha@Example.NZ'],
    ['spaces around it (normalised before the check)', '  aroha@example.nz '],
    ['letters beyond ASCII', 'tāne@whare.nz'],
    [`${EMAIL_MAX_LENGTH} characters`, addressOf(EMAIL_MAX_LENGTH)],
  ])('takes %s', (_name, address) => {
    expect(isValidEmail(address)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['no @', 'aroha.example.nz'],
    ['nothing after the @', 'aroha@'],
    ['nothing before the @', '@example.nz'],
    ['no dot after the @', 'a@b'],
    ['two @', 'aroha@home@example.nz'],
    ['a space inside', 'aroha te@example.nz'],
    ['an empty label', 'aroha@example..nz'],
    ['a trailing dot', 'aroha@example.nz.'],
    [`${EMAIL_MAX_LENGTH + 1} characters`, addressOf(EMAIL_MAX_LENGTH + 1)],
  ])('refuses %s', (_name, address) => {
    expect(isValidEmail(address)).toBe(false);
  });

  it('counts the limit in characters (code points), as every limit is counted', () => {
    const emoji = `${'🏔'.repeat(EMAIL_MAX_LENGTH - '@example.nz'.length)}@example.nz`;
    expect(emoji.length).toBeGreaterThan(EMAIL_MAX_LENGTH);
    expect(isValidEmail(emoji)).toBe(true);
  });

  it('has one message, in the words of the spec’s hints (no full stop)', () => {
    expect(INVALID_EMAIL).toBe('Please enter a valid email address');
  });
});

describe('normalising', () => {
  it('trims and lower-cases', () => {
    expect(normaliseEmail('  Aroha@Example.NZ\n')).toBe('aroha@example.nz');
  });

  it.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['   ', null],
    [' Aroha@Example.NZ ', 'aroha@example.nz'],
  ])('an optional address %j is kept as %j', (input, expected) => {
    expect(optionalEmail(input)).toBe(expected);
  });
});
