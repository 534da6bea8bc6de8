// The occupation catalogue as data: every record complete in both languages and true to the writing conventions,
// no id or title twice, confusables declared on both sides, every O*NET occupation held, ISCO-08 as the skeleton.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { loadAliases, OCCUPATIONS } from '../../src/knowledge/catalogue/catalogue.ts';
import {
  problemsOfCatalogue,
  problemsOfOccupation,
} from '../../src/knowledge/catalogue/validate-occupation.ts';
import { matchJob, normalizeJobPhrase } from '../../src/knowledge/match-job.ts';

const records = OCCUPATIONS as unknown as Record<string, unknown>[];

describe('the occupation catalogue', () => {
  test('holds at least 1,000 occupations', () => {
    assert.ok(OCCUPATIONS.length >= 1000, `${OCCUPATIONS.length} occupations`);
  });

  test('every record is complete in both languages and follows the writing conventions', () => {
    const problems = records.flatMap((record) => problemsOfOccupation(record));
    assert.deepEqual(problems.slice(0, 30), [], `${problems.length} problems`);
  });

  test('no id or title twice; confusables name occupations that name them back', () => {
    const problems = problemsOfCatalogue(records, normalizeJobPhrase);
    assert.deepEqual(problems.slice(0, 30), [], `${problems.length} problems`);
  });

  test('every O*NET occupation but the "All Other" catch-alls is held by an occupation, and every code is real', () => {
    const { onet, cn } = loadAliases();
    const held = new Set(OCCUPATIONS.flatMap((occupation) => occupation.onet));
    for (const code of held) assert.ok(onet[code], `${code} is no O*NET-SOC 2019 code`);
    for (const code of OCCUPATIONS.flatMap((occupation) => occupation.cn))
      assert.ok(cn[code], `${code} is no 大典 code`);
    const titles = new Map(
      readFileSync(new URL('../titles/skeleton-ids.tsv', import.meta.url), 'utf8')
        .split('\n')
        .slice(1)
        .filter(Boolean)
        .map((row) => row.split('\t') as [string, string]),
    );
    const missing = Object.keys(onet).filter((code) => !held.has(code) && titles.has(code));
    assert.deepEqual(missing, [], `${missing.length} O*NET occupations held by no record`);
  });

  test('a 大典 code several occupations stand for names one owner among them, and its name leads there', () => {
    const owners = JSON.parse(
      readFileSync(new URL('../../src/knowledge/catalogue/cn-owners.json', import.meta.url), 'utf8'),
    ) as Record<string, string>;
    const { cn } = loadAliases();
    for (const [code, owner] of Object.entries(owners)) {
      const holders = OCCUPATIONS.filter((occupation) => occupation.cn.includes(code)).map(({ id }) => id);
      assert.ok(holders.length > 1, `${code}: held by ${holders.length}, needs no owner`);
      assert.ok(holders.includes(owner), `${code}: ${owner} does not stand for it`);
      assert.equal(matchJob(cn[code] ?? '')?.family.id, owner, `${cn[code]} leads to ${owner}`);
    }
  });

  test('the ISCO-08 skeleton: every major group 1–9 has occupations', () => {
    const majors = new Set(OCCUPATIONS.map((occupation) => occupation.isco[0]));
    for (const major of '123456789') assert.ok(majors.has(major), `ISCO major group ${major}`);
  });
});
