// Unknown routes answer 40402; a known path with the wrong method answers 40501 with an Allow header.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { sendError } from './envelope.ts';

const KNOWN_PATHS: readonly { pattern: RegExp; methods: readonly string[] }[] = [
  { pattern: /^\/api\/v1\/service\/resume\/(outline|content|task|parse)\/?$/, methods: ['POST'] },
  { pattern: /^\/api\/v1\/service\/resume\/task\/[^/]+\/?$/, methods: ['GET', 'HEAD', 'DELETE'] },
  { pattern: /^\/(healthz|readyz|metrics|openapi\.json)\/?$/, methods: ['GET', 'HEAD'] },
  // MCP over Streamable HTTP, stateless: no server-to-client stream to GET, no session to DELETE.
  { pattern: /^\/mcp\/?$/, methods: ['POST'] },
];

export function handleNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0] ?? '';
  const known = KNOWN_PATHS.find((candidate) => candidate.pattern.test(path));
  if (known) {
    const error = new AppError(40501, `${request.method} is not allowed here; use ${known.methods[0]}.`, {
      headers: { Allow: known.methods.join(', ') },
    });
    return sendError(reply, error);
  }
  return sendError(reply, new AppError(40402, `No route ${request.method} ${path.slice(0, 200)}.`));
}
