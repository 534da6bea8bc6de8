// The `resume` CLI on top of the SDK: parses arguments, runs one command, prints live output and maps
// failures to exit codes by error family. Kept free of `process` so tests and the bin wire it up.
import type { Readable, Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import type { JobType, Locale, MatchReport, Section } from '@resume/contract';
import { ResumeAPIError } from '../errors.ts';
import type { OutlineStream } from '../outline-stream.ts';
import { ResumeClient } from '../resume-client.ts';
import { EXIT_CODES, exitCodeOf, UsageError } from './exit-codes.ts';
import { DEFAULT_BASE_URL, HELP_TEXT } from './help-text.ts';
import { renderSection, renderSections } from './render-sections.ts';

export interface CLIEnvironment {
  argv: string[];
  env: Record<string, string | undefined>;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  readStdin(): Promise<string>;
  /** Aborted on Ctrl-C: streams stop and their requests close. */
  signal: AbortSignal;
  /** The package's version, printed by --version. */
  version?: string;
  /** The process's own streams and folder, for `resume mcp` (the MCP protocol is spoken on them). */
  stdio?: { stdin: Readable; stdout: Writable; workingFolder: string };
}

type Values = ReturnType<typeof parseCommandLine>['values'];

interface Command {
  client: ResumeClient;
  baseUrl: string;
  values: Values;
  positionals: string[];
  io: CLIEnvironment;
}

const JOB_TYPES = ['intern', 'campus', 'social'];
const LOCALES = ['zh-CN', 'en-US'];

export async function runCLI(io: CLIEnvironment): Promise<number> {
  let json = io.argv.includes('--json');
  try {
    const { values, positionals } = parseCommandLine(io.argv);
    json = values.json === true;
    if (values.version) {
      io.stdout.write(`resume ${io.version ?? 'unknown'}\n`);
      return EXIT_CODES.ok;
    }
    if (values.help || positionals.length === 0 || positionals[0] === 'help') {
      io.stdout.write(HELP_TEXT);
      return positionals.length === 0 && !values.help ? EXIT_CODES.usage : EXIT_CODES.ok;
    }
    const apiKey = values['api-key'] ?? io.env.RESUME_API_KEY;
    if (!apiKey) throw new UsageError('No API key: set RESUME_API_KEY or pass --api-key.');
    const baseUrl = values['base-url'] ?? io.env.RESUME_BASE_URL ?? DEFAULT_BASE_URL;
    const client = new ResumeClient({ apiKey, baseUrl });
    await runCommand({ client, baseUrl, values, positionals, io });
    return EXIT_CODES.ok;
  } catch (error) {
    if (io.signal.aborted) {
      io.stderr.write('\nresume: interrupted\n');
      return EXIT_CODES.interrupted;
    }
    reportError(error, io, json);
    return exitCodeOf(error);
  }
}

function parseCommandLine(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        job: { type: 'string' },
        type: { type: 'string' },
        'file-type': { type: 'string' },
        locale: { type: 'string' },
        'idempotency-key': { type: 'string' },
        'job-description': { type: 'string' },
        uid: { type: 'boolean' },
        json: { type: 'boolean' },
        'base-url': { type: 'string' },
        'api-key': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    });
  } catch (error) {
    throw new UsageError(argumentProblem(error));
  }
}

/** parseArgs's complaint in this CLI's words ("Unknown option "--frob"."), without Node's advice on "--". */
function argumentProblem(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const option = /'([^']+)'/.exec(message)?.[1]?.replace(/ <value>$/, '');
  switch ((error as { code?: unknown }).code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `Unknown option "${option}".`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return `Option "${option}" needs a value.`;
    default:
      return message;
  }
}

async function runCommand(command: Command): Promise<void> {
  const [name, ...rest] = command.positionals;
  switch (name) {
    case 'outline':
      return outline(command);
    case 'optimize':
      return optimize(
        command,
        requireArgument(rest[0], 'optimize needs a resume file: resume optimize ./cv.pdf'),
      );
    case 'task':
      return task(command, rest);
    case 'content':
      return content(command, requireArgument(rest[0], 'content needs a task uid: resume content <uid>'));
    case 'parse':
      return parse(command, requireArgument(rest[0], 'parse needs a resume file: resume parse ./cv.docx'));
    case 'match':
      return match(
        command,
        requireArgument(rest[0], 'match needs a resume: resume match ./cv.pdf --job-description ./job.txt'),
      );
    case 'mcp':
      return mcp(command);
    default:
      throw new UsageError(`Unknown command "${name}".`);
  }
}

async function outline({ client, values, io }: Command): Promise<void> {
  const job = requireArgument(values.job, 'outline needs --job, e.g. --job "前端开发工程师"');
  const type = requireChoice(values.type, JOB_TYPES, '--type') as JobType;
  const stream = client.outline.stream(
    { mode: 'ai-template', job, type, ...locale(values) },
    { signal: io.signal },
  );
  await printOutline(stream, values, io);
}

