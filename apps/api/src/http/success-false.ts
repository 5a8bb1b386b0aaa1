import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ErrorResponse, FailureResponse } from '@planmywalk/contracts';
import { describeValidation } from './error-handler.ts';
import { HttpError, badRequest } from './http-error.ts';

/**
 * For the calls whose failures the spec writes as `{ success: false, error }` (register,
 * reset-password). Their routes use `attachValidation` and run the handler through
 * `withSuccessFalse`, so every failure they decide carries `success: false`; a body that
 * cannot even be parsed (bad JSON) is answered by the error handler as plain `{ error }`.
 */
export const FailureOrError = Type.Union([FailureResponse, ErrorResponse]);

/** The route's schema-validation failure, worded as the error handler words it. */
export function validationFailure(request: FastifyRequest): HttpError | null {
  const failure = request.validationError;
  if (!failure) return null;
  const issues = 'validation' in failure && Array.isArray(failure.validation) ? failure.validation : [];
  const context = 'validationContext' in failure && typeof failure.validationContext === 'string' ? failure.validationContext : undefined;
  return badRequest(describeValidation(request, context, issues[0]));
}

export async function withSuccessFalse<T>(request: FastifyRequest, fn: () => Promise<T>): Promise<T> {
  try {
    const invalid = validationFailure(request);
    if (invalid) throw invalid;
    return await fn();
  } catch (error) {
    if (error instanceof HttpError) {
      throw new HttpError(error.statusCode, error.message, { ...error.extras, body: { ...error.extras.body, success: false } });
    }
    throw error;
  }
}
