import { Type, type StringOptions, type TString } from '@sinclair/typebox';

/**
 * Control characters no text of api/v1 may hold: C0 except tab, line feed and carriage
 * return; DEL; C1. NUL in particular cannot be stored in PostgreSQL text. Carriage return
 * stays allowed: browsers send every newline of a multipart form field as CR LF.
 */
const CONTROL_CLASS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';

/**
 * The start of every text pattern: a look-ahead that refuses control characters, so a
 * field's own pattern (a date, a code) can follow it in the same `pattern` keyword.
 * Exported so validators and the schema tests can recognise the guard.
 */
export const TEXT_GUARD_PATTERN = `^(?=[^${CONTROL_CLASS}]*$)`;

const CONTROL_CHARACTER = new RegExp(`[${CONTROL_CLASS}]`);

/** The text holds a character that TEXT_GUARD_PATTERN refuses. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/**
 * Every string of the contract: a JSON Schema string whose pattern refuses control
 * characters (and then matches `pattern`, when one is given). Use it instead of
 * `Type.String` for every field, path parameter and query parameter; the contract's
 * schema test fails on a string without the guard.
 */
export function Text(options: StringOptions = {}): TString {
  const { pattern, ...rest } = options;
  return Type.String({ ...rest, pattern: pattern === undefined ? TEXT_GUARD_PATTERN : `${TEXT_GUARD_PATTERN}(?:${pattern})` });
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
