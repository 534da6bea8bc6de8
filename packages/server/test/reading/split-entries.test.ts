// Entries of experience, project and education parts in the layouts resumes use, with every date style kept as printed.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseResumeText } from '../../src/reading/extract/parse-resume-text.ts';
import { toResumeLines } from '../../src/reading/extract/resume-lines.ts';
import { entryHeaderOf, readEntries } from '../../src/reading/extract/split-entries.ts';
import type { PartKind, ResumeEntry } from '../../src/resume/resume-document.ts';

type Row = [title: string, subTitle: string, startTime: string, endTime: string, bullets: number];

function rows(text: string, kind: PartKind = 'work'): Row[] {
  return entriesOf(text, kind).map((entry) => [
    entry.title,
    entry.subTitle,
    entry.startTime,
    entry.endTime,
    entry.bullets.length,
  ]);
}

function entriesOf(text: string, kind: PartKind = 'work'): ResumeEntry[] {
  return readEntries(toResumeLines(text), kind);
}

describe('English layouts', () => {
  test('"Company, City — Role" with the dates on the next line', () => {
    const text = `Gilmore Financial, New Orleans, LA — Certified Public Accountant
Oct. 2021 – Current
- Meet with clients to discuss their accounting needs
- Compute taxes for clients during tax season
Harrison Money Management, New Orleans, LA, Accountant
Aug. 2020 – Oct. 2021
- Prepared tax returns for clients during tax season`;
    assert.deepEqual(rows(text), [
      ['Gilmore Financial', 'Certified Public Accountant', 'Oct. 2021', 'Current', 2],
      ['Harrison Money Management', 'Accountant', 'Aug. 2020', 'Oct. 2021', 1],
    ]);
  });

  test('"Company<tab>Town, Region" over "Role<tab>dates": the town is no bullet', () => {
    const text = `Northwind\tLakewood, Colorado
Systems Engineer\t03/2017 - 04/2019
- Scripted the setup of build servers
- Cut paging noise by half
Fabrikam\tDenver, Colorado
Support Engineer\t02/2015 - 02/2017
- Answered enterprise tickets`;
    assert.deepEqual(rows(text), [
      ['Northwind', 'Systems Engineer', '03/2017', '04/2019', 2],
      ['Fabrikam', 'Support Engineer', '02/2015', '02/2017', 1],
    ]);
  });

  test('the same without bullet marks, as a Word file reads: the layout of the first entry holds', () => {
    const text = `Alpine Technologies, Director of Operations
Jul. 2019 – Current
Manage four office locations and nine administrative staff
Automate client meeting scheduling
River Corporation, Senior Office Manager
Aug. 2015 – Jul. 2019
Managed office operations for a work site with over 250 employees
Implemented electronic badge access
Healthworx, Office Manager
Jan. 2013 – Aug. 2015
Automated appointment booking and reminders`;
    assert.deepEqual(rows(text), [
      ['Alpine Technologies', 'Director of Operations', 'Jul. 2019', 'Current', 2],
      ['River Corporation', 'Senior Office Manager', 'Aug. 2015', 'Jul. 2019', 2],
      ['Healthworx', 'Office Manager', 'Jan. 2013', 'Aug. 2015', 1],
    ]);
  });

  test('"Role at Company" and "Company | Role | dates"', () => {
    const text = `Senior Engineer at Stripe    Sep 2019 – Present
• Led the ledger rewrite
Square | Software Engineer | 09/2016 – 06/2019
• Built the risk engine
• Cut fraud losses by 30%`;
    assert.deepEqual(rows(text), [
      ['Stripe', 'Senior Engineer', 'Sep 2019', 'Present', 1],
      ['Square', 'Software Engineer', '09/2016', '06/2019', 2],
    ]);
  });

  test('dates first, then the organisation and role', () => {
    const text = `2016.07—2019.08  Globex Corporation  Software Engineer
- Built the billing pipeline in Go
2014 – 2016 Intern, Initech, Austin, TX.
- Wrote integration tests`;
    assert.deepEqual(rows(text), [
      ['Globex Corporation', 'Software Engineer', '2016.07', '2019.08', 1],
      ['Initech', 'Intern', '2014', '2016', 1],
    ]);
  });

  test('organisation and role on two lines, the dates beside the role or beside the organisation', () => {
    const text = `ABC Company
Software Engineer    May 2023 - Present
• Lead a cross-functional team of 5 engineers
DEF Organization
Software Engineer Intern    Summer 2022
• Re-architected the content editor
Enactus, University of La Verne    August 2013 – Present
Member
• Implement collective ideas to sponsor campus events
YMCA, Pomona, CA    Summer 2013, 2014
Volunteer Swim Coach
• Instructed classes of up to 15 children`;
    assert.deepEqual(rows(text, 'campus'), [
      ['ABC Company', 'Software Engineer', 'May 2023', 'Present', 1],
      ['DEF Organization', 'Software Engineer Intern', 'Summer 2022', '', 1],
      ['Enactus, University of La Verne', 'Member', 'August 2013', 'Present', 1],
      ['YMCA', 'Volunteer Swim Coach', 'Summer 2013, 2014', '', 1],
    ]);
  });

  test('"Company   City" over "Role   dates"', () => {
    const text = `Red Hat    Denver, Colorado
DevOps Engineer    01/2022 - Present
Developed and optimized CI/CD pipelines, reducing deployment time by 40%.
• Implemented Kubernetes container orchestration.
New Relic    Denver, Colorado
Site Reliability Engineer    05/2019 - 01/2022
• Designed Infrastructure as Code using Terraform.`;
    assert.deepEqual(rows(text), [
      ['Red Hat', 'DevOps Engineer', '01/2022', 'Present', 2],
      ['New Relic', 'Site Reliability Engineer', '05/2019', '01/2022', 1],
    ]);
  });

  test('a sidebar layout: role, organisation, then "dates / place"', () => {
    const text = `AWS DevOps Engineer
S&P Global
April 2019 - current / Birmingham, AL
· Built workflows to create immutable infrastructure in AWS
DevOps Engineer Level 1
Global Payments Inc.
June 2017 - January 2019 / Atlanta, GA
· Spearheaded hands-on development`;
    assert.deepEqual(rows(text), [
      ['S&P Global', 'AWS DevOps Engineer', 'April 2019', 'current', 1],
      ['Global Payments Inc.', 'DevOps Engineer Level 1', 'June 2017', 'January 2019', 1],
    ]);
  });

  test('the label of a bullet list is no bullet', () => {
    const text = `Acme | Engineer | 2019 - 2021
Key achievements:
• Cut costs by 20%
阿里巴巴 | 高级工程师 | 2021.07 - 至今
工作内容：
1. 负责交易链路核心服务`;
    assert.deepEqual(
      entriesOf(text).map((entry) => entry.bullets),
      [['Cut costs by 20%'], ['负责交易链路核心服务']],
    );
  });

  test('a line that mentions a year inside a sentence stays a bullet', () => {
    const text = `Acme | Engineer | 2019 - 2021
Led the move to Kubernetes in 2020 for all services
Won the 2021 hackathon with a team of four people from three offices`;
    assert.deepEqual(rows(text), [['Acme', 'Engineer', '2019', '2021', 2]]);
  });

  test('projects without dates between projects with dates', () => {
    const text = `BusTub | CMU 15-445 course
• Implemented a buffer pool with LRU-K
• Implemented a concurrent B+ tree
Multi-Raft KV store | MIT 6.824 course
• Implemented Raft leader election
ZYX consensus | Lab project    2021.11—2022.07
• Raised throughput from 1K to 6K TPS`;
    assert.deepEqual(rows(text, 'project'), [
      ['BusTub', 'CMU 15-445 course', '', '', 2],
      ['Multi-Raft KV store', 'MIT 6.824 course', '', '', 1],
      ['ZYX consensus', 'Lab project', '2021.11', '2022.07', 1],
    ]);
  });
});

