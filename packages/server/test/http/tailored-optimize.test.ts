// optimize-local-resume with a jobDescription: the outline targets that job, leads with what it asks for, and
// prompts for what the resume lacks without ever claiming it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const RESUME = [
  'Jane Doe',
  'jane@example.com',
  '',
  'Experience',
  'Acme Corp — Backend Engineer (2019-03 to Present)',
  '- Wrote internal admin pages in React, cutting load time by 40%',
  '- Ran the on-call rotation for the payments API written in Go',
  '- Moved services to Kubernetes with Helm',
  '',
  'Education',
  'State University — B.S. Computer Science (2015-2019)',
  '',
  'Skills',
  'Go, Python, PostgreSQL, Docker',
].join('\n');

const DESCRIPTION = [
  'Senior Site Reliability Engineer',
  'Requirements:',
  '- 5+ years in backend or infrastructure roles',
  '- Kubernetes, Terraform, Prometheus',
  '- Go or Python',
  '- AWS certification preferred',
].join('\n');

let testApp: TestApp;
before(async () => {
  testApp = await createTestApp();
});
after(async () => {
  await testApp.close();
});

async function optimize(extra: Record<string, unknown>) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/service/resume/outline',
    headers: testApp.auth(),
    payload: {
      mode: 'optimize-local-resume',
      uploadFileType: 'txt',
      uploadContent: Buffer.from(RESUME).toString('base64'),
      stream: false,
      ...extra,
    },
  });
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { data: string }).data;
}

function bulletsOf(outline: string): string[] {
  return outline.split('\n').filter((line) => /^ {3}- /.test(line));
}

describe('optimize-local-resume with a jobDescription', () => {
  it('heads the outline with the described job and leads each entry with what it asks for', async () => {
    const plain = await optimize({});
    const tailored = await optimize({ jobDescription: DESCRIPTION });
    assert.match(plain, /^# Backend Engineer\n/);
    assert.match(tailored, /^# Senior Site Reliability Engineer\n/);
    assert.match(tailored, /Target role: Senior Site Reliability Engineer/);
    // The plain outline leads with the React line, which shows nothing the job requires: the tailored one leads
    // with a line that does, and keeps the others in the person's order.
    const plainBullets = bulletsOf(plain);
    const tailoredBullets = bulletsOf(tailored);
    assert.match(plainBullets[0] ?? '', /React/);
    const lead = tailoredBullets[0] ?? '';
    assert.match(lead, /Kubernetes|Go\b/);
    assert.deepEqual(tailoredBullets, [lead, ...plainBullets.filter((bullet) => bullet !== lead)]);
  });

  it('asks about what the job wants and the resume lacks, as prompts only', async () => {
    const tailored = await optimize({ jobDescription: DESCRIPTION });
    const unbracketed = tailored.replace(/\[[^\]]*\]/g, '');
    for (const lacking of ['Terraform', 'Prometheus', 'AWS']) {
      assert.match(tailored, new RegExp(`\\[[^\\]]*${lacking}[^\\]]*\\]`), `${lacking} is prompted`);
      assert.doesNotMatch(unbracketed, new RegExp(lacking), `${lacking} is never claimed`);
    }
    // What the resume shows is not asked about.
    assert.doesNotMatch(tailored, /\[[^\]]*Kubernetes[^\]]*\]/);
    assert.match(tailored, /^- Go, Python, PostgreSQL, Docker$/m);
    // Each asked-for name once, in its own spelling.
    const prompt = tailored.split('\n').find((line) => line.includes('The job asks for')) ?? '';
    const names = prompt.replace(/^.*asks for |:.*$/g, '').split(', ');
    assert.deepEqual(names, [...new Set(names)]);
  });

  it('does not ask for an alternative when the person shows another of it', async () => {
    const tailored = await optimize({
      jobDescription: 'Data Engineer\nRequirements:\n- One of Python, Java or Scala\n- Terraform',
    });
    assert.doesNotMatch(tailored, /\[[^\]]*(?:Java|Scala)[^\]]*\]/);
    assert.match(tailored, /\[The job asks for Terraform:/);
  });

  it('is refused with ai-template, and when empty', async () => {
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [
        { mode: 'ai-template', type: 'social', job: 'SRE', jobDescription: DESCRIPTION },
        40003,
        /jobDescription/,
      ],
      [
        {
          mode: 'optimize-local-resume',
          uploadFileType: 'txt',
          uploadContent: Buffer.from(RESUME).toString('base64'),
          jobDescription: ' ',
        },
        40002,
        /jobDescription/,
      ],
    ];
    for (const [payload, code, message] of cases) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/service/resume/outline',
        headers: testApp.auth(),
        payload: { ...payload, stream: false },
      });
      assert.equal(response.statusCode, 400);
      const body = response.json() as { code: number; message: string };
      assert.equal(body.code, code);
      assert.match(body.message, message);
    }
  });
});
