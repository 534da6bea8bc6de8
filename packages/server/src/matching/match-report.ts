// Matches a resume against a job description: each requirement marked present (with the resume line that shows
// it), partial or missing, and a score made of weighted groups.
import {
  type Locale,
  type MatchReport,
  type MatchRequirement,
  type MatchScorePart,
  REQUIREMENT_GROUPS,
  type RequirementGroup,
  type RequirementStatus,
} from '@resume/contract';
import { LANGUAGE_TERMS } from '../knowledge/skill-terms.ts';
import type { ResumeDocument } from '../resume/resume-document.ts';
import { certificateKey } from './catalogue-certificates.ts';
import {
  containsWord,
  descriptionTitle,
  educationLevelsIn,
  extractRequirements,
  type Requirement,
  withoutSuffixes,
} from './extract-requirements.ts';
import { EDUCATION_LEVELS } from './requirement-words.ts';
import { type JobSpan, type ResumeEvidence, readEvidence, yearsOf } from './resume-evidence.ts';
import { displayName, findTerms, foldText, lexiconTerm } from './term-finder.ts';

/** How much each group counts when the description asks for it; a preferred requirement counts half. */
const GROUP_WEIGHTS: Readonly<Record<RequirementGroup, number>> = {
  hardSkill: 1,
  tool: 1,
  certificate: 1.5,
  years: 2,
  education: 1.5,
  language: 1,
};
const PREFERRED_SHARE = 0.5;
const PARTIAL_SHARE = 0.5;
/** A certificate being studied for, or one exam of several passed, is partly held. */
const IN_PROGRESS =
  /在考|备考|在读|考试中|通过.{0,6}科|candidate|pursuing|in progress|eligible|expected|passed (?:part|level)|level (?:i|1|ii|2)\b/i;

interface Finding {
  status: RequirementStatus;
  evidence?: string;
  note?: string;
}

export function matchResume(
  document: ResumeDocument,
  description: string,
  locale: Locale,
  now = new Date(),
  /** The description's requirements when the caller has read them already. */
  read: readonly Requirement[] = extractRequirements(description),
): MatchReport {
  const evidence = readEvidence(document, now);
  const requirements: MatchRequirement[] = read.map((requirement) => {
    const finding = findRequirement(requirement, evidence, locale);
    return {
      group: requirement.group,
      name: displayName(requirement.name, locale),
      ...(requirement.subject ? { subject: requirement.subject } : {}),
      required: !requirement.preferred,
      status: finding.status,
      ...(finding.evidence ? { evidence: finding.evidence } : {}),
      source: requirement.source,
      ...(finding.note ? { note: finding.note } : {}),
    };
  });
  const parts = scoreParts(requirements);
  const weight = parts.reduce((sum, part) => sum + part.weight, 0);
  const earned = parts.reduce((sum, part) => sum + part.earned, 0);
  return {
    score: weight === 0 ? 0 : Math.round((100 * earned) / weight),
    job: descriptionTitle(description),
    locale,
    parts,
    requirements,
  };
}

