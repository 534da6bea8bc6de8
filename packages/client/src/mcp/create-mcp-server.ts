// The resume MCP server, for any transport: tools/list answers the tool table, tools/call checks the
// arguments and runs the tool through the SDK, and every failure becomes a tool error with the contract's code.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { createAPIError } from '../errors.ts';
import type { ResumeClient } from '../resume-client.ts';
import type { LocalFiles, ResumeTool, ToolContext } from './resume-tool.ts';
import { RESUME_TOOLS } from './resume-tools.ts';
import { checkArguments, toJsonSchema } from './tool-arguments.ts';
import { errorResult } from './tool-results.ts';

export interface ResumeMcpServerOptions {
  client: ResumeClient;
  /** The caller's files, for a server on the caller's machine (stdio); none for a remote one (HTTP). */
  files?: LocalFiles;
  /** Where callers reach the service, for the download links the tools give. */
  serviceUrl: string;
  version: string;
  /** Where the cause of an unexpected failure goes (stderr, the service log): never to the agent. */
  logUnexpected(error: unknown): void;
  /** Aborts every running tool call besides the MCP client's own cancellation (an HTTP client that left). */
  signal?: AbortSignal;
  tools?: readonly ResumeTool[];
}

const INSTRUCTIONS =
  'Writes resumes with the resume generation service (Chinese and English). From a target job: outline, edit ' +
  "it with the user, task_create, content, export. From the user's existing resume file: optimize, then the same " +
  'steps. parse reads a resume file into sections without changing it. A failed call answers ' +
  '"Error <code> (<name>): <message>"; 42901 and 50301 mean wait (Retry after) and call again.';

/**
 * The SDK's low-level `Server` rather than `McpServer`: McpServer 1.x takes tool arguments only as zod
 * schemas. Ours are the contract's TypeBox schemas, which are JSON Schema already, exactly what tools/list
 * carries; converting them to zod and back would copy them by another route, and McpServer would refuse bad
 * arguments in zod's words instead of the API's (40002, naming the field). The SDK keeps `Server` for this.
 */
export function createResumeMcpServer(options: ResumeMcpServerOptions): Server {
  const local = options.files !== undefined;
  const tools = options.tools ?? RESUME_TOOLS;
  const { listed, inputs, localOnly } = toolsFor(tools, local);
  const server = new Server(
    { name: 'resume', title: 'Resume generation service', version: options.version },
    { capabilities: { tools: {} }, instructions: INSTRUCTIONS },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listed }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
    const tool = tools.find((candidate) => candidate.name === request.params.name);
    if (!tool) {
      throw new McpError(
        ErrorCode.InvalidParams,
        `Unknown tool "${request.params.name}"; tools/list names them.`,
      );
    }
    const context: ToolContext = {
      client: options.client,
      files: options.files,
      serviceUrl: options.serviceUrl,
      signal: options.signal ? AbortSignal.any([extra.signal, options.signal]) : extra.signal,
    };
    const args = request.params.arguments ?? {};
    try {
      const unavailable = localOnly.get(tool)?.find((field) => field in args);
      if (unavailable) {
        throw createAPIError(
          40002,
          `${unavailable} is only available when the MCP server runs on your computer (npx resume mcp); this one is remote and cannot reach your files.`,
        );
      }
      checkArguments(inputs.get(tool)!, args);
      return await tool.run(args, context);
    } catch (error) {
      // Nobody waits for the answer of a cancelled call: it is not a failure to report or log.
      if (context.signal.aborted) return { content: [{ type: 'text', text: 'Cancelled.' }], isError: true };
      return errorResult(error, options.logUnexpected);
    }
  });
  return server;
}

interface ListedTools {
  listed: Tool[];
  inputs: Map<ResumeTool, ReturnType<ResumeTool['input']>>;
  /** On a remote server, the arguments only a local one takes (paths): refused by name, not as unknown. */
  localOnly: Map<ResumeTool, string[]>;
}

/** Each table's listing, made once per site: /mcp makes a server per request. */
const listings = new WeakMap<readonly ResumeTool[], { local?: ListedTools; remote?: ListedTools }>();

function toolsFor(tools: readonly ResumeTool[], local: boolean): ListedTools {
  const bySite = listings.get(tools) ?? {};
  listings.set(tools, bySite);
  const site = local ? 'local' : 'remote';
  bySite[site] ??= listTools(tools, local);
  return bySite[site];
}

function listTools(tools: readonly ResumeTool[], local: boolean): ListedTools {
  const inputs = new Map(tools.map((tool) => [tool, tool.input(local)]));
  const localOnly = new Map(
    tools.map((tool) => {
      const here = inputs.get(tool)!.properties;
      return [tool, Object.keys(tool.input(true).properties).filter((field) => !(field in here))];
    }),
  );
  const listed = tools.map(
    (tool): Tool => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: toJsonSchema(inputs.get(tool)!),
      ...(tool.output ? { outputSchema: toJsonSchema(tool.output) } : {}),
      annotations: { title: tool.title, ...tool.annotations },
    }),
  );
  return { listed, inputs, localOnly };
}
