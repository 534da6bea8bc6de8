// The typed SDK of the resume service.
export { ResumeClient, type ResumeClientOptions } from './client.ts';
export { IncompleteStreamError, ResumeAPIError } from './errors.ts';
