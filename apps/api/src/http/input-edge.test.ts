import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error.ts';
import { jsonDeeperThan, multipartError, parseJsonBody } from './input-edge.ts';

describe('jsonDeeperThan', () => {
  it.each([
    ['{}', 1, false],
    ['{"a":[1,{"b":2}]}', 3, false],
    ['{"a":[1,{"b":2}]}', 2, true],
    ['[[[]]]', 2, true],
    // Brackets inside strings, and escaped quotes, do not count.
    ['{"a":"[[[[[[[["}', 1, false],
    ['{"a":"\\"[[[[","b":1}', 1, false],
    ['[' + '"\\\\"'.repeat(3) + ']', 1, false],
    ['"just text"', 0, false],
  ])('given %s and a limit of %i, answers %s', (text, limit, deeper) => {
    expect(jsonDeeperThan(text, limit)).toBe(deeper);
  });
});

describe('parseJsonBody', () => {
  it('parses JSON within the limit as JSON.parse does', () => {
    expect(parseJsonBody('{"term":"kea","n":[1,2]}', 32)).toEqual({ term: 'kea', n: [1, 2] });
  });

  it.each([
    ['', 'The body is empty, but its content type says JSON'],
    ['{"term":', /^The body is not valid JSON/],
    ['{"__proto__":{"x":1}}', 'The JSON body must not set __proto__ or constructor.prototype'],
    ['{"constructor":{"prototype":{"x":1}}}', 'The JSON body must not set __proto__ or constructor.prototype'],
    ['['.repeat(33) + ']'.repeat(33), 'The JSON body is nested more than 32 levels deep'],
  ])('given %j, refuses it with 400 and a clear text', (text, words) => {
    const failure = (() => {
      try {
        parseJsonBody(text, 32);
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).statusCode).toBe(400);
    expect((failure as HttpError).message).toMatch(words);
  });
});

describe('multipartError', () => {
  it.each([
    [{ code: 'FST_PARTS_LIMIT', message: 'reach parts limit' }, { parts: 20 }, 413, 'The form has more than 20 parts'],
    [{ code: 'FST_FILES_LIMIT', message: 'reach files limit' }, { files: 0 }, 413, 'This call takes no files'],
    [{ code: 'FST_REQ_FILE_TOO_LARGE', message: 'request file too large' }, {}, 413, 'The file is too large'],
    [{ code: 'FST_PROTO_VIOLATION', message: 'x' }, {}, 400, /__proto__/],
    [new Error('Multipart: Boundary not found'), {}, 400, 'The multipart/form-data body is malformed: Multipart: Boundary not found'],
    [new Error('Unexpected end of form'), {}, 400, /malformed: Unexpected end of form/],
  ])('words %o as %i', (error, limits, status, words) => {
    const worded = multipartError(error, limits);
    expect(worded.statusCode).toBe(status);
    expect(worded.message).toMatch(words);
  });
});

describe('printable (error texts)', () => {
  it('writes control characters as escapes and caps the length', async () => {
    const { printable } = await import('./error-handler.ts');
    expect(printable("Field 'a\u0000b\u001b' is sent more than once")).toBe("Field 'a\\u0000b\\u001b' is sent more than once");
    expect(printable('line\nbreak\ttab Ōtāne')).toBe('line\nbreak\ttab Ōtāne');
    expect(printable('x'.repeat(2000))).toHaveLength(500);
  });
});
