// The readers the service uses, one per file type family; main.ts and the tests take this list.
import type { ResumeReader } from './resume-reader.ts';
import { TextResumeReader } from './text-reader.ts';

export function createResumeReaders(): ResumeReader[] {
  return [new TextResumeReader()];
}
