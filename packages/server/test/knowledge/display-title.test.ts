// A typed job title as the resume's role line shows it: the role, not a job ad's track part or a classification's plural.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { displayTitle } from '../../src/knowledge/display-title.ts';

describe('displayTitle', () => {
  test('a part that only names the hiring track is no title', () => {
    assert.equal(
      displayTitle('New College Grad - Design Verification Engineer'),
      'Design Verification Engineer',
    );
    assert.equal(displayTitle('Software Engineer - New Grad'), 'Software Engineer');
    assert.equal(displayTitle('校招 - 销售工程师'), '销售工程师');
  });

  test("a classification title's plural is its head's: supervisors of officers is a supervisor of officers", () => {
    assert.equal(
      displayTitle('First-Line Supervisors of Correctional Officers'),
      'First-Line Supervisor of Correctional Officers',
    );
    assert.equal(displayTitle('Costume Attendants'), 'Costume Attendant');
    assert.equal(displayTitle('Physics Teachers, Postsecondary'), 'Physics Teacher');
    assert.equal(displayTitle('Head of Sales'), 'Head of Sales');
    assert.equal(displayTitle('Chief of Staff'), 'Chief of Staff');
  });

  test('a title typed all in lower case shows as a title; capitals and Chinese stay as typed', () => {
    assert.equal(displayTitle('mechanical engineer automation'), 'Mechanical Engineer Automation');
    assert.equal(displayTitle('director of sales and marketing'), 'Director of Sales and Marketing');
    assert.equal(displayTitle('iOS developer'), 'iOS developer');
    assert.equal(displayTitle('java开发'), 'java开发');
    assert.equal(displayTitle('QA'), 'QA');
  });
});
