// The SDK's entry point: `new ResumeClient({ apiKey, baseUrl })` with the API's resources as properties.
import type {
  ExportFormat,
  ExportTemplate,
  Locale,
  MatchReport,
  OutlineRequest,
  Section,
  TaskCreated,
  TaskCreateRequest,
  TaskView,
} from '@resume/contract';
import { ContentStream } from './content-stream.ts';
import { type ExportedFile, fileNameOf } from './exported-file.ts';
import { HTTPTransport } from './http-transport.ts';
import { OutlineStream } from './outline-stream.ts';
import { type FileInput, toUpload, type Upload, type UploadOptions } from './upload.ts';

export interface ResumeClientOptions {
  apiKey: string;
  /** Where the service listens, e.g. http://127.0.0.1:8080 (no /api path). */
  baseUrl: string;
  /** A fetch implementation; the global one by default. */
  fetch?: typeof fetch;
  /** Retries of a 429/503 answer, and reconnections of a dropped content stream in a row. Default 2. */
  maxRetries?: number;
  /** The longest the client waits before a retry; a longer Retry-After is reported, not waited. Default 30 s. */
  maxRetryDelayMs?: number;
}

/**
 * An outline request without `stream` (the method decides). For `optimize-local-resume`, `file` (a path,
 * bytes, Blob or File) may be given instead of `uploadFileType` + `uploadContent`.
 */
export type OutlineInput = Omit<OutlineRequest, 'stream'> & { file?: FileInput; fileType?: string };

/**
 * A match request (beyond the specification, docs/match.md): a job description and one resume — a task of this key
 * (`uid`), a markdown `outline`, or a `file` (a path, bytes, Blob or File, or upload fields already made).
 */
export type MatchInput = { jobDescription: string; locale?: Locale } & (
  | { uid: string }
  | { outline: string }
  | { file: FileInput | Upload; fileType?: string }
);

export interface CallOptions {
  signal?: AbortSignal;
}

const OUTLINE_PATH = '/api/v1/service/resume/outline';
const CONTENT_PATH = '/api/v1/service/resume/content';
const TASK_PATH = '/api/v1/service/resume/task';
const PARSE_PATH = '/api/v1/service/resume/parse';
const MATCH_PATH = '/api/v1/service/resume/match';

export class ResumeClient {
  readonly outline: OutlineResource;
  readonly tasks: TasksResource;
  readonly content: ContentResource;
  private readonly transport: HTTPTransport;

  constructor(options: ResumeClientOptions) {
    if (!options.apiKey) throw new TypeError('ResumeClient needs an apiKey.');
    if (!options.baseUrl) throw new TypeError('ResumeClient needs a baseUrl.');
    const maxRetries = options.maxRetries ?? 2;
    const maxRetryDelayMs = options.maxRetryDelayMs ?? 30_000;
    this.transport = new HTTPTransport({
      baseUrl: options.baseUrl,
      apiKey: options.apiKey,
      // Bound so that a window.fetch passed in keeps its `this`.
      fetch: (options.fetch ?? globalThis.fetch).bind(globalThis),
      maxRetries,
      maxRetryDelayMs,
    });
    this.outline = new OutlineResource(this.transport);
    this.tasks = new TasksResource(this.transport);
    this.content = new ContentResource(this.transport, maxRetries, maxRetryDelayMs);
  }

  /** Reads an uploaded resume into Sections (nothing is stored); `file` may be upload fields already made. */
  async parse(file: FileInput | Upload, options: UploadOptions & CallOptions = {}): Promise<Section[]> {
    const upload = await toUpload(file, options);
    return this.transport.call<Section[]>('POST', PARSE_PATH, { ...upload, stream: false }, options);
  }

  /** How a resume meets a job description: each requirement present, partial or missing, and a score. */
  async match(request: MatchInput, options: CallOptions = {}): Promise<MatchReport> {
    const { jobDescription, locale } = request;
    const resume =
      'uid' in request
        ? { uid: request.uid }
        : 'outline' in request
          ? { outline: request.outline }
          : await toUpload(request.file, request.fileType ? { fileType: request.fileType } : {});
    const body = { ...resume, jobDescription, ...(locale ? { locale } : {}), stream: false };
    return this.transport.call<MatchReport>('POST', MATCH_PATH, body, options);
  }
}

