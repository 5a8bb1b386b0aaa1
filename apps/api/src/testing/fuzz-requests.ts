/**
 * Generators (fast-check) of hostile requests for one route of the OpenAPI document:
 * control characters and over-long text in every path parameter, query parameter and
 * field; wrong types; malformed and deep JSON; garbage, truncated and oversized
 * multipart; urlencoded with bad escapes; content types the route does not take.
 *
 * And `leafMutations`: a valid call (the authorization matrix's) with one value at a
 * time replaced by one that has broken servers: an id past PostgreSQL's integer, a
 * number too big for a double, a lone surrogate, blank text, a date far from now. A
 * hostile value in a body that is otherwise wrong is refused at its first field; only
 * inside a valid body does it reach the database (issue 29, finding 7b: 43 × 500 the
 * random requests never reached).
 */
import fc from 'fast-check';
import type { DocumentedRoute } from './authorization-matrix.ts';

export type AuthMode = 'guest' | 'valid token' | 'bad token' | 'garbage header';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  auth: AuthMode;
  /** What kind of body was sent, for the figures. */
  body: string;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  format?: string;
}

/** Text that has broken servers: control characters, lone surrogates, huge and odd values. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\u0001', '\u0007', '\b', '\u000b', '\f', '\u001b', '\u007f', '\u0085', '\u009f', '\ud800', '\udfff', '\uffff', '\u202e', '\r', '\n', '\t'), fc.string({ maxLength: 8 }))
    .map(([a, c, b]) => `${a}${c}${b}`),
  fc.constantFrom(
    '',
    ' ',
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    '../../../etc/passwd',
    '%00',
    '%',
    "'; DROP TABLE users; --",
    '<script>alert(1)</script>',
    'null',
    'true',
    '-1',
    '0',
    '1e309',
    '2147483648',
    '9999-12-31',
    '\ud800',
    '   ',
    'NaN',
    '-0',
    '[1,2]',
    '[[168,-45],[169,-44]]',
    '[[-540,-90],[540,90]]',
    '[0,101]',
    '[99999999999999999999]',
    '{"a":1}',
    `${'['.repeat(600)}${']'.repeat(600)}`,
    '9'.repeat(400),
    'a@b.nz',
    'x'.repeat(10_001),
    'ä'.repeat(3000),
  ),
);

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  // Past PostgreSQL's integer and a double's exact range: fc.integer() stays within 32 bits.
  fc.constantFrom(2_147_483_648, -2_147_483_649, 2 ** 53, 1e300),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
);

/** A value a route would accept for a field of this schema, so other fields get past validation. */
function plausible(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.anyOf?.[0]) return plausible(schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return 'hut';
}

/** An object for a body schema: each field plausible, hostile, wrongly typed or left out; sometimes extra fields. */
function fieldsFor(schema: JsonSchema | undefined): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(schema?.properties ?? {});
  const fieldArbs = Object.fromEntries(
    names.map((name) => [name, fc.oneof(fc.constant(plausible(schema?.properties?.[name])), hostileText, wrongType, fc.constant(undefined))]),
  );
  return fc
    .tuple(fc.record(fieldArbs), fc.dictionary(hostileText, hostileText, { maxKeys: 2 }))
    .map(([fields, extra]) => {
      const body: Record<string, unknown> = { ...extra };
      for (const [name, value] of Object.entries(fields)) if (value !== undefined) body[name] = value;
      return body;
    });
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