describe('education layouts', () => {
  test('school then degree, degree then school, a degree line under a school line, a noted date', () => {
    const text = `University of Washington | B.S. in Computer Science | 09/2010 - 06/2014
M.S. in Information Systems, Waldorf College    2015 – 2017
Shanghai Jiao Tong University (SJTU), Shanghai, China    2013 – Present
Master student in Electronics Engineering (EE), expected March 2016
University of La Verne, La Verne, CA    Expected Graduation: June 2016
Bachelor of Arts, Business Administration
GPA: 3.5`;
    assert.deepEqual(rows(text, 'education'), [
      ['University of Washington', 'B.S. in Computer Science', '09/2010', '06/2014', 0],
      ['Waldorf College', 'M.S. in Information Systems', '2015', '2017', 0],
      [
        'Shanghai Jiao Tong University (SJTU)',
        'Master student in Electronics Engineering (EE)',
        '2013',
        'Present',
        1,
      ],
      ['University of La Verne', 'Bachelor of Arts, Business Administration', 'June 2016', '', 1],
    ]);
    assert.deepEqual(entriesOf(text, 'education')[2]?.bullets, ['expected March 2016']);
    assert.deepEqual(entriesOf(text, 'education')[3]?.bullets, ['GPA: 3.5']);
  });

  test('schools and degrees without dates', () => {
    const text = `Waldorf College
M.S. in Information Systems
Haverford University
B.S. in Computer Science`;
    assert.deepEqual(rows(text, 'education'), [
      ['Waldorf College', 'M.S. in Information Systems', '', '', 0],
      ['Haverford University', 'B.S. in Computer Science', '', '', 0],
    ]);
  });

  test('a sidebar: degree, major and school over the dates and the place', () => {
    const text = `B.S.
Computer Science
University of Alabama
September 2012 - June 2016
Tuscaloosa, AL`;
    assert.deepEqual(entriesOf(text, 'education'), [
      {
        title: 'University of Alabama',
        subTitle: 'B.S.',
        startTime: 'September 2012',
        endTime: 'June 2016',
        bullets: ['Computer Science'],
        place: 'Tuscaloosa, AL',
      },
    ]);
  });

  test('a role and its line of business stay one role beside an organisation printed with its place', () => {
    const text = `Harborline Mutual Insurance Company, Hartford, CT | Underwriting Assistant, Commercial Lines | 2020.08 - 2023.03
- Supported 3 underwriters`;
    assert.deepEqual(rows(text), [
      [
        'Harborline Mutual Insurance Company',
        'Underwriting Assistant, Commercial Lines',
        '2020.08',
        '2023.03',
        1,
      ],
    ]);
  });

  test('round 11: a long header cut by "|" (a merged employer with its note), a place with a note after it', () => {
    const text = `Prairie Ridge Health – Green Country Regional Medical Center, Tulsa, OK (formerly Green Country Health System; merged into Prairie Ridge Oct 2022) | Diagnostic Medical Sonographer II – General/OB-GYN; Vascular Lab cross-trainee | 2022.09 - Present
- Scan about 12-15 exams a shift
Gulfline Adjusting Group, LLC, Houston, TX (IA firm – deployed to carrier clients) | Independent Adjuster (1099) – CAT & Daily Claims | 2015.03 - 2018.11
- Closed 212 claims`;
    assert.deepEqual(rows(text), [
      [
        'Prairie Ridge Health – Green Country Regional Medical Center, Tulsa, OK (formerly Green Country Health System; merged into Prairie Ridge Oct 2022)',
        'Diagnostic Medical Sonographer II – General/OB-GYN; Vascular Lab cross-trainee',
        '2022.09',
        'Present',
        1,
      ],
      [
        'Gulfline Adjusting Group, LLC, Houston, TX (IA firm – deployed to carrier clients)',
        'Independent Adjuster (1099) – CAT & Daily Claims',
        '2015.03',
        '2018.11',
        1,
      ],
    ]);
  });

  test("round 18: dates inside a role give way to the range in its own cell; a department with a note; a post beside a role; the Coast Guard is no guard; a promotion arrow; a colon inside a degree's note", () => {
    const text = `尚义坝上风电有限公司（大营滩风电场） | 运行值班员 → 副值（2021.07） | 2020.04 - 2023.02
- 负责风机巡检
远川风电装备股份有限公司 售后服务部（经河北众联人力资源服务有限公司派遣） | 风机运维技术员 | 2016.07 - 2020.03
- 80米塔筒登塔作业
Clearwater Utilities | Lead Operator (days); Interim Chief Operator 09/2024–02/2025 | 2024.01 - Present
- Ran the plant on days
西安锦程人力资源服务有限公司（劳务派遣） | 前台 / 行政文员（派遣） | 2017.03 - 2021.03
- 负责前台接待
U.S. Coast Guard – USCGC Ashgrove (WLM-571), Portsmouth, VA | Machinery Technician (MK3 → MK2, Nov 2014) | 2012.06 - 2016.08
- Kept 2 MK3s on watch
江苏海澄风电装备有限公司（如东基地） | 塔筒焊工 → 埋弧焊组长 | 2016.08 - 2021.02
- 负责埋弧焊`;
    assert.deepEqual(rows(text), [
      ['尚义坝上风电有限公司（大营滩风电场）', '运行值班员 → 副值（2021.07）', '2020.04', '2023.02', 1],
      [
        '远川风电装备股份有限公司 售后服务部（经河北众联人力资源服务有限公司派遣）',
        '风机运维技术员',
        '2016.07',
        '2020.03',
        1,
      ],
      [
        'Clearwater Utilities',
        'Lead Operator (days); Interim Chief Operator 09/2024–02/2025',
        '2024.01',
        'Present',
        1,
      ],
      ['西安锦程人力资源服务有限公司（劳务派遣）', '前台 / 行政文员（派遣）', '2017.03', '2021.03', 1],
      [
        'U.S. Coast Guard – USCGC Ashgrove (WLM-571)',
        'Machinery Technician (MK3 → MK2, Nov 2014)',
        '2012.06',
        '2016.08',
        1,
      ],
      ['江苏海澄风电装备有限公司（如东基地）', '塔筒焊工 → 埋弧焊组长', '2016.08', '2021.02', 1],
    ]);
    assert.deepEqual(
      rows(
        '中国科学技术大学 | 硕士 核科学与技术（医学物理方向；论文：宫颈癌VMAT计划自动优化；GPA 3.62/4.3） | 2013.09 - 2016.06',
        'education',
      ),
      [
        [
          '中国科学技术大学',
          '硕士 核科学与技术（医学物理方向；论文：宫颈癌VMAT计划自动优化；GPA 3.62/4.3）',
          '2013.09',
          '2016.06',
          0,
        ],
      ],
    );
  });

  test('round 8: a role with its district, a name with its note, a year inside a name, two roles, 在读 and a long degree', () => {
    const text = `Harlow Home & Goods, Charlotte, NC (Carolinas Region) | District Manager – District 7 | 2022.03 - Present
- Oversee 13 stores
Trailhead Sports Co. (formerly Pineway Outfitters), Charlotte, NC | Store Manager – Store #0219 (SouthPark) | 2018.01 - 2022.02
- Ran a $6.8M store
佛山市南海区桂澜实验中学（佛山·南海） | 高中化学教师 / 化学备课组副组长 | 2022.09 - 至今
- 带高二3个班化学
佛山市南海区平洲第二中学（2021年更名为桂澜实验中学） | 高中化学教师、班主任 | 2019年8月 - 2022年7月
- 带了一届高三`;
    assert.deepEqual(rows(text), [
      [
        'Harlow Home & Goods, Charlotte, NC (Carolinas Region)',
        'District Manager – District 7',
        '2022.03',
        'Present',
        1,
      ],
      [
        'Trailhead Sports Co. (formerly Pineway Outfitters)',
        'Store Manager – Store #0219 (SouthPark)',
        '2018.01',
        '2022.02',
        1,
      ],
      ['佛山市南海区桂澜实验中学（佛山·南海）', '高中化学教师 / 化学备课组副组长', '2022.09', '至今', 1],
      [
        '佛山市南海区平洲第二中学（2021年更名为桂澜实验中学）',
        '高中化学教师、班主任',
        '2019年8月',
        '2022年7月',
        1,
      ],
    ]);
    const schools = `广东外语外贸大学（高等教育自学考试） | 自考本科（在读） 商务英语 | 2021.04 - 在读（预计2025.12）
广东轻工职业技术学院 | 大专 电子商务 | 2016.09 - 2019.06
University of St. Augustine for Health Sciences (Dallas campus) | Doctor of Physical Therapy (DPT) – in progress, Flex (part-time) program, expected Aug 2028 Physical Therapy | 2024.09 - 2028.08 (expected)`;
    assert.deepEqual(
      rows(
        'University of Wisconsin–Milwaukee (UWM) | MPA – in progress (part-time, 18 of 39 credits) Nonprofit Management | 2023.01 - Expected 2026.05',
        'education',
      ),
      [
        [
          'University of Wisconsin–Milwaukee (UWM)',
          'MPA – in progress (part-time, 18 of 39 credits) Nonprofit Management',
          '2023.01',
          '2026.05',
          0,
        ],
      ],
    );
    assert.deepEqual(rows(schools, 'education'), [
      [
        '广东外语外贸大学（高等教育自学考试）',
        '自考本科（在读） 商务英语',
        '2021.04',
        '在读（预计2025.12）',
        0,
      ],
      ['广东轻工职业技术学院', '大专 电子商务', '2016.09', '2019.06', 0],
      [
        'University of St. Augustine for Health Sciences (Dallas campus)',
        'Doctor of Physical Therapy (DPT) – in progress, Flex (part-time) program, expected Aug 2028 Physical Therapy',
        '2024.09',
        '2028.08 (expected)',
        0,
      ],
    ]);
  });

  test('the place printed with an organisation is kept as the entry’s place, not lost', () => {
    const text = `U.S. Air Force – 317th AMXS, Dyess AFB, TX | C-130J Crew Chief | 2016.07 - 2020.07
- trained 6 new Airmen (OJT)
Acme Corp, Austin, TX | Engineer | 2014.07 - 2016.07
- Built the billing service
Amazon (Seattle, WA) | Intern | 2013.06 - 2013.09
- Wrote tests
Initech | Analyst | 2012.01 - 2013.01
- Ran reports
腾讯科技有限公司，深圳 | 后端开发工程师 | 2010.07 - 2011.12
- 负责支付接口`;
    assert.deepEqual(
      entriesOf(text, 'work').map((entry) => [entry.title, entry.place]),
      [
        ['U.S. Air Force – 317th AMXS', 'Dyess AFB, TX'],
        ['Acme Corp', 'Austin, TX'],
        ['Amazon', 'Seattle, WA'],
        ['Initech', undefined],
        ['腾讯科技有限公司', '深圳'],
      ],
    );
  });

  test('Chinese: school, major and degree in either order, single spaces, an expected end', () => {
    const text = `北京理工大学 | 网络空间安全，网络空间安全学院 | 学术型硕士研究生    2021.09—2024.06（预计）
GPA: 3.62/4.0，主要研究方向为拜占庭共识算法。
硕士 | 清华大学 | 2019.09 - 2022.06
复旦大学 计算机科学与技术 本科 2015.09-2019.06
上海交通大学, 上海    2013 – 至今
在读硕士研究生 信息与通信工程, 预计 2016 年 3 月毕业`;
    assert.deepEqual(rows(text, 'education'), [
      ['北京理工大学', '学术型硕士研究生', '2021.09', '2024.06（预计）', 2],
      ['清华大学', '硕士', '2019.09', '2022.06', 0],
      ['复旦大学', '计算机科学与技术 本科', '2015.09', '2019.06', 0],
      ['上海交通大学', '在读硕士研究生 信息与通信工程', '2013', '至今', 1],
    ]);
    assert.deepEqual(entriesOf(text, 'education')[0]?.bullets, [
      '网络空间安全，网络空间安全学院',
      'GPA: 3.62/4.0，主要研究方向为拜占庭共识算法。',
    ]);
  });
});