export class OutlineResource {
  constructor(private readonly transport: HTTPTransport) {}

  /** Markdown fragments as they are written; `break` aborts the request; `finalText()` gives the whole. */
  stream(request: OutlineInput, options: CallOptions = {}): OutlineStream {
    return new OutlineStream(
      async (signal) =>
        this.transport.open(
          'POST',
          OUTLINE_PATH,
          { ...(await outlineBody(request)), stream: true },
          { signal },
        ),
      options.signal,
    );
  }

  /** The whole outline as markdown, in one answer. */
  async create(request: OutlineInput, options: CallOptions = {}): Promise<string> {
    return this.transport.call<string>(
      'POST',
      OUTLINE_PATH,
      { ...(await outlineBody(request)), stream: false },
      options,
    );
  }
}

export class TasksResource {
  constructor(private readonly transport: HTTPTransport) {}

  /** Stores an outline as a task; the same `idempotencyKey` and body within 24 h give the same task. */
  async create(
    request: TaskCreateRequest,
    options: CallOptions & { idempotencyKey?: string } = {},
  ): Promise<TaskCreated> {
    const headers: Record<string, string> = options.idempotencyKey
      ? { 'idempotency-key': options.idempotencyKey }
      : {};
    return this.transport.call<TaskCreated>('POST', TASK_PATH, request, { signal: options.signal, headers });
  }

  async get(uid: string, options: CallOptions = {}): Promise<TaskView> {
    return this.transport.call<TaskView>(
      'GET',
      `${TASK_PATH}/${encodeURIComponent(uid)}`,
      undefined,
      options,
    );
  }

  async delete(uid: string, options: CallOptions = {}): Promise<void> {
    await this.transport.call<null>('DELETE', `${TASK_PATH}/${encodeURIComponent(uid)}`, undefined, options);
  }

  /**
   * A done task as a file: `json-resume`, `markdown`, `html`, `pdf` or `docx`, laid out by `template` (html,
   * pdf, docx). A task whose content was never generated (or still is) answers 40902 (`ConflictError`).
   */
  async export(
    uid: string,
    options: CallOptions & { format: ExportFormat; template?: ExportTemplate },
  ): Promise<ExportedFile> {
    const query = new URLSearchParams({ format: options.format });
    if (options.template) query.set('template', options.template);
    const response = await this.transport.open(
      'GET',
      `${TASK_PATH}/${encodeURIComponent(uid)}/export?${query}`,
      undefined,
      { signal: options.signal },
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      format: options.format,
      fileName: fileNameOf(response.headers.get('content-disposition')) ?? `resume-${uid}`,
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      bytes,
    };
  }
}

export class ContentResource {
  constructor(
    private readonly transport: HTTPTransport,
    private readonly maxReconnects: number,
    private readonly maxRetryDelayMs: number,
  ) {}

  /**
   * The task's sections as they are generated (or replayed when already done). A dropped connection is
   * resumed with `Last-Event-ID`; pass `lastEventId` to continue after a section of an earlier stream.
   */
  stream(uid: string, options: CallOptions & { lastEventId?: string } = {}): ContentStream {
    return new ContentStream(
      (signal, lastEventId) =>
        this.transport.open(
          'POST',
          CONTENT_PATH,
          { uid, stream: true },
          { signal, headers: lastEventId === undefined ? {} : { 'last-event-id': lastEventId } },
        ),
      {
        lastEventId: options.lastEventId,
        signal: options.signal,
        maxReconnects: this.maxReconnects,
        maxRetryDelayMs: this.maxRetryDelayMs,
      },
    );
  }

  /** All sections in one answer (generating them first when the task has none yet). */
  async get(uid: string, options: CallOptions = {}): Promise<Section[]> {
    return this.transport.call<Section[]>('POST', CONTENT_PATH, { uid, stream: false }, options);
  }
}

async function outlineBody(request: OutlineInput): Promise<Omit<OutlineRequest, 'stream'>> {
  const { file, fileType, ...body } = request;
  if (file === undefined) return body;
  return { ...body, ...(await toUpload(file, { fileType })) };
}