async function optimize({ client, values, io }: Command, file: string): Promise<void> {
  const fileType = values['file-type'] ?? values.type;
  if (fileType && JOB_TYPES.includes(fileType)) {
    throw new UsageError(
      'optimize takes no job type (the specification forbids it in this mode); --type names the file type.',
    );
  }
  const stream = client.outline.stream(
    { mode: 'optimize-local-resume', file, ...(fileType ? { fileType } : {}), ...locale(values) },
    { signal: io.signal },
  );
  await printOutline(stream, values, io, file);
}

async function printOutline(stream: OutlineStream, values: Values, io: CLIEnvironment, file?: string) {
  try {
    for await (const text of stream) {
      io.stdout.write(values.json ? `${JSON.stringify({ text, done: false })}\n` : text);
    }
  } catch (error) {
    throw localFileError(error, file);
  }
  const markdown = await stream.finalText();
  if (values.json) io.stdout.write(`${JSON.stringify({ text: '', done: true })}\n`);
  else if (!markdown.endsWith('\n')) io.stdout.write('\n');
}

async function task({ client, values, io }: Command, rest: string[]): Promise<void> {
  const [action, argument] = rest;
  if (action === 'create') {
    const source = requireArgument(argument, 'task create needs an outline file, or - for stdin');
    const outlineText = source === '-' ? await io.readStdin() : await readLocalText(source);
    const created = await client.tasks.create(
      {
        outline: outlineText,
        ...(values.job ? { job: values.job } : {}),
        ...(values.type ? { type: requireChoice(values.type, JOB_TYPES, '--type') as JobType } : {}),
        ...locale(values),
      },
      {
        signal: io.signal,
        ...(values['idempotency-key'] ? { idempotencyKey: values['idempotency-key'] } : {}),
      },
    );
    // Plain output is the uid alone, so `uid=$(resume task create cv.md)` works.
    io.stdout.write(values.json ? `${JSON.stringify(created)}\n` : `${created.uid}\n`);
    return;
  }
  const uid = requireArgument(argument, `task ${action ?? 'get'} needs a task uid`);
  if (action === 'get') {
    const view = await client.tasks.get(uid, { signal: io.signal });
    if (values.json) io.stdout.write(`${JSON.stringify(view)}\n`);
    else {
      io.stdout.write(`uid: ${view.uid}\nstatus: ${view.status}\njob: ${view.job}\nlocale: ${view.locale}\n`);
      io.stdout.write(`\n${view.outline.trimEnd()}\n`);
      if (view.sections) io.stdout.write(`\n${renderSections(view.sections)}`);
    }
    return;
  }
  if (action === 'delete') {
    await client.tasks.delete(uid, { signal: io.signal });
    io.stdout.write(values.json ? 'null\n' : `deleted ${uid}\n`);
    return;
  }
  throw new UsageError('task takes create, get or delete.');
}

async function content({ client, values, io }: Command, uid: string): Promise<void> {
  const stream = client.content.stream(uid, { signal: io.signal });
  const sections: Section[] = [];
  for await (const section of stream) {
    sections.push(section);
    if (values.json) io.stdout.write(`${JSON.stringify({ id: stream.lastEventId, section })}\n`);
    else io.stderr.write(`[${sections.length}] ${section.title} (${section.type})\n`);
  }
  if (!values.json) io.stdout.write(`\n${sections.map(renderSection).join('\n')}`);
}

async function parse({ client, values, io }: Command, file: string): Promise<void> {
  const fileType = values['file-type'] ?? values.type;
  let sections: Section[];
  try {
    sections = await client.parse(file, { signal: io.signal, ...(fileType ? { fileType } : {}) });
  } catch (error) {
    throw localFileError(error, file);
  }
  io.stdout.write(values.json ? `${JSON.stringify(sections)}\n` : renderSections(sections));
}

/** How a resume file (or a task, with --uid) meets a job description read from a file or stdin (-). */
async function match({ client, values, io }: Command, file: string): Promise<void> {
  const source = values['job-description'];
  if (!source)
    throw new UsageError('match needs --job-description <file | ->: the job description to match against.');
  const jobDescription = source === '-' ? await io.readStdin() : await readTextFile(source);
  const fileType = values['file-type'] ?? values.type;
  let report: MatchReport;
  try {
    report = await client.match(
      values.uid
        ? { uid: file, jobDescription }
        : { file, jobDescription, ...(fileType ? { fileType } : {}) },
      { signal: io.signal },
    );
  } catch (error) {
    throw values.uid ? error : localFileError(error, file);
  }
  io.stdout.write(values.json ? `${JSON.stringify(report)}\n` : renderMatch(report));
}

async function readTextFile(path: string): Promise<string> {
  const { readFile } = await import('node:fs/promises');
  try {
    return await readFile(path, 'utf8');
  } catch {
    throw new UsageError(`Cannot read the job description file "${path}".`);
  }
}

const STATUS_MARKS = { present: '✓', partial: '~', missing: '✗' } as const;

