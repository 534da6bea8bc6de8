// The `resume --help` text: commands, options, environment, output formats and exit codes.
import { EXIT_CODE_HELP } from './exit-codes.ts';

export const DEFAULT_BASE_URL = 'http://127.0.0.1:8080';

export const HELP_TEXT = `resume: command-line client of the resume generation service

Usage:
  resume outline --job <job> --type <intern|campus|social> [--locale zh-CN|en-US]
      Generate an outline for a job; the markdown is printed as it is written.
  resume optimize <file> [--type <pdf|docx|…>] [--locale zh-CN|en-US]
      Improve an existing resume (pdf, docx, doc, txt, md, html, rtf, odt, png, jpg, webp) into an
      outline. --type names the file's type when its extension does not (the job type is not sent in
      this mode: the specification forbids it).
  resume task create <outline-file | -> [--job <job>] [--type <job type>] [--locale …] [--idempotency-key <key>]
      Store an outline (from a file, or stdin with -) as a task; prints the task uid.
  resume task get <uid>        Show a task (status, outline, sections).
  resume task delete <uid>     Delete a task and everything stored for it.
  resume content <uid>
      Generate the task's sections: a progress line per section on stderr as it arrives, then the
      resume rendered as markdown on stdout. A dropped connection is resumed where it stopped.
  resume parse <file> [--type <pdf|docx|…>]
      Read a resume file into sections, rendered as markdown (nothing is stored).
  resume match <file> --job-description <file | -> [--type <pdf|docx|…>]
  resume match <uid> --uid --job-description <file | ->
      How a resume (a file, or a task with --uid) meets a job description (beyond the specification):
      the score and what it is made of, then each requirement ✓ present, ~ partial or ✗ missing with the
      resume line that shows it.
  resume mcp
      Run as an MCP server on stdin/stdout for an AI agent (Claude Desktop and others): tools outline,
      optimize, task_create, task_get, content, export, parse and match. Needs @modelcontextprotocol/sdk installed.

Options:
  --json                 Machine output. Streams print NDJSON, one JSON object per line as it arrives:
                         outline/optimize {"text","done"} (the last line is {"text":"","done":true});
                         content {"id","section"}. Other commands print one JSON document (the API's data).
                         Errors go to stderr as one line {"error":{"code","family","status","message","requestId"}}.
  --base-url <url>       Service address (default: $RESUME_BASE_URL, else ${DEFAULT_BASE_URL}).
  --api-key <key>        API key (default: $RESUME_API_KEY). Prefer the variable: arguments show in ps.
  -h, --help             This help.
  -v, --version          The CLI's version.

Environment:
  RESUME_API_KEY, RESUME_BASE_URL

${EXIT_CODE_HELP}
`;
