// Scores what a client of the service received for one corpus answer against its labels, and sums the
// scores into the figures `npm run eval:llm` prints. Only the client's view is read: the outline text, or
// the content sections, or the error it got.
import { SectionSchema } from '@resume/contract';
import { Value } from '@sinclair/typebox/value';
import { writeOutNotation } from '../../src/generation/resume-notation.ts';
import { type ClaimKind, type CorpusItem, containsMarker } from './corpus.ts';

/** What the client received. */
export interface Received {
  status: number;
  /** ai-template and optimize: the outline (the envelope's data). */
  outline?: string;
  /** content: the envelope's data. */
  sections?: unknown;
}

export interface ItemScore {
  id: string;
  family: CorpusItem['family'];
  operation: CorpusItem['operation'];
  locale: CorpusItem['locale'];
  heldOut: boolean;
  status: number;
  invented: { kind: ClaimKind; marker: string; reached: boolean }[];
  lost: string[];
  moved: string[];
  facts: number;
  leaked: string[];
  h1?: { expected: string; received: string; right: boolean };
  languageRight: boolean;
  formatProblems: string[];
}

/** A block of the client's text: an entry (its header and its lines) or everything outside entries. */
interface Block {
  header: string;
  text: string;
}

const CJK = /[\u3400-\u9fff]/gu;
const LATIN = /[A-Za-z]/g;
const OUTLINE_LINE = /^(?:# |## |- |\d{1,3}\. | {2,}- )/;
const LIST_MARK = /^\s*(?:[-*•+]|\d{1,3}[.)、])\s*/;

/** The outline as blocks: each numbered entry with its indented lines; the rest as one block. */
function outlineBlocks(outline: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | undefined;
  const loose: string[] = [];
  const lines = outline.split('\n');
  lines.forEach((line, index) => {
    // A numbered entry, or a list item with indented lines under it: an entry written out of format, whose
    // lines are still under it (the format check counts it).
    if (/^\d{1,3}[.)]\s/.test(line) || (/^- /.test(line) && /^\s+\S/.test(lines[index + 1] ?? ''))) {
      current = { header: line, text: line };
      blocks.push(current);
    } else if (current && /^\s+\S/.test(line)) {
      current.text += `\n${line}`;
    } else {
      current = undefined;
      loose.push(line);
    }
  });
  blocks.push({ header: '', text: loose.join('\n') });
  return blocks;
}

interface SectionLike {
  type?: string;
  title?: string;
  content?: unknown;
}

/** The sections as blocks: each listForm[] item is an entry; kv and list content go to the loose block. */
function sectionBlocks(sections: SectionLike[]): Block[] {
  const blocks: Block[] = [];
  const loose: string[] = [];
  for (const section of sections) {
    loose.push(String(section.title ?? ''));
    const content = section.content as unknown;
    if (section.type === 'listForm[]' && Array.isArray(content)) {
      for (const item of content as Record<string, unknown>[]) {
        const header = [item.title, item.subTitle, `${item.startTime ?? ''} - ${item.endTime ?? ''}`].join(
          ' | ',
        );
        const items = ((item.list as { items?: unknown[] } | undefined)?.items ?? []).map(String);
        blocks.push({ header, text: [header, ...items].join('\n') });
      }
    } else if (section.type === 'kv' && Array.isArray(content)) {
      for (const pair of content as { key?: unknown; value?: unknown }[])
        loose.push(`${pair.key}: ${pair.value}`);
    } else if (
      content &&
      typeof content === 'object' &&
      Array.isArray((content as { items?: unknown }).items)
    ) {
      loose.push(...(content as { items: unknown[] }).items.map(String));
    } else {
      loose.push(JSON.stringify(content ?? ''));
    }
  }
  blocks.push({ header: '', text: loose.join('\n') });
  return blocks;
}

function isLanguage(text: string, headings: string[], language: 'en' | 'zh'): boolean {
  const cjk = text.match(CJK)?.length ?? 0;
  const latin = text.match(LATIN)?.length ?? 0;
  if (language === 'en') return cjk === 0;
  // Chinese resumes name tools and companies in Latin letters; the parts and most of the words are Chinese.
  return (
    cjk + latin > 0 &&
    cjk / (cjk + latin) >= 0.3 &&
    headings.every((heading) => (heading.match(CJK)?.length ?? 0) > 0)
  );
}

