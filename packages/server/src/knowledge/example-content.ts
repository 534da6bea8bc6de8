// Example content that replaces unfilled prompts, per language, and how it is marked as an example.
//
// The convention: example content is never passed off as a fact. Every string the generator invents from a
// prompt carries a mark the reader sees and a program can find:
//   - names and short values (organisations, schools, contact details, skills lists) end with `name`:
//     "示例科技有限公司（示例）", "Example Tech Inc. (example)";
//   - sentences with figures end with `figures`, which asks for the real numbers;
//   - in an entry whose whole header was unfilled, only the organisation carries the mark: it marks the
//     entry, and the dates stay plain dates.
// `EXAMPLE_MARK_PATTERN` finds either mark.
import type { Locale } from '@resume/contract';
import type { Localized, WorkplaceKind } from './job-family.ts';
import type { EntryKind } from './outline-phrasing.ts';

export interface ExampleMarks {
  /** Appended to example names, values and sentences without figures. */
  name: string;
  /** Appended to example sentences that contain figures. */
  figures: string;
}

export const EXAMPLE_MARKS: Readonly<Record<Locale, ExampleMarks>> = {
  'zh-CN': { name: '（示例）', figures: '（示例，数字请换成你的真实数据）' },
  'en-US': { name: ' (example)', figures: ' (example, replace the figures with yours)' },
};

