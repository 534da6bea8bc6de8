// The job match endpoint: requirements read from a description and found in a resume (upload, task or outline),
// as one JSON envelope or as events on a real socket, and its errors.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { MatchReport, MatchRequirement } from '@resume/contract';
import { readSSE } from '../helpers/sse.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const URL_PATH = '/api/v1/service/resume/match';

const RESUME_ZH = [
  '王小明',
  '电话：13800000000',
  '',
  '工作经历',
  '某科技有限公司 | 数据工程师 | 2021.03 - 2023.08',
  '- 负责数仓分层建设，用 Hive 和 Spark SQL 开发离线任务',
  '- 在 K8s 上部署 Flink 实时任务，延迟从 5 分钟降到 30 秒',
  '',
  '教育经历',
  '某某大学 | 计算机科学与技术 本科 | 2017.09 - 2021.06',
  '',
  '技能',
  'Python、SQL、Postgres、Airflow',
  '英语四级',
].join('\n');

const DESCRIPTION_ZH = [
  '数据开发工程师',
  '岗位职责：',
  '1. 负责数据仓库建设与 ETL 开发',
  '任职要求：',
  '1. 本科及以上学历，计算机相关专业',
  '2. 3年以上大数据开发经验，熟悉数据仓库分层设计',
  '3. 熟悉 Hive、Spark、Flink，熟悉 ClickHouse 者优先',
  '4. 熟悉 PostgreSQL，熟悉 Kubernetes',
  '5. 英语六级',
  '福利待遇：五险一金、年度体检',
].join('\n');

let testApp: TestApp;
before(async () => {
  testApp = await createTestApp({ now: () => new Date('2026-11-30T00:00:00Z') });
});
after(async () => {
  await testApp.close();
});

async function postMatch(payload: Record<string, unknown>, key?: string) {
  return testApp.app.inject({ method: 'POST', url: URL_PATH, headers: testApp.auth(key), payload });
}

function requirementNamed(report: MatchReport, name: string): MatchRequirement {
  const found = report.requirements.find((requirement) => requirement.name === name);
  assert.ok(
    found,
    `${name} is among ${report.requirements.map((requirement) => requirement.name).join(', ')}`,
  );
  return found;
}

const upload = (text: string) => ({
  uploadFileType: 'txt',
  uploadContent: Buffer.from(text).toString('base64'),
});

