// A campus title that names its class ("2026届", "Class of 2026") graduates that June, not in the coming one.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { classYearOf, graduationYear } from '../../src/generation/occupation-examples.ts';
import { templateWriting } from '../helpers/builtin-writing.ts';

/** Autumn hiring: the coming graduation is June 2027. */
const AUTUMN = new Date('2026-11-20T00:00:00Z');

describe('classYearOf', () => {
  test("reads the class a title names, this cycle's or one of the two before", () => {
    assert.equal(classYearOf('应届护士（2026届）', AUTUMN), 2026);
    assert.equal(classYearOf('会计-27届', AUTUMN), 2027);
    assert.equal(classYearOf('Registered Nurse - Class of 2026', AUTUMN), 2026);
    assert.equal(classYearOf('2025 New Grad Software Engineer', AUTUMN), 2025);
  });

  test('a later class is no graduate yet, and a title without a class names none', () => {
    assert.equal(classYearOf('会计-2028届', AUTUMN), undefined);
    assert.equal(classYearOf('Staff Nurse', AUTUMN), undefined);
  });
});

describe('a campus resume of a titled class', () => {
  test('its education ends in that June, not in the coming one', async () => {
    // Last year's class, whenever the test runs: the service writes relative to its own clock.
    const year = graduationYear(new Date()) - 1;
    const { sections } = await templateWriting(`会计-${year}届`, 'campus', 'zh-CN');
    const education = sections.find((section) => section.title.includes('教育'));
    assert.ok(education?.type === 'listForm[]');
    assert.equal(education.content[0]?.endTime, `${year}.06`);
  });
});
