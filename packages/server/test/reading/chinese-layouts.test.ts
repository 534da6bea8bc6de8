// Chinese resumes written the usual ways: bilingual headings, date-first entry lines, key-value entry
// blocks, names and roles glued together, majors beside degrees. Each asserts the entries a reader gets.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseResumeText } from '../../src/reading/extract/parse-resume-text.ts';
import type { ResumeDocument } from '../../src/resume/resume-document.ts';

type Row = [title: string, subTitle: string, start: string, end: string, bullets: number];

function rows(document: ResumeDocument, kind: string): Row[] {
  const part = document.parts.find((candidate) => candidate.kind === kind);
  assert.ok(part?.shape === 'entries', `no ${kind} entries in ${document.parts.map((p) => p.kind)}`);
  return part.entries.map((entry) => [
    entry.title,
    entry.subTitle,
    entry.startTime,
    entry.endTime,
    entry.bullets.length,
  ]);
}

describe('Chinese layouts', () => {
  test('bilingual headings, date-first lines with every dash, numbered and circled bullets', () => {
    const document = parseResumeText(`王伟
电话：138 0013 8000 | 邮箱：wangwei@example.com

教育背景 | Education
2019.09 - 2023.06  华中科技大学  计算机科学与技术  本科
- GPA 3.7/4.0，专业前 10%

工作经历 Work Experience
2023.07—至今  **杭州云栖科技有限公司** | 后端开发工程师
1. 负责订单服务的开发与维护
2. 将接口延迟从 800ms 降到 120ms
2022年4月 ~ 2022年9月  字节跳动 / 后端开发实习生
① 参与推荐服务接口开发
② 编写单元测试 200 余个

项目经验 PROJECTS
2022/10 至 2023/03  校园二手交易平台  项目负责人
• 设计并实现商品发布与搜索模块
• 平台注册用户 3000 人

Skills 专业技能
Java、Go、MySQL、Redis`);
    assert.deepEqual(
      document.parts.map((part) => part.title),
      [
        '基本信息',
        '教育背景 | Education',
        '工作经历 Work Experience',
        '项目经验 PROJECTS',
        'Skills 专业技能',
      ],
    );
    assert.deepEqual(rows(document, 'education'), [
      ['华中科技大学', '计算机科学与技术 本科', '2019.09', '2023.06', 1],
    ]);
    assert.deepEqual(rows(document, 'work'), [
      ['杭州云栖科技有限公司', '后端开发工程师', '2023.07', '至今', 2],
      ['字节跳动', '后端开发实习生', '2022年4月', '2022年9月', 2],
    ]);
    assert.deepEqual(rows(document, 'project'), [
      ['校园二手交易平台', '项目负责人', '2022/10', '2023/03', 2],
    ]);
  });

  test('a line of two languages is a heading only when its Chinese side is one', () => {
    const document = parseResumeText(`王伟
13800138000

工作经历 Work Experience
2023.07 - 至今  杭州云栖科技有限公司  后端开发工程师
- 负责 Java Spring 服务开发`);
    const work = rows(document, 'work');
    assert.equal(work.length, 1);
    assert.equal(work[0]?.[4], 1, '"负责 Java Spring 服务开发" stays a bullet');
  });

  test('key-value entry blocks: 公司名称 / 职位 / 时间, 学校 / 专业 / 学历', () => {
    const document = parseResumeText(`李娜
手机：13912345678  邮箱：lina@example.com

工作经历
公司名称：中信证券股份有限公司  职位：研究部助理  时间：2023.07-至今
· 撰写行业研究报告 12 篇
· 维护上市公司财务数据库
公司名称：华泰证券
职位：实习生
时间：2022.06-2022.09
· 整理行业数据

教育背景
学校：复旦大学  专业：金融学  学历：硕士  时间：2020.09-2023.06
学校：武汉大学  专业：经济学  学历：本科  时间：2016.09-2020.06`);
    assert.deepEqual(rows(document, 'work'), [
      ['中信证券股份有限公司', '研究部助理', '2023.07', '至今', 2],
      ['华泰证券', '实习生', '2022.06', '2022.09', 1],
    ]);
    assert.deepEqual(rows(document, 'education'), [
      ['复旦大学', '金融学 硕士', '2020.09', '2023.06', 0],
      ['武汉大学', '经济学 本科', '2016.09', '2020.06', 0],
    ]);
  });

  test('role before organisation, names glued to roles, a degree in brackets', () => {
    const document = parseResumeText(`张敏
13800138000 / zhangmin@example.com

工作经历
产品经理 ｜ 美团 ｜ 2021.3 - 2022.4
▪ 负责外卖商家端产品规划
▪ 商家留存率提升 8%
腾讯科技有限公司后端开发工程师 2019.7-2021.2
- 负责消息推送平台

教育经历
北京大学（硕士）  信息管理  2018.9—2021.6
清华大学 学士 2014.9-2018.6`);
    assert.deepEqual(rows(document, 'work'), [
      ['美团', '产品经理', '2021.3', '2022.4', 2],
      ['腾讯科技有限公司', '后端开发工程师', '2019.7', '2021.2', 1],
    ]);
    assert.deepEqual(rows(document, 'education'), [
      ['北京大学', '硕士 信息管理', '2018.9', '2021.6', 0],
      ['清华大学', '学士', '2014.9', '2018.6', 0],
    ]);
  });
});

