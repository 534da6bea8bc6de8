// One error handler: AppError, Fastify's own errors and unknown failures become the contract envelope.
import { LIMITS } from '@resume/contract';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  AppError,
  bodyTooLargeError,
  isAppError,
  StoreUnavailableError,
  unexpectedError,
} from '../errors.ts';
import { sendError } from './envelope.ts';
import { toValidationError } from './validation-errors.ts';

/** Fastify error codes that are the client's fault, mapped to contract codes. */
const FASTIFY_CODES: Record<string, () => AppError> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new AppError(41502, 'Content-Type must be application/json.'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => new AppError(40001, 'The request body is empty: send a JSON object.'),
  FST_ERR_CTP_INVALID_JSON_BODY: () => new AppError(40001, 'The request body is not valid JSON.'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => new AppError(40001, 'Content-Length does not match the body.'),
  // The router's own errors (frameworkErrors), raised while decoding the task uid in the path.
  FST_ERR_BAD_URL: () =>
    new AppError(40002, 'uid in the path is not valid: a %-escape is broken or not UTF-8.'),
  FST_ERR_MAX_PARAM_LENGTH: () =>
    new AppError(40002, `uid is too long: at most ${LIMITS.uidLength} characters.`),
};

export function toAppError(error: unknown, bodySchema?: TSchema, bodyLimit?: number): AppError {
  if (isAppError(error)) return error;
  const fastifyError = error as FastifyError;
  if (fastifyError?.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fastifyError?.statusCode === 413) {
    return bodyLimit
      ? bodyTooLargeError(bodyLimit)
      : new AppError(41301, 'The request body is larger than the limit.');
  }
  if (fastifyError?.validation) return toValidationError(fastifyError.validation, bodySchema);
  const mapped = fastifyError?.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (mapped) return mapped();
  if (fastifyError instanceof SyntaxError) return new AppError(40001, 'The request body is not valid JSON.');
  return unexpectedError(error);
}

export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const bodySchema = request.routeOptions.schema?.body as TSchema | undefined;
  const appError = toAppError(error, bodySchema, request.routeOptions.bodyLimit);
  if (appError.code === 50001) {
    // The cause stays in the log (with the request id), never on the wire.
    request.log.error({ err: error }, 'unexpected error');
  } else if (appError instanceof StoreUnavailableError) {
    request.log.error({ err: appError.cause }, 'the store cannot serve');
  } else {
    request.log.info({ code: appError.code }, 'request rejected');
  }
  // The router's errors (frameworkErrors) come before the onRequest hook that sets it.
  if (!reply.hasHeader('X-Request-Id')) reply.header('X-Request-Id', request.id);
  return sendError(reply, appError);
}
