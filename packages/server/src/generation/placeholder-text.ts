// Template placeholders left in a resume's text: "后端开发实习生/XXXX", "×××公司", "某某大学". They are not facts,
// so a job heading built from them drops them instead of printing them.

import { characterSet, isWhitespace, trimWhere } from '../lib/text-scan.ts';

/**
 * Placeholder runs: three or more x's (or two capital X's) standing alone, two or more ×/✕/＊/*, ○ or 某.
 * A single 某 stays: "某城商银行" is how people anonymise a real employer.
 */
const PLACEHOLDER_RUN = /(?<![A-Za-z])(?:[Xx]{3,}|X{2})(?![A-Za-z])|[×✕＊*]{2,}|○{2,}|某{2,}/g;
/** Brackets left empty once their placeholder is gone: "前端工程师（XXX）". */
const EMPTY_BRACKETS = /[（(【[]\s*[)）】\]]/g;
const SEPARATORS = '/／|｜\\、,，;；:：+＋&·•_~～-';
const isSeparator = characterSet(SEPARATORS);
const isEdge = characterSet(`${SEPARATORS}–—`, { withWhitespace: true });

/**
 * A template's own label standing where a fact goes: "Job title", "Position", "职位", "Degree", "专业". A role or
 * a major written as one of these is the template's, not the person's, and heads nothing.
 */
const TEMPLATE_LABELS: ReadonlySet<string> = new Set([
  'job title',
  'title',
  'position',
  'position title',
  'role',
  'your title',
  'job position',
  '职位',
  '职位名称',
  '岗位',
  '岗位名称',
  '担任职位',
  '职务',
  'degree',
  'major',
  'field of study',
  '学位',
  '专业',
  '学历',
]);

export function isTemplateLabel(text: string): boolean {
  return TEMPLATE_LABELS.has(
    text
      .trim()
      .toLowerCase()
      .replace(/[:：]$/, ''),
  );
}

export function hasPlaceholder(text: string): boolean {
  return new RegExp(PLACEHOLDER_RUN.source).test(text);
}

/**
 * The text without its placeholder runs and the separators and brackets they leave behind, whitespace collapsed;
 * text without placeholders comes back unchanged. Empty when nothing but placeholders and separators was written.
 */
export function stripPlaceholders(text: string): string {
  if (!hasPlaceholder(text)) return text;
  const stripped = text.replace(PLACEHOLDER_RUN, ' ').replace(EMPTY_BRACKETS, ' ');
  const tidied = trimWhere(collapseSeparatorRuns(stripped), isEdge).replace(/\s+/g, ' ').trim();
  return /\p{L}/u.test(tidied) ? tidied : '';
}

/**
 * Separators doubled once the placeholder between them is gone ("A / XXX / B" → "A /  / B") become
 * one: the space before the first, the first, and the space after the last. One pass.
 */
function collapseSeparatorRuns(text: string): string {
  let out = '';
  let index = 0;
  while (index < text.length) {
    if (!isSeparator(text[index]!)) {
      out += text[index];
      index += 1;
      continue;
    }
    const first = text[index]!;
    let end = index + 1;
    let spaceAfter = end;
    for (;;) {
      let next = end;
      while (next < text.length && isWhitespace(text[next]!)) next += 1;
      if (next < text.length && isSeparator(text[next]!)) {
        end = next + 1;
        continue;
      }
      spaceAfter = end;
      break;
    }
    out += first;
    index = spaceAfter;
  }
  return out;
}