describe('Chinese layouts', () => {
  test('separators, date styles, dates first, organisation over role, a city glued to a company', () => {
    const text = `字节跳动 | 后端开发工程师 | 2021.09 - 2025.06
· 负责推荐系统的服务治理
腾讯科技（深圳）有限公司  高级工程师  2021年9月 - 至今
1、设计并实现消息推送平台
2019-09 ~ 至今  阿里巴巴  数据分析师
- 搭建用户留存看板
美团
产品经理  2016.07—2019.08
- 负责外卖商家端
黑科技公司上海    2015 年 3 月 – 2015 年 5 月
实习 经理: 高富帅
• 实现了 xxx 特性`;
    assert.deepEqual(rows(text), [
      ['字节跳动', '后端开发工程师', '2021.09', '2025.06', 1],
      ['腾讯科技（深圳）有限公司', '高级工程师', '2021年9月', '至今', 1],
      ['阿里巴巴', '数据分析师', '2019-09', '至今', 1],
      ['美团', '产品经理', '2016.07', '2019.08', 1],
      ['黑科技公司', '实习', '2015 年 3 月', '2015 年 5 月', 2],
    ]);
    assert.deepEqual(entriesOf(text)[4]?.bullets, ['经理: 高富帅', '实现了 xxx 特性']);
  });

  test('a bullet wrapped at the margin of a laid-out page joins its first line', () => {
    const width = '独立负责业务后端的设计、开发、测试和部署，通过平台实现站内信模板渲染服务，向上';
    const entries = readEntries(
      toResumeLines([
        { text: '北京 ABCD 有限公司 | 后端开发实习生/XXXX\t2020.10—2021.03', fontSize: 10, x: 50 },
        { text: `• ${width}`, fontSize: 10, x: 55 },
        { text: '游提供 SDK 代码，完成了业务对站内信的多样需求。', fontSize: 10, x: 60 },
        { text: '• 参与需求分析和系统技术方案设计。', fontSize: 10, x: 55 },
      ]),
      'internship',
    );
    assert.deepEqual(entries, [
      {
        title: '北京 ABCD 有限公司',
        subTitle: '后端开发实习生/XXXX',
        startTime: '2020.10',
        endTime: '2021.03',
        bullets: [
          `${width}游提供 SDK 代码，完成了业务对站内信的多样需求。`,
          '参与需求分析和系统技术方案设计。',
        ],
      },
    ]);
  });
});

