// Job titles in a model's line, case by case as models write them (zh and en, many occupations): a title raised,
// a lesser word dropped (助理, 副, 实习, Interim, Contract) or a level added is caught; the same title written another
// way (short forms, word order, a title and its department) is kept.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FactGuard } from '../../src/generation/llm/fact-guard.ts';
import { casesJudgedWrong, type GuardCase } from '../helpers/guard-cases.ts';

interface Job {
  org: string;
  role: string;
  dates: string;
  bullets?: string[];
}

const ZH = { name: '张伟 | 139 1234 5678', work: '工作经历', summary: '个人简介' };
const EN = { name: 'Jordan Ellis | (312) 555-0147', work: 'Work Experience', summary: 'Summary' };

function build(lang: 'zh' | 'en', jobs: Job[], summary: string[] = []): { source: string; own: string[] } {
  const h = lang === 'zh' ? ZH : EN;
  const source: string[] = [h.name];
  const own: string[] = [];
  if (summary.length > 0) {
    source.push(h.summary, ...summary.map((line) => `- ${line}`));
    own.push(`## ${h.summary}`, ...summary.map((line) => `- ${line}`));
  }
  source.push(h.work);
  own.push(`## ${h.work}`);
  jobs.forEach((job, index) => {
    source.push(`${job.org} | ${job.role} | ${job.dates}`, ...(job.bullets ?? []).map((b) => `- ${b}`));
    own.push(
      `${index + 1}. ${job.org} | ${job.role} | ${job.dates}`,
      ...(job.bullets ?? []).map((b) => `   - ${b}`),
    );
  });
  return { source: source.join('\n'), own };
}

const j = (org: string, role: string, dates: string, ...bullets: string[]): Job => ({
  org,
  role,
  dates,
  bullets,
});

/** The model rewrote the entry line of job `at` (0-based) as `org | role | dates` given. */
function entry(
  lang: 'zh' | 'en',
  jobs: Job[],
  at: number,
  model: string,
  must: boolean,
  note: string,
): GuardCase {
  const { source, own } = build(lang, jobs);
  const h = lang === 'zh' ? ZH : EN;
  const lines = [`## ${h.work}`];
  for (let i = 0; i < at; i += 1)
    lines.push(`${i + 1}. ${jobs[i]!.org} | ${jobs[i]!.role} | ${jobs[i]!.dates}`);
  lines.push(`${at + 1}. ${model}`);
  return [source, own, lines, lines.length - 1, must, note];
}

/** The model rewrote a bullet under job `at` (its entry line as the person's own). */
function bullet(
  lang: 'zh' | 'en',
  jobs: Job[],
  at: number,
  model: string,
  must: boolean,
  note: string,
): GuardCase {
  const { source, own } = build(lang, jobs);
  const h = lang === 'zh' ? ZH : EN;
  const lines = [`## ${h.work}`];
  for (let i = 0; i <= at; i += 1)
    lines.push(`${i + 1}. ${jobs[i]!.org} | ${jobs[i]!.role} | ${jobs[i]!.dates}`);
  lines.push(`   - ${model}`);
  return [source, own, lines, lines.length - 1, must, note];
}

/** The model rewrote a summary line. */
function summary(
  lang: 'zh' | 'en',
  jobs: Job[],
  own: string[],
  model: string,
  must: boolean,
  note: string,
): GuardCase {
  const built = build(lang, jobs, own);
  const h = lang === 'zh' ? ZH : EN;
  const lines = [`## ${h.summary}`, `- ${model}`];
  return [built.source, built.own, lines, 1, must, note];
}

