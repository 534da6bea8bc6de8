// One upload from bytes to a parsed resume with a reader, under the text cap: what a reading worker runs.
import type { Locale, UploadFileType } from '@resume/contract';
import { ReadError } from '../errors.ts';
import { parseResume } from './extract/parse-resume-text.ts';
import type { ReadLimits, ReadUpload, ResumeReader } from './resume-reader.ts';

export async function readUpload(
  reader: ResumeReader,
  job: { bytes: Uint8Array; type: UploadFileType; limits: ReadLimits; locale?: Locale | undefined },
  signal: AbortSignal,
): Promise<ReadUpload> {
  const read = await reader.read(job.bytes, job.type, job.limits, signal);
  // The cap comes before parsing: the parser's cost and the answer's size both follow the text's length.
  if (read.text.length > job.limits.maxTextChars) {
    throw new ReadError(
      `the file holds ${read.text.length} characters of text, more than the ${job.limits.maxTextChars} a resume can have; upload the resume alone`,
    );
  }
  const resume = parseResume(read, job.locale ? { locale: job.locale } : {});
  return { resume, text: read.text };
}