describe('lines of a laid-out page that end before the margin', () => {
  const header = {
    text: '中信证券 运营实习生 2023.5 ~ 2025.9',
    fontSize: 10,
    x: 48,
    right: 260,
    measureEnd: 547,
  };
  const line = (text: string, right: number) => ({ text, fontSize: 10, x: 48, right, measureEnd: 547 });

  test('are items of their own, however alike their lengths (no line ran to the margin)', () => {
    const entries = readEntries(
      toResumeLines([
        header,
        line('维护重点客户关系，年度回款率保持在98%以上', 258),
        line('组织线下品牌活动十余场，累计触达用户五万人次', 268),
        line('设计并上线会员积分体系，复购率提升8个百分点', 264),
      ]),
      'work',
    );
    assert.equal(entries[0]?.bullets.length, 3);
  });

  test('join the line before them when it ran to the margin without ending its sentence', () => {
    const entries = readEntries(
      toResumeLines([
        header,
        line('组织线下品牌活动十余场，协调线上投放、线下快闪与达人合作资源，累计触达用户五万人', 545),
        line('次，复购率提升8个百分点', 170),
        line('设计并上线会员积分体系', 160),
      ]),
      'work',
    );
    assert.deepEqual(entries[0]?.bullets, [
      '组织线下品牌活动十余场，协调线上投放、线下快闪与达人合作资源，累计触达用户五万人次，复购率提升8个百分点',
      '设计并上线会员积分体系',
    ]);
  });

  test('an unmarked line opening with a verb items start with (负责, 参与) is the next item, even after a full line', () => {
    const entries = readEntries(
      toResumeLines([
        header,
        line(
          '负责年度审计项目的现场执行工作，包括内控测试、实质性程序与底稿复核，按时出具审计报告并获得客户好评',
          538,
        ),
        line('编写自动化测试脚本，回归测试时间缩短70%', 248),
        line('组织线下品牌活动十余场，协调线上投放、线下快闪与达人合作资源，累计触达用户五万人', 545),
        line('次，复购率提升8个百分点', 170),
      ]),
      'work',
    );
    assert.deepEqual(entries[0]?.bullets, [
      '负责年度审计项目的现场执行工作，包括内控测试、实质性程序与底稿复核，按时出具审计报告并获得客户好评',
      '编写自动化测试脚本，回归测试时间缩短70%',
      '组织线下品牌活动十余场，协调线上投放、线下快闪与达人合作资源，累计触达用户五万人次，复购率提升8个百分点',
    ]);
  });
});

