// Tailors an optimised resume to a job description: the heading becomes the description's job, each entry's
// bullets lead with what the description asks for, and what it asks for that the resume never shows becomes a
// prompt to fill in only if true — never a skill written in the person's name.
import type { Locale, MatchRequirement } from '@resume/contract';
import { basicFieldOfKey } from '../knowledge/basic-fields.ts';
import {
  hasPrompt,
  type ResumeDocument,
  type ResumeEntry,
  type ResumePart,
} from '../resume/resume-document.ts';
import { descriptionTitle, extractRequirements, type Requirement } from './extract-requirements.ts';
import { matchResume } from './match-report.ts';
import { findTerms, lexiconTerm } from './term-finder.ts';

/** At most this many asked-for items named in one prompt: a long list reads as a checklist, not advice. */
const MAX_PROMPTED = 6;

export function tailorToDescription(
  document: ResumeDocument,
  description: string,
  now = new Date(),
): ResumeDocument {
  const requirements = extractRequirements(description);
  const report = matchResume(document, description, document.locale, now, requirements);
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
  const missing = promptWorthy(report.requirements);
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
  return requirements.filter((requirement) => {
    // Only what the lexicon or catalogue knows: a phrase read off the description matches too loosely to reorder by.
    const term = lexiconTerm(requirement.name);
    return term !== undefined
      ? named.has(term.name.toLowerCase())
      : named.has(requirement.name.toLowerCase());
  }).length;
}

/**
 * The person's bullets, their order kept unless the first shows nothing the description requires: then the bullet
 * that shows most of it leads, and the rest keep their order. A writer's own order usually already tells a story.
 */
function withRelevantFirst(entry: ResumeEntry, requirements: readonly Requirement[]): ResumeEntry {
  const required = requirements.filter((requirement) => !requirement.preferred);
  const own = entry.bullets.filter((bullet) => !hasPrompt(bullet));
  const prompts = entry.bullets.filter((bullet) => hasPrompt(bullet));
  const scores = own.map((bullet) => relevance(bullet, required));
  const best = scores.indexOf(Math.max(0, ...scores));
  if (own.length < 2 || (scores[0] ?? 0) > 0 || best <= 0) return entry;
  const lead = own[best] as string;
  return { ...entry, bullets: [lead, ...own.filter((_, index) => index !== best), ...prompts] };
}

/**
 * What a prompt may name: a missing certificate or a tool the lexicon or catalogue names (a skill, or a phrase read
 * off the description, is matched too loosely to tell the person they lack it), once each, and never an alternative
 * ("Java、Scala 至少一种", "Kafka or RocketMQ") when the person shows another one of the same clause.
 */
function promptWorthy(requirements: readonly MatchRequirement[]): MatchRequirement[] {
  const seen = new Set<string>();
  return requirements.filter((requirement) => {
    if (requirement.status !== 'missing') return false;
    // A skill can be shown in so many words that a missing one is no sure gap; a certificate or a named tool is.
    if (requirement.group === 'certificate') {
      if (!lexiconTerm(requirement.name) && !/证|certif|licen/i.test(requirement.name)) return false;
    } else if (requirement.group !== 'tool' || !isKnownTool(requirement.name)) return false;
    const key = requirement.name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    // "One of Python, Java or Scala", "a PLM system (e.g. Windchill)": another of the clause shown covers it.
    const alternatives = /至少一种|之一|或|如|例如|one of|\bor\b|either|e\.g|such as|like/i.test(
      requirement.source,
    );
    return !(
      alternatives &&
      requirements.some((other) => other.source === requirement.source && other.status !== 'missing')
    );
  });
}

/** A tool the lexicon or the occupation catalogue names, not a word read off the description alone. */
function isKnownTool(name: string): boolean {
  return (
    lexiconTerm(name) !== undefined ||
    findTerms(name).some((hit) => hit.name === name && hit.group === 'tool')
  );
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
