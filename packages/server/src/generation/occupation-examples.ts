// What a catalogue occupation adds to example content: the title held at each rung, a student's own lines,
// competitions and certificates of the field, and a leader's lines, chosen for the resume's level and date.
import type { Locale } from '@resume/contract';
import type { LadderLevel, Occupation } from '../knowledge/catalogue/occupation.ts';
import type { Seniority } from '../knowledge/match-job.ts';
import { indexesOf } from '../lib/text-scan.ts';
import { titleHash } from './example-dates.ts';

/** The rung of the ladder a title's seniority stands on. */
export function ladderLevelOf(seniority: Seniority | undefined): LadderLevel {
  switch (seniority) {
    case 'intern':
      return 'intern';
    case 'senior':
    case 'principal':
      return 'senior';
    case 'lead':
      return 'lead';
    case 'manager':
      return 'manager';
    case 'director':
      return 'director';
    case 'executive':
      return 'head';
    default:
      return 'junior';
  }
}

const CAREER_RUNGS: readonly LadderLevel[] = ['junior', 'senior', 'lead', 'manager', 'director', 'head'];

/**
 * The title held `stepsBack` jobs before one at `level`: a career runs forwards (a coordinator before a
 * monitor, never after), and nobody starts below a junior post.
 */
export function earlierRole(
  occupation: Occupation,
  locale: Locale,
  level: LadderLevel,
  stepsBack: number,
): string {
  const rung = Math.max(0, CAREER_RUNGS.indexOf(level === 'intern' ? 'junior' : level) - stepsBack);
  return occupation.ladder[locale][CAREER_RUNGS[rung]!];
}

/**
 * The titles of the rungs above `post` on the occupation's ladder, where `post` is one of its rungs: what a line of
 * that earlier job may not say the person was ("recognized as the contractor's driller of the year" under Floorhand).
 */
export function ranksAbove(occupation: Occupation, locale: Locale, post: string): string[] {
  const ladder = occupation.ladder[locale];
  const own = post.trim().toLowerCase();
  const at = CAREER_RUNGS.findIndex((level) => ladder[level]?.trim().toLowerCase() === own);
  if (at < 0) return [];
  return CAREER_RUNGS.slice(at + 1)
    .map((level) => ladder[level]?.trim() ?? '')
    .filter((title) => title !== '' && !own.includes(title.toLowerCase()));
}

/** What before a rank's title makes it the person's: "As driller", "promoted to", "担任", "获评优秀". */
const RANK_CLAIM_BEFORE =
  /(?:\b(?:as|named|to|became|becoming)(?: an?| the)?|担任|晋升为?|升任|获评|评为|优秀|年度)\s?$/iu;
/** What after a rank's title makes it an honour of the rank: "driller of the year", "司钻标兵". */
const RANK_CLAIM_AFTER = /^(?:\s(?:of the (?:year|month|quarter))|标兵|之星)/iu;

/**
 * Whether the line says the person was one of `ranks`: the title opening the line ("Driller on a 1,500 hp rig…"),
 * after "as" / "担任", or as an honour ("the contractor's driller of the year"). Latin titles as whole words, any case.
 * Working beside one ("with the driller") is no claim.
 */
export function namesRank(line: string, ranks: readonly string[]): boolean {
  const lower = line.toLowerCase();
  return ranks.some((rank) => {
    const wanted = rank.toLowerCase();
    const latin = /[a-z]/.test(wanted);
    return indexesOf(lower, wanted).some((from) => {
      const after = lower.slice(from + wanted.length);
      if (latin && (/[a-z]/.test(lower[from - 1] ?? ' ') || /^[a-z]/.test(after))) return false;
      const before = lower.slice(Math.max(0, from - 20), from);
      return from === 0 || RANK_CLAIM_BEFORE.test(before) || RANK_CLAIM_AFTER.test(after);
    });
  });
}