function normalisedLine(line: string): string {
  return line.replace(LIST_MARK, '').trim();
}

function outlineProblems(outline: string, item: CorpusItem): string[] {
  const problems: string[] = [];
  const lines = outline.split('\n').filter((line) => line.trim() !== '');
  if (!lines[0]?.startsWith('# ')) problems.push('no H1 first');
  if (lines.filter((line) => line.startsWith('# ')).length > 1) problems.push('several H1');
  const parts = lines.filter((line) => line.startsWith('## '));
  if (parts.length < 2) problems.push('fewer than 2 parts');
  if (new Set(parts).size < parts.length) problems.push('a part heading twice');
  lines.forEach((line, index) => {
    if (line.startsWith('## ') && (lines[index + 1] === undefined || /^#{1,2} /.test(lines[index + 1] ?? '')))
      problems.push(`empty part ${line}`);
  });
  const unnumbered = lines.filter(
    (line, index) => /^- /.test(line) && /^\s+\S/.test(lines[index + 1] ?? ''),
  ).length;
  if (unnumbered > 0) problems.push(`${unnumbered} entries not numbered`);
  const bad = lines.filter((line) => !OUTLINE_LINE.test(line));
  if (bad.length > 0) problems.push(`${bad.length} lines out of format`);
  const half = item.labels.halfLine ? normalisedLine(item.labels.halfLine) : '';
  if (half && lines.some((line) => normalisedLine(line) === half)) problems.push('a half line sent as final');
  const counts = new Map<string, number>();
  for (const line of lines) if (line.trim().length >= 12) counts.set(line, (counts.get(line) ?? 0) + 1);
  const repeated = [...counts.values()].filter((count) => count > 3).length;
  if (repeated > 0) problems.push(`${repeated} lines repeated more than 3 times`);
  return problems;
}

function contentProblems(sections: unknown, item: CorpusItem): string[] {
  if (!Array.isArray(sections)) return ['no sections'];
  const problems: string[] = [];
  const invalid = sections.filter((section) => !Value.Check(SectionSchema, section)).length;
  if (invalid > 0) problems.push(`${invalid} sections out of the schema`);
  const empty = sections.filter((section: SectionLike) => {
    const content = section.content as unknown;
    if (Array.isArray(content)) return content.length === 0;
    return (
      Array.isArray((content as { items?: unknown[] })?.items) &&
      (content as { items: unknown[] }).items.length === 0
    );
  }).length;
  if (empty > 0) problems.push(`${empty} empty sections`);
  if (item.labels.sections !== undefined && sections.length < item.labels.sections)
    problems.push(`${sections.length} of ${item.labels.sections} sections`);
  return problems;
}

export function scoreItem(item: CorpusItem, received: Received): ItemScore {
  const ok = received.status === 200;
  const isOutline = item.operation !== 'content';
  const blocks = !ok
    ? []
    : isOutline
      ? outlineBlocks(received.outline ?? '')
      : sectionBlocks(Array.isArray(received.sections) ? (received.sections as SectionLike[]) : []);
  const all = blocks.map((block) => block.text).join('\n');
  const visible = item.labels.userText ? all.split(item.labels.userText).join('') : all;
  const invented = item.labels.invented.map((claim) => ({
    ...claim,
    reached: containsMarker(visible, claim.marker),
  }));
  const lost: string[] = [];
  const moved: string[] = [];
  for (const { fact, entry, alsoElsewhere } of item.labels.mustSurvive) {
    // A fact written out by the built-in optimize ("4270w" → "4270万", "< 5.5" → "under 5.5") is the same fact.
    const writtenOut = writeOutNotation(fact, item.locale);
    const where = blocks.filter(
      (block) => containsMarker(block.text, fact) || containsMarker(block.text, writtenOut),
    );
    if (where.length === 0) lost.push(fact);
    else if (entry && !where.some((block) => block.header.includes(entry))) moved.push(`${fact} (${entry})`);
    else if (
      entry &&
      !alsoElsewhere &&
      where.some(
        (block) =>
          block.header !== '' && !block.header.includes(entry) && !containsMarker(block.header, fact),
      )
    )
      moved.push(`${fact} (also under another entry)`);
  }
  const leaked = item.labels.leaks.filter((marker) => marker !== '' && all.includes(marker));
  if (/<\/?think>/.test(all)) leaked.push('think tag');
  if (/^\s*(?:```|~~~)/m.test(all)) leaked.push('code fence');
  const headings = isOutline
    ? (received.outline ?? '').split('\n').filter((line) => line.startsWith('## '))
    : Array.isArray(received.sections)
      ? (received.sections as SectionLike[]).map((section) => String(section.title ?? ''))
      : [];
  const languageRight = ok && isLanguage(all, headings, item.labels.language);
  let h1: ItemScore['h1'];
  if (item.labels.h1 !== undefined) {
    const first = (received.outline ?? '').split('\n').find((line) => line.trim() !== '') ?? '';
    const text = first.startsWith('# ') ? first.slice(2).trim() : '';
    h1 = {
      expected: item.labels.h1,
      received: text,
      right: ok && text.toLowerCase() === item.labels.h1.toLowerCase(),
    };
  }
  const formatProblems = !ok
    ? [`HTTP ${received.status}`]
    : isOutline
      ? outlineProblems(received.outline ?? '', item)
      : contentProblems(received.sections, item);
  return {
    id: item.id,
    family: item.family,
    operation: item.operation,
    locale: item.locale,
    heldOut: item.heldOut,
    status: received.status,
    invented,
    lost,
    moved,
    facts: item.labels.mustSurvive.length,
    leaked,
    ...(h1 ? { h1 } : {}),
    languageRight,
    formatProblems,
  };
}

export interface Figures {
  answers: number;
  invented: { planted: number; reached: number };
  facts: { total: number; lost: number; moved: number };
  leaks: { answers: number };
  h1: { applicable: number; right: number };
  language: { right: number };
  format: { valid: number };
  errors: number;
}

export function sumScores(scores: readonly ItemScore[]): Figures {
  const figures: Figures = {
    answers: scores.length,
    invented: { planted: 0, reached: 0 },
    facts: { total: 0, lost: 0, moved: 0 },
    leaks: { answers: 0 },
    h1: { applicable: 0, right: 0 },
    language: { right: 0 },
    format: { valid: 0 },
    errors: 0,
  };
  for (const score of scores) {
    figures.invented.planted += score.invented.length;
    figures.invented.reached += score.invented.filter((claim) => claim.reached).length;
    figures.facts.total += score.facts;
    figures.facts.lost += score.lost.length;
    figures.facts.moved += score.moved.length;
    if (score.leaked.length > 0) figures.leaks.answers += 1;
    if (score.h1) {
      figures.h1.applicable += 1;
      if (score.h1.right) figures.h1.right += 1;
    }
    if (score.languageRight) figures.language.right += 1;
    if (score.formatProblems.length === 0) figures.format.valid += 1;
    if (score.status !== 200) figures.errors += 1;
  }
  return figures;
}

function rate(count: number, total: number): string {
  return total === 0 ? '   -  ' : `${((100 * count) / total).toFixed(1).padStart(5)}%`;
}

/** One row per group: the six figures the issue asks for, each as a count and a rate. */
export function formatFigures(rows: { name: string; figures: Figures }[]): string {
  const header = [
    'group'.padEnd(26),
    'answers',
    'invented reaching client',
    'facts lost+moved (lost/moved)',
    'leaking answers',
    'H1 right',
    'language right',
    'format valid',
    'HTTP errors',
  ];
  const lines = [header.join(' | ')];
  for (const { name, figures: f } of rows) {
    lines.push(
      [
        name.padEnd(26),
        String(f.answers).padStart(7),
        `${f.invented.reached}/${f.invented.planted} ${rate(f.invented.reached, f.invented.planted)}`.padStart(
          24,
        ),
        `${f.facts.lost + f.facts.moved}/${f.facts.total} ${rate(f.facts.lost + f.facts.moved, f.facts.total)} (${f.facts.lost}/${f.facts.moved})`.padStart(
          29,
        ),
        `${f.leaks.answers} ${rate(f.leaks.answers, f.answers)}`.padStart(15),
        `${f.h1.right}/${f.h1.applicable} ${rate(f.h1.right, f.h1.applicable)}`.padStart(8),
        `${f.language.right} ${rate(f.language.right, f.answers)}`.padStart(14),
        `${f.format.valid} ${rate(f.format.valid, f.answers)}`.padStart(12),
        String(f.errors).padStart(11),
      ].join(' | '),
    );
  }
  return lines.join('\n');
}
