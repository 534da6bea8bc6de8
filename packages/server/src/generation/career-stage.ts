// Reads a resume's dates to tell an experienced hire from a student; finds the latest role and stated objective.
import type { JobType } from '@resume/contract';
import { basicFieldOfKey } from '../knowledge/basic-fields.ts';
import { characterSet, trimEndWhere } from '../lib/text-scan.ts';
import { CHINESE_CITIES, CHINESE_REGIONS, CITY_NAMES } from '../reading/extract/place-names.ts';
import { entryMonths, isOngoing, monthOf } from '../resume/months.ts';
import { hasPrompt, isOnlyPrompt, type ResumeDocument, type ResumeEntry } from '../resume/resume-document.ts';
import { isTemplateLabel, stripPlaceholders } from './placeholder-text.ts';

export { entryMonths, isOngoing, monthOf };

/** Work experience adding up to more than this many months makes an experienced hire. */
const EXPERIENCED_MONTHS = 12;

/**
 * `social` when the work experience adds up to more than a year, otherwise a student. Students are taken to be
 * graduating (`campus`): their outline leads with education and internships, which fits a student of any year.
 */
export function inferJobType(resume: ResumeDocument, today: Date): JobType {
  let months = 0;
  for (const part of resume.parts) {
    if (part.kind !== 'work' || part.shape !== 'entries') continue;
    for (const entry of part.entries) months += entryMonths(entry, today);
  }
  return months > EXPERIENCED_MONTHS ? 'social' : 'campus';
}

/**
 * The role of the most recent job (then internship): the entry that ends last, or starts last; without readable
 * dates, the first one listed, since resumes list the newest first. Undefined when no entry names a role.
 * Template placeholders are left out ("后端开发实习生/XXXX" → "后端开发实习生"); a role that is nothing but a
 * placeholder ("XXXX") or a template's label ("Job title", "职位") names no role, so the next one is taken.
 */
export function findLatestRole(resume: ResumeDocument, today: Date): string | undefined {
  for (const kind of ['work', 'internship'] as const) {
    const entries = resume.parts
      .filter((part) => part.kind === kind && part.shape === 'entries')
      .flatMap((part) => (part.shape === 'entries' ? part.entries : []))
      .filter(
        (entry) =>
          stripPlaceholders(entry.subTitle.trim()) !== '' &&
          !isOnlyPrompt(entry.subTitle) &&
          !isTemplateLabel(entry.subTitle),
      );
    if (entries.length === 0) continue;
    const rank = (entry: ResumeEntry) =>
      [monthOf(entry.endTime, today) ?? -1, monthOf(entry.startTime, today) ?? -1] as const;
    let latest = entries[0]!;
    for (const entry of entries.slice(1)) {
      const [end, start] = rank(entry);
      const [latestEnd, latestStart] = rank(latest);
      if (end > latestEnd || (end === latestEnd && start > latestStart)) latest = entry;
    }
    return stripPlaceholders(latest.subTitle.trim());
  }
  return undefined;
}

/** The role the person says they want (求职意向, "Objective:", "Target role"), as they wrote it; or undefined. */
export function statedObjective(resume: ResumeDocument): string | undefined {
  for (const part of resume.parts) {
    if (part.shape !== 'kv') continue;
    for (const item of part.items) {
      if (basicFieldOfKey(item.key)?.id !== 'target') continue;
      const role = roleOfObjective(stripPlaceholders(item.value.trim()));
      if (role !== '' && !hasPrompt(role)) return role;
    }
  }
  return undefined;
}

/** What an objective says besides the role: where, when, pay, and what the person would or would not take. */
const CONDITION_WORDS =
  /[,，;；]|优先|可以|均可|可接受|不考虑|期望|薪|\d\s?[kK万]|\b(?:OK|pref\.?|preferred|remote|hybrid|relocat\w*|travel|need|while|max)\b/;
/** A dash between a role and what follows it: "Grants Manager — health or human services, Milwaukee". */
const OBJECTIVE_DASH = /\s[-–—]{1,2}\s|——|—|–/;

const isTrailingPunctuation = characterSet(',，;；:：', { withWhitespace: true });

const PLACES: readonly string[] = [...CHINESE_CITIES, ...CHINESE_REGIONS, ...CITY_NAMES];
/** "杭州/上海", "Chicago or remote": a place where the person would work, not part of the role. */
function startsWithPlace(text: string): boolean {
  return PLACES.some((place) => text.startsWith(place));
}

/**
 * The role an objective names, without the conditions people add to it: "测试开发（接口方向）— 成都，期望22k" is
 * the 测试开发（接口方向） they want; "Senior Paralegal – Litigation" keeps its specialty. The conditions stay where
 * the person wrote them (求职意向 in the basic information); the heading holds the job.
 */
export function roleOfObjective(objective: string): string {
  let role = objective;
  const dash = OBJECTIVE_DASH.exec(role);
  const after = dash ? role.slice(dash.index + dash[0].length).trim() : '';
  if (dash && dash.index > 0 && (CONDITION_WORDS.test(after) || startsWithPlace(after)))
    role = role.slice(0, dash.index);
  // A bracket of conditions ("（广州/佛山，公办、民办都可以）", "(trainee OK)") goes; a specialty's stays.
  role = role.replace(/\s?[（(][^（）()]*[）)]/g, (bracket) =>
    CONDITION_WORDS.test(bracket) ? '' : bracket,
  );
  const trimmed = trimEndWhere(role, isTrailingPunctuation).trim();
  return trimmed === '' ? objective : trimmed;
}
