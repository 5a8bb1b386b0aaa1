/** What the stores read of a failed call: the HTTP status and the server's `error` text. */

/** The status of an ApiError (or anything carrying one); undefined for a network failure. */
export function statusOf(cause: unknown): number | undefined {
  if (typeof cause === 'object' && cause !== null && 'status' in cause) {
    const { status } = cause as { status: unknown };
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

/**
 * The server's own words for a refused request (a 4xx answer's `error`), which say what
 * to fix. Null for a network failure or a server fault: their texts ('fetch failed',
 * 'Internal Server Error') tell a walker nothing, so the caller shows its own message.
 */
export function serverErrorText(cause: unknown): string | null {
  const status = statusOf(cause);
  if (status === undefined || status < 400 || status >= 500) return null;
  return cause instanceof Error && cause.message ? cause.message : null;
}
