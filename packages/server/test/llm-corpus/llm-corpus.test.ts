// The LLM answer corpus in `npm test`: the stored answers are what generate.ts writes and their labels hold
// against their sources; the scorer counts planted faults; and a slice of tuning answers replayed through
// the service reaches the bar (no invented claim, no fact lost or moved, no leak, H1, language and
// format right). The held-out fifth is never replayed here.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ClaimSource } from '../../src/generation/llm/claims/claim-source.ts';
import { claimsOf } from '../../src/generation/llm/claims/extract-claims.ts';
import { containsMarker, loadCorpus } from './corpus.ts';
import { evaluate } from './eval-llm.ts';
import { generateCorpus } from './generate.ts';
import { uploadText } from './outline-writing.ts';
import { HELD_OUT_RESUMES, RESUMES } from './resumes.ts';
import { scoreItem, sumScores } from './score.ts';

/**
 * Careful rewrites the claim check still flags (resume id, a fragment of the rewrite): each is a fact a good
 * model answer would lose. Shrink this list; never grow it.
 */
const KNOWN_FLAGGED_REWRITES: readonly (readonly [string, string])[] = [
  // Round 12 (session 13), left: names a careful model writes out in full ("一建" as 一级建造师) or reorders
  // ("Educational Aide II cert (TEA)" as "the TEA Educational Aide II certificate"). (Shift lengths written "24s &
  // 12s" are read as hours since session 27, a year and month "24/10" as October 2024 since session 29.)
  ['zh-r12-interior-tanyutong', '一级建造师（建筑工程专业）'],
  ['en-r12-rbt-alicia', 'TEA Educational Aide II certificate'],
  // Round 13, left: "7留" (the 7-day retention, no count); "行方PM 1个" written "行方项目经理1人" (a counted title
  // after its owner). ("96-112 pp" is read as pages since session 27.)
  ['zh-r13-analyst-weijianing', '7日留存由18.2%'],
  ['zh-r13-analyst-weijianing', '行方项目经理1人'],
  // Round 18 (session 27), left of fifteen: a sum in a line of more than six counts (3+11+62 as 护理部76人); counts
  // re-worded around a new verb ("62个护理员里41个考出" as "62名护理员中有41人考取"); "6 of us from BEV" as "1 of 6".
  ['zh-r18-eldercare-qinlijuan', '管理护理部76人'],
  ['zh-r18-eldercare-qinlijuan', '62名护理员中有41人'],
  ['en-r18-lineworker-lindqvist', 'as 1 of 6 from Blue Earth Valley'],
  // Round 20 (session 29), left: "~140 CI activations" as "about 140 cochlear implant activations" (the read of what a
  // number counts stops 24 characters after it, inside "activations"; finishing the word there loosened other counts).
  ['en-r20-audiologist-hartigan', 'about 140 cochlear implant activations'],
  // Round 21 (session 29, counts and amounts a careful rewrite words differently), left of twenty-one: a range's upper
  // figure with its thing renamed ("30-38" per CHW as "30 to 38 clients"); a team the person led that the source sizes
  // without a lead word or names without a number ("the 11-CHW team", "4 OTs + 2 COTAs", "22 cooks/prep/dish",
  // "店里8个人含我", "me + estimator Marcus Tate + our takeoff tech"); a period written out
  // ("2x/yr week-long" as "two week-long"), a time ("14:30 → 11:45" as minutes and seconds), "Win 7 → 10" as "Windows
  // 10", "IEPs/504s" as "504 plans", a licensing board's name read as a certificate, a season with its year, counted
  // things behind their abbreviation ("MRCs", "testers/yr" as "students tested"), "学生46人" for "46个娃". (Renamed
  // things — PCs/workstations, shots/doses, kiddos/children, moms/mothers — "My team =" lines, and schools written out
  // from "MS", "HS", "Elem." are read since this round.)
  ['en-r21-chw-coordinator-villanueva', 'Oversee an active program caseload of about 3'],
  ['en-r21-chw-coordinator-villanueva', 'Run the registered CHW apprenticeship through'],
  ['en-r21-chw-coordinator-villanueva', 'Served as acting lead CHW from Sep–Dec 2022 w'],
  ['en-r21-estimator-brandvold', 'Led the bid for the Scioto Valley Medical Cen'],
  ['en-r21-it-support-whitfield', 'Served as technology coordinator on STAAR onl'],
  ['en-r21-it-support-whitfield', 'Migrated about 640 workstations at 31 client '],
  ['en-r21-maintenance-planner-kowalczyk', "Plan the plant's two week-long shutdowns each"],
  ['en-r21-maintenance-planner-kowalczyk', "Shared the plant's 2019 'Safety Star' award w"],
  ['en-r21-maintenance-planner-kowalczyk', 'Scheduled about 60 maintenance requirement ca'],
  ['en-r21-pediatric-ot-halloran', 'Acting OT lead since Jan 2026 while Mara Chen'],
  ['en-r21-pediatric-ot-halloran', 'Worked as a contract occupational therapist t'],
  ['en-r21-pediatric-ot-halloran', 'Worked the two-week 2014 summer social skills'],
  ['en-r21-restaurant-gm-ruggieri', 'Off-premises orders through DoorDash, Uber Ea'],
  ['en-r21-restaurant-gm-ruggieri', 'Ran the back of house with a staff of 22 cook'],
  [
    'zh-r21-math-teacher-tan',
    '本人任教六（3）班、六（4）班两个班的数学，每周14节课，并兼任六（3）班班主任，该班学生',
  ],
  [
    'zh-r21-pharmacy-supervisor-deng',
    '任麓谷店店长，该店为社区兼写字楼门店，面积180平方米，带领8人团队（含本人：2名执业药师',
  ],
  ['en-r21-maintenance-planner-kowalczyk', "Plan the plant's two week-long shutdowns each"],
  ['en-r21-maintenance-planner-kowalczyk', "Shared the plant's 2019 'Safety Star' award w"],
  [
    'zh-r21-math-teacher-tan',
    '本人任教六（3）班、六（4）班两个班的数学，每周14节课，并兼任六（3）班班主任，该班学生',
  ],
  [
    'zh-r21-pharmacy-supervisor-deng',
    '任麓谷店店长，该店为社区兼写字楼门店，面积180平方米，带领8人团队（含本人：2名执业药师',
  ],
  // (Round 19's last two, "total joints ~10-12/wk" as "10-12 total joint replacements" and "1个搞NoSQL的" as "1名NoSQL
  //方向人员", are read since session 29: a rate's clause names what it counts; a light verb after a counter.)
  // Round 22 (session 30), left: a shift pattern "24 on/48 off" written in hours, "FF/PMs" written out, "1 went over
  // to a client" as "1 moved to a client", a school year "SY 24-25" as "2024-25", an app's short name written out
  // (家医签约APP), and "慢病2个" written "慢病管理2人" (管理 read as leading). (Its "2023至2025年" for "23-25年", "2020–21",
  // "QC项目获医院二等奖" and "起兼任集团…" are read since.)
  ['en-r22-fire-captain-stolarski', 'working 24 hours on and 48 off'],
  ['en-r22-fire-captain-stolarski', '10 firefighter/paramedics were hired'],
  ['en-r22-regional-dc-ops-kowalczyk', 'Mentored 3 of my supervisors into operations manager roles'],
  ['en-r22-school-transportation-coordinator-villasenor', 'in the 2024-25 school year'],
  ['zh-r22-community-head-nurse-deng', '家庭医生签约APP'],
  ['zh-r22-community-head-nurse-deng', '慢病管理2人'],
  // Round 23 (session 36), left of thirteen: initials written out before themselves ("0 EC/LS findings" as "0
  // environment of care / life safety (EC/LS) findings": what is counted is read from the first words after the number).
  ['en-r23-navy-to-facilities-manager', '0 environment of care / life safety (EC/LS) findings'],
  // Round 24 (session 36), left of eight: "2 PM desk shifts" as "2 evening front desk shifts" (a word put between the
  // count and its noun, read 24 characters after the number); "5个区" as "5个区域中" (a counted word lengthened).
  ['en-r24-hotel-night-manager', 'and 2 evening front desk shifts a week'],
  ['zh-r24-store-to-area-supervisor', '在成都5个区域中的排名'],
];

