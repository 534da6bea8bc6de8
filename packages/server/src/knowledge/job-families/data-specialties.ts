// Job families of data specialties: business analysis, data annotation and statistics.
import type { JobFamily } from '../job-family.ts';

export const DATA_SPECIALTY_FAMILIES: readonly JobFamily[] = [
  {
    id: 'business-analyst',
    names: { 'zh-CN': '业务分析师', 'en-US': 'Business Analyst' },
    field: { 'zh-CN': '业务分析', 'en-US': 'business analysis' },
    synonyms: [
      '业务分析师',
      '业务分析',
      '需求分析师',
      '需求分析工程师',
      '需求工程师',
      '系统分析师',
      'IT业务分析师',
      '业务流程分析师',
      '流程优化专员',
      'business analyst',
      'it business analyst',
      'systems analyst',
      'business systems analyst',
      'requirements analyst',
      'business process analyst',
      'functional analyst',
      'process analyst',
    ],
    keywords: ['cbap', 'bpmn', '用户故事', 'user stories', 'requirements gathering'],
    skillGroups: {
      'zh-CN': [
        { name: '需求分析', examples: ['需求调研', '用户故事', '业务流程建模', '验收标准'] },
        { name: '分析方法', examples: ['BPMN', 'UML', 'SQL', '差距分析'] },
        { name: '协作交付', examples: ['需求评审', '敏捷开发', '干系人管理', 'UAT 测试'] },
      ],
      'en-US': [
        {
          name: 'Requirements',
          examples: ['Elicitation', 'User stories', 'Acceptance criteria', 'Use cases'],
        },
        { name: 'Analysis', examples: ['BPMN process modeling', 'UML', 'SQL', 'Gap analysis'] },
        { name: 'Delivery', examples: ['Backlog refinement', 'Agile', 'Stakeholder management', 'UAT'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的业务领域与系统，对接的业务部门和干系人数量]',
        '[你梳理或优化的一个业务流程：问题、方案与上线后的效率变化]',
        '[你编写的需求文档与用户故事，以及需求变更率或返工率的变化]',
        '[你组织的 UAT 或上线验收：测试范围、发现的问题与上线结果]',
        '[你用数据支撑的一个决策，分析方法与业务结果]',
      ],
      'en-US': [
        '[The business area and systems you cover, and the stakeholders you work with]',
        '[A process you mapped or improved: the problem, the change and the efficiency gain]',
        '[Requirements and user stories you wrote, and the change in rework or scope changes]',
        '[UAT or acceptance you ran: scope, issues found and the go-live result]',
        '[A decision you backed with data: the analysis and the business result]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责信贷审批系统需求分析，对接 6 个业务部门，年交付需求 120 余项',
        '重新设计报销审批流程，平均审批时长从 5 天缩短到 1.5 天',
        '推行用户故事与验收标准模板，需求返工率下降 35%',
        '组织 3 轮 UAT，发现并推动修复缺陷 210 个，系统一次上线成功',
        '通过数据分析定位客户流失环节，推动流程调整后转化率提升 9%',
        '梳理 80 个核心业务流程并形成流程手册，新员工上手时间缩短一半',
      ],
      'en-US': [
        'Owned requirements for a loan approval system across 6 departments, delivering 120+ items a year',
        'Redesigned expense approvals, cutting average approval time from 5 days to 1.5',
        'Introduced user story and acceptance criteria templates that cut rework by 35%',
        'Ran 3 rounds of UAT that found 210 defects before a clean go-live',
        'Used data to find where customers dropped out; the process fix lifted conversion by 9%',
        'Documented 80 core processes in a handbook that halved onboarding time for new staff',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '审批流程数字化改造', description: '梳理线下审批流程并上线电子化审批，显著缩短处理时长' },
        { name: '核心业务系统升级', description: '完成现状调研、差距分析与需求设计，平稳切换新系统' },
        { name: '客户旅程分析', description: '结合数据与访谈找出流失原因，推动流程优化' },
      ],
      'en-US': [
        {
          name: 'Digital approvals',
          description: 'Mapped paper approvals and moved them online, sharply cutting cycle time',
        },
        {
          name: 'Core system upgrade',
          description: 'Current-state review, gap analysis and requirements for a smooth switch-over',
        },
        {
          name: 'Customer journey analysis',
          description: 'Data and interviews that found why customers dropped out and fixed the process',
        },
      ],
    },
    certifications: {
      'zh-CN': ['CBAP 业务分析专业人士认证', 'PMI-PBA 商业分析专业人士', '系统分析师（软考高级）'],
      'en-US': ['CBAP (IIBA)', 'PMI Professional in Business Analysis (PMI-PBA)', 'ECBA (IIBA)'],
    },
    tools: {
      'zh-CN': ['Axure', 'Visio', 'Jira', 'Confluence', 'SQL', 'Excel'],
      'en-US': ['Jira', 'Confluence', 'Visio', 'Lucidchart', 'SQL', 'Power BI'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年金融行业业务分析经验，擅长把业务问题转化为清晰的需求与流程，年交付需求 120 余项。',
          '推动的流程改造使审批时长缩短 70%。',
        ],
        student: ['信息管理专业应届生，逻辑清晰、善于沟通，熟悉 BPMN 与 SQL，做过需求分析实习。'],
      },
      'en-US': {
        experienced: [
          'Business analyst with 5 years in financial services, turning business problems into clear requirements and processes.',
          'Led a process redesign that cut approval time by 70%.',
        ],
        student: [
          'Information systems graduate with BPMN and SQL skills and a business analysis internship.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['信息管理与信息系统', '工商管理'],
        courses: ['管理信息系统', '系统分析与设计', '数据库原理', '业务流程管理'],
      },
      'en-US': {
        majors: ['Information Systems', 'Business Administration'],
        courses: ['Systems Analysis and Design', 'Business Process Management', 'Databases', 'Statistics'],
      },
    },
    workplace: 'finance',
  },
  {
    id: 'data-annotator',
    names: { 'zh-CN': '数据标注员', 'en-US': 'Data Annotator' },
    field: { 'zh-CN': '数据标注', 'en-US': 'data annotation' },
    synonyms: [
      '数据标注员',
      '数据标注',
      '数据标注师',
      '标注员',
      'AI训练师',
      '人工智能训练师',
      '数据标注专员',
      '大模型标注',
      '数据质检员',
      '语料标注',
      'data annotator',
      'data labeler',
      'data labeller',
      'annotation specialist',
      'ai trainer',
      'ai data trainer',
      'data labeling specialist',
      'rater',
      'search quality rater',
      'ai data specialist',
    ],
    keywords: ['标注', 'annotation', 'labeling', 'labelling', 'rlhf'],
    skillGroups: {
      'zh-CN': [
        { name: '标注类型', examples: ['图像框选', '语义分割', '文本分类', '大模型对话评测'] },
        { name: '质量控制', examples: ['标注规范理解', '抽检质检', '一致性校验', '问题反馈'] },
        { name: '工具与效率', examples: ['Label Studio', 'CVAT', 'Excel', '快捷键与批量操作'] },
      ],
      'en-US': [
        {
          name: 'Annotation types',
          examples: ['Bounding boxes', 'Segmentation', 'Text classification', 'LLM response rating'],
        },
        {
          name: 'Quality',
          examples: ['Guideline interpretation', 'Spot checks', 'Consistency checks', 'Edge-case reporting'],
        },
        { name: 'Tools', examples: ['Label Studio', 'CVAT', 'Labelbox', 'Excel'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你标注的数据类型与项目（如 自动驾驶图像、语音、大模型对话），服务的模型用途]',
        '[你的日均标注量与准确率，在团队中的排名]',
        '[你负责的质检工作：抽检比例、发现的问题与返修率变化]',
        '[你对标注规范提出的改进或整理的疑难案例，带来的一致性提升]',
        '[你带教或协调的新人数量，以及项目按期交付情况]',
      ],
      'en-US': [
        '[The data and projects you annotate (driving images, speech, LLM conversations) and what the models are for]',
        '[Your daily throughput and accuracy, and where that puts you in the team]',
        '[Quality checks you run: sample rate, issues found and the change in rework]',
        '[Guideline improvements or edge-case libraries you wrote, and the gain in consistency]',
        '[New annotators you trained or coordinated, and on-time delivery]',
      ],
    },
    achievements: {
      'zh-CN': [
        '参与自动驾驶图像标注项目，日均完成 3D 框选 800 个，准确率 98.5%',
        '负责大模型对话质量评测，累计评测样本 2 万条，一致率保持在 95% 以上',
        '担任质检员，抽检比例 20%，团队返修率从 12% 降到 4%',
        '整理疑难案例库 150 条并补充到标注规范，新人培训周期从 2 周缩短到 1 周',
        '带教 10 名新标注员，全部在 3 周内达到准确率要求',
        '连续 6 个月标注效率排名团队前 3',
      ],
      'en-US': [
        'Annotated 800 3D boxes a day for a self-driving dataset at 98.5% accuracy',
        'Rated 20,000 LLM conversations with inter-rater agreement above 95%',
        'Ran quality checks on a 20% sample, cutting the team rework rate from 12% to 4%',
        'Built a 150-case edge-case library for the guidelines, halving new-annotator training from 2 weeks to 1',
        'Trained 10 new annotators, all reaching the accuracy target within 3 weeks',
        'Ranked in the team top 3 for throughput six months running',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '自动驾驶感知数据标注', description: '完成车辆、行人与车道线标注，支撑感知模型训练' },
        { name: '大模型对话质量评测', description: '按规范对模型回答打分与改写，提升模型回答质量' },
        { name: '标注规范与案例库建设', description: '整理疑难样本与判定标准，提升团队一致性' },
      ],
      'en-US': [
        {
          name: 'Driving perception labeling',
          description: 'Labeled vehicles, pedestrians and lanes for perception model training',
        },
        {
          name: 'LLM response evaluation',
          description: 'Scored and rewrote model answers against guidelines to improve quality',
        },
        {
          name: 'Guidelines and edge-case library',
          description: 'Documented hard cases and rules to raise team consistency',
        },
      ],
    },
    certifications: {
      'zh-CN': ['人工智能训练师（职业技能等级证书）', '全国计算机等级考试二级'],
      'en-US': [],
    },
    tools: {
      'zh-CN': ['Label Studio', 'CVAT', '精灵标注助手', 'Excel', '飞书表格', '企业内部标注平台'],
      'en-US': ['Label Studio', 'CVAT', 'Labelbox', 'Scale AI tools', 'Excel', 'Google Sheets'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '2 年数据标注与质检经验，参与过自动驾驶与大模型评测项目，准确率稳定在 98% 以上。',
          '细心耐心，善于总结疑难案例，带教过 10 名新人。',
        ],
        student: ['计算机相关专业在读，细致耐心，对人工智能感兴趣，能快速理解并执行标注规范。'],
      },
      'en-US': {
        experienced: [
          'Data annotator with 2 years on self-driving and LLM evaluation projects, consistently above 98% accuracy.',
          'Patient and precise; documents edge cases and has trained 10 new annotators.',
        ],
        student: [
          'Student with an interest in AI who is detail-minded and quick to apply labeling guidelines.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['计算机应用技术', '大数据技术'],
        courses: ['人工智能导论', '数据处理基础', '办公软件应用', 'Python 程序设计'],
      },
      'en-US': {
        majors: ['Information Technology', 'Linguistics'],
        courses: ['Introduction to AI', 'Data Literacy', 'Linguistics', 'Python Basics'],
      },
    },
    workplace: 'tech',
  },
  {
    id: 'statistician',
    names: { 'zh-CN': '统计师', 'en-US': 'Statistician' },
    field: { 'zh-CN': '统计分析', 'en-US': 'statistics' },
    synonyms: [
      '统计师',
      '统计员',
      '统计分析师',
      '统计专员',
      '生物统计师',
      '医学统计师',
      '统计程序员',
      '统计工程师',
      '调查统计专员',
      'statistician',
      'biostatistician',
      'statistical analyst',
      'statistical programmer',
      'sas programmer',
      'clinical statistician',
      'survey statistician',
    ],
    keywords: ['sas', 'spss', 'stata', '生物统计', 'biostatistics', 'cdisc'],
    skillGroups: {
      'zh-CN': [
        { name: '统计方法', examples: ['回归分析', '生存分析', '抽样设计', '假设检验'] },
        { name: '统计软件', examples: ['SAS', 'R', 'SPSS', 'Stata'] },
        { name: '行业规范', examples: ['CDISC（SDTM/ADaM）', 'ICH E9', '统计分析计划', '国家统计调查制度'] },
      ],
      'en-US': [
        { name: 'Methods', examples: ['Regression', 'Survival analysis', 'Sampling design', 'Mixed models'] },
        { name: 'Software', examples: ['SAS', 'R', 'Stata', 'Python'] },
        {
          name: 'Standards',
          examples: ['CDISC SDTM / ADaM', 'ICH E9', 'Statistical analysis plans', 'Survey weighting'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的统计项目：研究类型（临床试验、抽样调查、经营统计）、样本量与周期]',
        '[你设计的统计方案或样本量计算，以及被采纳的情况]',
        '[你编写的统计分析计划与程序：数据集、表格清单与交付质量]',
        '[你的分析发现如何影响了决策或申报结果]',
        '[你推动的流程改进（如 标准化宏程序、自动出表），节省的时间]',
      ],
      'en-US': [
        '[The studies you support: type (clinical trial, survey, business statistics), sample size and timeline]',
        '[Study designs or sample size calculations you produced, and how they were used]',
        '[Analysis plans and programs you wrote: datasets, tables and delivery quality]',
        '[How your findings shaped a decision or a regulatory submission]',
        '[Process improvements (standard macros, automated tables) and the time saved]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 4 项 III 期临床试验的统计分析，支持 2 个新药上市申报',
        '编写 SAS 宏程序库，统计表格产出时间缩短 50%',
        '完成样本量 1.2 万户的入户抽样调查设计，估计误差控制在 2% 以内',
        '交付 ADaM 数据集与 300 余张统计表格，监管核查零重大问题',
        '建立经营数据月度统计报表体系，报表出具时间从 5 天缩短到 1 天',
        '为 6 篇 SCI 论文提供统计支持，论文全部发表',
      ],
      'en-US': [
        'Led statistics for 4 phase III trials that supported 2 new drug submissions',
        'Wrote a library of 40 SAS macros that halved the time to produce statistical tables',
        'Designed a household survey of 12,000 homes with estimation error under 2%',
        'Delivered ADaM datasets and 300+ tables with no major findings at regulatory inspection',
        'Built monthly business statistics reporting that cut turnaround from 5 days to 1',
        'Provided statistical support for 6 peer-reviewed papers, all published',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '新药 III 期临床试验统计分析', description: '制定统计分析计划、完成数据分析并撰写统计报告' },
        { name: '居民消费抽样调查', description: '设计分层抽样方案与加权方法，准确估计总体指标' },
        { name: '统计程序标准化', description: '沉淀通用宏程序与表格模板，提高交付效率与一致性' },
      ],
      'en-US': [
        {
          name: 'Phase III trial analysis',
          description: 'Analysis plan, analysis and statistical report for a new drug',
        },
        {
          name: 'Household consumption survey',
          description: 'Stratified sampling and weighting for accurate population estimates',
        },
        {
          name: 'Standard statistical programs',
          description: 'Shared macros and table shells for faster, consistent delivery',
        },
      ],
    },
    certifications: {
      'zh-CN': ['中级统计师（统计专业技术资格）', 'SAS 认证程序员（Base / Advanced）'],
      'en-US': [
        'Accredited Professional Statistician (PStat, ASA)',
        'Graduate Statistician (GStat, RSS)',
        'SAS Certified Professional: Advanced Programming',
      ],
    },
    tools: {
      'zh-CN': ['SAS', 'R', 'SPSS', 'Stata', 'Excel', 'Python'],
      'en-US': ['SAS', 'R', 'Stata', 'Python', 'SPSS', 'Excel'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年医药行业生物统计经验，熟悉 CDISC 标准与 SAS 编程，支持过 2 个新药上市申报。',
          '注重数据质量与方法严谨，擅长把统计结果讲清楚。',
        ],
        student: ['统计学硕士应届生，熟练使用 R 与 SAS，参与过抽样调查与回归建模课题。'],
      },
      'en-US': {
        experienced: [
          'Biostatistician with 5 years in pharma, fluent in CDISC standards and SAS, supporting 2 new drug submissions.',
          'Rigorous with data and methods, and clear in explaining results.',
        ],
        student: [
          "Statistics master's graduate skilled in R and SAS, with survey and regression modeling projects.",
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['统计学', '生物统计学'],
        courses: ['数理统计', '回归分析', '抽样调查', '生存分析'],
      },
      'en-US': {
        majors: ['Statistics', 'Biostatistics'],
        courses: ['Mathematical Statistics', 'Regression Analysis', 'Sampling Theory', 'Survival Analysis'],
      },
    },
    workplace: 'research',
  },
];