/** The report as a person reads it: the score and its parts, then each requirement with what shows it. */
function renderMatch(report: MatchReport): string {
  const lines = [`${report.job || 'Job'}: ${report.score}/100`];
  for (const part of report.parts) lines.push(`  ${part.group}: ${part.earned}/${part.weight}`);
  lines.push('');
  for (const requirement of report.requirements) {
    const name = requirement.group === 'years' ? `${requirement.name}+ years` : requirement.name;
    const preferred = requirement.required ? '' : ' (preferred)';
    const shown = requirement.evidence
      ? ` — ${requirement.evidence}`
      : requirement.note
        ? ` — ${requirement.note}`
        : '';
    lines.push(`${STATUS_MARKS[requirement.status]} ${requirement.group} ${name}${preferred}${shown}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The MCP server on stdio, for desktop agents. Its SDK is an optional peer dependency, loaded only here:
 * it brings about 90 packages (29 MB, express and hono among them) that no other use of this package needs.
 */
async function mcp({ client, baseUrl, io }: Command): Promise<void> {
  if (!io.stdio) throw new UsageError('resume mcp needs the standard input and output of a process.');
  let serveMcpOverStdio: typeof import('../mcp/stdio-server.ts').serveMcpOverStdio;
  try {
    ({ serveMcpOverStdio } = await import('../mcp/stdio-server.ts'));
  } catch (error) {
    if (isMissingMcpSdk(error)) {
      throw new UsageError(
        'resume mcp needs the MCP SDK: npm install @modelcontextprotocol/sdk (beside @resume/client), or run ' +
          'npx -y -p @resume/client -p @modelcontextprotocol/sdk resume mcp',
      );
    }
    throw error;
  }
  await serveMcpOverStdio({
    client,
    serviceUrl: baseUrl,
    version: io.version ?? '0.0.0',
    stdin: io.stdio.stdin,
    stdout: io.stdio.stdout,
    stderr: io.stderr,
    workingFolder: io.stdio.workingFolder,
    signal: io.signal,
  });
}

function isMissingMcpSdk(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 'ERR_MODULE_NOT_FOUND' && String(message).includes('@modelcontextprotocol/sdk');
}

function locale(values: Values): { locale?: Locale } {
  return values.locale ? { locale: requireChoice(values.locale, LOCALES, '--locale') as Locale } : {};
}

function requireArgument(value: string | undefined, message: string): string {
  if (!value) throw new UsageError(message);
  return value;
}

function requireChoice(value: string | undefined, choices: string[], option: string): string {
  if (!value || !choices.includes(value))
    throw new UsageError(`${option} must be one of ${choices.join(', ')}.`);
  return value;
}

async function readLocalText(path: string): Promise<string> {
  const { readFile } = await import('node:fs/promises');
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw localFileError(error, path);
  }
}

/** A local file that cannot be read, or whose type cannot be told, is the caller's mistake (exit 2). */
function localFileError(error: unknown, file: string | undefined): unknown {
  if (error instanceof ResumeAPIError || file === undefined) return error;
  if (error instanceof TypeError) return new UsageError(`${file}: ${error.message}`);
  const code = (error as { code?: unknown }).code;
  if (code === 'ENOENT') return new UsageError(`Cannot read ${file}: no such file.`);
  if (code === 'EACCES') return new UsageError(`Cannot read ${file}: permission denied.`);
  if (code === 'EISDIR') return new UsageError(`Cannot read ${file}: it is a directory.`);
  return error;
}

function reportError(error: unknown, io: CLIEnvironment, json: boolean): void {
  if (json) {
    const details =
      error instanceof ResumeAPIError
        ? {
            code: error.code,
            family: error.family,
            status: error.status,
            message: error.message,
            requestId: error.requestId ?? null,
          }
        : { code: null, family: error instanceof UsageError ? 'usage' : 'other', message: messageOf(error) };
    io.stderr.write(`${JSON.stringify({ error: details })}\n`);
    return;
  }
  io.stderr.write(`resume: ${plainMessage(error)}\n`);
  if (error instanceof UsageError) io.stderr.write('Run resume --help for usage.\n');
}

function plainMessage(error: unknown): string {
  if (!(error instanceof ResumeAPIError)) return messageOf(error);
  const reference = [
    error.code ? `code ${error.code}` : undefined,
    error.requestId ? `request ${error.requestId}` : undefined,
  ]
    .filter(Boolean)
    .join(', ');
  const hint = {
    auth: 'The API key was not accepted: check RESUME_API_KEY or --api-key.',
    rate_limit: `Too many requests for this key${error.retryAfterSeconds ? `; try again in ${error.retryAfterSeconds} s` : ''}.`,
    connection: 'Could not talk to the resume service: is it running, and is --base-url right?',
    unavailable: 'The service is busy or shutting down; try again shortly.',
    upstream: 'Generation failed upstream; try again.',
    validation: 'The request was refused.',
    not_found: 'Not found.',
    conflict: 'The request conflicts with an earlier one.',
    internal: 'The service hit an unexpected error.',
  }[error.family];
  return `${hint} ${error.message}${reference ? ` (${reference})` : ''}`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