function multipartOf(fields: Array<[string, string]>, files: Array<[string, Buffer]>, boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '')}"\r\n\r\n${value}\r\n`));
  for (const [name, bytes] of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="f.png"\r\nContent-Type: image/png\r\n\r\n`), bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

type Body = { kind: string; headers: Record<string, string>; payload?: string | Buffer };

function bodies(route: DocumentedRoute): fc.Arbitrary<Body> {
  const content = route.operation.requestBody?.content ?? {};
  const schema = (content['application/json'] ?? content['multipart/form-data'] ?? content['application/x-www-form-urlencoded'])?.schema as JsonSchema | undefined;
  const fields = fieldsFor(schema);
  const json = (payload: string, kind: string): Body => ({ kind, headers: { 'content-type': 'application/json' }, payload });
  const boundary = fc.constantFrom('pmwfuzz', '----x', 'a'.repeat(70), '');
  return fc.oneof(
    fc.constant<Body>({ kind: 'none', headers: {} }),
    fields.map((f) => json(JSON.stringify(f), 'json fields')),
    wrongType.map((v) => json(JSON.stringify(v) ?? 'null', 'json wrong type')),
    hostileText.map((t) => json(t, 'json malformed')),
    fc.integer({ min: 1, max: 200 }).map((depth) => json(`{"term":${'['.repeat(depth)}1${']'.repeat(depth)}}`, 'json deep')),
    fc.constantFrom('{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`).map((t) => json(t, 'json poisoned or 5000 deep')),
    fields.map((f) => ({
      kind: 'urlencoded fields',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(Object.entries(f).map(([k, v]): [string, string] => [k, asText(v)])).toString(),
    })),
    hostileText.map((t) => ({ kind: 'urlencoded malformed', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `a=%E0%A4%A&${t}=%zz&%=1` })),
    fc.tuple(fields, boundary).map(([f, b]) => ({
      kind: 'multipart fields',
      headers: { 'content-type': `multipart/form-data; boundary=${b}` },
      payload: multipartOf(Object.entries(f).map(([k, v]) => [k, asText(v)]), [], b),
    })),
    fc.tuple(fields, fc.uint8Array({ maxLength: 64 }), fc.integer({ min: 1, max: 40 })).map(([f, bytes, cut]) => {
      const full = multipartOf(Object.entries(f).map(([k, v]) => [k, asText(v)]), [['file', Buffer.from(bytes)]], 'pmwfuzz');
      return { kind: 'multipart truncated or with a file', headers: { 'content-type': 'multipart/form-data; boundary=pmwfuzz' }, payload: full.subarray(0, Math.max(1, full.length - cut)) };
    }),
    fc.integer({ min: 19, max: 60 }).map((n) => ({
      kind: 'multipart many parts',
      headers: { 'content-type': 'multipart/form-data; boundary=pmwfuzz' },
      payload: multipartOf(Array.from({ length: n }, (_, i) => [`f${i % 7}`, 'x']), [], 'pmwfuzz'),
    })),
    fc.tuple(fc.uint8Array({ maxLength: 200 }), fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=pmwfuzz', 'multipart/mixed; boundary=x')).map(([bytes, type]) => ({
      kind: 'multipart garbage',
      headers: { 'content-type': type },
      payload: Buffer.from(bytes),
    })),
    fc.tuple(hostileText, fc.constantFrom('text/plain', 'application/xml', 'application/octet-stream', 'application/json; charset=utf-16', 'application/x-www-form-urlencoded; charset=koi8-r', 'image/png', 'x/y', ';')).map(([t, type]) => ({
      kind: 'other content type',
      headers: { 'content-type': type },
      payload: t,
    })),
  );
}

/** A path segment: hostile text percent-encoded, or an escape that does not decode. */
const segment: fc.Arbitrary<string> = fc.oneof(
  hostileText.map((t) => encodeURIComponent(t.replace(/[\ud800-\udfff]/g, '\ufffd'))),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%80', '%00', '%2e%2e', '..', '%2F', '%FF%FE', 'x'.repeat(600), '2147483648', '1e309', '-1'),
);

function query(route: DocumentedRoute, extra: Array<{ in: string; name: string }> = []): fc.Arbitrary<string> {
  const names = [...(route.operation.parameters ?? []), ...extra].filter((p) => p.in === 'query').map((p) => p.name);
  const pair = fc.tuple(fc.oneof(fc.constantFrom(...(names.length > 0 ? names : ['q'])), hostileText), segment);
  return fc.oneof(
    fc.constant(''),
    fc.array(pair, { maxLength: 4 }).map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${encodeURIComponent(k.replace(/[\ud800-\udfff]/g, ''))}=${v}`).join('&')}`)),
    fc.constantFrom('?%', '?a=%E0%A4%A', '?&&&=&', `?bbox=${'1,'.repeat(500)}`, '?bbox=168,-45,169,-44&bbox=1,2,3,4', '?to=a%00b'),
  );
}

const auth: fc.Arbitrary<AuthMode> = fc.constantFrom('guest', 'valid token', 'valid token', 'bad token', 'garbage header');

/** Hostile requests for one route; `extraQuery` names query parameters the document does not list. */
export function hostileRequests(route: DocumentedRoute, extraQuery: Array<{ in: string; name: string }> = []): fc.Arbitrary<FuzzRequest> {
  const params = route.path.match(/\{[^}]+\}/g) ?? [];
  return fc
    .tuple(fc.array(segment, { minLength: params.length, maxLength: params.length }), query(route, extraQuery), bodies(route), auth)
    .map(([segments, qs, body, mode]) => {
      let i = 0;
      const path = route.path.replace(/\{[^}]+\}/g, () => segments[i++] ?? 'x');
      const bodyless = route.method === 'GET' || route.method === 'HEAD';
      return {
        method: route.method,
        url: `${path}${qs}`,
        headers: bodyless ? {} : body.headers,
        payload: bodyless ? undefined : body.payload,
        auth: mode,
        body: bodyless ? 'none' : body.kind,
      };
    });
}

/** A valid call to mutate: its method, URL and JSON body (or none), as the authorization matrix makes it. */
export interface SeedCall {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
}