describe('a header field wrapped in a narrow column', () => {
  test('"… in" / "Journalism": the rest of the degree joins it, and is no bullet', () => {
    const text = [
      'Temple University\t09/2015 – 06/2019',
      'Bachelor of Business Administration in',
      'Journalism',
      '• Dean’s list, six semesters',
    ].join('\n');
    const [entry] = entriesOf(text, 'education');
    assert.equal(entry?.bullets.length, 1);
    assert.match(entry?.subTitle ?? '', /Administration in Journalism/);
  });
});

describe('undated entries of plain lines', () => {
  test('a project and its role set apart by wide blanks or a middle dot start an entry; a sentence does not', () => {
    const text = [
      '旅游攻略推荐网站  项目负责人    2023.09~2024.06',
      '负责小程序前端开发，上线后日活突破二十万',
      '城市停车诱导系统  核心开发',
      '搭建CI/CD流水线，发布效率提升三倍',
      '仓储机器人路径规划·组长',
      '带领团队完成路径规划算法选型',
      '对接A·B两个仓的调度系统，日均调度三千次',
    ].join('\n');
    assert.deepEqual(
      entriesOf(text, 'project').map((entry) => [entry.title, entry.subTitle, entry.bullets.length]),
      [
        ['旅游攻略推荐网站', '项目负责人', 1],
        ['城市停车诱导系统', '核心开发', 1],
        ['仓储机器人路径规划', '组长', 2],
      ],
    );
  });

  test('a project name alone, or a name and role a single blank apart, starts an entry among unmarked lines', () => {
    const text = [
      '员工绩效管理系统  核心开发    2024.07~2024.09',
      '跟进合同审核与法律风险评估工作',
      '社区团购小程序',
      '组织线下品牌活动十余场，累计触达用户五万人次',
      '实验室信息管理系统 产品负责人',
      '制定供应商考核标准，采购成本降低12%',
      '搭建实验室信息管理系统',
      '负责新媒体账号日常运营',
    ].join('\n');
    assert.deepEqual(
      entriesOf(text, 'project').map((entry) => [entry.title, entry.subTitle, entry.bullets.length]),
      [
        ['员工绩效管理系统', '核心开发', 1],
        ['社区团购小程序', '', 1],
        ['实验室信息管理系统', '产品负责人', 3],
      ],
    );
  });

  test('an undated "name：role" line starts an entry; "荣誉：优秀员工" under it is a line of it', () => {
    const text = [
      '社区团购小程序：算法负责人',
      '- 负责推荐算法选型',
      '荣誉：优秀员工',
      '企业知识库问答系统：后端开发',
      '- 撰写技术文档与接口说明',
    ].join('\n');
    assert.deepEqual(
      entriesOf(text, 'project').map((entry) => [entry.title, entry.subTitle, entry.bullets.length]),
      [
        ['社区团购小程序', '算法负责人', 2],
        ['企业知识库问答系统', '后端开发', 1],
      ],
    );
  });

  test('a role in brackets after an organisation, and an organisation with brackets of its own in brackets after a role', () => {
    assert.deepEqual(rows('中兴通讯股份有限公司（测试工程师）\t2021.09 - 2024.10\n- 编写测试用例'), [
      ['中兴通讯股份有限公司', '测试工程师', '2021.09', '2024.10', 1],
    ]);
    assert.deepEqual(rows('行政主管（网易（杭州）网络有限公司）\t2022年11月 - 至今\n- 负责行政采购'), [
      ['网易（杭州）网络有限公司', '行政主管', '2022年11月', '至今', 1],
    ]);
    // Beside a role of its own, the bracket says what the organisation does: the name keeps it.
    assert.deepEqual(
      rows(
        '苏州瑞麦电子商务有限公司（天猫/京东家居类目代运营） | 数据分析实习生 | 2023.07 - 2023.12\n- 搭建店铺日报',
      ),
      [['苏州瑞麦电子商务有限公司（天猫/京东家居类目代运营）', '数据分析实习生', '2023.07', '2023.12', 1]],
    );
  });

  test('a company name longer than twelve characters and its role a single blank apart are two fields', () => {
    assert.deepEqual(rows('中国移动通信集团浙江有限公司 行政主管 2021.08 - 2022.10\n负责公众号运营'), [
      ['中国移动通信集团浙江有限公司', '行政主管', '2021.08', '2022.10', 1],
    ]);
  });
});

