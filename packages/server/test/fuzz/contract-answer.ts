// What every fuzzed answer must be: a success, or a contract error envelope; never a 5xx. And the stored tasks it must not touch.
import assert from 'node:assert/strict';
import { ERROR_CODES, statusOfCode } from '@resume/contract';
import { parseSSE } from '../helpers/sse.ts';
import { CONTENT_PATH, TASK_PATH, type TestApp } from '../helpers/test-app.ts';

const CONTRACT_CODES = new Set(ERROR_CODES.map((entry) => entry.code));

export interface RawAnswer {
  status: number;
  contentType: string | undefined;
  body: string;
}

/**
 * Asserts the answer is what CONTRACT.md 1 and 2 allow and returns a label for the tally
 * (`400 40002`, `200 0`, `200 sse`, `200 sse error 42201`). `context` is shown on failure.
 */
export function checkContractAnswer(answer: RawAnswer, context: string): string {
  assert.ok(answer.status < 500, `a ${answer.status} answer (${context}): ${answer.body.slice(0, 300)}`);
  if (answer.status === 200 && answer.contentType?.startsWith('text/event-stream')) {
    return `200 sse${checkEventStream(answer.body, context)}`;
  }
  assert.match(answer.contentType ?? '', /^application\/json/, `content type (${context})`);
  let envelope: unknown;
  try {
    envelope = JSON.parse(answer.body);
  } catch {
    assert.fail(`the body is not JSON (${context}): ${answer.body.slice(0, 300)}`);
  }
  assert.ok(typeof envelope === 'object' && envelope !== null, `an envelope object (${context})`);
  const { code, message, data } = envelope as { code: unknown; message: unknown; data: unknown };
  assert.deepEqual(Object.keys(envelope).sort(), ['code', 'data', 'message'], `envelope keys (${context})`);
  if (answer.status === 200) {
    assert.equal(code, 0, `a 200 answer carries code 0 (${context})`);
    assert.equal(message, 'success');
    return '200 0';
  }
  assert.ok(typeof code === 'number' && CONTRACT_CODES.has(code), `code ${String(code)} (${context})`);
  assert.equal(statusOfCode(code), answer.status, `status matches code ${code} (${context})`);
  assert.ok(typeof message === 'string' && message.length > 0, `a message (${context})`);
  assert.equal(data, null, `data is null on failure (${context})`);
  return `${answer.status} ${code}`;
}

/** Every event's data is JSON; an `event: error` carries a contract code below 500xx. Returns a label suffix. */
function checkEventStream(raw: string, context: string): string {
  const { events } = parseSSE(raw);
  let suffix = '';
  for (const event of events) {
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      assert.fail(`an event whose data is not JSON (${context}): ${event.data.slice(0, 200)}`);
    }
    if (event.event === 'error') {
      const { code, message } = data as { code: unknown; message: unknown };
      assert.ok(typeof code === 'number' && CONTRACT_CODES.has(code), `error event code (${context})`);
      assert.ok(code < 50_000, `a ${code} error event (${context}): ${String(message)}`);
      assert.ok(typeof message === 'string' && message.length > 0);
      suffix = ` error ${code}`;
    }
  }
  return suffix;
}

export interface StoredTasks {
  /** Done tasks of the fuzzing key: replaying them reads, never writes. */
  ownDone: string[];
  /** Tasks of the other key, done and pending: to the fuzzing key they do not exist. */
  foreign: string[];
  /** Every row as stored before the fuzzing, to compare with afterwards. */
  snapshot: string;
}

/** Stores tasks for both keys (two done, two pending) before the fuzzing starts. */
export async function storeTasks(t: TestApp): Promise<StoredTasks> {
  const create = async (key: string, outline: string): Promise<string> => {
    const response = await t.app.inject({
      method: 'POST',
      url: TASK_PATH,
      headers: t.auth(key),
      payload: { outline },
    });
    assert.equal(response.json().code, 0);
    return response.json().data.uid;
  };
  const finish = async (key: string, uid: string): Promise<void> => {
    const response = await t.app.inject({
      method: 'POST',
      url: CONTENT_PATH,
      headers: t.auth(key),
      payload: { uid, stream: false },
    });
    assert.equal(response.json().code, 0);
  };
  const outline =
    '# Data Analyst\n\n## Basic Information\n- Name: Ada\n\n## Summary\n- Five years of SQL and dashboards\n\n' +
    '## Experience\n- Acme Corp: Data Analyst (2020.01 - 2023.06)\n  - Built the sales dashboards\n\n## Skills\n- SQL, Python\n';
  const ownDone = await create(t.key, outline);
  await finish(t.key, ownDone);
  const ownPending = await create(t.key, '# 数据分析师\n\n## 基本信息\n- 姓名: 李雷\n');
  const foreignDone = await create(t.otherKey, outline);
  await finish(t.otherKey, foreignDone);
  const foreignPending = await create(t.otherKey, '# Nurse\n');
  return {
    ownDone: [ownDone],
    foreign: [foreignDone, foreignPending],
    snapshot: snapshotTasks(t, [ownDone, ownPending, foreignDone, foreignPending]),
  };
}

/** The rows of these tasks, every column, as one string: equal strings mean byte-for-byte equal rows. */
export function snapshotTasks(t: TestApp, uids: readonly string[]): string {
  const placeholders = uids.map(() => '?').join(', ');
  const rows = t.database
    .prepare(`SELECT * FROM tasks WHERE uid IN (${placeholders}) ORDER BY uid`)
    .all(...uids) as Record<string, unknown>[];
  assert.equal(rows.length, uids.length, 'every stored task is still there');
  return JSON.stringify(rows);
}

export function storedUids(stored: StoredTasks): string[] {
  return (JSON.parse(stored.snapshot) as { uid: string }[]).map((row) => row.uid);
}

/** /healthz still answers: the app survived whatever came before. */
export async function assertAlive(t: TestApp): Promise<void> {
  const health = await t.app.inject({ method: 'GET', url: '/healthz' });
  assert.equal(health.statusCode, 200, '/healthz answers');
}