const cases: GuardCase[] = [
  // ───────────────────────────── zh: inventions (must be changed) ─────────────────────────────
  entry(
    'zh',
    [j('北京协和医院', '护师（心内科）', '2016.07 - 至今', '负责心内科病房患者护理')],
    0,
    '北京协和医院 | 主管护师（心内科） | 2016.07 - 至今',
    true,
    '护师 → 主管护师',
  ),
  entry(
    'zh',
    [j('浙江大学医学院附属第一医院', '护士', '2018.08 - 至今', '负责普外科病房12张床位')],
    0,
    '浙江大学医学院附属第一医院 | 护士长 | 2018.08 - 至今',
    true,
    '护士 → 护士长',
  ),
  entry(
    'zh',
    [j('永辉超市（福州五四路店）', '店长助理', '2019.03 - 2022.06', '协助店长排班和盘点')],
    0,
    '永辉超市（福州五四路店） | 店长 | 2019.03 - 2022.06',
    true,
    '助理 removed: 店长助理 → 店长',
  ),
  entry(
    'zh',
    [j('招商银行深圳分行', '客户经理助理', '2020.07 - 2023.02', '协助客户经理维护对公客户')],
    0,
    '招商银行深圳分行 | 客户经理 | 2020.07 - 2023.02',
    true,
    '助理 removed: 客户经理助理 → 客户经理',
  ),
  entry(
    'zh',
    [j('华润万家', '副店长', '2017.05 - 2021.12', '负责生鲜区陈列与损耗控制')],
    0,
    '华润万家 | 店长 | 2017.05 - 2021.12',
    true,
    '副 removed: 副店长 → 店长',
  ),
  entry(
    'zh',
    [j('中南大学湘雅二医院', '副主任医师（心血管内科）', '2015.09 - 至今', '年均完成冠脉介入手术200余台')],
    0,
    '中南大学湘雅二医院 | 主任医师（心血管内科） | 2015.09 - 至今',
    true,
    '副 removed: 副主任医师 → 主任医师',
  ),
  entry(
    'zh',
    [j('广州恒达贸易有限公司', '实习会计', '2021.07 - 2021.12', '协助录入凭证、整理发票')],
    0,
    '广州恒达贸易有限公司 | 会计 | 2021.07 - 2021.12',
    true,
    '实习 removed: 实习会计 → 会计',
  ),
  entry(
    'zh',
    [j('中建三局', '助理工程师（施工）', '2019.07 - 2022.06', '负责主体结构施工现场管理')],
    0,
    '中建三局 | 工程师（施工） | 2019.07 - 2022.06',
    true,
    '助理 removed: 助理工程师 → 工程师',
  ),
  entry(
    'zh',
    [j('万科物业', '行政专员', '2018.03 - 2021.05', '负责办公用品采购与会议安排')],
    0,
    '万科物业 | 行政主管 | 2018.03 - 2021.05',
    true,
    '专员 → 主管',
  ),
  entry(
    'zh',
    [j('三一重工', '机械设计工程师', '2016.07 - 2022.03', '负责泵车臂架结构设计')],
    0,
    '三一重工 | 资深机械设计工程师 | 2016.07 - 2022.03',
    true,
    '资深 added',
  ),
  entry(
    'zh',
    [j('格力电器', '销售代表', '2019.02 - 至今', '负责福州地区经销商维护')],
    0,
    '格力电器 | 销售经理 | 2019.02 - 至今',
    true,
    '销售代表 → 销售经理',
  ),
  entry(
    'zh',
    [j('北京市第八中学', '语文教师（代课）', '2020.09 - 2021.07', '担任初二两个班语文教学')],
    0,
    '北京市第八中学 | 语文教师 | 2020.09 - 2021.07',
    true,
    '代课 (substitute) made permanent',
  ),
  entry(
    'zh',
    [j('中铁建设集团', '项目经理（代理）', '2022.01 - 2022.08', '原项目经理调离期间主持项目部工作')],
    0,
    '中铁建设集团 | 项目经理 | 2022.01 - 2022.08',
    true,
    '代理 (acting) removed',
  ),
  entry(
    'zh',
    [j('京东物流华东分拣中心', '仓库管理员', '2018.06 - 2023.01', '负责入库验收和库位管理')],
    0,
    '京东物流华东分拣中心 | 仓储主管 | 2018.06 - 2023.01',
    true,
    '仓库管理员 → 仓储主管',
  ),
  entry(
    'zh',
    [j('上海锦江饭店', '前台接待', '2019.04 - 2022.10', '负责入住退房办理')],
    0,
    '上海锦江饭店 | 前厅经理 | 2019.04 - 2022.10',
    true,
    '前台接待 → 前厅经理',
  ),
  entry(
    'zh',
    [j('成都市武侯区人民政府', '科员', '2016.08 - 至今', '负责政务信息报送')],
    0,
    '成都市武侯区人民政府 | 副科长 | 2016.08 - 至今',
    true,
    '科员 → 副科长',
  ),
  entry(
    'zh',
    [j('北京金诚律师事务所', '律师助理', '2020.07 - 2022.06', '协助律师整理案卷、撰写起诉状')],
    0,
    '北京金诚律师事务所 | 律师 | 2020.07 - 2022.06',
    true,
    '助理 removed: 律师助理 → 律师',
  ),
  entry(
    'zh',
    [j('北京金诚律师事务所', '实习律师', '2022.07 - 2023.07', '参与合同纠纷案件10余件')],
    0,
    '北京金诚律师事务所 | 执业律师 | 2022.07 - 2023.07',
    true,
    '实习律师 → 执业律师',
  ),
  entry(
    'zh',
    [
      j(
        '华为技术有限公司（外包，中软国际派驻）',
        '测试工程师',
        '2019.03 - 2021.08',
        '负责路由器固件回归测试',
      ),
    ],
    0,
    '华为技术有限公司 | 测试工程师 | 2019.03 - 2021.08',
    true,
    'contractor → employee (外包 dropped)',
  ),
  entry(
    'zh',
    [j('顺丰速运（劳务派遣）', '快递员', '2017.03 - 2019.12', '日均派件120件')],
    0,
    '顺丰速运 | 快递员 | 2017.03 - 2019.12',
    true,
    'contractor → employee (劳务派遣 dropped)',
  ),
  entry(
    'zh',
    [j('字节跳动', '产品运营实习生', '2023.06 - 2023.12', '负责抖音电商活动数据整理')],
    0,
    '字节跳动 | 产品运营 | 2023.06 - 2023.12',
    true,
    '实习生 removed',
  ),
  entry(
    'zh',
    [j('比亚迪', '质检员', '2017.03 - 2021.06', '负责电池包外观与气密性检验')],
    0,
    '比亚迪 | 质量主管 | 2017.03 - 2021.06',
    true,
    '质检员 → 质量主管',
  ),
  entry(
    'zh',
    [j('美的集团', '人力资源专员', '2019.07 - 至今', '负责校园招聘和入职办理')],
    0,
    '美的集团 | 人力资源经理 | 2019.07 - 至今',
    true,
    '专员 → 经理',
  ),
  entry(
    'zh',
    [j('四川省人民医院', '护士', '2017.07 - 至今', '2022年护士长产假期间代理护士长3个月')],
    0,
    '四川省人民医院 | 护士长 | 2017.07 - 至今',
    true,
    'acting 代理护士长 (3 months, in a bullet) made the title',
  ),
  entry(
    'zh',
    [j('中国移动江苏公司', '网络优化工程师', '2015.07 - 至今', '负责南京江宁区4G/5G网络优化')],
    0,
    '中国移动江苏公司 | 高级网络优化工程师 | 2015.07 - 至今',
    true,
    '高级 added',
  ),
  entry(
    'zh',
    [j('海底捞（成都春熙路店）', '服务员', '2018.05 - 2020.09', '负责包间区域服务，培训新员工4人')],
    0,
    '海底捞（成都春熙路店） | 领班 | 2018.05 - 2020.09',
    true,
    '服务员 → 领班',
  ),
  bullet(
    'zh',
    [j('海底捞（成都春熙路店）', '服务员', '2018.05 - 2020.09', '负责包间区域服务，培训新员工4人')],
    0,
    '担任包间区域负责人，培训新员工4人',
    true,
    '负责 → 负责人 in a bullet',
  ),
  bullet(
    'zh',
    [j('用友网络', 'ERP实施顾问', '2019.04 - 2022.12', '参与某制造企业ERP上线项目，负责财务模块')],
    0,
    '作为项目负责人主导某制造企业ERP上线项目',
    true,
    '参与 → 项目负责人 in a bullet',
  ),
  bullet(
    'zh',
    [j('宝洁（广州）', '市场专员', '2020.03 - 2023.05', '协助品牌经理完成年度推广预算编制')],
    0,
    '担任品牌经理，完成年度推广预算编制',
    true,
    'assisted the brand manager → is the brand manager',
  ),
  bullet(
    'zh',
    [
      j(
        '国网江苏省电力有限公司南京供电分公司',
        '运维值班员',
        '2015.07 - 至今',
        '负责变电站日常巡视和倒闸操作',
      ),
    ],
    0,
    '2019年晋升为值班长，负责变电站日常巡视和倒闸操作',
    true,
    'invented promotion to 值班长',
  ),
  bullet(
    'zh',
    [j('平安产险', '理赔专员', '2018.07 - 至今', '负责车险小额案件现场查勘')],
    0,
    '作为理赔主管，负责车险小额案件现场查勘',
    true,
    '主管 claimed in a bullet',
  ),
  bullet(
    'zh',
    [j('蔚来汽车', '软件工程师', '2020.07 - 至今', '带领3人小组完成OTA升级模块重构')],
    0,
    '担任技术组长，带领3人小组完成OTA升级模块重构',
    true,
    '"Team Lead" (组长) claimed from 带领小组',
  ),
  summary(
    'zh',
    [j('德邦物流', '调度员', '2014.03 - 至今', '负责干线车辆调度')],
    ['10年物流行业经验，熟悉仓储与干线运输'],
    '物流总监，10年物流行业经验，熟悉仓储与干线运输',
    true,
    'summary: 调度员 → 物流总监',
  ),
  summary(
    'zh',
    [j('中国建设银行', '柜员', '2017.07 - 至今', '办理个人储蓄与对公结算业务')],
    ['6年银行柜面工作经验'],
    '资深银行主管，6年银行柜面工作经验',
    true,
    'summary: 柜员 → 资深主管',
  ),
  summary(
    'zh',
    [j('平安产险', '理赔专员', '2018.07 - 至今', '负责车险小额案件现场查勘')],
    ['5年车险理赔经验'],
    '高级理赔专员，5年车险理赔经验',
    true,
    'summary: 高级 added',
  ),
  summary(
    'zh',
    [j('海尔集团', '工艺技术员', '2012.07 - 至今', '负责冰箱总装线工艺文件编制')],
    ['12年家电制造经验'],
    '制造部门负责人，12年家电制造经验',
    true,
    'summary: 技术员 → 部门负责人',
  ),

  entry(
    'zh',
    [j('中国人民财产保险股份有限公司苏州分公司', '见习理赔员', '2021.07 - 2022.06', '协助完成车险定损案件')],
    0,
    '中国人民财产保险股份有限公司苏州分公司 | 理赔员 | 2021.07 - 2022.06',
    true,
    '见习 (probationary) removed',
  ),
  entry(
    'zh',
    [j('肯德基（南京新街口店）', '兼职收银员', '2019.09 - 2021.06', '周末负责收银和点餐')],
    0,
    '肯德基（南京新街口店） | 收银员 | 2019.09 - 2021.06',
    true,
    '兼职 (part-time) removed',
  ),
  entry(
    'zh',
    [j('深圳市南山区教育局', '临聘教师（小学英语）', '2018.09 - 2020.07', '担任四年级英语教学')],
    0,
    '深圳市南山区教育局 | 小学英语教师 | 2018.09 - 2020.07',
    true,
    '临聘 (temporary hire) removed, reordered',
  ),
  entry(
    'zh',
    [j('深圳市南山区教育局', '临聘教师（小学英语）', '2018.09 - 2020.07', '担任四年级英语教学')],
    0,
    '深圳市南山区教育局 | 教师（小学英语） | 2018.09 - 2020.07',
    true,
    '临聘 (temporary hire) removed',
  ),
  bullet(
    'zh',
    [j('南京鼓楼医院', '护士', '2016.07 - 至今', '协助护士长完成科室排班')],
    0,
    '担任护理组长，负责科室排班',
    true,
    '协助护士长排班 → 护理组长',
  ),
  summary(
    'zh',
    [j('中石化江苏石油分公司', '加油员', '2015.04 - 至今', '负责加油站日常加油与收银')],
    ['9年加油站一线工作经验'],
    '加油站站长，9年加油站一线工作经验',
    true,
    'summary: 加油员 → 站长',
  ),

  // ─────────────────────────── zh: careful rewrites (must pass unchanged) ───────────────────────────
  entry(
    'zh',
    [j('北京协和医院', '护士（心内科）', '2016.07 - 至今', '负责心内科病房患者护理')],
    0,
    '北京协和医院 | 心内科护士 | 2016.07 - 至今',
    false,
    'word order: 护士（心内科） → 心内科护士',
  ),
  entry(
    'zh',
    [j('华为技术有限公司', '高级工程师 Senior Engineer', '2015.07 - 2020.12', '负责基站电源模块设计')],
    0,
    '华为技术有限公司 | Senior Engineer | 2015.07 - 2020.12',
    false,
    'English form of a bilingual title',
  ),
  entry(
    'zh',
    [j('中国银行上海分行', '客户经理（Relationship Manager）', '2018.07 - 至今', '维护中小企业客户80余户')],
    0,
    '中国银行上海分行 | Relationship Manager | 2018.07 - 至今',
    false,
    'English form of 客户经理（Relationship Manager）',
  ),
  entry(
    'zh',
    [j('华为技术有限公司', 'Senior Engineer 高级工程师', '2015.07 - 2020.12', '负责基站电源模块设计')],
    0,
    '华为技术有限公司 | 高级工程师 | 2015.07 - 2020.12',
    false,
    'Chinese form of a bilingual title',
  ),
  entry(
    'zh',
    [j('美的集团', '招聘专员', '2019.07 - 至今', '隶属人力资源部，负责校园招聘')],
    0,
    '美的集团 | 人力资源部招聘专员 | 2019.07 - 至今',
    false,
    'title with its (stated) department',
  ),
  entry(
    'zh',
    [j('中南大学湘雅医院', '主管护师', '2012.07 - 至今', '在急诊科工作，负责抢救室护理')],
    0,
    '中南大学湘雅医院 | 主管护师（急诊科） | 2012.07 - 至今',
    false,
    '主管护师 with its (stated) department',
  ),
  entry(
    'zh',
    [j('中建八局', '高工', '2010.07 - 至今', '负责超高层钢结构施工技术')],
    0,
    '中建八局 | 高级工程师 | 2010.07 - 至今',
    false,
    'abbreviation written out: 高工 → 高级工程师',
  ),
  entry(
    'zh',
    [j('四川大学华西医院', '主治（骨科）', '2014.09 - 至今', '年均主刀关节置换手术150台')],
    0,
    '四川大学华西医院 | 骨科主治医师 | 2014.09 - 至今',
    false,
    'abbreviation written out: 主治 → 主治医师',
  ),
  entry(
    'zh',
    [j('碧桂园集团', '总助', '2016.03 - 2020.10', '协助总经理处理日常事务')],
    0,
    '碧桂园集团 | 总经理助理 | 2016.03 - 2020.10',
    false,
    'abbreviation written out: 总助 → 总经理助理',
  ),
  entry(
    'zh',
    [j('杭州市学军小学', '教师（小学数学）', '2015.09 - 至今', '担任三年级两个班数学教学')],
    0,
    '杭州市学军小学 | 小学数学教师 | 2015.09 - 至今',
    false,
    'word order: 教师（小学数学） → 小学数学教师',
  ),
  entry(
    'zh',
    [j('成都七中', '数学老师', '2013.09 - 至今', '担任高二两个班数学教学')],
    0,
    '成都七中 | 数学教师 | 2013.09 - 至今',
    false,
    'synonym: 老师 → 教师',
  ),
  bullet(
    'zh',
    [j('星巴克（上海）', '店长', '2018.04 - 至今', '门店月销售额由38万元提升至52万元')],
    0,
    '担任店长期间，门店月销售额由38万元提升至52万元',
    false,
    'own title restated in a bullet',
  ),
  bullet(
    'zh',
    [j('顺丰速运', '分拨中心主管', '2016.05 - 至今', '向区域经理汇报，管理班组12人')],
    0,
    '直接向区域经理汇报，管理12人班组',
    false,
    'another person’s title (区域经理) kept',
  ),
  bullet(
    'zh',
    [j('万科物业', '行政主管', '2018.03 - 至今', '2021年由行政专员晋升为行政主管')],
    0,
    '2021年由行政专员晋升为主管',
    false,
    'stated promotion, shortened',
  ),
  bullet(
    'zh',
    [
      j('家乐福（北京中关村店）', '收银员', '2015.03 - 2017.06', '负责收银与会员卡办理'),
      j('家乐福（北京中关村店）', '值班经理', '2017.07 - 2020.12', '负责夜班门店运营'),
    ],
    1,
    '担任值班经理，负责夜班门店运营',
    false,
    'second entry’s own title restated in its bullet',
  ),
  summary(
    'zh',
    [j('中南大学湘雅医院', '主管护师', '2012.07 - 至今', '负责急诊抢救室护理')],
    ['12年临床护理经验，主管护师'],
    '主管护师，12年临床护理经验',
    false,
    'summary: own title moved to the front',
  ),
  entry(
    'zh',
    [j('中山大学附属第一医院', '副主任医师', '2016.09 - 至今', '心血管内科门诊及病房工作')],
    0,
    '中山大学附属第一医院 | 副主任医师（心血管内科） | 2016.09 - 至今',
    false,
    '副主任医师 with its (stated) department',
  ),
  bullet(
    'zh',
    [j('四川省人民医院', '护士', '2017.07 - 至今', '2023年3月至9月代理护士长')],
    0,
    '2023年3月至9月代理护士长职务',
    false,
    'acting role kept as acting',
  ),
  entry(
    'zh',
    [j('腾讯', '实习生（运营部）', '2022.07 - 2022.09', '负责社群活动数据整理')],
    0,
    '腾讯 | 运营实习生 | 2022.07 - 2022.09',
    false,
    'word order: 实习生（运营部） → 运营实习生',
  ),
  entry(
    'zh',
    [j('中国平安', '法务专员（法务部）', '2019.07 - 至今', '负责合同审核')],
    0,
    '中国平安 | 法务部法务专员 | 2019.07 - 至今',
    false,
    'title with its department in front',
  ),
  entry(
    'zh',
    [j('联想集团', 'Java开发工程师', '2018.07 - 至今', '负责供应链系统后端开发')],
    0,
    '联想集团 | Java 开发工程师 | 2018.07 - 至今',
    false,
    'spacing only',
  ),
  entry(
    'zh',
    [j('阿里巴巴', 'HRBP（人力资源业务伙伴）', '2017.04 - 至今', '支持淘宝技术部300人团队')],
    0,
    '阿里巴巴 | 人力资源业务伙伴 | 2017.04 - 至今',
    false,
    'Chinese form of a stated HRBP',
  ),
  entry(
    'zh',
    [j('海尔集团', '车间主任（总装车间）', '2014.03 - 至今', '管理一线员工60人')],
    0,
    '海尔集团 | 总装车间主任 | 2014.03 - 至今',
    false,
    'word order: 车间主任（总装车间） → 总装车间主任',
  ),
  entry(
    'zh',
    [j('南京市公安局玄武分局', '民警（治安大队）', '2012.08 - 至今', '负责辖区治安巡逻')],
    0,
    '南京市公安局玄武分局 | 治安大队民警 | 2012.08 - 至今',
    false,
    'word order: 民警（治安大队） → 治安大队民警',
  ),
  bullet(
    'zh',
    [j('华润万家', '副店长', '2017.05 - 2021.12', '协助店长管理门店排班与库存')],
    0,
    '作为副店长，协助店长管理门店排班与库存',
    false,
    'own 副 title restated with 协助店长',
  ),
  entry(
    'zh',
    [j('中信证券', '投资顾问（高级）', '2016.07 - 至今', '服务高净值客户120户')],
    0,
    '中信证券 | 高级投资顾问 | 2016.07 - 至今',
    false,
    'word order: 投资顾问（高级） → 高级投资顾问',
  ),
  entry(
    'zh',
    [j('上海市第六人民医院', '主管护师 Nurse-in-charge', '2013.07 - 至今', '负责骨科病房护理质量')],
    0,
    '上海市第六人民医院 | Nurse-in-charge | 2013.07 - 至今',
    false,
    'English form of bilingual 主管护师',
  ),
  entry(
    'zh',
    [j('宁德时代', '工艺工程师 / Process Engineer', '2019.07 - 至今', '负责电芯卷绕工艺优化')],
    0,
    '宁德时代 | 工艺工程师（Process Engineer） | 2019.07 - 至今',
    false,
    'bilingual title reformatted',
  ),

  entry(
    'zh',
    [j('江苏洋河酒厂', '副总经理（分管销售）', '2015.01 - 至今', '分管华东区销售团队80人')],
    0,
    '江苏洋河酒厂 | 分管销售副总经理 | 2015.01 - 至今',
    false,
    'word order: 副总经理（分管销售） → 分管销售副总经理',
  ),
  entry(
    'zh',
    [j('三只松鼠', 'CFO（财务总监）', '2018.03 - 至今', '负责集团财务与融资')],
    0,
    '三只松鼠 | 财务总监 | 2018.03 - 至今',
    false,
    'Chinese form of CFO（财务总监）',
  ),
  summary(
    'zh',
    [j('江苏省人民医院', 'ICU护士', '2016.07 - 至今', '负责ICU危重患者护理')],
    ['8年ICU护理经验'],
    'ICU护士，8年ICU护理经验',
    false,
    'summary: own title put in front',
  ),
  bullet(
    'zh',
    [j('宝钢股份', '炼钢工', '2013.07 - 至今', '2019年起任炼钢车间甲班班长，带班18人')],
    0,
    '2019年起担任炼钢车间甲班班长，带班18人',
    false,
    'stated 班长 restated with 担任',
  ),

  // ───────────────────────────── en: inventions (must be changed) ─────────────────────────────
  entry(
    'en',
    [
      j(
        'Northwind Logistics',
        'Supply Chain Analyst',
        '2019.05 - 2023.08',
        'Built weekly fill-rate reports for 3 DCs',
      ),
    ],
    0,
    'Northwind Logistics | Head of Supply Chain | 2019.05 - 2023.08',
    true,
    'analyst → Head of',
  ),
  entry(
    'en',
    [j('Baker Tilly', 'Staff Accountant', '2018.09 - 2021.12', 'Closed monthly books for 3 entities')],
    0,
    'Baker Tilly | Senior Accountant | 2018.09 - 2021.12',
    true,
    'Staff → Senior',
  ),
  entry(
    'en',
    [j('Stripe', 'Software Engineer', '2020.02 - Present', 'Built the payout reconciliation service')],
    0,
    'Stripe | Staff Software Engineer | 2020.02 - Present',
    true,
    'Staff added',
  ),
  entry(
    'en',
    [j('Capital One', 'Data Analyst', '2019.06 - 2022.10', 'Built churn dashboards in Tableau')],
    0,
    'Capital One | Lead Data Analyst | 2019.06 - 2022.10',
    true,
    'Lead added',
  ),
  entry(
    'en',
    [
      j(
        'Accenture',
        'Senior Consultant',
        '2017.09 - 2022.03',
        'Delivered SAP finance rollouts for 2 clients',
      ),
    ],
    0,
    'Accenture | Principal Consultant | 2017.09 - 2022.03',
    true,
    'Senior → Principal',
  ),
  entry(
    'en',
    [
      j(
        'Mercy Hospital',
        'Registered Nurse, Med-Surg',
        '2016.06 - Present',
        'Cared for 5-6 patients per shift',
      ),
    ],
    0,
    'Mercy Hospital | Charge Nurse, Med-Surg | 2016.06 - Present',
    true,
    'RN → Charge Nurse',
  ),
  entry(
    'en',
    [j('Mercy Hospital', 'Registered Nurse', '2016.06 - Present', 'Cared for 5-6 patients per shift')],
    0,
    'Mercy Hospital | Nurse Manager | 2016.06 - Present',
    true,
    'RN → Nurse Manager',
  ),
  entry(
    'en',
    [j('Target', 'Assistant Store Manager', '2018.04 - 2022.09', 'Scheduled 45 team members')],
    0,
    'Target | Store Manager | 2018.04 - 2022.09',
    true,
    'Assistant removed',
  ),
  entry(
    'en',
    [
      j(
        'Ohio State University',
        'Assistant Professor of Chemistry',
        '2015.08 - Present',
        'Taught general chemistry to 300 students a term',
      ),
    ],
    0,
    'Ohio State University | Professor of Chemistry | 2015.08 - Present',
    true,
    'Assistant removed (Professor)',
  ),
  entry(
    'en',
    [
      j(
        'City of Denver',
        'Deputy Director, Parks and Recreation',
        '2019.01 - Present',
        'Oversaw permitting for 40 park sites',
      ),
    ],
    0,
    'City of Denver | Director, Parks and Recreation | 2019.01 - Present',
    true,
    'Deputy removed',
  ),
  entry(
    'en',
    [
      j(
        "St. Luke's Medical Center",
        'Interim Director of Nursing',
        '2022.04 - 2022.11',
        'Covered the DON role during a search',
      ),
    ],
    0,
    "St. Luke's Medical Center | Director of Nursing | 2022.04 - 2022.11",
    true,
    'Interim removed',
  ),
  entry(
    'en',
    [j('Lincoln Elementary School', 'Acting Principal', '2021.08 - 2022.06', 'Led a staff of 32 teachers')],
    0,
    'Lincoln Elementary School | Principal | 2021.08 - 2022.06',
    true,
    'Acting removed',
  ),
  entry(
    'en',
    [j('Kirkland & Ellis', 'Paralegal', '2018.01 - 2021.06', 'Drafted discovery responses')],
    0,
    'Kirkland & Ellis | Associate Attorney | 2018.01 - 2021.06',
    true,
    'Paralegal → Associate Attorney',
  ),
  entry(
    'en',
    [
      j(
        'Sparks Electric Co.',
        'Apprentice Electrician',
        '2017.06 - 2021.05',
        'Ran conduit and pulled wire on commercial jobs',
      ),
    ],
    0,
    'Sparks Electric Co. | Electrician | 2017.06 - 2021.05',
    true,
    'Apprentice removed',
  ),
  entry(
    'en',
    [
      j(
        'Sparks Electric Co.',
        'Apprentice Electrician',
        '2017.06 - 2021.05',
        'Ran conduit and pulled wire on commercial jobs',
      ),
    ],
    0,
    'Sparks Electric Co. | Journeyman Electrician | 2017.06 - 2021.05',
    true,
    'Apprentice → Journeyman',
  ),
  entry(
    'en',
    [j('HubSpot', 'Marketing Intern', '2022.06 - 2022.08', 'Wrote 6 blog posts on email deliverability')],
    0,
    'HubSpot | Marketing Coordinator | 2022.06 - 2022.08',
    true,
    'Intern → Coordinator',
  ),
  entry(
    'en',
    [
      j(
        'Microsoft',
        'Software Engineering Intern',
        '2021.06 - 2021.09',
        'Added retry logic to the Teams upload client',
      ),
    ],
    0,
    'Microsoft | Software Engineer | 2021.06 - 2021.09',
    true,
    'Intern removed',
  ),
  entry(
    'en',
    [
      j(
        'Google (contract via Randstad)',
        'Recruiter',
        '2020.03 - 2021.09',
        'Sourced candidates for 12 open SWE roles',
      ),
    ],
    0,
    'Google | Recruiter | 2020.03 - 2021.09',
    true,
    'contractor → employee (via agency dropped)',
  ),
  entry(
    'en',
    [
      j(
        'Deloitte',
        'Contract Business Analyst',
        '2019.02 - 2020.01',
        'Wrote user stories for a claims system',
      ),
    ],
    0,
    'Deloitte | Business Analyst | 2019.02 - 2020.01',
    true,
    'Contract removed',
  ),
  entry(
    'en',
    [
      j(
        'Walmart (temp via Kelly Services)',
        'Stocker',
        '2016.10 - 2017.08',
        'Stocked grocery aisles on overnight shift',
      ),
    ],
    0,
    'Walmart | Stocker | 2016.10 - 2017.08',
    true,
    'temp agency → employee',
  ),
  entry(
    'en',
    [
      j(
        'Jefferson County Public Schools',
        'Substitute Teacher',
        '2019.08 - 2020.05',
        'Covered K-5 classes across 6 schools',
      ),
    ],
    0,
    'Jefferson County Public Schools | Teacher | 2019.08 - 2020.05',
    true,
    'Substitute removed',
  ),
  entry(
    'en',
    [j('Wells Fargo', 'Teller', '2017.03 - 2019.11', 'Balanced a cash drawer of about $25,000 daily')],
    0,
    'Wells Fargo | Personal Banker | 2017.03 - 2019.11',
    true,
    'Teller → Personal Banker',
  ),
  entry(
    'en',
    [j('The Capital Grille', 'Line Cook', '2016.05 - 2019.04', 'Worked grill station on 300-cover nights')],
    0,
    'The Capital Grille | Sous Chef | 2016.05 - 2019.04',
    true,
    'Line Cook → Sous Chef',
  ),
  entry(
    'en',
    [
      j(
        'The Capital Grille',
        'Sous Chef',
        '2019.05 - Present',
        'Ordered produce and proteins for the kitchen',
      ),
    ],
    0,
    'The Capital Grille | Executive Chef | 2019.05 - Present',
    true,
    'Sous → Executive Chef',
  ),
  entry(
    'en',
    [
      j(
        'Morgan Stanley',
        'Administrative Assistant',
        '2015.01 - 2019.06',
        'Managed calendars for 4 advisors',
      ),
    ],
    0,
    'Morgan Stanley | Office Manager | 2015.01 - 2019.06',
    true,
    'Admin Assistant → Office Manager',
  ),
  entry(
    'en',
    [
      j(
        'Salesforce',
        'Executive Assistant to the CEO',
        '2018.02 - 2022.07',
        'Coordinated board meeting logistics',
      ),
    ],
    0,
    'Salesforce | Chief of Staff | 2018.02 - 2022.07',
    true,
    'EA to the CEO → Chief of Staff',
  ),
  entry(
    'en',
    [j('Spotify', 'Associate Product Manager', '2021.07 - 2023.06', 'Shipped the podcast chapters feature')],
    0,
    'Spotify | Product Manager | 2021.07 - 2023.06',
    true,
    'Associate removed',
  ),
  entry(
    'en',
    [j('Ogilvy', 'Junior Copywriter', '2019.09 - 2021.08', 'Wrote social copy for 3 CPG brands')],
    0,
    'Ogilvy | Copywriter | 2019.09 - 2021.08',
    true,
    'Junior removed',
  ),
  entry(
    'en',
    [
      j(
        'Goldman Sachs',
        'Analyst, Investment Banking',
        '2018.07 - 2020.07',
        'Built LBO models for 4 sponsor deals',
      ),
    ],
    0,
    'Goldman Sachs | Vice President, Investment Banking | 2018.07 - 2020.07',
    true,
    'Analyst → VP',
  ),
  bullet(
    'en',
    [
      j(
        'Fastenal',
        'Inventory Specialist',
        '2018.03 - 2022.05',
        'Led the switch to RF scanners across 2 warehouses',
      ),
    ],
    0,
    'Served as Team Lead for the switch to RF scanners across 2 warehouses',
    true,
    '"Team Lead" claimed from "led"',
  ),
  bullet(
    'en',
    [j('Starbucks', 'Barista', '2017.06 - 2020.02', 'Trained 5 new baristas on drink standards')],
    0,
    'Promoted to Shift Supervisor; trained 5 new baristas on drink standards',
    true,
    'invented promotion to Shift Supervisor',
  ),
  bullet(
    'en',
    [
      j(
        'Kaiser Permanente',
        'Registered Nurse',
        '2015.09 - Present',
        "Interim unit manager for 4 months during the manager's leave; covered staffing and scheduling",
      ),
    ],
    0,
    'Served as Unit Manager, covering staffing and scheduling',
    true,
    'interim unit manager made permanent in a bullet',
  ),
  bullet(
    'en',
    [
      j(
        'Instacart',
        'Data Engineer',
        '2020.01 - Present',
        'Led the Airflow migration with 2 other engineers',
      ),
    ],
    0,
    'As Lead Data Engineer, drove the Airflow migration with 2 other engineers',
    true,
    'Lead title from "led"',
  ),
  bullet(
    'en',
    [j('Humana', 'Financial Analyst', '2019.08 - Present', 'Built the monthly variance model in Excel')],
    0,
    'As a senior analyst, built the monthly variance model in Excel',
    true,
    'senior added in a bullet (lower case)',
  ),
  bullet(
    'en',
    [
      j(
        'Home Depot',
        'Sales Associate',
        '2016.04 - 2019.10',
        'Handled special orders for contractors in the Pro desk',
      ),
    ],
    0,
    'Managed the Pro desk as department supervisor, handling special orders for contractors',
    true,
    'supervisor claimed in a bullet',
  ),
  summary(
    'en',
    [j('Amazon', 'Warehouse Associate', '2018.01 - Present', 'Picked and packed 1,200 units per shift')],
    ['6 years in warehouse operations and inventory control'],
    'Warehouse Operations Manager with 6 years in warehouse operations and inventory control',
    true,
    'summary: associate → Operations Manager',
  ),
  summary(
    'en',
    [j('UPS', 'Package Handler', '2020.02 - Present', 'Loaded 1,100 packages an hour')],
    ['Reliable package handler, 4 years at UPS'],
    'Logistics supervisor with 4 years at UPS',
    true,
    'summary: handler → supervisor (lower case)',
  ),
  summary(
    'en',
    [j('Chase', 'Loan Processor', '2017.05 - Present', 'Processed 40 mortgage files a month')],
    ['Loan processor with 7 years in residential mortgages'],
    'Senior mortgage professional and team lead with 7 years in residential mortgages',
    true,
    'summary: senior + team lead added',
  ),

  // ─────────────────────────── en: careful rewrites (must pass unchanged) ───────────────────────────
  entry(
    'en',
    [j('Ford Motor Company', 'VP, Operations', '2016.01 - Present', 'Ran 3 assembly plants')],
    0,
    'Ford Motor Company | Vice President of Operations | 2016.01 - Present',
    false,
    'VP written out',
  ),
  entry(
    'en',
    [
      j(
        'Fidelity Investments',
        'Sr. Financial Analyst',
        '2018.04 - Present',
        'Owned the quarterly forecast for the retail unit',
      ),
    ],
    0,
    'Fidelity Investments | Senior Financial Analyst | 2018.04 - Present',
    false,
    'Sr. written out',
  ),
  entry(
    'en',
    [j('Sysco', 'Accounting Mgr', '2015.06 - 2021.03', 'Closed books for 2 operating companies')],
    0,
    'Sysco | Accounting Manager | 2015.06 - 2021.03',
    false,
    'Mgr written out',
  ),
  entry(
    'en',
    [j('Mayo Clinic', 'RN, ICU', '2014.07 - Present', 'Cared for 2 critically ill patients per shift')],
    0,
    'Mayo Clinic | Registered Nurse, ICU | 2014.07 - Present',
    false,
    'RN written out',
  ),
  entry(
    'en',
    [
      j(
        'C.H. Robinson',
        'Sr. Mgr, Logistics',
        '2017.02 - Present',
        'Managed carrier relations for the Midwest region',
      ),
    ],
    0,
    'C.H. Robinson | Senior Logistics Manager | 2017.02 - Present',
    false,
    'Sr. Mgr written out + word order',
  ),
  entry(
    'en',
    [j('Comcast', 'Manager, Customer Service', '2016.09 - Present', 'Ran a call center team of 18 agents')],
    0,
    'Comcast | Customer Service Manager | 2016.09 - Present',
    false,
    'word order',
  ),
  entry(
    'en',
    [j('Pfizer', 'Director of Sales', '2014.03 - Present', 'Owned the Northeast oncology territory')],
    0,
    'Pfizer | Sales Director | 2014.03 - Present',
    false,
    'word order: Director of Sales → Sales Director',
  ),
  entry(
    'en',
    [j('Walgreens', 'Asst. Store Manager', '2016.08 - 2020.12', 'Supervised pharmacy front-end staff')],
    0,
    'Walgreens | Assistant Store Manager | 2016.08 - 2020.12',
    false,
    'Asst. written out',
  ),
  entry(
    'en',
    [j('Kroger', 'HR Generalist', '2018.01 - Present', 'Handled onboarding for 4 stores')],
    0,
    'Kroger | Human Resources Generalist | 2018.01 - Present',
    false,
    'HR written out',
  ),
  entry(
    'en',
    [j('Brookdale Senior Living', 'LPN', '2015.04 - Present', 'Passed meds for 24 residents per shift')],
    0,
    'Brookdale Senior Living | Licensed Practical Nurse | 2015.04 - Present',
    false,
    'LPN written out',
  ),
  entry(
    'en',
    [j('Brookdale Senior Living', 'CNA', '2012.03 - 2015.03', 'Assisted 12 residents with daily living')],
    0,
    'Brookdale Senior Living | Certified Nursing Assistant | 2012.03 - 2015.03',
    false,
    'CNA written out',
  ),
  entry(
    'en',
    [
      j(
        'Lincoln High School',
        'Dept. Head, Science',
        '2013.08 - Present',
        'Led a department of 9 science teachers',
      ),
    ],
    0,
    'Lincoln High School | Head of Science Department | 2013.08 - Present',
    false,
    'Dept. Head written out + order',
  ),
  entry(
    'en',
    [
      j(
        'JPMorgan Chase',
        'Analyst, Treasury Services',
        '2019.07 - Present',
        'Onboarded 30 corporate clients to ACH',
      ),
    ],
    0,
    'JPMorgan Chase | Treasury Services Analyst | 2019.07 - Present',
    false,
    'title with its department, order',
  ),
  bullet(
    'en',
    [j('Ryder', 'Fleet Coordinator', '2017.05 - Present', 'Reported to the VP of Operations on weekly KPIs')],
    0,
    'Reported weekly KPIs directly to the Vice President of Operations',
    false,
    'another person’s VP written out',
  ),
  bullet(
    'en',
    [j('Mercy Hospital', 'Registered Nurse', '2016.06 - Present', 'Acting charge nurse on weekend shifts')],
    0,
    'Served as acting charge nurse on weekend shifts',
    false,
    'acting role kept acting',
  ),
  bullet(
    'en',
    [j('Chipotle', 'Shift Lead', '2019.03 - Present', 'Promoted from Cashier to Shift Lead in 2019')],
    0,
    'Promoted to Shift Lead in 2019',
    false,
    'stated promotion shortened',
  ),
  summary(
    'en',
    [j('Latham & Watkins', 'Senior Paralegal', '2015.02 - Present', 'Managed document review for 3 trials')],
    ['Senior paralegal with 9 years in litigation support'],
    'Senior Paralegal with 9 years of litigation support experience',
    false,
    'summary: own title, capitalised',
  ),
  entry(
    'en',
    [j('Hilton Chicago', 'Gen. Mgr.', '2012.05 - Present', 'Ran a 1,500-room hotel')],
    0,
    'Hilton Chicago | General Manager | 2012.05 - Present',
    false,
    'Gen. Mgr. written out',
  ),
  entry(
    'en',
    [j('Turner Construction', 'Project Supt.', '2014.04 - Present', 'Ran a $90M hospital build')],
    0,
    'Turner Construction | Project Superintendent | 2014.04 - Present',
    false,
    'Supt. written out',
  ),
  entry(
    'en',
    [
      j(
        'Chicago Police Department',
        'Sgt., Patrol Division',
        '2011.06 - Present',
        'Supervised 8 patrol officers per watch',
      ),
    ],
    0,
    'Chicago Police Department | Sergeant, Patrol Division | 2011.06 - Present',
    false,
    'Sgt. written out',
  ),
  entry(
    'en',
    [
      j(
        'University of Utah',
        'Asst. Prof., Economics',
        '2018.07 - Present',
        'Taught intermediate micro to 120 students',
      ),
    ],
    0,
    'University of Utah | Assistant Professor of Economics | 2018.07 - Present',
    false,
    'Asst. Prof. written out',
  ),
  entry(
    'en',
    [j('FedEx Freight', 'Ops Mgr', '2015.10 - Present', 'Ran a cross-dock of 60 doors')],
    0,
    'FedEx Freight | Operations Manager | 2015.10 - Present',
    false,
    'Ops Mgr written out',
  ),
  entry(
    'en',
    [j('Four Seasons Hotel Boston', 'Exec. Chef', '2016.01 - Present', 'Ran a brigade of 25 cooks')],
    0,
    'Four Seasons Hotel Boston | Executive Chef | 2016.01 - Present',
    false,
    'Exec. written out',
  ),
  entry(
    'en',
    [j('Bank of America', 'SVP, Commercial Lending', '2013.02 - Present', 'Managed a $400M loan book')],
    0,
    'Bank of America | Senior Vice President, Commercial Lending | 2013.02 - Present',
    false,
    'SVP written out',
  ),
  bullet(
    'en',
    [
      j('Costco', 'Cashier', '2014.05 - 2016.07', 'Processed member returns'),
      j('Costco', 'Front End Supervisor', '2016.08 - 2020.11', 'Scheduled 20 cashiers across 3 shifts'),
    ],
    1,
    'As Front End Supervisor, scheduled 20 cashiers across 3 shifts',
    false,
    'own title restated in its bullet',
  ),
  entry(
    'en',
    [j('Deloitte', 'Audit Sr.', '2017.09 - 2020.08', 'Led fieldwork on 5 manufacturing audits')],
    0,
    'Deloitte | Audit Senior | 2017.09 - 2020.08',
    false,
    'Sr. written out after noun',
  ),
  entry(
    'en',
    [
      j(
        'Lockheed Martin',
        'Mfg. Engineer II',
        '2016.06 - Present',
        'Wrote work instructions for F-35 wiring',
      ),
    ],
    0,
    'Lockheed Martin | Manufacturing Engineer II | 2016.06 - Present',
    false,
    'Mfg. written out',
  ),
  entry(
    'en',
    [
      j(
        'Ohio Department of Transportation',
        'Admin. Asst.',
        '2010.03 - 2018.05',
        'Processed 200 permit requests a month',
      ),
    ],
    0,
    'Ohio Department of Transportation | Administrative Assistant | 2010.03 - 2018.05',
    false,
    'Admin. Asst. written out',
  ),
  entry(
    'en',
    [j('Marriott Marquis', 'F&B Manager', '2015.11 - Present', 'Managed 4 outlets and banquets')],
    0,
    'Marriott Marquis | Food and Beverage Manager | 2015.11 - Present',
    false,
    'F&B written out',
  ),
  entry(
    'en',
    [
      j(
        'Tesla',
        'Prod. Supervisor, Paint Shop',
        '2018.02 - Present',
        'Supervised 35 technicians on 2nd shift',
      ),
    ],
    0,
    'Tesla | Paint Shop Production Supervisor | 2018.02 - Present',
    false,
    'Prod. written out + order',
  ),
  entry(
    'en',
    [
      j(
        'Whole Foods Market',
        'Asst. Team Leader, Produce',
        '2016.03 - 2019.09',
        'Ordered produce for a $12M store',
      ),
    ],
    0,
    'Whole Foods Market | Assistant Team Leader, Produce | 2016.03 - 2019.09',
    false,
    'Asst. written out',
  ),
  bullet(
    'en',
    [j('Baker Tilly', 'Staff Accountant', '2018.09 - 2021.12', 'Closed monthly books for 3 entities')],
    0,
    'As staff accountant, closed the monthly books for 3 entities',
    false,
    'own Staff title restated',
  ),
  entry(
    'en',
    [
      j(
        'McKinsey & Company',
        'Engagement Mgr.',
        '2016.09 - 2020.06',
        'Led 4-person teams on pricing studies',
      ),
    ],
    0,
    'McKinsey & Company | Engagement Manager | 2016.09 - 2020.06',
    false,
    'Mgr. written out',
  ),
  entry(
    'en',
    [
      j(
        'Bank of China (New York Branch)',
        '客户经理 Relationship Manager',
        '2017.03 - Present',
        'Covered 60 Chinese corporate clients',
      ),
    ],
    0,
    'Bank of China (New York Branch) | Relationship Manager | 2017.03 - Present',
    false,
    'English form of bilingual title',
  ),
  entry(
    'en',
    [
      j(
        'Northwell Health',
        'Nurse Mgr., Cardiac Step-Down',
        '2019.01 - Present',
        'Managed 42 RNs and 10 PCTs',
      ),
    ],
    0,
    'Northwell Health | Nurse Manager, Cardiac Step-Down | 2019.01 - Present',
    false,
    'Mgr. written out',
  ),
  entry(
    'en',
    [
      j(
        'Boeing',
        'Principal Engineer, Structures',
        '2012.04 - Present',
        'Owned wing-fold joint analysis on the 777X',
      ),
    ],
    0,
    'Boeing | Principal Structures Engineer | 2012.04 - Present',
    false,
    'word order with department',
  ),
];

