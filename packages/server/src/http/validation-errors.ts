// Turns schema validation failures (Ajv) into 40001/40002 errors whose message names the field.
import type { TSchema } from '@sinclair/typebox';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { AppError } from '../errors.ts';

function fieldName(error: FastifySchemaValidationError): string {
  if (error.keyword === 'required') return String(error.params.missingProperty ?? '');
  return error.instancePath.replace(/^\//, '').replace(/\//g, '.');
}

/** The literal values a union-of-literals property allows, read from the schema itself. */
function allowedValues(schema: TSchema | undefined, field: string): string[] {
  const property = (schema?.properties as Record<string, TSchema> | undefined)?.[field];
  const variants = (property?.anyOf as TSchema[] | undefined) ?? [];
  return variants
    .map((variant) => variant.const)
    .filter((value): value is string => typeof value === 'string');
}

export function toValidationError(
  errors: readonly FastifySchemaValidationError[],
  schema: TSchema | undefined,
): AppError {
  const error = errors.find((candidate) => candidate.keyword !== 'anyOf') ?? errors[0];
  if (!error) return new AppError(40002, 'The request body is invalid.');
  const field = fieldName(error);
  if (field === '' && error.keyword === 'type') {
    return new AppError(40001, 'The request body must be a JSON object.');
  }
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return new AppError(40002, `${field} is required.`);
    case 'type':
      return new AppError(40002, `${field} must be a ${String(params.type)}.`);
    case 'const':
    case 'enum': {
      const allowed = allowedValues(schema, field);
      return new AppError(40002, `${field} must be one of: ${allowed.join(', ')}.`);
    }
    case 'maxLength':
      return new AppError(40002, `${field} is too long: at most ${String(params.limit)} characters.`);
    case 'minLength':
      return new AppError(40002, `${field} must not be empty.`);
    default:
      return new AppError(40002, `${field || 'body'} is invalid: ${error.message ?? 'unexpected value'}.`);
  }
}