test('a careful rewrite of each tuning resume keeps every claim its upload supports', () => {
  const flagged: string[] = [];
  const stillFlagged = new Set<string>();
  for (const resume of RESUMES.filter((candidate) => !HELD_OUT_RESUMES.has(candidate.id))) {
    const source = new ClaimSource(uploadText(resume));
    for (const bullet of [...resume.summary, ...resume.jobs.flatMap((job) => job.bullets)]) {
      const known = KNOWN_FLAGGED_REWRITES.find(
        ([id, fragment]) => id === resume.id && bullet.rewrite.includes(fragment),
      );
      if (!claimsOf(bullet.rewrite).some((claim) => !source.supports(claim))) continue;
      if (known) stillFlagged.add(known.join(': '));
      else flagged.push(`${resume.id}: ${bullet.rewrite}`);
    }
  }
  assert.deepEqual(flagged, []);
  // The list only shrinks: a rewrite no longer flagged leaves it.
  assert.deepEqual(
    KNOWN_FLAGGED_REWRITES.map((known) => known.join(': ')).filter((known) => !stillFlagged.has(known)),
    [],
  );
});

const corpus = loadCorpus();

test('the stored corpus is what generate.ts writes: 300+ answers, zh and en, every family and operation', () => {
  const generated = [...generateCorpus().values()].flat();
  assert.deepEqual(
    corpus.map((item) => item.id).sort(),
    generated.map((item) => item.id).sort(),
    'answers/ is stale: node --import tsx test/llm-corpus/generate.ts',
  );
  const byId = new Map(generated.map((item) => [item.id, item]));
  for (const item of corpus) assert.deepEqual(item, byId.get(item.id), `${item.id} was edited by hand`);
  assert.ok(corpus.length >= 300, `${corpus.length} answers`);
  for (const locale of ['en-US', 'zh-CN'])
    for (const operation of ['outline', 'optimize', 'content'])
      for (const family of ['frontier', 'local7b', 'reasoning', 'chatty'])
        assert.ok(
          corpus.some((i) => i.locale === locale && i.operation === operation && i.family === family),
          `${locale} ${operation} ${family}`,
        );
});

