// Writes a ResumeDocument as the canonical markdown outline (spec/OUTLINE-FORMAT.md); parseOutline reads it back.
import type { Locale } from '@resume/contract';
import { partTitle } from '../knowledge/section-names.ts';
import type { KeyValue, ResumeDocument, ResumeEntry, ResumePart } from './resume-document.ts';

/** Entry bullets sit under the text of `1. `, so markdown renders them inside the numbered item. */
const BULLET_INDENT = '   ';
const FIELD_SEPARATOR = ' | ';
const DATE_SEPARATOR = ' - ';

export function writeOutline(document: ResumeDocument): string {
  const blocks = [
    `# ${toOneLine(document.job)}`.trimEnd(),
    ...document.parts.map((part) => writePart(part, document.locale)),
  ];
  return `${blocks.join('\n\n')}\n`;
}

/**
 * The outline in one fragment per part (the H1 block, then each `## ` part with its lines): for a
 * generator that has the whole outline at once, fewer, larger events cost less per request than one
 * event per line, and a client renders whole parts.
 */
export function splitOutlineByPart(markdown: string): string[] {
  const fragments: string[] = [];
  let start = 0;
  let next = markdown.indexOf('\n## ');
  while (next !== -1) {
    fragments.push(markdown.slice(start, next + 1));
    start = next + 1;
    next = markdown.indexOf('\n## ', start);
  }
  if (start < markdown.length) fragments.push(markdown.slice(start));
  return fragments;
}

function writePart(part: ResumePart, locale: Locale): string {
  const heading = `## ${toOneLine(part.title) || partTitle(part.kind, locale)}`;
  return [heading, ...writePartLines(part, locale)].join('\n');
}

function writePartLines(part: ResumePart, locale: Locale): string[] {
  switch (part.shape) {
    case 'kv':
      return part.items.map((item) => writeKeyValue(item, locale));
    case 'list':
      return part.items.map((item) => `- ${toOneLine(item)}`.trimEnd());
    case 'entries':
      return part.entries.flatMap((entry, position) => writeEntry(entry, position + 1));
  }
}

function writeKeyValue(item: KeyValue, locale: Locale): string {
  const key = toOneLine(item.key);
  const value = toOneLine(item.value);
  if (key === '') return `- ${value}`.trimEnd();
  // Chinese text uses the full-width colon with no space after it; English a colon and a space.
  const separator = locale === 'zh-CN' ? '：' : ': ';
  return `- ${key}${separator}${value}`.trimEnd();
}

function writeEntry(entry: ResumeEntry, number: number): string[] {
  const header = `${number}. ${writeEntryFields(entry)}`.trimEnd();
  return [header, ...entry.bullets.map((bullet) => `${BULLET_INDENT}- ${toOneLine(bullet)}`.trimEnd())];
}

/**
 * `title | subTitle | dates`, leaving out what is empty. An empty title before a subtitle keeps its
 * slot so the subtitle is not read back as the title; the dates need no slot since they are recognised.
 */
function writeEntryFields(entry: ResumeEntry): string {
  const title = withPlace(toOneLine(entry.title), entry.place, entry.placeInBrackets);
  const subTitle = toOneLine(entry.subTitle);
  const fields = subTitle !== '' ? [title, subTitle] : title !== '' ? [title] : [];
  const dates = writeDates(toOneLine(entry.startTime), toOneLine(entry.endTime));
  if (dates !== '') fields.push(dates);
  return fields.join(FIELD_SEPARATOR);
}

/** "Acme Corp, Austin, TX", "腾讯（深圳）": the organisation with the place the reader found printed beside it. */
function withPlace(title: string, place: string | undefined, inBrackets = false): string {
  if (!place || title === '') return title;
  if (/\p{Script=Han}/u.test(title)) return `${title}（${place}）`;
  // As the person printed it: "Amazon (Seattle, WA)" stays so, not "Amazon, Seattle, WA".
  return inBrackets ? `${title} (${place})` : `${title}, ${place}`;
}

function writeDates(startTime: string, endTime: string): string {
  if (endTime === '') return startTime;
  // An end without a start is written as an open range ("- 2021") so it is not read back as a start.
  if (startTime === '') return `${DATE_SEPARATOR.trimStart()}${endTime}`;
  return `${startTime}${DATE_SEPARATOR}${endTime}`;
}

/** A value that spans lines would break the outline's structure, so its lines are joined. */
function toOneLine(text: string): string {
  return text
    .split(/[\r\n]+/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ');
}
