// Sections of entries, lists and key/values as the JSON Resume arrays: work, education, projects, skills and the rest.
import type { ListFormItem, Section } from '@resume/contract';
import { splitDegree } from '../resume/degree-line.ts';
import { toIsoDate } from './iso-date.ts';
import { isLanguageKey } from './json-resume-targets.ts';
import { splitDetail, splitList } from './json-resume-values.ts';

type JsonObject = Record<string, unknown>;

/** A bullet of an education entry that gives a grade ("GPA 3.8/4.0", "绩点 3.7", "专业排名前 5%"). */
const SCORE_WORDS = ['gpa', '绩点', '成绩', '排名', 'grade', 'class rank', 'honours', 'honors'];
const COURSE_WORDS = ['课程', 'course', 'coursework', 'modules'];

/** One entry, whatever the section's shape: a list item or a key/value is an entry with a title only. */
function entriesOf(section: Section): ListFormItem[] {
  const empty = { subTitle: '', startTime: '', endTime: '', list: { items: [] } };
  switch (section.type) {
    case 'listForm[]':
      return section.content;
    case 'list':
      return section.content.items.map((item) => ({ ...empty, title: item }));
    case 'kv':
      return section.content.map(({ key, value }) => ({
        ...empty,
        title: value.trim() === '' ? key : value,
        subTitle: value.trim() === '' ? '' : key,
      }));
  }
}

/** Fields whose value is empty are left out: an empty string says nothing a reader could use. */
function compact(fields: JsonObject): JsonObject {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) =>
      Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '',
    ),
  );
}

/**
 * startDate and endDate in ISO form; an ongoing entry has no endDate (the schema's convention). When the
 * printed dates say more than ISO can ("Fall 2019", "2021.07（预计）") they are kept verbatim in `dateText`.
 */
function dateFields(entry: ListFormItem): JsonObject {
  const start = toIsoDate(entry.startTime);
  const end = toIsoDate(entry.endTime);
  const isExact = start.isExact && end.isExact;
  const printed = [entry.startTime.trim(), entry.endTime.trim()].filter((part) => part !== '').join(' – ');
  return { startDate: start.iso, endDate: end.iso, dateText: isExact ? undefined : printed };
}

/** One date for things that happen once (an award, a certificate, a paper): the first date printed. */
function singleDate(entry: ListFormItem): { date: string | undefined; dateText: string | undefined } {
  const printed = entry.startTime.trim() || entry.endTime.trim();
  const date = toIsoDate(printed);
  return { date: date.iso, dateText: date.isExact ? undefined : printed };
}

function bulletText(entry: ListFormItem): string {
  return entry.list.items.join('\n');
}

export function toWork(section: Section): JsonObject[] {
  return entriesOf(section).map((entry) =>
    compact({
      name: entry.title,
      position: entry.subTitle,
      ...dateFields(entry),
      highlights: entry.list.items,
    }),
  );
}

export function toVolunteer(section: Section): JsonObject[] {
  return entriesOf(section).map((entry) =>
    compact({
      organization: entry.title,
      position: entry.subTitle,
      ...dateFields(entry),
      highlights: entry.list.items,
    }),
  );
}

export function toProjects(section: Section): JsonObject[] {
  return entriesOf(section).map((entry) =>
    compact({
      name: entry.title,
      roles: entry.subTitle.trim() === '' ? [] : [entry.subTitle],
      ...dateFields(entry),
      highlights: entry.list.items,
    }),
  );
}

export function toEducation(section: Section): JsonObject[] {
  return entriesOf(section).map((entry) => {
    const { studyType, area } = splitDegree(entry.subTitle);
    const score = entry.list.items.find((item) => mentions(item, SCORE_WORDS));
    const courses = entry.list.items.filter((item) => item !== score && mentions(item, COURSE_WORDS));
    const rest = entry.list.items.filter((item) => item !== score && !courses.includes(item));
    // Other bullets (a thesis, an exchange term) have no field of their own; `highlights` keeps them.
    return compact({
      institution: entry.title,
      area,
      studyType,
      ...dateFields(entry),
      score,
      courses,
      highlights: rest,
    });
  });
}

