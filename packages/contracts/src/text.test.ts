import { describe, expect, it } from 'vitest';
import { blankToNull, textLength } from './text.ts';

describe('textLength: a character is a Unicode code point', () => {
  it.each([
    ['empty', '', 0],
    ['letters', 'Routeburn', 9],
    ['a macron written as one character (NFC)', 'Ōtāne', 5],
    ['a macron written as a letter and a combining mark (NFD)', 'O\u0304ta\u0304ne', 7],
    ['an emoji beyond the first plane (two UTF-16 units)', '🏔', 1],
    ['an emoji with its variation selector', '🏔️', 2],
    ['a family joined by zero-width joiners', '👩‍👩‍👧', 5],
    ['a flag (two regional indicators)', '🇳🇿', 2],
    ['18 mountains', '🏔'.repeat(18), 18],
    ['18 mountains with variation selectors', '🏔️'.repeat(18), 36],
  ])('%s', (_name, text, expected) => {
    expect(textLength(text)).toBe(expected);
  });

  it('counts as the server’s schema does (JSON Schema maxLength counts code points), not as UTF-16', () => {
    expect('🏔'.repeat(18).length).toBe(36);
    expect(textLength('🏔'.repeat(18))).toBe([...'🏔'.repeat(18)].length);
  });
});

describe('blankToNull', () => {
  it.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['  \n\t ', null],
    [' Aroha ', 'Aroha'],
    ['Aroha', 'Aroha'],
  ])('%j', (text, expected) => {
    expect(blankToNull(text)).toBe(expected);
  });
});
