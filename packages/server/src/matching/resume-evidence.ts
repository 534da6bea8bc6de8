// What a resume shows, as the matcher looks for it: its lines (each with the terms it names), its years of work
// and its highest degree.
import { toIsoDate } from '../export/iso-date.ts';
import type { ResumeDocument } from '../resume/resume-document.ts';
import { educationLevelsIn } from './extract-requirements.ts';
import { EDUCATION_LEVELS, type EducationLevel, NUMBER_WORDS } from './requirement-words.ts';
import { findTerms, foldText, type TermHit } from './term-finder.ts';

export interface EvidenceLine {
  readonly text: string;
  readonly lower: string;
  readonly terms: readonly TermHit[];
}

/** One dated job: its months (from, to) and its words, to count the years spent in a field. */
export interface JobSpan {
  readonly from: number;
  readonly to: number;
  readonly lower: string;
  readonly terms: readonly string[];
}

export interface ResumeEvidence {
  readonly lines: readonly EvidenceLine[];
  /** Years of work the dated jobs add up to, or the most a line claims ("8 years of experience"). */
  readonly years: number;
  readonly jobs: readonly JobSpan[];
  readonly education?: EducationLevel;
  /** The education entries' schools, degrees and majors, lower case. */
  readonly educationText: string;
}

const MONTHS_PER_YEAR = 12;

export function readEvidence(document: ResumeDocument, now = new Date()): ResumeEvidence {
  const texts: string[] = [];
  for (const part of document.parts) {
    if (part.shape === 'kv') for (const item of part.items) texts.push(`${item.key}: ${item.value}`);
    else if (part.shape === 'list') texts.push(...part.items);
    else
      for (const entry of part.entries) {
        texts.push([entry.title, entry.subTitle].filter(Boolean).join(' · '));
        texts.push(...entry.bullets);
      }
  }
  const lines = texts
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => ({ text, lower: foldText(text).lower, terms: findTerms(text) }));
  const levels = lines.flatMap((line) => educationLevelsIn(line.text));
  const education = EDUCATION_LEVELS.filter((level) => levels.includes(level)).at(-1);
  const jobs = jobSpans(document, now);
  const educationText = document.parts
    .flatMap((part) => (part.shape === 'entries' && part.kind === 'education' ? part.entries : []))
    .map((entry) => foldText(`${entry.title} ${entry.subTitle}`).lower)
    .join('\n');
  return {
    lines,
    years: Math.max(yearsOf(jobs), ...lines.map((line) => claimedYears(line.text))),
    jobs,
    ...(education ? { education } : {}),
    educationText,
  };
}

/** Years the jobs cover, overlapping spans counted once. */
export function yearsOf(jobs: readonly JobSpan[]): number {
  const spans = jobs.map((job) => [job.from, job.to] as const).sort((a, b) => a[0] - b[0]);
  let months = 0;
  let reach = Number.NEGATIVE_INFINITY;
  for (const [start, end] of spans) {
    const from = Math.max(start, reach);
    if (end > from) months += end - from;
    reach = Math.max(reach, end);
  }
  return months / MONTHS_PER_YEAR;
}

/** The dated work entries; internships and schools do not count as years of work. */
function jobSpans(document: ResumeDocument, now: Date): JobSpan[] {
  const jobs: JobSpan[] = [];
  const nowMonth = now.getUTCFullYear() * MONTHS_PER_YEAR + now.getUTCMonth();
  for (const part of document.parts) {
    if (part.shape !== 'entries' || part.kind !== 'work') continue;
    for (const entry of part.entries) {
      const start = monthOf(entry.startTime);
      const end = toIsoDate(entry.endTime).isPresent ? nowMonth : monthOf(entry.endTime);
      if (start === undefined || end === undefined || end < start) continue;
      const text = [entry.title, entry.subTitle, ...entry.bullets].join('\n');
      jobs.push({
        from: start,
        to: end + 1,
        lower: foldText(text).lower,
        terms: findTerms(text).map((hit) => hit.name.toLowerCase()),
      });
    }
  }
  return jobs;
}

function monthOf(text: string): number | undefined {
  const iso = toIsoDate(text).iso;
  if (!iso) return undefined;
  const [year, month] = iso.split('-').map(Number);
  if (!year) return undefined;
  return year * MONTHS_PER_YEAR + ((month ?? 1) - 1);
}

/** "8 years of experience", "8+ yrs", "8年工作经验", "从业八年": the years a line says the person has. */
function claimedYears(text: string): number {
  // Blanks collapsed first: the patterns then meet no ambiguous run of them.
  const line = text.replace(/\s+/g, ' ');
  const match =
    line.match(
      /(\d{1,2}|[一二两三四五六七八九十]{1,2}) ?\+? ?(?:多|余)? ?年(?:以上)?(?:的)?\p{Script=Han}{0,6}?(?:经验|经历)/u,
    ) ??
    line.match(/从业 ?(\d{1,2}|[一二两三四五六七八九十]) ?(?:多|余)? ?年/u) ??
    line.match(
      /(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten) ?\+? ?(?:years?|yrs?)(?:'|’)? (?:of )?(?:[\w-]+ ){0,3}?experience/i,
    );
  if (!match?.[1]) return 0;
  return Number(match[1]) || NUMBER_WORDS[match[1].toLowerCase()] || 0;
}
