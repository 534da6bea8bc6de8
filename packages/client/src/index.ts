// The typed SDK of the resume service: works in Node 20+ and browsers (fetch, streams, AbortController).
export type {
  ExportFormat,
  ExportTemplate,
  JobType,
  KVSection,
  ListFormSection,
  ListSection,
  Locale,
  OutlineMode,
  OutlineRequest,
  Section,
  TaskCreated,
  TaskCreateRequest,
  TaskStatus,
  TaskView,
} from '@resume/contract';
export { ContentStream } from './content-stream.ts';
export {
  AuthenticationError,
  ConflictError,
  ConnectionError,
  createAPIError,
  type ErrorFamily,
  familyOfCode,
  IncompleteStreamError,
  InternalServerError,
  NotFoundError,
  RateLimitError,
  ResumeAPIError,
  UnavailableError,
  UpstreamError,
  ValidationError,
} from './errors.ts';
export type { ExportedFile } from './exported-file.ts';
export { OutlineStream } from './outline-stream.ts';
export {
  type CallOptions,
  ContentResource,
  type OutlineInput,
  OutlineResource,
  ResumeClient,
  type ResumeClientOptions,
  TasksResource,
} from './resume-client.ts';
export { type FileInput, toUpload, type Upload, type UploadOptions } from './upload.ts';
