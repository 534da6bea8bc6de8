// Scores one match report against its pair's labels: which labelled requirements were found, which found ones
// no recruiter listed, whether statuses agree; and the ROC AUC of scores over matched and unmatched pairs.
import type { MatchReport, MatchRequirement } from '@resume/contract';
import { lexiconTerm } from '../../src/matching/term-finder.ts';
import type { TestApp } from '../helpers/test-app.ts';
import type { LabelledRequirement, MatchPair } from './pair.ts';

export interface PairScore {
  readonly pair: MatchPair;
  readonly report: MatchReport;
  readonly extracted: number;
  readonly extractedMatched: number;
  readonly labels: number;
  readonly labelsFound: number;
  readonly statusAgreed: number;
  readonly missed: readonly LabelledRequirement[];
  readonly spurious: readonly MatchRequirement[];
  readonly statusWrong: readonly { label: LabelledRequirement; found: MatchRequirement }[];
}

/** Skills and tools are one kind here: whether "SQL" is a skill or a tool is no recruiter's point. */
function kindOf(group: string): string {
  return group === 'hardSkill' || group === 'tool' ? 'skill' : group;
}

function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The names a label is known by: its term, its other spellings, and the lexicon's name for any of them. */
function namesOf(label: LabelledRequirement): Set<string> {
  const names = new Set<string>();
  for (const written of [label.term, ...(label.also ?? [])]) {
    names.add(normalise(written));
    const term = lexiconTerm(written);
    if (term) names.add(normalise(term.name));
  }
  return names;
}

export function isSameRequirement(label: LabelledRequirement, found: MatchRequirement): boolean {
  if (kindOf(label.group) !== kindOf(found.group)) return false;
  if (label.group === 'years' || label.group === 'education' || label.group === 'language')
    return normalise(label.term) === normalise(found.name);
  const names = namesOf(label);
  if (names.has(normalise(found.name))) return true;
  const lexicon = lexiconTerm(found.name);
  return lexicon !== undefined && names.has(normalise(lexicon.name));
}

export function scorePair(pair: MatchPair, report: MatchReport): PairScore {
  const found = report.requirements;
  const matchedFound = new Set<MatchRequirement>();
  const missed: LabelledRequirement[] = [];
  const statusWrong: { label: LabelledRequirement; found: MatchRequirement }[] = [];
  let statusAgreed = 0;
  for (const label of pair.requirements) {
    const hits = found.filter((requirement) => isSameRequirement(label, requirement));
    if (hits.length === 0) {
      missed.push(label);
      continue;
    }
    for (const hit of hits) matchedFound.add(hit);
    const best = hits.find((hit) => hit.status === label.status) ?? hits[0]!;
    if (best.status === label.status) statusAgreed += 1;
    else statusWrong.push({ label, found: best });
  }
  const spurious = found.filter((requirement) => !matchedFound.has(requirement));
  return {
    pair,
    report,
    extracted: found.length,
    extractedMatched: matchedFound.size,
    labels: pair.requirements.length,
    labelsFound: pair.requirements.length - missed.length,
    statusAgreed,
    missed,
    spurious,
    statusWrong,
  };
}

/** The chance a matched pair scores above an unmatched one (ties count half). */
export function rocAuc(points: readonly { score: number; positive: boolean }[]): number {
  const positives = points.filter((point) => point.positive);
  const negatives = points.filter((point) => !point.positive);
  if (positives.length === 0 || negatives.length === 0) return Number.NaN;
  let wins = 0;
  for (const positive of positives)
    for (const negative of negatives)
      wins += positive.score > negative.score ? 1 : positive.score === negative.score ? 0.5 : 0;
  return wins / (positives.length * negatives.length);
}

/** A pair through the match endpoint as a client sends it (the resume as a .txt upload), scored. */
export async function scorePairOverHttp(testApp: TestApp, pair: MatchPair): Promise<PairScore> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/service/resume/match',
    headers: testApp.auth(),
    payload: {
      uploadFileType: 'txt',
      uploadContent: Buffer.from(pair.resume).toString('base64'),
      jobDescription: pair.jobDescription,
      stream: false,
    },
  });
  if (response.statusCode !== 200)
    throw new Error(`${pair.id}: HTTP ${response.statusCode} ${response.body}`);
  return scorePair(pair, (JSON.parse(response.body) as { data: MatchReport }).data);
}
