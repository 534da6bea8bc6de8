// What a layout template is, and the helpers templates share.
import type { Block, Layout } from '../layout.ts';
import {
  BILINGUAL_ENGLISH,
  type CorpusEntry,
  type CorpusResume,
  type CorpusSection,
  cloneResume,
  type RandomResumeOptions,
} from '../model.ts';
import { chance, pick, type Rng } from '../rng.ts';

export type Format = 'pdf' | 'docx' | 'txt';

/** The layout categories the corpus must cover (README.md has the table). */
export type Category =
  | 'bilingual-headings'
  | 'date-first'
  | 'key-value'
  | 'role-org-one-line'
  | 'word-table'
  | 'two-column'
  | 'bullet-markers'
  | 'plain-or-wrapped-bullets'
  | 'degree-words'
  | 'english';

export interface Printed {
  /** The resume as this template prints it (headings, date forms, section order): the label's source. */
  resume: CorpusResume;
  layout: Layout;
}

export interface Template {
  id: string;
  locale: 'zh' | 'en' | 'both';
  formats: readonly Format[];
  /** Never look at these while changing reading code: they measure overfitting. */
  heldOut?: true;
  categories: readonly Category[];
  description: string;
  resumeOptions?: RandomResumeOptions;
  /** Prints `resume` (a copy is changed, never the argument) into a neutral layout. */
  render(resume: CorpusResume, rng: Rng): Printed;
}

export function defineTemplate(
  template: Omit<Template, 'render'> & { print(resume: CorpusResume, rng: Rng): Layout },
): Template {
  const { print, ...rest } = template;
  return {
    ...rest,
    render(resume, rng) {
      const copy = cloneResume(resume);
      return { layout: print(copy, rng), resume: copy };
    },
  };
}

// ---------------------------------------------------------------- bullets

const CIRCLED = '①②③④⑤⑥⑦⑧⑨⑩';

/** The printed marker of the `index`-th bullet (`'1.'`, `'1、'`, `'①'`, `'•'`, …; `''` for plain lines). */
export function marker(style: string, index: number): string {
  switch (style) {
    case '1.':
      return `${index + 1}. `;
    case '1、':
      return `${index + 1}、`;
    case '(1)':
      return `(${index + 1}) `;
    case '①':
      return CIRCLED[index] ?? `${index + 1}.`;
    case '':
      return '';
    default:
      return `${style} `;
  }
}

export function bulletBlocks(bullets: readonly string[], style: string): Block[] {
  return bullets.map((text, index) => ({ type: 'bullet', marker: marker(style, index), text }));
}

// ---------------------------------------------------------------- header and free text

/** Name and one contact line, as most single-column resumes start. */
export function headerBlocks(resume: CorpusResume, rng: Rng, center = false): Block[] {
  const zh = resume.locale === 'zh';
  const contact = zh
    ? pick(rng, [
        `手机：${resume.phone} | 邮箱：${resume.email}`,
        `电话：${resume.phone}  邮箱：${resume.email}  现居：${resume.city}`,
        `${resume.phone} | ${resume.email} | ${resume.city}`,
      ])
    : pick(rng, [
        `${resume.city} | ${resume.phone} | ${resume.email}`,
        `${resume.email} • ${resume.phone} • ${resume.city}`,
        `${resume.phone} | ${resume.email}`,
      ]);
  return [
    { type: 'title', text: resume.name, center },
    { type: 'line', text: contact, center },
  ];
}

/** A free-text section's lines, plain or with a marker. */
export function freeTextBlocks(section: CorpusSection, style = ''): Block[] {
  return bulletBlocks(section.lines ?? [], style);
}

/** A bilingual heading: 中文 + separator + English. */
export function bilingualHeading(section: CorpusSection, rng: Rng, separator?: string): string {
  const english = pick(rng, BILINGUAL_ENGLISH[section.kind]);
  return `${section.heading}${separator ?? pick(rng, [' ', '  ', ' | ', ' / '])}${english}`;
}

/** Organisation and role on one line, in the order and with the separator given. */
export function joinTitle(entry: CorpusEntry, separator: string, roleFirst = false): string {
  if (!entry.subTitle) return entry.title;
  if (separator === '（')
    return roleFirst ? `${entry.subTitle}（${entry.title}）` : `${entry.title}（${entry.subTitle}）`;
  return roleFirst
    ? `${entry.subTitle}${separator}${entry.title}`
    : `${entry.title}${separator}${entry.subTitle}`;
}

/** Moves the sections of `kinds` to the front (two-column layouts print them in the left column). */
export function sectionsOf(resume: CorpusResume, kinds: readonly string[]): CorpusSection[] {
  return resume.sections.filter((section) => kinds.includes(section.kind));
}

export { chance, pick };
