// Scores predictions (the label shape) against corpus labels, following the matching rules of the
// hand-labelled eval set's scorer (/work/shared/eval/score.mjs): one-to-one greedy alignment of entries
// on title / subTitle / date agreement, then per labelled entry: found, title exact, subTitle exact,
// start and end dates, bullet count. Figures are percentages, aggregated per locale, format, template,
// and for the held-out templates on their own.
import type { CorpusLocale, Label, LabelEntry } from './model.ts';

/** What was read for one document: a prediction in the label shape, or the reader's error. */
export interface Outcome {
  file: string;
  template: string;
  heldOut: boolean;
  locale: CorpusLocale;
  format: string;
  label: Label;
  prediction: Label | null;
  error?: string;
}

// Normalisation as in /work/shared/eval/lib/dates.mjs (copied: the test must not depend on files outside
// the repository): NFKC, unified dashes, collapsed whitespace, lower case; "tight" drops all whitespace.
export function norm(text: string | null | undefined): string {
  if (text == null) return '';
  return String(text)
    .normalize('NFKC')
    .replace(/\u00ad/g, '-')
    .replace(/[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/[\u00a0\u3000]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
export const normTight = (text: string | null | undefined): string => norm(text).replace(/\s+/g, '');
const ws = (text: string | null | undefined) =>
  text == null ? '' : text.normalize('NFKC').replace(/\s+/g, ' ').trim();
const isEmpty = (value: string | null | undefined) => value == null || value.trim() === '';
const headKey = (text: string) => normTight(text).replace(/[:：]+$/, '');

function fieldExact(label: string, prediction: string | undefined): boolean {
  if (isEmpty(label)) return isEmpty(prediction);
  return ws(label) === ws(prediction);
}

function contains(a: string, b: string): boolean {
  const x = normTight(a);
  const y = normTight(b);
  if (x.length < 2 || y.length < 2) return x === y && x !== '';
  return x.includes(y) || y.includes(x);
}

function datesOf(entry: LabelEntry): string[] {
  return [entry.startTime, entry.endTime].filter((v): v is string => !isEmpty(v)).map((v) => normTight(v));
}

function dateMatch(label: LabelEntry, prediction: LabelEntry): boolean {
  const l = datesOf(label);
  const p = datesOf(prediction);
  return l.length === p.length && l.every((v, i) => v === p[i]);
}

function titleLenient(label: LabelEntry, prediction: LabelEntry): boolean {
  if (isEmpty(label.title)) return isEmpty(prediction.title);
  return (
    contains(label.title, prediction.title) ||
    (!isEmpty(prediction.subTitle) && contains(label.title, prediction.subTitle))
  );
}

function pairScore(label: LabelEntry, prediction: LabelEntry): number {
  let score = 0;
  if (!isEmpty(label.title) && normTight(label.title) === normTight(prediction.title)) score += 3;
  else if (titleLenient(label, prediction)) score += 1;
  if (!isEmpty(label.subTitle)) {
    if (normTight(label.subTitle) === normTight(prediction.subTitle)) score += 2;
    else if (contains(label.subTitle, prediction.subTitle) || contains(label.subTitle, prediction.title))
      score += 1;
  }
  if (datesOf(label).length && dateMatch(label, prediction)) score += 2;
  return score;
}

/** Label entry index → prediction entry index, greedy on pair score, then on relative position. */
function align(labels: readonly LabelEntry[], predictions: readonly LabelEntry[]): Map<number, number> {
  const candidates: [number, number, number, number][] = [];
  labels.forEach((l, i) => {
    predictions.forEach((p, j) => {
      const score = pairScore(l, p);
      const distance = -Math.abs(i / Math.max(1, labels.length) - j / Math.max(1, predictions.length));
      if (score > 0) candidates.push([score, distance, i, j]);
    });
  });
  candidates.sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  const matched = new Map<number, number>();
  const used = new Set<number>();
  for (const [, , i, j] of candidates) {
    if (!matched.has(i) && !used.has(j)) {
      matched.set(i, j);
      used.add(j);
    }
  }
  return matched;
}

/** Counts for one document (or summed over many). */
export interface Counts {
  documents: number;
  failed: number;
  name: number;
  email: number;
  phone: number;
  headings: number;
  headingsHit: number;
  headingsPredicted: number;
  entries: number;
  entriesPredicted: number;
  found: number;
  title: number;
  subTitles: number;
  subTitle: number;
  start: number;
  end: number;
  bullets: number;
}

const ZERO: Counts = {
  documents: 0,
  failed: 0,
  name: 0,
  email: 0,
  phone: 0,
  headings: 0,
  headingsHit: 0,
  headingsPredicted: 0,
  entries: 0,
  entriesPredicted: 0,
  found: 0,
  title: 0,
  subTitles: 0,
  subTitle: 0,
  start: 0,
  end: 0,
  bullets: 0,
};

export function scoreDocument(label: Label, prediction: Label | null): Counts {
  const p: Label = prediction ?? {
    name: '',
    email: '',
    phone: '',
    locale: label.locale,
    sectionHeadings: [],
    entries: [],
  };
  const counts: Counts = { ...ZERO, documents: 1, failed: prediction ? 0 : 1 };
  counts.name = fieldExact(label.name, p.name) ? 1 : 0;
  counts.email = fieldExact(label.email, p.email) ? 1 : 0;
  counts.phone = fieldExact(label.phone, p.phone) ? 1 : 0;

  const pool = new Map<string, number>();
  const predicted = p.sectionHeadings.map(headKey).filter((h) => h !== '');
  for (const heading of predicted) pool.set(heading, (pool.get(heading) ?? 0) + 1);
  for (const heading of label.sectionHeadings.map(headKey)) {
    const left = pool.get(heading) ?? 0;
    if (left > 0) {
      counts.headingsHit++;
      pool.set(heading, left - 1);
    }
  }
  counts.headings = label.sectionHeadings.length;
  counts.headingsPredicted = predicted.length;

  const matched = align(label.entries, p.entries);
  counts.entries = label.entries.length;
  counts.entriesPredicted = p.entries.length;
  label.entries.forEach((l, i) => {
    if (!isEmpty(l.subTitle)) counts.subTitles++;
    const j = matched.get(i);
    if (j === undefined) return;
    const e = p.entries[j] as LabelEntry;
    counts.found++;
    if (!isEmpty(l.title) && normTight(l.title) === normTight(e.title)) counts.title++;
    if (!isEmpty(l.subTitle) && sameSubTitle(l, e.subTitle)) counts.subTitle++;
    if (normTight(l.startTime) === normTight(e.startTime)) counts.start++;
    if (normTight(l.endTime) === normTight(e.endTime)) counts.end++;
    if (l.bullets === e.bullets) counts.bullets++;
  });
  return counts;
}

export function sumCounts(all: readonly Counts[]): Counts {
  const total: Counts = { ...ZERO };
  for (const counts of all)
    for (const key of Object.keys(total) as (keyof Counts)[]) total[key] += counts[key];
  return total;
}

/** The per-field figures, in percent (one decimal), of summed counts. */
export interface Figures {
  name: number;
  email: number;
  phone: number;
  headings: number;
  found: number;
  title: number;
  subTitle: number;
  start: number;
  end: number;
  bullets: number;
}

export const FIGURE_NAMES: readonly (keyof Figures)[] = [
  'name',
  'email',
  'phone',
  'headings',
  'found',
  'title',
  'subTitle',
  'start',
  'end',
  'bullets',
];

const percent = (part: number, whole: number) => (whole ? Math.round((1000 * part) / whole) / 10 : 100);

export function figuresOf(c: Counts): Figures {
  return {
    name: percent(c.name, c.documents),
    email: percent(c.email, c.documents),
    phone: percent(c.phone, c.documents),
    headings: percent(c.headingsHit, c.headings),
    found: percent(c.found, c.entries),
    title: percent(c.title, c.entries),
    subTitle: percent(c.subTitle, c.subTitles),
    start: percent(c.start, c.entries),
    end: percent(c.end, c.entries),
    bullets: percent(c.bullets, c.entries),
  };
}

export interface GroupResult {
  group: string;
  documents: number;
  failed: number;
  /** Heading precision and entry precision, for information (not compared with the baseline). */
  headingPrecision: number;
  entryPrecision: number;
  figures: Figures;
}

export interface Report {
  overall: GroupResult;
  byLocale: GroupResult[];
  byFormat: GroupResult[];
  byTemplate: GroupResult[];
  /** "held-out zh", "held-out en" (and "seen zh", "seen en" for comparison). */
  heldOut: GroupResult[];
  seen: GroupResult[];
  documents: { file: string; template: string; error?: string; counts: Counts }[];
}

function group(name: string, counts: readonly Counts[]): GroupResult {
  const total = sumCounts(counts);
  return {
    group: name,
    documents: total.documents,
    failed: total.failed,
    headingPrecision: percent(total.headingsHit, total.headingsPredicted),
    entryPrecision: percent(total.found, total.entriesPredicted),
    figures: figuresOf(total),
  };
}

export function scoreOutcomes(outcomes: readonly Outcome[]): Report {
  const scored = outcomes.map((o) => ({ outcome: o, counts: scoreDocument(o.label, o.prediction) }));
  const by = (name: string, keep: (o: Outcome) => boolean) =>
    group(
      name,
      scored.filter((s) => keep(s.outcome)).map((s) => s.counts),
    );
  const values = <T>(pickValue: (o: Outcome) => T) => [...new Set(outcomes.map(pickValue))];
  const locales = values((o) => o.locale).sort();
  return {
    overall: by('overall', () => true),
    byLocale: locales.map((l) => by(`locale ${l}`, (o) => o.locale === l)),
    byFormat: values((o) => o.format)
      .sort()
      .map((f) => by(`format ${f}`, (o) => o.format === f)),
    byTemplate: values((o) => o.template).map((t) =>
      by(`${t}${outcomes.find((o) => o.template === t)?.heldOut ? ' *' : ''}`, (o) => o.template === t),
    ),
    heldOut: locales
      .filter((l) => outcomes.some((o) => o.heldOut && o.locale === l))
      .map((l) => by(`held-out ${l}`, (o) => o.heldOut && o.locale === l)),
    seen: locales.map((l) => by(`seen ${l}`, (o) => !o.heldOut && o.locale === l)),
    documents: scored.map((s) => ({
      file: s.outcome.file,
      template: s.outcome.template,
      ...(s.outcome.error ? { error: s.outcome.error } : {}),
      counts: s.counts,
    })),
  };
}

const HEADERS = [
  'docs',
  'fail',
  'name',
  'email',
  'phone',
  'head',
  'found',
  'title',
  'sub',
  'start',
  'end',
  'bull',
];

export function formatTable(title: string, rows: readonly GroupResult[]): string {
  const width = Math.max(12, ...rows.map((r) => r.group.length)) + 1;
  const line = (cells: readonly (string | number)[], name: string) =>
    `${name.padEnd(width)}${cells.map((c) => String(c).padStart(6)).join('')}`;
  return [
    `${title}`,
    line(HEADERS, ''),
    ...rows.map((r) =>
      line([r.documents, r.failed, ...FIGURE_NAMES.map((f) => r.figures[f].toFixed(1))], r.group),
    ),
  ].join('\n');
}

export function formatReport(report: Report): string {
  return [
    formatTable('per template (* = held out)', report.byTemplate),
    '',
    formatTable('per locale / format', [report.overall, ...report.byLocale, ...report.byFormat]),
    '',
    formatTable('held out vs seen', [...report.heldOut, ...report.seen]),
    '',
    'figures in % of labelled items: name/email/phone exact; head = heading recall; found = labelled entries',
    'aligned to a read entry; title/sub(Title) exact (sub: of labelled non-empty); start/end date; bull(ets) count exact',
  ].join('\n');
}

/** The subTitle as labelled, or — for education — the major and degree together, in either order. */
function sameSubTitle(label: LabelEntry, predicted: string): boolean {
  const tight = normTight(predicted);
  if (normTight(label.subTitle) === tight) return true;
  if (!label.major) return false;
  return (
    normTight(`${label.major}${label.subTitle}`) === tight ||
    normTight(`${label.subTitle}${label.major}`) === tight
  );
}