export interface MutatedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Which value was replaced, with what, for the failure message. */
  mutation: string;
}

/** Written into the JSON text unquoted: `1e309`, which JSON.parse reads as Infinity. */
const RAW_INFINITY = '\u0000fuzz-infinity\u0000';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Values for a text leaf: lone surrogates, blank, a control character, far dates for a date. */
function textSpecials(current: string): string[] {
  const dates = ISO_DATE.test(current) ? ['9999-12-31', '0001-01-01', '1899-12-31', '2101-01-01', '2030-02-30'] : [];
  return ['\ud800', 'a\udfffb', '\udc00\ud800', '   ', '\t\n', '', 'x\u0000y', ...dates];
}

/** Values for a number leaf: past PostgreSQL's integer both ways, past a double, not whole, negative. */
const NUMBER_SPECIALS: readonly unknown[] = [2_147_483_648, -2_147_483_649, 2 ** 53 + 1, RAW_INFINITY, 1.5, -1, 0];

/** Values for a query parameter or a numeric path segment, as URL text. */
const URL_SPECIALS: readonly string[] = ['2147483648', '-2147483649', '1e309', '-1e309', 'Infinity', 'NaN', '1.5', '-1', '%ED%A0%80', '%20%20', '9999-12-31'];

type Path = Array<string | number>;

function leaves(value: unknown, at: Path = []): Array<{ path: Path; value: unknown }> {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...at, i]));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => leaves(item, [...at, key]));
  return [{ path: at, value }];
}

function withValue(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root)) return root.map((item, i) => (i === head ? withValue(item, rest, value) : item));
  const object = root as Record<string, unknown>;
  return { ...object, [String(head)]: withValue(object[String(head)], rest, value) };
}

/** Every YYYY-MM-DD text of the body replaced at once: a trip that starts and ends far away. */
function withDates(root: unknown, date: string): unknown {
  if (Array.isArray(root)) return root.map((item) => withDates(item, date));
  if (typeof root === 'object' && root !== null) return Object.fromEntries(Object.entries(root).map(([key, item]) => [key, withDates(item, date)]));
  return typeof root === 'string' && ISO_DATE.test(root) ? date : root;
}

const jsonText = (body: unknown) => JSON.stringify(body).replaceAll(JSON.stringify(RAW_INFINITY), '1e309');

/**
 * The seed call once per leaf and special value: each value of its JSON body (nested
 * ones too), each query parameter and each numeric path segment replaced in turn, and
 * every date of the body moved at once. Deterministic, so a 500 found is found again.
 */
export function leafMutations(seed: SeedCall): MutatedRequest[] {
  const out: MutatedRequest[] = [];
  const headers = { ...seed.headers };
  // Only a JSON body has values to replace; a form or a file goes as it was.
  const isJson = /json/i.test(headers['content-type'] ?? '') && typeof seed.payload === 'string';
  const body = isJson ? (JSON.parse(seed.payload as string) as unknown) : undefined;
  const bodyless = body === undefined;
  const original = bodyless ? seed.payload : jsonText(body);
  const request = (url: string, payload: string | Buffer | undefined, mutation: string): MutatedRequest => ({
    method: seed.method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
    mutation,
  });

  if (!bodyless) {
    for (const leaf of leaves(body)) {
      const specials = typeof leaf.value === 'string' ? textSpecials(leaf.value) : typeof leaf.value === 'number' ? NUMBER_SPECIALS : [];
      for (const special of specials) {
        out.push(request(seed.url, jsonText(withValue(body, leaf.path, special)), `body ${leaf.path.join('.')} = ${JSON.stringify(special)}`));
      }
    }
    if (leaves(body).some((leaf) => typeof leaf.value === 'string' && ISO_DATE.test(leaf.value))) {
      for (const date of ['9999-12-31', '0001-01-01', '1899-12-31', '2101-01-01']) out.push(request(seed.url, jsonText(withDates(body, date)), `every date = ${date}`));
    }
  }

  const [path = '', query] = seed.url.split('?');
  const payload = original as string | Buffer | undefined;
  if (query) {
    const pairs = query.split('&');
    pairs.forEach((pair, i) => {
      const name = pair.split('=')[0] ?? '';
      for (const special of URL_SPECIALS) {
        const mutated = pairs.map((p, j) => (j === i ? `${name}=${special}` : p)).join('&');
        out.push(request(`${path}?${mutated}`, payload, `query ${name} = ${special}`));
      }
    });
  }
  const segments = path.split('/');
  segments.forEach((segment, i) => {
    if (!/^\d+$/.test(segment)) return;
    for (const special of URL_SPECIALS) {
      const mutated = segments.map((s, j) => (j === i ? special : s)).join('/');
      out.push(request(query ? `${mutated}?${query}` : mutated, payload, `path segment ${i} = ${special}`));
    }
  });
  return out;
}
