// Response shapes: the envelope of spec 2.6, the stream events of 2.5 and 4.2, and task views.
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { SectionSchema } from './sections.ts';

export const TASK_STATUSES = ['pending', 'generating', 'done', 'failed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export function envelopeSchema<T extends TSchema>(data: T, id?: string) {
  return Type.Object(
    {
      code: Type.Integer({ description: '0 on success; otherwise a code of the error table.' }),
      message: Type.String(),
      data,
    },
    id ? { $id: id } : {},
  );
}

export const ErrorEnvelopeSchema = envelopeSchema(Type.Null());

export const TaskCreatedSchema = Type.Object({
  uid: Type.String(),
  status: Type.Union(TASK_STATUSES.map((value) => Type.Literal(value))),
  createdAt: Type.String({ format: 'date-time' }),
});

export const TaskViewSchema = Type.Object({
  uid: Type.String(),
  status: Type.Union(TASK_STATUSES.map((value) => Type.Literal(value))),
  job: Type.String(),
  type: Type.Union([Type.Literal('intern'), Type.Literal('campus'), Type.Literal('social'), Type.Null()]),
  locale: Type.String(),
  outline: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  sections: Type.Union([Type.Array(SectionSchema), Type.Null()]),
  /** Why the last generation failed, while the task is `failed` (a content request retries). */
  error: Type.Union([Type.Object({ code: Type.Number(), message: Type.String() }), Type.Null()]),
});

export type TaskCreated = Static<typeof TaskCreatedSchema>;
export type TaskView = Static<typeof TaskViewSchema>;

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** One event of the outline stream (spec 2.5). */
export interface OutlineStreamEvent {
  text: string;
  done: boolean;
}

/** The error event sent once a stream has started (CONTRACT 2). */
export interface StreamErrorEvent {
  code: number;
  message: string;
}
