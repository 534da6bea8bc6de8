// Runs a table of fact-guard cases (a source, the person's outline, a model's lines, the line under test, and
// whether a careful reviewer would change it) and names the cases the guard judges otherwise.
import { FactGuard } from '../../src/generation/llm/fact-guard.ts';

/** [source text, own outline lines, model lines fed in order, index of the line under test, must change, note] */
export type GuardCase = [string, string[], string[], number, boolean, string];

/** The notes of the cases where the guard changed a line it should keep, or kept a line it should change. */
export function casesJudgedWrong(cases: readonly GuardCase[]): string[] {
  const wrong: string[] = [];
  for (const [source, own, lines, index, mustChange, note] of cases) {
    const guard = new FactGuard(source, own);
    let forwarded = '';
    for (let at = 0; at <= index; at += 1) forwarded = guard.guardLine(lines[at] ?? '');
    if ((forwarded !== lines[index]) !== mustChange) wrong.push(note);
  }
  return wrong;
}
