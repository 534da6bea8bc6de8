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

/** One job: source bullets under an entry; the model rewrites one bullet (the line under test). */
export function job(
  lang: 'zh' | 'en',
  entry: string,
  bullets: string[],
  model: string,
  must: boolean,
  note: string,
): GuardCase {
  const head = lang === 'zh' ? '## 工作经历' : '## Work Experience';
  const name = lang === 'zh' ? '王磊 | wanglei@example.com' : 'Jordan Reyes | jreyes@example.com';
  const source = [
    name,
    lang === 'zh' ? '工作经历' : 'Experience',
    entry,
    ...bullets.map((b) => `- ${b}`),
  ].join('\n');
  const own = [head, `1. ${entry}`, ...bullets.map((b) => `   - ${b}`)];
  return [source, own, [head, `1. ${entry}`, `   - ${model}`], 2, must, `${lang} ${note}`];
}

/** A summary line: source summary + jobs; the model rewrites the first summary line. */
export function summary(
  lang: 'zh' | 'en',
  summaryLines: string[],
  jobs: [string, string[]][],
  model: string,
  must: boolean,
  note: string,
): GuardCase {
  const sh = lang === 'zh' ? '## 个人总结' : '## Summary';
  const wh = lang === 'zh' ? '## 工作经历' : '## Work Experience';
  const name = lang === 'zh' ? '李娜 | lina@example.com' : 'Casey Morgan | cmorgan@example.com';
  const source = [
    name,
    lang === 'zh' ? '个人总结' : 'Summary',
    ...summaryLines.map((s) => `- ${s}`),
    lang === 'zh' ? '工作经历' : 'Experience',
    ...jobs.flatMap(([e, bs]) => [e, ...bs.map((b) => `- ${b}`)]),
  ].join('\n');
  const own = [
    sh,
    ...summaryLines.map((s) => `- ${s}`),
    wh,
    ...jobs.flatMap(([e, bs], i) => [`${i + 1}. ${e}`, ...bs.map((b) => `   - ${b}`)]),
  ];
  return [source, own, [sh, `- ${model}`], 1, must, `${lang} ${note}`];
}
