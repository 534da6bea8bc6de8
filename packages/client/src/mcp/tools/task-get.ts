// task_get: a task's status, outline and, once written, its sections.
import { ContentRequestSchema, TaskViewSchema } from '@resume/contract';
import { Type } from '@sinclair/typebox';
import { defineTool } from '../resume-tool.ts';
import { requiredArgument } from '../tool-arguments.ts';
import { dataResult } from '../tool-results.ts';

/** The task uid argument of the tools that take one. */
export const TaskUidArguments = Type.Object({
  uid: requiredArgument(ContentRequestSchema.properties.uid, 'The task uid that task_create answered.'),
});

export const taskGetTool = defineTool({
  name: 'task_get',
  title: 'Show a task',
  description:
    'Shows a task: its status (pending: content not requested yet; generating; done; failed, with the error — ' +
    'calling content again retries), job, locale, the outline, and the sections once written.',
  input: () => TaskUidArguments,
  output: TaskViewSchema,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run({ uid }, { client, signal }) {
    return dataResult(await client.tasks.get(uid, { signal }));
  },
});
