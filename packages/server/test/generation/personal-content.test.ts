// A person's outline with parts left as prompts: each such part becomes one "To fill in" line naming what the part
// asks for (an entry's fields, a key/value part's fields, a list's prompt), not a dropped part and not made-up facts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { personalContent } from '../../src/generation/personal-content.ts';
import { parseOutline } from '../../src/resume/outline-parser.ts';

const OUTLINE = `# Backend Engineer

## Basic Information
- Name: Ada Lovelace
- Email: ada@example.com

## Work Experience
1. Analytical Engines Ltd | Senior Backend Engineer | 2019-03 - Present
   - Built the payment API

## Education
1. [University] | [Degree, Major] | [Start] - [End]
   - [Optional: honors, thesis or exchange relevant to the role]

## Skills
- Programming languages: [e.g. Go, Java, Python, C++]
- Data stores: [e.g. PostgreSQL, MySQL, Redis]

## Certifications
- [Certification and year, e.g. AWS Certified Solutions Architect]
`;

test('each part left as prompts says in one line what it asks for', () => {
  const content = personalContent(parseOutline(OUTLINE, { locale: 'en-US' }), 'Backend Engineer');
  const lineOf = (kind: string) => {
    const part = content.parts.find((candidate) => candidate.kind === kind);
    assert.ok(part?.shape === 'list', kind);
    assert.equal(part.items.length, 1, kind);
    return part.items[0];
  };
  assert.equal(lineOf('education'), 'To fill in: University · Degree, Major · Start – End');
  assert.equal(lineOf('skills'), 'To fill in: Programming languages, Data stores');
  assert.equal(
    lineOf('certificates'),
    'To fill in: Certification and year, e.g. AWS Certified Solutions Architect',
  );
  const work = content.parts.find((part) => part.kind === 'work');
  assert.ok(work?.shape === 'entries');
  assert.deepEqual(
    work.entries[0]?.bullets,
    ['Built the payment API'],
    'what the person wrote is kept as written',
  );
});
