// Matching typed job titles to families: Chinese, English and mixed titles with seniority and qualifiers,
// full-width forms, and titles that must match nothing rather than the wrong family.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { JOB_FAMILIES } from '../../src/knowledge/job-families.ts';
import { JobMatcher, matchJob, parseJobTitle, type Seniority } from '../../src/knowledge/match-job.ts';

/** Titles people type, and the family each must match. */
const EXPECTED: readonly (readonly [string, string])[] = [
  // Chinese
  ['前端工程师（实习）', 'frontend-engineer'],
  ['前端开发工程师', 'frontend-engineer'],
  ['Web前端开发', 'frontend-engineer'],
  ['H5开发', 'frontend-engineer'],
  ['Java开发', 'backend-engineer'],
  ['Java后端开发工程师', 'backend-engineer'],
  ['高级Go开发工程师', 'backend-engineer'],
  ['服务端开发', 'backend-engineer'],
  ['Python开发工程师', 'backend-engineer'],
  ['全栈工程师', 'full-stack-engineer'],
  ['Java全栈开发', 'full-stack-engineer'],
  ['iOS开发工程师', 'mobile-engineer'],
  ['安卓开发', 'mobile-engineer'],
  ['Flutter开发工程师', 'mobile-engineer'],
  ['软件测试工程师', 'qa-engineer'],
  ['测试开发工程师', 'qa-engineer'],
  ['自动化测试', 'qa-engineer'],
  ['运维工程师', 'devops-engineer'],
  ['SRE工程师', 'devops-engineer'],
  ['嵌入式软件工程师', 'embedded-engineer'],
  ['单片机开发', 'embedded-engineer'],
  ['大数据开发工程师', 'data-engineer'],
  ['数仓开发', 'data-engineer'],
  ['数据分析师', 'data-analyst'],
  ['商业分析师', 'data-analyst'],
  ['机器学习工程师', 'data-scientist'],
  ['大模型算法工程师', 'data-scientist'],
  ['推荐算法工程师', 'algorithm-engineer'],
  ['NLP算法工程师', 'algorithm-engineer'],
  ['计算机视觉工程师', 'algorithm-engineer'],
  ['高级产品经理', 'product-manager'],
  ['产品总监', 'product-manager'],
  ['B端产品经理', 'product-manager'],
  ['UI设计师', 'ui-ux-designer'],
  ['交互设计师', 'ui-ux-designer'],
  ['平面设计师', 'graphic-designer'],
  ['电商美工', 'graphic-designer'],
  ['市场营销专员', 'marketing-specialist'],
  ['品牌经理', 'marketing-specialist'],
  ['新媒体运营', 'new-media-operations'],
  ['抖音运营', 'new-media-operations'],
  ['短视频运营', 'new-media-operations'],
  ['内容运营', 'content-operations'],
  ['文案策划', 'content-operations'],
  ['用户运营', 'user-operations'],
  ['社群运营', 'user-operations'],
  ['活动运营专员', 'user-operations'],
  ['电商运营', 'ecommerce-operations'],
  ['天猫运营', 'ecommerce-operations'],
  ['销售代表', 'sales-representative'],
  ['大客户经理', 'sales-representative'],
  ['外贸业务员', 'sales-representative'],
  ['医药代表', 'sales-representative'],
  ['客服专员', 'customer-service'],
  ['售后客服', 'customer-service'],
  ['财务分析师', 'financial-analyst'],
  ['会计', 'accountant'],
  ['出纳', 'accountant'],
  ['财务经理', 'accountant'],
  ['审计', 'auditor'],
  ['内审专员', 'auditor'],
  ['人力资源专员', 'hr-generalist'],
  ['招聘专员', 'recruiter'],
  ['猎头顾问', 'recruiter'],
  ['行政专员', 'administrative-assistant'],
  ['前台文员', 'administrative-assistant'],
  ['总经理助理', 'administrative-assistant'],
  ['供应链计划', 'supply-chain-specialist'],
  ['采购专员', 'procurement-specialist'],
  ['仓库管理员', 'logistics-specialist'],
  ['报关员', 'logistics-specialist'],
  ['律师', 'lawyer'],
  ['法务专员', 'lawyer'],
  ['护士', 'nurse'],
  ['ICU护士', 'nurse'],
  ['儿科护士', 'nurse'],
  ['临床医生', 'doctor'],
  ['主治医师', 'doctor'],
  ['执业药师', 'pharmacist'],
  ['高中数学老师', 'teacher'],
  ['幼儿园老师', 'teacher'],
  ['Java讲师', 'teacher'],
  ['机械设计工程师', 'mechanical-engineer'],
  ['土木工程师', 'civil-engineer'],
  ['施工员', 'civil-engineer'],
  ['电气工程师', 'electrical-engineer'],
  ['PLC工程师', 'electrical-engineer'],
  ['项目经理', 'project-manager'],
  ['IT项目经理', 'project-manager'],
  ['酒店前台', 'hotel-hospitality'],
  ['公务员', 'civil-servant'],
  ['选调生', 'civil-servant'],
  ['英语翻译', 'translator'],
  ['同声传译', 'translator'],
  ['新闻记者', 'journalist-editor'],
  ['图书编辑', 'journalist-editor'],
  ['2025届校招 前端开发', 'frontend-engineer'],
  // English
  ['Sr. React dev', 'frontend-engineer'],
  ['Senior Frontend Engineer', 'frontend-engineer'],
  ['front-end developer', 'frontend-engineer'],
  ['Backend Engineer', 'backend-engineer'],
  ['Software Engineer II', 'backend-engineer'],
  ['Senior Software Engineer, Payments', 'backend-engineer'],
  ['Java Developer', 'backend-engineer'],
  ['SDE', 'backend-engineer'],
  ['Full Stack Developer', 'full-stack-engineer'],
  ['iOS Engineer', 'mobile-engineer'],
  ['Android Developer', 'mobile-engineer'],
  ['React Native Developer', 'mobile-engineer'],
  ['QA Engineer', 'qa-engineer'],
  ['SDET', 'qa-engineer'],
  ['DevOps Engineer', 'devops-engineer'],
  ['Site Reliability Engineer', 'devops-engineer'],
  ['Data Engineer', 'data-engineer'],
  ['Junior Data Analyst', 'data-analyst'],
  ['Data Scientist', 'data-scientist'],
  ['Machine Learning Engineer', 'data-scientist'],
  ['Computer Vision Engineer', 'algorithm-engineer'],
  ['Product Manager', 'product-manager'],
  ['Head of Product', 'product-manager'],
  ['Associate Product Manager', 'product-manager'],
  ['Product Designer', 'ui-ux-designer'],
  ['UX Researcher', 'ui-ux-designer'],
  ['Graphic Designer', 'graphic-designer'],
  ['Digital Marketing Specialist', 'marketing-specialist'],
  ['Marketing Manager', 'marketing-specialist'],
  ['Social Media Manager', 'new-media-operations'],
  ['Copywriter', 'content-operations'],
  ['Community Manager', 'user-operations'],
  ['Amazon Specialist', 'ecommerce-operations'],
  ['Account Executive', 'sales-representative'],
  ['Sales Representative', 'sales-representative'],
  ['Customer Support Specialist', 'customer-service'],
  ['Financial Analyst', 'financial-analyst'],
  ['FP&A Analyst', 'financial-analyst'],
  ['Staff Accountant', 'accountant'],
  ['Tax Accountant', 'accountant'],
  ['Internal Auditor', 'auditor'],
  ['HR Generalist', 'hr-generalist'],
  ['Talent Acquisition Specialist', 'recruiter'],
  ['Executive Assistant', 'administrative-assistant'],
  ['Office Manager', 'administrative-assistant'],
  ['Supply Chain Analyst', 'supply-chain-specialist'],
  ['Operations Manager', 'supply-chain-specialist'],
  ['Procurement Specialist', 'procurement-specialist'],
  ['Buyer', 'procurement-specialist'],
  ['Logistics Coordinator', 'logistics-specialist'],
  ['Warehouse Supervisor', 'logistics-specialist'],
  ['Attorney', 'lawyer'],
  ['Paralegal', 'lawyer'],
  ['Registered Nurse - ICU', 'nurse'],
  ['Charge Nurse', 'nurse'],
  ['Physician', 'doctor'],
  ['Family Physician', 'doctor'],
  ['Clinical Pharmacist', 'pharmacist'],
  ['High School Math Teacher', 'teacher'],
  ['ESL Teacher', 'teacher'],
  ['Mechanical Engineer', 'mechanical-engineer'],
  ['Civil Engineer', 'civil-engineer'],
  ['Structural Engineer', 'civil-engineer'],
  ['Electrical Engineer', 'electrical-engineer'],
  ['Controls Engineer', 'electrical-engineer'],
  ['Project Manager', 'project-manager'],
  ['Scrum Master', 'project-manager'],
  ['Front Desk Agent', 'hotel-hospitality'],
  ['Concierge', 'hotel-hospitality'],
  ['Civil Servant', 'civil-servant'],
  ['Policy Officer', 'civil-servant'],
  ['Translator', 'translator'],
  ['Interpreter', 'translator'],
  ['Journalist', 'journalist-editor'],
  ['Copy Editor', 'journalist-editor'],
  ['Engineer (Backend)', 'backend-engineer'],
  // Mixed, full-width and odd casing
  ['Java后端', 'backend-engineer'],
  ['UI/UX设计师', 'ui-ux-designer'],
  ['ＵＩ设计师', 'ui-ux-designer'],
  ['Ｊａｖａ开发', 'backend-engineer'],
  ['React前端开发（实习）', 'frontend-engineer'],
  ['HR专员', 'hr-generalist'],
  ['Python数据分析', 'data-analyst'],
  ['BI分析师', 'data-analyst'],
  ['SEO专员', 'marketing-specialist'],
  ['PMP项目经理', 'project-manager'],
  ['AI产品经理', 'product-manager'],
  ['iOS开发（高级）', 'mobile-engineer'],
  ['QA测试', 'qa-engineer'],
  ['FRONTEND ENGINEER', 'frontend-engineer'],
  ['frontend engineer (remote)', 'frontend-engineer'],
  ['  产品经理  ', 'product-manager'],
  ['高级ｊａｖａ工程师【急招】', 'backend-engineer'],
];

