// task_create: an outline (possibly edited) stored as a task, whose uid the content and export tools take.
import { TaskCreatedSchema, TaskCreateRequestSchema } from '@resume/contract';
import { Type } from '@sinclair/typebox';
import { defineTool } from '../resume-tool.ts';
import { requiredArgument } from '../tool-arguments.ts';
import { dataResult } from '../tool-results.ts';

const { outline, job, type, locale } = TaskCreateRequestSchema.properties;

const TaskCreateArguments = Type.Object({
  outline: requiredArgument(
    outline,
    `The resume outline in markdown, as outline or optimize wrote it, with the user's edits. ${outline.description}`,
  ),
  job,
  type,
  locale,
  idempotencyKey: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      description:
        'Any string of yours: calling again with the same key and outline (a retry) answers the same task instead of making a second one.',
    }),
  ),
});

export const taskCreateTool = defineTool({
  name: 'task_create',
  title: 'Store an outline as a task',
  description:
    'Stores a resume outline (markdown) as a task and answers its uid. Then call content with the uid to have ' +
    'the resume written, and export to get it as a file. Tasks are private to this API key and kept for 30 days.',
  input: () => TaskCreateArguments,
  output: TaskCreatedSchema,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  async run({ idempotencyKey, ...request }, { client, signal }) {
    const created = await client.tasks.create(request, {
      signal,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
    return dataResult(created);
  },
});