test('a fifth is held out by source, and no held-out source appears among the tuning answers', () => {
  const heldOut = corpus.filter((item) => item.heldOut);
  const share = heldOut.length / corpus.length;
  assert.ok(share >= 0.18 && share <= 0.22, `held out ${(share * 100).toFixed(1)}%`);
  const heldSources = new Set(heldOut.map((item) => item.source));
  assert.deepEqual(
    corpus.filter((item) => !item.heldOut && heldSources.has(item.source)).map((item) => item.id),
    [],
  );
});

test('labels hold against the sources: planted claims are absent from them, facts that must survive are there', () => {
  for (const item of corpus) {
    const source = item.request.upload ?? item.request.outline ?? '';
    for (const claim of item.labels.invented) {
      if (claim.kind === 'injection') {
        assert.ok(source.includes(claim.marker), `${item.id}: the injection is in the upload`);
        continue;
      }
      assert.ok(!containsMarker(source, claim.marker), `${item.id}: "${claim.marker}" is in the source`);
      assert.ok(
        item.replies.some((reply) => containsMarker(reply.text, claim.marker)),
        `${item.id}: "${claim.marker}" is in the answer`,
      );
    }
    // A labelled upload prints a degree and its major as fields of their own ("学历：本科" / "专业：化学（师范）").
    const labelled = item.id.endsWith(':layout-labelled');
    for (const { fact } of item.labels.mustSurvive)
      assert.ok(
        containsMarker(source, fact) ||
          (labelled && fact.split(' ').every((part) => containsMarker(source, part))),
        `${item.id}: the fact "${fact}" is in the source`,
      );
    for (const leak of item.labels.leaks)
      assert.ok(
        item.replies.some((reply) => reply.text.includes(leak) || reply.reasoning?.includes(leak)),
        `${item.id}: the leak "${leak}" is in the answer`,
      );
  }
});

