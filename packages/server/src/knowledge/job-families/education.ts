// Job families of education beyond school teaching: early childhood, special education, higher education, research,
// student affairs, academic administration, curriculum development and tutoring.
import type { JobFamily } from '../job-family.ts';

export const EDUCATION_FAMILIES: readonly JobFamily[] = [
  {
    id: 'preschool-teacher',
    names: { 'zh-CN': '幼儿园教师', 'en-US': 'Preschool Teacher' },
    field: { 'zh-CN': '学前教育', 'en-US': 'early childhood education' },
    synonyms: [
      '幼儿园教师',
      '幼儿园老师',
      '幼师',
      '幼儿教师',
      '学前教育教师',
      '早教老师',
      '早教教师',
      '托班老师',
      '幼儿园保育员',
      '保育员',
      '蒙氏老师',
      '幼儿园主班老师',
      '幼儿园配班老师',
      'preschool teacher',
      'kindergarten teacher',
      'early childhood teacher',
      'early childhood educator',
      'nursery teacher',
      'pre-k teacher',
      'daycare teacher',
      'childcare worker',
      'montessori teacher',
    ],
    keywords: ['学前教育', 'early childhood', '幼儿', 'early years'],
    skillGroups: {
      'zh-CN': [
        { name: '保教能力', examples: ['一日生活组织', '游戏活动设计', '五大领域教学', '观察记录'] },
        { name: '艺术技能', examples: ['钢琴', '舞蹈', '美术手工', '儿歌故事'] },
        { name: '家园沟通', examples: ['家长会', '家访', '成长档案', '安全与卫生保健'] },
      ],
      'en-US': [
        {
          name: 'Teaching',
          examples: [
            'Play-based learning',
            'Daily routines',
            'Lesson planning',
            'Observation and assessment',
          ],
        },
        { name: 'Creative skills', examples: ['Music', 'Movement', 'Arts and crafts', 'Storytelling'] },
        {
          name: 'Care & families',
          examples: ['Parent communication', 'Learning portfolios', 'Health and safety', 'Behavior guidance'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你带的班级与年龄段、幼儿人数，担任主班还是配班]',
        '[你设计的一个主题活动或游戏课程，以及幼儿的表现与收获]',
        '[你在幼儿观察与个别化支持上的做法，以及幼儿的进步]',
        '[你的家园沟通工作：家长会、家访次数与家长满意度]',
        '[你获得的公开课、教学比赛或评优成绩]',
      ],
      'en-US': [
        '[Your class, age group and number of children, as lead or assistant teacher]',
        '[A theme or play-based unit you designed, and what children gained]',
        '[How you observe and support individual children, and their progress]',
        '[Family engagement: conferences, home visits and parent satisfaction]',
        '[Demonstration lessons, awards or recognition]',
      ],
    },
    achievements: {
      'zh-CN': [
        '担任大班主班老师，负责 30 名幼儿的保育与教育',
        '设计"我们的城市"项目式主题活动，持续 6 周，成果在全园展示',
        '为 5 名发展较慢的幼儿制定个别化计划，学期末均达到发展目标',
        '每学期组织家长会 2 次、家访 30 户，家长满意度 100%',
        '执教区级公开课 2 节，获评区优秀教育活动一等奖',
        '班级连续 3 年零安全事故',
      ],
      'en-US': [
        'Lead teacher for a class of 30 five-year-olds',
        'Designed a 6-week project on "our city" that was showcased to the whole school',
        'Wrote individual plans for 5 children who were behind; all met their goals by term end',
        'Held 2 parent conferences a term and 30 home visits with 100% parent satisfaction',
        'Taught 2 district demonstration lessons and won first prize for an activity design',
        'Kept my classroom free of safety incidents for 3 years',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '项目式主题活动', description: '围绕幼儿兴趣开展探究活动，培养观察与表达能力' },
        { name: '班级自主游戏区建设', description: '重新规划区角材料，提升幼儿自主游戏水平' },
        { name: '幼小衔接课程', description: '设计学习习惯与生活能力准备活动' },
      ],
      'en-US': [
        {
          name: 'Project-based unit',
          description: "Inquiry around children's interests that built observation and language",
        },
        {
          name: 'Learning centers refresh',
          description: 'New materials and layout that deepened independent play',
        },
        {
          name: 'School readiness program',
          description: 'Activities preparing children for primary school routines',
        },
      ],
    },
    certifications: {
      'zh-CN': ['幼儿园教师资格证', '普通话二级甲等证书', '保育员证'],
      'en-US': [
        'State early childhood teaching license',
        'Child Development Associate (CDA)',
        'Pediatric First Aid and CPR',
      ],
    },
    tools: {
      'zh-CN': ['钢琴', '多媒体课件', '成长档案系统', '家园共育 App', 'PPT', '剪映'],
      'en-US': [
        'Brightwheel',
        'Seesaw',
        'Teaching Strategies GOLD',
        'Interactive whiteboards',
        'Canva',
        'Google Classroom',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年幼儿园一线教学经验，担任大班主班老师，擅长项目式主题活动与家园沟通。',
          '执教区级公开课获一等奖，家长满意度 100%。',
        ],
        student: ['学前教育专业应届生，持幼儿园教师资格证，钢琴与舞蹈基础好，实习期间独立组织过主题活动。'],
      },
      'en-US': {
        experienced: [
          'Preschool teacher with 6 years leading a class of 30, strong in project-based learning and family partnerships.',
          'District award-winning lesson and 100% parent satisfaction.',
        ],
        student: [
          'Early childhood graduate with a teaching license and student-teaching experience leading theme activities.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['学前教育'],
        courses: ['学前儿童发展心理学', '幼儿园游戏与指导', '学前教育学', '幼儿园课程'],
      },
      'en-US': {
        majors: ['Early Childhood Education'],
        courses: ['Child Development', 'Play and Learning', 'Early Literacy', 'Family Engagement'],
      },
    },
    workplace: 'school',
  },
  {
    id: 'special-education-teacher',
    names: { 'zh-CN': '特殊教育教师', 'en-US': 'Special Education Teacher' },
    field: { 'zh-CN': '特殊教育', 'en-US': 'special education' },
    synonyms: [
      '自闭症康复老师',
      '孤独症康复老师',
      '康复老师',
      '特殊教育教师',
      '特教老师',
      '特殊教育老师',
      '特教教师',
      '康复教师',
      '自闭症康复师',
      '孤独症康复教师',
      '融合教育教师',
      '资源教室教师',
      'ABA老师',
      '言语康复老师',
      'special education teacher',
      'special ed teacher',
      'sen teacher',
      'learning support teacher',
      'aba therapist',
      'behavior technician',
      'autism specialist',
      'inclusion teacher',
      'resource teacher',
      'intervention specialist',
    ],
    keywords: ['特殊教育', 'special education', 'iep', '自闭症', 'autism', 'aba'],
    skillGroups: {
      'zh-CN': [
        {
          name: '教育康复',
          examples: ['个别化教育计划（IEP）', '应用行为分析（ABA）', '感觉统合训练', '言语与沟通训练'],
        },
        { name: '评估能力', examples: ['发展评估', '功能性行为评估', 'VB-MAPP', '教育诊断'] },
        { name: '支持与协作', examples: ['融合教育支持', '家长培训', '多学科协作', '情绪行为干预'] },
      ],
      'en-US': [
        {
          name: 'Instruction',
          examples: [
            'IEP development',
            'Applied behavior analysis',
            'Differentiated instruction',
            'Social skills training',
          ],
        },
        {
          name: 'Assessment',
          examples: [
            'Developmental assessments',
            'Functional behavior assessment',
            'VB-MAPP',
            'Progress monitoring',
          ],
        },
        {
          name: 'Collaboration',
          examples: [
            'Inclusion support',
            'Parent training',
            'Multidisciplinary teams',
            'Behavior intervention plans',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你服务的学生类型（如 孤独症、智力障碍、听障）与人数，所在机构]',
        '[你制定与执行的个别化教育计划数量，以及目标达成情况]',
        '[一个学生的进步案例：起点、干预方法与变化]',
        '[你开展的融合教育或家长培训工作，以及效果]',
        '[你参与的评估、教研或获得的专业成绩]',
      ],
      'en-US': [
        '[The students you serve (autism, intellectual disability, hearing loss), how many and where]',
        '[IEPs you wrote and delivered, and how many goals were met]',
        "[One student's progress: starting point, intervention and change]",
        '[Inclusion support or parent training you ran, and the results]',
        '[Assessment, professional learning or recognition]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 8 名孤独症儿童的个训与小组课，每周 30 课时',
        '为 12 名学生制定 IEP，学期目标达成率 85%',
        '通过 ABA 干预，1 名学生的问题行为发生频率下降 70%',
        '支持 4 名学生进入普通学校随班就读',
        '开展家长培训 10 场，家长居家干预执行率提升 50%',
        '2023 年获得市级特殊教育优质课评比二等奖',
      ],
      'en-US': [
        'Deliver 30 hours a week of individual and small-group teaching for 8 autistic children',
        'Wrote 12 IEPs with 85% of term goals met',
        "Reduced one student's challenging behavior by 70% with an ABA plan",
        'Supported 4 students to move into mainstream classrooms',
        'Ran 10 parent training sessions, raising home follow-through by 50%',
        'Won second prize in a citywide special education teaching award in 2023',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '融合教育支持计划', description: '与普通学校教师协作，帮助特殊学生适应随班就读' },
        { name: '家长居家干预培训', description: '教授家长基本干预策略，延续课堂效果' },
        { name: '社交技能小组课', description: '设计结构化社交课程，提升学生同伴互动' },
      ],
      'en-US': [
        {
          name: 'Inclusion support program',
          description: 'Worked with mainstream teachers so students could thrive in general classrooms',
        },
        {
          name: 'Parent coaching',
          description: 'Taught families strategies to carry progress into the home',
        },
        {
          name: 'Social skills group',
          description: 'A structured curriculum that improved peer interaction',
        },
      ],
    },
    certifications: {
      'zh-CN': ['教师资格证（特殊教育）', '孤独症儿童康复教育上岗证', '国际注册行为分析师（BCBA）'],
      'en-US': [
        'State special education license',
        'Board Certified Behavior Analyst (BCBA)',
        'Registered Behavior Technician (RBT)',
      ],
    },
    tools: {
      'zh-CN': [
        'VB-MAPP 评估',
        'PEP-3 评估',
        '感统训练器材',
        '图片交换沟通系统（PECS）',
        'PPT',
        '数据记录表',
      ],
      'en-US': ['VB-MAPP', 'PECS', 'Boardmaker', 'AAC devices', 'IEP software', 'Data collection apps'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年特殊教育经验，专注孤独症儿童教育康复，持 BCBA 证书。',
          '学期 IEP 目标达成率 85%，支持 4 名学生融入普通学校。',
        ],
        student: ['特殊教育专业应届生，熟悉 ABA 与 IEP 制定，在康复机构实习 6 个月。'],
      },
      'en-US': {
        experienced: [
          'Special education teacher with 6 years supporting autistic children; BCBA certified.',
          'Meets 85% of IEP goals and helped 4 students move into mainstream classes.',
        ],
        student: ['Special education graduate trained in ABA and IEP writing, with 6 months of practicum.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['特殊教育', '教育康复学'],
        courses: ['特殊儿童心理学', '应用行为分析', '特殊儿童评估', '融合教育'],
      },
      'en-US': {
        majors: ['Special Education', 'Applied Behavior Analysis'],
        courses: [
          'Exceptional Learners',
          'Behavior Analysis',
          'Assessment in Special Education',
          'Inclusive Practice',
        ],
      },
    },
    workplace: 'school',
  },
  {
    id: 'university-lecturer',
    names: { 'zh-CN': '高校教师', 'en-US': 'University Lecturer' },
    field: { 'zh-CN': '高等教育教学与科研', 'en-US': 'higher education' },
    synonyms: [
      '高校教师',
      '大学老师',
      '大学教师',
      '高校讲师',
      '大学讲师',
      '副教授',
      '教授',
      '助理教授',
      '博士后研究员',
      '高校专任教师',
      '青年教师',
      '硕士生导师',
      'university lecturer',
      'lecturer',
      'senior lecturer',
      'assistant professor',
      'associate professor',
      'professor',
      'adjunct professor',
      'faculty member',
      'postdoctoral researcher',
      'postdoc',
      'college instructor',
    ],
    keywords: ['科研', 'research grants', '国家自然科学基金', 'sci论文', 'publications'],
    skillGroups: {
      'zh-CN': [
        { name: '教学', examples: ['本科课程讲授', '研究生指导', '课程思政', '混合式教学'] },
        { name: '科研', examples: ['基金申请', '论文写作', '实验设计', '学术合作'] },
        { name: '学术服务', examples: ['期刊审稿', '学术会议组织', '学科建设', '产学研合作'] },
      ],
      'en-US': [
        {
          name: 'Teaching',
          examples: [
            'Undergraduate lecturing',
            'Graduate supervision',
            'Curriculum design',
            'Blended learning',
          ],
        },
        { name: 'Research', examples: ['Grant writing', 'Publishing', 'Research design', 'Collaborations'] },
        {
          name: 'Service',
          examples: [
            'Peer review',
            'Conference organization',
            'Program development',
            'Industry partnerships',
          ],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的学校与院系、研究方向]',
        '[你讲授的课程与学时、学生评教结果]',
        '[你主持或参与的科研项目：项目级别、经费与进展]',
        '[你发表的代表性论文或成果，以及影响]',
        '[你指导的学生与他们的成绩（竞赛、论文、就业）]',
      ],
      'en-US': [
        '[Your institution, department and research area]',
        '[Courses you teach, teaching load and student evaluations]',
        '[Research grants you lead or joined: funder, amount and progress]',
        '[Key publications or outputs, and their impact]',
        '[Students you supervise and what they achieved]',
      ],
    },
    achievements: {
      'zh-CN': [
        '主讲本科课程 3 门，年均 320 学时，学生评教位列学院前 10%',
        '主持国家自然科学基金青年项目 1 项，经费 30 万元',
        '以第一或通讯作者发表 SCI 论文 12 篇，其中 1 区 5 篇',
        '指导本科生获全国大学生数学建模竞赛一等奖 2 项',
        '指导硕士研究生 6 名，其中 2 名获国家奖学金',
        '与企业合作横向课题 2 项，合同经费 80 万元',
      ],
      'en-US': [
        'Teach 3 undergraduate courses, about 320 hours a year, with evaluations in the top 10% of the faculty',
        'Lead a national early-career research grant worth $40K',
        'Published 12 first- or corresponding-author journal papers, 5 in top-quartile journals',
        'Coached undergraduate teams to 2 first prizes in a national modeling competition',
        "Supervised 6 master's students, 2 of whom won national scholarships",
        'Secured 2 industry research contracts worth $110K',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '国家自然科学基金青年项目', description: '围绕研究方向开展系统研究并发表系列成果' },
        { name: '一流本科课程建设', description: '重构课程内容与考核方式，提升教学质量' },
        { name: '校企合作研发', description: '与企业联合攻关技术问题，推动成果转化' },
      ],
      'en-US': [
        {
          name: 'Early-career research grant',
          description: 'A focused research program with a series of publications',
        },
        { name: 'Course redesign', description: 'New content and assessment that raised teaching quality' },
        {
          name: 'Industry research partnership',
          description: 'Joint work on a technical problem with a path to application',
        },
      ],
    },
    certifications: {
      'zh-CN': ['高等学校教师资格证', '博士学位'],
      'en-US': ['Fellowship of the Higher Education Academy (FHEA)', 'PhD'],
    },
    tools: {
      'zh-CN': ['Web of Science', '知网', 'LaTeX', 'EndNote', '雨课堂', 'Python'],
      'en-US': ['Web of Science', 'Google Scholar', 'LaTeX', 'Zotero', 'Canvas', 'Python'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年高校教学经验，博士，主持国家自然科学基金青年项目，发表 SCI 论文 12 篇。',
          '重视教学，学生评教位列学院前 10%。',
        ],
        student: ['应届博士，研究方向明确，以第一作者发表 SCI 论文 4 篇，有助教与指导本科生经验。'],
      },
      'en-US': {
        experienced: [
          'University lecturer with 4 years of teaching since the PhD, leading a national research grant with 12 journal papers.',
          'Committed teacher with evaluations in the top 10% of the faculty.',
        ],
        student: ['New PhD with 4 first-author papers and teaching assistant experience.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['相关学科博士'],
        courses: ['高等教育学', '学术论文写作', '科研方法', '专业前沿课程'],
      },
      'en-US': {
        majors: ['PhD in the discipline'],
        courses: [
          'Teaching in Higher Education',
          'Research Methods',
          'Academic Writing',
          'Advanced Seminars',
        ],
      },
    },
    workplace: 'research',
  },
  {
    id: 'research-assistant',
    names: { 'zh-CN': '科研助理', 'en-US': 'Research Assistant' },
    field: { 'zh-CN': '科研辅助', 'en-US': 'academic research' },
    synonyms: [
      '科研助理',
      '研究助理',
      '实验室助理',
      '课题组助理',
      '科研秘书',
      '科研专员',
      '实验技术员',
      '研究实习生',
      '科研技术员',
      'research assistant',
      'research associate',
      'lab assistant',
      'laboratory assistant',
      'research technician',
      'research coordinator',
      'lab manager',
      'graduate research assistant',
    ],
    keywords: ['课题组', 'research lab', '实验室管理', 'literature review'],
    skillGroups: {
      'zh-CN': [
        { name: '实验技能', examples: ['细胞培养', 'Western Blot', 'PCR', '动物实验'] },
        { name: '数据与文献', examples: ['文献检索与综述', '统计分析', 'R / Python', '数据整理'] },
        { name: '科研管理', examples: ['实验室日常管理', '试剂耗材采购', '项目申报材料', '伦理申请'] },
      ],
      'en-US': [
        { name: 'Lab techniques', examples: ['Cell culture', 'Western blot', 'PCR', 'Animal handling'] },
        {
          name: 'Data & literature',
          examples: ['Literature reviews', 'Statistical analysis', 'R / Python', 'Data management'],
        },
        {
          name: 'Lab operations',
          examples: ['Lab management', 'Ordering and inventory', 'Grant paperwork', 'Ethics applications'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的课题组与研究方向，负责的课题或实验]',
        '[你完成的实验或数据工作：方法、样本量与产出]',
        '[你参与的论文、专利或基金申请，以及你的贡献]',
        '[你负责的实验室管理工作，如 设备、耗材、安全]',
        '[你改进的实验流程或数据处理方法，节省的时间]',
      ],
      'en-US': [
        '[Your lab, research area and the studies you work on]',
        '[Experiments or data work you completed: methods, sample sizes and output]',
        '[Papers, patents or grant applications you contributed to, and your part]',
        '[Lab management you handle: equipment, supplies, safety]',
        '[Protocols or data workflows you improved, and the time saved]',
      ],
    },
    achievements: {
      'zh-CN': [
        '在高校重点实验室从事肿瘤免疫研究，独立完成 200 余次细胞与分子实验',
        '参与发表 SCI 论文 3 篇，其中 1 篇为共同第一作者',
        '协助撰写国家自然科学基金申请书 2 份，其中 1 项获批',
        '负责 15 人课题组的仪器与耗材管理，年采购预算 60 万元',
        '用 R 编写数据处理脚本，实验数据分析时间缩短 60%',
        '实验室安全检查连续 2 年零问题',
      ],
      'en-US': [
        'Ran 200+ cell and molecular experiments independently in a tumour immunology lab',
        'Contributed to 3 journal papers, 1 as co-first author',
        'Helped write 2 grant applications, 1 of which was funded',
        'Managed equipment and supplies for a 15-person lab with an $85K annual budget',
        'Wrote R scripts that cut data analysis time by 60%',
        'Passed lab safety inspections with 0 findings for 2 years',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '肿瘤免疫机制研究', description: '负责细胞实验与流式分析，支撑论文发表' },
        { name: '实验数据自动化处理', description: '编写脚本统一数据格式与分析流程' },
        { name: '实验室管理规范化', description: '建立仪器预约与耗材台账，提升实验室运转效率' },
      ],
      'en-US': [
        {
          name: 'Tumour immunology study',
          description: 'Cell experiments and flow cytometry that supported publication',
        },
        {
          name: 'Automated data processing',
          description: 'Scripts that standardized data formats and analysis',
        },
        {
          name: 'Lab operations overhaul',
          description: 'Equipment booking and inventory tracking for a smoother lab',
        },
      ],
    },
    certifications: {
      'zh-CN': ['实验动物从业人员上岗证', '生物安全培训合格证', '全国大学英语六级'],
      'en-US': [
        'CITI human subjects research certificate',
        'AALAS Assistant Laboratory Animal Technician (ALAT)',
        'Biosafety training',
      ],
    },
    tools: {
      'zh-CN': ['GraphPad Prism', 'FlowJo', 'ImageJ', 'R', 'EndNote', 'SPSS'],
      'en-US': ['GraphPad Prism', 'FlowJo', 'ImageJ', 'R', 'Zotero', 'Benchling'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '3 年高校实验室科研助理经验，熟练掌握细胞与分子实验，参与发表 SCI 论文 3 篇。',
          '兼顾实验与课题组管理，做事严谨有条理。',
        ],
        student: ['生物科学专业应届生，本科期间进入课题组 2 年，熟悉基础分子实验与数据分析。'],
      },
      'en-US': {
        experienced: [
          'Research assistant with 3 years in a university lab, skilled in cell and molecular work, with 3 co-authored papers.',
          'Organized and careful, running both experiments and lab operations.',
        ],
        student: ['Biology graduate with 2 years of undergraduate lab research and solid molecular skills.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['生物科学', '生物技术'],
        courses: ['细胞生物学', '分子生物学', '生物化学', '生物统计学'],
      },
      'en-US': {
        majors: ['Biology', 'Biochemistry'],
        courses: ['Cell Biology', 'Molecular Biology', 'Biochemistry', 'Biostatistics'],
      },
    },
    workplace: 'research',
  },
  {
    id: 'student-counselor',
    names: { 'zh-CN': '高校辅导员', 'en-US': 'Student Affairs Advisor' },
    field: { 'zh-CN': '学生工作', 'en-US': 'student affairs' },
    synonyms: [
      '辅导员',
      '高校辅导员',
      '专职辅导员',
      '学生工作专员',
      '学工办老师',
      '团委老师',
      '学生事务专员',
      '就业指导老师',
      '就业指导中心专员',
      '宿舍管理员',
      'student affairs advisor',
      'student affairs officer',
      'academic advisor',
      'academic adviser',
      'student advisor',
      'residence life coordinator',
      'career advisor',
      'career counselor',
      'student success coach',
      'student services officer',
    ],
    keywords: ['学生工作', 'student affairs', '思政', '就业指导', 'student success'],
    skillGroups: {
      'zh-CN': [
        { name: '学生管理', examples: ['班级与党团建设', '奖助学金评定', '学风建设', '宿舍管理'] },
        { name: '发展指导', examples: ['生涯规划', '就业指导', '心理健康教育', '学业辅导'] },
        { name: '活动与沟通', examples: ['主题活动策划', '危机事件处理', '家校沟通', '新媒体宣传'] },
      ],
      'en-US': [
        {
          name: 'Student support',
          examples: ['Academic advising', 'Financial aid guidance', 'Residence life', 'Student conduct'],
        },
        {
          name: 'Development',
          examples: ['Career coaching', 'Wellbeing referrals', 'Study skills', 'Leadership programs'],
        },
        {
          name: 'Engagement',
          examples: ['Event planning', 'Crisis response', 'Family communication', 'Student communications'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责的年级、专业与学生人数]',
        '[你开展的学风或就业工作，以及升学率、就业率等结果]',
        '[你处理的一次学生危机或突发事件，以及处置结果]',
        '[你组织的主题活动或品牌项目，参与人数与影响]',
        '[你获得的工作荣誉或指导学生获得的成绩]',
      ],
      'en-US': [
        '[The year groups, programs and number of students you support]',
        '[Academic or career support you run, and results such as retention or placement]',
        '[A student crisis you handled, and the outcome]',
        '[Programs or events you organized, attendance and impact]',
        '[Recognition you received or student achievements you supported]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 2 个年级、4 个专业共 380 名学生的思想教育与日常管理',
        '所带毕业年级就业率 97%，升学率从 25% 提升到 35%',
        '妥善处理学生心理危机事件 6 起，均及时转介并跟进',
        '策划"职业生涯规划月"系列活动 12 场，参与学生 2000 人次',
        '指导学生获省级大学生创新创业训练项目 5 项',
        '获评 2023 年度校优秀辅导员',
      ],
      'en-US': [
        'Advise 380 students across 2 year groups and 4 programs',
        'Saw 97% of my graduating class employed and graduate school entry rise from 25% to 35%',
        'Handled 6 student mental health crises with timely referrals and follow-up',
        'Ran a 12-event career month reaching 2,000 student visits',
        'Mentored students to 5 provincial innovation project awards',
        'Named outstanding student affairs advisor of 2023',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '职业生涯规划月', description: '讲座、模拟面试与企业参访结合，提升学生就业能力' },
        { name: '学业预警与帮扶', description: '识别学业困难学生并一对一帮扶' },
        { name: '心理健康朋辈互助', description: '培训班级心理委员，建立早发现机制' },
      ],
      'en-US': [
        {
          name: 'Career month',
          description: 'Talks, mock interviews and employer visits that built employability',
        },
        {
          name: 'Academic early alert',
          description: 'Identified struggling students and gave one-to-one support',
        },
        { name: 'Peer wellbeing network', description: 'Trained peer supporters to spot problems early' },
      ],
    },
    certifications: {
      'zh-CN': ['高等学校教师资格证', 'GCDF 全球职业规划师', '心理健康教育相关培训证书'],
      'en-US': [
        'Global Career Development Facilitator (GCDF)',
        'Mental Health First Aid',
        'NACADA training certificate',
      ],
    },
    tools: {
      'zh-CN': ['学工管理系统', '就业信息平台', 'Excel', 'PPT', '微信公众号', '问卷星'],
      'en-US': [
        'Student information systems',
        'Handshake',
        'Salesforce Education Cloud',
        'Excel',
        'Canva',
        'Qualtrics',
      ],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年高校辅导员经验，负责 380 名学生的思想教育与管理，所带年级就业率 97%。',
          '擅长生涯指导与危机处置，获评校优秀辅导员。',
        ],
        student: ['思想政治教育专业硕士应届生，中共党员，本科期间担任学生会主席，组织协调能力强。'],
      },
      'en-US': {
        experienced: [
          'Student affairs advisor with 5 years supporting 380 students, with 97% graduate employment.',
          'Strong in career coaching and crisis response.',
        ],
        student: [
          "Higher education master's graduate and former student union president with strong organizing skills.",
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['思想政治教育', '教育学'],
        courses: ['教育心理学', '大学生职业发展与就业指导', '思想政治教育学原理', '高等教育管理'],
      },
      'en-US': {
        majors: ['Higher Education Administration', 'Counseling'],
        courses: [
          'Student Development Theory',
          'Career Counseling',
          'Higher Education Law',
          'Counseling Skills',
        ],
      },
    },
    workplace: 'school',
  },
  {
    id: 'academic-affairs',
    names: { 'zh-CN': '教务专员', 'en-US': 'Academic Administrator' },
    field: { 'zh-CN': '教务管理', 'en-US': 'academic administration' },
    synonyms: [
      '教务专员',
      '教务',
      '教务老师',
      '教务管理',
      '教务主管',
      '教务主任',
      '教学管理',
      '学籍管理员',
      '排课专员',
      '招生办专员',
      '教学秘书',
      'academic administrator',
      'registrar',
      'academic coordinator',
      'programme coordinator',
      'admissions coordinator',
      'education administrator',
      'academic operations specialist',
    ],
    keywords: ['排课', '学籍', 'registrar office', '教务系统'],
    skillGroups: {
      'zh-CN': [
        { name: '教务运营', examples: ['排课', '考试安排', '学籍管理', '成绩管理'] },
        { name: '教学质量', examples: ['教学评估', '听课安排', '教学档案', '课程评价分析'] },
        { name: '沟通协调', examples: ['教师沟通', '家长与学生服务', '数据报表', '教务系统运维'] },
      ],
      'en-US': [
        {
          name: 'Operations',
          examples: ['Timetabling', 'Exam scheduling', 'Student records', 'Grade processing'],
        },
        {
          name: 'Quality',
          examples: ['Course evaluations', 'Accreditation paperwork', 'Teaching records', 'Reporting'],
        },
        {
          name: 'Coordination',
          examples: ['Faculty liaison', 'Student services', 'Data reports', 'Student information systems'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你所在的学校或机构类型，负责的学生与课程规模]',
        '[你负责的排课、考试或学籍工作量，以及差错率]',
        '[你推动的一项教务流程改进或系统上线，节省的时间]',
        '[你支持的教学评估或评审工作，以及结果]',
        '[你对教师、学生或家长的服务成果，如 满意度、投诉率]',
      ],
      'en-US': [
        '[Your school or institution, and the students and courses you administer]',
        '[Timetabling, exams or records you handle, and your error rate]',
        '[A process improvement or system you launched, and the time saved]',
        '[Accreditation or evaluations you supported, and the result]',
        '[Service to faculty, students or parents: satisfaction or complaints]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责 3000 名学生、400 门课程的排课与考试安排，全年零冲突',
        '上线新教务系统，选课与成绩录入时间缩短 50%',
        '管理学籍档案 3000 份，学籍异动处理零差错',
        '协助学院通过本科教学审核评估，整理支撑材料 500 余份',
        '每学期完成课程评价数据分析报告，覆盖 200 名教师',
        '培训机构教务：管理 60 个班级排课，学员续班率提升 15%',
      ],
      'en-US': [
        'Timetabled 400 courses and exams for 3,000 students with no clashes all year',
        'Launched a new student information system that cut registration and grading time by 50%',
        'Managed 3,000 student records with zero errors on status changes',
        'Helped the faculty pass accreditation, assembling 500+ pieces of evidence',
        'Produced course evaluation reports covering 200 instructors each term',
        'Scheduled 60 classes at a learning center and raised re-enrollment by 15%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '教务系统升级', description: '梳理选课、排课与成绩流程并完成系统切换' },
        { name: '本科教学审核评估', description: '组织材料整理与迎评工作，顺利通过评估' },
        { name: '智能排课', description: '引入排课规则与工具，减少人工调整' },
      ],
      'en-US': [
        {
          name: 'Student system upgrade',
          description: 'Mapped registration, timetabling and grading before switching systems',
        },
        {
          name: 'Accreditation review',
          description: 'Organized evidence and visits for a successful review',
        },
        { name: 'Automated timetabling', description: 'Rules-based scheduling that cut manual rework' },
      ],
    },
    certifications: {
      'zh-CN': ['全国计算机等级考试二级（MS Office）', '教师资格证'],
      'en-US': ['Microsoft Office Specialist (MOS)'],
    },
    tools: {
      'zh-CN': ['正方教务系统', 'Excel', '钉钉', '企业微信', '问卷星', 'Word'],
      'en-US': ['Banner', 'PeopleSoft Campus Solutions', 'Excel', 'Canvas', 'Qualtrics', 'Google Workspace'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '5 年高校教务管理经验，负责 3000 名学生的排课、考试与学籍工作，全年零差错。',
          '熟悉教务系统，推动上线后效率提升一半。',
        ],
        student: ['教育管理专业应届生，Excel 熟练、细致有条理，做过学院教务助理。'],
      },
      'en-US': {
        experienced: [
          'Academic administrator with 5 years running timetabling, exams and records for 3,000 students without errors.',
          'Led a system launch that halved processing time.',
        ],
        student: [
          'Education graduate who is organized and strong in Excel, with experience as a faculty office assistant.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['教育管理', '行政管理'],
        courses: ['教育管理学', '教育统计学', '办公自动化', '高等教育学'],
      },
      'en-US': {
        majors: ['Education Administration', 'Business Administration'],
        courses: ['Higher Education Administration', 'Data Management', 'Office Systems', 'Education Policy'],
      },
    },
    workplace: 'school',
  },
  {
    id: 'curriculum-developer',
    names: { 'zh-CN': '教研员', 'en-US': 'Curriculum Developer' },
    field: { 'zh-CN': '课程研发与教研', 'en-US': 'curriculum development' },
    synonyms: [
      '教研员',
      '教研老师',
      '课程研发',
      '课程研发专员',
      '课程设计师',
      '教学设计师',
      '教材编辑',
      '教研主管',
      '学科教研',
      '课程产品经理',
      'curriculum developer',
      'curriculum designer',
      'curriculum specialist',
      'learning designer',
      'curriculum writer',
      'education content developer',
    ],
    keywords: ['教研', '课程体系', 'curriculum development', '教材', '课件'],
    skillGroups: {
      'zh-CN': [
        { name: '课程设计', examples: ['课程体系规划', '教学目标设计', '教案与课件', '分层教学'] },
        { name: '教研能力', examples: ['学情分析', '试题命制', '听评课', '教师培训'] },
        { name: '工具', examples: ['PPT', 'Articulate', '希沃白板', '剪映'] },
      ],
      'en-US': [
        {
          name: 'Design',
          examples: ['Scope and sequence', 'Learning objectives', 'Lesson plans', 'Differentiation'],
        },
        {
          name: 'Quality',
          examples: ['Assessment design', 'Standards alignment', 'Teacher training', 'Learner feedback'],
        },
        { name: 'Tools', examples: ['PowerPoint', 'Articulate 360', 'Canva', 'Google Slides'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你负责研发的学科、学段与课程类型（线下、线上、双师）]',
        '[你研发的课程数量与使用规模（班级数或学员数）]',
        '[一门代表课程：设计思路、内容特色与学习效果数据]',
        '[你组织的教研活动或教师培训，以及教师授课质量的变化]',
        '[你的课程带来的业务结果，如 完课率、续费率或提分]',
      ],
      'en-US': [
        '[The subjects, levels and formats (classroom, online, blended) you design for]',
        '[Courses you built and how widely they are used]',
        '[A signature course: design approach, features and learning results]',
        '[Teacher training or reviews you ran, and the change in teaching quality]',
        '[Business results: completion, renewal or score gains]',
      ],
    },
    achievements: {
      'zh-CN': [
        '负责初中数学课程研发，完成 3 个年级共 180 讲的教案与课件',
        '研发课程覆盖 1200 个班级、3 万名学员',
        '优化课程难度梯度后学员完课率从 72% 提升到 88%',
        '命制单元测试与期末试题 60 套，题目区分度达到 0.3 以上',
        '组织教师培训 30 场，新教师试讲通过率提升 25%',
        '课程续费率从 65% 提升到 78%',
      ],
      'en-US': [
        'Designed 180 middle school maths lessons with plans and slides across 3 grades',
        'Built courses now used in 1,200 classes by 30,000 learners',
        'Reworked difficulty progression, raising course completion from 72% to 88%',
        'Wrote 60 unit and final assessments with discrimination indices above 0.3',
        'Ran 30 teacher training sessions, lifting new-teacher pass rates by 25%',
        'Raised course renewal from 65% to 78%',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '初中数学体系课研发', description: '按能力进阶设计课程体系与配套练习' },
        { name: '双师课堂课程改造', description: '为线上主讲与线下辅导设计协同教学环节' },
        { name: '教师标准化培训', description: '建立备课、试讲与评课标准，保证授课质量' },
      ],
      'en-US': [
        {
          name: 'Middle school maths curriculum',
          description: 'A skills-based sequence with matching practice',
        },
        {
          name: 'Blended classroom redesign',
          description: 'Activities that linked the online lead teacher with in-room tutors',
        },
        {
          name: 'Teacher certification program',
          description: 'Standards for planning, trial lessons and observations',
        },
      ],
    },
    certifications: {
      'zh-CN': ['教师资格证', '普通话二级甲等证书'],
      'en-US': ['ATD Instructional Design Certificate', 'State teaching license'],
    },
    tools: {
      'zh-CN': ['PPT', 'Word', '希沃白板', '几何画板', '剪映', 'Xmind'],
      'en-US': ['PowerPoint', 'Articulate 360', 'Canva', 'Google Workspace', 'Nearpod', 'Miro'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年 K12 教研经验，负责初中数学课程研发，课程覆盖 3 万名学员。',
          '以学习效果为导向，课程完课率提升到 88%、续费率提升到 78%。',
        ],
        student: ['数学与应用数学专业应届生，持初中数学教师资格证，做过教育机构教研实习。'],
      },
      'en-US': {
        experienced: [
          'Curriculum developer with 6 years in K-12 maths, with courses used by 30,000 learners.',
          'Results-focused, raising completion to 88% and renewal to 78%.',
        ],
        student: [
          'Maths graduate with a teaching license and a curriculum internship at an education company.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['数学与应用数学', '教育技术学'],
        courses: ['课程与教学论', '教育测量与评价', '教学设计', '学科教学法'],
      },
      'en-US': {
        majors: ['Curriculum and Instruction', 'Instructional Design'],
        courses: ['Curriculum Design', 'Assessment', 'Learning Theory', 'Educational Technology'],
      },
    },
    workplace: 'school',
  },
  {
    id: 'tutor',
    names: { 'zh-CN': '辅导老师', 'en-US': 'Tutor' },
    field: { 'zh-CN': '课外辅导', 'en-US': 'tutoring' },
    synonyms: [
      '辅导老师',
      '家教',
      '家庭教师',
      '一对一辅导老师',
      '学科辅导老师',
      '课外辅导老师',
      '培训机构老师',
      '托管老师',
      '作业辅导老师',
      '陪读老师',
      '网课老师',
      '在线辅导老师',
      'tutor',
      'private tutor',
      'online tutor',
      'math tutor',
      'english tutor',
      'home tutor',
      'academic tutor',
      'learning coach',
      'test prep tutor',
      'homework tutor',
    ],
    keywords: ['辅导', 'tutoring', '提分', 'test prep'],
    skillGroups: {
      'zh-CN': [
        { name: '教学能力', examples: ['学情诊断', '个性化辅导方案', '知识点讲解', '错题分析'] },
        { name: '学科', examples: ['数学', '英语', '物理', '语文阅读与写作'] },
        { name: '沟通服务', examples: ['家长沟通', '学习习惯培养', '学习计划制定', '在线授课'] },
      ],
      'en-US': [
        {
          name: 'Tutoring',
          examples: [
            'Diagnostic assessment',
            'Personal learning plans',
            'Clear explanations',
            'Error analysis',
          ],
        },
        { name: 'Subjects', examples: ['Maths', 'English', 'Physics', 'Reading and writing'] },
        {
          name: 'Support',
          examples: ['Parent updates', 'Study habits', 'Exam preparation', 'Online lessons'],
        },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你辅导的学科、年级与学生人数，授课形式（一对一、小班、线上）]',
        '[你辅导的学生成绩变化：平均提分或排名进步]',
        '[一个学生的进步案例：起点、你的方法与结果]',
        '[你的续课率、家长满意度或转介绍情况]',
        '[你参与的教研或获得的教学评价]',
      ],
      'en-US': [
        '[The subjects, grades and number of students you tutor, and the format]',
        "[How your students' results changed: average score gains or ranking]",
        "[One student's progress: starting point, your approach and the result]",
        '[Your renewal rate, parent satisfaction or referrals]',
        '[Lesson planning you contributed to, or teaching feedback you received]',
      ],
    },
    achievements: {
      'zh-CN': [
        '一对一辅导初高中数学学生 25 名，累计授课 1200 课时',
        '所带学生一学期平均提分 18 分',
        '辅导 1 名高三学生数学从 85 分提高到 128 分（满分 150 分）',
        '续课率 90%，家长转介绍学生 12 名',
        '在线辅导课程好评率 99%',
        '参与编写中考数学专题讲义 1 套',
      ],
      'en-US': [
        'Tutored 25 students in secondary maths, 1,200 hours in total',
        "Raised students' scores by 18 points on average in one term",
        'Took a final-year student from 85 to 128 out of 150 in maths',
        'Kept 90% of students renewing and gained 12 referrals from parents',
        'Held a 99% positive rating for online sessions',
        'Co-wrote a 1-volume exam prep workbook for middle school maths',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '个性化提分计划', description: '基于学情诊断制定阶段目标与练习，稳步提分' },
        { name: '中考专题讲义编写', description: '按题型整理方法与例题，提高复习效率' },
        { name: '学习习惯养成营', description: '帮助学生建立计划与错题本习惯' },
      ],
      'en-US': [
        {
          name: 'Personal score-improvement plans',
          description: 'Diagnostic-based goals and practice for steady gains',
        },
        {
          name: 'Exam prep workbook',
          description: 'Methods and worked examples by question type for efficient review',
        },
        { name: 'Study habits bootcamp', description: 'Helped students build planning and error-log habits' },
      ],
    },
    certifications: {
      'zh-CN': ['教师资格证', '普通话二级甲等证书', '全国大学英语六级'],
      'en-US': ['CRLA Tutor Certification', 'TEFL certificate', 'State teaching license'],
    },
    tools: {
      'zh-CN': ['腾讯会议', 'ClassIn', '希沃白板', 'PPT', 'Word', '小猿搜题'],
      'en-US': ['Zoom', 'Google Meet', 'Khan Academy', 'Desmos', 'Google Docs', 'Quizlet'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '4 年中学数学辅导经验，累计授课 1200 课时，学生一学期平均提分 18 分。',
          '善于因材施教，续课率 90%。',
        ],
        student: ['数学专业在读，高考数学 140 分，做过 2 年家教，耐心且讲解清晰。'],
      },
      'en-US': {
        experienced: [
          'Maths tutor with 4 years and 1,200 hours of tutoring, raising scores by 18 points on average in a term.',
          'Adapts to each student, with 90% renewing.',
        ],
        student: ['Maths student with 2 years of private tutoring experience; patient and clear.'],
      },
    },
    education: {
      'zh-CN': {
        majors: ['数学与应用数学', '英语'],
        courses: ['教育心理学', '学科教学法', '数学分析', '高等代数'],
      },
      'en-US': {
        majors: ['Mathematics', 'Education'],
        courses: ['Educational Psychology', 'Teaching Methods', 'Calculus', 'Linear Algebra'],
      },
    },
    workplace: 'school',
  },
  {
    id: 'elementary-teacher',
    names: { 'zh-CN': '小学教师', 'en-US': 'Elementary School Teacher' },
    field: { 'zh-CN': '小学教育', 'en-US': 'elementary education' },
    synonyms: [
      '小学教师',
      '小学老师',
      '小学班主任',
      '小学语文教师',
      '小学语文老师',
      '小学数学教师',
      '小学数学老师',
      '小学英语教师',
      '小学英语老师',
      '小学科学教师',
      '小学科学老师',
      '小学音乐教师',
      '小学音乐老师',
      '小学美术教师',
      '小学美术老师',
      '小学体育教师',
      '小学体育老师',
      'elementary school teacher',
      'primary school teacher',
      'elementary teacher',
      'grade school teacher',
      'elementary classroom teacher',
    ],
    keywords: ['小学教育', 'elementary education'],
    skillGroups: {
      'zh-CN': [
        { name: '课堂教学', examples: ['教学设计', '课堂管理', '识字与阅读指导', '作业设计'] },
        { name: '班级管理', examples: ['班主任工作', '家校沟通', '行为习惯培养', '班级活动组织'] },
        { name: '信息化教学', examples: ['希沃白板', 'PPT 课件制作', '钉钉家校本', '微课录制'] },
      ],
      'en-US': [
        {
          name: 'Instruction',
          examples: ['Guided reading', 'Math manipulatives', 'Small-group instruction', 'Differentiation'],
        },
        {
          name: 'Classroom community',
          examples: [
            'Classroom routines',
            'Positive behavior support',
            'Family communication',
            'Social-emotional learning',
          ],
        },
        { name: 'Tools', examples: ['Google Classroom', 'Seesaw', 'ClassDojo', 'SMART Board'] },
      ],
    },
    responsibilities: {
      'zh-CN': [
        '[你任教的年级、学科与班级人数，是否担任班主任]',
        '[学生成绩或阅读、书写习惯方面的进步，写出数字]',
        '[你设计的一次主题课、公开课或课外活动，以及效果]',
        '[你与家长沟通、帮助学生养成习惯的做法]',
        '[你参加的教研活动、赛课或获奖情况]',
      ],
      'en-US': [
        '[The grade and subjects you teach, class size, and your classroom setting]',
        '[Student growth you can show: reading levels, math benchmarks, assessments]',
        '[A unit, project or activity you designed, and how students responded]',
        '[How you work with families and support each child’s needs]',
        '[Committees, professional development or recognition]',
      ],
    },
    achievements: {
      'zh-CN': [
        '担任三年级语文教师兼班主任，班级 42 人，期末语文平均分高于年级平均 6 分',
        '开展“每日共读 20 分钟”活动，一学期内班级人均课外阅读量达到 30 本',
        '执教 2 次区级语文公开课，获评区优质课一等奖',
        '建立家校沟通周报，家长满意度调查达到 98%',
        '组织班级种植观察活动，学生完成观察日记 400 余篇',
        '辅导 8 名学生获区级作文比赛奖项',
      ],
      'en-US': [
        'Taught a 3rd-grade class of 24, with 85% of students reading at or above grade level by spring',
        'Raised the share of students meeting math benchmarks from 62% to 80% in one school year',
        'Designed a 4-week hands-on plant life cycle unit adopted by the whole grade team',
        'Sent weekly family newsletters and held 100% of parent-teacher conferences',
        'Started a lunchtime reading club that grew to 30 regular members',
        'Named the school’s 2024 Teacher of the Year by peers and families',
      ],
    },
    projects: {
      'zh-CN': [
        { name: '班级阅读推广', description: '设计每日共读与读书分享，培养学生阅读习惯' },
        { name: '跨学科主题课', description: '把语文、科学与美术结合成一个单元，学生完成观察与展示' },
        { name: '家校共育活动', description: '组织家长开放日与亲子阅读，提升家长参与度' },
      ],
      'en-US': [
        {
          name: 'Classroom reading program',
          description: 'Daily shared reading and book talks that built a reading habit',
        },
        {
          name: 'Cross-curricular unit',
          description: 'A science, writing and art unit ending in a student showcase',
        },
        {
          name: 'Family engagement nights',
          description: 'Math and literacy nights that brought families into the classroom',
        },
      ],
    },
    certifications: {
      'zh-CN': ['小学教师资格证', '普通话二级甲等证书'],
      'en-US': ['State elementary teaching license (K-6)', 'CPR and First Aid'],
    },
    tools: {
      'zh-CN': ['希沃白板', 'PPT', '钉钉', '问卷星', '国家中小学智慧教育平台'],
      'en-US': ['Google Classroom', 'Seesaw', 'ClassDojo', 'SMART Board', 'Epic!'],
    },
    summary: {
      'zh-CN': {
        experienced: [
          '6 年小学语文教学经验，担任班主任 4 年，擅长阅读习惯培养与家校沟通。',
          '课堂生动有序，多次获区级优质课奖项。',
        ],
        student: ['小学教育专业应届生，已取得小学教师资格证，在实习学校独立完成 40 余节课的教学。'],
      },
      'en-US': {
        experienced: [
          'Elementary school teacher with 6 years in grades 2–4, known for strong reading growth and close work with families.',
          'Runs a warm, structured classroom where every child is seen.',
        ],
        student: [
          'Elementary education student with a semester of student teaching in a 2nd-grade classroom.',
        ],
      },
    },
    education: {
      'zh-CN': {
        majors: ['小学教育', '汉语言文学'],
        courses: ['小学语文教学设计', '儿童发展心理学', '班级管理', '教育学原理'],
      },
      'en-US': {
        majors: ['Elementary Education'],
        courses: ['Child development', 'Teaching reading', 'Elementary math methods', 'Classroom management'],
      },
    },
    workplace: 'school',
  },
];
