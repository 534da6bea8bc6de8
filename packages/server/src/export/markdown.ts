// A finished resume as markdown: a heading per section, key/values and items as lists, entries as sub-headings.
import type { Section } from '@resume/contract';
import { dateRangeText, documentTitle, type FinishedResume, keySeparator } from './finished-resume.ts';

/** Characters that would turn resume text into markup (emphasis, links, raw HTML, code) anywhere in a line. */
const INLINE_MARKUP = /[\\`*_[\]<>|~]/g;
/** What would start a list or a heading if it began a line's text ("1. ", "- ", "+ ", "# "). */
const LINE_START_MARKUP = /^(\d{1,9})([.)])(?=\s|$)|^([-+#])(?=\s|$)/;

/**
 * Resume text is untrusted: it is written as literal text, so a `<script>` or a `[link](…)` in it stays
 * words when the markdown is rendered. Line breaks become spaces: each value is one line of the document.
 */
export function escapeMarkdown(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ')
    .replace(INLINE_MARKUP, '\\$&')
    .replace(LINE_START_MARKUP, (_match, digits?: string, dot?: string, mark?: string) =>
      digits !== undefined ? `${digits}\\${dot}` : `\\${mark}`,
    );
}

export function renderMarkdown(resume: FinishedResume): string {
  const lines = [`# ${escapeMarkdown(documentTitle(resume))}`, ''];
  for (const section of resume.sections) lines.push(...sectionLines(section, resume), '');
  return `${lines.join('\n').trimEnd()}\n`;
}

function sectionLines(section: Section, resume: FinishedResume): string[] {
  const lines = [`## ${escapeMarkdown(section.title)}`, ''];
  switch (section.type) {
    case 'kv': {
      const separator = keySeparator(resume.locale);
      for (const { key, value } of section.content) {
        lines.push(`- **${escapeMarkdown(key)}**${separator}${escapeMarkdown(value)}`);
      }
      break;
    }
    case 'list':
      for (const item of section.content.items) lines.push(`- ${escapeMarkdown(item)}`);
      break;
    case 'listForm[]':
      for (const entry of section.content) {
        const heading = [entry.title, entry.subTitle].filter((part) => part.trim() !== '');
        lines.push(`### ${heading.map(escapeMarkdown).join(' — ')}`);
        const dates = dateRangeText(entry.startTime, entry.endTime);
        if (dates !== '') lines.push('', `*${escapeMarkdown(dates)}*`);
        if (entry.list.items.length > 0) lines.push('');
        for (const item of entry.list.items) lines.push(`- ${escapeMarkdown(item)}`);
        lines.push('');
      }
      break;
  }
  return lines.at(-1) === '' ? lines.slice(0, -1) : lines;
}
