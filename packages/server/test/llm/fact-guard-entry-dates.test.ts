// A model's entry finds the person's own entry by its dates in any form: an upload prints "06/2022 – Present" where
// the answer writes "2022.06 - Present". Found when the LLM corpus printed its uploads in other layouts (session 34):
// two roles at one employer, the reader's name for one carrying a note, and each role's lines were judged against
// the other role's, so true lines were replaced by the other role's lines.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FactGuard } from '../../src/generation/llm/fact-guard.ts';
import { parseResumeText } from '../../src/reading/extract/parse-resume-text.ts';
import { writeOutline } from '../../src/resume/outline-writer.ts';

const UPLOAD = [
  'Dana Whitcomb',
  'dana@example.com | 555-0100',
  '',
  'Work History',
  'Senior Video Producer – Branded Series, Fieldhouse Digital, Brooklyn, NY',
  '06/2022 – Present',
  '* Produced a 14-episode series with 22.6M views',
  '* Run a pod of 3 editors',
  '',
  'Video Producer, Fieldhouse Digital, Brooklyn, NY',
  '09/2020 – 05/2022',
  '* Cut 26 explainer episodes averaging 850K views',
  '',
  'Education',
  'B.A. Film, Temple University',
  '08/2011 – 05/2015',
].join('\n');

function guarded(answer: string[]): string[] {
  const own = writeOutline(parseResumeText(UPLOAD, { locale: 'en-US' })).split('\n');
  const guard = new FactGuard(UPLOAD, own);
  return answer.map((line) => guard.guardLine(line)).filter((line) => line !== '');
}

test("each role's lines stay under it when the answer writes the dates in another form", () => {
  const answer = [
    '# Senior Video Producer',
    '## Work Experience',
    '1. Fieldhouse Digital, Brooklyn, NY | Senior Video Producer – Branded Series | 2022.06 - Present',
    '   - Produced a 14-episode series that reached 22.6M views',
    '   - Run a pod of 3 editors',
    '2. Fieldhouse Digital, Brooklyn, NY | Video Producer | 2020.09 - 2022.05',
    '   - Cut 26 explainer episodes, averaging 850K views each',
  ];
  const out = guarded(answer).join('\n');
  const second = out.indexOf('2. Fieldhouse Digital');
  assert.ok(second > 0, out);
  assert.match(out.slice(0, second), /22\.6M views/);
  assert.match(out.slice(second), /850K views/);
  assert.doesNotMatch(out.slice(second), /22\.6M/);
});