describe('POST /match as JSON', () => {
  it('marks each requirement with the resume line that shows it, synonyms resolved', async () => {
    const response = await postMatch({ ...upload(RESUME_ZH), jobDescription: DESCRIPTION_ZH, stream: false });
    assert.equal(response.statusCode, 200);
    const report = (response.json() as { data: MatchReport }).data;
    assert.equal(report.job, '数据开发工程师');
    assert.equal(report.locale, 'zh-CN');
    const kubernetes = requirementNamed(report, 'Kubernetes');
    assert.equal(kubernetes.status, 'present');
    assert.match(kubernetes.evidence ?? '', /K8s/);
    const postgres = requirementNamed(report, 'PostgreSQL');
    assert.equal(postgres.status, 'present');
    assert.match(postgres.evidence ?? '', /Postgres/);
    assert.equal(requirementNamed(report, '数据仓库').status, 'present');
    const clickhouse = requirementNamed(report, 'ClickHouse');
    assert.deepEqual([clickhouse.status, clickhouse.required], ['missing', false]);
    // 2021.03 – 2023.08 is two and a half years of the three asked for.
    const years = report.requirements.find((requirement) => requirement.group === 'years');
    assert.deepEqual([years?.name, years?.status], ['3', 'partial']);
    const education = report.requirements.find((requirement) => requirement.group === 'education');
    assert.deepEqual([education?.name, education?.status], ['bachelor', 'present']);
    // 四级 where 六级 is asked.
    assert.equal(requirementNamed(report, 'English').status, 'partial');
    // Benefits are no requirement.
    assert.ok(!report.requirements.some((requirement) => /体检|五险/.test(requirement.source)));
    const weight = report.parts.reduce((sum, part) => sum + part.weight, 0);
    const earned = report.parts.reduce((sum, part) => sum + part.earned, 0);
    assert.equal(report.score, Math.round((100 * earned) / weight));
    assert.ok(report.score > 40 && report.score < 100, `score ${report.score}`);
  });

  it("names the job from an advert's headline, not the advert", async () => {
    const headlines: [string, string][] = [
      ['江城外国语学校2027年春季初中数学教师招聘启事', '初中数学教师'],
      ['Now hiring: Registered Nurse – Med/Surg', 'Registered Nurse'],
      ['亚马逊运营 / 运营主管', '亚马逊运营'],
      ['Java后端开发工程师（交易中台）', 'Java后端开发工程师'],
      ['重症医学科（ICU）护士招聘', '重症医学科护士'],
      ['招聘主管（技术招聘方向）', '招聘主管'],
      ['Site Reliability Engineer II', 'Site Reliability Engineer'],
      [
        'Senior Backend Engineer, Payments Platform (Remote, US)',
        'Senior Backend Engineer, Payments Platform',
      ],
    ];
    for (const [headline, job] of headlines) {
      const response = await postMatch({
        outline: '# A\n',
        jobDescription: `${headline}\n任职要求：熟悉Excel`,
        stream: false,
      });
      assert.equal((response.json() as { data: MatchReport }).data.job, job, headline);
    }
  });

  it('scores a resume from another field lower than one from the field', async () => {
    const other = [
      '李华',
      '工作经历',
      '某餐饮公司 | 店长 | 2019.01 - 2024.01',
      '- 管理 12 人门店，月营业额 80 万',
    ];
    const fit = await postMatch({ ...upload(RESUME_ZH), jobDescription: DESCRIPTION_ZH, stream: false });
    const unfit = await postMatch({
      ...upload(other.join('\n')),
      jobDescription: DESCRIPTION_ZH,
      stream: false,
    });
    const score = (response: typeof fit) => (response.json() as { data: MatchReport }).data.score;
    assert.ok(score(fit) > score(unfit) + 30, `${score(fit)} vs ${score(unfit)}`);
  });

  it('reads the resume from a task of the same key, and not from another key’s', async () => {
    const outline = '# Backend Engineer\n\n## Skills\n- Go, PostgreSQL, Kubernetes\n';
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/service/resume/task',
      headers: testApp.auth(),
      payload: { outline },
    });
    const { uid } = (created.json() as { data: { uid: string } }).data;
    const description = 'Backend Engineer\nRequirements:\n- Go and PostgreSQL\n- Terraform';
    const own = await postMatch({ uid, jobDescription: description, stream: false });
    assert.equal(own.statusCode, 200);
    const report = (own.json() as { data: MatchReport }).data;
    assert.equal(requirementNamed(report, 'Go').status, 'present');
    assert.equal(requirementNamed(report, 'Terraform').status, 'missing');
    const foreign = await postMatch({ uid, jobDescription: description, stream: false }, testApp.otherKey);
    assert.equal(foreign.statusCode, 404);
    assert.equal((foreign.json() as { code: number }).code, 40401);
  });

  it('answers bad requests with the contract’s codes, naming the field', async () => {
    const cases: [Record<string, unknown>, number, number, RegExp][] = [
      [{ jobDescription: 'Engineer' }, 400, 40002, /resume is required/],
      [{ outline: '# A\n', uid: 'tsk_x', jobDescription: 'Engineer' }, 400, 40003, /one resume/],
      [{ outline: '# A\n', jobDescription: '   ' }, 400, 40002, /jobDescription/],
      [{ outline: '# A\n', jobDescription: 'x'.repeat(20_001) }, 400, 40002, /jobDescription/],
      [{ uploadContent: 'aGVsbG8=', jobDescription: 'Engineer' }, 400, 40002, /uploadFileType/],
      [{ uploadFileType: 'txt', uploadContent: '***', jobDescription: 'Engineer' }, 400, 40004, /base64/],
      [{ uploadFileType: 'pdf', uploadContent: 'aGVsbG8=', jobDescription: 'Engineer' }, 415, 41501, /pdf/i],
    ];
    for (const [payload, status, code, message] of cases) {
      const response = await postMatch({ ...payload, stream: false });
      const body = response.json() as { code: number; message: string; data: null };
      assert.equal(response.statusCode, status, JSON.stringify(body));
      assert.equal(body.code, code);
      assert.match(body.message, message);
      assert.equal(body.data, null);
    }
  });
});

describe('the field the years are of', () => {
  it("is the years requirement's subject, not a skill of its own; a tool named there still is one", async () => {
    const response = await postMatch({
      outline: [
        '# 财务分析',
        '',
        '## 工作经历',
        '1. 示例制造有限公司 | 财务分析师 | 2019.07 - 至今',
        '   - 用SAP做月度经营分析',
      ].join('\n'),
      jobDescription: '财务分析经理\n任职要求：\n1. 5年以上财务分析或FP&A工作经验\n2. 3年以上SAP使用经验',
      stream: false,
    });
    const report = (response.json() as { data: MatchReport }).data;
    const years = report.requirements.filter((requirement) => requirement.group === 'years');
    assert.deepEqual(
      years.map((requirement) => [requirement.name, requirement.subject]),
      [
        ['5', '财务分析或FP&A'],
        ['3', 'SAP使用'],
      ],
    );
    assert.ok(!report.requirements.some((requirement) => requirement.name === '财务分析'));
    assert.ok(report.requirements.some((requirement) => requirement.name === 'SAP'));
  });
});