describe('Chinese roles with Latin or seniority words', () => {
  test('"Java 开发工程师" and "高级 Java 工程师 / 架构组负责人" are each one role, not a role and bullets', () => {
    const text = [
      '杭州网易雷火科技有限公司 | Java 开发工程师 | 2019.07 - 2021.06',
      '- 开发游戏道具商城的支付回调和对账模块',
      '某某科技有限公司 | 高级 Java 工程师 / 架构组负责人 | 2017.07 - 2019.06',
      '- 负责订单系统重构',
    ].join('\n');
    assert.deepEqual(rows(text), [
      ['杭州网易雷火科技有限公司', 'Java 开发工程师', '2019.07', '2021.06', 1],
      ['某某科技有限公司', '高级 Java 工程师 / 架构组负责人', '2017.07', '2019.06', 1],
    ]);
  });

  test('a role’s brackets beside its organisation are a note on the role; a level after a title is no name', () => {
    const text = [
      '湖南省人民医院 | 临床药师（抗感染专业） | 2019.03 - 至今',
      '- 日均审方约1200组',
      'Northbeam Pay | Software Development Engineer in Test II | 2022.04 - Present',
      '- Built the Playwright suite',
    ].join('\n');
    assert.deepEqual(rows(text), [
      ['湖南省人民医院', '临床药师（抗感染专业）', '2019.03', '至今', 1],
      ['Northbeam Pay', 'Software Development Engineer in Test II', '2022.04', 'Present', 1],
    ]);
  });

  test('a role with its area after a comma, or a note in brackets with a colon, is one role', () => {
    const text = [
      'Cream City Bearing & Drive, Inc. | Senior Account Executive, OEM Accounts | 2022.01 - Present',
      '- Own 34 OEM accounts',
      'Cream City Bearing & Drive, Inc. | Account Executive (Territory: SE Wisconsin) | 2019.03 - 2021.12',
      '- Covered 120+ MRO accounts',
    ].join('\n');
    assert.deepEqual(rows(text), [
      ['Cream City Bearing & Drive, Inc.', 'Senior Account Executive, OEM Accounts', '2022.01', 'Present', 1],
      [
        'Cream City Bearing & Drive, Inc.',
        'Account Executive (Territory: SE Wisconsin)',
        '2019.03',
        '2021.12',
        1,
      ],
    ]);
  });

  test('a role with its department after a comma stays the role; the organisation beside it stays the employer', () => {
    const text = [
      'Clerk of the Circuit Court of Cook County | Records Clerk, Civil Division | 2012.07 - 2014.09',
      '- Pulled about 200 case files a day',
    ].join('\n');
    assert.deepEqual(rows(text), [
      ['Clerk of the Circuit Court of Cook County', 'Records Clerk, Civil Division', '2012.07', '2014.09', 1],
    ]);
  });

  test('a header with a long degree field between "|" cells is still a header', () => {
    const text = [
      'The University of North Carolina at Greensboro | MS Nutrition (combined MS / Dietetic Internship, 1,200 supervised practice hrs) | 2014.08 - 2016.05',
      'North Carolina State University | BS Food Science | 2010.08 - 2014.05',
    ].join('\n');
    assert.deepEqual(rows(text), [
      [
        'The University of North Carolina at Greensboro',
        'MS Nutrition (combined MS / Dietetic Internship, 1,200 supervised practice hrs)',
        '2014.08',
        '2016.05',
        0,
      ],
      ['North Carolina State University', 'BS Food Science', '2010.08', '2014.05', 0],
    ]);
  });

  test('a Chinese organisation and its department or branch, printed with a space, are one organisation', () => {
    const text = [
      '东鼎证券股份有限公司 研究所 | 研究助理 | 2021.12 - 2022.12',
      '- 搭建储能方向数据库',
      '招商银行 深圳分行 | 对公客户经理 | 2019.07 - 2021.11',
      '- 管户企业40余家',
    ].join('\n');
    assert.deepEqual(rows(text), [
      ['东鼎证券股份有限公司 研究所', '研究助理', '2021.12', '2022.12', 1],
      ['招商银行 深圳分行', '对公客户经理', '2019.07', '2021.11', 1],
    ]);
  });
});

