/**
 * The one place where request bodies, and the time a client may take to send one, are
 * read for every route: JSON (depth-limited, prototype-poisoning refused), urlencoded
 * forms, multipart forms (text fields into `request.body`; a route that takes files
 * reads its parts with `readParts`), and the timeouts. Every malformed or oversized
 * input is a 4xx with a text saying what was wrong; a route never sees it.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import secureJson from 'secure-json-parse';
import { HttpError, badRequest } from './http-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The handler reads the multipart parts itself with `readParts` (a file upload): the
     * edge leaves the body unread instead of collecting text fields into `request.body`.
     */
    readsOwnParts?: boolean;
  }
}

export interface EdgeLimits {
  /** Largest JSON body, in bytes. */
  jsonBodyBytes: number;
  /** Deepest nesting of arrays and objects a JSON body may have. */
  jsonDepth: number;
  /** Largest urlencoded body, in bytes. */
  urlencodedBodyBytes: number;
  /** Most fields of a form (urlencoded or multipart) without files. */
  formFields: number;
  /** Largest text field of a multipart form, in bytes. */
  formFieldBytes: number;
  /** Time to receive a request's headers. */
  headersTimeoutMs: number;
  /** Time to receive a whole request, headers and body: the cap for a body trickled in byte by byte. */
  requestTimeoutMs: number;
  /** Time a body may go without a byte arriving before the connection is closed. */
  bodyIdleMs: number;
}

export const EDGE_LIMITS: Readonly<EdgeLimits> = Object.freeze({
  jsonBodyBytes: 1024 * 1024,
  jsonDepth: 32,
  urlencodedBodyBytes: 64 * 1024,
  formFields: 20,
  formFieldBytes: 10_000,
  headersTimeoutMs: 10_000,
  // A 5 MB upload needs about 0.7 Mbit/s to arrive in time; a stalled one is cut by bodyIdleMs.
  requestTimeoutMs: 60_000,
  bodyIdleMs: 10_000,
});

/** Fastify and Node server options that enforce the limits before any route runs. */
export function edgeServerOptions(limits: EdgeLimits): Pick<FastifyServerOptions, 'bodyLimit' | 'requestTimeout'> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    bodyLimit: limits.jsonBodyBytes,
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      // Node checks the two timeouts above on this interval (30 s by default).
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
    },
  };
}

/** Media type without parameters, lower case: 'multipart/form-data; boundary=x' → 'multipart/form-data'. */
export function mediaType(request: FastifyRequest): string | undefined {
  const header = request.headers['content-type'];
  if (header === undefined) return undefined;
  return header.split(';')[0]?.trim().toLowerCase();
}

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

/** The nesting of arrays and objects in JSON text goes deeper than `limit` (strings are skipped). */
export function jsonDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}

/** JSON.parse with Fastify's default protections (no `__proto__`, no `constructor.prototype`) and a depth limit. */
export function parseJsonBody(text: string, depthLimit: number): unknown {
  if (text.trim() === '') throw badRequest('The body is empty, but its content type says JSON');
  // Checked before parsing: validators and serializers recurse, and a deep body must not reach them.
  if (jsonDeeperThan(text, depthLimit)) throw badRequest(`The JSON body is nested more than ${depthLimit} levels deep`);
  try {
    return secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (/forbidden prototype property/i.test(reason)) throw badRequest('The JSON body must not set __proto__ or constructor.prototype');
    // V8's text quotes the body; the position says where without echoing it.
    const position = /position (\d+)/.exec(reason)?.[1];
    const where = position !== undefined ? ` at character ${position}` : /end of JSON/i.test(reason) ? ': it ends too soon' : '';
    throw badRequest(`The body is not valid JSON${where}`);
  }
}

/** Form fields as `{ name: text }`; a name sent twice is refused rather than one value silently winning. */
function formObject(entries: Iterable<[string, string]>, maxFields: number): Record<string, string> {
  const form: Record<string, string> = Object.create(null) as Record<string, string>;
  let count = 0;
  for (const [name, value] of entries) {
    if (++count > maxFields) throw new HttpError(413, `The form has more than ${maxFields} fields`);
    if (Object.hasOwn(form, name)) throw badRequest(`Field '${name.slice(0, 100)}' is sent more than once`);
    form[name] = value;
  }
  // A plain object again: validators and handlers expect Object.prototype.
  return { ...form };
}

interface MultipartFailure {
  code?: string;
  statusCode?: number;
  message: string;
}

/** The error codes of @fastify/multipart that multipartError words. */
export const MULTIPART_ERROR_CODES: ReadonlySet<string> = new Set([
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_REQ_FILE_TOO_LARGE',
  'FST_PROTO_VIOLATION',
  'FST_INVALID_JSON_FIELD_ERROR',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_MP_PREMATURE_CLOSE',
]);

