// The worker thread of the reading pool: reads and parses one file at a time with the reader for its type.
import { readlinkSync } from 'node:fs';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { UploadFileType } from '@resume/contract';
import { ReadError } from '../errors.ts';
import { DocResumeReader } from './formats/doc-reader.ts';
import { DocxResumeReader } from './formats/docx-reader.ts';
import { ImageResumeReader } from './formats/image-reader.ts';
import { OdtResumeReader } from './formats/odt-reader.ts';
import { PdfResumeReader } from './formats/pdf-reader.ts';
import { RtfResumeReader } from './formats/rtf-reader.ts';
import { TextResumeReader } from './formats/text-reader.ts';
import { readUpload } from './read-upload.ts';
import type { ResumeReader } from './resume-reader.ts';
import type { ReadAnswer, ReadJob } from './worker-pool.ts';

/**
 * The readers that run off the main thread: every format, text included, since even plain text
 * can cost real time to parse at the size limit, and the main thread must answer other requests.
 */
export function createWorkerReaders(): ResumeReader[] {
  return [
    new TextResumeReader(),
    new PdfResumeReader(),
    new DocxResumeReader(),
    new DocResumeReader(),
    new RtfResumeReader(),
    new OdtResumeReader(),
    new ImageResumeReader(),
  ];
}

/** Niceness of reading threads: under contention the main thread, which answers requests, comes first. */
const READING_NICENESS = 10;

/**
 * Lowers this thread's scheduling priority where the system allows it per thread (Linux, where a
 * thread has its own id under /proc/thread-self). Threads started from here (OCR) inherit it.
 */
function lowerThreadPriority(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) os.setPriority(threadId, READING_NICENESS);
  } catch {
    // Not Linux, or not allowed: the thread runs at normal priority.
  }
}

if (parentPort) {
  lowerThreadPriority();
  const port = parentPort;
  const readers = new Map<UploadFileType, ResumeReader>();
  for (const reader of createWorkerReaders()) for (const type of reader.types) readers.set(type, reader);
  // The pool stops a job by terminating the thread, so the signal here never fires.
  const signal = new AbortController().signal;
  port.on('message', async (job: ReadJob) => {
    let answer: ReadAnswer;
    try {
      const reader = readers.get(job.type);
      if (!reader) throw new ReadError(`reading ${job.type} files is not available`);
      answer = { id: job.id, ok: true, result: await readUpload(reader, job, signal) };
    } catch (error) {
      // Only a ReadError's message is meant for users; anything else stays inside the worker.
      answer = { id: job.id, ok: false, readError: error instanceof ReadError ? error.message : undefined };
    }
    port.postMessage(answer);
  });
}
