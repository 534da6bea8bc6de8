// npm run eval:titles — how well a typed job title finds its occupation, on the labelled title corpus.
//
//   node --import tsx test/titles/eval-titles.ts [--matcher families|catalogue] [--show-misses]
//
// Reads corpus-en.tsv and corpus-zh.tsv (whichever exist; `title locale track label source`, header first).
// A label is `none` or occupation ids separated by `|` (any of them is right). Each id is resolved against the
// catalogue records (src/knowledge/catalogue/data/*.json): an id that is a record is itself; an O*NET-derived id
// that is no record (its code was folded into other records) is every record whose `onet` holds its code
// (skeleton-ids.tsv: code, id). A line whose ids resolve to nothing is in group `unknown` (and so is a line whose
// records have no `isco` yet).
//
// Held out, by occupation group, fixed when the corpus was made so that it never moves as the catalogue grows:
// a line's group is the O*NET-SOC minor group ("29-20") of its first label — from skeleton-ids.tsv for an
// O*NET-derived id, from family-groups.tsv for a hand-written family — and a group is held out when FNV-1a of
// `titles-2026-10:` + group is 0 mod 5; `none` lines are held out by the same rule on their title. Held-out figures
// are printed on their own lines and never mixed with the tuning figures; --show-misses lists tuning misses only.
// The ISCO-08 groups (first digits of a record's `isco`) are only for the breakdown.
//
// Figures per line: top-1 = the prediction is one of the resolved records (for a `none` line: no prediction);
// wrong = a prediction that is not (for a `none` line: any prediction); no prediction = the matcher gave nothing
// (for a `none` line that is the right answer, so it also counts in top-1).
//   --matcher families   (default) matchJob(title)?.family.id of src/knowledge/match-job.ts
//   --matcher catalogue  matchOccupation(title)?.id of src/knowledge/catalogue/match-occupation.ts
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const DATA_DIR = path.join(here, '..', '..', 'src', 'knowledge', 'catalogue', 'data');
const CATALOGUE_MATCHER = path.join(here, '..', '..', 'src', 'knowledge', 'catalogue', 'match-occupation.ts');
export const CORPUS_FILES = ['corpus-en.tsv', 'corpus-zh.tsv'].map((name) => path.join(here, name));
export const SKELETON_FILE = path.join(here, 'skeleton-ids.tsv');
export const FAMILY_GROUPS_FILE = path.join(here, 'family-groups.tsv');
// The salt that holds out about a fifth of the lines (19.7%; 20 of 113 groups), chosen by that share alone before
// any matcher was measured on the corpus.
const HOLD_OUT_SALT = 'titles-2026-10:';

export interface TitleLine {
  readonly title: string;
  readonly locale: string;
  readonly track: string;
  readonly label: string;
  readonly source: string;
  readonly file: string;
  readonly lineNumber: number;
}

export interface CatalogueRecord {
  readonly id: string;
  readonly isco: string;
  readonly onet: readonly string[];
}

export interface ResolvedLine extends TitleLine {
  /** Records any of which is a right answer (empty for `none` and for unresolved labels). */
  readonly accepted: ReadonlySet<string>;
  /** ISCO-08 sub-major group (two digits), `none` or `unknown`: for the breakdown. */
  readonly group: string;
  /** The frozen occupation group that decides the held-out part (see the file's header). */
  readonly holdOutGroup: string;
  readonly heldOut: boolean;
}

export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export const isHeldOutKey = (key: string) => fnv1a(HOLD_OUT_SALT + key) % 5 === 0;

export function loadCorpus(files: readonly string[] = CORPUS_FILES): TitleLine[] {
  const lines: TitleLine[] = [];
  for (const file of files) {
    if (!existsSync(file)) continue;
    const rows = readFileSync(file, 'utf8').split('\n');
    if (rows[0]?.trim() !== 'title\tlocale\ttrack\tlabel\tsource')
      throw new Error(`${file}: unexpected header`);
    rows.forEach((row, index) => {
      if (index === 0 || !row.trim()) return;
      const [title, locale, track, label, source] = row.split('\t');
      if (!title || !locale || !track || !label || !source)
        throw new Error(`${file}:${index + 1}: five fields expected`);
      lines.push({ title, locale, track, label, source, file: path.basename(file), lineNumber: index + 1 });
    });
  }
  return lines;
}

export function loadRecords(dir: string = DATA_DIR): { records: CatalogueRecord[]; skipped: string[] } {
  const records: CatalogueRecord[] = [];
  const skipped: string[] = [];
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    try {
      const parsed = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as CatalogueRecord[];
      for (const record of parsed)
        records.push({ id: record.id, isco: record.isco ?? '', onet: record.onet ?? [] });
    } catch (error) {
      skipped.push(`${name} (${(error as Error).message})`);
    }
  }
  return { records, skipped };
}