function scoreParts(requirements: readonly MatchRequirement[]): MatchScorePart[] {
  const parts: MatchScorePart[] = [];
  for (const group of REQUIREMENT_GROUPS) {
    const inGroup = requirements.filter((requirement) => requirement.group === group);
    if (inGroup.length === 0) continue;
    let weight = 0;
    let earned = 0;
    for (const requirement of inGroup) {
      const share = GROUP_WEIGHTS[group] * (requirement.required ? 1 : PREFERRED_SHARE);
      weight += share;
      if (requirement.status === 'present') earned += share;
      else if (requirement.status === 'partial') earned += share * PARTIAL_SHARE;
    }
    const count = (status: RequirementStatus) => inGroup.filter((item) => item.status === status).length;
    parts.push({
      group,
      weight: round(weight),
      earned: round(earned),
      present: count('present'),
      partial: count('partial'),
      missing: count('missing'),
    });
  }
  return parts;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function findRequirement(requirement: Requirement, evidence: ResumeEvidence, locale: Locale): Finding {
  const zh = locale === 'zh-CN';
  switch (requirement.group) {
    case 'years':
      return findYears(requirement, evidence, zh);
    case 'education': {
      if (!evidence.education || !requirement.level) return { status: 'missing' };
      const line = evidence.lines.find((candidate) => educationLevelsIn(candidate.text).length > 0);
      const enough =
        EDUCATION_LEVELS.indexOf(evidence.education) >= EDUCATION_LEVELS.indexOf(requirement.level);
      // "计算机相关专业", "degree in Accounting or Finance": another field's degree is only partly what is asked.
      const otherField =
        enough && requirement.subject !== undefined && !studiedField(requirement.subject, evidence);
      return {
        status: enough && !otherField ? 'present' : 'partial',
        ...(line ? { evidence: line.text } : {}),
        ...(enough
          ? otherField
            ? { note: zh ? '专业与要求不同' : 'A degree in another field.' }
            : {}
          : { note: zh ? '学历低于要求' : 'A lower degree than asked.' }),
      };
    }
    case 'language':
      return findLanguage(requirement, evidence, zh);
    default:
      return findTerm(requirement, evidence, zh);
  }
}

function findTerm(requirement: Requirement, evidence: ResumeEvidence, zh: boolean): Finding {
  const term = lexiconTerm(requirement.name);
  const name = (term?.name ?? requirement.name).toLowerCase();
  // "RVT" asked, "Credentialed Veterinary Technician (LVT)" held: one certificate by two of its spellings.
  const certificate = requirement.group === 'certificate' ? certificateKey(requirement.name) : undefined;
  let partial: Finding | undefined;
  for (const line of evidence.lines) {
    const same = line.terms.some(
      (hit) =>
        hit.name.toLowerCase() === name ||
        (certificate !== undefined && (hit.certificate ?? certificateKey(hit.name)) === certificate),
    );
    const written =
      !term &&
      (containsWord(line.lower, foldText(requirement.name).lower) ||
        saysInOtherOrder(line.lower, requirement.name));
    if (same || written) {
      if (requirement.group === 'certificate' && IN_PROGRESS.test(line.text))
        return {
          status: 'partial',
          evidence: line.text,
          note: zh ? '证书尚在考取中' : 'Not yet held: in progress.',
        };
      return { status: 'present', evidence: line.text };
    }
    if (!partial && requirement.family && requirement.group === 'tool') {
      const neighbour = line.terms.find((hit) => hit.family === requirement.family);
      if (neighbour)
        partial = {
          status: 'partial',
          evidence: line.text,
          note: zh ? `有相近的 ${neighbour.name}` : `Has the related ${neighbour.name}.`,
        };
    }
  }
  return partial ?? { status: 'missing' };
}

function findLanguage(requirement: Requirement, evidence: ResumeEvidence, zh: boolean): Finding {
  const language = LANGUAGE_TERMS.find((candidate) => candidate.name === requirement.name);
  if (!language) return { status: 'missing' };
  const asked = requirement.subject?.toLowerCase();
  const scale = language.levels.find((levels) => asked !== undefined && levels.includes(asked));
  for (const line of evidence.lines) {
    const level = language.levels.flat().find((spelling) => containsWord(line.lower, spelling));
    const named = language.spellings.some((spelling) => containsWord(line.lower, spelling));
    if (!level && !named) continue;
    if (asked && scale && level) {
      const ladder = language.levels.flat();
      if (ladder.indexOf(level) < ladder.indexOf(scale[0] ?? asked) && !scale.includes(level))
        return {
          status: 'partial',
          evidence: line.text,
          note: zh ? '语言等级低于要求' : 'A lower level than asked.',
        };
    }
    return { status: 'present', evidence: line.text };
  }
  return { status: 'missing' };
}

/** Endings folded so "reconciliations" is "reconciliation" and "testing" is "test". */
function stem(word: string): string {
  return word.replace(/(?:ies)$/, 'y').replace(/(?:ing|ed|es|s)$/, '');
}

const FILLER_WORDS = new Set(['and', 'or', 'of', 'in', 'the', 'a', 'an', 'for', 'with', 'to', 'on']);

/**
 * A skill the lexicon does not know, said in other words on one line: every content word of "account
 * reconciliations" in "balance sheet account reconciliation", or the characters of "劳动法" in order within
 * "劳动合同法" (a Chinese name of three or more characters, with at most two others between them).
 */
function saysInOtherOrder(lower: string, name: string): boolean {
  const wanted = foldText(name).lower;
  if (/\p{Script=Han}/u.test(wanted)) {
    if (wanted.length < 3) return false;
    const pattern = [...wanted]
      .map((character) => character.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.{0,2}');
    return new RegExp(pattern, 'u').test(lower);
  }
  const words = wanted.split(/[^a-z0-9+#]+/).filter((word) => word && !FILLER_WORDS.has(word));
  if (words.length < 2) return false;
  const present = new Set((lower.match(/[a-z0-9+#]+/g) ?? []).map(stem));
  return words.every((word) => present.has(stem(word)));
}

/** Words a field is named by ("计算机、软件工程等相关专业" → 计算机, 软件工程; "Accounting or Finance"). */
function fieldWords(text: string): string[] {
  return foldText(text.replace(/\s+/g, ' '))
    .lower.split(/[、/,，;；]| (?:or|and) |或|及|和|与/)
    .map((word) =>
      withoutSuffixes(word.replace(/^(?:a |an |the )/, '').replace(/ (?:or )?(?:a )?related field$/, ''), [
        '等',
        '相关',
        '专业',
        '类',
        '方向',
      ]).trim(),
    )
    .filter((word) => word.length >= 2 && !/^(?:related|relevant|equivalent|field|other)$/.test(word));
}

function studiedField(subject: string, evidence: ResumeEvidence): boolean {
  if (!evidence.educationText) return true;
  const words = fieldWords(subject);
  if (words.length === 0) return true;
  // "Computer Science or a related field": Computer Engineering shares a word; 计算机相关 is in 计算机科学.
  const parts = words.flatMap((word) => [word, ...word.split(/\s+/).filter((part) => part.length >= 5)]);
  return parts.some(
    (word) => evidence.educationText.includes(word) || evidence.educationText.includes(stem(word)),
  );
}

/** Words of the field a years requirement names, beside its number ("3年以上Java后端开发经验" → java, 后端). */
const YEARS_FILLER_CHINESE =
  /\d+|[一二两三四五六七八九十]+|年|以上|及|或|至少|其中|经验|工作|相关|开发|从事|具有|具备|有|的|行业|领域|岗位|职位|背景|方向|经历|实际|落地|实战|全职|学历|本科|硕士|大专|以内/g;
const YEARS_FILLER_LATIN =
  /\b(?:years?|yrs?|experience|professional|progressive|related|relevant|roles?|working|work|industry|field|least|minimum|with|in|of|the|and|or|as|a|an|at|on|plus|preferred|including|ideally|setting|environment|similar|hands-on|full-time|time)\b/g;

function findYears(requirement: Requirement, evidence: ResumeEvidence, zh: boolean): Finding {
  const asked = requirement.years ?? 0;
  const terms = findTerms(requirement.source).map((hit) => hit.name.toLowerCase());
  const words = foldText(requirement.source)
    .lower.replace(YEARS_FILLER_CHINESE, ' ')
    .replace(YEARS_FILLER_LATIN, ' ')
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((word) => (/\p{Script=Han}/u.test(word) ? word.length >= 2 : word.length >= 4));
  const inField = (job: JobSpan) =>
    terms.some((term) => job.terms.includes(term)) || words.some((word) => job.lower.includes(stem(word)));
  const named = terms.length > 0 || words.length > 0;
  const jobs = named ? evidence.jobs.filter(inField) : evidence.jobs;
  const years = Math.floor((named ? yearsOf(jobs) : evidence.years) * 10) / 10;
  if (years >= asked) return { status: 'present' };
  if (years > 0)
    return {
      status: 'partial',
      note: zh
        ? `简历显示相关经验约 ${years} 年，要求 ${asked} 年`
        : `The resume shows about ${years} years of ${asked}.`,
    };
  return { status: 'missing' };
}
