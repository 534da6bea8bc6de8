// What one MCP tool is: a name, a description an agent reads, JSON Schema arguments and a run function
// over the SDK. Stdio (`resume mcp`) and the server's /mcp list and run the same definitions.
import type { CallToolResult, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { Static, TObject } from '@sinclair/typebox';
import type { ResumeClient } from '../resume-client.ts';

/** The caller's own files: only a server running on the caller's machine (stdio) has them. */
export interface LocalFiles {
  /** Reads a file; `~/` is the home folder, a relative path is against the server's working folder. */
  read(path: string): Promise<{ bytes: Uint8Array; name: string }>;
  /** Writes a new file, never replacing one; answers its absolute path. */
  create(path: string, bytes: Uint8Array): Promise<string>;
}

export interface ToolContext {
  /** Every tool works through the SDK, so it gets what an HTTP caller gets: auth, limits, errors. */
  client: ResumeClient;
  files: LocalFiles | undefined;
  /** Where the service answers its callers (links to downloads); not necessarily where `client` sends. */
  serviceUrl: string;
  /** Aborted when the MCP client cancels the call or goes away. */
  signal: AbortSignal;
}

export interface ResumeTool<Input extends TObject = TObject> {
  /** snake_case, as agents call it. */
  name: string;
  title: string;
  /** What the tool is for, when to call it and what comes next: agents choose tools by this text. */
  description: string;
  /**
   * The arguments. `local` (stdio) may add fields that only a server on the caller's machine can honour
   * (file paths), never remove any: `run` is typed by the local shape and must not assume those fields.
   */
  input(local: boolean): Input;
  /** The shape of `structuredContent`, when the tool answers data rather than only text. */
  output?: TObject;
  annotations: ToolAnnotations;
  run(args: Static<Input>, context: ToolContext): Promise<CallToolResult>;
}

/** Types a tool's `run` by its input schema, and erases it for the table of tools. */
export function defineTool<Input extends TObject>(tool: ResumeTool<Input>): ResumeTool {
  return tool as unknown as ResumeTool;
}
