// Outlines in Chinese and English, a task driven to `done` through the API, and the texts its sections hold.
import assert from 'node:assert/strict';
import type { Section } from '@resume/contract';
import { CONTENT_PATH, TASK_PATH, type TestApp } from '../helpers/test-app.ts';

export const ZH_OUTLINE = `# 数据分析师

## 基本信息
- 姓名：张晓明
- 电话：138 0013 8000
- 邮箱：xiaoming.zhang@example.com
- 所在城市：上海
- GitHub：github.com/xiaoming-zhang
- 毕业时间：2019.06

## 个人概述
- 五年互联网数据分析经验，负责电商增长指标体系，推动转化率提升 12%。

## 工作经历
1. 上海云帆科技有限公司 | 高级数据分析师 | 2021.07 - 至今
   - 搭建覆盖 30 个业务团队的指标体系与自助看板，日活用户 2000 人。
   - 设计 A/B 实验平台的分流与显著性检验流程，每季度支持 80 余次实验，决策周期由两周缩短到三天。
2. 杭州星河电子商务有限公司 | 数据分析师 | 2019年7月 - 2021年6月
   - 负责用户分群与流失预警模型，挽回月度流失用户 8%。

## 项目经历
1. 会员价值分层项目 | 负责人 | 2022.03 - 2022.09
   - 基于 RFM 与生命周期价值划分会员层级，指导营销预算分配。

## 教育经历
1. 复旦大学 | 统计学 本科 | 2015.09 - 2019.06
   - GPA 3.7/4.0
   - 主修课程：数理统计、回归分析、数据挖掘

## 专业技能
- 编程：Python、SQL、R
- 工具：Tableau、Excel、Airflow
- 外语：英语（CET-6）

## 荣誉奖项
- 奖学金：国家奖学金（2017）

## 兴趣爱好
- 长跑、摄影
`;

export const EN_OUTLINE = `# Backend Engineer

## Basic Information
- Name: Ada Lovelace
- Phone: +44 20 7946 0000
- Email: ada@example.com
- Location: London, UK
- LinkedIn: linkedin.com/in/ada-lovelace
- Website: ada.example.org

## Summary
- Backend engineer with seven years building payment APIs in Go and Java; cut p99 latency by 40%.

## Work Experience
1. Analytical Engines Ltd | Senior Backend Engineer | Mar 2021 - Present
   - Designed the settlement service handling 3 million transactions a day across four regions.
   - Led the migration from a monolith to twelve services with zero downtime and a 25% lower hosting bill.
   - Introduced contract tests between teams, catching 90% of breaking changes before release.
2. Difference Works | Backend Engineer | 2018-06 - 2021-02
   - Built the order pipeline on Kafka and PostgreSQL, processing 500 orders per second at peak.
   - Wrote the on-call runbooks and cut mean time to recovery from 45 to 12 minutes.
3. Babbage & Co | Software Engineer Intern | Summer 2017
   - Automated the nightly reconciliation reports that three analysts used to assemble by hand.

## Project Experience
1. Open-source rate limiter | Maintainer | 2019 - 2023
   - A sliding-window limiter for Go used by 200 projects; 1,800 stars.

## Education
1. University of London | Bachelor's in Mathematics | 2014 - 2018
   - Thesis on numerical methods for differential equations
   - Relevant coursework: algorithms, probability, numerical analysis

## Skills
- Languages: English (native), French (professional)
- Backend: Go, Java, PostgreSQL, Kafka, Redis
- Practices: Domain-driven design, observability, incident response

## Certifications
- AWS Certified Solutions Architect – Associate (2022)

## Publications
- Notes on the Analytical Engine, Scientific Memoirs, 1843

## Patents
- A method for weaving algebraic patterns
`;

/** Hostile text in every place a resume can hold text: headings, keys, values, items, entry fields. */
export const HOSTILE = '<script>alert("x")</script><img src=x onerror=alert(1)>';
export const HOSTILE_OUTLINE = `# Engineer ${HOSTILE}

## Basic Information
- Name: Mallory ${HOSTILE}
- Email: mallory@example.com

## Notes ${HOSTILE}
- ${HOSTILE} & "quotes" 'single'

## Work Experience
1. ${HOSTILE} | Role ${HOSTILE} | 2020 - 2021
   - did ${HOSTILE}

## Skills
- Tools ${HOSTILE}: value ${HOSTILE}
`;

export interface DoneTask {
  uid: string;
  sections: Section[];
}

/**
 * Creates a task from the outline and runs its content to `done` through the API, as a client would:
 * the client holding `key` (the test app's first key unless given).
 */
export async function createDoneTask(t: TestApp, outline: string, key = t.key): Promise<DoneTask> {
  const created = await t.app.inject({
    method: 'POST',
    url: TASK_PATH,
    headers: t.auth(key),
    payload: { outline },
  });
  assert.equal(created.statusCode, 200, created.body);
  const { uid } = created.json().data as { uid: string };
  const content = await t.app.inject({
    method: 'POST',
    url: CONTENT_PATH,
    headers: t.auth(key),
    payload: { uid, stream: false },
  });
  assert.equal(content.statusCode, 200, content.body);
  const shown = await t.app.inject({ method: 'GET', url: `${TASK_PATH}/${uid}`, headers: t.auth(key) });
  assert.equal(shown.json().data.status, 'done');
  return { uid, sections: content.json().data as Section[] };
}

export function exportUrl(uid: string, format: string): string {
  return `${TASK_PATH}/${uid}/export?format=${encodeURIComponent(format)}`;
}

/** Every piece of text a section holds: its title, kv keys and values, list items, entry fields and bullets. */
export function sectionTexts(section: Section): string[] {
  switch (section.type) {
    case 'kv':
      return [section.title, ...section.content.flatMap(({ key, value }) => [key, value])];
    case 'list':
      return [section.title, ...section.content.items];
    case 'listForm[]':
      return [
        section.title,
        ...section.content.flatMap((entry) => [
          entry.title,
          entry.subTitle,
          entry.startTime,
          entry.endTime,
          ...entry.list.items,
        ]),
      ];
  }
}

export function allTexts(sections: readonly Section[]): string[] {
  return sections.flatMap(sectionTexts).filter((text) => text.trim() !== '');
}

/**
 * What a typeset resume shows of the sections: every text, except that the basic information is its header —
 * its values, not its heading or the labels of the name and contacts.
 */
export function shownTexts(sections: readonly Section[]): string[] {
  const basics = sections.find(
    (section) => section.type === 'kv' && /basic|基本信息/i.test(`${section.id} ${section.title}`),
  );
  return sections
    .flatMap((section) =>
      section === basics && section.type === 'kv'
        ? section.content.map(({ value }) => value)
        : sectionTexts(section),
    )
    .filter((text) => text.trim() !== '');
}

/** Without any whitespace: PDF text extraction breaks lines where the layout wrapped them. */
export function withoutSpace(text: string): string {
  return text.replace(/\s+/g, '');
}
