// Reads a resume (plain text, markdown, or a reader's laid-out lines) into a ResumeDocument: contacts, headed parts, entries, bullets.
import type { Locale } from '@resume/contract';
import { partTitle } from '../../knowledge/section-names.ts';
import { findDateRange } from '../../resume/dates.ts';
import { detectLocale } from '../../resume/detect-locale.ts';
import { withoutModelInstructions } from '../../resume/model-instructions.ts';
import type { KeyValue, PartKind, ResumeDocument, ResumePart } from '../../resume/resume-document.ts';
import type { ReadResult } from '../resume-reader.ts';
import { type DraftPart, ENTRY_KINDS, splitIntoParts } from './detect-sections.ts';
import { BasicFacts, isContactLine } from './extract-contacts.ts';
import { placeHeaderLeftovers } from './header-lines.ts';
import { readItems } from './list-items.ts';
import { isLocation } from './locations.ts';
import { carryOrganisations } from './promotions.ts';
import { HAN, keyValueOf, type ResumeLine, toResumeLines } from './resume-lines.ts';
import { readEntries } from './split-entries.ts';

/** How many lines at the top and bottom of a page may be a running header or footer. */
const RUNNING_LINES = 3;
const KEY_VALUE_KINDS: ReadonlySet<PartKind> = new Set(['skills', 'honors', 'certificates']);

export interface ParseResumeTextOptions {
  locale?: Locale;
}

/**
 * Reads a resume written as text or markdown. The first part is always the `basic` kv part; the
 * others follow in the order printed, titled as printed. Facts are kept verbatim, and text that
 * fits nowhere is kept in an `other` part: only blank lines, separator rules, page numbers, a
 * document title such as "Resume" or "个人简历", and text addressed to a language model are left out. `job` is left empty for the caller to decide.
 */
/** The place printed in the header line of the first work or internship entry, when it is a current job. */
function latestEntryPlace(drafts: readonly DraftPart[]): string | undefined {
  const draft = drafts.find((candidate) => candidate.kind === 'work' || candidate.kind === 'internship');
  const header = draft?.lines.find((line) => findDateRange(line.content) !== undefined);
  // Only a current job says where the person is now.
  if (!header || !/至今|现在|present|current|now/i.test(header.content)) return undefined;
  const pieces = header.content.split(/\s*[|｜\t]\s*|\s{2,}/).map((piece) => piece.trim());
  return pieces.find((piece) => piece !== '' && isLocation(piece) && findDateRange(piece) === undefined);
}

/** A headline under the name is a few short pieces ("Backend Engineer · Go & Distributed Systems"). */
const MAX_HEADLINE_PIECES = 3;
const MAX_HEADLINE_CHARS = 80;

export function parseResumeText(text: string, options: ParseResumeTextOptions = {}): ResumeDocument {
  return parseResume({ text }, options);
}

/** Reads what a ResumeReader returned, using the layout of its lines (type size, bold, pages) when it has one. */
export function parseResume(read: ReadResult, options: ParseResumeTextOptions = {}): ResumeDocument {
  const locale = options.locale ?? detectLocale(read.text);
  // Text addressed to a model (a hidden prompt injection) is no part of the person's resume.
  const allLines = withoutRunningLines(
    toResumeLines(read.lines && read.lines.length > 0 ? read.lines : read.text),
  );
  const lines = withoutModelInstructions(allLines);
  const { header, parts: drafts } = withoutEmptiedParts(splitIntoParts(lines), allLines, lines);

  const facts = new BasicFacts();
  const largest = largestLine(header);
  if (largest) facts.offerName(largest);
  for (const line of header) facts.readLine(line);
  const basicDrafts = drafts.filter((draft) => draft.kind === 'basic');
  for (const draft of basicDrafts) for (const line of draft.lines) facts.readLine(line);
  facts.readNameFallback(header[0] ?? lines[0]);
  if (!facts.has('email') || !facts.has('phone')) takeContactLines(drafts, facts);

  // A headline piece the resume states again below ("计算机科学与技术" under the name and in 教育经历) is
  // said where it belongs; the rest is the person's headline.
  // A resume that prints its city only beside its latest employer ("Acme | Engineer | Seattle, WA | 2021 –")
  // still says where the person is.
  if (!facts.has('location')) {
    const place = latestEntryPlace(drafts);
    if (place) facts.addLocation(place);
  }
  const below = drafts.flatMap((draft) => draft.lines.map((line) => line.content)).join('\n');
  const headline = placeHeaderLeftovers(facts, locale).filter((piece) => !below.includes(piece));
  const parts: ResumePart[] = [
    {
      kind: 'basic',
      shape: 'kv',
      title: basicDrafts[0]?.title ?? partTitle('basic', locale),
      items: facts.items(locale),
    },
  ];
  for (const draft of drafts) {
    if (draft.kind !== 'basic') parts.push(readPart(draft));
  }
  // A headline's words are the person's summary of themselves: they lead the summary, or are one. More than a
  // headline's worth (a file with no headings at all) stays as it was printed, in Other.
  const isHeadline =
    headline.length <= MAX_HEADLINE_PIECES && headline.every((piece) => piece.length <= MAX_HEADLINE_CHARS);
  if (headline.length > 0 && !isHeadline) {
    parts.splice(1, 0, { kind: 'other', shape: 'list', title: partTitle('other', locale), items: headline });
  } else if (headline.length > 0) {
    const summary = parts.find((part) => part.kind === 'summary');
    if (summary?.shape === 'list') summary.items.unshift(headline.join(' · '));
    else
      parts.splice(1, 0, {
        kind: 'summary',
        shape: 'list',
        title: partTitle('summary', locale),
        items: [headline.join(' · ')],
      });
  }
  return { locale, job: '', parts };
}

