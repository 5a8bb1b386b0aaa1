export interface HttpErrorExtras {
  /** More fields of the answer beside `error` (e.g. `success: false` where the spec has it). */
  body?: Record<string, unknown>;
  /** Headers of the answer (e.g. Retry-After on a 429). */
  headers?: Record<string, string>;
}

/** The statuses a handler answers on purpose; 503 is a busy server that says when to come back (Retry-After). */
export type HttpErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

export const isHttpErrorStatus = (status: unknown): status is HttpErrorStatus =>
  typeof status === 'number' && [400, 401, 403, 404, 409, 413, 415, 422, 429, 503].includes(status);

/** An answer other than 2xx that a handler chose; the error handler sends `{ error: message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: HttpErrorStatus,
    message: string,
    readonly extras: HttpErrorExtras = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
export const unprocessable = (message: string) => new HttpError(422, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const conflict = (message: string) => new HttpError(409, message);
