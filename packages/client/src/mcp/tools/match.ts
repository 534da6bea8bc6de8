// match: how a resume meets a job description (beyond the specification): requirements present, partial or missing.
import { MatchReportSchema, MatchRequestSchema } from '@resume/contract';
import { Type } from '@sinclair/typebox';
import { createAPIError } from '../../errors.ts';
import { fileArguments, uploadOf } from '../file-arguments.ts';
import { defineTool } from '../resume-tool.ts';
import { requiredArgument } from '../tool-arguments.ts';
import { dataResult } from '../tool-results.ts';

const { jobDescription, uid, outline, locale } = MatchRequestSchema.properties;

export const matchTool = defineTool({
  name: 'match',
  title: 'Match a resume against a job description',
  description:
    'Reads the requirements a recruiter pulls out of a job description (skills, tools, certificates, years, ' +
    'education, languages; Chinese or English) and marks each present (with the resume line that shows it), ' +
    'partial or missing, with a 0–100 score and what it is made of. The resume is a task uid, a markdown ' +
    'outline, or a file. Use it to tell the user what to strengthen; then optimize with the same job ' +
    'description tailors an outline to the job, without claiming skills they lack.',
  input: (local) =>
    Type.Composite([
      Type.Partial(fileArguments(local)),
      Type.Object({
        jobDescription: requiredArgument(jobDescription, 'The job description as pasted from the posting.'),
        uid: Type.Optional(
          requiredArgument(uid, 'A task uid (from task_create) whose outline is the resume.'),
        ),
        outline: Type.Optional(requiredArgument(outline, 'Or: the resume as a markdown outline.')),
        locale: Type.Optional(locale),
      }),
    ]),
  output: MatchReportSchema,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(args, context) {
    const { jobDescription: description, locale: language } = args;
    const common = { jobDescription: description, ...(language ? { locale: language } : {}) };
    const given = [args.uid, args.outline, args.path ?? args.content].filter((value) => value !== undefined);
    if (given.length !== 1)
      throw createAPIError(40002, 'Give one resume: uid, outline, or a file (path or content).');
    const request =
      args.uid !== undefined
        ? { ...common, uid: args.uid }
        : args.outline !== undefined
          ? { ...common, outline: args.outline }
          : { ...common, file: await uploadOf(args, context) };
    return dataResult(await context.client.match(request, { signal: context.signal }));
  },
});