export function toAwards(section: Section): JsonObject[] {
  return entriesOf(section).map((entry) => {
    const { date, dateText } = singleDate(entry);
    const summary = section.type === 'kv' ? '' : bulletText(entry);
    // A key/value award line ("奖学金：国家奖学金 2020") keeps its key as the category it names.
    return compact({
      title: entry.title,
      awarder: section.type === 'kv' ? '' : entry.subTitle,
      category: section.type === 'kv' ? entry.subTitle : '',
      date,
      dateText,
      summary,
    });
  });
}

export function toCertificates(section: Section): JsonObject[] {
  return entriesOf(section).map((entry) => {
    const { date, dateText } = singleDate(entry);
    return compact({
      name: entry.title,
      issuer: section.type === 'kv' ? '' : entry.subTitle,
      category: section.type === 'kv' ? entry.subTitle : '',
      date,
      dateText,
      summary: bulletText(entry),
    });
  });
}

export function toPublications(section: Section): JsonObject[] {
  return entriesOf(section).map((entry) => {
    const { date, dateText } = singleDate(entry);
    return compact({
      name: entry.title,
      publisher: section.type === 'kv' ? '' : entry.subTitle,
      category: section.type === 'kv' ? entry.subTitle : '',
      releaseDate: date,
      dateText,
      summary: bulletText(entry),
    });
  });
}

/** Skills, and the spoken languages a skills line lists ("外语：英语 CET-6", "Languages: English (native)"). */
export function toSkills(section: Section): { skills: JsonObject[]; languages: JsonObject[] } {
  switch (section.type) {
    case 'kv': {
      const languages = section.content.filter(({ key }) => isLanguageKey(key));
      return {
        skills: section.content
          .filter((item) => !languages.includes(item))
          .map(({ key, value }) => compact({ name: key, keywords: splitList(value) })),
        languages: languages.flatMap(({ value }) => splitList(value).map(toLanguage)),
      };
    }
    case 'list':
      return { skills: section.content.items.map((item) => ({ name: item })), languages: [] };
    case 'listForm[]':
      return {
        skills: section.content.map((entry) =>
          compact({ name: entry.title, level: entry.subTitle, keywords: entry.list.items }),
        ),
        languages: [],
      };
  }
}

export function toLanguages(section: Section): JsonObject[] {
  switch (section.type) {
    case 'kv':
      return section.content.map(({ key, value }) => compact({ language: key, fluency: value }));
    case 'list':
      return section.content.items.flatMap((item) => splitList(item).map(toLanguage));
    case 'listForm[]':
      return section.content.map((entry) =>
        compact({ language: entry.title, fluency: entry.subTitle, summary: bulletText(entry) }),
      );
  }
}

function toLanguage(text: string): JsonObject {
  const { name, detail } = splitDetail(text);
  return compact({ language: name, fluency: detail });
}

export function toInterests(section: Section): JsonObject[] {
  switch (section.type) {
    case 'kv':
      return section.content.map(({ key, value }) => compact({ name: key, keywords: splitList(value) }));
    case 'list':
      // "跑步、摄影" is two interests.
      return section.content.items.flatMap((item) => splitList(item).map((name) => ({ name })));
    case 'listForm[]':
      return section.content.map((entry) =>
        compact({ name: entry.title, summary: entry.subTitle, keywords: entry.list.items }),
      );
  }
}

export function toReferences(section: Section): JsonObject[] {
  switch (section.type) {
    case 'kv':
      return section.content.map(({ key, value }) => compact({ name: key, reference: value }));
    case 'list':
      return section.content.items.map((item) => ({ reference: item }));
    case 'listForm[]':
      return section.content.map((entry) =>
        compact({ name: entry.title, reference: [entry.subTitle, ...entry.list.items].join('\n').trim() }),
      );
  }
}

/** A summary section as one text: its lines, in order. */
export function toSummaryText(section: Section): string {
  switch (section.type) {
    case 'kv':
      return section.content.map(({ key, value }) => `${key}: ${value}`).join('\n');
    case 'list':
      return section.content.items.join('\n');
    case 'listForm[]':
      return section.content
        .flatMap((entry) => [[entry.title, entry.subTitle].filter(Boolean).join(' — '), ...entry.list.items])
        .join('\n');
  }
}

function mentions(text: string, words: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return words.some((word) => lower.includes(word));
}
