// A tool's arguments checked against its schema before anything is sent, refused as the API refuses a
// body (40002, naming the field), and the schema as the plain JSON Schema that tools/list carries.
import { OptionalKind, type TObject, type TSchema } from '@sinclair/typebox';
import { Value, ValueErrorType } from '@sinclair/typebox/value';
import { createAPIError } from '../errors.ts';

/** Throws a 40002 `ValidationError` naming the first field that does not fit the schema. */
export function checkArguments(schema: TObject, args: unknown): void {
  const error = Value.Errors(schema, args).First();
  if (!error) return;
  const field = error.path.replace(/^\//, '').replaceAll('/', '.');
  if (field === '') throw createAPIError(40002, 'The arguments must be a JSON object.');
  throw createAPIError(40002, problemOf(error.type, field, error.schema, error.message));
}

function problemOf(type: ValueErrorType, field: string, schema: TSchema, message: string): string {
  switch (type) {
    case ValueErrorType.ObjectRequiredProperty:
      return `${field} is required.`;
    case ValueErrorType.String:
      return `${field} must be a string.`;
    case ValueErrorType.Boolean:
      return `${field} must be a boolean.`;
    case ValueErrorType.StringMinLength:
      return `${field} must not be empty.`;
    case ValueErrorType.StringMaxLength:
      return `${field} is too long: at most ${String(schema.maxLength)} characters.`;
    case ValueErrorType.Union: {
      const allowed = ((schema.anyOf as TSchema[] | undefined) ?? [])
        .map((variant) => variant.const)
        .filter((value) => typeof value === 'string');
      if (allowed.length > 0) return `${field} must be one of: ${allowed.join(', ')}.`;
      return `${field} is invalid: ${message}.`;
    }
    default:
      return `${field} is invalid: ${message}.`;
  }
}

/**
 * The schema as JSON: TypeBox's symbols dropped, and any `$id` (a contract schema's name, e.g.
 * TaskCreateRequest) removed, since a tool's arguments are another shape and validators cache by `$id`.
 */
export function toJsonSchema(schema: TSchema): Record<string, unknown> & { type: 'object' } {
  return JSON.parse(JSON.stringify(schema), (key, value: unknown) => (key === '$id' ? undefined : value));
}

/**
 * A contract schema as a required argument (a request's optional field may be one a tool needs), its
 * description replaced when given: the constraints stay the contract's, the words are for an agent.
 */
export function requiredArgument<T extends TSchema>(schema: T, description?: string): T {
  const { [OptionalKind]: _optional, ...required } = schema as T & { [OptionalKind]?: string };
  return (description === undefined ? required : { ...required, description }) as T;
}