describe('a line broken at a hyphen', () => {
  test('a word broken at the margin is one word again; a hyphenated word keeps its hyphen', () => {
    const [entry] = entriesOf(
      [
        'Acme Corp | Backend Engineer | 2019.01 - 2021.06',
        '- Built the ledger service for high-through-',
        'put settlement jobs',
        '- Led a cross-',
        'functional team of 4',
        '- Wrote state-of-the-',
        'art docs',
      ].join('\n'),
    );
    assert.deepEqual(entry?.bullets, [
      'Built the ledger service for high-throughput settlement jobs',
      'Led a cross-functional team of 4',
      'Wrote state-of-the-art docs',
    ]);
  });
});

describe('the objective line', () => {
  test('an objective with a dash is one objective; contacts parted by dashes are still parted', () => {
    const document = parseResumeText(
      [
        'Oleksandr Kravets',
        'o.kravets@outlook.com – +1 (425) 555-0196',
        'Objective: Senior QA Engineer / SDET – Payments',
        '',
        'Experience',
        'Northbeam Pay | QA Engineer | 2022.04 - Present',
        '- Built the Playwright suite',
      ].join('\n'),
    );
    const basic = document.parts.find((part) => part.kind === 'basic');
    assert.ok(basic?.shape === 'kv');
    const values = basic.items.map((item) => item.value);
    assert.ok(values.includes('Senior QA Engineer / SDET – Payments'), values.join(' | '));
    assert.ok(values.includes('o.kravets@outlook.com') && values.includes('+1 (425) 555-0196'));
    assert.ok(!document.parts.some((part) => part.kind === 'other'));
  });
});

