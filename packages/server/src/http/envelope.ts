// The envelope of spec 2.6 / CONTRACT 1, made here and nowhere else.
import { type Envelope, SUCCESS_MESSAGE } from '@resume/contract';
import type { FastifyReply } from 'fastify';
import type { AppError } from '../errors.ts';

export function successEnvelope<T>(data: T): Envelope<T> {
  return { code: 0, message: SUCCESS_MESSAGE, data };
}

export function errorEnvelope(error: AppError): Envelope<null> {
  return { code: error.code, message: error.message, data: null };
}

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  return reply
    .code(error.status)
    .headers(error.headers)
    .type('application/json; charset=utf-8')
    .send(errorEnvelope(error));
}