describe('Word tables', () => {
  test('a header row names the columns of the rows under it; a place column is dropped', () => {
    const document = parseResumeText(`赵磊
13800138000

工作经历
起止时间\t单位名称\t职位\t城市
2022.04~2025.06\t拼多多\t后端开发工程师\t上海
• 负责订单服务
2020.06~2022.01\t上海浦东发展银行\tUI设计师\t武汉
• 设计手机银行界面

教育经历
起止时间\t学校\t专业\t学历
2016.09~2020.06\t郑州大学\t会计学\t本科`);
    assert.deepEqual(rows(document, 'work'), [
      ['拼多多', '后端开发工程师', '2022.04', '2025.06', 1],
      ['上海浦东发展银行', 'UI设计师', '2020.06', '2022.01', 1],
    ]);
    assert.deepEqual(rows(document, 'education'), [['郑州大学', '会计学 本科', '2016.09', '2020.06', 0]]);
  });

  test('label and value cells in turn, and undated rows of a name and a role', () => {
    const document = parseResumeText(`赵磊
13800138000

工作经历
公司名称\t华为技术有限公司\t职位\t测试工程师
时间\t2021.03-2023.05\t城市\t深圳
负责自动化测试平台
编写测试用例 300 余条

项目经历
城市停车诱导系统\t项目负责人
牵头完成停车数据接入
仓储机器人路径规划\t后端开发
实现路径规划服务`);
    assert.deepEqual(rows(document, 'work'), [['华为技术有限公司', '测试工程师', '2021.03', '2023.05', 2]]);
    assert.deepEqual(rows(document, 'project'), [
      ['城市停车诱导系统', '项目负责人', '', '', 1],
      ['仓储机器人路径规划', '后端开发', '', '', 1],
    ]);
  });

  test('a table per part: empty value cells, a labelled city, 主要工作 over a project, lines above a labelled name', () => {
    const document = parseResumeText(`赵磊
13800138000

工作经历 Work Experience
时间：2021.03 - 2023.05\t公司：华为技术有限公司\t职位：测试工程师\t城市：深圳
负责自动化测试平台
编写测试用例 300 余条

项目经历 Projects
时间\t项目\t城市停车诱导系统
角色\t项目负责人
牵头完成停车数据接入
搭建车位预测服务
时间\t2020.06 - 2020.12\t项目\t仓储机器人路径规划
角色
主要工作
实现路径规划服务
压测并优化调度接口`);
    assert.deepEqual(rows(document, 'work'), [['华为技术有限公司', '测试工程师', '2021.03', '2023.05', 2]]);
    const work = document.parts.find((part) => part.kind === 'work');
    assert.equal(work?.shape === 'entries' && work.entries[0]?.place, '深圳');
    assert.deepEqual(
      document.parts.map((part) => part.title),
      ['基本信息', '工作经历 Work Experience', '项目经历 Projects'],
    );
    assert.deepEqual(rows(document, 'project'), [
      ['城市停车诱导系统', '项目负责人', '', '', 2],
      ['仓储机器人路径规划', '', '2020.06', '2020.12', 2],
    ]);
  });
});

describe('names', () => {
  test('a name set large in a narrow sidebar, wrapped over two lines, is one name', async () => {
    const { parseResume } = await import('../../src/reading/extract/parse-resume-text.ts');
    const lines = [
      { text: 'Joseph', fontSize: 20, x: 30 },
      { text: 'Sanchez', fontSize: 20, x: 30 },
      { text: 'joseph@example.com', fontSize: 9, x: 30 },
      { text: 'Experience', fontSize: 12, bold: true, x: 200 },
      { text: 'Acme Corp | Engineer | 2020 - 2023', fontSize: 10, x: 200 },
    ];
    const document = parseResume(
      { text: lines.map((line) => line.text).join('\n'), lines },
      { locale: 'en-US' },
    );
    const basic = document.parts[0];
    assert.ok(basic?.shape === 'kv');
    assert.deepEqual(basic.items[0], { key: 'Name', value: 'Joseph Sanchez' });
  });
});
