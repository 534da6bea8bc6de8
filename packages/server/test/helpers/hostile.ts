// Helpers for hostile-input tests: posting raw bodies, and checking /healthz answers while they run.
import assert from 'node:assert/strict';

export interface Answer {
  status: number;
  headers: Headers;
  body: { code: number; message: string; data: unknown };
}

export async function post(
  base: string,
  path: string,
  body: string,
  headers: Record<string, string>,
): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/**
 * Sends the hostile requests, then asks /healthz, and checks that /healthz was answered before the
 * last hostile request was: a request that stalls the event loop would make /healthz wait for it.
 */
export async function withHealthzBetween<T>(base: string, hostile: Promise<T>[]): Promise<T[]> {
  const finished: string[] = [];
  const tracked = hostile.map((request) =>
    request.finally(() => {
      finished.push('hostile');
    }),
  );
  const health = await fetch(`${base}/healthz`);
  finished.push('healthz');
  assert.equal(health.status, 200);
  const answers = await Promise.all(tracked);
  assert.ok(
    finished.indexOf('healthz') < finished.lastIndexOf('hostile'),
    `/healthz answered while hostile requests ran (order: ${finished.join(', ')})`,
  );
  return answers;
}

export function base64(content: string | Uint8Array): string {
  return Buffer.from(content).toString('base64');
}

/** The body of an optimize-local-resume outline request for `content` uploaded as `uploadFileType`. */
export function optimizeBody(uploadFileType: string, content: string | Uint8Array): string {
  return JSON.stringify({
    mode: 'optimize-local-resume',
    uploadFileType,
    uploadContent: base64(content),
    stream: false,
  });
}