/** Levels whose resumes show people, budget and strategy. */
export function leadsPeople(seniority: Seniority | undefined): boolean {
  return (
    seniority === 'lead' || seniority === 'manager' || seniority === 'director' || seniority === 'executive'
  );
}

/**
 * The year a campus candidate graduates: the coming June for one hired in this cycle (autumn hiring is for
 * the class of next summer), so an example never graduates in the past.
 */
export function graduationYear(today: Date): number {
  return today.getMonth() >= 6 ? today.getFullYear() + 1 : today.getFullYear();
}

/**
 * The class a job title names ("2026届", "26届", "Class of 2026", "2026 New Grad"), where it is this hiring cycle's or
 * one of the two before (a 2026届 graduate applies in the autumn of 2026); a later class is no graduate's yet.
 */
export function classYearOf(job: string, today: Date): number | undefined {
  const found = /(?:20)?(\d\d)\s?届|\bclass of (?:20)?(\d\d)\b|\b20(\d\d)\s(?:new\s)?grad(?:uate)?s?\b/i.exec(
    job,
  );
  const short = found?.[1] ?? found?.[2] ?? found?.[3];
  if (short === undefined) return undefined;
  const year = 2000 + Number(short);
  const coming = graduationYear(today);
  return year <= coming && year >= coming - 2 ? year : undefined;
}

/** The year a student of this job title graduates: the class the title names, else the coming one. */
export function graduationYearFor(today: Date, job = ''): number {
  return classYearOf(job, today) ?? graduationYear(today);
}

/** A basic field's text with `{graduation}` as the graduation year (the title's class, else the coming one). */
export function withGraduationYear(text: string, today: Date, job = ''): string {
  return text.replaceAll('{graduation}', String(graduationYearFor(today, job)));
}

/** A contest a school holds for its own students. */
const SCHOOL_CONTEST = /校级|校内|院级|\b(?:campus|college|school)[- ]level\b|\bin-school\b/i;
const SCHOOL_PRIZE: Readonly<Record<Locale, string>> = { 'zh-CN': '一等奖', 'en-US': 'first place' };

/**
 * Prizes any contest of its kind gives. A tier is claimed only where the contest's name says it: a contest named
 * 省/市 gives its own prizes, a national one is not assumed to have a 省级 round (中国大学生方程式汽车大赛 has
 * none), and an English contest is no "regional finalist" when it has no regions (a game jam, a hackathon).
 */
const PRIZES: Readonly<Record<Locale, readonly string[]>> = {
  'zh-CN': ['三等奖', '优秀奖'],
  'en-US': ['finalist', 'honorable mention', 'third place'],
};
const REGIONAL_CONTEST = /省|市|自治区/u;
const REGIONAL_PRIZE = '二等奖';
/** Contests that rank no one: a team takes part and ships something. */
const UNRANKED_CONTEST = /\b(?:jam|hackathons?|makeathon)\b/i;
const UNRANKED_ENTRY = 'shipped a team project';

/** An award a student of the occupation's field could hold: one of its competitions, a prize, a year. */
export function studentCompetitionAward(
  occupation: Occupation,
  locale: Locale,
  index: number,
  year: number,
): string | undefined {
  const competitions = occupation.student[locale].competitions;
  if (competitions.length === 0) return undefined;
  const competition = competitions[index % competitions.length]!;
  // A school's own contest gives a school's prize: no 校级…比武 ends in 省级二等奖.
  const prize = SCHOOL_CONTEST.test(competition)
    ? SCHOOL_PRIZE[locale]
    : locale === 'zh-CN' && REGIONAL_CONTEST.test(competition)
      ? REGIONAL_PRIZE
      : locale === 'en-US' && UNRANKED_CONTEST.test(competition)
        ? UNRANKED_ENTRY
        : PRIZES[locale][(index + titleHash(competition)) % PRIZES[locale].length]!;
  return locale === 'zh-CN' ? `${competition}${prize}（${year}）` : `${competition}, ${prize} (${year})`;
}
