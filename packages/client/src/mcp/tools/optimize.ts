// optimize: an existing resume file improved into an outline (markdown), ready to edit and turn into a task.
import { OutlineRequestSchema } from '@resume/contract';
import { Type } from '@sinclair/typebox';
import { fileArguments, uploadOf } from '../file-arguments.ts';
import { defineTool } from '../resume-tool.ts';
import { textResult } from '../tool-results.ts';

export const optimizeTool = defineTool({
  name: 'optimize',
  title: 'Improve an existing resume into an outline',
  description:
    "Reads the user's existing resume file (pdf, docx, doc, txt, md, html, rtf, odt, or a png/jpg/webp scan) and " +
    'answers an improved resume outline in markdown: their own facts kept, parts reordered and worded for a ' +
    'recruiter. Review it with the user, then pass it to task_create to have the full resume written.',
  input: (local) =>
    Type.Composite([fileArguments(local), Type.Object({ locale: OutlineRequestSchema.properties.locale })]),
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(args, context) {
    const upload = await uploadOf(args, context);
    const markdown = await context.client.outline.create(
      { mode: 'optimize-local-resume', ...upload, ...(args.locale ? { locale: args.locale } : {}) },
      { signal: context.signal },
    );
    return textResult(markdown);
  },
});
