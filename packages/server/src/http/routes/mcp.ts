// POST /mcp: the MCP server (Streamable HTTP, stateless) behind the same Bearer keys as the API. Its tools
// are stdio's (`resume mcp`), run through a ResumeClient whose fetch is the app itself, with the caller's key.
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { createResumeMcpServer, ResumeClient } from '../mcp-tools.ts';
import { errorResponsesFor } from '../route-schemas.ts';

export const MCP_PATH = '/mcp';
const SERVER_VERSION = '1.0.0';

/** The request headers the MCP transport reads; the rest (the key among them) never reach it. */
const TRANSPORT_HEADERS = [
  'accept',
  'content-type',
  'mcp-protocol-version',
  'mcp-session-id',
  'last-event-id',
];

/**
 * Design, and why:
 * - Stateless (no Mcp-Session-Id): the tools keep nothing between calls (a task uid is the state, and the
 *   store keeps it), so any instance behind a load balancer answers any message, nothing is held in memory
 *   per session, and every message is authenticated on its own. GET (a server-to-client stream) has
 *   nothing to carry here and answers 405, as the specification allows.
 * - JSON answers, not an event stream: a tool call gives one result and sends no notifications.
 * - The tools call the API in-process (app.inject) with the caller's own key, instead of calling the
 *   stores and generators directly: the route hooks, limits, idempotency, validation messages and access
 *   log apply to a tool call exactly as to the same HTTP call, and the tool code is the same as stdio's.
 *   The /mcp message is counted against the key's rate limit like any request, and each API call its
 *   tool makes is counted again, as it would be over the network.
 * - The web-standard transport (Request in, Response out) rather than the Node one, so Fastify sends the
 *   answer: its headers (X-Request-Id, RateLimit), access log and metrics stay those of every route.
 */
export function registerMcpRoute(api: FastifyInstance, context: AppContext): void {
  api.post(
    MCP_PATH,
    {
      // A tool call may carry a resume file in base64, as the upload routes do.
      bodyLimit: context.config.bodyLimitBytes,
      schema: {
        summary: 'Model Context Protocol (Streamable HTTP, stateless): the resume tools for AI agents',
        description:
          'One JSON-RPC 2.0 message of the Model Context Protocol per request (initialize, tools/list, tools/call, …), ' +
          'answered as JSON. Send `Accept: application/json, text/event-stream`. The tools are outline, optimize, ' +
          'task_create, task_get, content, export and parse; a failed tool call answers a result with `isError: true` ' +
          'and the text "Error <code> (<name>): <message>" with the codes of docs/errors.md.',
        tags: ['mcp'],
        body: {
          type: 'object',
          description: 'A JSON-RPC 2.0 request or notification of MCP.',
          examples: [{ jsonrpc: '2.0', id: 1, method: 'tools/list' }],
        },
        response: {
          200: {
            description: 'The JSON-RPC response.',
            content: { 'application/json': { schema: { type: 'object' } } },
          },
          202: { description: 'A notification, accepted; no body.' },
          ...errorResponsesFor([40101, 40102, 41301, 41502, 42901]),
        },
      },
    },
    async (request, reply) => {
      // The scope's hook has accepted this key; the tools call the API with it, as the caller would.
      const apiKey = /^\s*Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')![1]!;
      const serviceUrl = `${request.protocol}://${request.host}`;
      const client = new ResumeClient({
        apiKey,
        baseUrl: serviceUrl,
        fetch: context.inProcessCalls.fetch({ remoteAddress: request.ip, requestId: request.id }),
        // A 429 goes back to the agent at once (with its Retry-After), rather than holding this request.
        maxRetries: 0,
      });
      const callerLeft = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableFinished) callerLeft.abort();
      };
      reply.raw.once('close', onClose);
      const server = createResumeMcpServer({
        client,
        serviceUrl,
        version: SERVER_VERSION,
        // The tool's arguments are not logged: they hold resumes.
        logUnexpected: (error) => request.log.error({ err: error }, 'an MCP tool failed unexpectedly'),
        signal: callerLeft.signal,
      });
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      try {
        await server.connect(transport);
        const answer = await transport.handleRequest(toWebRequest(request, serviceUrl), {
          parsedBody: request.body,
        });
        reply.code(answer.status);
        answer.headers.forEach((value, name) => {
          reply.header(name, value);
        });
        return reply.send(answer.body ? Buffer.from(await answer.arrayBuffer()) : undefined);
      } finally {
        reply.raw.off('close', onClose);
        await server.close();
      }
    },
  );
}

function toWebRequest(request: FastifyRequest, serviceUrl: string): Request {
  const headers = new Headers();
  for (const name of TRANSPORT_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(`${serviceUrl}${MCP_PATH}`, { method: 'POST', headers });
}