/** The frozen hold-out group of each label id: an O*NET id's SOC minor group, a family's from family-groups.tsv. */
export function loadHoldOutGroups(
  codeOf: ReadonlyMap<string, string>,
  file: string = FAMILY_GROUPS_FILE,
): Map<string, string> {
  const groupOf = new Map<string, string>();
  for (const [id, code] of codeOf) groupOf.set(id, code.slice(0, 5));
  for (const row of readFileSync(file, 'utf8').split('\n').slice(1)) {
    const [id, group] = row.split('\t');
    if (id && group) groupOf.set(id.trim(), group.trim());
  }
  return groupOf;
}

export function loadSkeletonCodes(file: string = SKELETON_FILE): Map<string, string> {
  const codeOf = new Map<string, string>();
  for (const row of readFileSync(file, 'utf8').split('\n').slice(1)) {
    const [code, id] = row.split('\t');
    if (code && id) codeOf.set(id.trim(), code.trim());
  }
  return codeOf;
}

/** Resolves every line's label to catalogue records and assigns its group and held-out part. */
export function resolveLines(
  lines: readonly TitleLine[],
  records: readonly CatalogueRecord[],
  codeOf: ReadonlyMap<string, string>,
  holdOutGroupOf: ReadonlyMap<string, string> = loadHoldOutGroups(codeOf),
): ResolvedLine[] {
  const byId = new Map(records.map((record) => [record.id, record]));
  const byCode = new Map<string, CatalogueRecord[]>();
  for (const record of records)
    for (const code of record.onet) {
      if (!byCode.has(code)) byCode.set(code, []);
      byCode.get(code)!.push(record);
    }
  const resolveId = (id: string): CatalogueRecord[] => {
    const record = byId.get(id);
    if (record) return [record];
    const code = codeOf.get(id);
    return code ? (byCode.get(code) ?? []) : [];
  };
  return lines.map((line) => {
    if (line.label === 'none')
      return {
        ...line,
        accepted: new Set<string>(),
        group: 'none',
        holdOutGroup: 'none',
        heldOut: isHeldOutKey(line.title),
      };
    const resolved = line.label.split('|').flatMap((id) => resolveId(id.trim()));
    const withIsco = resolved.find((record) => /^\d{4}$/.test(record.isco));
    const group = withIsco ? withIsco.isco.slice(0, 2) : 'unknown';
    const firstId = line.label.split('|')[0]!.trim();
    const holdOutGroup = holdOutGroupOf.get(firstId);
    if (!holdOutGroup)
      throw new Error(`${line.file}:${line.lineNumber}: label ${firstId} has no hold-out group`);
    return {
      ...line,
      accepted: new Set(resolved.map((record) => record.id)),
      group,
      holdOutGroup,
      heldOut: isHeldOutKey(holdOutGroup),
    };
  });
}

type Matcher = (title: string) => string | undefined;

async function loadMatcher(name: string): Promise<Matcher | undefined> {
  if (name === 'families') {
    const { matchJob } = await import('../../src/knowledge/match-job.ts');
    return (title) => matchJob(title)?.family.id;
  }
  if (name === 'catalogue') {
    if (!existsSync(CATALOGUE_MATCHER)) {
      console.log(
        `The catalogue matcher is not written yet: ${path.relative(process.cwd(), CATALOGUE_MATCHER)} does not exist ` +
          '(it must export matchOccupation(title) returning { id } or undefined). Nothing measured.',
      );
      return undefined;
    }
    const module = (await import(pathToFileURL(CATALOGUE_MATCHER).href)) as {
      matchOccupation?: (title: string) => { id: string } | undefined;
    };
    if (typeof module.matchOccupation !== 'function') {
      console.log(
        `${path.relative(process.cwd(), CATALOGUE_MATCHER)} exports no matchOccupation(title). Nothing measured.`,
      );
      return undefined;
    }
    const matchOccupation = module.matchOccupation;
    return (title) => matchOccupation(title)?.id;
  }
  console.log(`Unknown matcher "${name}": use --matcher families or --matcher catalogue.`);
  return undefined;
}

interface Outcome {
  readonly line: ResolvedLine;
  readonly predicted: string | undefined;
  readonly right: boolean;
}

function score(line: ResolvedLine, predicted: string | undefined): Outcome {
  const right =
    line.label === 'none' ? predicted === undefined : predicted !== undefined && line.accepted.has(predicted);
  return { line, predicted, right };
}

const percent = (count: number, total: number) => (total ? `${((100 * count) / total).toFixed(1)}%` : '-');

function figures(outcomes: readonly Outcome[]): string {
  const n = outcomes.length;
  const right = outcomes.filter((outcome) => outcome.right).length;
  const wrong = outcomes.filter((outcome) => outcome.predicted !== undefined && !outcome.right).length;
  const nothing = outcomes.filter((outcome) => outcome.predicted === undefined).length;
  return `${String(n).padStart(6)} ${percent(right, n).padStart(8)} ${percent(wrong, n).padStart(8)} ${percent(nothing, n).padStart(9)}`;
}

