// The example resume's dates and the numbers tied to them: where the career starts and how far it moves by title,
// how long a school runs, and how many years a line may claim.
import type { Locale } from '@resume/contract';
import { CAREER_TIMELINES, EXAMPLE_TIMELINE, type ExampleTimeline } from '../knowledge/example-content.ts';
import type { Seniority } from '../knowledge/title-words.ts';
import { CHINESE_CITIES } from '../reading/extract/place-names.ts';
import { MONTH_NAMES } from '../resume/date-words.ts';
import type { ResumeDocument } from '../resume/resume-document.ts';
import { monthOf } from './career-stage.ts';
import { graduationYearFor } from './occupation-examples.ts';

/** Whose timeline an example follows: an experienced hire's or a student's. */
export type Stage = 'experienced' | 'student';

/**
 * The example dates of a resume at this stage and seniority: a junior's career is about three years long, a
 * director's fourteen, others' about seven.
 */
export function exampleTimeline(stage: Stage, seniority: Seniority | undefined): ExampleTimeline {
  if (stage === 'student') return EXAMPLE_TIMELINE.student;
  switch (seniority) {
    case 'junior':
      return CAREER_TIMELINES.early;
    case 'mid':
      return CAREER_TIMELINES.middle;
    case 'director':
    case 'executive':
      return CAREER_TIMELINES.long;
    default:
      return EXAMPLE_TIMELINE.experienced;
  }
}

/** "Mar" of each month, as a US resume writes it: the short name date-words.ts reads. */
const MONTH_ABBREVIATIONS = MONTH_NAMES.map((names) =>
  (names[0] ?? '').replace(/^./, (first) => first.toUpperCase()),
);

/** A month since year 0 as a US resume writes it: "Mar 2021". */
export function usMonth(month: number): string {
  return `${MONTH_ABBREVIATIONS[month % 12]} ${Math.floor(month / 12)}`;
}

/** A length of time in years: "2 年", "1 学年", "6 年零事故", "5 years"; not "3 年级", "近 3 年来", "2021 年". */
const YEARS_LENGTH =
  /(?<![\d.])(\d{1,2})\+?\s?(?:years?\b|(?:school|academic) years?\b|学年|年(?![级月度底初中末前后内来代]))/g;

/** A bullet claims no more years than its entry lasts ("跑单 8 年" under a job of three years). */
export function fitsTenure(sentence: string, months: number): boolean {
  if (months <= 0) return true;
  for (const match of sentence.matchAll(YEARS_LENGTH)) if (Number(match[1]) * 12 > months + 6) return false;
  return true;
}

/** "服役 9 年", "从业 6 年": years in post written before the number. */
export const YEARS_SERVED = /((?:服役|从业|工作|执业|从教|任教|驾龄|毕业)\s?)(\d{1,2})(\s?年)/g;
/**
 * "6 years" / "6+ years", or "6 年" followed in its clause by 经验: a summary's years of experience. Not a result's
 * period: "no duplicate payments in 3 years", "over the past 2 years", "3 years running".
 */
export const YEARS_OF_EXPERIENCE =
  /(?<!\b(?:in|within|across|past|last|first|next|every)\s)(\d{1,2})\+?(\s?(?:years?\b(?! running(?:[,.;)]|$)| straight| in a row)|年(?=[^，。；,]{0,40}(?:经验|驾龄|教龄|工龄))))/g;

/**
 * Where the work history starts: the first work entry's start when the outline gives one, otherwise
 * the start of the last example job the outline's work entries will get (EXAMPLE_TIMELINE).
 */
export function experienceStart(
  document: ResumeDocument,
  stage: Stage,
  today: Date,
  monthOffset: number,
  seniority?: Seniority,
): number | undefined {
  const work = document.parts.find((part) => part.kind === 'work' && part.shape === 'entries');
  if (work?.shape !== 'entries' || work.entries.length === 0) return undefined;
  const timeline = exampleTimeline(stage, seniority).work;
  const starts = work.entries.map((entry, index) => {
    const written = monthOf(entry.startTime, today);
    if (written !== undefined) return written;
    // The example's start as the entry will show it: moved with the timeline (formatDate).
    const example = timeline[index % timeline.length]?.[0];
    const month = example ? monthOf(example, today) : undefined;
    return month === undefined ? undefined : month + 12 * timelineShift(stage, today) + monthOffset;
  });
  const known = starts.filter((start): start is number => start !== undefined);
  return known.length > 0 ? Math.min(...known) : undefined;
}

/**
 * Years the example timeline moves so that it ends now: a student's education ends in the June of the class the
 * title names, else the coming June (the timeline was written for the class of 2026), an experienced hire's jobs
 * run up to this year (written in 2025).
 */