describe('entryHeaderOf', () => {
  test('the dates apart from the words, with what else the line holds', () => {
    assert.deepEqual(entryHeaderOf('Acme | Engineer | Sep 2019 – Present'), {
      startTime: 'Sep 2019',
      endTime: 'Present',
      rest: 'Acme | Engineer | \t',
      cells: true,
      qualified: false,
      bracketed: false,
      fillsBrackets: false,
      betweenFields: false,
    });
    assert.equal(entryHeaderOf('Expected Graduation: June 2016')?.qualified, true);
    // A dash the file did not keep: two dates with only a gap between them are a range.
    assert.deepEqual(
      [
        entryHeaderOf('Acme\tSep. 2023  Mar. 2024')?.startTime,
        entryHeaderOf('Acme\tSep. 2023  Mar. 2024')?.endTime,
      ],
      ['Sep. 2023', 'Mar. 2024'],
    );
    assert.equal(entryHeaderOf('Acme\t2021 Present')?.endTime, 'Present');
    assert.equal(entryHeaderOf('B.S., expected May 2025')?.qualified, true);
    assert.equal(entryHeaderOf('北京大学\t预计 2025 年 6 月')?.qualified, true);
  });

  test('a year inside a sentence is no header', () => {
    assert.equal(entryHeaderOf('Led the move to Kubernetes in 2020'), undefined);
    assert.equal(entryHeaderOf('Grew revenue 2021 by a lot for the team'), undefined);
    assert.equal(entryHeaderOf('主要研究成果发表于 2021 年的期刊。'), undefined);
  });
});

describe('in a whole resume', () => {
  test('entry parts of every kind are read with their kind', () => {
    const document = parseResumeText(`Jane Doe
jane@example.com

INTERNSHIPS
Google | SWE Intern | Jun 2018 – Aug 2018
- Built a dashboard

LEADERSHIP
Chess Club | President | 2016 - 2018
- Grew membership to 80
`);
    assert.deepEqual(
      document.parts.map((part) => [part.kind, part.shape]),
      [
        ['basic', 'kv'],
        ['internship', 'entries'],
        ['campus', 'entries'],
      ],
    );
  });
});
