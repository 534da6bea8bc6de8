// POST /api/v1/service/resume/match (beyond the specification): how a resume meets a job description.
import type { MatchReport, MatchRequest, MatchRequirement } from '@resume/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { matchResume } from '../../matching/match-report.ts';
import { detectLocale } from '../../resume/detect-locale.ts';
import { assertOutlineWithinLimits } from '../../resume/outline-limits.ts';
import { parseOutline } from '../../resume/outline-parser.ts';
import type { ResumeDocument } from '../../resume/resume-document.ts';
import type { AppContext } from '../app-context.ts';
import { answer } from '../respond.ts';
import { matchRequestSchema, matchResponses } from '../route-schemas.ts';
import { findOwnTask } from './task.ts';

const RESUME_SOURCES = ['upload', 'uid', 'outline'] as const;

/** The one resume source the body names: the upload fields, a task uid, or an outline. */
function resumeSourceOf(body: MatchRequest): (typeof RESUME_SOURCES)[number] {
  const given = [
    body.uploadContent !== undefined || body.uploadFileType !== undefined ? 'upload' : undefined,
    body.uid !== undefined ? 'uid' : undefined,
    body.outline !== undefined ? 'outline' : undefined,
  ].filter((source) => source !== undefined);
  if (given.length === 0)
    throw new AppError(
      40002,
      'A resume is required: send uploadFileType and uploadContent, uid, or outline.',
    );
  if (given.length > 1)
    throw new AppError(40003, `Send one resume, not ${given.join(' and ')}: uploadContent, uid or outline.`);
  const [source] = given;
  if (source === 'upload') {
    if (body.uploadFileType === undefined)
      throw new AppError(40002, 'uploadFileType is required with uploadContent.');
    if (body.uploadContent === undefined)
      throw new AppError(40002, 'uploadContent is required with uploadFileType.');
  }
  return source as (typeof RESUME_SOURCES)[number];
}

export function registerMatchRoute(app: FastifyInstance, context: AppContext): void {
  app.post<{ Body: MatchRequest }>(
    '/api/v1/service/resume/match',
    {
      bodyLimit: context.config.bodyLimitBytes,
      config: { uploadField: 'uploadContent' },
      schema: {
        summary: 'Match a resume against a job description (beyond the specification)',
        description:
          'Reads the requirements a recruiter pulls out of the job description (skills, tools, certificates, years, education, languages), marks each present, partial or missing in the resume with the line that shows it, and scores the match. The resume is an upload, a task of this key, or an outline.',
        tags: ['resume'],
        body: matchRequestSchema,
        response: matchResponses,
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.jobDescription.trim() === '') throw new AppError(40002, 'jobDescription must not be empty.');
      const source = resumeSourceOf(body);
      const upload =
        source === 'upload'
          ? await context.uploadReader.decode(
              body.uploadFileType ?? '',
              request.longFields?.get('uploadContent') ?? body.uploadContent ?? '',
            )
          : undefined;
      const locale = body.locale ?? detectLocale(body.jobDescription);
      // A task or outline is read before answering, so a wrong uid or an outline over the limits is a JSON error.
      const written =
        source === 'upload'
          ? undefined
          : parseOutline(
              source === 'uid' ? await ownOutline(context, request, body.uid ?? '') : (body.outline ?? ''),
            );
      if (written) assertOutlineWithinLimits(written);
      const readResume = async (signal: AbortSignal): Promise<ResumeDocument> =>
        written ?? (await context.uploadReader.read(upload!, signal)).resume;
      await answer(context, request, reply, {
        stream: body.stream !== false,
        endpoint: 'match',
        events: async function* (signal) {
          const report = matchResume(await readResume(signal), body.jobDescription, locale, context.now());
          let index = 0;
          for (const requirement of report.requirements) yield { id: String(index++), data: { requirement } };
          const { requirements: _listed, ...summary } = report;
          yield { id: String(index), data: { report: summary, done: true } };
        },
        fold: (events) => {
          const requirements: MatchRequirement[] = [];
          let summary: Omit<MatchReport, 'requirements'> | undefined;
          for (const event of events) {
            const data = event.data as {
              requirement?: MatchRequirement;
              report?: Omit<MatchReport, 'requirements'>;
            };
            if (data.requirement) requirements.push(data.requirement);
            if (data.report) summary = data.report;
          }
          return { ...(summary as Omit<MatchReport, 'requirements'>), requirements };
        },
      });
    },
  );
}

async function ownOutline(context: AppContext, request: FastifyRequest, uid: string): Promise<string> {
  const task = await findOwnTask(context, uid, request.principal!.ownerId);
  return task.outline;
}
