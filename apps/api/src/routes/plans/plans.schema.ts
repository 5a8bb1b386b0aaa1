/**
 * The plan routes' parameters, and their schema failures worded as the plan screen
 * words them: a trip name, note or daily field over its limit and a fourth document are
 * 422 with the spec's texts (the same the commands use); anything else malformed is the
 * error handler's 400.
 */
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  DAILY_LOCATION_TOO_LONG,
  DAILY_NOTES_TOO_LONG,
  TOO_MANY_ATTACHMENTS,
  TRIP_NAME_TOO_LONG,
  TRIP_NOTE_TOO_LONG,
  TRIP_TOO_LONG,
  Text,
} from '@planmywalk/contracts';
import { GROUP_TOO_LARGE } from '../../commands/plans/planInput.ts';
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

const LIMIT_TEXTS: Array<{ path: RegExp; keyword: string; text: string }> = [
  { path: /^\/custom_trip_name$/, keyword: 'maxLength', text: TRIP_NAME_TOO_LONG },
  { path: /^\/note$/, keyword: 'maxLength', text: TRIP_NOTE_TOO_LONG },
  { path: /^\/attachments$/, keyword: 'maxItems', text: TOO_MANY_ATTACHMENTS },
  { path: /^\/contacts$/, keyword: 'maxItems', text: GROUP_TOO_LARGE },
  { path: /^\/daily_plans$/, keyword: 'maxItems', text: TRIP_TOO_LONG },
  { path: /^\/daily_plans\/\d+\/(start|end)_location$/, keyword: 'maxLength', text: DAILY_LOCATION_TOO_LONG },
  { path: /^\/daily_plans\/\d+\/notes$/, keyword: 'maxLength', text: DAILY_NOTES_TOO_LONG },
];

/** The body's schema failure of a plan save, if any: a limit in the spec's words (422), else the 400. */
export function planBodyFailure(request: FastifyRequest): HttpError | null {
  const failure = request.validationError;
  if (!failure) return null;
  const issue = 'validation' in failure && Array.isArray(failure.validation) ? failure.validation[0] : undefined;
  const limit = issue && LIMIT_TEXTS.find((l) => l.keyword === issue.keyword && l.path.test(issue.instancePath));
  return limit ? unprocessable(limit.text) : validationFailure(request);
}
