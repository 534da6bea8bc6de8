// The answers of a tool call: text, data (structuredContent plus its JSON as text, as the MCP spec asks
// for older clients), and errors as tool results (`isError`) carrying the contract's code and message.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ERROR_CODES } from '@resume/contract';
import { ResumeAPIError } from '../errors.ts';

export function textResult(text: string): CallToolResult {
  return { content: [{ type: 'text', text }] };
}

export function dataResult(data: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(data) }], structuredContent: data };
}

const NAME_OF_CODE = new Map(ERROR_CODES.map((info) => [info.code as number, info.name]));

/**
 * A failure as the agent should see it: "Error 40401 (task_not_found): No task with this uid." — the
 * service's own words, never a stack or a key. Anything that is not a `ResumeAPIError` is a bug of ours:
 * reported as 50001 in general words, its cause handed to `logUnexpected` (stderr, or the service log).
 */
export function errorResult(error: unknown, logUnexpected: (error: unknown) => void): CallToolResult {
  if (!(error instanceof ResumeAPIError)) {
    logUnexpected(error);
    return errorText('Error 50001 (internal_error): The tool failed unexpectedly; please try again.');
  }
  const label =
    error.code === 0
      ? `(${error.family})`
      : `${error.code} (${NAME_OF_CODE.get(error.code) ?? error.family})`;
  const details = [
    error.retryAfterSeconds === undefined ? '' : ` Retry after ${error.retryAfterSeconds} s.`,
    error.requestId ? ` Request id: ${error.requestId}.` : '',
  ].join('');
  return errorText(`Error ${label}: ${error.message}${details}`);
}

function errorText(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}
