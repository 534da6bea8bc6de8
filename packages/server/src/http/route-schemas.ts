// Response schemas shared by the routes, for /openapi.json and fast serialisation.
import {
  ErrorEnvelopeSchema,
  envelopeSchema,
  SectionSchema,
  TaskCreatedSchema,
  TaskViewSchema,
} from '@resume/contract';
import { Type } from '@sinclair/typebox';

export const errorResponses = {
  '4xx': { ...ErrorEnvelopeSchema, description: 'Failure: code, message naming the cause, data null.' },
  '5xx': { ...ErrorEnvelopeSchema, description: 'Failure: code, message naming the cause, data null.' },
};

export const outlineEnvelopeSchema = {
  ...envelopeSchema(Type.String({ description: 'The whole markdown outline.' })),
  description:
    'stream:false answer. With stream true (default) the answer is text/event-stream of {text, done}.',
};

export const sectionsEnvelopeSchema = {
  ...envelopeSchema(Type.Array(SectionSchema)),
  description:
    'stream:false answer. With stream true (default) the answer is text/event-stream of {section}.',
};

export const taskCreatedEnvelopeSchema = envelopeSchema(TaskCreatedSchema);
export const taskViewEnvelopeSchema = envelopeSchema(TaskViewSchema);
export const emptyEnvelopeSchema = envelopeSchema(Type.Null());