function printBreakdown(title: string, outcomes: readonly Outcome[], keyOf: (outcome: Outcome) => string) {
  console.log(
    `\n${title.padEnd(30)}${'part'.padEnd(10)}${'lines'.padStart(6)} ${'top-1'.padStart(8)} ${'wrong'.padStart(8)} ${'no pred.'.padStart(9)}`,
  );
  const keys = [...new Set(outcomes.map(keyOf))].sort();
  for (const key of keys) {
    const ofKey = outcomes.filter((outcome) => keyOf(outcome) === key);
    for (const [part, heldOut] of [
      ['tuning', false],
      ['held-out', true],
    ] as const) {
      const ofPart = ofKey.filter((outcome) => outcome.line.heldOut === heldOut);
      if (ofPart.length) console.log(`  ${key.padEnd(28)}${part.padEnd(10)}${figures(ofPart)}`);
    }
  }
}

async function main() {
  const args = process.argv.slice(2);
  const matcherIndex = args.indexOf('--matcher');
  const matcherName = matcherIndex >= 0 ? (args[matcherIndex + 1] ?? '') : 'families';
  const showMisses = args.includes('--show-misses');

  const started = performance.now();
  const lines = loadCorpus();
  if (!lines.length) {
    console.log('No corpus file found (test/titles/corpus-en.tsv, corpus-zh.tsv).');
    return;
  }
  const { records, skipped } = loadRecords();
  for (const file of skipped) console.log(`skipped unreadable catalogue file ${file}`);
  const resolved = resolveLines(lines, records, loadSkeletonCodes());
  const matcher = await loadMatcher(matcherName);
  if (!matcher) return;
  const outcomes = resolved.map((line) => score(line, matcher(line.title)));

  const count = (predicate: (line: ResolvedLine) => boolean) => resolved.filter(predicate).length;
  const locales = [...new Set(resolved.map((line) => line.locale))].sort();
  console.log(
    `matcher: ${matcherName}; ${resolved.length} titles (${locales.map((locale) => `${locale} ${count((line) => line.locale === locale)}`).join(', ')}); ` +
      `${records.length} catalogue records`,
  );
  console.log(
    `labels: ${count((line) => line.group !== 'none' && line.group !== 'unknown')} resolved with an ISCO group, ` +
      `${count((line) => line.group === 'unknown' && line.accepted.size > 0)} resolved to records without isco, ` +
      `${count((line) => line.group === 'unknown' && line.accepted.size === 0)} unresolved (no record for the label), ` +
      `${count((line) => line.group === 'none')} none; held out ${count((line) => line.heldOut)} ` +
      `(O*NET minor groups ${[...new Set(resolved.filter((line) => line.heldOut && line.group !== 'none').map((line) => line.holdOutGroup))].sort().join(', ') || '-'}, and none lines by title)`,
  );

  printBreakdown('overall', outcomes, () => 'all');
  printBreakdown('by locale', outcomes, (outcome) => outcome.line.locale);
  printBreakdown('by track', outcomes, (outcome) => outcome.line.track);
  printBreakdown('by source', outcomes, (outcome) => outcome.line.source);
  printBreakdown('by ISCO major group', outcomes, (outcome) =>
    /^\d/.test(outcome.line.group) ? outcome.line.group.slice(0, 1) : outcome.line.group,
  );

  // The hiring track read from the title's own words (intern, campus, trainee, or none for a regular post).
  const { trackOfTitle } = await import('../../src/knowledge/title-words.ts');
  console.log(
    `\n${'track read from the title'.padEnd(30)}${'part'.padEnd(10)}${'lines'.padStart(6)} ${'right'.padStart(8)}`,
  );
  for (const [part, heldOut] of [
    ['tuning', false],
    ['held-out', true],
  ] as const) {
    const ofPart = resolved.filter((line) => line.heldOut === heldOut);
    const right = ofPart.filter((line) => (trackOfTitle(line.title) ?? 'regular') === line.track).length;
    console.log(
      `  ${'all'.padEnd(28)}${part.padEnd(10)}${String(ofPart.length).padStart(6)} ${percent(right, ofPart.length).padStart(8)}`,
    );
  }

  if (showMisses) {
    // Tuning lines only: held-out misses are never printed.
    const misses = outcomes.filter((outcome) => !outcome.right && !outcome.line.heldOut);
    console.log(`\nmisses (tuning lines only): ${misses.length}`);
    for (const miss of misses)
      console.log(
        `  ${miss.line.file}:${miss.line.lineNumber}\t${miss.line.title}\tlabel ${miss.line.label}` +
          `${miss.line.label !== 'none' && miss.line.accepted.size === 0 ? ' (unresolved)' : ''}\tgot ${miss.predicted ?? '-'}`,
      );
  }
  console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