/** Finds either example mark in either language. */
export const EXAMPLE_MARK_PATTERN = /（示例|\(example\b/;

/** Example employers by kind of workplace, used in turn for successive entries. */
export const WORKPLACES: Readonly<Record<WorkplaceKind, Localized<readonly string[]>>> = {
  tech: {
    'zh-CN': ['示例科技有限公司', '示例网络科技有限公司'],
    'en-US': ['Example Tech Inc.', 'Sample Software Ltd.'],
  },
  corporate: {
    'zh-CN': ['示例集团有限公司', '示例实业有限公司'],
    'en-US': ['Example Group', 'Sample Holdings Ltd.'],
  },
  manufacturer: {
    'zh-CN': ['示例智能制造有限公司', '示例机械股份有限公司'],
    'en-US': ['Example Manufacturing Co.', 'Sample Machinery Ltd.'],
  },
  hospital: {
    'zh-CN': ['示例市第一人民医院', '示例大学附属医院'],
    'en-US': ['Example General Hospital', 'Sample University Medical Center'],
  },
  pharmacy: {
    'zh-CN': ['示例大药房连锁有限公司', '示例市中心医院药剂科'],
    'en-US': ['Example Pharmacy', 'Sample Hospital Pharmacy'],
  },
  school: {
    'zh-CN': ['示例实验学校', '示例外国语学校'],
    'en-US': ['Example Unified School District', 'Sample Community Schools'],
  },
  'law-firm': {
    'zh-CN': ['示例律师事务所', '示例联合律师事务所'],
    'en-US': ['Example & Partners LLP', 'Sample Law Group'],
  },
  'accounting-firm': {
    'zh-CN': ['示例会计师事务所', '示例联合会计师事务所'],
    'en-US': ['Example & Co. CPAs', 'Sample Assurance LLP'],
  },
  finance: {
    'zh-CN': ['示例证券股份有限公司', '示例银行股份有限公司'],
    'en-US': ['Example Capital', 'Sample Bank'],
  },
  government: {
    'zh-CN': ['示例市人民政府办公室', '示例区发展和改革局'],
    'en-US': ['Example City Council', 'Sample County Planning Department'],
  },
  media: {
    'zh-CN': ['示例传媒有限公司', '示例日报社'],
    'en-US': ['Example Media Group', 'The Sample Daily'],
  },
  hotel: {
    'zh-CN': ['示例国际酒店', '示例度假酒店'],
    'en-US': ['Example Grand Hotel', 'Sample Resort & Spa'],
  },
  construction: {
    'zh-CN': ['示例建设工程有限公司', '示例路桥集团有限公司'],
    'en-US': ['Example Construction Co.', 'Sample Civil Engineering Ltd.'],
  },
  logistics: {
    'zh-CN': ['示例供应链管理有限公司', '示例物流有限公司'],
    'en-US': ['Example Logistics', 'Sample Supply Chain Co.'],
  },
  commerce: {
    'zh-CN': ['示例电子商务有限公司', '示例零售连锁有限公司'],
    'en-US': ['Example Commerce Inc.', 'Sample Retail Group'],
  },
  agency: {
    'zh-CN': ['示例文化创意有限公司', '示例广告有限公司'],
    'en-US': ['Example Creative Studio', 'Sample Advertising Agency'],
  },
  'language-services': {
    'zh-CN': ['示例翻译有限公司', '示例语言服务有限公司'],
    'en-US': ['Example Language Services', 'Sample Translations Ltd.'],
  },
  utility: {
    'zh-CN': ['示例电力工程有限公司', '示例电气设备有限公司'],
    'en-US': ['Example Power & Grid Co.', 'Sample Electric Ltd.'],
  },
  restaurant: {
    'zh-CN': ['示例餐饮管理有限公司', '示例餐厅'],
    'en-US': ['Example Bistro', 'Sample Restaurant Group'],
  },
  airline: {
    'zh-CN': ['示例航空股份有限公司', '示例航空公司'],
    'en-US': ['Example Airlines', 'Sample Air'],
  },
  'auto-service': {
    'zh-CN': ['示例汽车销售服务有限公司', '示例汽车维修中心'],
    'en-US': ['Example Auto Service Center', 'Sample Motors Dealership'],
  },
  'facility-services': {
    'zh-CN': ['示例物业服务有限公司', '示例机电安装工程有限公司'],
    'en-US': ['Example Facilities Services', 'Sample Mechanical & Electrical Ltd.'],
  },
  nonprofit: {
    'zh-CN': ['示例公益基金会', '示例社会工作服务中心'],
    'en-US': ['Example Foundation', 'Sample Community Services'],
  },
  research: {
    'zh-CN': ['示例大学重点实验室', '示例研究院'],
    'en-US': ['Example University Research Lab', 'Sample Research Institute'],
  },
  'real-estate': {
    'zh-CN': ['示例房地产经纪有限公司', '示例置业有限公司'],
    'en-US': ['Example Realty', 'Sample Properties Group'],
  },
  fitness: {
    'zh-CN': ['示例健身会所', '示例运动健康有限公司'],
    'en-US': ['Example Fitness Club', 'Sample Health & Fitness'],
  },
  salon: {
    'zh-CN': ['示例美容美发连锁', '示例形象设计工作室'],
    'en-US': ['Example Salon & Spa', 'Sample Beauty Studio'],
  },
  'care-home': {
    'zh-CN': ['示例养老服务中心', '示例颐养院'],
    'en-US': ['Example Care Home', 'Sample Home Care Services'],
  },
  clinic: {
    'zh-CN': ['示例心理咨询中心', '示例健康管理中心'],
    'en-US': ['Example Counseling Center', 'Sample Wellness Clinic'],
  },
};

export interface ExampleContent {
  school: string;
  /** Degree line: `{major}`. */
  degree: string;
  /** School and qualification line of vocational families: `{major}`. */
  vocationalSchool: string;
  vocationalDegree: string;
  /** Where a high school diploma is earned. */
  highSchool: string;
  /** A major when no family matched. */
  genericMajor: string;
  /** Education bullets: `{courses}`. A prompt about grades gets `gpa`, one about courses `courses`. */
  educationBullet: {
    gpa: string;
    courses: string;
    student: string;
    experienced: string;
    /** Grades of a vocational student, with a certificate of the family: `{certificate}`. */
    vocationalGrades: string;
    vocationalGradesWithoutCertificate: string;
  };
  /** Courses when no family matched: `{job}`. */
  genericCourses: string;
  /** An internship role: `{role}`. */
  internRole: string;
  projectRole: string;
  /** The project role of a lead, manager or head. */
  projectLeadRole: string;
  /** Examples for the outline's fixed prompts, by their name in the outline phrasing. */
  fixedPrompts: Readonly<
    Record<
      'leadershipBullet' | 'seniorBullet' | 'budgetBullet' | 'internshipOutcome' | 'studentProjectBullet',
      string
    >
  >;
  /** Examples for the honours keys of the outline phrasing, by key. */
  /** Honours by the outline's key, several of each: a resume takes one by its title, so students differ. */
  honors: Readonly<Record<string, readonly string[]>>;
  /** A high school's honours in place of a college's, where they differ (no Dean's List before college). */
  highSchoolHonors?: Readonly<Record<string, readonly string[]>>;
  languages: string;
  present: string;
  /** Separates year and month in example dates: "2021.03" or "2021-03". */
  dateSeparator: string;
  /** Content when no family matched, built around the job as typed: `{job}`. */
  generic: {
    summary: { experienced: readonly string[]; student: readonly string[] };
    achievements: readonly string[];
    /**
     * Achievements at a student's or a short internship's scale, about `{field}`: what is used when
     * none of a family's own examples fits such an entry.
     */
    smallAchievements: readonly string[];
    skills: string;
    tools: string;
    projectName: string;
    projectDescription: string;
    /** For a prompt we cannot read at all. */
    fallback: string;
  };
}

export const EXAMPLE_CONTENT: Readonly<Record<Locale, ExampleContent>> = {
  'zh-CN': {
    school: '示例大学',
    degree: '{major} 本科',
    vocationalSchool: '示例职业技术学院',
    highSchool: '示例市第一中学',
    vocationalDegree: '{major}',
    genericMajor: '相关专业',
    educationBullet: {
      gpa: 'GPA 3.6/4.0，专业排名前 15%',
      courses: '主修课程：{courses}',
      student: 'GPA 3.6/4.0，专业前 15%；主修课程：{courses}',
      experienced: '主修课程：{courses}',
      vocationalGrades: '专业排名前 15%，在校取得{certificate}',
      vocationalGradesWithoutCertificate: '专业排名前 15%，获校级技能竞赛二等奖',
    },
    genericCourses: '与{job}岗位相关的专业课程',
    internRole: '{role}（实习）',
    projectRole: '小组成员',
    projectLeadRole: '项目负责人',
    fixedPrompts: {
      leadershipBullet:
        '带领 6 人团队，制定季度目标与分工，培养 2 名成员成为骨干，团队连续两个季度超额完成目标',
      seniorBullet: '主导解决一个涉及 3 个团队的长期难题，方案推广到全部门后同类问题减少 70%',
      budgetBullet: '负责部门年度预算 1200 万元，全年费用低于预算 4%',
      internshipOutcome: '实习考核评为优秀，导师评价“上手快、交付可靠”，获得转正 offer',
      studentProjectBullet: '毕业设计项目，4 人团队，我负责需求分析与核心部分的实现',
    },
    honors: {
      奖学金: [
        '国家奖学金（2024）',
        '校一等奖学金（2024）',
        '国家励志奖学金（2024）',
        '校级学业奖学金一等（2024）',
      ],
      竞赛: ['全国大学生创新创业大赛校赛一等奖（2024）'],
      其他荣誉: [
        '三好学生、优秀共青团员',
        '校级三好学生（2024）',
        '优秀共青团员（2024）',
        '校级优秀志愿者（2024）',
      ],
    },
    languages: '英语 CET-6',
    present: '至今',
    dateSeparator: '.',
    generic: {
      summary: {
        experienced: [
          '具备 5 年与{job}岗位相关的工作经验，熟悉岗位核心流程，工作踏实、结果导向。',
          '善于沟通协作，曾主导流程改进，使团队效率提升 20%。',
        ],
        student: [
          '在校期间系统学习了与{job}岗位相关的专业知识，对这一岗位有浓厚兴趣。',
          '学习能力强，做事认真负责，乐于接受挑战。',
        ],
      },
      achievements: [
        '负责{job}岗位的日常核心工作，服务 12 人团队，连续两年按期完成全部任务',
        '优化{job}岗位的一项工作流程，处理时间缩短 20%',
        '带教 3 名新同事，整理{job}岗位工作手册并持续更新',
        '在{job}岗位上每周处理约 40 项工作事项，满意度保持在 98%',
        '与 3 个部门协作完成跨部门项目，比计划提前 2 周交付',
        '因{job}岗位工作表现突出，获评 2023 年度优秀员工',
      ],
      smallAchievements: [
        '协助完成{field}相关的日常工作，按时交付全部分配任务',
        '整理并更新{field}相关资料 30 余份，方便团队日常查阅',
        '参加 2 次{field}相关的改进讨论，提出的 1 条建议被采纳',
      ],
      skills: '{job}岗位相关专业技能',
      tools: '{job}岗位常用软件与工具',
      projectName: '{job}岗位流程改进项目',
      projectDescription: '梳理现有流程、找出瓶颈并推动改进，按期完成全部目标',
      fallback: '请按实际情况填写',
    },
  },
  'en-US': {
    school: 'Example University',
    degree: "Bachelor's in {major}",
    vocationalSchool: 'Example Technical College',
    highSchool: 'Example High School',
    vocationalDegree: '{major}',
    genericMajor: 'a related field',
    // A US resume gives the GPA and its honors, not a class rank (a Chinese one's 专业前 15%).
    educationBullet: {
      gpa: 'GPA 3.6/4.0',
      courses: 'Relevant courses: {courses}',
      student: 'GPA 3.6/4.0; relevant courses: {courses}',
      experienced: 'Relevant courses: {courses}',
      vocationalGrades: 'GPA 3.6/4.0; earned the {certificate} while in the program',
      vocationalGradesWithoutCertificate: 'GPA 3.6/4.0; second place in a college skills competition',
    },
    genericCourses: 'courses related to the {job} position',
    internRole: '{role} Intern',
    projectRole: 'Team member',
    projectLeadRole: 'Project lead',
    fixedPrompts: {
      leadershipBullet:
        'Led a team of 6, set quarterly goals and roles, and grew 2 members into senior contributors while the team beat its targets two quarters running',
      seniorBullet:
        'Owned a long-standing problem spanning 3 teams; the fix was rolled out department-wide and cut similar issues by 70%',
      budgetBullet: 'Owned a $1.8M annual budget and finished the year 4% under plan',
      internshipOutcome: 'Received a return offer at the end of the internship',
      studentProjectBullet:
        'Final-year project in a team of 4; I owned the requirements analysis and the core implementation',
    },
    honors: {
      Scholarships: [
        'Merit Scholarship (2024)',
        "Dean's Scholarship (2024)",
        'Departmental Scholarship (2024)',
        'Presidential Scholarship, renewed each year',
      ],
      Competitions: ['Second place, regional case competition (2024)'],
      'Other honors': [
        "Dean's List (4 semesters)",
        "Dean's List (3 semesters)",
        'Honors College',
        'Phi Kappa Phi (2024)',
      ],
    },
    highSchoolHonors: {
      Scholarships: [
        'Career and Technical Education Scholarship (2024)',
        'Rotary Club Community Scholarship (2024)',
      ],
      'Other honors': [
        'Honor Roll (4 semesters)',
        'National Technical Honor Society',
        'Perfect Attendance Award',
      ],
    },
    languages: 'English (native), Spanish (conversational)',
    present: 'Present',
    dateSeparator: '-',
    generic: {
      summary: {
        experienced: [
          'Professional with 5 years of experience relevant to the {job} position, reliable in its core work and focused on results.',
          'Works well across teams and led a process change that made the team 20% more efficient.',
        ],
        student: [
          'Student with a strong interest in the {job} position, building a solid grounding through my studies.',
          'Quick learner, dependable and keen to take on new challenges.',
        ],
      },
      achievements: [
        'Handled the core day-to-day work of the {job} position for a team of 12, delivering every task on time for two years',
        'Improved a key process of the {job} position, cutting turnaround time by 20%',
        'Trained 3 new colleagues and wrote the handbook for the {job} position',
        'Handled around 40 cases a week in the {job} position with a 98% satisfaction rating',
        'Worked with 3 other departments on a shared project and delivered it 2 weeks early',
        'Named outstanding employee of 2023 for work in the {job} position',
      ],
      smallAchievements: [
        "Supported the team's day-to-day {field} work and delivered every assigned task on time",
        'Updated 30+ {field} documents and checklists the team uses every day',
        'Suggested 2 {field} improvements in team reviews; one was adopted',
      ],
      skills: 'Core skills for the {job} position',
      tools: 'Standard software and tools for the {job} position',
      projectName: 'Process improvement for the {job} position',
      projectDescription:
        'Mapped the current process, found the bottlenecks and delivered every improvement goal on schedule',
      fallback: 'Fill in your own details',
    },
  },
};

/** What an education prompt asks about: grades or courses. */
export const EDUCATION_PROMPT_TOPICS = {
  // Whole words: a course on Sowa Rigpa is no grade point average.
  gpa: /\bgpa\b|\bgrad(?:e|es|ed|ing)\b|\brankings?\b|绩点|成绩|排名/i,
  courses: /course|module|课程/i,
} as const;

/** Joins summary sentences into one overview item. */
export const SENTENCE_JOINER: Readonly<Record<Locale, string>> = { 'zh-CN': '', 'en-US': ' ' };

/** Example dates of one career by entry kind and index, as year-month; `present` ends an ongoing entry. */
export type ExampleTimeline = Readonly<Record<EntryKind, readonly (readonly [string, string])[]>>;

/** Example dates by entry kind and index, as year-month; `present` ends an ongoing entry. */
export const EXAMPLE_TIMELINE: Readonly<Record<'experienced' | 'student', ExampleTimeline>> = {
  experienced: {
    work: [
      ['2021-03', 'present'],
      ['2018-07', '2021-02'],
      ['2016-07', '2018-06'],
    ],
    internship: [['2017-07', '2017-09']],
    project: [
      ['2022-03', '2022-12'],
      ['2020-05', '2020-11'],
    ],
    education: [['2014-09', '2018-06']],
    campus: [['2015-09', '2017-06']],
  },
  student: {
    work: [['2024-07', '2024-08']],
    internship: [
      ['2025-07', '2025-09'],
      ['2024-07', '2024-09'],
    ],
    project: [
      ['2025-03', '2025-06'],
      ['2024-09', '2024-12'],
    ],
    education: [['2022-09', '2026-06']],
    campus: [
      ['2023-09', '2025-06'],
      ['2022-10', '2023-06'],
    ],
  },
};

/**
 * An experienced hire's dates by how far into a career the title says they are (written, like EXAMPLE_TIMELINE, for
 * 2025): a junior two or three years out of school, a mid-level hire four or five, a director or head about fourteen.
 * Titles with no level word, and seniors to managers, follow EXAMPLE_TIMELINE's seven or so.
 */
export const CAREER_TIMELINES: Readonly<Record<'early' | 'middle' | 'long', ExampleTimeline>> = {
  early: {
    work: [
      ['2024-01', 'present'],
      ['2023-07', '2023-12'],
    ],
    internship: [['2022-07', '2022-09']],
    project: [
      ['2024-06', '2024-12'],
      ['2023-09', '2023-12'],
    ],
    education: [['2019-09', '2023-06']],
    campus: [['2020-09', '2022-06']],
  },
  middle: {
    work: [
      ['2022-09', 'present'],
      ['2021-07', '2022-08'],
    ],
    internship: [['2020-07', '2020-09']],
    project: [
      ['2023-06', '2024-02'],
      ['2021-10', '2022-04'],
    ],
    education: [['2017-09', '2021-06']],
    campus: [['2018-09', '2020-06']],
  },
  long: {
    work: [
      ['2019-03', 'present'],
      ['2014-07', '2019-02'],
      ['2011-07', '2014-06'],
    ],
    internship: [['2010-07', '2010-09']],
    project: [
      ['2021-03', '2021-12'],
      ['2017-05', '2017-11'],
    ],
    education: [['2007-09', '2011-06']],
    campus: [['2008-09', '2010-06']],
  },
};