/** A part that held only an instruction to a model is left out, not kept as an empty heading. */
function withoutEmptiedParts(
  split: ReturnType<typeof splitIntoParts>,
  allLines: readonly ResumeLine[],
  lines: readonly ResumeLine[],
): ReturnType<typeof splitIntoParts> {
  if (lines.length === allLines.length) return split;
  const hadLines = new Set(
    splitIntoParts(allLines)
      .parts.filter((draft) => draft.lines.length > 0)
      .map((draft) => draft.title),
  );
  return {
    ...split,
    parts: split.parts.filter((draft) => draft.lines.length > 0 || !hadLines.has(draft.title)),
  };
}

function readPart(draft: DraftPart): ResumePart {
  const { kind, title } = draft;
  if (ENTRY_KINDS.has(kind))
    return {
      kind,
      title,
      shape: 'entries',
      entries: carryOrganisations(readEntries(draft.lines, kind), kind),
    };
  const items = readItems(draft.lines);
  if (KEY_VALUE_KINDS.has(kind) && items.length > 0) {
    const pairs = items.map(keyValueOf);
    if (pairs.every((pair): pair is KeyValue => pair !== undefined))
      return { kind, title, shape: 'kv', items: pairs };
  }
  return { kind, title, shape: 'list', items };
}

/** The header line set in the largest type, when one stands out: the name, in most designs. */
function largestLine(header: readonly ResumeLine[]): ResumeLine | undefined {
  let largest: ResumeLine | undefined;
  let runnerUp = 0;
  for (const line of header) {
    const size = line.fontSize ?? 0;
    if (size > (largest?.fontSize ?? 0)) {
      runnerUp = largest?.fontSize ?? 0;
      largest = line;
    } else runnerUp = Math.max(runnerUp, size);
  }
  if (largest && (largest.fontSize ?? 0) > runnerUp) return largest;
  return wrappedName(header, largest?.fontSize);
}

/**
 * A name set large in a narrow sidebar wraps: "Joseph" / "Sanchez" on two lines of the same, largest
 * type. Two or three such lines in a row, each a word or two of letters, are one name.
 */
function wrappedName(header: readonly ResumeLine[], size: number | undefined): ResumeLine | undefined {
  if (size === undefined || size === 0) return undefined;
  const indexes = header.flatMap((line, index) => (line.fontSize === size ? [index] : []));
  if (indexes.length < 2 || indexes.length > 3) return undefined;
  if (indexes.some((index, position) => position > 0 && index !== (indexes[position - 1] ?? 0) + 1))
    return undefined;
  const parts = indexes.map((index) => header[index]!);
  if (
    !parts.every(
      (line) => /^[\p{L}'’.-]+(?: [\p{L}'’.-]+)?$/u.test(line.content) && line.content.length <= 24,
    )
  )
    return undefined;
  const glue = parts.every((line) => HAN.test(line.content)) ? '' : ' ';
  const text = parts.map((line) => line.content).join(glue);
  return { ...parts[0]!, text, content: text };
}

/**
 * Contacts printed away from the top (a footer "H +1 … • B jane@…", a sidebar after a heading):
 * lines that hold nothing but contacts are read as basic information and taken out of their part.
 */
function takeContactLines(drafts: readonly DraftPart[], facts: BasicFacts): void {
  for (const draft of drafts) {
    if (draft.kind === 'basic') continue;
    draft.lines = draft.lines.filter((line) => {
      if (!isContactLine(line.content)) return true;
      facts.readLine(line);
      return false;
    });
  }
}

/**
 * Running headers and footers: a line printed the same at the same place among the first or last
 * lines of two or more pages is kept once, the first time.
 */
function withoutRunningLines(lines: readonly ResumeLine[]): ResumeLine[] {
  if (lines.some((line) => line.page === undefined)) return [...lines];
  const byPage = new Map<number, ResumeLine[]>();
  for (const line of lines) {
    const page = byPage.get(line.page ?? 0);
    if (page) page.push(line);
    else byPage.set(line.page ?? 0, [line]);
  }
  const placeOf = new Map<ResumeLine, string>();
  const pagesAt = new Map<string, number>();
  for (const pageLines of byPage.values()) {
    for (let index = 0; index < Math.min(RUNNING_LINES, pageLines.length); index += 1) {
      const top = pageLines[index];
      const bottom = pageLines[pageLines.length - 1 - index];
      if (top) placeOf.set(top, `top ${index} ${top.text}`);
      if (bottom && !placeOf.has(bottom)) placeOf.set(bottom, `bottom ${index} ${bottom.text}`);
    }
  }
  for (const place of placeOf.values()) pagesAt.set(place, (pagesAt.get(place) ?? 0) + 1);
  const kept = new Set<string>();
  return lines.filter((line) => {
    const place = placeOf.get(line);
    if (place === undefined || (pagesAt.get(place) ?? 0) < 2) return true;
    if (kept.has(place)) return false;
    kept.add(place);
    return true;
  });
}
