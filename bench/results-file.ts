// bench/results.json: the latest figures of each bench, merged by bench name, with when and on what
// machine they were measured. Written one row per line so a diff of a new run reads like a table.
import { readFile, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type ResultRow = Record<string, string | number | boolean | null>;

export interface BenchResults {
  /** What was measured and how, in a sentence or two: the file is read without the bench's source. */
  setup: string;
  rows: ResultRow[];
  /** Anything a reader must know to trust the figures (a loaded machine, a changed parameter). */
  notes?: string[];
}

interface StoredResults extends BenchResults {
  measuredAt: string;
  machine: { cpus: number; cpuModel: string; node: string; platform: string };
}

export const RESULTS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results.json');

/** Replaces this bench's entry in bench/results.json, keeping the other benches' entries. */
export async function recordResults(bench: string, results: BenchResults): Promise<void> {
  const all = await readStoredResults();
  all[bench] = {
    measuredAt: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
    },
    ...results,
  };
  await writeFile(RESULTS_FILE, formatResults(all));
}

async function readStoredResults(): Promise<Record<string, StoredResults>> {
  try {
    return JSON.parse(await readFile(RESULTS_FILE, 'utf8')) as Record<string, StoredResults>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

/** Pretty JSON, except that each row and each note stays on one line. */
function formatResults(all: Record<string, StoredResults>): string {
  const benches = Object.keys(all)
    .sort()
    .map((bench) => {
      const { rows, notes, ...fields } = all[bench]!;
      const lines = Object.entries(fields).map(
        ([key, value]) => `    ${JSON.stringify(key)}: ${JSON.stringify(value)}`,
      );
      lines.push(`    "rows": [\n${rows.map((row) => `      ${JSON.stringify(row)}`).join(',\n')}\n    ]`);
      if (notes && notes.length > 0) {
        lines.push(
          `    "notes": [\n${notes.map((note) => `      ${JSON.stringify(note)}`).join(',\n')}\n    ]`,
        );
      }
      return `  ${JSON.stringify(bench)}: {\n${lines.join(',\n')}\n  }`;
    });
  return `{\n${benches.join(',\n')}\n}\n`;
}

/** The rows as a table on stdout, columns in the order of the first row's keys. */
export function printRows(rows: readonly ResultRow[]): void {
  if (rows.length === 0) return;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value: ResultRow[string] | undefined) =>
    value === undefined || value === null
      ? ''
      : typeof value === 'number'
        ? formatNumber(value)
        : String(value);
  const table = [columns, ...rows.map((row) => columns.map((column) => cell(row[column])))];
  const widths = columns.map((_, index) => Math.max(...table.map((cells) => cells[index]!.length)));
  for (const cells of table) {
    process.stdout.write(`${cells.map((text, index) => text.padEnd(widths[index]!)).join('  ')}\n`);
  }
}

function formatNumber(value: number): string {
  if (Number.isInteger(value)) return value.toLocaleString('en-US');
  return Math.abs(value) >= 100 ? value.toFixed(0) : value.toPrecision(3);
}
