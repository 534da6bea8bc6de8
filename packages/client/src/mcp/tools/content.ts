// content: a task's resume written as structured sections, waiting until the writing is done.
import { SectionSchema } from '@resume/contract';
import { Type } from '@sinclair/typebox';
import { defineTool } from '../resume-tool.ts';
import { dataResult } from '../tool-results.ts';
import { TaskUidArguments } from './task-get.ts';

export const contentTool = defineTool({
  name: 'content',
  title: "Write a task's resume",
  description:
    "Writes the resume of a task (from task_create) and answers it as structured sections: the person's basic " +
    'information as key/value pairs, then each part as a list of lines or as entries (organisation, role, dates, ' +
    'bullet points). Waits until the writing is done: seconds with the built-in writer, up to two minutes with a ' +
    'language model. A task already written answers its stored sections at once. Then export gives it as a file.',
  input: () => TaskUidArguments,
  output: Type.Object({ uid: Type.String(), sections: Type.Array(SectionSchema) }),
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async run({ uid }, { client, signal }) {
    return dataResult({ uid, sections: await client.content.get(uid, { signal }) });
  },
});
