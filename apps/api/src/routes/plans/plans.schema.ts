/**
 * The plan routes' parameters, and their schema failures worded as the plan screen
 * words them: a trip name, note or daily field over its limit, too many people, days or
 * documents are 422 with the contract's texts (planInputLimitMessage, beside the rules
 * the commands and the plan screen use); anything else malformed is the error handler's 400.
 */
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { Text, planInputLimitMessage } from '@planmywalk/contracts';
import { unprocessable, type HttpError } from '../../http/http-error.ts';
import { validationFailure } from '../../http/success-false.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A plan id as the server makes them (a UUID); anything else names no plan. */
export const isPlanId = (text: string) => UUID.test(text);

export const PlanParams = Type.Object({ id: Text({ maxLength: 64, description: 'The plan id (a UUID).' }) }, { additionalProperties: false });
export const ReadonlyParams = Type.Object(
  { guid: Text({ maxLength: 64, description: 'The plan id, as in the share link /plan/{guid}.' }) },
  { additionalProperties: false },
);
export const PlanFileParams = Type.Object(
  { id: Text({ maxLength: 64, description: 'The plan id.' }), fileId: Text({ maxLength: 64, description: 'The document id.' }) },
  { additionalProperties: false },
);

/** The body's schema failure of a plan save, if any: a limit in the spec's words (422), else the 400. */
export function planBodyFailure(request: FastifyRequest): HttpError | null {
  const failure = request.validationError;
  if (!failure) return null;
  const issue = 'validation' in failure && Array.isArray(failure.validation) ? failure.validation[0] : undefined;
  const limit = issue ? planInputLimitMessage(issue.instancePath, issue.keyword) : null;
  return limit ? unprocessable(limit) : validationFailure(request);
}