/**
 * Known gaps (see the note): a title claimed in a bullet or summary line from an acting or assisting role
 * stated elsewhere, or with a level word outside the fixed list (supervisor, 站长); a department prefixed to a title
 * from a bullet; "CNA" written out. ("Senior … professional" opening a summary line is claimed since session 29: only
 * Lead, Head, Partner and Staff read as verbs there.)
 */
const KNOWN_GAPS = [
  'acting 代理护士长 (3 months, in a bullet) made the title',
  'assisted the brand manager → is the brand manager',
  'title with its (stated) department',
  'invented promotion to Shift Supervisor',
  'interim unit manager made permanent in a bullet',
  'supervisor claimed in a bullet',
  'summary: handler → supervisor (lower case)',
];

describe('FactGuard on job titles', () => {
  test('each case is caught or kept as a careful reviewer would, apart from the known gaps', () => {
    assert.deepEqual(casesJudgedWrong(cases), KNOWN_GAPS);
  });
});

describe('FactGuard on a role a line gives the person', () => {
  const first = 'Redbud Mutual | Property Desk Adjuster | 2018.03 - 2021.09';
  const second = 'Acme Insurance | Claims Clerk | 2016.01 - 2018.02';
  const source = [
    'Travis Cole',
    'Experience',
    first,
    '- Closed 140 claims a quarter',
    '- Covered for my supervisor on CAT weekends; moved with the book to Meridian Plains after the 2021 merger',
    second,
    '- Filed 300 first notices of loss a month',
  ].join('\n');
  const own = [
    '## Work Experience',
    `1. ${first}`,
    '   - Closed 140 claims a quarter',
    '   - Covered for my supervisor on CAT weekends; moved with the book to Meridian Plains after the 2021 merger',
    `2. ${second}`,
    '   - Filed 300 first notices of loss a month',
  ];
  const guarded = (lines: string[]) => {
    const guard = new FactGuard(source, own);
    return lines.map((line) => guard.guardLine(line));
  };

  test("a level a bullet names for someone else is no role the person held: the role is the person's own", () => {
    const out = guarded([
      '## Work Experience',
      '1. Redbud Mutual | Property Claims Supervisor | 2018.03 - 2021.09',
      '   - Closed 140 claims a quarter',
    ]);
    assert.equal(out[1], `1. ${first}`);
    assert.equal(out[2], '   - Closed 140 claims a quarter');
  });

  test('an entry named in another form the resume states keeps that name and its lines, with the held role', () => {
    const out = guarded([
      '## Work Experience',
      '1. Meridian Plains | Property Claims Supervisor | 2018.03 - 2021.09',
      '   - Closed 140 claims a quarter',
      `2. ${second}`,
      '   - Filed 300 first notices of loss a month',
    ]);
    assert.deepEqual(out, [
      '## Work Experience',
      '1. Meridian Plains | Property Desk Adjuster | 2018.03 - 2021.09',
      '   - Closed 140 claims a quarter',
      `2. ${second}`,
      '   - Filed 300 first notices of loss a month',
    ]);
  });
});
