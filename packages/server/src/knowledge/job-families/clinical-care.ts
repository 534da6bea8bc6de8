// Job families of clinical care beyond nursing and medicine: dentistry, traditional Chinese medicine, imaging,
// laboratory, rehabilitation, optometry, emergency care, caregiving and veterinary medicine.
import type { JobFamily } from '../job-family.ts';

export const CLINICAL_CARE_FAMILIES: readonly JobFamily[] = [
  {
    id: 'dentist',
    names: { 'zh-CN': '口腔医生', 'en-US': 'Dentist' },
    field: { 'zh-CN': '口腔医学', 'en-US': 'dentistry' },
    synonyms: [
      '口腔医生',
      '口腔医师',
      '牙医',
      '牙科医生',
      '口腔科医生',
      '正畸医生',
      '种植医生',
      '口腔修复医生',
      '牙周医生',
      '儿童口腔医生',
      '口腔执业医师',
      'dentist',
      'general dentist',
      'dental surgeon',
      'orthodontist',
      'periodontist',
      'endodontist',
      'prosthodontist',
      'pediatric dentist',
      'oral surgeon',
      'associate dentist',
    ],
    keywords: ['口腔', 'dental', '种植牙', '正畸', 'orthodontics', '根管'],
    skillGroups: {
      'zh-CN': [
        { name: '临床技能', examples: ['根管治疗', '牙体修复', '种植修复', '牙周治疗'] },
        { name: '专科方向', examples: ['隐形正畸', '儿童口腔', '美学修复', '口腔外科'] },
        { name: '诊所运营', examples: ['医患沟通', '治疗方案讲解', '感染控制', '病历书写'] },
      ],
      'en-US': [
        {
          name: 'Clinical',
          examples: ['Root canal therapy', 'Restorations', 'Implants', 'Periodontal therapy'],
        },
        {
          name: 'Specialties',
          examples: ['Clear aligners', 'Pediatric dentistry', 'Cosmetic dentistry', 'Oral surgery'],
        },
        {
          name: 'Practice',
          examples: ['Treatment planning', 'Case presentation', 'Infection control', 'Charting'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的机构类型与科室，日均接诊量]',
        '[你擅长的治疗项目与年完成例数（如 种植、正畸、根管）]',
        '[一个复杂病例：诊断、治疗方案与治疗效果]',
        '[你的患者满意度、复诊率或方案接受率]',
        '[你参与的带教、学术交流或诊所管理工作]',
      ],
      'en-US': [
        '[Your practice or hospital, and patients seen per day]',
        '[Procedures you specialize in and how many a year (implants, aligners, endodontics)]',
        '[A complex case: diagnosis, treatment plan and outcome]',
        '[Patient satisfaction, recall rate or case acceptance]',
        '[Teaching, study clubs or practice management you take part in]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在连锁口腔诊所执业，日均接诊 20 名患者',
        '年完成种植手术 150 颗，5 年留存率 98%',
        '完成隐形正畸病例 80 例，方案接受率 65%',
        '患者满意度 99%，老患者转介绍占新患者的 40%',
        '带教 4 名规培医生，均顺利通过考核',
        '在省级口腔医学会议上做病例报告 2 次',
      ],
      'en-US': [
        'See 20 patients a day in a multi-site dental group',
        'Place 150 implants a year with a 98% five-year survival rate',
        'Treated 80 clear aligner cases with 65% case acceptance',
        'Kept patient satisfaction at 99%, with 40% of new patients from referrals',
        'Mentored 4 dental residents, all of whom passed their assessments',
        'Presented 2 cases at a regional dental association meeting',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '数字化种植导板应用', description: '引入数字化导板，提高种植精度并缩短手术时间' },
        { name: '儿童早期矫治项目', description: '开展儿童早期干预，减少后期复杂正畸' },
        { name: '诊所感染控制规范', description: '完善器械消毒与追溯流程，通过卫生检查' },
      ],
      'en-US': [
        {
          name: 'Guided implant surgery',
          description: 'Digital surgical guides that improved accuracy and shortened surgery',
        },
        {
          name: 'Early orthodontic program',
          description: 'Early intervention for children that reduced complex treatment later',
        },
        {
          name: 'Infection control upgrade',
          description: 'Sterilization and tracking that passed every inspection',
        },
      ],
    },
    certifications: {
      'zh-CN': ['口腔执业医师资格证', '医师执业证书', '住院医师规范化培训合格证书'],
      'en-US': ['DDS / DMD', 'State dental license', 'Invisalign certification'],
    },
    tools: {
      'zh-CN': ['口腔 CBCT', '口内扫描仪', '根管显微镜', '口腔诊所管理系统', '3Shape', '数字化导板软件'],
      'en-US': ['CBCT', 'Intraoral scanners', 'Dental microscopes', 'Dentrix', '3Shape', 'Eaglesoft'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '8 年口腔临床经验，擅长种植与修复，年完成种植 150 颗，5 年留存率 98%。',
          '重视医患沟通，患者满意度 99%。',
        ],
        student: ['口腔医学专业应届生，已完成规培第一年，基本功扎实，对种植与正畸方向感兴趣。'],
      },
      'en-US': {
        experienced: [
          'Dentist with 8 years in practice, focused on implants and restorative work, placing 150 implants a year with 98% survival.',
          'Clear communicator with 99% patient satisfaction.',
        ],
        student: ['New DDS graduate with strong fundamentals and an interest in implants and orthodontics.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['口腔医学'],
        courses: ['口腔内科学', '口腔修复学', '口腔颌面外科学', '口腔正畸学'],
      },
      'en-US': {
        majors: ['Doctor of Dental Surgery (DDS)', 'Doctor of Dental Medicine (DMD)'],
        courses: ['Operative Dentistry', 'Prosthodontics', 'Oral Surgery', 'Orthodontics'],
      },
    },
    workplace: 'hospital',
  },
  {
    id: 'tcm-practitioner',
    names: { 'zh-CN': '中医师', 'en-US': 'TCM Practitioner' },
    field: { 'zh-CN': '中医', 'en-US': 'traditional Chinese medicine' },
    synonyms: [
      '中医',
      '中医师',
      '中医医生',
      '中医执业医师',
      '针灸师',
      '针灸医生',
      '推拿师',
      '中医推拿',
      '中医康复医生',
      '中医理疗师',
      '中医馆医生',
      'tcm practitioner',
      'tcm doctor',
      'traditional chinese medicine practitioner',
      'chinese medicine practitioner',
      'acupuncturist',
      'licensed acupuncturist',
      'herbalist',
    ],
    keywords: ['针灸', 'acupuncture', '中药', '推拿', '辨证'],
    skillGroups: {
      'zh-CN': [
        { name: '诊疗技能', examples: ['辨证论治', '中药处方', '针灸', '推拿'] },
        { name: '擅长病种', examples: ['脾胃病', '失眠', '颈肩腰腿痛', '妇科调理'] },
        { name: '综合能力', examples: ['中西医结合', '病历书写', '养生宣教', '膏方'] },
      ],
      'en-US': [
        {
          name: 'Treatment',
          examples: ['Pattern differentiation', 'Herbal prescriptions', 'Acupuncture', 'Tui na'],
        },
        {
          name: 'Conditions',
          examples: ['Digestive disorders', 'Insomnia', 'Musculoskeletal pain', "Women's health"],
        },
        {
          name: 'Practice',
          examples: ['Integrative care', 'Clinical records', 'Patient education', 'Cupping'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的医院或中医馆、科室，日均门诊量]',
        '[你擅长的病种与治疗方法，以及年治疗人次]',
        '[一个代表病例：辨证思路、处方或针灸方案与疗效]',
        '[你的患者复诊率、满意度或口碑]',
        '[你参与的师承学习、科研或健康宣教工作]',
      ],
      'en-US': [
        '[Your clinic or hospital department and daily patient numbers]',
        '[Conditions and treatments you focus on, and treatments a year]',
        '[A representative case: your diagnosis, prescription or acupuncture plan and the result]',
        '[Patient return rate, satisfaction or reputation]',
        '[Apprenticeship, research or community health education you take part in]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在中医院针灸科出诊，日均接诊 40 人次',
        '年完成针灸与推拿治疗 6000 余人次，颈腰痛患者有效率 90%',
        '跟随省级名中医师承学习 3 年，整理医案 200 余份',
        '患者复诊率 70%，满意度 98%',
        '开展社区中医养生讲座 20 场，覆盖居民 1500 人',
        '参与 1 项省级中医药科研课题，发表论文 2 篇',
      ],
      'en-US': [
        'See 40 patients a day in a TCM hospital acupuncture department',
        'Deliver 6,000+ acupuncture and tui na treatments a year, with 90% of back and neck pain patients improving',
        'Completed a 3-year apprenticeship with a renowned physician, documenting 200+ cases',
        'Keep a 70% return rate and 98% satisfaction',
        'Gave 20 community wellness talks to 1,500 residents',
        'Contributed to 1 provincial research project and 2 published papers',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '颈腰痛针灸综合治疗', description: '针灸结合推拿与功能锻炼，提高疗效与复诊率' },
        { name: '名老中医经验传承', description: '整理名老中医医案与用药经验' },
        { name: '社区中医健康宣教', description: '在社区普及中医养生与慢病调理知识' },
      ],
      'en-US': [
        {
          name: 'Integrated pain program',
          description: 'Acupuncture, tui na and exercise that improved outcomes',
        },
        {
          name: 'Master physician case archive',
          description: "Documented a senior physician's cases and prescriptions",
        },
        {
          name: 'Community wellness education',
          description: 'Talks on TCM self-care and chronic condition management',
        },
      ],
    },
    certifications: {
      'zh-CN': ['中医执业医师资格证', '医师执业证书', '中医医术确有专长证书'],
      'en-US': ['NCCAOM Diplomate of Oriental Medicine', 'State acupuncture license (L.Ac.)'],
    },
    tools: {
      'zh-CN': ['电子病历系统', '针灸针具', '电针仪', '艾灸设备', '中医诊疗设备', '处方系统'],
      'en-US': [
        'Electronic health records',
        'Acupuncture needles',
        'Electro-acupuncture units',
        'Moxibustion',
        'Cupping sets',
        'Herbal dispensary software',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '8 年中医临床经验，擅长针灸与推拿治疗颈肩腰腿痛，日均接诊 40 人次。',
          '师承省级名中医，注重辨证与疗效。',
        ],
        student: ['针灸推拿学专业应届生，已通过中医执业医师资格考试，手法扎实。'],
      },
      'en-US': {
        experienced: [
          'TCM practitioner with 8 years in clinical practice, specializing in acupuncture for musculoskeletal pain.',
          'Trained under a renowned physician and focused on outcomes.',
        ],
        student: ['Acupuncture graduate with solid hands-on technique and a passed licensing exam.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['中医学', '针灸推拿学'],
        courses: ['中医基础理论', '中医诊断学', '针灸学', '方剂学'],
      },
      'en-US': {
        majors: ['Acupuncture and Chinese Medicine', 'Oriental Medicine'],
        courses: ['TCM Theory', 'Diagnosis', 'Acupuncture', 'Herbal Formulas'],
      },
    },
    workplace: 'hospital',
  },
  {
    id: 'radiologic-technologist',
    names: { 'zh-CN': '放射技师', 'en-US': 'Radiologic Technologist' },
    field: { 'zh-CN': '医学影像技术', 'en-US': 'medical imaging' },
    synonyms: [
      '放射技师',
      '影像技师',
      '医学影像技师',
      'CT技师',
      'MR技师',
      '核磁技师',
      'X线技师',
      '放射科技师',
      '超声技师',
      '介入技师',
      '放疗技师',
      'radiologic technologist',
      'radiographer',
      'x-ray technician',
      'x-ray tech',
      'ct technologist',
      'mri technologist',
      'rad tech',
      'sonographer',
      'diagnostic medical sonographer',
      'radiation therapist',
      'imaging technologist',
    ],
    keywords: ['影像', 'radiology', 'ct扫描', 'pacs', '放射防护'],
    skillGroups: {
      'zh-CN': [
        { name: '检查技术', examples: ['DR 摄影', 'CT 扫描', 'MR 成像', '增强检查'] },
        { name: '图像质量', examples: ['扫描参数优化', '图像后处理', '三维重建', '质量控制'] },
        { name: '安全与服务', examples: ['放射防护', '对比剂不良反应处理', '患者摆位', '设备日常维护'] },
      ],
      'en-US': [
        { name: 'Modalities', examples: ['Digital radiography', 'CT', 'MRI', 'Contrast studies'] },
        {
          name: 'Image quality',
          examples: ['Protocol optimization', 'Post-processing', '3D reconstruction', 'QA'],
        },
        {
          name: 'Safety & care',
          examples: [
            'Radiation protection (ALARA)',
            'Contrast reaction response',
            'Patient positioning',
            'Equipment checks',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你操作的设备类型与所在医院、科室，日均检查量]',
        '[你的图像质量指标：甲片率、重拍率或质控结果]',
        '[你参与的扫描方案优化或新技术应用，以及效果]',
        '[你处理过的一次紧急情况（如 对比剂过敏、急诊创伤扫描），以及结果]',
        '[你负责的放射防护、设备质控或带教工作]',
      ],
      'en-US': [
        '[The modalities you run, your hospital and department, and exams per day]',
        '[Image quality: repeat rates or QA results]',
        '[Protocol optimization or new techniques you introduced, and the results]',
        '[An emergency you handled (contrast reaction, trauma scan) and the outcome]',
        '[Radiation safety, equipment QA or training you are responsible for]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在三甲医院放射科负责 CT 检查，日均扫描 120 人次',
        '优化低剂量扫描方案，胸部 CT 辐射剂量降低 40%，图像质量不变',
        '图像甲片率 95%，重拍率低于 1%',
        '参与急诊卒中绿色通道，CT 检查完成时间缩短到 15 分钟内',
        '带教实习生与进修技师 12 名',
        '连续 3 年设备质控检测全部达标',
      ],
      'en-US': [
        'Run CT in a teaching hospital radiology department, scanning 120 patients a day',
        'Optimized low-dose protocols, cutting chest CT dose by 40% at the same image quality',
        'Keep a repeat rate under 1%',
        'Supported the stroke pathway with CT completed within 15 minutes of arrival',
        'Trained 12 students and visiting technologists',
        'Passed every equipment QA inspection for 3 years',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '低剂量 CT 扫描方案优化', description: '调整参数与重建算法，降低辐射剂量' },
        { name: '急诊卒中 CT 绿色通道', description: '优化流程与协作，缩短检查时间' },
        { name: '科室影像质控', description: '建立质控标准与定期评片，提升图像质量' },
      ],
      'en-US': [
        {
          name: 'Low-dose CT protocols',
          description: 'Parameter and reconstruction changes that lowered radiation dose',
        },
        {
          name: 'Stroke imaging pathway',
          description: 'Streamlined workflow and teamwork that cut scan times',
        },
        {
          name: 'Department image QA',
          description: 'Standards and regular reviews that raised image quality',
        },
      ],
    },
    certifications: {
      'zh-CN': ['放射医学技术（师）资格证', '大型医用设备上岗证（CT/MR）', '放射工作人员证'],
      'en-US': ['ARRT (R)', 'ARRT (CT)', 'ARRT (MR)', 'BLS'],
    },
    tools: {
      'zh-CN': ['GE CT', '西门子 MR', '联影 CT', 'PACS', 'RIS', '高压注射器'],
      'en-US': ['GE CT', 'Siemens MRI', 'Philips DR', 'PACS', 'RIS', 'Power injectors'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年三甲医院放射科工作经验，持 CT/MR 大型设备上岗证，日均扫描 120 人次。',
          '注重图像质量与辐射防护，优化方案使剂量降低 40%。',
        ],
        student: ['医学影像技术专业应届生，在三甲医院放射科实习 10 个月，熟悉 DR 与 CT 操作。'],
      },
      'en-US': {
        experienced: [
          'Radiologic technologist with 6 years in a teaching hospital, ARRT (R)(CT) certified, scanning 120 patients a day.',
          'Focused on image quality and dose, cutting CT dose by 40%.',
        ],
        student: ['Radiography graduate with 10 months of clinical rotations in DR and CT.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['医学影像技术'],
        courses: ['医学影像检查技术', '医学影像设备学', '放射防护学', '人体断层解剖学'],
      },
      'en-US': {
        majors: ['Radiologic Technology', 'Medical Imaging'],
        courses: ['Radiographic Procedures', 'Imaging Physics', 'Radiation Protection', 'Sectional Anatomy'],
      },
    },
    workplace: 'hospital',
  },
  {
    id: 'medical-lab-technologist',
    names: { 'zh-CN': '医学检验技师', 'en-US': 'Medical Laboratory Scientist' },
    field: { 'zh-CN': '医学检验', 'en-US': 'clinical laboratory science' },
    synonyms: [
      '医学检验技师',
      '检验技师',
      '检验师',
      '临床检验',
      '检验科技师',
      '医学检验',
      '病理技师',
      'PCR实验员',
      '输血科技师',
      '微生物检验',
      '第三方检验技师',
      'medical laboratory scientist',
      'medical laboratory technologist',
      'medical lab technician',
      'clinical laboratory scientist',
      'clinical lab technologist',
      'histotechnologist',
      'phlebotomist',
    ],
    keywords: ['检验科', 'clinical laboratory', 'lis', '室间质评', 'pcr检测'],
    skillGroups: {
      'zh-CN': [
        { name: '检验项目', examples: ['生化免疫', '临床血液与体液', '微生物培养', '分子诊断 PCR'] },
        { name: '质量管理', examples: ['室内质控', '室间质评', 'ISO 15189', '危急值报告'] },
        { name: '仪器与安全', examples: ['全自动分析仪操作', '仪器校准维护', '生物安全', 'LIS 系统'] },
      ],
      'en-US': [
        {
          name: 'Testing',
          examples: ['Chemistry and immunoassay', 'Hematology', 'Microbiology', 'Molecular PCR'],
        },
        {
          name: 'Quality',
          examples: [
            'QC and Westgard rules',
            'Proficiency testing',
            'CAP / CLIA compliance',
            'Critical value reporting',
          ],
        },
        {
          name: 'Instruments & safety',
          examples: ['Automated analyzers', 'Calibration', 'Biosafety', 'LIS'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的实验室与专业组，日均检测标本量]',
        '[你的检测质量：室内质控、室间质评结果与报告差错率]',
        '[你参与的新项目开展或方法学验证，以及上线结果]',
        '[你缩短报告时间（TAT）或改进流程的工作]',
        '[你负责的仪器管理、生物安全或带教工作]',
      ],
      'en-US': [
        '[Your lab and section, and samples tested per day]',
        '[Quality: QC and proficiency results, reporting errors]',
        '[New assays or method validations you worked on, and the go-live]',
        '[Work you did to shorten turnaround time or improve workflow]',
        '[Instruments, biosafety or training you are responsible for]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在三甲医院检验科生化免疫组工作，日均检测标本 1500 份',
        '连续 3 年室间质评成绩 100% 合格',
        '参与 8 个新检测项目的性能验证并顺利开展',
        '优化标本前处理流程，急诊生化报告时间从 90 分钟缩短到 50 分钟',
        '参与实验室 ISO 15189 认可，一次通过评审',
        '带教实习生 15 名',
      ],
      'en-US': [
        'Run chemistry and immunoassay in a teaching hospital lab, testing 1,500 samples a day',
        'Passed 100% of proficiency testing events for 3 years',
        'Validated and launched 8 new assays',
        'Reworked pre-analytical steps, cutting stat chemistry turnaround from 90 to 50 minutes',
        'Helped the lab achieve accreditation on its first assessment with 0 major findings',
        'Trained 15 laboratory students',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '急诊检验 TAT 缩短', description: '优化标本流转与仪器排布，缩短急诊报告时间' },
        { name: 'ISO 15189 认可', description: '完善质量体系文件与记录，通过认可评审' },
        { name: '新项目性能验证', description: '完成精密度、正确度与参考区间验证' },
      ],
      'en-US': [
        {
          name: 'Stat turnaround reduction',
          description: 'Sample flow and instrument layout changes that sped up emergency results',
        },
        {
          name: 'Laboratory accreditation',
          description: 'Quality documents and records that passed assessment',
        },
        {
          name: 'Assay validation',
          description: 'Precision, accuracy and reference range studies for new tests',
        },
      ],
    },
    certifications: {
      'zh-CN': ['临床医学检验技术（师）资格证', '生物安全培训合格证', 'PCR 上岗证'],
      'en-US': ['ASCP MLS certification', 'State clinical laboratory license', 'ASCP MLT certification'],
    },
    tools: {
      'zh-CN': ['罗氏 cobas', '贝克曼 AU', '迈瑞血球仪', 'LIS 系统', '荧光定量 PCR 仪', '生物安全柜'],
      'en-US': ['Roche cobas', 'Abbott Architect', 'Sysmex', 'LIS', 'Real-time PCR', 'Biosafety cabinets'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年三甲医院检验科经验，熟悉生化免疫与分子检测，连续 3 年室间质评全部合格。',
          '参与实验室 ISO 15189 认可，注重质量与效率。',
        ],
        student: ['医学检验技术专业应届生，在三甲医院检验科轮转实习 10 个月，持 PCR 上岗证。'],
      },
      'en-US': {
        experienced: [
          'Medical laboratory scientist with 6 years in a teaching hospital, strong in chemistry and molecular testing, with 3 years of perfect proficiency results.',
          'Quality-minded, having helped the lab earn accreditation.',
        ],
        student: ['Medical laboratory science graduate with 10 months of clinical rotations.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['医学检验技术'],
        courses: ['临床生物化学检验', '临床免疫学检验', '临床微生物学检验', '分子诊断学'],
      },
      'en-US': {
        majors: ['Medical Laboratory Science'],
        courses: [
          'Clinical Chemistry',
          'Immunohaematology',
          'Clinical Microbiology',
          'Molecular Diagnostics',
        ],
      },
    },
    workplace: 'hospital',
  },
  {
    id: 'rehabilitation-therapist',
    names: { 'zh-CN': '康复治疗师', 'en-US': 'Physical Therapist' },
    field: { 'zh-CN': '康复治疗', 'en-US': 'rehabilitation therapy' },
    synonyms: [
      '康复治疗师',
      '康复师',
      '物理治疗师',
      '作业治疗师',
      '言语治疗师',
      '运动康复师',
      '康复理疗师',
      '理疗师',
      '儿童康复治疗师',
      '康复科治疗师',
      'physical therapist',
      'physiotherapist',
      'occupational therapist',
      'speech therapist',
      'speech language pathologist',
      'rehabilitation therapist',
      'physical therapist assistant',
      'sports rehabilitation therapist',
    ],
    keywords: ['康复', 'rehabilitation', 'physiotherapy', '理疗'],
    skillGroups: {
      'zh-CN': [
        { name: '治疗技术', examples: ['运动疗法', '手法治疗', '物理因子治疗', '神经康复技术'] },
        { name: '评估能力', examples: ['功能评估', '肌力与关节活动度评定', '平衡评估', '康复目标制定'] },
        { name: '专科方向', examples: ['骨科术后康复', '脑卒中康复', '运动损伤', '儿童康复'] },
      ],
      'en-US': [
        {
          name: 'Treatment',
          examples: ['Therapeutic exercise', 'Manual therapy', 'Modalities', 'Neuro rehab techniques'],
        },
        {
          name: 'Assessment',
          examples: [
            'Functional assessment',
            'Strength and range of motion',
            'Balance testing',
            'Goal setting',
          ],
        },
        {
          name: 'Specialties',
          examples: ['Post-operative orthopedics', 'Stroke rehab', 'Sports injuries', 'Pediatrics'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的机构与专科方向，日均治疗人次]',
        '[你擅长的病种与治疗技术，以及患者功能改善数据]',
        '[一个代表病例：评估、治疗方案与康复结果]',
        '[你参与的多学科协作或康复流程改进]',
        '[你开展的患者宣教、带教或科研工作]',
      ],
      'en-US': [
        '[Your setting and specialty, and patients treated per day]',
        '[Conditions and techniques you focus on, and how patients improve]',
        '[A representative case: assessment, plan and outcome]',
        '[Multidisciplinary work or care pathway improvements you contributed]',
        '[Patient education, student supervision or research you do]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在三甲医院康复科负责骨科术后康复，日均治疗 14 人次',
        '膝关节置换术后患者 6 周关节活动度达标率 92%',
        '参与脑卒中早期康复项目，患者平均住院日缩短 3 天',
        '患者满意度 98%',
        '编写术后居家康复手册，覆盖患者 800 人',
        '带教实习治疗师 10 名',
      ],
      'en-US': [
        'Treat 14 patients a day in a hospital orthopedic rehab service',
        'Got 92% of knee replacement patients to target range of motion by week 6',
        'Joined an early stroke rehab program that cut average length of stay by 3 days',
        'Keep patient satisfaction at 98%',
        'Wrote a home exercise guide used by 800 post-operative patients',
        'Supervised 10 physical therapy students',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '膝关节置换加速康复', description: '术后早期介入与标准化训练方案，缩短恢复时间' },
        { name: '脑卒中早期康复', description: '与神经内科协作开展床旁早期康复' },
        { name: '居家康复指导', description: '编写手册与视频，提高患者出院后依从性' },
      ],
      'en-US': [
        {
          name: 'Enhanced recovery after knee replacement',
          description: 'Early, standard rehab that shortened recovery',
        },
        {
          name: 'Early stroke rehabilitation',
          description: 'Bedside rehab started early with the neurology team',
        },
        {
          name: 'Home program resources',
          description: 'Guides and videos that improved adherence after discharge',
        },
      ],
    },
    certifications: {
      'zh-CN': ['康复医学治疗技术（师）资格证', '运动康复相关认证（如 Mulligan、PNF）'],
      'en-US': ['State physical therapy license (DPT)', 'Orthopedic Clinical Specialist (OCS)', 'NBCOT OTR'],
    },
    tools: {
      'zh-CN': ['康复评定量表', '等速肌力测试仪', '中频电疗仪', '平衡训练仪', '电子病历系统', '悬吊训练系统'],
      'en-US': ['WebPT', 'Epic', 'Dynamometers', 'TENS units', 'Balance systems', 'Therapeutic ultrasound'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年医院康复科经验，专注骨科术后与运动损伤康复，日均治疗 14 人次。',
          '重视功能结果，膝关节置换患者 6 周达标率 92%。',
        ],
        student: ['康复治疗学专业应届生，完成 1 年医院轮转实习，熟悉骨科与神经康复基础评估。'],
      },
      'en-US': {
        experienced: [
          'Physical therapist with 6 years in hospital orthopedic and sports rehab, treating 14 patients a day.',
          'Outcome-focused: 92% of knee replacement patients hit week-6 targets.',
        ],
        student: ['DPT graduate with a year of clinical rotations in orthopedics and neuro.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['康复治疗学', '运动康复'],
        courses: ['运动疗法', '康复评定学', '神经康复学', '肌肉骨骼康复学'],
      },
      'en-US': {
        majors: ['Doctor of Physical Therapy (DPT)', 'Occupational Therapy'],
        courses: [
          'Kinesiology',
          'Musculoskeletal Rehabilitation',
          'Neurological Rehabilitation',
          'Therapeutic Exercise',
        ],
      },
    },
    workplace: 'hospital',
  },
  {
    id: 'optometrist',
    names: { 'zh-CN': '验光师', 'en-US': 'Optometrist' },
    field: { 'zh-CN': '眼视光', 'en-US': 'optometry' },
    synonyms: [
      '验光师',
      '视光师',
      '眼视光师',
      '验光员',
      '配镜师',
      '眼镜验光员',
      '角膜塑形镜验配师',
      '视光医生',
      'optometrist',
      'optician',
      'dispensing optician',
      'ophthalmic technician',
      'optometric technician',
      'contact lens fitter',
      'eye care specialist',
    ],
    keywords: ['视光', 'optometry', '验光', '角膜塑形', 'ok镜', '近视防控'],
    skillGroups: {
      'zh-CN': [
        { name: '验光技术', examples: ['主觉验光', '综合验光仪', '双眼视功能检查', '散瞳验光'] },
        { name: '验配', examples: ['角膜塑形镜', '离焦镜', '渐进多焦点', '软性隐形眼镜'] },
        { name: '服务', examples: ['近视防控方案', '复查随访', '眼健康宣教', '顾客沟通'] },
      ],
      'en-US': [
        {
          name: 'Refraction',
          examples: [
            'Subjective refraction',
            'Phoropter',
            'Binocular vision assessment',
            'Cycloplegic refraction',
          ],
        },
        {
          name: 'Fitting',
          examples: ['Orthokeratology', 'Myopia control lenses', 'Progressives', 'Soft contact lenses'],
        },
        {
          name: 'Care',
          examples: ['Myopia management', 'Follow-ups', 'Eye health education', 'Patient communication'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的机构类型（医院视光中心、眼镜连锁），日均验光人次]',
        '[你擅长的验配项目与年验配例数（如 角膜塑形镜、离焦镜）]',
        '[你的验配成功率、复查率或顾客满意度]',
        '[你参与的儿童近视防控或筛查项目，以及覆盖人数]',
        '[你的销售业绩或带教工作]',
      ],
      'en-US': [
        '[Your practice (hospital eye center, optical chain) and eye exams per day]',
        '[Fittings you specialize in and how many a year (ortho-k, myopia control)]',
        '[Your fitting success, follow-up rate or satisfaction]',
        '[Myopia management or screening programs you ran, and how many children they reached]',
        '[Sales results or staff training]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在医院视光中心工作，日均验光 30 人次',
        '年验配角膜塑形镜 300 例，一年近视控制有效率 85%',
        '验配一次成功率 95%，复查到诊率 90%',
        '参与中小学近视筛查，覆盖学生 2 万人次',
        '门店视光业务收入同比增长 35%',
        '带教新人验光员 6 名',
      ],
      'en-US': [
        'Perform 30 eye exams a day at a hospital eye center',
        'Fit 300 ortho-k patients a year with 85% showing controlled progression after a year',
        'Reach 95% first-fit success and 90% follow-up attendance',
        'Screened 20,000 school children for myopia',
        'Grew optical revenue by 35% year over year',
        'Trained 6 new optometric technicians',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '儿童近视防控门诊', description: '建立档案与随访机制，提供个性化控制方案' },
        { name: '校园视力筛查', description: '组织学校筛查并为异常学生提供转诊建议' },
        { name: '验配流程标准化', description: '统一检查流程与记录，提升验配成功率' },
      ],
      'en-US': [
        {
          name: 'Myopia management clinic',
          description: 'Records, follow-ups and personalized control plans for children',
        },
        {
          name: 'School vision screening',
          description: 'Organized screenings and referral advice for children who failed',
        },
        {
          name: 'Standard fitting workflow',
          description: 'Consistent testing and records that raised first-fit success',
        },
      ],
    },
    certifications: {
      'zh-CN': ['眼镜验光员（职业技能等级证书）', '眼镜定配工（职业技能等级证书）', '角膜塑形镜验配资质'],
      'en-US': ['Doctor of Optometry license (OD)', 'ABO certification', 'NCLE certification'],
    },
    tools: {
      'zh-CN': ['综合验光仪', '电脑验光仪', '角膜地形图仪', '裂隙灯', '眼轴测量仪', '视光管理系统'],
      'en-US': [
        'Phoropters',
        'Autorefractors',
        'Corneal topographers',
        'Slit lamps',
        'Biometers',
        'Practice management software',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年视光工作经验，擅长儿童近视防控与角膜塑形镜验配，年验配 300 例。',
          '细致耐心，复查到诊率 90%。',
        ],
        student: ['眼视光技术专业应届生，在医院视光中心实习 8 个月，熟悉主觉验光流程。'],
      },
      'en-US': {
        experienced: [
          'Optometrist with 6 years focused on myopia management and ortho-k, fitting 300 patients a year.',
          'Patient and thorough, with 90% follow-up attendance.',
        ],
        student: ['Optometry graduate with 8 months of clinical training in a hospital eye center.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['眼视光学', '眼视光技术'],
        courses: ['眼镜学', '验光技术', '双眼视觉学', '接触镜学'],
      },
      'en-US': {
        majors: ['Doctor of Optometry (OD)', 'Ophthalmic Dispensing'],
        courses: ['Optics', 'Binocular Vision', 'Contact Lenses', 'Ocular Disease'],
      },
    },
    workplace: 'hospital',
  },
  {
    id: 'paramedic',
    names: { 'zh-CN': '院前急救员', 'en-US': 'Paramedic' },
    field: { 'zh-CN': '院前急救', 'en-US': 'emergency medical services' },
    synonyms: [
      '院前急救员',
      '急救员',
      '急救医生',
      '院前急救医生',
      '120急救',
      '急救中心医生',
      '救护车随车医生',
      '医疗救护员',
      '急救调度员',
      'paramedic',
      'emt',
      'emergency medical technician',
      'emt basic',
      'advanced emt',
      'ambulance technician',
      'flight paramedic',
      'emergency medical dispatcher',
      'first responder',
    ],
    keywords: ['院前', 'ems', 'ambulance', '急救中心', '心肺复苏'],
    skillGroups: {
      'zh-CN': [
        { name: '急救技能', examples: ['心肺复苏', '气道管理', '创伤止血包扎', '除颤'] },
        { name: '现场处置', examples: ['病情评估', '伤员分拣', '安全转运', '院前院内交接'] },
        { name: '应急协作', examples: ['120 调度配合', '大型活动保障', '突发事件救援', '急救培训'] },
      ],
      'en-US': [
        { name: 'Clinical', examples: ['CPR', 'Airway management', 'Trauma care', 'Defibrillation'] },
        { name: 'Scene', examples: ['Patient assessment', 'Triage', 'Safe transport', 'Hospital handover'] },
        {
          name: 'Operations',
          examples: [
            'Dispatch coordination',
            'Event medical cover',
            'Major incident response',
            'Public CPR training',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的急救中心或站点，年出车次数]',
        '[你处置过的典型病例（心脏骤停、创伤、卒中），以及抢救结果]',
        '[你的反应时间、转运安全或交接质量数据]',
        '[你参与的重大事件救援或大型活动保障]',
        '[你开展的公众急救培训或新人带教]',
      ],
      'en-US': [
        '[Your service or station, and calls you run a year]',
        '[Typical cases you manage (cardiac arrest, trauma, stroke) and outcomes]',
        '[Your response times, transport safety or handover quality]',
        '[Major incidents or events you covered]',
        '[Public CPR training or new staff you trained]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在市急救中心工作，年出车 1200 次',
        '参与心脏骤停抢救 80 余例，现场恢复自主循环率 25%',
        '平均出车反应时间控制在 1 分钟内',
        '参与 3 次重大交通事故批量伤员救援',
        '为学校与企业开展急救培训 40 场，培训 3000 人',
        '全年转运患者 1200 余人次，零安全事故',
      ],
      'en-US': [
        'Respond to 1,200 calls a year for a city ambulance service',
        'Managed 80+ cardiac arrests with 25% return of spontaneous circulation on scene',
        'Keep chute time under 1 minute',
        'Responded to 3 mass-casualty road traffic incidents',
        'Taught CPR to 3,000 people in 40 school and workplace sessions',
        'Transported patients all year with 0 safety incidents',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '胸痛卒中院前院内衔接', description: '院前预警与绿色通道对接，缩短救治时间' },
        { name: '公众急救普及', description: '走进学校与社区普及心肺复苏与 AED 使用' },
        { name: '大型活动医疗保障', description: '制定保障方案并现场值守' },
      ],
      'en-US': [
        {
          name: 'Pre-hospital stroke and STEMI alerts',
          description: 'Early hospital alerts that cut time to treatment',
        },
        { name: 'Public CPR program', description: 'CPR and AED training in schools and communities' },
        { name: 'Event medical cover', description: 'Medical plans and on-site cover for large events' },
      ],
    },
    certifications: {
      'zh-CN': ['医师资格证或护士执业证书', 'AHA BLS / ACLS 证书', '红十字救护员证'],
      'en-US': ['NREMT Paramedic', 'ACLS', 'PALS', 'PHTLS'],
    },
    tools: {
      'zh-CN': ['除颤监护仪', '呼吸机', '心电图机', '急救指挥系统', '担架与固定器材', '车载通讯设备'],
      'en-US': [
        'Cardiac monitors',
        'Ventilators',
        '12-lead ECG',
        'ePCR systems',
        'Stretchers and immobilisation',
        'Radio systems',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年院前急救经验，年出车 1200 次，参与心脏骤停抢救 80 余例。',
          '冷静果断，熟悉创伤与心脑血管急症处置。',
        ],
        student: ['临床医学专业应届生，持 BLS 证书，在急诊科实习期间参与过多次抢救。'],
      },
      'en-US': {
        experienced: [
          'Paramedic with 6 years running 1,200 calls a year, including 80+ cardiac arrests.',
          'Calm and decisive in trauma and cardiac emergencies.',
        ],
        student: ['EMT graduate with BLS certification and emergency department ride-along experience.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['临床医学', '急救医学'],
        courses: ['急诊医学', '创伤急救', '院前急救学', '危重病医学'],
      },
      'en-US': {
        majors: ['Paramedicine', 'Emergency Medical Services'],
        courses: ['Emergency Care', 'Trauma Management', 'Cardiology', 'Pharmacology'],
      },
    },
    workplace: 'hospital',
  },
  {
    id: 'caregiver',
    names: { 'zh-CN': '养老护理员', 'en-US': 'Caregiver' },
    field: { 'zh-CN': '生活照护', 'en-US': 'personal care' },
    synonyms: [
      '养老护理员',
      '护理员',
      '护工',
      '陪护',
      '医疗护理员',
      '健康照护师',
      '居家护理员',
      '失能老人护理员',
      '养老院护理员',
      '护理助理',
      'caregiver',
      'carer',
      'care assistant',
      'care worker',
      'nursing assistant',
      'certified nursing assistant',
      'cna',
      'home health aide',
      'personal care aide',
      'support worker',
      'patient care technician',
    ],
    keywords: ['养老', 'elderly care', 'aged care', '失能', '照护'],
    skillGroups: {
      'zh-CN': [
        { name: '生活照护', examples: ['协助进食与如厕', '清洁与沐浴', '翻身与转移', '睡眠照护'] },
        { name: '基础护理', examples: ['生命体征测量', '压疮预防', '用药协助', '跌倒预防'] },
        { name: '沟通与安全', examples: ['认知症照护', '心理支持', '家属沟通', '应急处理'] },
      ],
      'en-US': [
        {
          name: 'Personal care',
          examples: ['Feeding and toileting', 'Bathing', 'Transfers and repositioning', 'Night care'],
        },
        {
          name: 'Basic care',
          examples: ['Vital signs', 'Pressure injury prevention', 'Medication prompts', 'Fall prevention'],
        },
        {
          name: 'Communication & safety',
          examples: ['Dementia care', 'Emotional support', 'Family communication', 'Emergency response'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的机构或居家服务类型，照护的老人或患者人数]',
        '[你提供的照护内容，以及照护对象的失能或认知程度]',
        '[你的照护质量：压疮、跌倒等不良事件发生情况]',
        '[你陪伴照护的一个代表案例，以及老人或家属的反馈]',
        '[你获得的技能证书、表彰或带教新人情况]',
      ],
      'en-US': [
        '[Your setting (care home, hospital, home care) and how many residents or clients you care for]',
        "[The care you provide and your clients' level of need or dementia]",
        '[Care quality: pressure injuries, falls or other incidents]',
        '[A client you cared for and the feedback from them or their family]',
        '[Certificates, recognition or new staff you mentored]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在养老院负责 8 位失能老人的日常照护',
        '所负责老人连续 2 年零压疮、零跌倒',
        '照护认知症老人 12 位，通过陪伴活动减少情绪激越发作 40%',
        '家属满意度 100%，收到表扬信 6 封',
        '2023 年取得养老护理员高级工证书',
        '带教新入职护理员 5 名',
      ],
      'en-US': [
        'Care for 8 residents with high care needs in a care home',
        'Kept my residents free of pressure injuries and falls for 2 years',
        'Supported 12 residents with dementia, reducing agitation episodes by 40% through activities',
        'Earned 100% family satisfaction and 6 letters of thanks',
        'Completed a level 3 care certificate',
        'Mentored 5 new care assistants',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '跌倒预防照护', description: '评估跌倒风险并调整照护方式，减少跌倒事件' },
        { name: '认知症老人陪伴活动', description: '组织怀旧与手工活动，改善老人情绪' },
        { name: '压疮预防', description: '规范翻身与皮肤检查，保持零压疮' },
      ],
      'en-US': [
        { name: 'Fall prevention', description: 'Risk checks and care changes that reduced falls' },
        { name: 'Dementia activities', description: 'Reminiscence and craft sessions that improved mood' },
        {
          name: 'Pressure care',
          description: 'Regular repositioning and skin checks with no pressure injuries',
        },
      ],
    },
    certifications: {
      'zh-CN': ['养老护理员（职业技能等级证书）', '健康照护师（职业技能等级证书）', '健康证'],
      'en-US': [
        'Certified Nursing Assistant (CNA)',
        'Home Health Aide (HHA) certification',
        'CPR and First Aid',
      ],
    },
    tools: {
      'zh-CN': ['移位机', '护理床', '血压计', '智能床垫监测', '照护记录系统', '助行器'],
      'en-US': [
        'Hoists and lifts',
        'Care planning software',
        'Blood pressure monitors',
        'Mobility aids',
        'Pressure-relief mattresses',
        'Call systems',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年养老护理经验，负责失能与认知症老人照护，连续 2 年零压疮、零跌倒。',
          '耐心细致，善于与老人和家属沟通。',
        ],
        student: ['老年服务与管理专业在读，做过养老院志愿者，有爱心与耐心。'],
      },
      'en-US': {
        experienced: [
          'Caregiver with 5 years supporting older people with high needs and dementia, with 2 years free of falls and pressure injuries.',
          'Patient and kind, and trusted by families.',
        ],
        student: ['Compassionate student with care home volunteering experience.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['老年服务与管理', '护理'],
        courses: ['老年照护', '基础护理', '老年心理学', '康复护理基础'],
      },
      'en-US': {
        majors: ['Health and Social Care', 'Nursing Assistant program'],
        courses: ['Personal Care', 'Dementia Care', 'Infection Control', 'First Aid'],
      },
    },
    workplace: 'care-home',
    pathway: 'vocational',
  },
  {
    id: 'veterinarian',
    names: { 'zh-CN': '兽医', 'en-US': 'Veterinarian' },
    field: { 'zh-CN': '兽医临床', 'en-US': 'veterinary medicine' },
    synonyms: [
      '兽医',
      '宠物医生',
      '执业兽医',
      '宠物医院医生',
      '兽医师',
      '动物医生',
      '畜牧兽医',
      '猪场兽医',
      '兽医助理',
      '宠物护士',
      'veterinarian',
      'vet',
      'veterinary surgeon',
      'small animal veterinarian',
      'associate veterinarian',
      'veterinary technician',
      'vet tech',
      'veterinary nurse',
      'large animal veterinarian',
    ],
    keywords: ['宠物医院', 'veterinary', '动物医学', '兽医学'],
    skillGroups: {
      'zh-CN': [
        { name: '临床诊疗', examples: ['内科诊断', '软组织外科', '麻醉监护', '急诊重症'] },
        { name: '辅助诊断', examples: ['血常规与生化判读', 'X 光与 B 超', '细胞学', '皮肤病检查'] },
        { name: '医院服务', examples: ['宠主沟通', '疫苗驱虫方案', '病历书写', '团队协作'] },
      ],
      'en-US': [
        {
          name: 'Clinical',
          examples: ['Internal medicine', 'Soft tissue surgery', 'Anesthesia', 'Emergency and critical care'],
        },
        {
          name: 'Diagnostics',
          examples: ['Bloodwork interpretation', 'Radiography and ultrasound', 'Cytology', 'Dermatology'],
        },
        {
          name: 'Practice',
          examples: ['Client communication', 'Preventive care plans', 'Medical records', 'Team leadership'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的医院类型与诊疗方向，日均接诊量]',
        '[你擅长的病种或手术，以及年手术量]',
        '[一个复杂病例：诊断思路、治疗与结果]',
        '[你的宠主满意度、复诊率或口碑]',
        '[你参与的带教、继续教育或医院管理工作]',
      ],
      'en-US': [
        '[Your practice type and focus, and patients seen per day]',
        '[Conditions or surgeries you specialize in, and surgeries a year]',
        '[A complex case: your diagnostic reasoning, treatment and outcome]',
        '[Client satisfaction, return visits or reputation]',
        '[Mentoring, continuing education or practice management]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在连锁宠物医院出诊，日均接诊 25 例',
        '年完成绝育与软组织手术 400 台，术后并发症率低于 1%',
        '负责急诊重症夜班，抢救危重病例 150 余例',
        '宠主满意度 98%，复诊率 75%',
        '带教兽医助理与实习生 8 名',
        '在行业会议分享病例 3 次',
      ],
      'en-US': [
        'See 25 patients a day in a multi-site small animal practice',
        'Perform 400 spays, neuters and soft tissue surgeries a year with complications under 1%',
        'Covered overnight emergency shifts, stabilizing 150+ critical cases',
        'Keep client satisfaction at 98% and return visits at 75%',
        'Mentored 8 veterinary technicians and students',
        'Presented 3 cases at industry conferences',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '围手术期疼痛管理', description: '规范镇痛方案，提升术后恢复质量' },
        { name: '预防保健套餐', description: '设计疫苗与体检方案，提高宠物年度体检率' },
        { name: '急诊分诊流程', description: '建立急诊分级流程，缩短危重病例等待时间' },
      ],
      'en-US': [
        { name: 'Perioperative pain protocol', description: 'Standard analgesia that improved recovery' },
        {
          name: 'Wellness plans',
          description: 'Vaccination and check-up packages that raised annual visit rates',
        },
        {
          name: 'Emergency triage',
          description: 'A triage system that cut waiting time for critical patients',
        },
      ],
    },
    certifications: {
      'zh-CN': ['执业兽医资格证（兽医师）', '执业兽医资格证（助理兽医师）'],
      'en-US': ['DVM license', 'USDA Accreditation', 'Fear Free Certified Professional'],
    },
    tools: {
      'zh-CN': ['血球分析仪', '生化分析仪', 'DR 影像', 'B 超', '麻醉机', '宠物医院管理系统'],
      'en-US': [
        'IDEXX analyzers',
        'Digital radiography',
        'Ultrasound',
        'Anesthesia machines',
        'ezyVet',
        'Cornerstone PIMS',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年小动物临床经验，擅长软组织外科与急诊，年手术量 400 台。',
          '沟通耐心，宠主满意度 98%。',
        ],
        student: ['动物医学专业应届生，已通过执业兽医资格考试，在宠物医院实习 6 个月。'],
      },
      'en-US': {
        experienced: [
          'Small animal veterinarian with 6 years in practice, skilled in soft tissue surgery and emergency care.',
          'Patient with owners, with 98% client satisfaction.',
        ],
        student: ['DVM graduate with 6 months of small animal clinical rotations.'],
      },
    },
    education: {
      'zh-CN': { majors: ['动物医学'], courses: ['兽医内科学', '兽医外科学', '兽医药理学', '兽医影像学'] },
      'en-US': {
        majors: ['Doctor of Veterinary Medicine (DVM)', 'Veterinary Technology'],
        courses: ['Small Animal Medicine', 'Veterinary Surgery', 'Pharmacology', 'Diagnostic Imaging'],
      },
    },
    workplace: 'hospital',
  },
];
