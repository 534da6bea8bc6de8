// Job families of health sciences: nutrition, counselling, clinical research, public health, regulatory affairs and
// pharmaceutical R&D.
import type { JobFamily } from '../job-family.ts';

export const HEALTH_SCIENCES_FAMILIES: readonly JobFamily[] = [
  {
    id: 'dietitian',
    names: { 'zh-CN': '营养师', 'en-US': 'Dietitian' },
    field: { 'zh-CN': '临床营养', 'en-US': 'nutrition and dietetics' },
    synonyms: [
      '营养师',
      '临床营养师',
      '注册营养师',
      '公共营养师',
      '健康管理师',
      '营养顾问',
      '运动营养师',
      '膳食营养师',
      '母婴营养师',
      'dietitian',
      'registered dietitian',
      'clinical dietitian',
      'nutritionist',
      'sports nutritionist',
      'dietetic technician',
      'nutrition consultant',
      'health coach',
    ],
    keywords: ['营养', 'nutrition', '膳食', 'medical nutrition therapy'],
    skillGroups: {
      'zh-CN': [
        { name: '营养评估', examples: ['营养风险筛查', '膳食调查', '人体成分分析', '营养诊断'] },
        { name: '营养干预', examples: ['肠内营养支持', '慢病膳食指导', '体重管理', '食谱设计'] },
        { name: '宣教与管理', examples: ['营养宣教', '团餐营养管理', '健康讲座', '随访管理'] },
      ],
      'en-US': [
        {
          name: 'Assessment',
          examples: ['Nutrition screening', 'Diet history', 'Body composition', 'Nutrition diagnosis'],
        },
        {
          name: 'Intervention',
          examples: ['Enteral nutrition', 'Medical nutrition therapy', 'Weight management', 'Menu planning'],
        },
        {
          name: 'Education',
          examples: ['Patient counseling', 'Group classes', 'Food service oversight', 'Follow-up programs'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的机构与服务对象（住院患者、门诊、企业员工、会员），每月服务人数]',
        '[你负责的营养干预类型，以及患者或客户的改善数据]',
        '[一个代表案例：评估结果、干预方案与效果]',
        '[你参与的营养项目或食谱设计，覆盖人数与效果]',
        '[你开展的营养宣教或培训：场次与参与人数]',
      ],
      'en-US': [
        '[Your setting and clients (inpatients, outpatients, employees, members) and how many a month]',
        '[The nutrition care you provide, and how patients or clients improve]',
        '[A representative case: assessment, plan and outcome]',
        '[Nutrition programs or menus you designed, their reach and impact]',
        '[Education or training you deliver: sessions and attendance]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在三甲医院营养科负责 6 个病区的营养会诊，每月会诊 200 余人次',
        '为糖尿病门诊患者提供膳食干预，3 个月糖化血红蛋白平均下降 1.2 个百分点',
        '推动入院营养风险筛查，筛查率从 60% 提升到 95%',
        '为 3000 人企业食堂设计健康菜单，员工满意度提升 20%',
        '指导 120 名会员完成 12 周体重管理，平均减重 6 公斤',
        '年开展营养健康讲座 30 场，覆盖 2000 人',
      ],
      'en-US': [
        'Provide nutrition consults across 6 wards of a teaching hospital, about 200 a month',
        'Counselled outpatients with diabetes whose HbA1c fell by 1.2 points on average in 3 months',
        'Raised admission nutrition screening from 60% to 95%',
        'Designed healthy menus for a 3,000-person workplace cafeteria, lifting satisfaction by 20%',
        'Guided 120 clients through a 12-week weight program with an average loss of 13 lb',
        'Gave 30 nutrition talks a year to 2,000 people',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '住院患者营养风险筛查', description: '建立筛查与会诊流程，及时识别营养不良患者' },
        { name: '糖尿病膳食管理门诊', description: '个体化膳食方案与随访，改善血糖控制' },
        { name: '企业健康食堂', description: '重新设计菜单与营养标识，引导健康饮食' },
      ],
      'en-US': [
        {
          name: 'Inpatient nutrition screening',
          description: 'Screening and referral steps that caught malnutrition early',
        },
        {
          name: 'Diabetes nutrition clinic',
          description: 'Personal meal plans and follow-ups that improved glucose control',
        },
        {
          name: 'Healthy workplace cafeteria',
          description: 'New menus and labels that nudged healthier choices',
        },
      ],
    },
    certifications: {
      'zh-CN': [
        '注册营养师（中国营养学会）',
        '公共营养师（职业技能等级证书）',
        '健康管理师（职业技能等级证书）',
      ],
      'en-US': [
        'Registered Dietitian Nutritionist (RDN)',
        'Certified Diabetes Care and Education Specialist (CDCES)',
        'CSSD',
      ],
    },
    tools: {
      'zh-CN': ['营养计算软件', '人体成分分析仪', '电子病历系统', 'Excel', '膳食调查问卷', '薄荷健康'],
      'en-US': [
        'Nutrition analysis software',
        'Body composition analyzers',
        'Epic',
        'Excel',
        'MyFitnessPal',
        'Cronometer',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年临床营养经验，负责住院营养会诊与慢病膳食门诊，持注册营养师证书。',
          '以数据评估干预效果，糖尿病患者糖化血红蛋白平均下降 1.2 个百分点。',
        ],
        student: ['食品营养与健康专业应届生，在医院营养科实习 6 个月，熟悉营养筛查与食谱设计。'],
      },
      'en-US': {
        experienced: [
          'Registered dietitian with 6 years in hospital consults and diabetes nutrition counseling.',
          "Measures outcomes, with patients' HbA1c falling 1.2 points on average.",
        ],
        student: ['Nutrition graduate with a 6-month hospital dietetic internship.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['食品营养与健康', '临床营养学'],
        courses: ['营养学', '临床营养学', '食品卫生学', '生物化学'],
      },
      'en-US': {
        majors: ['Nutrition and Dietetics', 'Food Science'],
        courses: [
          'Medical Nutrition Therapy',
          'Biochemistry',
          'Food Service Management',
          'Community Nutrition',
        ],
      },
    },
    workplace: 'hospital',
  },
  {
    id: 'psychological-counselor',
    names: { 'zh-CN': '心理咨询师', 'en-US': 'Counselor' },
    field: { 'zh-CN': '心理咨询', 'en-US': 'counseling' },
    synonyms: [
      '心理咨询师',
      '心理咨询',
      '心理治疗师',
      '心理老师',
      '心理健康教师',
      '心理辅导员',
      '心理健康专员',
      '婚姻家庭咨询师',
      'EAP咨询师',
      '心理测评师',
      'counselor',
      'counsellor',
      'mental health counselor',
      'licensed professional counselor',
      'psychotherapist',
      'clinical psychologist',
      'school counselor',
      'marriage and family therapist',
      'eap counselor',
      'psychologist',
    ],
    keywords: ['心理', 'psychology', 'mental health', '心理健康', 'cbt'],
    skillGroups: {
      'zh-CN': [
        { name: '咨询方法', examples: ['认知行为疗法（CBT）', '焦点解决', '人本主义', '家庭治疗'] },
        { name: '评估与干预', examples: ['心理测评', '危机干预', '个案概念化', '团体辅导'] },
        { name: '专业规范', examples: ['伦理守则', '督导', '个案记录', '转介'] },
      ],
      'en-US': [
        {
          name: 'Approaches',
          examples: ['CBT', 'Solution-focused therapy', 'Person-centered therapy', 'Family therapy'],
        },
        {
          name: 'Assessment & intervention',
          examples: ['Assessments', 'Crisis intervention', 'Case formulation', 'Group counseling'],
        },
        { name: 'Practice', examples: ['Ethics', 'Clinical supervision', 'Case notes', 'Referrals'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的机构类型（学校、医院、EAP、私人执业）与服务对象]',
        '[你的个案量与累计咨询小时数]',
        '[你擅长的议题与方法，以及来访者的改善情况]',
        '[你处理的危机干预或团体辅导项目，覆盖人数与效果]',
        '[你接受的督导与培训，以及伦理规范的执行]',
      ],
      'en-US': [
        '[Your setting (school, hospital, EAP, private practice) and who you see]',
        '[Your caseload and total counseling hours]',
        '[Issues and approaches you focus on, and how clients improve]',
        '[Crisis work or group programs you led, their reach and effect]',
        '[Supervision and training you receive, and how you uphold ethics]',
      ],
    },
    achievements: {
      'zh-CN': [
        '累计个体咨询 1500 小时，每周稳定个案 15 个',
        '使用 CBT 干预焦虑来访者，8 次咨询后 GAD-7 评分平均下降 40%',
        '在高校开展新生心理普查 6000 人，筛查并跟进高风险学生 120 名',
        '带领 12 期人际关系团体辅导，参与学生 150 人',
        '参与 20 余次心理危机干预，均妥善处置并完成转介',
        '为企业 EAP 项目开展心理健康讲座 25 场',
      ],
      'en-US': [
        'Logged 1,500 counseling hours with a steady caseload of 15 clients a week',
        'Used CBT with anxious clients whose GAD-7 scores fell 40% on average after 8 sessions',
        'Ran mental health screening for 6,000 first-year students and followed up 120 at high risk',
        'Led 12 interpersonal skills groups for 150 students',
        'Handled 20+ crisis interventions with safe outcomes and referrals',
        'Delivered 25 workplace mental health talks for an EAP',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '新生心理健康普查', description: '组织测评、访谈与分级跟进，及早发现高风险学生' },
        { name: '人际关系成长团体', description: '设计团体方案，提升学生人际与情绪管理能力' },
        { name: '企业员工心理援助', description: '提供咨询热线与讲座，支持员工心理健康' },
      ],
      'en-US': [
        {
          name: 'Student mental health screening',
          description: 'Screening, interviews and tiered follow-up to find students at risk early',
        },
        {
          name: 'Interpersonal skills group',
          description: 'A group program that built relationship and emotional skills',
        },
        {
          name: 'Employee assistance program',
          description: 'Counseling line and talks supporting staff wellbeing',
        },
      ],
    },
    certifications: {
      'zh-CN': ['心理治疗师（卫生专业技术资格）', '中国心理学会注册心理师', '教师资格证（心理健康教育）'],
      'en-US': [
        'Licensed Professional Counselor (LPC)',
        'National Certified Counselor (NCC)',
        'Licensed Marriage and Family Therapist (LMFT)',
      ],
    },
    tools: {
      'zh-CN': ['SCL-90', 'PHQ-9', 'GAD-7', '心理测评系统', '个案管理系统', '沙盘'],
      'en-US': [
        'PHQ-9',
        'GAD-7',
        'SimplePractice',
        'TherapyNotes',
        'Telehealth platforms',
        'Beck inventories',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年心理咨询经验，累计个体咨询 1500 小时，擅长焦虑、抑郁与人际议题。',
          '长期接受督导，熟悉危机干预与伦理规范。',
        ],
        student: ['应用心理学硕士应届生，完成 200 小时咨询实习与团体督导，熟悉 CBT。'],
      },
      'en-US': {
        experienced: [
          'Licensed counselor with 6 years and 1,500 hours of practice, focused on anxiety, depression and relationships.',
          'In regular supervision and experienced in crisis work.',
        ],
        student: ["Counseling master's graduate with 600 supervised practicum hours and CBT training."],
      },
    },
    education: {
      'zh-CN': {
        majors: ['应用心理学', '临床心理学'],
        courses: ['咨询心理学', '变态心理学', '心理测量学', '团体心理辅导'],
      },
      'en-US': {
        majors: ['Clinical Mental Health Counseling', 'Psychology'],
        courses: ['Counseling Theories', 'Psychopathology', 'Assessment', 'Group Counseling'],
      },
    },
    workplace: 'clinic',
  },
  {
    id: 'clinical-research-associate',
    names: { 'zh-CN': '临床监查员', 'en-US': 'Clinical Research Associate' },
    field: { 'zh-CN': '临床研究', 'en-US': 'clinical research' },
    synonyms: [
      '临床监查员',
      '临床监查',
      'CRA',
      '临床研究助理',
      '临床研究协调员',
      'CRC',
      '临床协调员',
      '临床项目经理',
      '临床研究专员',
      '医学监查员',
      'clinical research associate',
      'clinical research coordinator',
      'clinical trial associate',
      'clinical monitor',
      'clinical project manager',
      'clinical trial manager',
      'site monitor',
    ],
    keywords: ['临床试验', 'clinical trial', 'gcp', 'cro', 'smo'],
    skillGroups: {
      'zh-CN': [
        { name: '监查实务', examples: ['中心筛选与启动', '源数据核查（SDV）', '监查报告', '中心关闭'] },
        {
          name: '法规与质量',
          examples: ['ICH-GCP', '药物临床试验质量管理规范', '不良事件上报', '稽查与核查应对'],
        },
        { name: '项目协调', examples: ['入组进度管理', '研究者沟通', '伦理递交', 'EDC 系统'] },
      ],
      'en-US': [
        {
          name: 'Monitoring',
          examples: [
            'Site selection and initiation',
            'Source data verification',
            'Monitoring reports',
            'Close-out',
          ],
        },
        {
          name: 'Regulation & quality',
          examples: ['ICH-GCP', 'FDA 21 CFR', 'Safety reporting', 'Audit readiness'],
        },
        {
          name: 'Coordination',
          examples: ['Enrollment tracking', 'Investigator relations', 'IRB submissions', 'EDC systems'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你参与的项目阶段与治疗领域，负责的中心数量]',
        '[你负责中心的入组进度与质量，以及与计划相比的完成情况]',
        '[你发现并推动解决的一个方案偏离或数据质量问题]',
        '[你应对的稽查或核查，以及结果]',
        '[你带教的新人或推动的监查流程改进]',
      ],
      'en-US': [
        '[Trial phases and therapy areas, and the number of sites you manage]',
        '[Enrollment and quality at your sites against plan]',
        '[A protocol deviation or data quality problem you found and resolved]',
        '[Audits or inspections you supported, and the results]',
        '[New CRAs you trained or monitoring improvements you drove]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 2 项肿瘤 III 期临床试验，管理 8 家研究中心',
        '所负责中心入组完成率 110%，提前 2 个月完成入组',
        '完成源数据核查 600 余例，数据质疑关闭时间缩短 30%',
        '迎接申办方稽查 3 次与药监核查 1 次，均无重大发现',
        '带教 3 名新 CRA 独立完成监查',
        '推动建立中心启动清单，中心启动周期从 10 周缩短到 6 周',
      ],
      'en-US': [
        'Monitored 8 sites across 2 phase III oncology trials',
        'Reached 110% of enrollment target at my sites, finishing 2 months early',
        'Completed source verification on 600+ subjects and cut query resolution time by 30%',
        'Supported 3 sponsor audits and 1 regulatory inspection with no major findings',
        'Trained 3 new CRAs to monitor independently',
        'Introduced a site start-up checklist that cut activation from 10 weeks to 6',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '肿瘤 III 期临床试验', description: '负责多中心监查与入组推进，保障数据质量' },
        { name: '中心启动提速', description: '标准化启动材料与流程，缩短中心启动周期' },
        { name: '药监核查准备', description: '组织文件自查与模拟核查，顺利通过核查' },
      ],
      'en-US': [
        {
          name: 'Phase III oncology trial',
          description: 'Multi-site monitoring and enrollment support with high data quality',
        },
        {
          name: 'Faster site start-up',
          description: 'Standard documents and steps that shortened activation',
        },
        {
          name: 'Inspection readiness',
          description: 'File reviews and mock inspections before a regulatory visit',
        },
      ],
    },
    certifications: {
      'zh-CN': ['GCP 培训证书', 'ACRP CCRA 认证', '执业药师'],
      'en-US': ['ACRP Certified Clinical Research Associate (CCRA)', 'SOCRA CCRP', 'ICH-GCP certificate'],
    },
    tools: {
      'zh-CN': ['EDC 系统', 'Medidata Rave', 'CTMS', 'Veeva Vault eTMF', 'Excel', 'IWRS'],
      'en-US': ['Medidata Rave', 'Veeva Vault', 'CTMS', 'Oracle InForm', 'IRT', 'Excel'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年 CRO 临床监查经验，负责肿瘤 III 期试验 8 家中心，入组提前 2 个月完成。',
          '熟悉 GCP 与核查要求，稽查与核查均无重大发现。',
        ],
        student: ['药学专业应届生，取得 GCP 证书，做过 CRC 实习，沟通协调能力强。'],
      },
      'en-US': {
        experienced: [
          'CRA with 5 years at a CRO monitoring 8 sites on phase III oncology trials, finishing enrollment 2 months early.',
          'Inspection-ready and fluent in GCP.',
        ],
        student: ['Life sciences graduate with GCP training and a clinical research coordinator internship.'],
      },
    },
    education: {
      'zh-CN': { majors: ['药学', '护理学'], courses: ['药理学', '临床试验管理', '医学统计学', '药事管理'] },
      'en-US': {
        majors: ['Biology', 'Nursing'],
        courses: ['Pharmacology', 'Clinical Trial Management', 'Biostatistics', 'Research Ethics'],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'public-health-specialist',
    names: { 'zh-CN': '公共卫生医师', 'en-US': 'Public Health Specialist' },
    field: { 'zh-CN': '公共卫生', 'en-US': 'public health' },
    synonyms: [
      '公共卫生医师',
      '公卫医师',
      '疾控中心工作人员',
      '疾控专员',
      '流行病学专员',
      '卫生监督员',
      '健康教育专员',
      '慢病管理专员',
      '公共卫生专员',
      '疾病预防控制',
      '院感专员',
      'public health specialist',
      'public health analyst',
      'epidemiologist',
      'public health officer',
      'health educator',
      'infection preventionist',
      'community health specialist',
      'disease intervention specialist',
    ],
    keywords: ['公共卫生', 'public health', '流行病学', 'epidemiology', '疾控', '传染病'],
    skillGroups: {
      'zh-CN': [
        { name: '疾病防控', examples: ['传染病监测', '流行病学调查', '预防接种', '慢病管理'] },
        { name: '数据分析', examples: ['SPSS', 'R', '现场调查设计', '疫情数据分析'] },
        { name: '健康促进', examples: ['健康教育', '社区干预', '风险沟通', '应急处置'] },
      ],
      'en-US': [
        {
          name: 'Disease control',
          examples: ['Surveillance', 'Outbreak investigation', 'Immunisation', 'Chronic disease programs'],
        },
        { name: 'Data', examples: ['SAS', 'R', 'Survey design', 'Epidemiological analysis'] },
        {
          name: 'Health promotion',
          examples: [
            'Health education',
            'Community interventions',
            'Risk communication',
            'Emergency response',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的机构与负责的业务领域，服务的人口规模]',
        '[你参与的一次疫情处置或流行病学调查：过程与控制结果]',
        '[你负责的监测或健康项目，覆盖人数与指标变化]',
        '[你做的数据分析或撰写的报告，对决策的支持]',
        '[你组织的健康教育或培训：场次与覆盖人数]',
      ],
      'en-US': [
        '[Your agency, program area and the population served]',
        '[An outbreak response or investigation you joined: what you did and how it was contained]',
        '[Surveillance or health programs you ran, their reach and results]',
        '[Analyzes or reports you produced and the decisions they informed]',
        '[Health education or training you delivered: sessions and reach]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责辖区 80 万人口的传染病监测，报告及时率 100%',
        '参与 12 起聚集性疫情的流行病学调查与处置，均在 2 周内得到控制',
        '推进社区高血压规范管理，管理人数 2 万人，血压控制率从 55% 提升到 68%',
        '完成年度居民健康素养调查 3000 份，撰写分析报告供卫健部门决策',
        '组织健康教育活动 60 场，覆盖居民 8000 人',
        '在核心期刊发表论文 3 篇',
      ],
      'en-US': [
        'Ran communicable disease surveillance for 800,000 residents with 100% timely reporting',
        'Investigated 12 outbreaks, each contained within 2 weeks',
        'Led a community hypertension program for 20,000 people, raising control from 55% to 68%',
        'Ran a 3,000-person health literacy survey and wrote the report for the health department',
        'Organized 60 health education events reaching 8,000 residents',
        'Published 3 peer-reviewed papers',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '聚集性疫情处置', description: '现场流调、密接管理与风险评估，及时控制传播' },
        { name: '社区高血压管理', description: '规范随访与健康干预，提高血压控制率' },
        { name: '居民健康素养监测', description: '设计抽样与问卷，评估健康素养并提出干预建议' },
      ],
      'en-US': [
        {
          name: 'Outbreak response',
          description: 'Field investigation, contact management and risk assessment to stop spread',
        },
        {
          name: 'Community hypertension program',
          description: 'Regular follow-up and interventions that improved control',
        },
        {
          name: 'Health literacy survey',
          description: 'Sampling and questionnaires to measure literacy and guide action',
        },
      ],
    },
    certifications: {
      'zh-CN': ['公共卫生执业医师资格证', '医师执业证书', '健康管理师（职业技能等级证书）'],
      'en-US': [
        'Certified in Public Health (CPH)',
        'Certified Health Education Specialist (CHES)',
        'Certification in Infection Control (CIC)',
      ],
    },
    tools: {
      'zh-CN': ['传染病网络直报系统', 'SPSS', 'R', 'Excel', 'ArcGIS', 'EpiData'],
      'en-US': ['SAS', 'R', 'Epi Info', 'ArcGIS', 'REDCap', 'Excel'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '7 年疾控工作经验，负责传染病监测与疫情处置，参与调查处置聚集性疫情 12 起。',
          '擅长流行病学分析与社区慢病干预。',
        ],
        student: ['预防医学专业应届生，熟练使用 SPSS 与 R，参与过社区健康调查项目。'],
      },
      'en-US': {
        experienced: [
          'Public health specialist with 7 years in disease control, investigating 12 outbreaks and running community programs.',
          'Strong in epidemiological analysis and chronic disease interventions.',
        ],
        student: ['MPH graduate skilled in SAS and R with community survey experience.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['预防医学', '公共卫生'],
        courses: ['流行病学', '卫生统计学', '环境卫生学', '健康教育学'],
      },
      'en-US': {
        majors: ['Public Health (MPH)', 'Epidemiology'],
        courses: ['Epidemiology', 'Biostatistics', 'Environmental Health', 'Health Behavior'],
      },
    },
    workplace: 'government',
  },
  {
    id: 'regulatory-affairs-specialist',
    names: { 'zh-CN': '注册专员', 'en-US': 'Regulatory Affairs Specialist' },
    field: { 'zh-CN': '医药注册', 'en-US': 'regulatory affairs' },
    synonyms: [
      '注册专员',
      '药品注册专员',
      '医疗器械注册专员',
      '注册经理',
      '法规事务专员',
      '注册事务专员',
      'RA专员',
      '化妆品注册专员',
      'regulatory affairs specialist',
      'regulatory affairs associate',
      'regulatory affairs manager',
      'regulatory specialist',
      'ra specialist',
      'regulatory affairs officer',
      'regulatory submissions specialist',
    ],
    keywords: ['注册申报', 'nmpa', 'fda 510k', 'ectd', 'regulatory affairs', '注册证'],
    skillGroups: {
      'zh-CN': [
        { name: '注册申报', examples: ['注册资料撰写', 'eCTD', '发补回复', '变更注册'] },
        {
          name: '法规知识',
          examples: ['药品注册管理办法', '医疗器械监督管理条例', 'FDA 510(k)', 'CE 认证（MDR）'],
        },
        { name: '沟通协调', examples: ['审评沟通', '跨部门资料协调', '检验送检', '法规情报'] },
      ],
      'en-US': [
        {
          name: 'Submissions',
          examples: ['Dossier authoring', 'eCTD', 'Deficiency responses', 'Post-approval changes'],
        },
        { name: 'Regulations', examples: ['FDA 510(k)', 'EU MDR', 'ICH guidelines', 'NMPA requirements'] },
        {
          name: 'Coordination',
          examples: [
            'Agency meetings',
            'Cross-functional dossier work',
            'Testing coordination',
            'Regulatory intelligence',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责注册的产品类别与目标市场]',
        '[你完成的注册申报数量与获批情况]',
        '[一个代表项目：申报策略、审评沟通与获批时间]',
        '[你处理的发补或变更事项，以及结果]',
        '[你建立的法规跟踪或资料管理机制]',
      ],
      'en-US': [
        '[The products and markets you register]',
        '[Submissions you completed and approvals won]',
        '[A signature submission: strategy, agency interaction and time to approval]',
        '[Deficiency responses or changes you handled, and the outcome]',
        '[Regulatory intelligence or document control you set up]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责二类与三类医疗器械注册，累计获批注册证 15 张',
        '主导一款三类器械首次注册，从申报到获批 14 个月，比计划提前 3 个月',
        '完成 2 个产品的 FDA 510(k) 申报并获批',
        '回复发补意见 40 余条，一次补正通过率 90%',
        '建立法规更新跟踪表，每月向研发与质量团队通报 10 余项法规变化',
        '协助完成 MDR 转证，覆盖 6 个产品',
      ],
      'en-US': [
        'Secured 15 class II and III device registrations',
        'Led the first class III submission for a device, approved in 14 months, 3 months ahead of plan',
        'Filed and cleared 2 FDA 510(k) submissions',
        'Answered 40+ deficiency questions with 90% resolved in one round',
        'Built a regulatory tracker that briefs R&D and quality on 10+ changes a month',
        'Supported the EU MDR transition for 6 products',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '三类医疗器械首次注册', description: '制定注册策略并协调临床、检验与资料撰写' },
        { name: 'FDA 510(k) 申报', description: '完成实质等同论证与申报资料' },
        { name: '欧盟 MDR 转证', description: '更新技术文件与临床评价报告' },
      ],
      'en-US': [
        {
          name: 'First class III registration',
          description: 'Registration strategy and coordination of clinical data, testing and dossier',
        },
        {
          name: 'FDA 510(k) submission',
          description: 'Substantial equivalence argument and submission package',
        },
        { name: 'EU MDR transition', description: 'Updated technical files and clinical evaluation reports' },
      ],
    },
    certifications: {
      'zh-CN': ['RAC 法规事务认证', '执业药师', 'ISO 13485 内审员'],
      'en-US': ['Regulatory Affairs Certification (RAC)', 'ISO 13485 Lead Auditor', 'RAC-Devices'],
    },
    tools: {
      'zh-CN': [
        'eCTD 编辑软件',
        '国家药监局网上申报系统',
        'Word',
        'Adobe Acrobat',
        'Veeva Vault RIM',
        'Excel',
      ],
      'en-US': ['Veeva Vault RIM', 'eCTD publishing tools', 'FDA ESG', 'Adobe Acrobat', 'Word', 'Excel'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年医疗器械注册经验，累计获批注册证 15 张，熟悉国内与 FDA 法规。',
          '善于制定申报策略，主导的三类器械注册提前 3 个月获批。',
        ],
        student: ['药学专业应届生，熟悉药品注册法规，在药企注册部实习期间参与过资料整理。'],
      },
      'en-US': {
        experienced: [
          'Regulatory affairs specialist with 6 years in medical devices and 15 registrations, fluent in NMPA and FDA requirements.',
          'Strategic on submissions, with a class III approval 3 months early.',
        ],
        student: ['Life sciences graduate who supported dossier preparation during a regulatory internship.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['药学', '生物医学工程'],
        courses: ['药事管理学', '医疗器械法规', '药物分析', '质量管理体系'],
      },
      'en-US': {
        majors: ['Regulatory Science', 'Biomedical Engineering'],
        courses: ['Regulatory Affairs', 'Medical Device Regulation', 'Quality Systems', 'Clinical Research'],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'pharmaceutical-scientist',
    names: { 'zh-CN': '药物研发工程师', 'en-US': 'Pharmaceutical Scientist' },
    field: { 'zh-CN': '药物研发', 'en-US': 'pharmaceutical development' },
    synonyms: [
      '药物研发工程师',
      '药物研发',
      '制剂研发',
      '制剂研究员',
      '药物分析研究员',
      '药物合成研究员',
      '药物化学研究员',
      '新药研发',
      '生物药研发',
      '细胞培养工程师',
      '药品研发',
      'pharmaceutical scientist',
      'formulation scientist',
      'analytical scientist',
      'medicinal chemist',
      'process chemist',
      'bioprocess engineer',
      'drug development scientist',
    ],
    keywords: ['制剂', 'formulation', '药物分析', 'cmc', '原料药'],
    skillGroups: {
      'zh-CN': [
        { name: '研发方向', examples: ['口服固体制剂', '注射剂', '原料药工艺', '生物药上下游'] },
        { name: '分析方法', examples: ['HPLC', '方法开发与验证', '稳定性研究', '杂质研究'] },
        { name: '法规与质量', examples: ['CMC 申报资料', 'GMP', 'ICH 指导原则', '技术转移'] },
      ],
      'en-US': [
        {
          name: 'Development',
          examples: [
            'Oral solid dosage',
            'Injectables',
            'API process development',
            'Biologics upstream and downstream',
          ],
        },
        {
          name: 'Analytics',
          examples: ['HPLC', 'Method development and validation', 'Stability studies', 'Impurity profiling'],
        },
        {
          name: 'Regulatory & quality',
          examples: ['CMC documentation', 'GMP', 'ICH guidelines', 'Tech transfer'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你参与研发的药物类型与项目阶段]',
        '[你负责的处方工艺或分析方法开发：关键难点与结果]',
        '[你完成的稳定性、一致性评价或工艺放大工作]',
        '[你撰写的申报资料或支持的注册与核查]',
        '[你推动的技术转移或实验效率改进]',
      ],
      'en-US': [
        '[The drugs and development stages you work on]',
        '[Formulation, process or analytical methods you developed: the key challenge and outcome]',
        '[Stability, bioequivalence or scale-up work you completed]',
        '[CMC sections you authored or filings and inspections you supported]',
        '[Tech transfers or lab efficiency improvements you drove]',
      ],
    },
    achievements: {
      'zh-CN': [
        '参与 4 个仿制药项目的处方工艺开发，其中 2 个通过一致性评价',
        '开发并验证 HPLC 有关物质方法 12 个，全部通过注册核查',
        '完成 1 个口服固体制剂从实验室到 100 公斤规模的工艺放大',
        '优化包衣工艺，批间溶出差异从 8% 降到 3%',
        '撰写 CMC 申报资料模块 3 份，项目按期递交',
        '主导 2 个产品向商业化生产基地的技术转移',
      ],
      'en-US': [
        'Developed formulations and processes for 4 generic drugs, 2 of them shown bioequivalent',
        'Developed and validated 12 HPLC impurity methods, all passing regulatory review',
        'Scaled an oral solid dose from lab to 100 kg batches',
        'Optimized coating, cutting batch-to-batch dissolution variation from 8% to 3%',
        'Authored 3 CMC modules for an on-time filing',
        'Led 2 tech transfers to the commercial manufacturing site',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '仿制药一致性评价', description: '处方工艺研究与体外溶出对比，支持生物等效性试验' },
        { name: '分析方法开发与验证', description: '建立有关物质与含量方法并完成验证' },
        { name: '工艺放大与技术转移', description: '识别关键工艺参数，平稳放大到生产规模' },
      ],
      'en-US': [
        {
          name: 'Generic bioequivalence program',
          description: 'Formulation and dissolution work that supported the BE study',
        },
        {
          name: 'Analytical method development',
          description: 'Impurity and assay methods developed and validated',
        },
        {
          name: 'Scale-up and tech transfer',
          description: 'Critical process parameters identified for a smooth move to production scale',
        },
      ],
    },
    certifications: {
      'zh-CN': ['执业药师', 'GMP 培训证书'],
      'en-US': ['ASQ Certified Pharmaceutical GMP Professional (CPGP)', 'GMP training certificate'],
    },
    tools: {
      'zh-CN': ['HPLC', 'LC-MS', '溶出仪', 'Empower', 'Design-Expert', 'ChemDraw'],
      'en-US': ['HPLC', 'LC-MS', 'Dissolution testers', 'Empower', 'JMP', 'ChemDraw'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年制剂研发经验，参与 4 个仿制药项目，2 个通过一致性评价。',
          '熟悉 CMC 申报与工艺放大，实验严谨。',
        ],
        student: ['药剂学硕士应届生，熟练使用 HPLC，课题为缓释制剂处方优化。'],
      },
      'en-US': {
        experienced: [
          'Formulation scientist with 6 years in generics, with 2 of 4 products shown bioequivalent.',
          'Experienced in CMC filings and scale-up, and rigorous in the lab.',
        ],
        student: [
          "Pharmaceutics master's graduate skilled in HPLC, with a thesis on extended-release formulation.",
        ],
      },
    },
    education: {
      'zh-CN': { majors: ['药剂学', '药物分析'], courses: ['药剂学', '药物分析', '药物化学', '生物药剂学'] },
      'en-US': {
        majors: ['Pharmaceutical Sciences', 'Chemistry'],
        courses: ['Pharmaceutics', 'Pharmaceutical Analysis', 'Medicinal Chemistry', 'Biopharmaceutics'],
      },
    },
    workplace: 'manufacturer',
  },
];