/** Titles that name no family we know, or are too vague to pick one: no match at all. */
const UNMATCHED: readonly string[] = [
  'Beekeeper',
  '宇航员',
  'Astronaut',
  'Pilot',
  '飞行员',
  '厨师',
  'Chef',
  'Barista',
  '咖啡师',
  'Plumber',
  '电工',
  '保安',
  '快递员',
  'Delivery Driver',
  '演员',
  'Actor',
  '宠物医生',
  'Veterinarian',
  'Nurse Shark Researcher',
  'Engineer',
  '工程师',
  'Manager',
  '经理',
  '高级经理',
  'Senior Manager',
  'Intern',
  '实习生',
  'Developer',
  '开发',
  'Designer',
  '设计师',
  'Analyst',
  'Consultant',
  '顾问',
  '硬件工程师',
  'Game Designer',
  'Interior Designer',
  '服装设计师',
  'Photographer',
  '摄影师',
  'Art Director',
  'CEO',
  'Research Scientist',
  'Clinical Research Associate',
  'Data',
  '数据',
  '前端 后端',
  'Nurse / Teacher',
  'Lorem ipsum dolor',
  '',
  '   ',
  '!!!',
  '12345',
  '（实习）',
];

describe('matchJob', () => {
  test(`matches all ${EXPECTED.length} typed titles to their family`, () => {
    const misses = EXPECTED.filter(([title, id]) => matchJob(title)?.family.id !== id).map(
      ([title, id]) => `${title}: expected ${id}, got ${matchJob(title)?.family.id ?? 'nothing'}`,
    );
    assert.deepEqual(misses, []);
  });

  test('covers Chinese, English and mixed titles', () => {
    const han = EXPECTED.filter(([title]) => /\p{Script=Han}/u.test(title) && !/[A-Za-z]/.test(title));
    const latin = EXPECTED.filter(([title]) => !/\p{Script=Han}/u.test(title));
    const mixed = EXPECTED.filter(
      ([title]) => /\p{Script=Han}/u.test(title) && /[A-Za-zＡ-Ｚａ-ｚ]/.test(title),
    );
    assert.ok(EXPECTED.length >= 80);
    assert.ok(han.length >= 30 && latin.length >= 30 && mixed.length >= 10);
  });

  test('matches nothing rather than the wrong family', () => {
    const wrong = UNMATCHED.filter((title) => matchJob(title) !== undefined).map(
      (title) => `${title} → ${matchJob(title)?.family.id}`,
    );
    assert.deepEqual(wrong, []);
  });

  test('scores a match in (0.5, 1], full for a title that is all known words', () => {
    assert.equal(matchJob('Senior Frontend Engineer')?.score, 1);
    const partial = matchJob('区块链前端工程师');
    assert.equal(partial?.family.id, 'frontend-engineer');
    assert.ok(partial && partial.score > 0.5 && partial.score < 1);
  });

  test('ignores case and full-width forms', () => {
    assert.deepEqual(matchJob('ＦＲＯＮＴＥＮＤ　ＥＮＧＩＮＥＥＲ'), matchJob('frontend engineer'));
    assert.deepEqual(matchJob('Ｐｙｔｈｏｎ开发'), matchJob('python开发'));
  });

  test('prefers the longest known phrase: React Native is mobile, not frontend', () => {
    assert.equal(matchJob('React')?.family.id, 'frontend-engineer');
    assert.equal(matchJob('React Native')?.family.id, 'mobile-engineer');
    assert.equal(matchJob('产品运营')?.family.id, 'user-operations');
    assert.equal(matchJob('产品')?.family.id, 'product-manager');
  });

  test('a matcher is built from any list of families', () => {
    const only = JOB_FAMILIES.filter((family) => family.id === 'nurse');
    const matcher = new JobMatcher(only);
    assert.equal(matcher.match('Registered Nurse')?.family.id, 'nurse');
    assert.equal(matcher.match('Frontend Engineer'), undefined);
  });
});

