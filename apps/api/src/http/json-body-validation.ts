/**
 * Validation for routes whose body is JSON (plans, contacts): the body is checked as
 * sent, without type coercion, while the path and query (always text) are still coerced.
 *
 * Fastify's default validator coerces types everywhere, which forms need (every field is
 * text) but which breaks JSON's `null`: in the contract's `Nullable(Type.Integer())`
 * (`anyOf: [integer, null]`) the first branch turns `null` into `0`, so a gear list's
 * `list_custom_id: null` was stored as 0 and a temporary contact's `contact_id: null`
 * failed `minimum: 1`. JSON carries its own types; nothing in it needs coercing.
 */
import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/** Fastify's own defaults (@fastify/ajv-compiler), apart from coercion. */
const COMMON: Options = { useDefaults: true, removeAdditional: true, allErrors: false, addUsedSchema: false, strict: false };

const strict = addFormats(new Ajv({ ...COMMON, coerceTypes: false }));
const coercing = addFormats(new Ajv({ ...COMMON, coerceTypes: 'array' }));

/** `validatorCompiler` of a route that takes a JSON body. */
export const jsonBodyValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strict : coercing).compile(schema as object);
