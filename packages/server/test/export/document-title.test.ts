// The line under the name in every export: the person's name and the job as a resume shows it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { documentTitle } from '../../src/export/finished-resume.ts';

const resume = (job: string, name = 'Alex Chen') => ({
  sections: [
    { id: 'basic', type: 'kv' as const, title: 'Basic Information', content: [{ key: 'Name', value: name }] },
  ],
  locale: 'en-US' as const,
  job,
  updatedAt: new Date('2026-11-28'),
});

test('the job under the name is a role, not a classification plural or a job ad', () => {
  assert.equal(documentTitle(resume('Nurse Practitioners')), 'Alex Chen — Nurse Practitioner');
  assert.equal(documentTitle(resume('Backend Engineer (Remote) | $150k')), 'Alex Chen — Backend Engineer');
  assert.equal(documentTitle(resume('')), 'Alex Chen');
});
