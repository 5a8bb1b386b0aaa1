/**
 * Secrets that travel in URLs never reach the log. The links of our emails carry them
 * in the query (`/activate?code=`, `/account/password-recovery?recovery_token=`,
 * `/account/confirm-email?token=`, `/account/undo-email-change?token=`,
 * `/check-in?token=`), a pending review photo's URL carries its `key`, and a custom
 * track's share key and a plan's link key are path segments (`/share-custom-track/{key}`,
 * `/api/v1/custom-track/{key}/duplicate`, `/plan/{key}`). The browser asks the server for those pages
 * (it serves the web app), so without this every one of them was written to the log
 * with the request's URL, where anyone who reads the log could use them (issue 29,
 * finding 4).
 *
 * Two layers: the request serializer writes the URL redacted, and every line pino
 * writes goes through `redactSecrets` once more, so a message or an error that quotes a
 * URL (Fastify's own warnings do) is redacted too.
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

export const REDACTED = '[redacted]';

/** A query parameter whose name says it holds a secret: token, code, key, secret, password, signature. */
const SECRET_NAME = /token|code|key|secret|passw|signature/i;

/** `name=value` after `?`, `&` or `;`; a value ends where a URL would (or where JSON text escapes). */
const QUERY_PAIR = /([?&;])([^=&#\s"'\\<>?]*)=([^&#\s"'\\<>]*)/g;

/**
 * Paths whose segment is a share key: the segment is the secret. A plan's link key
 * (`/plan/{key}`, `/api/v1/plan/{key}/readonly`, its PDF) opens the plan with the
 * walker's phone and notes for whoever holds it (ADR 059); an owner's plan id sits in
 * the same place and is redacted with it (a plan made before link keys has its id as key).
 */
const SECRET_SEGMENTS: readonly RegExp[] = [
  /(\/share-custom-track\/)([^/?#\s"'\\<>]+)/g,
  /(\/custom-track\/)([^/?#\s"'\\<>]+)(?=\/duplicate\b)/g,
  /(\/plan\/)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![0-9a-z-])/gi,
];

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * `text` with the secrets of any URL in it replaced by `[redacted]`: the values of
 * query parameters named like a secret, and share keys in paths. Other parameters and
 * the rest of the text are left as they were, so a log line still says what was asked.
 */
export function redactSecrets(text: string): string {
  let redacted = text.replace(QUERY_PAIR, (pair: string, separator: string, name: string, value: string) =>
    value !== '' && SECRET_NAME.test(decodedName(name)) ? `${separator}${name}=${REDACTED}` : pair,
  );
  for (const segment of SECRET_SEGMENTS) redacted = redacted.replace(segment, (_match: string, before: string) => `${before}${REDACTED}`);
  return redacted;
}

/** Fastify's own request serializer, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSecrets(request.url),
    version: [request.headers['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type LoggerOption = FastifyServerOptions['logger'];

/** The server's logger options with redaction added; off stays off. */
export function redactingLogger(logger: LoggerOption): LoggerOption {
  if (logger === undefined || logger === false) return false;
  const options = logger === true ? {} : logger;
  const write = options.hooks?.streamWrite;
  return {
    ...options,
    serializers: { ...options.serializers, req: serializeRequest },
    hooks: {
      ...options.hooks,
      // Every line, whatever wrote it: a message or an error's stack may quote a URL.
      streamWrite: (line: string) => redactSecrets(write ? write(line) : line),
    },
  };
}
