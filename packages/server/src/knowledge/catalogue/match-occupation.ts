// Finds the occupation of the catalogue a typed job title names, with a confidence, or nothing when unsure.
import { type JobMatch, JobMatcher, type ParsedJobTitle } from '../match-job.ts';
import { OCCUPATION_FAMILIES, type OccupationFamily } from './catalogue.ts';

export interface OccupationMatch {
  readonly id: string;
  readonly family: OccupationFamily;
  /** In (0.5, 1]: the share of the title the occupation's words explain. */
  readonly confidence: number;
}

let built: JobMatcher | undefined;
/** Built on first use: tens of thousands of titles go into its trie. */
function matcher(): JobMatcher {
  built ??= new JobMatcher(OCCUPATION_FAMILIES);
  return built;
}

function toOccupationMatch(match: JobMatch | undefined): OccupationMatch | undefined {
  if (!match) return undefined;
  const family = match.family as OccupationFamily;
  return { id: family.id, family, confidence: match.score };
}

/** The occupation a title names, or undefined when none is named clearly enough: a wrong one is worse than none. */
export function matchOccupation(title: string): OccupationMatch | undefined {
  return toOccupationMatch(matcher().match(title));
}

/** `matchOccupation` and the title's parts (seniority, qualifiers, core), evaluated once. */
export function analyzeOccupationTitle(title: string): {
  match: OccupationMatch | undefined;
  parsed: ParsedJobTitle;
} {
  const { match, parsed } = matcher().analyze(title);
  return { match: toOccupationMatch(match), parsed };
}
