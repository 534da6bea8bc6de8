// outline: a resume outline (markdown) for a target job, the first step from nothing to a resume.
import { OutlineRequestSchema } from '@resume/contract';
import { Type } from '@sinclair/typebox';
import { defineTool } from '../resume-tool.ts';
import { requiredArgument } from '../tool-arguments.ts';
import { textResult } from '../tool-results.ts';

const { job, type, locale } = OutlineRequestSchema.properties;

const OutlineArguments = Type.Object({
  job: requiredArgument(job, 'The target job, e.g. "Backend Engineer" or "数据分析师".'),
  type: requiredArgument(type),
  locale,
});

export const outlineTool = defineTool({
  name: 'outline',
  title: 'Resume outline for a job',
  description:
    'Writes a resume outline in markdown for a target job: the parts and entries a strong resume for that job ' +
    "has, with placeholders in [brackets] for the person's own facts. Show it to the user, fill in or edit it " +
    'together, then pass it to task_create to have the full resume written. Chinese or English, following the ' +
    'job text unless locale is given.',
  input: () => OutlineArguments,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(args, { client, signal }) {
    const markdown = await client.outline.create({ mode: 'ai-template', ...args }, { signal });
    return textResult(markdown);
  },
});
