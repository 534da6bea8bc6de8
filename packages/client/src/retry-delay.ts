// How long to wait before retrying a 429/503: the server's Retry-After when it gave one, else backoff.

/** `Retry-After` as seconds or an HTTP date, in milliseconds; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header.trim());
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * The wait before retry number `attempt` (0-based). Jitter is only ever added, never subtracted, so a
 * client never comes back before the server said it may; it spreads clients that were told the same time.
 * Returns undefined when the server asked for longer than `maxDelayMs`: waiting less would only earn
 * another refusal, so the caller gives up and reports `retryAfterSeconds` instead.
 */
export function retryDelay(
  attempt: number,
  retryAfterMs: number | undefined,
  maxDelayMs: number,
  random: () => number = Math.random,
): number | undefined {
  if (retryAfterMs !== undefined && retryAfterMs > maxDelayMs) return undefined;
  const base = retryAfterMs ?? Math.min(500 * 2 ** attempt, 8_000);
  const jitter = random() * Math.min(1_000, Math.max(100, base * 0.2));
  return Math.min(maxDelayMs, base + jitter);
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
