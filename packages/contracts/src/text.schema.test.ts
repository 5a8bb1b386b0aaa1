import { Kind, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import * as contract from './index.ts';
import { NonBlankText, Text, findUnguardedStrings, hasControlCharacters, hasLoneSurrogates } from './text.schema.ts';

const refused = [
  ['NUL', '\u0000'],
  ['bell', '\u0007'],
  ['backspace', '\b'],
  ['vertical tab', '\u000b'],
  ['form feed', '\f'],
  ['escape', '\u001b'],
  ['unit separator', '\u001f'],
  ['DEL', '\u007f'],
  ['C1 next line', '\u0085'],
  ['C1 control', '\u009f'],
] as const;

const accepted = [
  ['plain text', 'Routeburn Track'],
  ['tab', 'a\tb'],
  ['line feed', 'line one\nline two'],
  ['carriage return and line feed (multipart forms)', 'line one\r\nline two'],
  ['macrons and emoji', 'Aoraki / Mount Cook — Ōtāne 🥾'],
  ['no-break space', 'a\u00a0b'],
  ['empty', ''],
] as const;

describe('Text', () => {
  it.each(refused)('refuses a %s anywhere in the text', (_name, character) => {
    for (const text of [character, `a${character}`, `${character}b`, `a${character}b`]) {
      expect(Value.Check(Text(), text), JSON.stringify(text)).toBe(false);
      expect(hasControlCharacters(text)).toBe(true);
    }
  });

  it.each(accepted)('accepts %s', (_name, text) => {
    expect(Value.Check(Text(), text)).toBe(true);
    expect(hasControlCharacters(text)).toBe(false);
  });

  it.each([
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', '\udfff'],
    ['a high surrogate before text', 'a\ud83eb'],
    ['a low surrogate after text', 'a\udd7eb'],
    ['a pair in the wrong order', '\udd7e\ud83e'],
  ])('refuses %s: not well-formed Unicode (issue 29, finding 7b)', (_name, text) => {
    expect(Value.Check(Text(), text), JSON.stringify(text)).toBe(false);
    expect(new RegExp(Text().pattern ?? '', 'u').test(text)).toBe(false);
    expect(hasLoneSurrogates(text)).toBe(true);
    expect(hasControlCharacters(text)).toBe(false);
  });

  it('accepts characters outside the BMP written as pairs, with and without the unicode flag', () => {
    for (const text of ['🥾', 'kea 🥾 and 𝄞', '\ud83e\udd7e']) {
      expect(Value.Check(Text(), text)).toBe(true);
      expect(new RegExp(Text().pattern ?? '', 'u').test(text)).toBe(true);
      expect(new RegExp(Text().pattern ?? '').test(text)).toBe(true);
      expect(hasLoneSurrogates(text)).toBe(false);
    }
  });

  it('keeps the other string options (length, description)', () => {
    const schema = Text({ maxLength: 3, description: 'short' });
    expect(schema.description).toBe('short');
    expect(Value.Check(schema, 'abc')).toBe(true);
    expect(Value.Check(schema, 'abcd')).toBe(false);
  });

  it("given a field's own pattern, requires it as well as refusing control characters", () => {
    const date = Text({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
    expect(Value.Check(date, '1990-04-01')).toBe(true);
    expect(Value.Check(date, '1990-4-1')).toBe(false);
    expect(Value.Check(date, '1990-04-01\u0000')).toBe(false);
  });

  it('compiles under the unicode flag, as Fastify’s validator (ajv) compiles patterns', () => {
    const pattern = Text().pattern ?? '';
    expect(new RegExp(pattern, 'u').test('a\u0000')).toBe(false);
    expect(new RegExp(pattern, 'u').test('kea 🥾')).toBe(true);
  });
});

describe('NonBlankText', () => {
  it.each(['', ' ', '   ', '\t\n', '\u00a0 '])('refuses %j: nothing but white space', (text) => {
    expect(Value.Check(NonBlankText(), text)).toBe(false);
  });

  it.each(['Kepler loop', '  padded  ', 'x', 'line\nbreak'])('accepts %j, and keeps the control-character guard', (text) => {
    expect(Value.Check(NonBlankText(), text)).toBe(true);
    expect(Value.Check(NonBlankText(), `${text}\u0000`)).toBe(false);
  });
});

describe('findUnguardedStrings', () => {
  it('given a schema with a plain Type.String, names the field; given Text, enums and literals, finds nothing', () => {
    const schema = Type.Object({
      name: Text(),
      kind: Type.Union([Type.Literal('a'), Type.Literal('b')]),
      level: Type.Unsafe<string>({ type: 'string', enum: ['x', 'y'] }),
      nested: Type.Array(Type.Object({ note: Type.Optional(Type.Union([Type.String(), Type.Null()])) })),
      forgotten: Type.String({ maxLength: 10 }),
    });
    expect(findUnguardedStrings(schema)).toEqual(['properties.nested.items.properties.note.anyOf[0]', 'properties.forgotten']);
  });
});

describe('the contract', () => {
  // Every exported TypeBox schema, found by TypeBox's Kind marker; functions and constants are skipped.
  const schemas = Object.entries(contract).filter(
    ([, value]) => typeof value === 'object' && value !== null && Kind in (value as object),
  );

  it('exports the request and answer schemas this test walks', () => {
    const names = schemas.map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['SearchTracksForm', 'OAuthTokenForm', 'ProfileUpdate', 'MapLinesQuery', 'User', 'Location']));
  });

  it('guards every string of every exported schema against control characters (use Text, not Type.String)', () => {
    const unguarded = schemas.flatMap(([name, schema]) => findUnguardedStrings(schema).map((where) => `${name}: ${where}`));
    expect(unguarded).toEqual([]);
  });
});
