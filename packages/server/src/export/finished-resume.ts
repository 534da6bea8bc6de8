// A finished task as the export renderers see it, and what they all read from it: the person's name and headline.
import type { KVSection, Locale, Section } from '@resume/contract';
import { basicFieldOfKey } from '../knowledge/basic-fields.ts';
import { displayTitle } from '../knowledge/display-title.ts';
import { partKindOfHeading } from '../knowledge/section-names.ts';

export interface FinishedResume {
  /** The stored sections, in resume order. */
  sections: readonly Section[];
  locale: Locale;
  /** The target job of the task. */
  job: string;
  updatedAt: Date;
}

/**
 * The basic-information section: the one headed or identified as such, else the first kv section that
 * names a person (a parsed resume may head it with the person's name, or not at all).
 */
export function findBasicsSection(sections: readonly Section[]): KVSection | undefined {
  const kvSections = sections.filter((section): section is KVSection => section.type === 'kv');
  return (
    kvSections.find(
      (section) => partKindOfHeading(section.title) === 'basic' || idKind(section.id) === 'basic',
    ) ?? kvSections.find((section) => section.content.some(({ key }) => basicFieldOfKey(key)?.id === 'name'))
  );
}

/** The person's name from the basic information, or undefined when it is missing or empty. */
export function personName(resume: FinishedResume): string | undefined {
  const basics = findBasicsSection(resume.sections);
  const name = basics?.content.find(({ key }) => basicFieldOfKey(key)?.id === 'name')?.value.trim();
  return name || undefined;
}

/** The document title: "name — job", or the job alone when there is no name. */
export function documentTitle(resume: FinishedResume): string {
  const name = personName(resume);
  // The job as a resume line shows it: "Nurse Practitioner" for O*NET's "Nurse Practitioners", no job-ad extras.
  const job = resume.job.trim() && displayTitle(resume.job);
  if (name && job) return `${name} — ${job}`;
  return name ?? (job || (resume.locale === 'zh-CN' ? '简历' : 'Resume'));
}

/** The kind a section id names: ids are the part kind, with `-2`, `-3` on repeats (resume/to-sections.ts). */
export function idKind(id: string): string {
  const dash = id.lastIndexOf('-');
  return dash > 0 && /^\d+$/.test(id.slice(dash + 1)) ? id.slice(0, dash) : id;
}

/** "2021-03 – Present", "2021.07 – 至今", a single date, or empty. */
export function dateRangeText(startTime: string, endTime: string): string {
  const start = startTime.trim();
  const end = endTime.trim();
  if (start && end) return `${start} – ${end}`;
  return start || end;
}

/** The separator between a key and its value as the resume's language writes it. */
export function keySeparator(locale: Locale): string {
  return locale === 'zh-CN' ? '：' : ': ';
}

/** Basic fields a header prints as bare values on the contact line. */
const CONTACT_FIELDS: ReadonlySet<string> = new Set([
  'phone',
  'email',
  'location',
  'wechat',
  'github',
  'linkedin',
  'website',
]);

/** What a resume's header shows, so the body need not repeat the basic information as a table. */
export interface ResumeHeader {
  /** The name, else the job. */
  heading: string;
  /** The role the person presents under the name: their target role, else the task's job; '' when the heading is the job. */
  headline: string;
  /** Phone, e-mail, city and links, as bare values. */
  contacts: string[];
  /** Every other basic field as "key: value" (graduation, availability, an English name). */
  details: string[];
}

/** The header of a finished resume, from its basic information and job. */
export function resumeHeader(resume: FinishedResume): ResumeHeader {
  const name = personName(resume);
  const basics = findBasicsSection(resume.sections);
  const contacts: string[] = [];
  const details: string[] = [];
  let target = '';
  for (const { key, value } of basics?.content ?? []) {
    const text = value.trim();
    if (text === '') continue;
    const id = basicFieldOfKey(key)?.id;
    if (id === 'name') continue;
    if (id === 'target') target = displayTitle(text);
    else if (id && CONTACT_FIELDS.has(id)) contacts.push(text);
    else if (/^links?$/i.test(key.trim()) || key.trim() === '链接') contacts.push(text);
    else details.push(`${key.trim()}${keySeparator(resume.locale)}${text}`);
  }
  const job = resume.job.trim() && displayTitle(resume.job);
  const heading = name ?? (job || (resume.locale === 'zh-CN' ? '简历' : 'Resume'));
  const headline = name ? target || job : '';
  return { heading, headline, contacts, details };
}
