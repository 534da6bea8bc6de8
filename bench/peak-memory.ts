// Peak memory of one upload read, each in a process of its own (bomb-memory and hostile-files benches).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { UploadFileType } from '@resume/contract';

/**
 * This process's peak resident memory (VmHWM), worker threads included. Not `resourceUsage().maxRSS`:
 * on Linux that survives exec, so a child would report the parent's peak from before it was spawned.
 */
export function peakResidentMiB(): number {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kib = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

/**
 * The child's side: reads the file once (after the request's magic-byte check when `checkType`), prints
 * the outcome, time and peak memory as JSON, and exits. The file was written by the parent: making a
 * bomb costs the memory it is meant to cost us.
 */
export async function readOnceAndReport(
  file: string,
  type: UploadFileType,
  checkType: boolean,
): Promise<never> {
  const { createUploadParser } = await import('../packages/server/src/reading/readers.ts');
  const { checkFileType } = await import('../packages/server/src/reading/formats/check-file-type.ts');
  const { LIMITS } = await import('../packages/server/test/reading/fixtures.ts');
  const bytes = new Uint8Array(readFileSync(file));
  const parser = createUploadParser({ poolSize: 1 });
  const started = performance.now();
  let outcome = 'read';
  try {
    if (checkType) checkFileType(bytes, type);
    await parser.read(bytes, type, LIMITS, new AbortController().signal);
  } catch (error) {
    outcome = `${(error as { code?: number }).code ?? 'error'}: ${(error as Error).message.slice(0, 60)}`;
  }
  const ms = performance.now() - started;
  await parser.close();
  process.stdout.write(JSON.stringify({ size: bytes.length, outcome, ms, peakMiB: peakResidentMiB() }));
  process.exit(0);
}

/** The parent's side: runs `script --child <args…>` and turns its report into a table row. */
export function measureInChild(script: string, name: string, args: readonly string[]): string[] {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, '--child', ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  const report = JSON.parse(result.stdout || '{}') as {
    size?: number;
    outcome?: string;
    ms?: number;
    peakMiB?: number;
  };
  return [
    name,
    `${Math.round((report.size ?? 0) / 1024)} KiB`,
    report.outcome ?? result.stderr.slice(0, 80),
    `${Math.round(report.ms ?? 0)} ms`,
    `${Math.round(report.peakMiB ?? 0)} MiB`,
  ];
}
