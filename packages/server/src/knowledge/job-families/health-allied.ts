// Job families of allied health and health administration: midwives, sonographers, therapists, medical coders.
import type { JobFamily } from '../job-family.ts';

export const HEALTH_ALLIED_FAMILIES: readonly JobFamily[] = [
  {
    id: 'midwife',
    names: { 'zh-CN': '助产士', 'en-US': 'Midwife' },
    field: { 'zh-CN': '助产', 'en-US': 'midwifery' },
    synonyms: [
      '助产士',
      '助产师',
      '产房助产士',
      'midwife',
      'nurse midwife',
      'certified nurse midwife',
      'cnm',
      'certified midwife',
      'certified professional midwife',
    ],
    keywords: ['助产', '接生', 'midwifery'],
    skillGroups: {
      'zh-CN': [
        { name: '助产技术', examples: ['自然分娩接产', '产程观察与管理', '会阴保护', '新生儿复苏'] },
        { name: '母婴照护', examples: ['产后出血预防', '母乳喂养指导', '高危孕产妇识别', '产后康复指导'] },
        { name: '产科服务', examples: ['导乐陪伴分娩', '分娩镇痛配合', '孕妇学校授课', '助产士门诊'] },
      ],
      'en-US': [
        {
          name: 'Labor and birth',
          examples: [
            'Intrapartum care',
            'Spontaneous vaginal births',
            'Fetal monitoring',
            'Neonatal resuscitation',
          ],
        },
        {
          name: 'Prenatal and postpartum care',
          examples: [
            'Prenatal visits',
            'Postpartum hemorrhage management',
            'Lactation support',
            'Newborn exams',
          ],
        },
        {
          name: "Women's health",
          examples: ['Well-woman exams', 'Contraception counseling', 'Prescribing', 'Patient education'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的医院级别与产房规模，年分娩量]',
        '[你独立接产的例数，以及自然分娩率、会阴侧切率等指标]',
        '[你参与处置的一次产科急症（如 产后出血、肩难产、新生儿窒息），以及结果]',
        '[你开展的助产士门诊、孕妇学校或导乐分娩等服务，以及服务人数]',
        '[你承担的带教、质量改进或技能竞赛情况]',
      ],
      'en-US': [
        '[Your hospital or birth center, and its annual birth volume]',
        '[Births you attend a year, and outcomes such as vaginal birth or episiotomy rates]',
        '[An obstetric emergency you managed (hemorrhage, shoulder dystocia, newborn resuscitation) and the outcome]',
        '[Prenatal, postpartum or gynecologic care you provide, and the size of your patient panel]',
        '[Precepting, quality improvement or committee work]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在年分娩量 6000 例的三甲医院产房工作 6 年，累计独立接产 1200 余例',
        '推广自由体位分娩，科室会阴侧切率从 35% 降至 12%',
        '参与产后出血抢救 40 余例，均转危为安',
        '开设助产士门诊，年接诊孕妇 1500 人次，自然分娩率提升 8 个百分点',
        '每月在孕妇学校授课 4 次，累计服务孕妇及家属 3000 余人',
        '带教助产实习生 20 名，获得 2023 年省助产技能竞赛二等奖',
      ],
      'en-US': [
        'Attended 900+ births over 6 years in a hospital with 5,000 deliveries a year',
        'Kept the episiotomy rate under 5% across my caseload',
        'Led the first response to 30+ postpartum hemorrhages using the unit hemorrhage protocol',
        'Carry a panel of 600 prenatal and gynecologic patients a year in the midwifery clinic',
        'Raised exclusive breastfeeding at discharge from 62% to 78% through a lactation support program',
        'Precepted 12 midwifery students and served 3 years on the perinatal safety committee',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '自由体位分娩推广', description: '培训助产士并优化产房流程，降低会阴侧切率' },
        { name: '助产士门诊建设', description: '为低危孕妇提供孕期随访与分娩计划，提高自然分娩率' },
        { name: '产后出血应急演练', description: '定期组织多学科演练，缩短抢救响应时间' },
      ],
      'en-US': [
        {
          name: 'Low-intervention birth initiative',
          description:
            'Intermittent monitoring and freedom of movement that lowered episiotomy and cesarean rates',
        },
        {
          name: 'Group prenatal care',
          description: 'CenteringPregnancy groups for low-risk patients in the midwifery clinic',
        },
        { name: 'Hemorrhage drills', description: 'Quarterly team drills that shortened response times' },
      ],
    },
    certifications: {
      'zh-CN': [
        '护士执业资格证书',
        '母婴保健技术考核合格证书（助产技术）',
        '新生儿复苏（NRP）培训证书',
        '国际认证泌乳顾问（IBCLC）',
      ],
      'en-US': [
        'Certified Nurse-Midwife (CNM)',
        'Registered Nurse (RN) license',
        'Neonatal Resuscitation Program (NRP)',
        'Basic Life Support (BLS)',
      ],
    },
    tools: {
      'zh-CN': ['胎心监护仪', '多普勒胎心仪', '分娩球', '新生儿辐射台', '新生儿复苏设备', '电子病历系统'],
      'en-US': [
        'Epic',
        'Electronic fetal monitors',
        'Handheld Doppler',
        'Infant warmers',
        'Birthing and peanut balls',
        'Bedside ultrasound',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年三甲医院产房助产经验，累计独立接产 1200 余例，熟练处置产后出血、肩难产等急症。',
          '倡导自然分娩与人文关怀，开设助产士门诊，年服务孕妇 1500 人次。',
        ],
        student: [
          '助产专业应届毕业生，已通过护士执业资格考试，在三甲医院产房实习 8 个月，在老师指导下完成接产 30 余例。',
        ],
      },
      'en-US': {
        experienced: [
          'Certified nurse-midwife with 6 years in a 5,000-birth hospital, attending 900+ births and managing obstetric emergencies.',
          'Champion of low-intervention birth and breastfeeding support.',
        ],
        student: [
          'Nurse-midwifery graduate (MSN) with 1,000 clinical hours and 60 births attended under supervision.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['助产学', '护理学'],
        courses: ['助产学', '妇产科护理学', '围产期保健', '新生儿护理'],
      },
      'en-US': {
        majors: ['Nurse-Midwifery (MSN)', 'Nursing (BSN)'],
        courses: [
          'Antepartum Care',
          'Intrapartum Care',
          'Postpartum and Newborn Care',
          'Well-Woman Gynecology',
        ],
      },
    },
    workplace: 'hospital',
  },
  {
    id: 'dental-hygienist',
    names: { 'zh-CN': '口腔护士', 'en-US': 'Dental Hygienist' },
    field: { 'zh-CN': '口腔护理', 'en-US': 'dental hygiene' },
    synonyms: [
      '口腔护士',
      '口腔科护士',
      '牙科护士',
      '牙科助理',
      '口腔助理',
      '口腔医生助理',
      '椅旁助理',
      '洁牙师',
      'dental hygienist',
      'registered dental hygienist',
      'rdh',
      'dental assistant',
      'certified dental assistant',
      'registered dental assistant',
      'expanded function dental assistant',
      'efda',
      'dental nurse',
    ],
    keywords: ['洁牙', '四手操作', 'dental hygiene'],
    skillGroups: {
      'zh-CN': [
        { name: '椅旁配合', examples: ['四手操作', '根管治疗配合', '种植手术配合', '正畸配合'] },
        { name: '感控与器械', examples: ['器械清洗消毒', '诊室感染控制', '印模材料调拌', '耗材管理'] },
        { name: '患者服务', examples: ['口腔卫生宣教', '术前术后指导', '预约与回访', '儿童患者安抚'] },
      ],
      'en-US': [
        {
          name: 'Clinical care',
          examples: [
            'Prophylaxis',
            'Scaling and root planing',
            'Periodontal charting',
            'Sealants and fluoride',
          ],
        },
        {
          name: 'Imaging and chairside',
          examples: ['Dental radiographs', 'Intraoral scanning', 'Four-handed dentistry', 'Local anesthesia'],
        },
        {
          name: 'Patient care',
          examples: [
            'Oral hygiene education',
            'Infection control',
            'Treatment plan presentation',
            'Recall scheduling',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的医院口腔科或口腔诊所，以及主要配合的诊疗项目]',
        '[你每天配合的医生数量与接诊患者人数]',
        '[你负责的感染控制、器械消毒或耗材管理工作，以及结果]',
        '[你开展的口腔卫生宣教或患者回访，以及复查率等变化]',
        '[你掌握的专科配合技能（种植、正畸、儿童口腔）与培训经历]',
      ],
      'en-US': [
        '[Your practice (general, periodontal, pediatric) and the services you provide]',
        '[Patients you see a day and your recall or reappointment rate]',
        '[Periodontal therapy you provide and how patients improved]',
        '[Radiographs, scans or infection control duties you own]',
        '[Production, treatment acceptance or patient reviews you influenced]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在口腔专科医院配合 3 位医生，日均接诊 25 名患者',
        '熟练配合种植手术 300 余例、根管治疗 800 余例',
        '规范器械清洗灭菌流程，连续 3 年院感检查零缺陷',
        '开展口腔卫生宣教，患者定期复查率从 40% 提升到 65%',
        '负责诊室耗材管理，年耗材成本降低 15%',
        '带教新入职护士 5 名，2023 年获评院级优秀护士',
      ],
      'en-US': [
        'See 8 to 10 hygiene patients a day in a 4-dentist general practice',
        'Raised the recall reappointment rate from 70% to 88%',
        'Provide scaling and root planing for 400+ periodontal patients a year',
        'Kept radiograph retakes under 2% across 2,500+ digital images a year',
        'Grew hygiene production by 22% by adding periodontal maintenance and fluoride varnish',
        'Passed every OSHA and infection control inspection over 5 years',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '种植手术护理配合规范', description: '整理种植手术物品准备与配合流程，缩短术前准备时间' },
        { name: '口腔卫生宣教计划', description: '为正畸与牙周患者提供刷牙与牙线指导，提升复查率' },
        { name: '诊室感染控制改进', description: '优化器械分区与消毒记录，顺利通过院感检查' },
      ],
      'en-US': [
        {
          name: 'Periodontal maintenance program',
          description: 'Charting and recall protocol that moved more patients into regular perio care',
        },
        { name: 'School sealant day', description: 'Volunteer sealant and screening event for 150 children' },
        {
          name: 'Infection control refresh',
          description: 'Updated sterilization logs and room turnover to meet CDC guidelines',
        },
      ],
    },
    certifications: {
      'zh-CN': ['护士执业资格证书', '口腔专科护士培训证书', 'BLS 基础生命支持证书'],
      'en-US': [
        'Registered Dental Hygienist (RDH) license',
        'Certified Dental Assistant (CDA)',
        'Local anesthesia permit',
        'CPR/BLS',
      ],
    },
    tools: {
      'zh-CN': [
        '口腔综合治疗台',
        '超声洁牙机',
        '根管治疗仪',
        '口内扫描仪',
        '高压蒸汽灭菌器',
        '口腔诊所管理系统',
      ],
      'en-US': [
        'Dentrix',
        'Eaglesoft',
        'Cavitron ultrasonic scalers',
        'Digital radiography sensors',
        'iTero intraoral scanner',
        'Autoclaves',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年口腔科护理经验，熟练四手操作与种植、根管治疗配合，日均配合接诊 25 名患者。',
          '重视感染控制与患者宣教，推动患者定期复查率提升到 65%。',
        ],
        student: ['护理专业（口腔护理方向）应届毕业生，在口腔医院实习 10 个月，熟悉四手操作与器械消毒流程。'],
      },
      'en-US': {
        experienced: [
          'Registered dental hygienist with 5 years in general and periodontal practice, seeing 8 to 10 patients a day.',
          'Gentle with anxious patients and strict about infection control.',
        ],
        student: [
          'Dental hygiene graduate (AS) with 600+ clinical hours in scaling, radiographs and patient education.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['护理学', '口腔护理'],
        courses: ['口腔护理学', '口腔解剖生理学', '口腔材料学', '医院感染管理'],
      },
      'en-US': {
        majors: ['Dental Hygiene', 'Dental Assisting'],
        courses: ['Periodontology', 'Dental Radiography', 'Oral Anatomy', 'Dental Materials'],
      },
    },
    workplace: 'hospital',
  },
  {
    id: 'pharmacy-technician',
    names: { 'zh-CN': '药剂员', 'en-US': 'Pharmacy Technician' },
    field: { 'zh-CN': '药品调剂', 'en-US': 'pharmacy operations' },
    synonyms: [
      '药剂员',
      '药剂士',
      '药士',
      '药房技术员',
      '药房调剂员',
      '调剂员',
      '中药调剂员',
      '药房助理',
      '药师助理',
      '配药员',
      '发药员',
      'pharmacy technician',
      'pharmacy tech',
      'certified pharmacy technician',
      'cpht',
      'pharmacy assistant',
    ],
    keywords: ['调剂', 'ptcb'],
    skillGroups: {
      'zh-CN': [
        { name: '调剂与发药', examples: ['处方调配', '药品核对', '用法用量交代', '中药饮片调剂'] },
        { name: '药品管理', examples: ['药品验收入库', '效期管理', '冷链药品管理', '库存盘点'] },
        { name: '服务与合规', examples: ['GSP 规范', '医保结算', '特殊药品管理', '顾客咨询'] },
      ],
      'en-US': [
        {
          name: 'Dispensing',
          examples: [
            'Prescription filling',
            'Counting and labeling',
            'Insurance billing',
            'Sterile compounding',
          ],
        },
        {
          name: 'Inventory',
          examples: [
            'Ordering and receiving',
            'Expiration checks',
            'Controlled substance counts',
            'Cycle counts',
          ],
        },
        {
          name: 'Service',
          examples: ['Patient intake', 'Prior authorizations', 'Refill requests', 'HIPAA compliance'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的医院药房或连锁药店，以及主要负责的岗位（门诊、住院、中药房）]',
        '[你每天调配的处方数量与差错率]',
        '[你负责的药品入库、效期或库存管理工作，以及成果]',
        '[你参与的药房流程改进，如 缩短候药时间]',
        '[你取得的专业技术资格或职业技能等级证书]',
      ],
      'en-US': [
        '[Your pharmacy (retail, hospital, mail order) and your role]',
        '[Prescriptions you fill a day, and your accuracy]',
        '[Inventory, ordering or controlled-substance duties you own]',
        '[Insurance, prior authorization or customer service work]',
        '[Compounding or IV work, and your certifications]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在三甲医院门诊药房工作 4 年，日均调配处方 400 张，调剂差错率低于 0.01%',
        '负责药品效期管理，近效期药品报损金额下降 30%',
        '参与自动发药机上线，患者平均候药时间从 15 分钟缩短到 6 分钟',
        '每月完成 3000 余个品规的库存盘点，账物相符率 99.9%',
        '在连锁药店负责中药饮片调剂，日均调配处方 80 张',
        '2023 年取得中药调剂员（四级）职业技能等级证书',
      ],
      'en-US': [
        'Fill 300+ prescriptions a day at a high-volume retail pharmacy with 99.9% accuracy',
        'Cut expired-drug write-offs by 30% with monthly expiration checks',
        'Resolve 40+ insurance rejections and prior authorizations a week',
        'Kept controlled-substance counts 100% accurate through 3 years of audits',
        'Compounded 60 sterile IV preparations a shift in a hospital cleanroom',
        'Earned PTCB certification in 2022 and trained 4 new technicians',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '自动发药机上线', description: '参与设备调试与流程调整，缩短患者候药时间' },
        { name: '近效期药品管理', description: '建立效期预警表，减少药品报损' },
        { name: '冷链药品规范化', description: '规范温度记录与交接流程，确保冷藏药品质量' },
      ],
      'en-US': [
        {
          name: 'Automated dispensing rollout',
          description: 'Helped launch a robotic filler that cut wait times',
        },
        { name: 'Expiration tracking', description: 'A monthly check system that reduced waste' },
        {
          name: 'Cold chain compliance',
          description: 'Temperature logs and handoffs that kept vaccines within range',
        },
      ],
    },
    certifications: {
      'zh-CN': [
        '药学（士）专业技术资格',
        '中药调剂员职业技能等级证书',
        '医药商品购销员职业技能等级证书',
        '健康证',
      ],
      'en-US': [
        'Certified Pharmacy Technician (CPhT, PTCB)',
        'ExCPT (NHA)',
        'State pharmacy technician license',
        'Compounded Sterile Preparation Technician (CSPT)',
      ],
    },
    tools: {
      'zh-CN': [
        '医院信息系统（HIS）',
        '自动发药机',
        '药品追溯码扫描',
        '药店 ERP',
        '医保结算系统',
        '冷藏柜温度监测',
      ],
      'en-US': [
        'PioneerRx',
        'McKesson EnterpriseRx',
        'Epic Willow',
        'Pyxis MedStation',
        'ScriptPro',
        'Eyecon pill counters',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年医院药房调剂经验，日均调配处方 400 张，差错率低于 0.01%。',
          '熟悉药品效期与库存管理，做事细致、责任心强。',
        ],
        student: ['药剂专业应届毕业生，在医院药房实习 6 个月，熟悉处方调配与药品验收流程。'],
      },
      'en-US': {
        experienced: [
          'Pharmacy technician with 4 years in retail and hospital pharmacy, filling 300+ prescriptions a day with 99.9% accuracy.',
          'Strong with insurance billing and inventory control.',
        ],
        student: [
          'Pharmacy technician program graduate with a retail pharmacy externship, preparing for the PTCE.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['药剂', '药学'],
        courses: ['药剂学', '药理学基础', '药事管理与法规', '中药调剂技术'],
      },
      'en-US': {
        majors: ['Pharmacy Technician Certificate', 'High School Diploma'],
        courses: ['Pharmacy Calculations', 'Pharmacology', 'Pharmacy Law and Ethics', 'Sterile Compounding'],
      },
    },
    workplace: 'pharmacy',
    pathway: 'vocational',
  },
  {
    id: 'medical-coder',
    names: { 'zh-CN': '病案编码员', 'en-US': 'Medical Coder' },
    field: { 'zh-CN': '病案编码', 'en-US': 'medical coding' },
    synonyms: [
      '病案编码员',
      '疾病编码员',
      '病案编码',
      'ICD编码员',
      'DRG编码员',
      '病案管理员',
      '病案员',
      '病案质控员',
      'medical coder',
      'certified professional coder',
      'certified coding specialist',
      'medical coding specialist',
      'coding specialist',
      'medical billing and coding specialist',
      'inpatient coder',
      'outpatient coder',
      'risk adjustment coder',
      'health information technician',
      'medical records technician',
    ],
    keywords: ['病案', '病案首页', 'drg', 'icd-10', 'medical coding'],
    skillGroups: {
      'zh-CN': [
        {
          name: '疾病与手术编码',
          examples: ['ICD-10 疾病编码', 'ICD-9-CM-3 手术操作编码', '主要诊断选择', '病案首页质控'],
        },
        { name: '医保支付', examples: ['DRG 分组', 'DIP 付费', '医保结算清单', '高套编码核查'] },
        { name: '病案管理', examples: ['病案归档', '病案复印与借阅', '病案统计上报', '电子病历质控'] },
      ],
      'en-US': [
        { name: 'Coding', examples: ['ICD-10-CM', 'ICD-10-PCS', 'CPT', 'HCPCS Level II'] },
        {
          name: 'Reimbursement',
          examples: ['MS-DRG assignment', 'HCC risk adjustment', 'Modifiers', 'Denial management'],
        },
        {
          name: 'Compliance',
          examples: ['Physician queries', 'Coding audits', 'HIPAA', 'Documentation review'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责编码的病案类型（住院、门诊、日间手术）与每月编码量]',
        '[你的编码准确率，以及医保或上级质控抽查结果]',
        '[你在 DRG/DIP 付费改革中承担的工作，如 分组核查、入组率提升]',
        '[你与临床科室沟通病案首页填写、减少编码错误的做法]',
        '[你取得的病案信息技术资格与编码培训经历]',
      ],
      'en-US': [
        '[Record types you code (inpatient, outpatient, pro fee) and your monthly volume]',
        '[Coding accuracy and audit scores]',
        '[DRG, HCC or denial work and its revenue impact]',
        '[Physician queries or documentation improvement you drove]',
        '[Credentials and specialties you code (surgery, cardiology, oncology)]',
      ],
    },
    achievements: {
      'zh-CN': [
        '每月完成住院病案编码 1800 份，编码准确率 98%',
        '参与医院 DRG 付费改革，病案入组率从 93% 提升到 99%',
        '整理病案首页常见填写错误，主要诊断选择错误率下降 60%',
        '每季度为临床科室开展编码规则培训，累计培训 400 人次',
        '连续 3 年在省级病案首页质控抽查中零差错',
        '2022 年取得病案信息技术（师）资格',
      ],
      'en-US': [
        'Code 1,800 inpatient and outpatient records a month at 98% accuracy',
        'Kept external audit accuracy above 96% for 3 years running',
        'Cut coding-related denials by 35%, recovering about $420K a year',
        'Send 80+ physician queries a month with an 85% agreement rate',
        'Helped raise the case mix index from 1.52 to 1.61 through better documentation capture',
        'Earned CPC in 2021 and CCS in 2023',
      ],
    },
    projects: {
      'zh-CN': [
        { name: 'DRG 入组率提升', description: '梳理未入组与歧义病例原因，联合临床科室整改' },
        { name: '病案首页质控', description: '建立编码前核查清单，减少主要诊断选择错误' },
        { name: '编码版本切换', description: '参与国家临床版编码字典映射与人员培训，保障平稳过渡' },
      ],
      'en-US': [
        { name: 'Denial reduction', description: 'Root-cause review of coding denials with billing and CDI' },
        {
          name: 'Query templates',
          description: 'Compliant physician query templates that raised response rates',
        },
        {
          name: 'Annual code updates',
          description: 'Code set update training for the coding team each October',
        },
      ],
    },
    certifications: {
      'zh-CN': ['病案信息技术（师）资格证书', '病案信息技术中级资格证书', 'DRG/DIP 付费管理培训证书'],
      'en-US': [
        'Certified Professional Coder (CPC)',
        'Certified Coding Specialist (CCS)',
        'Registered Health Information Technician (RHIT)',
        'Certified Risk Adjustment Coder (CRC)',
      ],
    },
    tools: {
      'zh-CN': [
        '病案管理系统',
        'ICD-10 国家临床版',
        'DRG 分组器',
        '电子病历系统',
        '医保结算清单平台',
        'Excel',
      ],
      'en-US': [
        '3M 360 Encompass',
        'Optum EncoderPro',
        'Epic',
        'Oracle Health',
        'ICD-10-CM and CPT code books',
        'Excel',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年三甲医院病案编码经验，月均编码 1800 份、准确率 98%，熟悉 DRG/DIP 分组规则。',
          '善于与临床沟通，推动病案首页质量持续改进。',
        ],
        student: ['卫生信息管理专业应届毕业生，系统学习 ICD-10 编码与病案管理，在医院病案室实习 6 个月。'],
      },
      'en-US': {
        experienced: [
          'Certified coder with 5 years in inpatient and outpatient coding at 98% accuracy, skilled in DRG and HCC.',
          'Detail-driven and clear when querying physicians.',
        ],
        student: [
          'Health information management graduate trained in ICD-10-CM, CPT and coding compliance, with a hospital HIM practicum.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['卫生信息管理', '病案信息技术'],
        courses: ['疾病分类学', '手术操作分类', '病案管理学', '医学统计学'],
      },
      'en-US': {
        majors: ['Health Information Management', 'Health Information Technology'],
        courses: ['ICD-10-CM/PCS Coding', 'CPT Coding', 'Medical Terminology', 'Reimbursement Methodologies'],
      },
    },
    workplace: 'hospital',
  },
  {
    id: 'hospital-administrator',
    names: { 'zh-CN': '医院管理专员', 'en-US': 'Healthcare Administrator' },
    field: { 'zh-CN': '医院管理', 'en-US': 'healthcare administration' },
    synonyms: [
      '医院管理专员',
      '医务管理专员',
      '医务专员',
      '医务科科员',
      '医务科干事',
      '医务处科员',
      '医院行政',
      '医院行政管理',
      '医疗质量管理专员',
      '医疗质控专员',
      '医院运营管理专员',
      '诊所经理',
      'healthcare administrator',
      'hospital administrator',
      'health services manager',
      'health services administrator',
      'medical practice manager',
      'medical practice administrator',
      'medical office manager',
      'clinic manager',
      'clinic administrator',
      'healthcare operations manager',
    ],
    keywords: ['医务科', '医务处', '等级评审', 'healthcare administration', 'hospital administration'],
    skillGroups: {
      'zh-CN': [
        {
          name: '医疗质量管理',
          examples: ['医疗质量安全核心制度', '病历质控', '不良事件管理', '临床路径管理'],
        },
        { name: '医务管理', examples: ['医师资质与授权', '医疗纠纷处理', '医疗技术准入', '等级医院评审'] },
        { name: '运营与协调', examples: ['DRG 运营分析', '科室绩效管理', '公文写作', '跨部门协调'] },
      ],
      'en-US': [
        {
          name: 'Operations',
          examples: ['Budgeting', 'Staffing and scheduling', 'Patient flow', 'Revenue cycle'],
        },
        {
          name: 'Quality and compliance',
          examples: ['Joint Commission readiness', 'CMS regulations', 'Patient safety', 'HIPAA'],
        },
        {
          name: 'Leadership',
          examples: [
            'Physician relations',
            'Project management',
            'Data-driven decisions',
            'Change management',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的医院与部门（医务科、质控科、院办、运营管理部），以及主要职责]',
        '[你牵头或参与的等级评审、专项检查，以及结果]',
        '[你推动的一项医疗质量改进，以及指标变化]',
        '[你处理的医疗投诉、纠纷或不良事件数量与结果]',
        '[你负责的制度建设、数据分析或汇报材料]',
      ],
      'en-US': [
        '[Your organization, department and scope (beds, clinics, staff)]',
        '[A budget, service line or operation you manage, and its results]',
        '[Quality, safety or accreditation work and the outcome]',
        '[Patient access, throughput or satisfaction improvements]',
        '[Projects you led: clinic openings, EHR rollouts, cost savings]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在 1500 张床位的三甲医院医务科工作 5 年，负责全院 800 余名医师的资质与授权管理',
        '牵头整理三级医院评审迎检材料 200 余项，医院顺利通过复审',
        '推进 20 个病种临床路径管理，入径率从 45% 提升到 75%',
        '每年处理医疗投诉与纠纷 120 余件，调解成功率 90%',
        '建立病历质控月报制度，甲级病历率从 90% 提升到 97%',
        '每月完成 DRG 运营分析报告，协助 12 个临床科室将平均住院日缩短 0.8 天',
      ],
      'en-US': [
        'Manage operations for 6 outpatient clinics with 140 staff and a $28M budget',
        'Cut average ED door-to-provider time from 42 to 25 minutes',
        'Led Joint Commission survey readiness, closing the 2023 survey with only 2 findings',
        'Raised the HCAHPS overall rating from 68% to 76% in 18 months',
        'Saved $1.2M a year by renegotiating supply contracts and reducing agency staffing',
        'Opened a 12-provider primary care clinic on time and 5% under budget',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '三级医院评审迎检', description: '梳理评审条款与佐证材料，组织科室自查整改' },
        { name: '临床路径管理', description: '联合临床科室制定路径，提升入径率与完成率' },
        { name: '病历质控体系建设', description: '建立环节与终末质控流程，提升甲级病历率' },
      ],
      'en-US': [
        {
          name: 'Joint Commission readiness',
          description: 'Mock surveys and tracers that prepared every unit for accreditation',
        },
        { name: 'ED throughput project', description: 'Split-flow triage that cut wait times and walkouts' },
        {
          name: 'New clinic opening',
          description: 'Site buildout, hiring and workflows for a primary care clinic',
        },
      ],
    },
    certifications: {
      'zh-CN': ['执业医师资格证书', '中级经济师（工商管理）', 'PMP 项目管理专业人士认证'],
      'en-US': [
        'Fellow of the American College of Healthcare Executives (FACHE)',
        'Certified Medical Practice Executive (CMPE)',
        'Certified Professional in Healthcare Quality (CPHQ)',
        'Lean Six Sigma Green Belt',
      ],
    },
    tools: {
      'zh-CN': [
        '医院信息系统（HIS）',
        '电子病历系统',
        '病历质控系统',
        '不良事件上报系统',
        'Excel',
        'PowerPoint',
      ],
      'en-US': ['Epic', 'Tableau', 'Excel', 'Press Ganey', 'UKG', 'Microsoft Teams'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年三甲医院医务管理经验，熟悉医疗质量安全核心制度与等级评审，推动病历质控与临床路径管理。',
          '沟通协调能力强，年处理医疗纠纷 120 余件，调解成功率 90%。',
        ],
        student: [
          '社会医学与卫生事业管理专业应届硕士，在医院医务科实习 6 个月，参与评审材料整理与数据分析。',
        ],
      },
      'en-US': {
        experienced: [
          'Healthcare administrator with 8 years running outpatient operations, managing 140 staff and a $28M budget.',
          'Known for improving access, quality scores and the bottom line.',
        ],
        student: [
          'MHA graduate who completed an administrative residency in hospital operations, quality and finance.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['卫生事业管理', '公共事业管理', '临床医学'],
        courses: ['医院管理学', '卫生法学', '卫生经济学', '医疗质量管理'],
      },
      'en-US': {
        majors: ['Health Administration (MHA)', 'Healthcare Management'],
        courses: ['Healthcare Finance', 'Health Policy', 'Quality Improvement', 'Healthcare Operations'],
      },
    },
    workplace: 'hospital',
  },
  {
    id: 'audiologist',
    names: { 'zh-CN': '听力师', 'en-US': 'Audiologist' },
    field: { 'zh-CN': '听力学', 'en-US': 'audiology' },
    synonyms: [
      '听力师',
      '听力技师',
      '听力检测师',
      '听力验配师',
      '助听器验配师',
      'audiologist',
      'clinical audiologist',
      'hearing instrument specialist',
      'hearing aid specialist',
      'hearing aid dispenser',
      'hearing care professional',
      'audiology assistant',
      'audiometric technician',
    ],
    keywords: ['听力', '助听器', 'audiology'],
    skillGroups: {
      'zh-CN': [
        { name: '听力检测', examples: ['纯音测听', '声导抗', '耳声发射', '听性脑干反应（ABR）'] },
        { name: '助听与康复', examples: ['助听器验配', '人工耳蜗调机', '真耳分析', '听觉康复指导'] },
        { name: '专项服务', examples: ['新生儿听力筛查', '耳鸣评估', '前庭功能检查', '听力保护宣教'] },
      ],
      'en-US': [
        {
          name: 'Diagnostics',
          examples: ['Pure-tone and speech audiometry', 'Tympanometry', 'OAE', 'ABR'],
        },
        {
          name: 'Amplification',
          examples: [
            'Hearing aid fitting',
            'Real-ear measurement',
            'Cochlear implant programming',
            'Aural rehabilitation',
          ],
        },
        {
          name: 'Specialty care',
          examples: [
            'Newborn hearing screening',
            'Tinnitus management',
            'Vestibular testing',
            'Hearing conservation',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的医院耳鼻喉科、听力中心或验配机构，以及服务人群]',
        '[你每月完成的听力检查与助听器验配数量]',
        '[你处理的一例复杂病例（如 婴幼儿听力损失、人工耳蜗），以及效果]',
        '[你的验配满意度、回访率或退货率]',
        '[你开展的听力筛查、宣教或培训工作]',
      ],
      'en-US': [
        '[Your setting (hospital ENT, private practice, school) and patient population]',
        '[Evaluations and fittings you complete each month]',
        '[A complex case (pediatric loss, cochlear implant, vestibular) and the outcome]',
        '[Hearing aid satisfaction, return rates or revenue]',
        '[Screening programs, outreach or student supervision]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在三甲医院耳鼻喉科听力中心工作 5 年，每月完成听力检查 400 余人次',
        '累计验配助听器 1200 余台，验配满意度 95%',
        '参与新生儿听力筛查复筛与诊断，年随访婴幼儿 600 余名',
        '为 80 余名人工耳蜗植入患者完成开机与调机',
        '引入真耳分析验配流程，助听器退货率从 12% 降至 5%',
        '为社区老年人开展听力筛查 20 场，筛查 2000 余人',
      ],
      'en-US': [
        'Complete 120 diagnostic evaluations and 40 hearing aid fittings a month',
        'Fitted 1,000+ hearing aids with a 4% return rate',
        'Program and follow 80 cochlear implant patients, adults and children',
        'Cut time to diagnosis for infants referred from newborn screening from 10 weeks to 6',
        'Built a tinnitus clinic that saw 300 patients in its first year',
        'Supervised 6 AuD externs',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '新生儿听力筛查随访', description: '建立未通过筛查婴儿的随访与诊断流程，降低失访率' },
        { name: '真耳分析验配', description: '规范验配流程，提升助听效果与满意度' },
        { name: '社区老年听力筛查', description: '联合社区开展筛查与宣教，早期发现听力损失' },
      ],
      'en-US': [
        {
          name: 'Newborn hearing follow-up',
          description: 'Tracking and scheduling that met the 1-3-6 EHDI goals',
        },
        {
          name: 'Real-ear verification',
          description: 'A standard real-ear protocol for every fitting that lowered returns',
        },
        { name: 'Tinnitus clinic', description: 'Counseling and sound therapy program for chronic tinnitus' },
      ],
    },
    certifications: {
      'zh-CN': ['助听器验配师职业技能等级证书', '新生儿听力筛查技术培训合格证书', '人工耳蜗调机培训证书'],
      'en-US': [
        'State audiology license',
        'ASHA Certificate of Clinical Competence in Audiology (CCC-A)',
        'American Board of Audiology certification',
        'Hearing instrument specialist license',
      ],
    },
    tools: {
      'zh-CN': ['纯音听力计', '声导抗仪', '耳声发射仪', 'ABR 检测系统', '真耳分析仪', 'NOAH 验配软件'],
      'en-US': [
        'Audiometers',
        'Tympanometers',
        'OAE and ABR systems',
        'Real-ear measurement systems',
        'Noah',
        'Epic',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年听力中心工作经验，熟练纯音测听、ABR 等检查，累计验配助听器 1200 余台、满意度 95%。',
          '耐心细致，擅长与婴幼儿家长和老年患者沟通。',
        ],
        student: [
          '听力与言语康复学专业应届毕业生，在医院听力中心实习 8 个月，熟悉常规听力检查与助听器验配。',
        ],
      },
      'en-US': {
        experienced: [
          'Licensed audiologist (CCC-A) with 5 years in hospital ENT, fitting 1,000+ hearing aids and managing cochlear implant patients.',
          'Patient and clear with children, older adults and families.',
        ],
        student: [
          'AuD graduate who completed a full-time externship in hospital and private-practice audiology.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['听力与言语康复学', '康复治疗学'],
        courses: ['听力学基础', '诊断听力学', '助听器学', '儿童听力学'],
      },
      'en-US': {
        majors: ['Audiology (AuD)', 'Communication Sciences and Disorders'],
        courses: ['Diagnostic Audiology', 'Amplification', 'Pediatric Audiology', 'Vestibular Assessment'],
      },
    },
    workplace: 'hospital',
  },
  {
    id: 'respiratory-therapist',
    names: { 'zh-CN': '呼吸治疗师', 'en-US': 'Respiratory Therapist' },
    field: { 'zh-CN': '呼吸治疗', 'en-US': 'respiratory care' },
    synonyms: [
      '呼吸治疗师',
      '呼吸治疗技师',
      '肺功能技师',
      'respiratory therapist',
      'registered respiratory therapist',
      'certified respiratory therapist',
      'rrt',
      'respiratory care practitioner',
      'respiratory therapy technician',
      'pulmonary function technologist',
    ],
    keywords: ['呼吸治疗', 'respiratory care', 'respiratory therapy'],
    skillGroups: {
      'zh-CN': [
        { name: '呼吸支持', examples: ['有创机械通气', '无创通气', '经鼻高流量氧疗', '撤机评估'] },
        { name: '气道管理', examples: ['人工气道管理', '气道廓清', '雾化治疗', '支气管镜配合'] },
        { name: '评估与监测', examples: ['血气分析', '肺功能检查', '呼吸力学监测', '俯卧位通气'] },
      ],
      'en-US': [
        {
          name: 'Ventilation',
          examples: [
            'Mechanical ventilation',
            'BiPAP and CPAP',
            'High-flow nasal cannula',
            'Ventilator weaning',
          ],
        },
        {
          name: 'Airway care',
          examples: ['Airway management', 'Airway clearance', 'Aerosol therapy', 'Bronchoscopy assist'],
        },
        {
          name: 'Assessment',
          examples: [
            'Arterial blood gases',
            'Pulmonary function testing',
            'Codes and rapid response',
            'Patient education',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的医院与科室（ICU、急诊、呼吸科），负责的床位数]',
        '[你每班管理的机械通气患者数量与主要治疗项目]',
        '[你参与的一次抢救或困难撤机，以及结果]',
        '[你参与的质量改进项目，如 呼吸机相关性肺炎、机械通气时间的变化]',
        '[你承担的培训、带教或设备管理工作]',
      ],
      'en-US': [
        '[Your hospital, the units you cover (ICU, NICU, ED) and your patient load]',
        '[Ventilated patients and treatments you manage each shift]',
        '[A code, rapid response or difficult wean you handled and the outcome]',
        '[Quality projects: VAP, extubation, readmission or protocol results]',
        '[Teaching, equipment or PFT lab responsibilities]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在 40 张床位的综合 ICU 担任呼吸治疗师 5 年，每班管理机械通气患者 10 余名',
        '推行呼吸治疗师主导的撤机方案，平均机械通气时间缩短 1.5 天',
        '参与集束化措施改进，呼吸机相关性肺炎发生率下降 60%',
        '每年参与院内抢救与紧急气道管理 150 余次',
        '为 300 余名护士开展呼吸机使用培训',
        '负责科室 30 台呼吸机的日常维护与质控，故障停机率下降 50%',
      ],
      'en-US': [
        'Cover a 32-bed adult ICU, managing 8 to 12 ventilated patients per shift',
        'Helped launch an RT-driven weaning protocol that cut ventilator days by 1.4 on average',
        'Respond to 150+ codes and rapid responses a year as airway lead',
        'Lowered the VAP rate by 60% through ventilator bundle audits',
        'Performed 1,200 pulmonary function tests a year in the outpatient lab',
        'Trained 40 new graduate RTs and nurses on ventilator management',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '呼吸治疗师主导撤机方案', description: '联合医生制定自主呼吸试验流程，缩短机械通气时间' },
        { name: '呼吸机相关性肺炎防控', description: '落实集束化措施并定期核查，降低感染率' },
        { name: '呼吸机质控管理', description: '建立设备巡检与消毒记录，保障设备安全' },
      ],
      'en-US': [
        {
          name: 'RT-driven weaning protocol',
          description: 'Daily spontaneous breathing trials that shortened ventilation',
        },
        { name: 'VAP prevention bundle', description: 'Audits and education that lowered infections' },
        {
          name: 'High-flow oxygen guideline',
          description: 'Criteria and escalation steps that cut avoidable intubations',
        },
      ],
    },
    certifications: {
      'zh-CN': ['BLS 基础生命支持证书', 'ACLS 高级心血管生命支持证书', '呼吸治疗专科培训证书'],
      'en-US': [
        'Registered Respiratory Therapist (RRT)',
        'State respiratory care license',
        'Neonatal/Pediatric Respiratory Care Specialist (RRT-NPS)',
        'ACLS, PALS and NRP',
      ],
    },
    tools: {
      'zh-CN': ['有创呼吸机', '无创呼吸机', '高流量氧疗仪', '血气分析仪', '肺功能仪', '纤维支气管镜'],
      'en-US': [
        'Hamilton-C6 ventilators',
        'Servo-u',
        'Philips V60',
        'Blood gas analyzers',
        'Pulmonary function systems',
        'Epic',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年综合 ICU 呼吸治疗经验，熟练有创与无创通气管理、撤机评估与人工气道管理。',
          '推动呼吸治疗师主导撤机方案，平均机械通气时间缩短 1.5 天。',
        ],
        student: ['呼吸治疗学专业应届毕业生，在三甲医院 ICU 实习 10 个月，掌握呼吸机基本设置与血气分析。'],
      },
      'en-US': {
        experienced: [
          'Registered respiratory therapist with 5 years in adult ICU, skilled in ventilator management, weaning and airway emergencies.',
          'Steady in codes and a good teacher at the bedside.',
        ],
        student: [
          'Respiratory care graduate (BS) with ICU, NICU and PFT lab rotations, eligible for the NBRC TMC exam.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['呼吸治疗学', '康复治疗学'],
        courses: ['呼吸生理学', '机械通气', '重症医学基础', '肺功能检查'],
      },
      'en-US': {
        majors: ['Respiratory Therapy', 'Respiratory Care'],
        courses: [
          'Cardiopulmonary Physiology',
          'Mechanical Ventilation',
          'Neonatal and Pediatric Respiratory Care',
          'Pharmacology',
        ],
      },
    },
    workplace: 'hospital',
  },
  {
    id: 'biomedical-engineer',
    names: { 'zh-CN': '医学工程师', 'en-US': 'Biomedical Engineer' },
    field: { 'zh-CN': '医学工程', 'en-US': 'clinical engineering' },
    synonyms: [
      '医学工程师',
      '临床工程师',
      '设备科工程师',
      '医学装备工程师',
      '医疗设备维修工程师',
      '医疗器械维修工程师',
      'biomedical engineer',
      'clinical engineer',
      'biomedical equipment technician',
      'bmet',
      'biomed tech',
      'biomedical technician',
      'htm technician',
      'medical equipment technician',
    ],
    keywords: ['设备科', '医学工程', '医学装备', 'healthcare technology management'],
    skillGroups: {
      'zh-CN': [
        { name: '设备维修维护', examples: ['预防性维护', '故障维修', '监护仪与呼吸机维修', '影像设备维护'] },
        { name: '质控与计量', examples: ['设备性能检测', '电气安全检测', '计量检定管理', '不良事件监测'] },
        { name: '设备管理', examples: ['采购论证', '验收与安装', '设备档案与台账', '使用培训'] },
      ],
      'en-US': [
        {
          name: 'Equipment service',
          examples: [
            'Preventive maintenance',
            'Repair and troubleshooting',
            'Infusion pumps and monitors',
            'Imaging support',
          ],
        },
        {
          name: 'Safety and compliance',
          examples: [
            'Electrical safety testing',
            'Joint Commission EC standards',
            'FDA recalls',
            'Medical device cybersecurity',
          ],
        },
        {
          name: 'Technology management',
          examples: [
            'Capital planning',
            'Vendor management',
            'Acceptance testing',
            'Clinical staff training',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的医院与设备科，负责的设备类别与台数]',
        '[你完成的预防性维护、维修工单数量与响应时间]',
        '[你处理的一次关键设备故障（如 呼吸机、CT），以及恢复时间]',
        '[你参与的设备采购论证、验收或质控检测工作]',
        '[你为临床科室开展的设备使用培训与安全管理]',
      ],
      'en-US': [
        '[Your hospital or health system, and the equipment you support]',
        '[PMs and repair work orders you complete, and your response time]',
        '[A critical equipment failure you resolved and the downtime saved]',
        '[Capital projects, acceptance testing or vendor work]',
        '[Recalls, safety or training work with clinical staff]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责全院 3000 余台医疗设备的维修与维护，年完成维修工单 1500 张',
        '预防性维护按时完成率从 80% 提升到 98%',
        '自主维修监护仪、输液泵等设备，年节约外修费用 60 万元',
        '参与 20 余项设备采购论证与验收，涉及金额 8000 万元',
        '每年完成急救与生命支持类设备质控检测 800 台次',
        '为临床科室开展设备使用培训 40 场，操作不当导致的故障下降 30%',
      ],
      'en-US': [
        'Support 4,000+ devices across a 450-bed hospital, closing 1,600 work orders a year',
        'Raised on-time PM completion from 82% to 98%',
        'Saved $180K a year by bringing infusion pump and monitor repairs in-house',
        'Led acceptance testing for a $6M patient monitoring upgrade',
        'Worked 120 FDA recalls and alerts a year, all closed on schedule',
        'Cut average repair turnaround from 4 days to 1.5',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '设备预防性维护体系', description: '按风险分级制定维护计划，提升按时完成率' },
        { name: '监护仪与输液泵自主维修', description: '培训工程师并储备配件，降低外修费用' },
        { name: '医疗设备质控检测', description: '规范急救设备的性能与电气安全检测，保障使用安全' },
      ],
      'en-US': [
        { name: 'Risk-based PM program', description: 'Tiered maintenance schedules based on device risk' },
        {
          name: 'In-house repair program',
          description: 'Parts stock and training that replaced vendor service contracts',
        },
        {
          name: 'Patient monitoring upgrade',
          description: 'Planning, testing and go-live support for new monitors hospital-wide',
        },
      ],
    },
    certifications: {
      'zh-CN': ['工程师（生物医学工程）中级职称', '注册计量师', '低压电工作业证', '原厂设备维修培训证书'],
      'en-US': [
        'Certified Biomedical Equipment Technician (CBET)',
        'Certified Healthcare Technology Manager (CHTM)',
        'Certified Clinical Engineer (CCE)',
        'Manufacturer service training',
      ],
    },
    tools: {
      'zh-CN': [
        '电气安全分析仪',
        '生命体征模拟器',
        '输液泵分析仪',
        '除颤分析仪',
        '示波器',
        '医疗设备管理系统',
      ],
      'en-US': [
        'Fluke ESA electrical safety analyzers',
        'Patient simulators',
        'Infusion pump analyzers',
        'Defibrillator analyzers',
        'Oscilloscopes',
        'Nuvolo CMMS',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年医院设备科工作经验，负责 3000 余台医疗设备的维修维护与质控，年节约外修费用 60 万元。',
          '熟悉设备采购论证与验收流程，故障响应及时。',
        ],
        student: [
          '生物医学工程专业应届毕业生，熟悉医用电子仪器原理，在医院设备科实习 6 个月，参与监护仪维修与质控检测。',
        ],
      },
      'en-US': {
        experienced: [
          'Biomedical engineer with 6 years in hospital clinical engineering, supporting 4,000+ devices and saving $180K a year in service costs.',
          'Fast, safety-minded troubleshooter.',
        ],
        student: [
          'Biomedical engineering graduate with a clinical engineering internship in PMs, electrical safety and repairs.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['生物医学工程', '医疗设备应用技术'],
        courses: ['医用电子仪器', '医学影像设备', '医疗设备维修技术', '医疗器械监督管理'],
      },
      'en-US': {
        majors: ['Biomedical Engineering', 'Biomedical Equipment Technology'],
        courses: [
          'Medical Instrumentation',
          'Circuits and Electronics',
          'Physiology for Engineers',
          'Healthcare Technology Management',
        ],
      },
    },
    workplace: 'hospital',
  },
  {
    id: 'medical-device-engineer',
    names: { 'zh-CN': '医疗器械研发工程师', 'en-US': 'Medical Device Engineer' },
    field: { 'zh-CN': '医疗器械研发', 'en-US': 'medical device development' },
    synonyms: [
      '医疗器械研发工程师',
      '医疗器械研发',
      '器械研发工程师',
      '医疗器械设计工程师',
      '医疗器械结构工程师',
      'medical device engineer',
      'medical device design engineer',
      'medical device r&d engineer',
      'medical device development engineer',
      'medical device product development engineer',
    ],
    keywords: ['iec 60601', 'iso 14971', 'gb 9706'],
    skillGroups: {
      'zh-CN': [
        { name: '产品研发', examples: ['需求分析', '结构设计', '原型开发', '设计验证与确认'] },
        {
          name: '法规与质量',
          examples: ['设计开发控制', 'YY/T 0287 质量管理体系', 'YY/T 0316 风险管理', 'GB 9706.1 电气安全'],
        },
        { name: '测试与转产', examples: ['注册检验', '可靠性测试', '设计转换', '生产工艺支持'] },
      ],
      'en-US': [
        {
          name: 'Product development',
          examples: ['Requirements', 'Mechanical design', 'Prototyping', 'Verification and validation'],
        },
        {
          name: 'Quality and regulatory',
          examples: ['Design controls (21 CFR 820)', 'ISO 13485', 'ISO 14971 risk management', 'IEC 60601'],
        },
        {
          name: 'Testing and transfer',
          examples: [
            'Test method development',
            'Design transfer',
            'Process validation (IQ/OQ/PQ)',
            'Root cause analysis',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你参与研发的器械类型（有源、无源、体外诊断）与管理类别]',
        '[你在项目中负责的模块与关键技术指标]',
        '[你完成的设计验证、注册检验或临床评价工作]',
        '[你参与的产品注册取证，以及上市时间]',
        '[你解决的一个设计或转产问题，以及效果]',
      ],
      'en-US': [
        '[Devices you develop (class, type) and your part of the product]',
        '[Design work you own and the key specs you met]',
        '[Verification, validation or test methods you ran]',
        '[Regulatory milestones you supported (510(k), PMA, CE mark)]',
        '[A design or manufacturing problem you solved and the result]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责二类有源器械（输液泵）结构设计，整机重量降低 20%',
        '主导 3 个产品的设计验证，完成测试用例 500 余项',
        '参与 2 个三类医疗器械产品注册，均一次通过技术审评',
        '完成 GB 9706.1-2020 新版标准转换，12 款产品顺利通过注册检验',
        '优化导管焊接工艺参数，批次良率从 88% 提升到 97%',
        '编写风险管理文件与设计历史文档 60 余份',
      ],
      'en-US': [
        'Designed the housing and fluid path for a Class II infusion pump, cutting weight by 20%',
        'Ran design verification for 3 products, executing 500+ test protocols',
        'Supported 2 FDA 510(k) clearances with no additional information requests',
        'Updated risk files for 12 products to ISO 14971:2019',
        'Raised catheter bonding yield from 88% to 97% through a designed experiment',
        'Closed 40 CAPAs with root cause analysis and design fixes',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '输液泵新品研发', description: '负责结构与流路设计，完成设计验证并注册上市' },
        { name: '电气安全新标准转换', description: '组织差异分析与整改，产品通过注册检验' },
        { name: '导管焊接工艺优化', description: '通过实验设计确定工艺窗口，提升良率' },
      ],
      'en-US': [
        {
          name: 'Next-generation infusion pump',
          description: 'Mechanical design and verification through 510(k) clearance',
        },
        {
          name: 'ISO 14971 risk file update',
          description: 'Gap analysis and updated risk controls across the product line',
        },
        { name: 'Catheter bonding DOE', description: 'Process window study that raised yield and cut scrap' },
      ],
    },
    certifications: {
      'zh-CN': ['ISO 13485 内审员证书', '六西格玛绿带', 'SolidWorks CSWP 认证'],
      'en-US': [
        'ASQ Certified Quality Engineer (CQE)',
        'ASQ Certified Biomedical Auditor (CBA)',
        'Lean Six Sigma Green Belt',
        'SolidWorks CSWP',
      ],
    },
    tools: {
      'zh-CN': ['SolidWorks', 'Creo', 'Altium Designer', 'MATLAB', 'Minitab', 'PLM 系统'],
      'en-US': ['SolidWorks', 'Creo', 'MATLAB', 'Minitab', 'Windchill', 'Jama Connect'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年医疗器械研发经验，熟悉有源器械结构设计与设计开发控制，参与 2 个三类产品注册取证。',
          '熟悉 GB 9706.1 与风险管理要求，能推动产品从设计到转产。',
        ],
        student: [
          '生物医学工程专业应届硕士，研究方向为可穿戴监护设备，熟悉 SolidWorks 与医疗器械设计开发流程。',
        ],
      },
      'en-US': {
        experienced: [
          'Medical device engineer with 5 years taking Class II and III devices from concept to clearance, strong in design controls and risk management.',
          'Comfortable across design, test and manufacturing.',
        ],
        student: [
          'Biomedical engineering graduate (MS) with a senior design project on a wearable monitor and an internship in device verification.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['生物医学工程', '医疗器械工程', '机械工程'],
        courses: ['医疗器械设计', '医用电子学', '生物材料学', '医疗器械法规'],
      },
      'en-US': {
        majors: ['Biomedical Engineering', 'Mechanical Engineering'],
        courses: [
          'Medical Device Design',
          'Biomaterials',
          'Biomechanics',
          'FDA Regulation of Medical Devices',
        ],
      },
    },
    workplace: 'manufacturer',
  },
  {
    id: 'genetic-counselor',
    names: { 'zh-CN': '遗传咨询师', 'en-US': 'Genetic Counselor' },
    field: { 'zh-CN': '遗传咨询', 'en-US': 'genetic counseling' },
    synonyms: [
      '遗传咨询师',
      '遗传咨询医师',
      '遗传咨询专员',
      '基因咨询师',
      'genetic counselor',
      'certified genetic counselor',
      'licensed genetic counselor',
      'genetic counseling assistant',
    ],
    keywords: ['遗传咨询', 'genetic counseling'],
    skillGroups: {
      'zh-CN': [
        { name: '遗传咨询', examples: ['产前遗传咨询', '肿瘤遗传咨询', '家系分析', '再发风险评估'] },
        {
          name: '检测解读',
          examples: ['染色体与 CNV 结果解读', '变异致病性分级（ACMG）', '检测方案选择', '报告撰写'],
        },
        { name: '沟通与伦理', examples: ['知情同意', '心理支持', '隐私保护', '多学科会诊'] },
      ],
      'en-US': [
        {
          name: 'Counseling',
          examples: [
            'Prenatal counseling',
            'Hereditary cancer counseling',
            'Pediatric genetics',
            'Pedigree analysis',
          ],
        },
        {
          name: 'Testing',
          examples: [
            'Test selection',
            'Variant interpretation (ACMG)',
            'Insurance preauthorization',
            'Results disclosure',
          ],
        },
        {
          name: 'Communication',
          examples: ['Informed consent', 'Psychosocial support', 'Family letters', 'Provider education'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的机构（产前诊断中心、遗传科、基因检测公司）与咨询方向]',
        '[你每月完成的咨询例数与主要检测类型]',
        '[你处理的一例复杂咨询（如 意义不明变异、家族性肿瘤），以及结果]',
        '[你参与的报告解读、质控或多学科会诊工作]',
        '[你开展的培训、科普或研究工作]',
      ],
      'en-US': [
        '[Your setting (prenatal, cancer, pediatric, laboratory) and patient population]',
        '[Patients you counsel each month and the tests you order]',
        '[A complex case (VUS, cascade testing) and how you handled it]',
        '[Variant review, lab or research work you contribute to]',
        '[Education, outreach or program-building you led]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在产前诊断中心工作 4 年，每月完成遗传咨询 150 例',
        '累计解读染色体微阵列与外显子测序报告 2000 余份',
        '参与建立遗传性乳腺癌家系筛查流程，亲属检测率从 20% 提升到 55%',
        '每周参与多学科会诊 2 次，累计讨论疑难病例 300 余例',
        '为临床医生开展遗传检测解读培训 15 场',
        '参与编写遗传咨询科普文章 30 篇，累计阅读量超过 10 万',
      ],
      'en-US': [
        'Counsel 60 to 70 prenatal and cancer patients a month',
        'Raised cascade testing among at-risk relatives from 20% to 55% with family letters and follow-up calls',
        'Cut time from referral to results by 3 weeks with a streamlined test ordering workflow',
        'Reviewed 1,500+ variants as part of a laboratory variant curation team',
        'Built a hereditary cancer risk clinic that served 800 patients in its first 2 years',
        'Supervised 8 genetic counseling students in clinical rotations',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '遗传性肿瘤家系筛查', description: '建立先证者亲属检测邀请与随访流程，提升检测率' },
        { name: '产前遗传咨询标准化', description: '制定咨询流程与知情同意模板，提升咨询质量' },
        { name: '遗传咨询科普', description: '撰写通俗材料，帮助孕妇理解检测结果' },
      ],
      'en-US': [
        {
          name: 'Cascade testing program',
          description: 'Family letters and reminders that got more relatives tested',
        },
        {
          name: 'Hereditary cancer clinic',
          description: 'A risk assessment clinic with oncology and surgery referral pathways',
        },
        {
          name: 'Patient education guides',
          description: 'Plain-language guides to common genetic test results',
        },
      ],
    },
    certifications: {
      'zh-CN': [
        '遗传咨询师培训证书（中国遗传学会遗传咨询分会）',
        '母婴保健技术考核合格证书（产前诊断）',
        '执业医师资格证书',
      ],
      'en-US': [
        'Certified Genetic Counselor (CGC)',
        'State genetic counselor license',
        'CITI human subjects research training',
      ],
    },
    tools: {
      'zh-CN': ['Progeny 家系图软件', 'ClinVar', 'OMIM', 'gnomAD', 'VarSome', 'HPO 表型术语'],
      'en-US': ['Progeny', 'Epic', 'ClinVar', 'OMIM', 'gnomAD', 'CancerGene Connect'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年产前与肿瘤遗传咨询经验，每月咨询 150 例，熟悉染色体微阵列与基因测序报告解读。',
          '沟通耐心，善于把复杂的检测结果讲清楚。',
        ],
        student: [
          '医学遗传学专业应届硕士，完成遗传咨询培训，在医院遗传科见习 6 个月，参与家系分析与报告解读。',
        ],
      },
      'en-US': {
        experienced: [
          'Certified genetic counselor with 4 years in prenatal and hereditary cancer care, counseling 60+ patients a month.',
          'Turns complex results into clear choices for families.',
        ],
        student: [
          'Genetic counseling graduate (MS) with prenatal, cancer, pediatric and laboratory rotations, eligible for the ABGC exam.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['医学遗传学', '临床医学', '生物学'],
        courses: ['医学遗传学', '细胞遗传学', '分子诊断学', '遗传咨询'],
      },
      'en-US': {
        majors: ['Genetic Counseling (MS)', 'Biology'],
        courses: ['Medical Genetics', 'Genomics', 'Counseling Theory', 'Cancer Genetics'],
      },
    },
    workplace: 'hospital',
  },
  {
    id: 'clinical-data-manager',
    names: { 'zh-CN': '临床数据管理员', 'en-US': 'Clinical Data Manager' },
    field: { 'zh-CN': '临床数据管理', 'en-US': 'clinical data management' },
    synonyms: [
      '临床数据管理员',
      '临床数据管理',
      '临床数据管理专员',
      '临床数据经理',
      '临床数据专员',
      'clinical data manager',
      'clinical data associate',
      'clinical data coordinator',
      'clinical data specialist',
      'clinical database programmer',
      'edc programmer',
    ],
    keywords: ['edc', 'medidata', '临床数据'],
    skillGroups: {
      'zh-CN': [
        { name: '数据管理流程', examples: ['数据管理计划', 'CRF 设计', '数据核查计划', '数据库锁定'] },
        { name: '系统与编码', examples: ['EDC 建库与 UAT', 'MedDRA 编码', 'WHODrug 编码', 'SAE 一致性核查'] },
        { name: '标准与质量', examples: ['CDISC CDASH', 'GCP', '数据质量核查', '稽查与核查准备'] },
      ],
      'en-US': [
        {
          name: 'Data management',
          examples: ['Data management plans', 'CRF design', 'Edit check specifications', 'Database lock'],
        },
        {
          name: 'Systems',
          examples: [
            'EDC build and UAT',
            'Medical coding (MedDRA, WHODrug)',
            'SAE reconciliation',
            'Vendor data reconciliation',
          ],
        },
        {
          name: 'Standards',
          examples: ['CDISC CDASH and SDTM', 'ICH E6 GCP', '21 CFR Part 11', 'Inspection readiness'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的临床试验数量、分期与治疗领域]',
        '[你从建库到锁库负责的工作环节]',
        '[你处理的数据质疑数量与关闭时效]',
        '[你推动的一项效率或质量改进，如 缩短锁库时间]',
        '[你参与的稽查、核查，或与统计、医学团队的协作]',
      ],
      'en-US': [
        '[Studies you manage: phase, therapeutic area and size]',
        '[Your part of the work from database build to lock]',
        '[Query volumes, cleaning timelines and data quality results]',
        '[A process or efficiency improvement and its impact]',
        '[Audits, inspections or vendor oversight you supported]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 8 项 II/III 期肿瘤临床试验的数据管理，累计受试者 2000 余例',
        '完成 EDC 建库 6 个，UAT 一次通过率 95%',
        '每月处理数据质疑 3000 余条，平均关闭时间从 14 天缩短到 7 天',
        '末次访视到锁库时间从 6 周缩短到 3 周',
        '完成 MedDRA 与 WHODrug 编码 1 万余条，编码一致性 99%',
        '参与 2 次申办方稽查与 1 次药品注册核查，数据管理零重大发现',
      ],
      'en-US': [
        'Managed data for 8 Phase II and III oncology studies with 2,000+ patients',
        'Built 6 EDC databases in Medidata Rave, 5 of them passing UAT in the first round',
        'Cut last patient last visit to database lock from 6 weeks to 3',
        'Resolve 3,000+ queries a month, halving average query age to 7 days',
        'Coded 10,000+ terms in MedDRA and WHODrug at 99% consistency',
        'Supported 1 FDA inspection and 2 sponsor audits with no data management findings',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '肿瘤 III 期试验锁库', description: '统筹数据清理与各方核查，提前 3 周完成锁库' },
        { name: '标准 CRF 库建设', description: '基于 CDASH 建立公司标准 CRF，缩短建库时间' },
        { name: '数据核查自动化', description: '用 SAS 编写离线核查程序，减少人工核查' },
      ],
      'en-US': [
        {
          name: 'Phase III database lock',
          description: 'Coordinated cleaning across sites and vendors to lock 3 weeks early',
        },
        {
          name: 'Standard CRF library',
          description: 'CDASH-based CRF standards that shortened study builds',
        },
        { name: 'Review listing automation', description: 'SAS listings that cut manual data review' },
      ],
    },
    certifications: {
      'zh-CN': ['GCP 培训证书', 'CCDM 认证临床数据管理师', 'SAS 认证程序员'],
      'en-US': [
        'Certified Clinical Data Manager (CCDM)',
        'ICH GCP training',
        'Medidata Rave EDC Certified Study Builder',
      ],
    },
    tools: {
      'zh-CN': ['Medidata Rave', 'Oracle InForm', '太美 EDC', 'SAS', 'MedDRA', 'WHODrug'],
      'en-US': ['Medidata Rave', 'Veeva Vault CDMS', 'Oracle InForm', 'SAS', 'MedDRA', 'WHODrug'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年临床数据管理经验，负责 8 项肿瘤 II/III 期试验，熟悉 EDC 建库、数据清理与锁库全流程。',
          '熟悉 GCP 与 CDISC 标准，将锁库时间缩短一半。',
        ],
        student: [
          '生物统计学专业应届硕士，熟悉 SAS 与临床试验流程，在 CRO 数据管理部实习 6 个月，参与数据核查与医学编码。',
        ],
      },
      'en-US': {
        experienced: [
          'Clinical data manager with 5 years in oncology trials, owning EDC builds, cleaning and database lock.',
          'Known for clean data and locks ahead of schedule.',
        ],
        student: [
          'MPH graduate with a CRO data management internship, trained in GCP, SAS and MedDRA coding.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['生物统计学', '药学', '预防医学'],
        courses: ['临床试验设计', '医学统计学', 'SAS 编程', '药物临床试验质量管理规范'],
      },
      'en-US': {
        majors: ['Public Health (MPH)', 'Health Informatics', 'Biology'],
        courses: ['Clinical Trial Design', 'Biostatistics', 'SAS Programming', 'Clinical Data Management'],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'medical-science-liaison',
    names: { 'zh-CN': '医学联络官', 'en-US': 'Medical Science Liaison' },
    field: { 'zh-CN': '医学事务', 'en-US': 'medical affairs' },
    synonyms: [
      '医学联络官',
      '医学科学联络官',
      '医学科学联络员',
      '区域医学联络官',
      'MSL',
      '医学事务专员',
      '医学事务经理',
      '医学经理',
      'medical science liaison',
      'medical scientific liaison',
      'regional medical liaison',
      'regional medical scientist',
      'medical affairs specialist',
      'medical affairs manager',
    ],
    keywords: ['医学事务', 'medical affairs'],
    skillGroups: {
      'zh-CN': [
        { name: '学术沟通', examples: ['专家学术交流', '文献解读', '学术会议支持', '内部医学培训'] },
        {
          name: '医学策略',
          examples: ['区域医学计划', '临床洞察收集', '研究者发起研究支持', '竞品分析'],
        },
        { name: '合规与协作', examples: ['医学合规', '不良事件上报', '跨部门协作', '医学问询答复'] },
      ],
      'en-US': [
        {
          name: 'Scientific exchange',
          examples: ['KOL engagement', 'Data presentations', 'Advisory boards', 'Congress coverage'],
        },
        {
          name: 'Medical strategy',
          examples: [
            'Territory medical plans',
            'Insights gathering',
            'Investigator-sponsored studies',
            'Competitive landscape',
          ],
        },
        {
          name: 'Compliance',
          examples: [
            'PhRMA Code',
            'Unsolicited requests',
            'Adverse event reporting',
            'Cross-functional work',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的产品与治疗领域，以及覆盖的区域]',
        '[你维护的专家数量与每月学术拜访次数]',
        '[你组织或支持的学术会议、专家顾问会或院内培训]',
        '[你收集的临床洞察如何影响了医学策略]',
        '[你支持的研究者发起研究或真实世界研究]',
      ],
      'en-US': [
        '[Your therapeutic area, products and territory]',
        '[KOLs you engage and how often]',
        '[Advisory boards, congresses or education programs you led]',
        '[Insights you gathered and how they shaped strategy]',
        '[Investigator-sponsored or real-world studies you supported]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责华东区域肿瘤领域学术工作，维护核心专家 60 余位，每月学术拜访 40 次',
        '组织区域专家顾问会 8 场、院内学术会 50 余场',
        '支持 6 项研究者发起研究立项，其中 2 项已发表于 SCI 期刊',
        '每季度提交临床洞察报告，2 条建议被纳入年度医学策略',
        '为销售团队开展产品医学培训 20 场，考核通过率 100%',
        '在 ASCO、CSCO 年会期间完成重点数据解读与专家沟通 30 余次',
      ],
      'en-US': [
        'Engage 60 oncology KOLs across 5 states, averaging 40 scientific exchanges a month',
        'Ran 8 regional advisory boards and supported 3 national congresses',
        'Supported 6 investigator-sponsored studies, 2 now published',
        'Deliver quarterly insight reports, 2 of which shaped the brand medical plan',
        'Trained 45 sales representatives on new Phase III data',
        'Ranked top MSL in the region in 2023 for KOL feedback and insight quality',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '新适应症学术沟通', description: '组织专家解读关键研究数据，支持规范用药' },
        { name: '区域专家网络建设', description: '梳理专家图谱，制定分层沟通计划' },
        { name: '研究者发起研究支持', description: '协助研究者完成方案论证与立项' },
      ],
      'en-US': [
        {
          name: 'New indication launch',
          description: 'Data readiness and KOL education for a newly approved indication',
        },
        { name: 'KOL mapping', description: 'Tiered engagement plan for regional thought leaders' },
        {
          name: 'Investigator-sponsored studies',
          description: 'Concept review and support through study approval',
        },
      ],
    },
    certifications: {
      'zh-CN': ['执业医师资格证书', '执业药师资格证书', 'GCP 培训证书'],
      'en-US': [
        'Board Certified Medical Affairs Specialist (BCMAS)',
        'Registered pharmacist license',
        'ICH GCP training',
      ],
    },
    tools: {
      'zh-CN': ['Veeva CRM', 'PubMed', '万方医学', '中国知网', 'PowerPoint', '腾讯会议'],
      'en-US': ['Veeva CRM', 'PubMed', 'UpToDate', 'PowerPoint', 'Microsoft Teams', 'Zoom'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '医学博士，5 年肿瘤领域医学联络官经验，维护核心专家 60 余位，熟悉临床研究与学术沟通合规要求。',
          '善于解读研究数据，收集的临床洞察多次被纳入医学策略。',
        ],
        student: [
          '肿瘤学专业应届博士，发表 SCI 论文 3 篇，熟悉临床研究设计与文献解读，在药企医学部实习 6 个月。',
        ],
      },
      'en-US': {
        experienced: [
          'PharmD medical science liaison with 5 years in oncology, engaging 60 KOLs and supporting 6 investigator-sponsored studies.',
          'Turns complex data into clear scientific conversations.',
        ],
        student: [
          'PharmD graduate who completed a medical affairs rotation at a pharmaceutical company and published 2 reviews.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['临床医学', '药学', '肿瘤学'],
        courses: ['临床药理学', '循证医学', '临床试验设计', '医学统计学'],
      },
      'en-US': {
        majors: ['Pharmacy (PharmD)', 'Biomedical Sciences (PhD)'],
        courses: ['Pharmacotherapy', 'Evidence-Based Medicine', 'Clinical Trial Design', 'Biostatistics'],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'pharmacovigilance-specialist',
    names: { 'zh-CN': '药物警戒专员', 'en-US': 'Pharmacovigilance Specialist' },
    field: { 'zh-CN': '药物警戒', 'en-US': 'pharmacovigilance' },
    synonyms: [
      '药物警戒专员',
      '药物警戒经理',
      '药物安全专员',
      'PV专员',
      '药品不良反应监测员',
      'ADR监测专员',
      'pharmacovigilance specialist',
      'pharmacovigilance associate',
      'pharmacovigilance scientist',
      'drug safety associate',
      'drug safety specialist',
      'drug safety scientist',
      'pv specialist',
    ],
    keywords: ['药物警戒', '不良反应', 'pharmacovigilance', 'drug safety', 'argus safety'],
    skillGroups: {
      'zh-CN': [
        {
          name: '个例处理',
          examples: ['个例安全性报告处理', 'MedDRA 编码', '严重性与预期性判断', '关联性评价'],
        },
        {
          name: '报告与递交',
          examples: ['PSUR/PBRER 撰写', 'DSUR 撰写', 'E2B(R3) 电子递交', '药品不良反应监测系统上报'],
        },
        { name: '体系与信号', examples: ['GVP 体系建设', '信号检测', '风险管理计划', '文献检索'] },
      ],
      'en-US': [
        {
          name: 'Case processing',
          examples: [
            'ICSR intake and triage',
            'MedDRA coding',
            'Seriousness and expectedness',
            'Narrative writing',
          ],
        },
        {
          name: 'Aggregate reporting',
          examples: ['PSUR/PBRER', 'DSUR', 'E2B(R3) submissions', 'FAERS'],
        },
        {
          name: 'Signal and risk',
          examples: [
            'Signal detection',
            'Risk management plans',
            'Literature surveillance',
            'SOPs and inspections',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的产品类型（创新药、仿制药、疫苗）与上市地区]',
        '[你每月处理的个例报告数量与时限合规率]',
        '[你撰写或参与的定期报告（PSUR、DSUR）]',
        '[你参与的信号检测、风险管理或药物警戒体系建设]',
        '[你支持的检查、稽查或 SOP 编写]',
      ],
      'en-US': [
        '[Products and regions you cover (drugs, biologics, vaccines)]',
        '[Cases you process a month and your timeliness]',
        '[Aggregate reports you write or contribute to]',
        '[Signal, risk management or literature work]',
        '[Audits, inspections or SOPs you supported]',
      ],
    },
    achievements: {
      'zh-CN': [
        '每月处理个例安全性报告 300 余份，15 日报告时限合规率 100%',
        '撰写 PSUR 与 DSUR 12 份，均按期递交',
        '参与公司药物警戒体系建设，编写 SOP 20 余份',
        '建立文献检索流程，每月筛查文献 500 余篇',
        '参与 2 次药物警戒检查，无严重缺陷',
        '通过信号检测发现 1 个新的安全性信号，推动说明书更新',
      ],
      'en-US': [
        'Process 250+ ICSRs a month with 100% on-time 15-day reporting',
        'Authored 12 PBRERs and DSURs, all submitted on schedule',
        'Wrote 20 PV SOPs during a safety database migration',
        'Screen 500 literature articles a month for reportable cases',
        'Supported an FDA pharmacovigilance inspection with no Form 483 observations',
        'Helped detect 1 new safety signal that led to a label update in 2023',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '药物警戒体系搭建', description: '对照 GVP 要求梳理流程与 SOP，顺利通过监管检查' },
        { name: '安全数据库迁移', description: '参与 Argus 系统上线与历史数据迁移验证' },
        { name: '信号检测流程', description: '建立定期信号检测与评估机制，及时识别风险' },
      ],
      'en-US': [
        {
          name: 'Safety database migration',
          description: 'Validation and data migration for an Argus upgrade',
        },
        {
          name: 'Signal management process',
          description: 'A regular review cadence that flagged risks earlier',
        },
        {
          name: 'Literature surveillance',
          description: 'Search strategy and triage that kept screening on time',
        },
      ],
    },
    certifications: {
      'zh-CN': ['执业药师资格证书', 'GVP 培训证书', 'MedDRA 编码培训证书'],
      'en-US': [
        'Registered pharmacist license',
        'Registered Nurse (RN) license',
        'MedDRA coding training (MSSO)',
      ],
    },
    tools: {
      'zh-CN': [
        'Oracle Argus Safety',
        'ArisGlobal LifeSphere',
        'MedDRA',
        'WHODrug',
        '药品不良反应监测系统',
        'Excel',
      ],
      'en-US': [
        'Oracle Argus Safety',
        'ArisGlobal LifeSphere',
        'Veeva Vault Safety',
        'MedDRA',
        'WHODrug',
        'FAERS',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年药物警戒经验，熟悉个例报告处理与 PSUR/DSUR 撰写，月均处理个例报告 300 余份，时限合规率 100%。',
          '熟悉 GVP 与 ICH E2 系列指导原则。',
        ],
        student: [
          '临床药学专业应届毕业生，熟悉药物不良反应评价与 MedDRA 编码，在药企药物警戒部实习 6 个月。',
        ],
      },
      'en-US': {
        experienced: [
          'Pharmacovigilance specialist with 4 years in case processing and aggregate reports, 100% on time for 15-day cases.',
          'Grounded in ICH E2 guidance and FDA safety reporting.',
        ],
        student: [
          'PharmD graduate with a drug safety rotation, trained in MedDRA coding and ICSR processing.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['临床药学', '药学', '临床医学'],
        courses: ['药理学', '药物流行病学', '药事管理学', '临床药物治疗学'],
      },
      'en-US': {
        majors: ['Pharmacy (PharmD)', 'Nursing (BSN)', 'Life Sciences'],
        courses: ['Pharmacology', 'Pharmacoepidemiology', 'Drug Safety', 'Regulatory Affairs'],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'medical-writer',
    names: { 'zh-CN': '医学写作专员', 'en-US': 'Medical Writer' },
    field: { 'zh-CN': '医学写作', 'en-US': 'medical writing' },
    synonyms: [
      '医学写作专员',
      '医学写作',
      '医学撰写专员',
      '医学撰写',
      '医学编辑',
      '医学撰稿人',
      'medical writer',
      'regulatory medical writer',
      'clinical medical writer',
      'scientific writer',
      'medical editor',
    ],
    keywords: ['medical writing', '临床研究报告'],
    skillGroups: {
      'zh-CN': [
        {
          name: '注册与临床文件',
          examples: ['临床试验方案', '临床研究报告（CSR）', '研究者手册', 'CTD 模块 2 综述'],
        },
        { name: '学术写作', examples: ['SCI 论文撰写', '会议摘要与壁报', '文献综述', '投稿与审稿意见回复'] },
        { name: '写作规范', examples: ['ICH E3', 'CONSORT 声明', '统计结果解读', '中英文医学翻译'] },
      ],
      'en-US': [
        {
          name: 'Regulatory writing',
          examples: [
            'Protocols',
            'Clinical study reports',
            'Investigator brochures',
            'CTD Module 2 summaries',
          ],
        },
        {
          name: 'Publications',
          examples: [
            'Manuscripts',
            'Congress abstracts and posters',
            'Literature reviews',
            'Journal submissions',
          ],
        },
        {
          name: 'Standards',
          examples: ['ICH E3', 'CONSORT', 'AMA Manual of Style', 'Data interpretation'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你撰写的文件类型（方案、CSR、研究者手册、论文）与治疗领域]',
        '[你每年完成的文件数量与交付时效]',
        '[你与统计、医学、注册团队协作完成的一份关键文件]',
        '[你发表或支持发表的论文、会议摘要]',
        '[你建立的模板、写作规范或审校流程]',
      ],
      'en-US': [
        '[Documents you write (protocols, CSRs, IBs, manuscripts) and your therapeutic areas]',
        '[Documents you deliver a year, and your timelines]',
        '[A key submission document you led with biostatistics, clinical and regulatory teams]',
        '[Publications you authored or supported]',
        '[Templates, style guides or review processes you built]',
      ],
    },
    achievements: {
      'zh-CN': [
        '每年撰写临床试验方案与 CSR 10 余份，全部按期交付',
        '主笔 1 项 III 期试验 CSR，支持新药上市申请获批',
        '支持发表 SCI 论文 15 篇，最高影响因子 12',
        '建立公司方案与 CSR 模板，文件撰写周期缩短 25%',
        '完成会议摘要与壁报 20 余份，入选 ASCO、ESMO 等国际会议',
        '审校医学翻译文件累计 50 万字',
      ],
      'en-US': [
        'Write 10+ protocols and clinical study reports a year, all delivered on time',
        'Led the Phase III CSR for a 2023 NDA approved on the first review cycle',
        'Supported 15 peer-reviewed manuscripts, 2 in high-impact journals',
        'Built protocol and CSR templates that cut drafting time by 25%',
        'Wrote 20+ congress abstracts and posters for ASCO and ESMO',
        'Manage review cycles with up to 12 reviewers per document',
      ],
    },
    projects: {
      'zh-CN': [
        { name: 'III 期试验 CSR 撰写', description: '与统计、医学团队协作完成报告，支持上市申请' },
        { name: '文件模板标准化', description: '建立方案与 CSR 模板，统一格式与术语' },
        { name: '学术发表计划', description: '规划关键数据的论文与会议发表节奏' },
      ],
      'en-US': [
        { name: 'Phase III CSR', description: 'Cross-functional report that supported an NDA submission' },
        { name: 'Template library', description: 'Standard protocol and CSR templates aligned with ICH E3' },
        {
          name: 'Publication plan',
          description: 'Timed manuscripts and congress presentations for key data',
        },
      ],
    },
    certifications: {
      'zh-CN': ['GCP 培训证书', 'CATTI 二级笔译（英语）', '大学英语六级'],
      'en-US': [
        'AMWA Medical Writing Certified (MWC)',
        'Board of Editors in the Life Sciences (BELS)',
        'ICH GCP training',
      ],
    },
    tools: {
      'zh-CN': ['Microsoft Word', 'EndNote', 'PubMed', 'Veeva Vault', 'GraphPad Prism', 'Grammarly'],
      'en-US': ['Microsoft Word', 'EndNote', 'PubMed', 'Veeva Vault RIM', 'PleaseReview', 'GraphPad Prism'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年医学写作经验，熟悉临床试验方案、CSR 与研究者手册撰写，支持 1 项新药上市申请获批。',
          '中英文写作扎实，能准确解读统计结果。',
        ],
        student: ['药理学专业应届博士，以第一作者发表 SCI 论文 3 篇，中英文写作能力强，熟悉 ICH 指导原则。'],
      },
      'en-US': {
        experienced: [
          'Medical writer with 5 years in regulatory and publication writing, including a Phase III CSR for an approved NDA.',
          'Clear, fast and precise with data.',
        ],
        student: [
          'Pharmacology PhD with 3 first-author papers and strong scientific writing, trained in ICH E3.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['临床医学', '药学', '药理学'],
        courses: ['医学统计学', '临床试验设计', '科技论文写作', '医学英语'],
      },
      'en-US': {
        majors: ['Life Sciences (PhD)', 'Pharmacy (PharmD)'],
        courses: ['Scientific Writing', 'Biostatistics', 'Clinical Research Methods', 'Regulatory Affairs'],
      },
    },
    workplace: 'corporate',
  },
  {
    id: 'sterile-processing-technician',
    names: { 'zh-CN': '消毒员', 'en-US': 'Sterile Processing Technician' },
    field: { 'zh-CN': '消毒供应', 'en-US': 'sterile processing' },
    synonyms: [
      '消毒员',
      '供应室消毒员',
      '消毒供应员',
      '消毒供应中心技术员',
      '器械清洗员',
      '器械包装员',
      '灭菌员',
      'sterile processing technician',
      'sterile processing tech',
      'central sterile technician',
      'central service technician',
      'certified registered central service technician',
      'crcst',
      'decontamination technician',
    ],
    keywords: ['cssd', 'sterile processing'],
    skillGroups: {
      'zh-CN': [
        { name: '清洗消毒', examples: ['器械回收与分类', '手工与机械清洗', '湿热消毒', '器械除锈保养'] },
        { name: '包装灭菌', examples: ['器械检查与包装', '压力蒸汽灭菌', '低温等离子灭菌', '灭菌监测'] },
        {
          name: '质量与追溯',
          examples: ['WS 310 规范', 'B-D 试验与生物监测', '追溯系统录入', '无菌物品发放'],
        },
      ],
      'en-US': [
        {
          name: 'Decontamination',
          examples: [
            'Manual and mechanical cleaning',
            'Ultrasonic cleaning',
            'Instrument inspection',
            'Point-of-use coordination',
          ],
        },
        {
          name: 'Assembly and sterilization',
          examples: [
            'Tray assembly',
            'Steam sterilization',
            'Low-temperature sterilization',
            'Biological and chemical indicators',
          ],
        },
        {
          name: 'Quality',
          examples: ['AAMI ST79', 'Instrument tracking', 'Loaner trays', 'OR case cart prep'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在医院消毒供应中心的规模，以及你负责的区域（去污区、检查包装区、无菌物品存放区）]',
        '[你每班处理的器械包数量]',
        '[你操作的清洗消毒与灭菌设备]',
        '[你参与的质量改进，如 清洗合格率、湿包率的变化]',
        '[你持有的上岗证书与参加的培训]',
      ],
      'en-US': [
        '[Your hospital and sterile processing department, and your areas (decon, assembly, sterile storage)]',
        '[Trays and instruments you process a shift]',
        '[Sterilizers, washers and tracking systems you run]',
        '[Quality results: tray errors, wet packs, OR complaints]',
        '[Certifications and in-service training]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在三甲医院消毒供应中心工作 5 年，每班处理器械包 300 余个',
        '器械清洗质量合格率连续 3 年保持在 99% 以上',
        '规范灭菌装载方式，湿包率从 1.5% 降至 0.2%',
        '参与追溯系统上线，全院器械包扫码追溯率达到 100%',
        '负责 4 台压力蒸汽灭菌器的日常操作与 B-D 试验，零灭菌失败事件',
        '带教新员工 8 名，均通过岗位考核',
      ],
      'en-US': [
        'Process 250+ trays a shift for a 20-room OR suite',
        'Cut OR-reported tray errors from 2.1% to 0.5%',
        'Reduced wet packs from 1.5% to 0.2% by correcting load configuration',
        'Helped roll out instrument tracking to 100% of trays hospital-wide',
        'Run daily Bowie-Dick tests and biological indicators on 4 steam sterilizers with zero failed loads released',
        'Trained 8 new technicians, all certified within 6 months',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '器械追溯系统上线', description: '参与器械包条码录入与流程调整，实现全程追溯' },
        { name: '湿包率改进', description: '调整装载与冷却流程，减少湿包' },
        { name: '手术器械保养', description: '建立定期除锈与润滑保养，延长器械使用寿命' },
      ],
      'en-US': [
        { name: 'Instrument tracking rollout', description: 'Barcoding every tray for full traceability' },
        { name: 'Wet pack reduction', description: 'Load and cool-down changes that cut wet packs' },
        {
          name: 'Count sheet cleanup',
          description: 'Updated count sheets with the OR to reduce missing instruments',
        },
      ],
    },
    certifications: {
      'zh-CN': ['特种设备作业人员证（R1 快开门式压力容器操作）', '消毒供应中心岗位培训证书', '健康证'],
      'en-US': [
        'Certified Registered Central Service Technician (CRCST)',
        'Certified Instrument Specialist (CIS)',
        'Certified Sterile Processing and Distribution Technician (CSPDT)',
      ],
    },
    tools: {
      'zh-CN': [
        '全自动清洗消毒器',
        '超声清洗机',
        '压力蒸汽灭菌器',
        '过氧化氢低温等离子灭菌器',
        '器械追溯系统',
        '医用干燥柜',
      ],
      'en-US': [
        'Steris washer-disinfectors',
        'Ultrasonic cleaners',
        'Steam sterilizers',
        'Sterrad',
        'CensiTrac',
        'Case carts',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年三甲医院消毒供应中心工作经验，持 R1 压力容器操作证，熟练清洗、包装与灭菌全流程。',
          '严格执行 WS 310 规范，器械清洗合格率保持在 99% 以上。',
        ],
        student: ['做事细致、有责任心，了解消毒隔离基本知识，能适应倒班工作。'],
      },
      'en-US': {
        experienced: [
          'CRCST-certified sterile processing technician with 5 years supporting a 20-room OR, processing 250+ trays a shift.',
          'Careful, consistent and focused on patient safety.',
        ],
        student: [
          'Sterile processing program graduate with hospital hands-on hours, working toward CRCST certification.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['护理（中职）', '中职或高中'],
        courses: ['消毒与灭菌技术', '医院感染管理', '手术器械识别', '职业防护'],
      },
      'en-US': {
        majors: ['Sterile Processing Certificate', 'High School Diploma'],
        courses: [
          'Microbiology Basics',
          'Decontamination',
          'Sterilization Methods',
          'Surgical Instrumentation',
        ],
      },
    },
    workplace: 'hospital',
    pathway: 'vocational',
  },
  {
    id: 'ecg-technician',
    names: { 'zh-CN': '心电图技师', 'en-US': 'EKG Technician' },
    field: { 'zh-CN': '心电检查', 'en-US': 'cardiac diagnostics' },
    synonyms: [
      '心电图技师',
      '心电技师',
      '心电诊断技师',
      '动态心电图技师',
      '心电图技术员',
      'ekg technician',
      'ecg technician',
      'ekg tech',
      'ecg tech',
      'cardiographic technician',
      'cardiac monitor technician',
      'telemetry technician',
      'holter technician',
      'stress test technician',
      'cardiovascular technician',
    ],
    keywords: ['心电图', 'ekg', 'ecg', 'holter'],
    skillGroups: {
      'zh-CN': [
        {
          name: '心电检查',
          examples: ['常规十二导联心电图', '动态心电图（Holter）', '运动平板试验', '动态血压监测'],
        },
        { name: '分析判读', examples: ['心律失常识别', '危急值识别与报告', '心电图初步分析', '报告录入'] },
        { name: '设备与服务', examples: ['心电网络系统', '设备维护', '床旁心电图', '患者沟通'] },
      ],
      'en-US': [
        {
          name: 'Testing',
          examples: ['12-lead EKGs', 'Holter and event monitors', 'Stress tests', 'Telemetry monitoring'],
        },
        {
          name: 'Rhythm recognition',
          examples: [
            'Arrhythmia identification',
            'Critical value alerts',
            'Lead placement',
            'Artifact troubleshooting',
          ],
        },
        {
          name: 'Patient care',
          examples: ['Patient prep', 'Vital signs', 'Infection control', 'EHR documentation'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的医院科室（心电图室、功能检查科、心内科），以及负责的检查项目]',
        '[你每天完成的常规心电图、动态心电图或平板试验数量]',
        '[你发现并及时上报的危急心电图，以及处理结果]',
        '[你参与的流程改进，如 缩短报告时间或床旁心电图响应时间]',
        '[你取得的资格证书与参加的培训]',
      ],
      'en-US': [
        '[Your hospital or clinic, and the tests you perform]',
        '[EKGs, Holters or stress tests you complete a day]',
        '[A critical rhythm you caught and escalated, and what happened]',
        '[Turnaround or workflow improvements you helped make]',
        '[Certifications and telemetry monitoring duties]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在三甲医院心电图室工作 4 年，日均完成常规心电图 120 例',
        '每月佩戴与分析动态心电图 300 例',
        '识别并及时上报急性心肌梗死等危急心电图 200 余例',
        '配合完成运动平板试验 1000 余例，无不良事件',
        '参与心电网络系统上线，门诊报告出具时间从 30 分钟缩短到 10 分钟',
        '2022 年取得心电学技术（师）资格',
      ],
      'en-US': [
        'Perform 60+ 12-lead EKGs a shift across the ED and inpatient units',
        'Hook up and scan 150 Holter monitors a month',
        'Caught and escalated 100+ STEMIs and critical rhythms as a telemetry monitor tech',
        'Assisted with 1,000+ treadmill stress tests with no adverse events',
        'Helped cut ED EKG door-to-read time from 12 to 6 minutes',
        'Earned CET certification in 2022 and CCT in 2023',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '心电网络系统上线', description: '配合设备联网与流程调整，缩短报告时间' },
        { name: '危急值报告流程', description: '规范危急心电图识别与上报，提高响应速度' },
        { name: '床旁心电图快速响应', description: '优化急诊与病房床旁检查流程，缩短等待时间' },
      ],
      'en-US': [
        {
          name: 'ED EKG turnaround',
          description: 'Standing orders and a dedicated tech that met the 10-minute goal',
        },
        {
          name: 'Critical rhythm escalation',
          description: 'A clear call tree from telemetry to the bedside team',
        },
        { name: 'Holter workflow', description: 'Same-day hookups and faster scanning for outpatients' },
      ],
    },
    certifications: {
      'zh-CN': ['心电学技术（师）资格证书', 'BLS 基础生命支持证书', '动态心电图技术培训证书'],
      'en-US': [
        'Certified EKG Technician (CET)',
        'Certified Cardiographic Technician (CCT)',
        'Certified Rhythm Analysis Technician (CRAT)',
        'Basic Life Support (BLS)',
      ],
    },
    tools: {
      'zh-CN': [
        '十二导联心电图机',
        '动态心电图记录仪',
        '运动平板系统',
        '动态血压监测仪',
        '心电网络系统',
        '电子病历系统',
      ],
      'en-US': [
        'GE MAC 5500',
        'Philips PageWriter',
        'GE MUSE',
        'Holter recorders',
        'Treadmill stress systems',
        'Epic',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年三甲医院心电图室工作经验，熟练常规心电图、动态心电图与平板试验，日均完成检查 120 例。',
          '能快速识别危急心电图并及时上报。',
        ],
        student: [
          '医学影像技术专业应届毕业生，在医院功能检查科实习 8 个月，熟悉十二导联心电图操作与常见心律失常识别。',
        ],
      },
      'en-US': {
        experienced: [
          'Certified EKG technician with 4 years in hospital cardiology, performing 60+ EKGs a shift and monitoring telemetry.',
          'Quick to spot critical rhythms and escalate.',
        ],
        student: [
          'EKG technician program graduate with clinical hours in an emergency department, preparing for the CET exam.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['医学影像技术', '临床医学'],
        courses: ['心电图学', '诊断学基础', '心血管内科学', '急救医学'],
      },
      'en-US': {
        majors: ['EKG Technician Certificate', 'Cardiovascular Technology'],
        courses: [
          'Cardiac Anatomy and Physiology',
          'EKG Interpretation',
          'Medical Terminology',
          'Basic Life Support',
        ],
      },
    },
    workplace: 'hospital',
    pathway: 'vocational',
  },
];