export function timelineShift(stage: Stage, today: Date, job = ''): number {
  return stage === 'student' ? graduationYearFor(today, job) - 2026 : today.getFullYear() - 2025;
}

/** Chinese bachelor's programmes of five years (本科五年制). */
const FIVE_YEAR_BACHELORS =
  /临床医学|中医学|中西医临床医学|口腔医学|预防医学|麻醉学|医学影像学|眼视光医学|精神医学|儿科学|针灸推拿学|中医骨伤科学|藏医学|蒙医学|维医学|建筑学/;

/** Years of study a credential takes, by what the education line names; a trade's school without one, three (zh) or two (US). */
export function studyYears(credential: string, locale: Locale, vocational: boolean): number {
  const zh = locale === 'zh-CN';
  if (/博士|\bPh\.?D\b|\bdoctorate\b/i.test(credential)) return 5;
  if (/\bJD\b|Juris Doctor/.test(credential)) return 3;
  if (/硕士|研究生|\bmaster'?s\b|\b(?:MS|MA|MSc|MSN|MBA|MEd|MPH|MFA)\b/i.test(credential)) return zh ? 3 : 2;
  if (/高职|大专|专科|中专|中职|技校/.test(credential)) return 3;
  // A Chinese bachelor's in medicine, Chinese medicine, stomatology or architecture is a five-year programme; so is a
  // US B.Arch.
  if (
    zh ? FIVE_YEAR_BACHELORS.test(credential) : /\bB\.?\s?Arch\b|Bachelor of Architecture/i.test(credential)
  )
    return 5;
  if (/\b(?:AAS|AA|AS)\b|\bassociate\b/i.test(credential)) return 2;
  // A high school diploma is four years of high school, not a one-year diploma course.
  if (/\bhigh school\b|\bGED\b|高中/i.test(credential)) return zh ? 3 : 4;
  if (/\b(?:certificate|diploma|program)\b/i.test(credential)) return 1;
  return vocational ? (zh ? 3 : 2) : 4;
}

/**
 * Cities an occupation's own lines may name ("8 years at a Las Vegas resort", "NYC TLC license"), and how the
 * location field writes each: the example person lives where their lines say they work.
 */
const NAMED_CITIES: Readonly<Record<Locale, readonly (readonly [RegExp, string])[]>> = {
  'en-US': [
    [/\bLas Vegas\b/, 'Las Vegas, NV'],
    [/\b(?:New York City|NYC|Manhattan|Brooklyn)\b/, 'New York, NY'],
    [/\bLos Angeles\b/, 'Los Angeles, CA'],
    [/\bSan Francisco\b/, 'San Francisco, CA'],
    [/\bHouston\b/, 'Houston, TX'],
    [/\bNashville\b/, 'Nashville, TN'],
    [/\bPhoenix\b/, 'Phoenix, AZ'],
    [/\bPhiladelphia\b/, 'Philadelphia, PA'],
    [/\bBoston\b/, 'Boston, MA'],
    [/\bDetroit\b/, 'Detroit, MI'],
    [/\bMiami\b/, 'Miami, FL'],
    [/\bOrlando\b/, 'Orlando, FL'],
    [/\bHonolulu\b|\bHawaii\b/, 'Honolulu, HI'],
    [/\bAnchorage\b|\bAlaska\b/, 'Anchorage, AK'],
    [/\bSeattle\b/, 'Seattle, WA'],
    [/\bChicago\b/, 'Chicago, IL'],
    [/\bAustin\b/, 'Austin, TX'],
    [/\bDallas\b/, 'Dallas, TX'],
    [/\bSan Antonio\b/, 'San Antonio, TX'],
    [/\bDenver\b/, 'Denver, CO'],
    [/\bAtlanta\b/, 'Atlanta, GA'],
    [/\bSan Diego\b/, 'San Diego, CA'],
    [/\bSan Jose\b/, 'San Jose, CA'],
    [/\bSacramento\b/, 'Sacramento, CA'],
    [/\bPittsburgh\b/, 'Pittsburgh, PA'],
    [/\bMinneapolis\b/, 'Minneapolis, MN'],
    [/\bCharlotte\b/, 'Charlotte, NC'],
    [/\bRaleigh\b/, 'Raleigh, NC'],
    [/\bColumbus\b/, 'Columbus, OH'],
    [/\bCleveland\b/, 'Cleveland, OH'],
    [/\bCincinnati\b/, 'Cincinnati, OH'],
    [/\bIndianapolis\b/, 'Indianapolis, IN'],
    [/\bMilwaukee\b/, 'Milwaukee, WI'],
    [/\bKansas City\b/, 'Kansas City, MO'],
    [/\bSt\.? Louis\b/, 'St. Louis, MO'],
    [/\bBaltimore\b/, 'Baltimore, MD'],
    [/\bSalt Lake City\b/, 'Salt Lake City, UT'],
    [/\bTampa\b/, 'Tampa, FL'],
    [/\bNew Orleans\b/, 'New Orleans, LA'],
    [/\bWashington,? D\.?C\.?\b/, 'Washington, DC'],
  ],
  'zh-CN': [
    [/北京/u, '北京'],
    [/上海/u, '上海'],
    [/深圳/u, '深圳'],
    [/广州/u, '广州'],
    [/杭州/u, '杭州'],
    [/武汉/u, '武汉'],
    [/三亚/u, '三亚'],
  ],
};

/**
 * The city a job board's title names ("采购员（电子料）-东莞", "Embedded C Engineer - Detroit"): the person looks for
 * work there, so the example lives there. Any Chinese city a resume names without 市; a US city with its state.
 */
export function cityNamedInTitle(job: string, locale: Locale): string | undefined {
  if (locale === 'zh-CN') return CHINESE_CITIES.find((city) => job.includes(city));
  return NAMED_CITIES[locale].find(([pattern]) => pattern.test(job))?.[1];
}

/** The city the lines name, where they name one of NAMED_CITIES. */
export function cityNamedIn(texts: readonly string[], locale: Locale): string | undefined {
  for (const [pattern, city] of NAMED_CITIES[locale])
    if (texts.some((text) => pattern.test(text))) return city;
  return undefined;
}

/** Where the example person lives: one city of these by title. */
export const EXAMPLE_CITIES: Readonly<Record<Locale, readonly string[]>> = {
  'zh-CN': ['上海', '杭州', '成都', '武汉', '广州', '西安'],
  'en-US': ['Seattle, WA', 'Austin, TX', 'Chicago, IL', 'Denver, CO', 'Atlanta, GA', 'Columbus, OH'],
};

/** Months an experienced hire's example career moves: one of a few, by title, so not every resume starts in the same month. */
const TIMELINE_OFFSETS = [0, -9, -16, 5] as const;

export function timelineOffset(job: string, seniority?: Seniority): number {
  const offset = TIMELINE_OFFSETS[titleHash(job) % TIMELINE_OFFSETS.length] ?? 0;
  // A short career moves less: sixteen months would make a junior's two years nearly four.
  const share = seniority === 'junior' ? 0.25 : seniority === 'mid' ? 0.5 : 1;
  return Math.round(offset * share);
}

/** A number of the title, the same each time: what picks one of several examples, so resumes of different titles differ. */
export function titleHash(job: string): number {
  // FNV-1a: its low bits are well mixed, so a small modulus spreads titles evenly.
  let hash = 0x811c9dc5;
  for (const character of job) hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash;
}

/** Months from one "YYYY-MM" to another. */
export function monthsBetween(from: string, to: string): number {
  const month = (yearMonth: string) => Number(yearMonth.slice(0, 4)) * 12 + Number(yearMonth.slice(5, 7)) - 1;
  return month(to) - month(from);
}

/** A "YYYY-MM" some months later. */
export function addMonths(yearMonth: string, months: number): string {
  const total = Number(yearMonth.slice(0, 4)) * 12 + Number(yearMonth.slice(5, 7)) - 1 + months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/**
 * How long an experienced hire's example project runs, in months: over six, so its lines stay a working project's
 * (a short entry takes only small claims), and one of several by title.
 */
const PROJECT_MONTHS = [7, 8, 9, 10, 12, 14] as const;

/**
 * The dates of an experienced hire's `index`-th example project: inside the job of the same index, of a length and
 * a start some months into that job that differ by title, so that not every resume's project starts a year into the
 * job and lasts nine months; ended by last month. The timeline's own project dates where the job is too short to
 * hold one.
 */
export function projectSpan(
  timeline: ExampleTimeline,
  index: number,
  job: string,
  /** The last month a project may end, on the timeline's own years: last month, as the resume will show it. */
  latest: string,
): readonly [string, string] | undefined {
  const written = timeline.project[index % Math.max(1, timeline.project.length)];
  const [jobStart, jobEnd] = timeline.work[index] ?? [];
  if (!jobStart || !jobEnd) return written;
  const end = jobEnd === 'present' || jobEnd > latest ? latest : jobEnd;
  const hash = titleHash(`${job}#${index}`);
  const room = monthsBetween(jobStart, end) - 2;
  const fitting = PROJECT_MONTHS.filter((months) => months <= room);
  const months = fitting[hash % Math.max(1, fitting.length)];
  if (months === undefined) return written;
  const start = addMonths(jobStart, 1 + ((hash >>> 8) % (room - months + 1)));
  return [start, addMonths(start, months)];
}
