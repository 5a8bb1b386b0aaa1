import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TEXT_GUARD_PATTERN, hasControlCharacters, hasLoneSurrogates, type ErrorResponse } from '@planmywalk/contracts';
import { HttpError } from './http-error.ts';
import { MULTIPART_ERROR_CODES, multipartError } from './input-edge.ts';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/** The value a validation issue is about: `/a/0` of the request's body, query or params. */
function valueAt(root: unknown, instancePath: string): unknown {
  let value = root;
  for (const key of instancePath.split('/').slice(1)) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return value;
}

/**
 * 'body/distance' + ajv's words → "Field 'distance' must be string". A text refused by
 * the contract's control-character guard is named as such (the request holds the
 * value), rather than by its pattern.
 */
export function describeValidation(request: FastifyRequest, context: string | undefined, issue: ValidationIssue | undefined): string {
  if (!issue) return `Invalid ${context ?? 'request'}`;
  const parts: Record<string, unknown> = { body: request.body, querystring: request.query, params: request.params, headers: request.headers };
  const value = context ? valueAt(parts[context], issue.instancePath) : undefined;
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const params = issue.params as Record<string, unknown>;
  let words = issue.message ?? 'is invalid';
  if (issue.keyword === 'enum' && Array.isArray(params.allowedValues)) {
    words = `must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
  }
  if (issue.keyword === 'pattern' && typeof params.pattern === 'string' && params.pattern.startsWith(TEXT_GUARD_PATTERN)) {
    words =
      typeof value !== 'string'
        ? 'is not in the expected format'
        : hasControlCharacters(value)
          ? 'must not contain control characters'
          : hasLoneSurrogates(value)
            ? 'must be well-formed text (it holds half of a character, a lone surrogate)'
            : value.trim() === ''
              ? 'must not be blank'
              : 'is not in the expected format';
  }
  if (issue.keyword === 'required' && typeof params.missingProperty === 'string') {
    return `Field '${params.missingProperty}' is required`;
  }
  if (!path) return `Invalid ${context ?? 'request'}: ${words}`;
  const where = context === 'params' ? 'Path parameter' : context === 'querystring' ? 'Query parameter' : 'Field';
  return `${where} '${path}' ${words}`;
}

/** Longest error text sent; one that quotes a request's field name or value stays readable. */
const MAX_ERROR_LENGTH = 500;

/**
 * An error text as it may be shown: control characters written as `\u0000` escapes (a
 * text quoting a field name must not carry them to the client, and the contract's
 * answer schemas refuse them), and no longer than MAX_ERROR_LENGTH.
 */
export function printable(text: string): string {
  // eslint-disable-next-line no-control-regex -- escaping control characters is the point
  const escaped = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return escaped.length > MAX_ERROR_LENGTH ? `${escaped.slice(0, MAX_ERROR_LENGTH - 1)}…` : escaped;
}

/**
 * Every failure answers `{ error }`. Client mistakes (4xx: validation, malformed JSON,
 * unsupported media type, limits) say what was wrong; anything else is logged with its
 * stack and answered with a generic text, so internals never reach the client.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const answer = (status: number, message: string, extra: Record<string, unknown> = {}) =>
      reply.code(status).send({ ...extra, error: printable(message) } satisfies ErrorResponse);
    if (error.validation) return answer(400, describeValidation(request, error.validationContext, error.validation[0]));
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      const type = String(request.headers['content-type'] ?? '').split(';')[0];
      return answer(415, `Unsupported content type '${type}'`);
    }
    if (typeof error.code === 'string' && MULTIPART_ERROR_CODES.has(error.code)) {
      const worded = multipartError(error, {});
      return answer(worded.statusCode, worded.message);
    }
    if (error instanceof HttpError) {
      if (error.extras.headers) reply.headers(error.extras.headers);
      return answer(status, error.message, error.extras.body);
    }
    if (status >= 400 && status < 500) return answer(status, error.message);
    request.log.error({ err: error }, 'request failed');
    return answer(500, 'Something went wrong, please try again.');
  });
}
