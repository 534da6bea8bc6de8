// The log lines about one model answer, rate-limited per message so a broken answer cannot flood the log.

/** Where the lines go: the generator's log function. */
export type AnswerLogSink = (
  level: 'info' | 'warn',
  message: string,
  fields?: Record<string, unknown>,
) => void;

/** Lines one answer writes per message before they are only counted. */
const LOG_LINES_PER_MESSAGE = 3;
/**
 * The log lines about one answer, each message written at most a few times: a model answer of 60,000
 * broken sections once wrote 60,000 warn lines. What was left out is counted in one line at the end.
 */
export class AnswerLog {
  private readonly counts = new Map<string, number>();

  constructor(private readonly log: AnswerLogSink) {}

  warn(message: string, fields?: Record<string, unknown>): void {
    this.write('warn', message, fields);
  }

  info(message: string, fields?: Record<string, unknown>): void {
    this.write('info', message, fields);
  }

  /** One line naming how many lines were left out, if any were. */
  flush(): void {
    let suppressed = 0;
    for (const count of this.counts.values()) suppressed += Math.max(0, count - LOG_LINES_PER_MESSAGE);
    this.counts.clear();
    if (suppressed > 0)
      this.log('warn', 'more log lines about this model answer were left out', { suppressed });
  }

  private write(level: 'info' | 'warn', message: string, fields?: Record<string, unknown>): void {
    const count = (this.counts.get(message) ?? 0) + 1;
    this.counts.set(message, count);
    if (count <= LOG_LINES_PER_MESSAGE) this.log(level, message, fields);
  }
}