describe('certificates of any occupation, from the catalogue', () => {
  const outline = (lines: string[]) => ['# Resume', '', ...lines].join('\n');
  const certificates = (report: MatchReport) =>
    report.requirements.filter((requirement) => requirement.group === 'certificate');

  it('reads a certificate the lexicon lacks, and finds it in the resume under another of its spellings', async () => {
    const response = await postMatch({
      outline: outline([
        '## Certifications',
        '- Credentialed Veterinary Technician (LVT), Texas, 2021',
        '## Work Experience',
        '1. Example Animal Hospital | Veterinary Technician | 2021.06 - Present',
        '   - Ran anesthesia monitoring for 12 surgeries a week',
      ]),
      jobDescription:
        'Veterinary Technician\nRequirements:\n- RVT, LVT or CVT credential required\n- Fear Free Certified Professional a plus',
      stream: false,
    });
    const report = (response.json() as { data: MatchReport }).data;
    const credential = certificates(report).find((requirement) => requirement.name === 'RVT');
    assert.equal(credential?.status, 'present');
    assert.match(credential?.evidence ?? '', /LVT/);
    const fearFree = certificates(report).find((requirement) => /Fear Free/.test(requirement.name));
    assert.deepEqual([fearFree?.status, fearFree?.required], ['missing', false]);
  });

  it('reads a Chinese certificate with or without the word for its paper', async () => {
    const response = await postMatch({
      outline: outline(['## 证书', '- 执业药师（2022年取得）']),
      jobDescription: '药店店长\n任职要求：\n1. 持有执业药师资格证书\n2. 有高压电工作业证者优先',
      stream: false,
    });
    const report = (response.json() as { data: MatchReport }).data;
    const names = certificates(report).map((requirement) => [requirement.name, requirement.status]);
    assert.deepEqual(names, [
      ['执业药师资格证书', 'present'],
      ['高压电工作业证', 'missing'],
    ]);
  });

  it('takes letters for a certificate only where the clause speaks of one, and never the body that grants it', async () => {
    const response = await postMatch({
      outline: outline(['## 工作经历', '1. 示例科技 | 算法工程师 | 2021.06 - 至今', '   - 负责推荐排序模型']),
      jobDescription: '推荐算法工程师\n任职要求：\n1. 熟悉CTR预估常用模型（如GBDT、DeepFM）',
      stream: false,
    });
    assert.deepEqual(certificates((response.json() as { data: MatchReport }).data), []);
    const medical = await postMatch({
      outline: outline(['## Certifications', '- CCMA, 2023']),
      jobDescription: 'Medical Assistant\nRequirements:\n- Current certification: CCMA (NHA) or RMA (AMT)',
      stream: false,
    });
    const names = certificates((medical.json() as { data: MatchReport }).data).map(
      (requirement) => requirement.name,
    );
    assert.ok(names.includes('CCMA'), names.join(', '));
    assert.ok(!names.includes('NHA') && !names.includes('AMT'), names.join(', '));
  });
});

describe('POST /match as events', () => {
  it('streams one event per requirement, then the report; together they are the JSON answer', async () => {
    const baseUrl = await testApp.listen();
    const response = await fetch(`${baseUrl}${URL_PATH}`, {
      method: 'POST',
      headers: { ...testApp.auth(), 'content-type': 'application/json' },
      body: JSON.stringify({ ...upload(RESUME_ZH), jobDescription: DESCRIPTION_ZH }),
    });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /text\/event-stream/);
    const events: { id?: string; data: unknown }[] = [];
    await readSSE(response.body!, (event) => {
      events.push({ id: event.id, data: JSON.parse(event.data) });
    });
    const last = events.at(-1)?.data as { report: Omit<MatchReport, 'requirements'>; done: boolean };
    assert.equal(last.done, true);
    const requirements = events
      .slice(0, -1)
      .map((event) => (event.data as { requirement: MatchRequirement }).requirement);
    assert.deepEqual(
      events.map((event) => event.id),
      events.map((_, index) => String(index)),
    );
    const json = await postMatch({ ...upload(RESUME_ZH), jobDescription: DESCRIPTION_ZH, stream: false });
    assert.deepEqual({ ...last.report, requirements }, (json.json() as { data: MatchReport }).data);
  });
});
