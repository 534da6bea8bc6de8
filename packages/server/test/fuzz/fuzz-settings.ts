// Fuzzing parameters (a fixed seed unless FUZZ_SEED is set; FUZZ_RUNS widens every property) and a tally of answers.
import type { Parameters } from 'fast-check';

/** The seed every property runs with by default, so a failure on CI replays the same way here. */
const DEFAULT_SEED = 20_240_613;

function readInteger(name: string): number | undefined {
  const text = process.env[name];
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, got "${text}"`);
  return value;
}

/**
 * fast-check parameters: `defaultRuns` unless FUZZ_RUNS overrides it for every property. On a
 * failure fast-check prints the seed and the path of the shrunk case, so it can be replayed with
 * FUZZ_SEED (and FUZZ_RUNS large enough to reach it).
 */
export function fuzzParameters<T>(defaultRuns: number): Parameters<T> {
  return {
    seed: readInteger('FUZZ_SEED') ?? DEFAULT_SEED,
    numRuns: readInteger('FUZZ_RUNS') ?? defaultRuns,
    // The failed assertion's message in the report itself: node's reporter does not print causes.
    includeErrorInReport: true,
  };
}

/** Limits high enough that the fuzzing itself is never rate limited (42901 would hide every other check). */
export const FUZZ_ENV = {
  RATE_LIMIT_PER_MINUTE: '100000000',
  AUTH_FAILURES_PER_MINUTE: '100000000',
  STREAMS_PER_KEY: '10000',
};

/** Counts requests and the answers seen (HTTP status and contract code), for the report printed after a property. */
export class AnswerTally {
  private readonly counts = new Map<string, number>();
  requests = 0;

  /** One request and what came back: one answer, or several when the connection carried more. */
  record(...labels: string[]): void {
    this.requests += 1;
    for (const label of labels) this.counts.set(label, (this.counts.get(label) ?? 0) + 1);
  }

  /** Answers with a status of 500 or more: the properties assert none, the report says so. */
  get serverErrors(): number {
    let total = 0;
    for (const [label, count] of this.counts) if (/^5\d\d\b/.test(label)) total += count;
    return total;
  }

  summary(name: string): string {
    const seen = [...this.counts.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([label, count]) => `${label}×${count}`)
      .join(', ');
    return `${name}: ${this.requests} requests, 5xx: ${this.serverErrors}; answers: ${seen}`;
  }
}