describe('parseJobTitle', () => {
  const cases: readonly (readonly [string, Seniority | undefined, string, string[]])[] = [
    ['前端工程师（实习）', 'intern', '前端工程师', ['实习']],
    ['Sr. React dev', 'senior', 'react dev', []],
    ['Registered Nurse - ICU', undefined, 'registered nurse', ['ICU']],
    ['Java开发', undefined, 'java开发', []],
    ['高级产品经理', 'senior', '产品经理', []],
    ['资深Java工程师', 'senior', 'java工程师', []],
    ['销售主管', 'lead', '销售', []],
    ['财务经理', 'manager', '财务', []],
    ['市场总监', 'director', '市场', []],
    ['Head of Marketing', 'director', 'marketing', []],
    ['VP of Engineering', 'executive', 'engineering', []],
    ['Staff Software Engineer', 'principal', 'software engineer', []],
    ['Engineering Manager', 'manager', 'engineering', []],
    ['Junior Data Analyst', 'junior', 'data analyst', []],
    ['初级会计', 'junior', '会计', []],
    ['中级会计师', 'mid', '会计师', []],
    ['项目经理', undefined, '项目经理', []],
    ['Product Manager', undefined, 'product manager', []],
    ['销售主管（实习）', 'intern', '销售', ['实习']],
    ['Software Engineer II', 'mid', 'software engineer', []],
    ['Senior Software Engineer, Payments', 'senior', 'software engineer', ['Payments']],
  ];
  for (const [title, seniority, core, qualifiers] of cases) {
    test(title, () => {
      const parsed = parseJobTitle(title);
      assert.equal(parsed.original, title.trim());
      assert.equal(parsed.seniority, seniority);
      assert.equal(parsed.core, core);
      assert.deepEqual(parsed.qualifiers, qualifiers);
    });
  }

  test('keeps the title as typed, trimmed', () => {
    assert.equal(parseJobTitle('  Ｓｒ. Nurse  ').original, 'Ｓｒ. Nurse');
    assert.equal(parseJobTitle('  Ｓｒ. Nurse  ').seniority, 'senior');
  });
});