/** @fastify/multipart's limit and shape errors, in words; anything else from the parser is a malformed body. */
export function multipartError(error: unknown, limits: { parts?: number; fields?: number; files?: number }): HttpError {
  if (error instanceof HttpError) return error;
  const failure = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as MultipartFailure;
  switch (failure.code) {
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, limits.parts === undefined ? 'The form has too many parts' : `The form has more than ${limits.parts} parts`);
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, limits.fields === undefined ? 'The form has too many fields' : `The form has more than ${limits.fields} fields`);
    case 'FST_FILES_LIMIT':
      return new HttpError(413, limits.files === 0 ? 'This call takes no files' : 'The form has too many files');
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, 'The file is too large');
    case 'FST_PROTO_VIOLATION':
      return badRequest('A form field may not be named after an Object property such as __proto__');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badRequest('A form field declared as JSON is not valid JSON');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, 'Send the form as multipart/form-data');
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest('The multipart/form-data body ended before the form did');
    default:
      // Busboy's own errors: no boundary, a truncated body, a malformed part header.
      return badRequest(`The multipart/form-data body is malformed: ${failure.message}`);
  }
}

export interface PartLimits {
  files: number;
  fileSize: number;
  fields: number;
  fieldSize: number;
  parts: number;
}

/**
 * The parts of a multipart request, for a route that takes files (`config: { readsOwnParts: true }`).
 * A malformed body becomes a 400 here. Limit errors keep @fastify/multipart's codes
 * (FST_REQ_FILE_TOO_LARGE, FST_FILES_LIMIT, …) so the route can word them; the error
 * handler words any it leaves.
 */
export async function* readParts(request: FastifyRequest, limits: PartLimits) {
  const parts = request.parts({ limits })[Symbol.asyncIterator]();
  for (;;) {
    let next: Awaited<ReturnType<typeof parts.next>>;
    try {
      next = await parts.next();
    } catch (error) {
      throw keepLimitCode(error);
    }
    if (next.done) return;
    const part = next.value;
    if (part.type === 'file') {
      const toBuffer = part.toBuffer.bind(part);
      part.toBuffer = async () => {
        try {
          return await toBuffer();
        } catch (error) {
          throw keepLimitCode(error);
        }
      };
    }
    yield part;
  }
}

/** 4xx errors of @fastify/multipart go on as they are; a parser error becomes a 400. */
function keepLimitCode(error: unknown): unknown {
  const status = (error as MultipartFailure | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return multipartError(error, {});
}

/** What the route's `consumes` lists; JSON when it lists nothing. */
function accepted(request: FastifyRequest): string[] {
  const consumes = (request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes;
  return consumes && consumes.length > 0 ? consumes.map((type) => type.toLowerCase()) : ['application/json'];
}

/** Installs the parsers and hooks on the root instance, before any route is registered. */
export async function installInputEdge(app: FastifyInstance, limits: EdgeLimits): Promise<void> {
  // Registered at the root (it uses fastify-plugin), so every route has it, present and future.
  await app.register(multipart, {
    limits: { fields: limits.formFields, fieldSize: limits.formFieldBytes, fieldNameSize: 100, files: 0, parts: limits.formFields },
  });
  // Text is none of the accepted encodings: 415, not a puzzling schema error.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: limits.jsonBodyBytes }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(String(body), limits.jsonDepth));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: limits.urlencodedBodyBytes },
    (_request, body, done) => {
      try {
        done(null, formObject(new URLSearchParams(String(body)), limits.formFields));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );

  app.addHook('onRequest', async (request) => {
    if (!hasBody(request)) return;
    // Idle time while the body arrives; once it has all arrived, a slow handler is not cut off.
    const socket = request.raw.socket;
    // In-process requests (app.inject) have no real socket to time out.
    if (typeof socket?.setTimeout !== 'function') return;
    socket.setTimeout(limits.bodyIdleMs);
    request.raw.once('end', () => socket.setTimeout(0));
    request.raw.once('timeout', () => {
      request.log.info({ bodyIdleMs: limits.bodyIdleMs }, 'request body stalled: connection closed');
      socket.destroy();
    });
  });

  // Before a byte of the body is read: a type the route does not take is 415, naming the ones it does.
  app.addHook('preParsing', async (request, _reply, payload) => {
    // GET and HEAD bodies are never read; an unknown path answers 404 whatever its body.
    if (!hasBody(request) || request.method === 'GET' || request.method === 'HEAD' || request.is404) return payload;
    const type = mediaType(request);
    const types = accepted(request);
    if (type === undefined || !types.includes(type)) {
      const sent = type === undefined ? 'no content type' : `content type '${type}'`;
      throw new HttpError(415, `Unsupported ${sent}: this call takes ${types.join(', ')}`);
    }
    return payload;
  });

  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart() || request.routeOptions.config.readsOwnParts) return;
    request.body = await readFormFields(request, limits);
  });
}

/** A multipart form's text fields as `{ name: text }`; a file part is refused (413). */
async function readFormFields(request: FastifyRequest, limits: EdgeLimits): Promise<Record<string, string>> {
  const partLimits = { parts: limits.formFields, fields: limits.formFields, files: 0 };
  const fields: Array<[string, string]> = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') throw multipartError({ code: 'FST_FILES_LIMIT', message: '' }, partLimits);
      if (part.fieldnameTruncated) throw badRequest('A form field name is longer than 100 characters');
      if (part.valueTruncated) throw new HttpError(413, `Field '${part.fieldname}' is longer than ${limits.formFieldBytes} bytes`);
      if (typeof part.value !== 'string') throw badRequest(`Field '${part.fieldname}' must be text`);
      fields.push([part.fieldname, part.value]);
    }
  } catch (error) {
    throw multipartError(error, partLimits);
  }
  return formObject(fields, limits.formFields);
}
