// Prints resumes as a reader would see them: outlines and contents from the built-in generator for a
// fixed set of jobs (ten Chinese, ten English, every track, five rewriting an uploaded resume).
//
//   node --import tsx bench/samples.ts [outDir]
//
// The set is the one issue 11's note shows before and after; the uploaded resumes are written here.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { JobType, Locale, Section } from '@resume/contract';
import { BuiltinGenerator } from '../packages/server/src/generation/builtin-generator.ts';
import { parseResumeText } from '../packages/server/src/reading/extract/parse-resume-text.ts';
import { collect } from '../packages/server/test/helpers/builtin-writing.ts';

const outDir = process.argv[2] ?? '/tmp/samples';
mkdirSync(outDir, { recursive: true });

const TEMPLATE_SET: { job: string; type: JobType; locale: Locale }[] = [
  { job: '销售经理', type: 'social', locale: 'zh-CN' },
  { job: '护士', type: 'campus', locale: 'zh-CN' },
  { job: '新媒体运营实习生', type: 'intern', locale: 'zh-CN' },
  { job: '无人机驾驶员', type: 'social', locale: 'zh-CN' },
  { job: '小学语文教师', type: 'campus', locale: 'zh-CN' },
  { job: '高级Java开发工程师', type: 'social', locale: 'zh-CN' },
  { job: '会计', type: 'intern', locale: 'zh-CN' },
  { job: 'Registered Nurse', type: 'campus', locale: 'en-US' },
  { job: 'Supply Chain Analyst', type: 'social', locale: 'en-US' },
  { job: 'Prompt Engineer', type: 'social', locale: 'en-US' },
  { job: 'Sommelier', type: 'social', locale: 'en-US' },
  { job: 'Elementary School Teacher', type: 'campus', locale: 'en-US' },
  { job: 'UX Design Intern', type: 'intern', locale: 'en-US' },
  { job: 'Engineering Manager', type: 'social', locale: 'en-US' },
  { job: 'Drone Pilot', type: 'social', locale: 'en-US' },
];

const UPLOADS: { name: string; locale: Locale; text: string }[] = [
  {
    name: 'zh-backend',
    locale: 'zh-CN',
    text: `张伟
手机：138 0013 8000  邮箱：zhangwei@example.com
求职意向：后端开发工程师

个人简介
我是一个踏实肯干的人，喜欢写代码，做过几个后端项目，希望找到一份后端开发的工作。

工作经历
星河科技有限公司 | 后端开发工程师 | 2021.07 - 至今
- 负责订单服务的开发
- 参与支付系统重构，接口响应时间从 800ms 降到 120ms
- 写了一些内部工具

教育背景
华中科技大学 | 计算机科学与技术 本科 | 2017.09 - 2021.06

专业技能
Java、Spring Boot、MySQL、Redis、Kafka
`,
  },
  {
    name: 'zh-graduate',
    locale: 'zh-CN',
    text: `李娜
电话：139 1234 5678 | 邮箱：lina@example.com

教育背景
复旦大学 | 金融学 硕士 | 2023.09 - 2026.06
武汉大学 | 经济学 本科 | 2019.09 - 2023.06

实习经历
中信证券 | 研究部实习生 | 2025.06 - 2025.09
- 协助撰写行业研究报告
- 整理上市公司财务数据

技能
Python、Wind、Excel
英语：CET-6
`,
  },
  {
    name: 'en-marketing',
    locale: 'en-US',
    text: `Emily Carter
emily.carter@example.com | (555) 201-7788 | Austin, TX

Summary
I am a marketing person who loves social media and I have done a lot of campaigns.

Experience
Brightline Foods | Marketing Coordinator | Jun 2022 - Present
- Responsible for social media posts
- Ran the spring campaign that grew Instagram followers from 8,000 to 21,000
- Helped with the newsletter

Education
University of Texas at Austin | BA Communication | 2018 - 2022

Skills
Canva, Hootsuite, Google Analytics
Languages: English, Spanish
`,
  },
  {
    name: 'en-new-grad-nurse',
    locale: 'en-US',
    text: `Jordan Lee
jordan.lee@example.com | 555-310-2299

Education
Ohio State University | BSN Nursing | 2022 - 2026

Clinical Rotations
OhioHealth Riverside Methodist Hospital | Student Nurse | Jan 2026 - Apr 2026
- Cared for patients on a medical-surgical unit
- Was in charge of charting vital signs

Certifications
BLS (American Heart Association)
`,
  },
  {
    name: 'en-senior-engineer',
    locale: 'en-US',
    text: `Sam Patel
sam.patel@example.com | +1 415 555 0133

Experience
Cloudway Inc | Senior Backend Engineer | 2019 - Present
- Worked on the billing platform
- Led the migration to Kubernetes, cutting infrastructure cost by 30%
Northwind Systems | Software Engineer | 2015 - 2019
- Built REST APIs in Java

Education
UC Berkeley | BS Computer Science | 2011 - 2015

Skills
Go, Java, PostgreSQL, Kubernetes, AWS
`,
  },
];

const generator = new BuiltinGenerator();
const signal = new AbortController().signal;

function renderSections(sections: Section[]): string {
  const lines: string[] = [];
  for (const section of sections) {
    lines.push(`== ${section.title} (${section.type})`);
    if (section.type === 'kv') for (const item of section.content) lines.push(`  ${item.key}: ${item.value}`);
    else if (section.type === 'list') for (const item of section.content.items) lines.push(`  • ${item}`);
    else
      for (const item of section.content) {
        lines.push(`  ▸ ${item.title} | ${item.subTitle} | ${item.startTime} – ${item.endTime}`);
        for (const bullet of item.list.items) lines.push(`      • ${bullet}`);
      }
  }
  return lines.join('\n');
}

async function sample(name: string, outline: string, job: string, type: JobType | null, locale: Locale) {
  const sections = await collect(generator.generateContent({ outline, job, type, locale }, signal));
  writeFileSync(
    path.join(outDir, `${name}.txt`),
    `${outline}\n---------------- content ----------------\n${renderSections(sections)}\n`,
  );
}

for (const [index, item] of TEMPLATE_SET.entries()) {
  const outline = (await collect(generator.generateOutline({ mode: 'ai-template', ...item }, signal))).join(
    '',
  );
  await sample(
    `${String(index + 1).padStart(2, '0')}-${item.type}-${item.job.replace(/\s+/g, '_')}`,
    outline,
    item.job,
    item.type,
    item.locale,
  );
}
for (const upload of UPLOADS) {
  const resume = parseResumeText(upload.text, { locale: upload.locale });
  const outline = (
    await collect(
      generator.generateOutline(
        { mode: 'optimize-local-resume', resume, sourceText: upload.text, locale: upload.locale },
        signal,
      ),
    )
  ).join('');
  await sample(`opt-${upload.name}`, outline, '', null, upload.locale);
}
process.stdout.write(`wrote ${TEMPLATE_SET.length + UPLOADS.length} samples to ${outDir}\n`);
