// The invented-number probe: every number invention the corpus generator can plant, appended to every bullet's
// careful rewrite of every tuning resume, in every upload layout, through the fact guard; counts those that pass.
//   node --import tsx test/llm-corpus/probe-numbers.ts [--held] [--show] [--only <resume id>]
// eval:llm plants one invention per answer, so it samples the guard's number checks thinly; this asks every one of
// them of every line (about 380,000 tuning lines, 90 s). A "team of n" is not planted where the person says they led
// n (the generator's own rule, which reads only "led n"-like wording, so some passes are true lines). --held counts
// the held-out resumes and never prints them; --show prints each tuning pass (resume, layout, marker, line).
import { FactGuard } from '../../src/generation/llm/fact-guard.ts';
import { containsMarker } from './corpus.ts';
import { leadsTeamOf } from './generate.ts';
import { langOf, OTHER_LAYOUTS, type UploadLayout, uploadText } from './outline-writing.ts';
import { INVENTIONS, NUMBER_CLAUSES } from './phrasing.ts';
import { HELD_OUT_RESUMES, RESUMES, type SourceResume } from './resumes.ts';

const args = process.argv.slice(2);
const heldOut = args.includes('--held');
const show = args.includes('--show') && !heldOut;
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;

type Shape = 'team' | 'percent' | 'places' | 'money';
const shapeOf = (marker: string): Shape =>
  /team|团队/.test(marker)
    ? 'team'
    : /%/.test(marker)
      ? 'percent'
      : /regions|城市/.test(marker)
        ? 'places'
        : 'money';

/** The generator's number inventions for a resume: its fixed ones, and each clause for every month number 2–12. */
function inventionsFor(resume: SourceResume): { text: string; marker: string }[] {
  const lang = langOf(resume.locale);
  const numbered = [];
  for (let n = 2; n <= 12; n += 1)
    for (const clause of NUMBER_CLAUSES[lang])
      if (!/team|团队/.test(clause.marker) || !leadsTeamOf(resume, n))
        numbered.push({
          text: clause.text.replace('{n}', String(n)),
          marker: clause.marker.replace('{n}', String(n)),
        });
  return [...INVENTIONS.number[lang], ...numbered];
}

let probed = 0;
const passed: Record<Shape, number> = { team: 0, percent: 0, places: 0, money: 0 };
for (const resume of RESUMES) {
  if (HELD_OUT_RESUMES.has(resume.id) !== heldOut || (only && resume.id !== only)) continue;
  const inventions = inventionsFor(resume);
  const layouts: UploadLayout[] = ['pipe', ...OTHER_LAYOUTS[langOf(resume.locale)]];
  for (const layout of layouts) {
    const source = uploadText(resume, undefined, layout);
    const guard = new FactGuard(source, []);
    for (const bullet of resume.jobs.flatMap((job) => job.bullets)) {
      // What the careful rewrite is flagged for already is no finding of the invention.
      const flagged = new Set(guard.inventedFacts(bullet.rewrite));
      for (const invention of inventions) {
        if (containsMarker(source, invention.marker) || containsMarker(bullet.rewrite, invention.marker))
          continue;
        probed += 1;
        const line = `${bullet.rewrite}${invention.text}`;
        if (guard.inventedFacts(line).some((value) => !flagged.has(value))) continue;
        passed[shapeOf(invention.marker)] += 1;
        if (show) console.log(`${resume.id}\t${layout}\t${invention.marker}\t${line}`);
      }
    }
  }
}
const total = Object.values(passed).reduce((sum, count) => sum + count, 0);
console.log(
  `${heldOut ? 'held out' : 'tuning'}: ${total} of ${probed} planted numbers pass the guard ` +
    `(team ${passed.team}, percent ${passed.percent}, places ${passed.places}, money ${passed.money})`,
);
