// Tailors an optimised resume to a job description: the heading becomes the description's job, each entry's
// bullets lead with what the description asks for, and what it asks for that the resume never shows becomes a
// prompt to fill in only if true — never a skill written in the person's name.
import type { Locale } from '@resume/contract';
import { basicFieldOfKey } from '../knowledge/basic-fields.ts';
import {
  hasPrompt,
  type ResumeDocument,
  type ResumeEntry,
  type ResumePart,
} from '../resume/resume-document.ts';
import {
  containsWord,
  descriptionTitle,
  extractRequirements,
  type Requirement,
} from './extract-requirements.ts';
import { matchResume } from './match-report.ts';
import { findTerms, foldText, lexiconTerm } from './term-finder.ts';

/** At most this many asked-for items named in one prompt: a long list reads as a checklist, not advice. */
const MAX_PROMPTED = 6;

export function tailorToDescription(
  document: ResumeDocument,
  description: string,
  now = new Date(),
): ResumeDocument {
  const requirements = extractRequirements(description);
  const report = matchResume(document, description, document.locale, now);
  const title = descriptionTitle(description);
  const parts = document.parts.map((part) => {
    if (part.shape === 'entries')
      return { ...part, entries: part.entries.map((entry) => withRelevantFirst(entry, requirements)) };
    // The target role the basic information states is the job applied for: the description's, when it names one.
    if (part.shape === 'kv' && title)
      return {
        ...part,
        items: part.items.map((item) =>
          basicFieldOfKey(item.key)?.id === 'target' ? { ...item, value: title } : item,
        ),
      };
    return part;
  });
  const missing = report.requirements.filter(
    (requirement) =>
      requirement.status === 'missing' &&
      (requirement.group === 'tool' ||
        requirement.group === 'hardSkill' ||
        requirement.group === 'certificate'),
  );
  const skills = missing
    .filter((requirement) => requirement.group !== 'certificate')
    .map((item) => item.name);
  const certificates = missing
    .filter((requirement) => requirement.group === 'certificate')
    .map((item) => item.name);
  return {
    ...document,
    job: title || document.job,
    parts: withPrompt(
      withPrompt(parts, 'skills', askedPrompt(skills, 'skills', document.locale), document.locale),
      'certificates',
      askedPrompt(certificates, 'certificates', document.locale),
      document.locale,
    ),
  };
}

/** How many of the description's requirements a line shows. */
function relevance(line: string, requirements: readonly Requirement[]): number {
  const named = new Set(findTerms(line).map((hit) => hit.name.toLowerCase()));
  const { lower } = foldText(line);
  return requirements.filter((requirement) => {
    const name = (lexiconTerm(requirement.name)?.name ?? requirement.name).toLowerCase();
    return named.has(name) || containsWord(lower, foldText(requirement.name).lower);
  }).length;
}

/** The person's bullets, most relevant first (ties keep their order); prompts stay last, as written. */
function withRelevantFirst(entry: ResumeEntry, requirements: readonly Requirement[]): ResumeEntry {
  const own = entry.bullets.filter((bullet) => !hasPrompt(bullet));
  const prompts = entry.bullets.filter((bullet) => hasPrompt(bullet));
  const ranked = own
    .map((bullet, index) => ({ bullet, index, score: relevance(bullet, requirements) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((item) => item.bullet);
  return { ...entry, bullets: [...ranked, ...prompts] };
}

function askedPrompt(
  names: readonly string[],
  kind: 'skills' | 'certificates',
  locale: Locale,
): string | undefined {
  if (names.length === 0) return undefined;
  const shown = names.slice(0, MAX_PROMPTED);
  if (locale === 'zh-CN')
    return kind === 'skills'
      ? `[岗位要求 ${shown.join('、')}：确有使用经验再写上，并写清在哪段经历中用过；没有请删掉此行]`
      : `[岗位要求 ${shown.join('、')}：已取得再写上（名称和年份）；没有请删掉此行]`;
  return kind === 'skills'
    ? `[The job asks for ${shown.join(', ')}: add any you have really used, and say where; delete this line otherwise]`
    : `[The job asks for ${shown.join(', ')}: add any you hold, with the year; delete this line otherwise]`;
}

const PART_TITLES: Readonly<Record<'skills' | 'certificates', Record<Locale, string>>> = {
  skills: { 'zh-CN': '专业技能', 'en-US': 'Skills' },
  certificates: { 'zh-CN': '证书', 'en-US': 'Certifications' },
};

/** The prompt as the last item of the resume's part of that kind, or a part of its own after the others. */
function withPrompt(
  parts: readonly ResumePart[],
  kind: 'skills' | 'certificates',
  prompt: string | undefined,
  locale: Locale,
): ResumePart[] {
  if (!prompt) return [...parts];
  const at = parts.findIndex((part) => part.kind === kind && part.shape === 'list');
  if (at >= 0) {
    return parts.map((part, index) =>
      index === at && part.shape === 'list' ? { ...part, items: [...part.items, prompt] } : part,
    );
  }
  const keyed = parts.findIndex((part) => part.kind === kind && part.shape === 'kv');
  if (keyed >= 0) {
    const key = locale === 'zh-CN' ? '待确认' : 'To check';
    return parts.map((part, index) =>
      index === keyed && part.shape === 'kv'
        ? { ...part, items: [...part.items, { key, value: prompt }] }
        : part,
    );
  }
  if (parts.some((part) => part.kind === kind)) return [...parts];
  return [...parts, { kind, shape: 'list', title: PART_TITLES[kind][locale], items: [prompt] }];
}
