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
import {
  containsWord,
  descriptionTitle,
  extractRequirements,
  type Requirement,
} from './extract-requirements.ts';
import { EDUCATION_LEVELS } from './requirement-words.ts';
import { type EvidenceLine, type ResumeEvidence, readEvidence } from './resume-evidence.ts';
import { displayName, foldText, lexiconTerm } from './term-finder.ts';

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
): MatchReport {
  const evidence = readEvidence(document, now);
  const requirements: MatchRequirement[] = extractRequirements(description).map((requirement) => {
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
    case 'years': {
      const asked = requirement.years ?? 0;
      const years = Math.floor(evidence.years * 10) / 10;
      if (years >= asked) return { status: 'present' };
      if (years > 0)
        return {
          status: 'partial',
          note: zh
            ? `简历显示约 ${years} 年，要求 ${asked} 年`
            : `The resume shows about ${years} years of ${asked}.`,
        };
      return { status: 'missing' };
    }
    case 'education': {
      if (!evidence.education || !requirement.level) return { status: 'missing' };
      const line = evidence.lines.find((candidate) => candidate.text && degreeLine(candidate));
      const enough =
        EDUCATION_LEVELS.indexOf(evidence.education) >= EDUCATION_LEVELS.indexOf(requirement.level);
      return {
        status: enough ? 'present' : 'partial',
        ...(line ? { evidence: line.text } : {}),
        ...(enough ? {} : { note: zh ? '学历低于要求' : 'A lower degree than asked.' }),
      };
    }
    case 'language':
      return findLanguage(requirement, evidence, zh);
    default:
      return findTerm(requirement, evidence, zh);
  }
}

function degreeLine(line: EvidenceLine): boolean {
  return /本科|硕士|博士|大专|专科|学士|bachelor|master|ph\.?d|doctor|associate|b\.?s\.?c?|m\.?s\.?c?|mba|b\.?a\.?/i.test(
    line.text,
  );
}

function findTerm(requirement: Requirement, evidence: ResumeEvidence, zh: boolean): Finding {
  const term = lexiconTerm(requirement.name);
  const name = (term?.name ?? requirement.name).toLowerCase();
  let partial: Finding | undefined;
  for (const line of evidence.lines) {
    const same = line.terms.some((hit) => hit.name.toLowerCase() === name);
    const written = !term && containsWord(line.lower, foldText(requirement.name).lower);
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
