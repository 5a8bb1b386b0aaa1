import { Type, type StringOptions, type TString } from '@sinclair/typebox';

/**
 * Control characters no text of api/v1 may hold: C0 except tab, line feed and carriage
 * return; DEL; C1. NUL in particular cannot be stored in PostgreSQL text. Carriage return
 * stays allowed: browsers send every newline of a multipart form field as CR LF.
 */
const CONTROL_CLASS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';

/**
 * Half of a character: a high surrogate not followed by a low one, or a low one not
 * after a high one. JavaScript strings may hold them, UTF-8 cannot: PostgreSQL refuses
 * one in JSON (22P02, a 500 until issue 29) and silently turns one in text into U+FFFD.
 * Written so it means the same with and without the unicode flag: under it, a pair is
 * one code point and the classes match only lone halves.
 */
const LONE_SURROGATE = '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';

/**
 * The start of every text pattern: look-aheads that refuse control characters and lone
 * surrogates (text that is not well-formed Unicode), so a field's own pattern (a date,
 * a code) can follow it in the same `pattern` keyword. Exported so validators and the
 * schema tests can recognise the guard.
 */
export const TEXT_GUARD_PATTERN = `^(?=[^${CONTROL_CLASS}]*$)(?![\\s\\S]*(?:${LONE_SURROGATE}))`;

const CONTROL_CHARACTER = new RegExp(`[${CONTROL_CLASS}]`);
const LONE_SURROGATE_CHARACTER = new RegExp(LONE_SURROGATE);

/** The text holds a control character that TEXT_GUARD_PATTERN refuses. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** The text holds half of a character (a lone surrogate), which TEXT_GUARD_PATTERN refuses. */
export function hasLoneSurrogates(text: string): boolean {
  return LONE_SURROGATE_CHARACTER.test(text);
}

/**
 * Every string of the contract: a JSON Schema string whose pattern refuses control
 * characters and lone surrogates (and then matches `pattern`, when one is given). Use it instead of
 * `Type.String` for every field, path parameter and query parameter; the contract's
 * schema test fails on a string without the guard.
 */
export function Text(options: StringOptions = {}): TString {
  const { pattern, ...rest } = options;
  return Type.String({ ...rest, pattern: pattern === undefined ? TEXT_GUARD_PATTERN : `${TEXT_GUARD_PATTERN}(?:${pattern})` });
}

/**
 * Text that holds more than white space (a name, a title): trimmed, it is not empty. A
 * blank title passed `minLength` and was trimmed to '' by the server, which its column
 * refuses (a 500 until issue 29); the schema refuses it with 'must not be blank'.
 */
export function NonBlankText(options: Omit<StringOptions, 'pattern'> = {}): TString {
  return Text({ ...options, pattern: '[\\s\\S]*\\S[\\s\\S]*' });
}

type JsonSchema = { [key: string]: unknown };
const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Where a JSON Schema (a contract schema, or a route's part of the OpenAPI document)
 * has a string that may carry control characters: a `type: 'string'` with neither the
 * guard pattern nor a closed list of values (`enum`, `const`). A file part
 * (`format: 'binary'`) is bytes, not text. Answers paths such as `properties.email`.
 */
export function findUnguardedStrings(schema: unknown, at = ''): string[] {
  if (Array.isArray(schema)) return schema.flatMap((item, i) => findUnguardedStrings(item, `${at}[${i}]`));
  if (!isSchema(schema)) return [];
  const found: string[] = [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const guarded =
    'enum' in schema ||
    'const' in schema ||
    schema.format === 'binary' ||
    (typeof schema.pattern === 'string' && schema.pattern.startsWith(TEXT_GUARD_PATTERN));
  if (types.includes('string') && !guarded) found.push(at || '(root)');
  for (const key of ['properties', 'patternProperties', '$defs', 'definitions']) {
    const children = schema[key];
    if (isSchema(children)) {
      for (const [name, child] of Object.entries(children)) found.push(...findUnguardedStrings(child, `${at ? `${at}.` : ''}${key}.${name}`));
    }
  }
  for (const key of ['items', 'prefixItems', 'additionalProperties', 'anyOf', 'oneOf', 'allOf', 'not', 'schema']) {
    if (key in schema) found.push(...findUnguardedStrings(schema[key], `${at ? `${at}.` : ''}${key}`));
  }
  return found;
}
