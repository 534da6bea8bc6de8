// `resume mcp`: the resume MCP server on stdin/stdout for a desktop agent. stdout carries the protocol
// and nothing else; what a person should read (start, failures) goes to stderr.
import type { Readable, Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { ResumeClient } from '../resume-client.ts';
import { createResumeMcpServer } from './create-mcp-server.ts';
import { NodeLocalFiles } from './local-files.ts';
import { RESUME_TOOLS } from './resume-tools.ts';

export interface StdioServerOptions {
  client: ResumeClient;
  serviceUrl: string;
  version: string;
  stdin: Readable;
  stdout: Writable;
  stderr: { write(text: string): unknown };
  /** Where relative file paths of the tools start. */
  workingFolder: string;
  /** Stops the server (Ctrl-C). */
  signal: AbortSignal;
}

/**
 * A message holds a whole upload as base64: 10 MiB decoded is 13.4 MiB encoded, over the SDK's 10 MB
 * default. A path argument is the better way for big files; this keeps `content` working too.
 */
const MAX_MESSAGE_BYTES = 20 * 1024 * 1024;

/** Serves until stdin ends (the agent closed it) or `signal` aborts. */
export async function serveMcpOverStdio(options: StdioServerOptions): Promise<void> {
  const { stderr } = options;
  const server = createResumeMcpServer({
    client: options.client,
    files: new NodeLocalFiles(options.workingFolder),
    serviceUrl: options.serviceUrl,
    version: options.version,
    logUnexpected: (error) => stderr.write(`resume mcp: unexpected failure: ${describe(error)}\n`),
  });
  server.onerror = (error) => stderr.write(`resume mcp: ${error.message}\n`);
  const closed = new Promise<void>((resolve) => {
    server.onclose = resolve;
  });
  // The SDK's transport does not watch for the end of stdin; without this the process would wait forever.
  const close = () => void server.close();
  options.stdin.once('end', close);
  options.signal.addEventListener('abort', close, { once: true });
  await server.connect(
    new StdioServerTransport(options.stdin, options.stdout, { maxBufferSize: MAX_MESSAGE_BYTES }),
  );
  stderr.write(`resume mcp: ${RESUME_TOOLS.length} tools for ${options.serviceUrl}, on stdio\n`);
  await closed;
  options.signal.removeEventListener('abort', close);
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
