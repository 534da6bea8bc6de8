// Job families of healthcare: nurse, doctor, pharmacist.
import type { JobFamily } from '../job-family.ts';

export const HEALTHCARE_FAMILIES: readonly JobFamily[] = [
  {
    id: 'nurse',
    names: { 'zh-CN': '护士', 'en-US': 'Registered Nurse' },
    field: { 'zh-CN': '临床护理', 'en-US': 'nursing' },
    synonyms: [
      '护士',
      '护师',
      '注册护士',
      '临床护士',
      '责任护士',
      '专科护士',
      '护士长',
      '涉外护士',
      '社区护士',
      '护理人员',
      'nurse',
      'registered nurse',
      'rn',
      'staff nurse',
      'clinical nurse',
      'charge nurse',
      'nurse practitioner',
      'licensed practical nurse',
      'lpn',
      'clinical nurse specialist',
      'travel nurse',
      'head nurse',
    ],
    keywords: ['护理', 'nursing', 'bls', 'acls'],
    skillGroups: {
      'zh-CN': [
        { name: '护理技能', examples: ['静脉穿刺', '危重症护理', '心肺复苏', '伤口护理'] },
        { name: '专科能力', examples: ['ICU 监护', '急诊分诊', '围手术期护理', '健康宣教'] },
        { name: '护理管理', examples: ['护理文书书写', '不良事件上报', '院感防控', '带教'] },
      ],
      'en-US': [
        {
          name: 'Clinical skills',
          examples: ['IV insertion', 'Critical care', 'Wound care', 'Medication administration'],
        },
        {
          name: 'Specialties',
          examples: ['ICU monitoring', 'ED triage', 'Perioperative care', 'Patient education'],
        },
        {
          name: 'Practice',
          examples: ['EHR documentation (Epic)', 'Infection control', 'Incident reporting', 'Precepting'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的科室与床位数，日常负责的患者数量]',
        '[你掌握的专科护理技能，以及处理过的危重症或急救情况]',
        '[你参与的护理质量改进项目：如跌倒、压疮或感染发生率的变化]',
        '[你承担的健康宣教或带教工作：对象、人数与效果]',
        '[患者满意度、护理差错或表扬等可量化的表现]',
      ],
      'en-US': [
        '[Your unit and number of beds, and your usual patient load]',
        '[Specialist skills you use, and critical or emergency situations you handled]',
        '[A quality improvement project you joined: change in falls, pressure injuries or infections]',
        '[Patient education or precepting you do: who, how many and the result]',
        '[Measurable performance: patient satisfaction, zero medication errors, commendations]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在 30 张床位的心内科病房担任责任护士，每班负责 8 至 10 名患者',
        '参与科室跌倒预防改善项目，患者跌倒发生率下降 40%',
        '参与抢救危重患者 50 余例，熟练配合气管插管与除颤',
        '承担新护士带教 6 名，均顺利通过规范化培训考核',
        '连续两年患者满意度 99%，获评院级优秀护士',
        '参与病区护理质控，护理文书合格率从 92% 提升到 99%',
      ],
      'en-US': [
        'Served as primary nurse on a 30-bed cardiology unit, caring for 8 to 10 patients per shift',
        'Joined the unit fall-prevention project that cut patient falls by 40%',
        'Assisted in 50+ resuscitations, including intubation and defibrillation',
        'Precepted 6 new graduate nurses, all of whom passed their residency assessments',
        'Kept patient satisfaction at 99% two years running and was named hospital nurse of the year',
        'Joined unit quality audits that raised nursing documentation compliance from 92% to 99%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '病区跌倒预防改善项目', description: '风险评估与宣教相结合，显著降低跌倒发生率' },
        { name: '压力性损伤防控', description: '规范翻身与评估流程，降低压疮发生' },
        { name: '出院患者随访', description: '建立电话随访机制，提升出院后的依从性' },
      ],
      'en-US': [
        {
          name: 'Fall-prevention initiative',
          description: 'Risk screening plus patient education that sharply reduced falls',
        },
        {
          name: 'Pressure injury prevention',
          description: 'Standard turning and skin checks that lowered pressure injuries',
        },
        {
          name: 'Post-discharge follow-up calls',
          description: 'A call program that improved adherence after discharge',
        },
      ],
    },
    certifications: {
      'zh-CN': ['护士执业资格证书', '护师资格证', '重症监护专科护士证书', 'BLS 基础生命支持证书'],
      'en-US': [
        'Registered Nurse (RN) license',
        'Basic Life Support (BLS)',
        'Advanced Cardiovascular Life Support (ACLS)',
        'CCRN',
      ],
    },
    tools: {
      'zh-CN': ['电子病历系统', '护理信息系统', '心电监护仪', '输液泵', '呼吸机', '除颤仪'],
      'en-US': ['Epic', 'Cerner', 'Cardiac monitors', 'Infusion pumps', 'Ventilators', 'Defibrillators'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年三甲医院临床护理经验，持护士执业证与重症专科护士证书，熟悉危重症患者护理。',
          '工作细致、应变能力强，参与的护理质量改进项目使跌倒发生率下降 40%。',
        ],
        student: [
          '护理学专业应届毕业生，已通过护士执业资格考试，在三甲医院完成 10 个月临床实习。',
          '熟练掌握基础护理操作，有爱心与责任心，能适应倒班工作。',
        ],
      },
      'en-US': {
        experienced: [
          'Registered nurse with 5 years in a tertiary hospital, ACLS and CCRN certified, experienced with critically ill patients.',
          'Calm and thorough; contributed to a quality project that cut falls by 40%.',
        ],
        student: [
          'Nursing graduate who has passed the NCLEX-RN and completed 10 months of clinical rotations at a teaching hospital.',
          'Confident in core nursing skills, compassionate and ready for shift work.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['护理学', '助产学'],
        courses: ['内科护理学', '外科护理学', '急危重症护理学', '基础护理学'],
      },
      'en-US': {
        majors: ['Nursing (BSN)', 'Midwifery'],
        courses: ['Medical-Surgical Nursing', 'Pharmacology', 'Critical Care Nursing', 'Health Assessment'],
      },
    },
    workplace: 'hospital',
  },
  {
    id: 'doctor',
    names: { 'zh-CN': '临床医生', 'en-US': 'Physician' },
    field: { 'zh-CN': '临床医学', 'en-US': 'clinical medicine' },
    synonyms: [
      '医生',
      '医师',
      '临床医生',
      '临床医师',
      '住院医师',
      '住院医生',
      '主治医师',
      '主治医生',
      '执业医师',
      '全科医生',
      '全科医师',
      '外科医生',
      '内科医生',
      '规培医师',
      '大夫',
      '麻醉医生',
      '麻醉医师',
      '医学影像医师',
      'doctor',
      'physician',
      'medical doctor',
      'resident physician',
      'resident doctor',
      'attending physician',
      'general practitioner',
      'gp',
      'family physician',
      'surgeon',
      'internist',
      'pediatrician',
      'paediatrician',
      'anesthesiologist',
      'anaesthetist',
      'radiologist',
      'hospitalist',
      'medical officer',
      'junior doctor',
    ],
    keywords: ['门诊', 'clinician', '问诊'],
    skillGroups: {
      'zh-CN': [
        { name: '临床能力', examples: ['常见病诊治', '危重症处理', '病历书写', '医患沟通'] },
        { name: '专科技能', examples: ['胸腔穿刺', '腰椎穿刺', '超声检查', '内镜操作'] },
        { name: '科研', examples: ['临床研究设计', 'SPSS', 'R', 'SCI 论文写作'] },
      ],
      'en-US': [
        {
          name: 'Clinical',
          examples: ['Diagnosis & management', 'Acute care', 'Documentation', 'Patient communication'],
        },
        {
          name: 'Procedures',
          examples: ['Lumbar puncture', 'Central lines', 'Point-of-care ultrasound', 'Endoscopy'],
        },
        { name: 'Research', examples: ['Clinical trial design', 'SPSS', 'R', 'Manuscript writing'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的科室与职责：门诊量、管床数或手术量]',
        '[你擅长诊治的疾病或开展的操作、手术，写出例数]',
        '[你参与抢救或处理的疑难危重病例]',
        '[你参与的临床研究或发表的论文]',
        '[你承担的教学、带教或医疗质量改进工作]',
      ],
      'en-US': [
        '[Your specialty and duties: clinic volume, inpatient census or operations per year]',
        '[Conditions you manage or procedures you perform, with case numbers]',
        '[Complex or critical cases you led or took part in]',
        '[Clinical research you contributed to, or papers you published]',
        '[Teaching, supervision or quality improvement work you lead]',
      ],
    },
    achievements: {
      'zh-CN': [
        '年均门诊接诊 6000 人次，管理住院患者 400 余例',
        '独立完成腹腔镜胆囊切除术 150 余台，无严重并发症',
        '参与急危重症抢救 80 余例，抢救成功率 92%',
        '以第一作者发表 SCI 论文 2 篇、中文核心期刊论文 3 篇',
        '牵头科室抗菌药物合理使用改进，使用强度下降 20%',
        '完成住院医师规范化培训考核，技能考核成绩位列同批前 10%',
      ],
      'en-US': [
        'Saw about 6,000 outpatients and managed 400+ inpatients a year',
        'Performed 150+ laparoscopic cholecystectomies independently with no major complications',
        'Took part in 80+ resuscitations with a 92% survival rate',
        'Published 2 first-author papers in peer-reviewed journals',
        'Led an antibiotic stewardship effort that reduced antibiotic use by 20%',
        'Completed residency assessments with clinical skills scores in the top 10% of my cohort',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '胸痛中心建设', description: '参与流程优化，缩短急性心梗患者的救治时间' },
        { name: '多中心临床研究', description: '负责本中心病例入组与随访，保证数据质量' },
        { name: '抗菌药物合理使用', description: '制定科室用药规范并定期点评处方' },
      ],
      'en-US': [
        {
          name: 'Chest pain pathway',
          description: 'Helped redesign the pathway to shorten door-to-balloon time',
        },
        {
          name: 'Multi-center clinical trial',
          description: 'Led site enrollment and follow-up with high data quality',
        },
        { name: 'Antibiotic stewardship', description: 'Unit prescribing guidelines with regular audits' },
      ],
    },
    certifications: {
      'zh-CN': ['医师资格证书', '医师执业证书', '住院医师规范化培训合格证书', '主治医师资格'],
      'en-US': [
        'Medical license',
        'Board certification (ABIM)',
        'Advanced Cardiovascular Life Support (ACLS)',
        'ATLS',
      ],
    },
    tools: {
      'zh-CN': ['电子病历系统', 'HIS', 'PACS', '超声仪', 'SPSS', 'EndNote'],
      'en-US': ['Epic', 'Cerner', 'PACS', 'Point-of-care ultrasound', 'UpToDate', 'SPSS'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '8 年普外科临床经验，主治医师，擅长腹腔镜微创手术，年手术量 200 余台。',
          '临床与科研并重，发表 SCI 论文 2 篇，承担住院医师带教工作。',
        ],
        student: [
          '临床医学专业应届毕业生，已完成一年临床轮转，通过执业医师资格考试。',
          '基础扎实，沟通耐心，参与过科室临床研究的数据收集。',
        ],
      },
      'en-US': {
        experienced: [
          'Board-certified general surgeon with 8 years of practice, specializing in laparoscopic surgery at 200+ operations a year.',
          'Balances clinical work with research and teaching, with 2 first-author publications.',
        ],
        student: [
          'Medical graduate who has completed clinical rotations and passed USMLE Steps 1 and 2.',
          'Solid foundations, patient with patients, and experienced in clinical research data collection.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['临床医学', '口腔医学', '中医学'],
        courses: ['内科学', '外科学', '诊断学', '病理学'],
      },
      'en-US': {
        majors: ['Medicine (MD)', 'Medicine (MBBS)'],
        courses: ['Internal Medicine', 'Surgery', 'Pathology', 'Pharmacology'],
      },
    },
    workplace: 'hospital',
  },
  {
    id: 'pharmacist',
    names: { 'zh-CN': '药师', 'en-US': 'Pharmacist' },
    field: { 'zh-CN': '药学服务', 'en-US': 'pharmacy' },
    synonyms: [
      '药师',
      '药剂师',
      '执业药师',
      '临床药师',
      '医院药师',
      '驻店药师',
      '中药师',
      '药房药师',
      '药学专员',
      '药店店员',
      '药品质量专员',
      'pharmacist',
      'clinical pharmacist',
      'retail pharmacist',
      'community pharmacist',
      'hospital pharmacist',
      'pharmd',
    ],
    keywords: ['药房', 'pharmacy', '处方审核', '药学', 'gsp'],
    skillGroups: {
      'zh-CN': [
        { name: '药学服务', examples: ['处方审核', '用药咨询', '药物重整', '药学监护'] },
        { name: '药品管理', examples: ['GSP 规范', '库存与效期管理', '特殊药品管理', '药品不良反应上报'] },
        { name: '工具', examples: ['HIS', '合理用药系统', '药品管理系统', 'Excel'] },
      ],
      'en-US': [
        {
          name: 'Pharmaceutical care',
          examples: [
            'Prescription verification',
            'Patient counseling',
            'Medication reconciliation',
            'Immunisations',
          ],
        },
        {
          name: 'Operations',
          examples: [
            'Inventory & expiry control',
            'Controlled substances',
            'Adverse event reporting',
            'Compounding',
          ],
        },
        { name: 'Systems', examples: ['Epic Willow', 'Pharmacy management systems', 'Lexicomp', 'Excel'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你工作的药房或科室，以及日均审核或调配的处方量]',
        '[你的处方审核与用药干预：发现的不合理处方数量与结果]',
        '[你提供的用药咨询或药学监护：服务人数与效果]',
        '[你负责的药品库存或质量管理，损耗或差错率的变化]',
        '[你参与的合理用药、药物不良反应监测或培训工作]',
      ],
      'en-US': [
        '[Your pharmacy or unit, and how many prescriptions you verify or fill a day]',
        '[Prescription interventions: how many problems you caught and what changed]',
        '[Patient counseling or clinical services you provide: how many patients, what outcomes]',
        '[Inventory or quality work you own, and the change in waste or error rate]',
        '[Medication safety, adverse-event monitoring or training you contribute to]',
      ],
    },
    achievements: {
      'zh-CN': [
        '日均审核门诊处方 500 余张，不合理处方干预成功率 95%',
        '作为临床药师参与心内科查房，完成药学监护患者 300 余例',
        '优化药品效期管理流程，近效期药品报损金额下降 45%',
        '上报药品不良反应 40 余例，获评院级药物警戒先进个人',
        '为慢病患者开展用药咨询 1200 人次，用药依从性提升 25%',
        '参与医院药品目录调整，药占比下降 3 个百分点',
      ],
      'en-US': [
        'Verified about 500 outpatient prescriptions a day, with 95% of interventions accepted',
        'Joined cardiology rounds as clinical pharmacist, providing pharmaceutical care to 300+ patients',
        'Reworked expiry management, reducing write-offs of short-dated stock by 45%',
        'Reported 40+ adverse drug reactions and received the hospital pharmacovigilance award',
        'Counselled 1,200 patients with chronic conditions, raising medication adherence by 25%',
        'Helped revise the hospital formulary, lowering the share of drug costs by 3 points',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '门诊处方前置审核', description: '配合信息科上线处方前置审核，减少不合理处方' },
        { name: '慢病用药管理', description: '为高血压、糖尿病患者提供持续的用药指导' },
        { name: '药品效期管理', description: '建立近效期预警与调拨机制，降低损耗' },
      ],
      'en-US': [
        {
          name: 'Prospective prescription review',
          description: 'Rolled out real-time review that cut inappropriate prescriptions',
        },
        {
          name: 'Chronic disease medication management',
          description: 'Ongoing counseling for patients with hypertension and diabetes',
        },
        {
          name: 'Expiry management',
          description: 'Short-dated alerts and stock transfers that reduced waste',
        },
      ],
    },
    certifications: {
      'zh-CN': ['执业药师资格证书', '药师资格证（初级）', '临床药师岗位培训证书'],
      'en-US': [
        'Licensed Pharmacist (NAPLEX)',
        'Board Certified Pharmacotherapy Specialist (BCPS)',
        'APhA Immunization certificate',
      ],
    },
    tools: {
      'zh-CN': ['HIS', '合理用药监测系统', '药品管理系统', '自动发药机', 'Excel', '用药助手'],
      'en-US': [
        'Epic Willow',
        'Pharmacy management systems',
        'Lexicomp',
        'Micromedex',
        'Automated dispensing cabinets',
        'Excel',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年医院药学工作经验，执业药师，熟悉处方审核与临床药学监护。',
          '注重用药安全，处方干预成功率 95%，近效期药品损耗下降 45%。',
        ],
        student: [
          '药学专业应届毕业生，在三甲医院药剂科完成 6 个月实习，熟悉调剂与处方审核流程。',
          '做事严谨细致，具备良好的沟通能力。',
        ],
      },
      'en-US': {
        experienced: [
          'Licensed pharmacist with 6 years in hospital practice, experienced in prescription verification and clinical pharmaceutical care.',
          'Focused on medication safety: 95% of interventions accepted and 45% less expiry waste.',
        ],
        student: [
          'PharmD graduate with six months of hospital pharmacy rotations, familiar with dispensing and verification.',
          'Precise and a clear communicator with patients.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['药学', '临床药学', '中药学'],
        courses: ['药理学', '药物化学', '药剂学', '临床药物治疗学'],
      },
      'en-US': {
        majors: ['Pharmacy (PharmD)', 'Pharmaceutical Sciences'],
        courses: ['Pharmacology', 'Medicinal Chemistry', 'Pharmaceutics', 'Pharmacotherapy'],
      },
    },
    workplace: 'pharmacy',
  },
];
