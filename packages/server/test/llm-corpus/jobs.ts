// Hand-written job pieces for the ai-template answers: the prompts a model writes for each job, in its language.
import type { JobType } from '@resume/contract';

export interface TemplateJob {
  id: string;
  locale: 'en-US' | 'zh-CN';
  job: string;
  type: JobType;
  overview: string;
  experience: string[];
  project: string[];
  skills: string[];
}

export const JOBS: readonly TemplateJob[] = [
  {
    id: 'en-data-analyst',
    locale: 'en-US',
    job: 'Data Analyst',
    type: 'social',
    overview:
      '[Two sentences: years of analysis work, the business areas you know, one decision your analysis changed]',
    experience: [
      '[A report or dashboard you built, who used it and how often]',
      '[An analysis that changed a decision, with the measured effect]',
      '[Data cleaning or pipeline work, with the volume of data involved]',
    ],
    project: [
      '[The question the project answered and the data you used]',
      '[The result, in a number the business cared about]',
    ],
    skills: ['SQL: [Databases and the hardest queries you write]', 'Tools: [Python/R libraries, BI tools]'],
  },
  {
    id: 'en-frontend-engineer',
    locale: 'en-US',
    job: 'Frontend Engineer',
    type: 'social',
    overview:
      '[Years building web interfaces, the frameworks you know best, the kind of product you shipped]',
    experience: [
      '[A feature you shipped end to end, with its usage or conversion effect]',
      '[Performance work: the metric (LCP, bundle size) before and after]',
      '[Design system or component library work, and who adopted it]',
    ],
    project: ['[What the app does and your part in it]', '[A hard technical problem and how you solved it]'],
    skills: ['Frameworks: [React, Vue, Svelte…]', 'Testing and tooling: [Vitest, Playwright, Vite…]'],
  },
  {
    id: 'en-product-manager',
    locale: 'en-US',
    job: 'Product Manager',
    type: 'social',
    overview: '[The products you have owned, for which users, and your strongest skill as a PM]',
    experience: [
      '[A product or feature you took from discovery to launch, with adoption numbers]',
      '[A metric you owned and how you moved it]',
      '[How you worked with engineering and design: team size, cadence]',
    ],
    project: ['[The user problem and how you validated it]', '[The launch result]'],
    skills: ['Discovery: [Interviews, surveys, experiments you run]', 'Tools: [Jira, Amplitude, Figma…]'],
  },
  {
    id: 'en-registered-nurse',
    locale: 'en-US',
    job: 'Registered Nurse',
    type: 'social',
    overview: '[Your unit type, years of practice and the patient population you care for]',
    experience: [
      '[Unit, bed count and typical patient ratio]',
      '[A quality or safety initiative you took part in]',
      '[Precepting, charge nurse or committee roles]',
    ],
    project: ['[An evidence-based practice or quality project]', '[What changed on the unit afterwards]'],
    skills: ['Clinical: [IV therapy, telemetry, wound care…]', 'Systems: [EHR you chart in]'],
  },
  {
    id: 'en-marketing-intern',
    locale: 'en-US',
    job: 'Marketing Intern',
    type: 'intern',
    overview: '[Your course and year, and why marketing: one campaign or club you ran]',
    experience: [
      '[A campaign or social account you ran, with reach or engagement]',
      '[Content you wrote or designed, and where it was published]',
    ],
    project: [
      '[A class or society project: the brief and your part]',
      '[The outcome, in numbers if you have them]',
    ],
    skills: ['Channels: [Instagram, TikTok, email…]', 'Tools: [Canva, Google Analytics…]'],
  },
  {
    id: 'en-mechanical-engineer-graduate',
    locale: 'en-US',
    job: 'Graduate Mechanical Engineer',
    type: 'campus',
    overview: '[Your degree, the area of mechanical engineering you like most, and one thing you built]',
    experience: [
      '[A placement: the product or plant, and what you designed or tested]',
      '[A measurement, test or simulation you ran, and what it showed]',
    ],
    project: ['[Your final-year project: the problem and your design]', '[Test results or awards]'],
    skills: ['CAD/CAE: [SolidWorks, ANSYS…]', 'Workshop: [Machining, welding, 3D printing]'],
  },
  {
    id: 'en-accountant',
    locale: 'en-US',
    job: 'Staff Accountant',
    type: 'social',
    overview: '[Years in accounting, the industries and the part of the close you own]',
    experience: [
      '[Reconciliations or journal entries you own, and their volume]',
      '[A close or audit you helped speed up, with the days saved]',
      '[Systems you work in and any process you automated]',
    ],
    project: ['[A system migration or process change and your part]', '[The result]'],
    skills: ['Accounting: [GAAP/IFRS, accruals, fixed assets]', 'Systems: [NetSuite, SAP, Excel…]'],
  },
  {
    id: 'en-customer-success',
    locale: 'en-US',
    job: 'Customer Success Manager',
    type: 'social',
    overview: '[The customers you look after (segment, number of accounts) and what you are known for]',
    experience: [
      '[Your book of business: accounts and annual revenue]',
      '[Retention or expansion you drove, in numbers]',
      '[An onboarding or playbook you created]',
    ],
    project: ['[A churn-reduction or health-score project]', '[Its effect on renewals]'],
    skills: ['Tools: [Gainsight, Salesforce, Zendesk…]', 'Languages: [Languages you work in]'],
  },
  {
    id: 'en-ux-designer',
    locale: 'en-US',
    job: 'UX Designer',
    type: 'social',
    overview: '[The products you design for, your process and one research finding that changed a design]',
    experience: [
      '[A flow you redesigned, with the usability or conversion result]',
      '[Research you ran: method, number of participants]',
      '[Design system work and who uses it]',
    ],
    project: ['[The problem, your role and your process]', '[Link to the case study in your portfolio]'],
    skills: ['Design: [Figma, prototyping, accessibility]', 'Research: [Interviews, usability tests…]'],
  },
  {
    id: 'en-software-intern',
    locale: 'en-US',
    job: 'Software Engineering Intern',
    type: 'intern',
    overview: '[Your degree and year, the languages you use most, and what you want to learn]',
    experience: [
      '[A previous internship or part-time role, and what you built]',
      '[A bug or feature you owned, from ticket to merge]',
    ],
    project: ['[A project you built: what it does and the stack]', '[Users, stars or a demo link]'],
    skills: ['Languages: [Python, Java, TypeScript…]', 'Tools: [Git, Linux, Docker…]'],
  },
  {
    id: 'zh-backend',
    locale: 'zh-CN',
    job: 'Java 后端开发工程师',
    type: 'social',
    overview: '[用两三句话写出：几年 Java 后端经验、熟悉的业务领域、最有代表性的一项成果]',
    experience: [
      '[负责的核心系统或模块，以及它的规模（QPS、日订单量等）]',
      '[一次性能优化或故障治理，写出优化前后的指标]',
      '[参与的架构升级或中间件引入，你在其中的角色]',
    ],
    project: ['[项目背景和你负责的部分]', '[用数字说明项目成果]'],
    skills: ['编程语言与框架：[Java、Spring Boot、MyBatis 等]', '中间件与数据库：[MySQL、Redis、Kafka 等]'],
  },
  {
    id: 'zh-product-manager',
    locale: 'zh-CN',
    job: '产品经理',
    type: 'social',
    overview: '[负责过的产品、面向的用户，以及你最擅长的产品能力]',
    experience: [
      '[从需求调研到上线的一个功能，以及上线后的数据]',
      '[你负责的核心指标，以及提升它的方法]',
      '[与研发、设计的协作方式和团队规模]',
    ],
    project: ['[项目要解决的用户问题和验证方式]', '[上线结果]'],
    skills: ['产品工具：[Axure、墨刀、Figma 等]', '数据分析：[SQL、神策、GrowingIO 等]'],
  },
  {
    id: 'zh-operations',
    locale: 'zh-CN',
    job: '电商运营',
    type: 'social',
    overview: '[几年电商运营经验、运营过的平台和类目、最好的一次活动成绩]',
    experience: [
      '[负责的店铺或品类，以及 GMV、转化率等核心数据]',
      '[策划的大促或日常活动，写出活动效果]',
      '[用户增长或会员运营的做法和成果]',
    ],
    project: ['[活动或项目的目标与你的分工]', '[最终数据]'],
    skills: ['平台工具：[生意参谋、千牛、巨量千川等]', '数据能力：[Excel、SQL 等]'],
  },
  {
    id: 'zh-teacher',
    locale: 'zh-CN',
    job: '小学语文教师',
    type: 'social',
    overview: '[教龄、任教年级、教学风格，以及一项教学成果]',
    experience: [
      '[任教班级和学科，学生成绩或进步情况]',
      '[班主任工作或家校沟通的做法]',
      '[参与的公开课、教研或课题]',
    ],
    project: ['[课题或教研活动的内容]', '[获得的奖项或成果]'],
    skills: ['教学技能：[多媒体课件、板书等]', '证书：[教师资格证、普通话等级]'],
  },
  {
    id: 'zh-ui-designer',
    locale: 'zh-CN',
    job: 'UI设计师',
    type: 'social',
    overview: '[几年设计经验、做过的产品类型、擅长的设计方向]',
    experience: [
      '[负责的产品或模块，以及改版后的数据变化]',
      '[搭建或维护的设计规范、组件库]',
      '[与产品、开发的协作方式]',
    ],
    project: ['[项目背景和你的设计思路]', '[作品集链接或上线效果]'],
    skills: ['设计工具：[Figma、Sketch、Photoshop 等]', '其他：[动效、插画、3D 等]'],
  },
  {
    id: 'zh-algorithm-intern',
    locale: 'zh-CN',
    job: '算法实习生',
    type: 'intern',
    overview: '[在读学校与专业、研究方向，以及最有代表性的一个项目或论文]',
    experience: ['[此前的实习或科研经历，做了什么模型、效果如何]', '[数据处理或实验设计的具体工作]'],
    project: ['[项目或比赛的任务和你的方法]', '[指标结果或排名]'],
    skills: ['编程：[Python、PyTorch 等]', '算法：[推荐、NLP、CV 等方向]'],
  },
  {
    id: 'zh-accountant',
    locale: 'zh-CN',
    job: '会计',
    type: 'social',
    overview: '[几年会计经验、所在行业、熟悉的核算模块]',
    experience: [
      '[负责的账务处理和报表，以及工作量]',
      '[参与的审计、税务申报或月结优化]',
      '[使用的财务系统和做过的流程改进]',
    ],
    project: ['[系统上线或流程改进项目及你的分工]', '[项目成果]'],
    skills: ['财务软件：[用友、金蝶、SAP 等]', '证书：[初级/中级会计职称等]'],
  },
  {
    id: 'zh-hr-campus',
    locale: 'zh-CN',
    job: '人力资源管培生',
    type: 'campus',
    overview: '[学校与专业，以及你对人力资源工作的理解和一段相关经历]',
    experience: [
      '[实习中参与的招聘、培训或员工关系工作，以及数量]',
      '[组织过的活动或项目，写出参与人数和效果]',
    ],
    project: ['[校园活动或课程项目的内容]', '[你的分工和成果]'],
    skills: ['办公软件：[Excel、PPT 等]', '语言：[英语等级]'],
  },
  {
    id: 'zh-sales',
    locale: 'zh-CN',
    job: '销售代表',
    type: 'social',
    overview: '[几年销售经验、销售的产品和客户类型、最好的业绩]',
    experience: [
      '[负责的区域或客户，以及年度销售额和完成率]',
      '[开发的新客户或大客户，写出金额]',
      '[获得的销售奖项或排名]',
    ],
    project: ['[重点客户或项目的情况]', '[签约结果]'],
    skills: ['客户管理：[CRM 工具等]', '其他：[谈判、方案撰写等]'],
  },
  {
    id: 'zh-nurse',
    locale: 'zh-CN',
    job: '护士',
    type: 'social',
    overview: '[护龄、工作科室、擅长的护理方向]',
    experience: [
      '[所在科室、床位数和日常护理工作]',
      '[参与的护理质量改进或带教工作]',
      '[获得的表彰或考核成绩]',
    ],
    project: ['[护理课题或质量改进项目内容]', '[项目成果]'],
    skills: ['护理技能：[静脉穿刺、重症监护等]', '证书：[护士执业证书等]'],
  },
];

/** Held out by job: two jobs of each language never inform tuning. */
export const HELD_OUT_JOBS: ReadonlySet<string> = new Set([
  'en-ux-designer',
  'en-software-intern',
  'zh-sales',
  'zh-nurse',
]);