test("the scorer counts what a model planted when the model's answer reaches the client unchanged", () => {
  const item = corpus.find((i) => i.id === 'optimize:reasoning:en-backend-priya:1');
  assert.ok(item, 'the item exists');
  assert.deepEqual(item.faults, ['thinkTags', 'number']);
  const raw = scoreItem(item, { status: 200, outline: item.replies[0]?.text ?? '' });
  assert.deepEqual(
    raw.invented.filter((claim) => claim.reached).map((claim) => claim.kind),
    ['number'],
  );
  assert.ok(raw.leaked.includes('think tag') && raw.leaked.includes('Draft Title'), raw.leaked.join(', '));
  assert.equal(raw.h1?.right, false, 'the thinking comes first, so its heading is not the H1');
  const answer = (item.replies[0]?.text ?? '').split('</think>\n\n')[1] ?? '';
  const marker = item.labels.invented[0]?.marker ?? '';
  const clean = scoreItem(item, { status: 200, outline: answer.split(marker).join('') });
  assert.equal(clean.invented.filter((claim) => claim.reached).length, 0);
  assert.deepEqual(clean.leaked, []);
  assert.equal(clean.h1?.right, true);
  assert.deepEqual(clean.formatProblems, []);
  assert.deepEqual(clean.lost, []);
  // A real line moved under another entry is counted as moved, not as kept.
  const swapped = answer.replace('Tallyhouse', 'Brightwave Payments (again)');
  assert.ok(scoreItem(item, { status: 200, outline: swapped }).moved.length > 0);
});

/**
 * Misses of the slice that are known and not yet fixed (issue 24 stays open on them), each with why. The
 * list only shrinks: a miss not on it fails the test, and so does one on it that no longer happens.
 */
const KNOWN_MISSES = new Map<string, string>([]);

test('a slice of tuning answers through the service: nothing invented, lost, moved or leaked beyond the known misses; H1, language and format right', {
  timeout: 60_000,
}, async () => {
  const sources = new Set([
    'en-backend-priya',
    'zh-backend-zhangwei',
    'en-data-analyst',
    'zh-backend',
    'en-restaurant-terrence',
    'zh-architect-xiewenbo',
  ]);
  const slice = corpus.filter((item) => !item.heldOut && sources.has(item.source));
  assert.ok(slice.length >= 60, `${slice.length} answers in the slice`);
  const scores = await evaluate(slice);
  const figures = sumScores(scores);
  const misses = scores.flatMap((score) => [
    ...score.invented.filter((c) => c.reached).map((c) => `${score.id}: invented ${c.kind} "${c.marker}"`),
    ...score.lost.map((fact) => `${score.id}: lost "${fact}"`),
    ...score.moved.map((fact) => `${score.id}: moved "${fact}"`),
    ...score.leaked.map((marker) => `${score.id}: leaked "${marker}"`),
    ...(score.h1 && !score.h1.right
      ? [`${score.id}: H1 "${score.h1.received}", not "${score.h1.expected}"`]
      : []),
    ...(score.languageRight ? [] : [`${score.id}: wrong language`]),
    ...score.formatProblems.map((problem) => `${score.id}: ${problem}`),
  ]);
  // Nothing beyond the known misses below, and each known miss still happens: one fixed must leave the list.
  const unexpected = misses.filter((miss) => !KNOWN_MISSES.has(miss));
  assert.deepEqual(unexpected, [], `${unexpected.length} misses beyond the known ones`);
  const fixed = [...KNOWN_MISSES.keys()].filter((miss) => !misses.includes(miss));
  assert.deepEqual(fixed, [], 'known misses that no longer happen: take them out of KNOWN_MISSES');
  assert.equal(figures.h1.right, figures.h1.applicable);
});
