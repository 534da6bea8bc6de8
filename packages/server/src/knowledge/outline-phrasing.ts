// What outlines say, per language: which parts each kind of applicant gets, entry prompts, and the generic
// prompts used when no job family matches. Templates use `{name}` placeholders filled by `interpolate`.
import type { JobType, Locale } from '@resume/contract';
import type { PartKind } from '../resume/resume-document.ts';
import { displayTitle } from './display-title.ts';
import type { WorkplaceKind } from './job-family.ts';

/** The parts an outline holds, in order. `certificates` is kept only when the job family lists certifications. */
export const OUTLINE_PARTS: Readonly<Record<JobType, readonly PartKind[]>> = {
  social: ['basic', 'summary', 'work', 'project', 'education', 'skills', 'certificates'],
  intern: ['basic', 'summary', 'education', 'internship', 'project', 'campus', 'skills', 'honors'],
  campus: ['basic', 'summary', 'education', 'internship', 'campus', 'project', 'honors', 'skills'],
};

/**
 * Where every kind of part goes when a resume is reordered: the outline's parts plus the ones an uploaded
 * resume may also have (a student's part-time work, an experienced hire's campus activities). `other` last.
 */
export const PART_ORDER: Readonly<Record<JobType, readonly PartKind[]>> = {
  social: [
    'basic',
    'summary',
    'work',
    'internship',
    'project',
    'education',
    'skills',
    'certificates',
    'honors',
    'campus',
    'other',
  ],
  intern: [
    'basic',
    'summary',
    'education',
    'internship',
    'work',
    'project',
    'campus',
    'skills',
    'certificates',
    'honors',
    'other',
  ],
  campus: [
    'basic',
    'summary',
    'education',
    'internship',
    'work',
    'campus',
    'project',
    'honors',
    'skills',
    'certificates',
    'other',
  ],
};

export type EntryKind = 'work' | 'internship' | 'project' | 'education' | 'campus';

export interface EntryPrompts {
  title: string;
  subTitle: string;
  startTime: string;
  endTime: string;
}

export interface KeyPrompt {
  key: string;
  prompt: string;
}

export interface OutlinePhrasing {
  entry: Readonly<Record<EntryKind, EntryPrompts>>;
  /** The education entry of vocational families (`JobFamily.pathway`): a school or training programme. */
  vocationalEducation: EntryPrompts;
  /** The organisation prompt of work and internship entries where "[Company]" would be wrong: "[医院名称与科室]". */
  organisation: Readonly<Partial<Record<WorkplaceKind, string>>>;
  /** The employer prompt of an occupation that names its kind of employer: `{employer}`, its first example. */
  organisationExample: string;
  /** A project name prompt with the family's typical project as the example: `{project}`. */
  projectNameExample: string;
  projectBullet: string;
  /** The first project bullet of vocational families: a job done rather than a design decided. */
  vocationalProjectBullet: string;
  /** Students' first project bullet: a course, thesis, competition or research project and their part in it. */
  studentProjectBullet: string;
  /** The same for students of vocational families: practical training or a skills competition. */
  vocationalStudentProjectBullet: string;
  /** Campus hires' last internship bullet: what the internship led to. */
  internshipOutcome: string;
  /** A project bullet about the family's field: `{field}`. */
  projectFieldBullet: string;
  /** The same, where no field is named (a title only the general profile answers). */
  projectWorkBullet: string;
  /** The project's result, in one of the occupation's own measures: "{metric}". */
  projectMetricBullet: string;
  /** A course project's result where no measure of the occupation fits: what was made, and how it was judged. */
  studentProjectResult: string;
  /** Overview prompts for a matched family, by applicant type: `{field}`, `{skills}`. */
  summary: Readonly<Record<JobType, string>>;
  /** `{field}` of the overview prompt when only the general profile answers: no field is named for the person. */
  ownField: string;
  /** Overview prompts when no family matched, by applicant type: `{job}`. */
  genericSummary: Readonly<Record<JobType, string>>;
  /** Entry bullets when no family matched: `{job}`. */
  genericResponsibilities: readonly string[];
  genericProjectBullet: string;
  /** Skills keys when no family matched: `{job}`. */
  genericSkills: readonly KeyPrompt[];
  /** Education bullets for students (`{courses}`), students of vocational families, and experienced hires. */
  education: {
    student: readonly string[];
    vocationalStudent: readonly string[];
    experienced: readonly string[];
    vocationalExperienced: readonly string[];
  };
  genericCourses: string;
  campusBullets: readonly string[];
  honors: readonly KeyPrompt[];
  languages: KeyPrompt;
  /** Key of a skills line listing certifications, for students whose outline has no certifications part. */
  certificatesKey: string;
  /** The certifications part's item: `{examples}`. */
  certificatesItem: string;
  /** The internship entry's role, with one of the field's typical internships: `{typical}`. */
  internshipRoleExample: string;
  /** A skills value: `{examples}`. */
  examplesPrompt: string;
  /** Joins examples inside a prompt or a value. */
  listSeparator: string;
  /** Extra bullet for leads, managers and above. */
  leadershipBullet: string;
  /** Extra bullet for senior and principal individual contributors. */
  seniorBullet: string;
  /** Managers own money and targets as well as people. */
  budgetBullet: string;
  /** Appended once to an entry that states no result (optimize mode), when its occupation names no metric; starts with a space. */
  measurableResult: string;
  /** The same, naming one of the occupation's own metrics (`{metric}`); starts with a space. */
  metricResult: string;
  /** After a summary line whose years are fewer than the dates add up to (`{years}`); starts with a space. */
  yearsStale: string;
  /** The outline heading when a resume names no job at all. */
  genericJob: string;
  /** Stands in for `{job}` in generic prompts when no job is known ("the target position", "目标岗位"). */
  genericJobNoun: string;
  /** The target role prompt when the job was guessed from the resume's latest role: `{job}`. */
  targetRoleGuess: string;
}

export const OUTLINE_PHRASING: Readonly<Record<Locale, OutlinePhrasing>> = {
  'zh-CN': {
    entry: {
      work: {
        title: '[公司名称]',
        subTitle: '[职位]',
        startTime: '[开始时间，如 2021.07]',
        endTime: '[结束时间或至今]',
      },
      internship: {
        title: '[公司名称]',
        subTitle: '[实习岗位]',
        startTime: '[开始时间，如 2024.07]',
        endTime: '[结束时间或至今]',
      },
      project: {
        title: '[项目名称]',
        subTitle: '[你的角色]',
        startTime: '[开始时间]',
        endTime: '[结束时间]',
      },
      education: {
        title: '[学校名称]',
        subTitle: '[专业 学历]',
        startTime: '[开始时间]',
        endTime: '[结束时间]',
      },
      campus: {
        title: '[社团、学生会或志愿组织]',
        subTitle: '[担任职务]',
        startTime: '[开始时间]',
        endTime: '[结束时间]',
      },
    },
    organisation: {
      hospital: '[医院名称与科室]',
      pharmacy: '[药房或医院名称]',
      school: '[学校或教育机构名称]',
      'law-firm': '[律师事务所或公司名称]',
      'accounting-firm': '[会计师事务所或公司名称]',
      government: '[单位名称]',
      hotel: '[酒店名称]',
      restaurant: '[餐厅或门店名称]',
      airline: '[航空公司名称]',
      'auto-service': '[4S 店或维修企业名称]',
      nonprofit: '[机构名称]',
      research: '[实验室或研究机构名称]',
      fitness: '[健身房或运动机构名称]',
      salon: '[门店名称]',
      'care-home': '[养老机构或服务单位名称]',
      clinic: '[机构名称]',
    },
    vocationalEducation: {
      title: '[学校或培训机构名称]',
      subTitle: '[专业或培训项目]',
      startTime: '[开始时间]',
      endTime: '[结束时间]',
    },
    organisationExample: '[单位名称，如 {employer}]',
    projectNameExample: '[项目名称，如 {project}]',
    projectBullet: '[项目背景与目标、你的关键决策，以及最终结果]',
    vocationalProjectBullet: '[工程或任务内容、你负责的部分，以及完成的质量与用时]',
    studentProjectBullet: '[项目来源（课程设计、毕业设计、竞赛或科研）、团队规模与你的分工]',
    vocationalStudentProjectBullet: '[实训项目或技能竞赛：任务内容、你的分工与结果]',
    internshipOutcome: '[实习收获：导师评价、转正或留用结果（选填）]',
    projectFieldBullet: '[你在项目中负责的{field}工作，以及可量化的成果]',
    projectWorkBullet: '[你在项目中负责的工作，以及可量化的成果]',
    projectMetricBullet: '[你在项目中的分工与成果，用数字说明，如{metric}]',
    studentProjectResult: '[你完成的部分与成果，以及成绩、评价或使用情况]',
    ownField: '本行业',
    summary: {
      social: '[两三句话：{field}年限、最擅长的技能（如 {skills}）、一个可量化的成果]',
      intern:
        '[两三句话：学校、专业与年级，想在{field}方向学到什么，一门相关课程、一个项目或一项技能（如 {skills}）]',
      campus:
        '[两三句话：学校、专业与毕业时间，为什么选择{field}，最能证明能力的一段实习、项目或获奖（如 {skills}）]',
    },
    genericSummary: {
      social: '[两三句话：与{job}岗位相关的工作年限、最擅长的能力、一个可量化的成果]',
      intern: '[两三句话：学校、专业与年级，为什么想做{job}岗位，一门相关课程、一个项目或一项能力]',
      campus: '[两三句话：学校、专业与毕业时间，为什么选择{job}岗位，最能证明能力的一段实习、项目或获奖]',
    },
    genericResponsibilities: [
      '[{job}岗位的主要职责：负责范围、服务的团队或客户]',
      '[你在{job}岗位上取得的一项成果，写出具体数字（时间、收入、质量或满意度）]',
      '[你解决的一个问题或推动的一项改进，以及带来的变化]',
      '[你的日常工作量或服务规模，如每月处理的事项数、服务的人数]',
      '[与同事或其他部门协作完成的一项工作，以及你的贡献]',
    ],
    genericProjectBullet: '[项目目标、你承担的与{job}岗位相关的工作，以及可量化的结果]',
    genericSkills: [
      { key: '专业技能', prompt: '[{job}岗位需要的核心技能，写出具体方法或领域]' },
      { key: '工具', prompt: '[{job}岗位常用的软件、设备或系统]' },
    ],
    education: {
      student: ['[GPA 与排名，如 3.7/4.0，专业前 10%]', '[主修课程，如 {courses}]'],
      vocationalStudent: ['[成绩排名，或在校取得的职业技能等级证书]', '[主修课程或实训项目，如 {courses}]'],
      experienced: ['[与岗位相关的荣誉、毕业论文或交换经历（选填）]'],
      vocationalExperienced: ['[学徒或实训经历、在校取得的证书或技能竞赛奖项（选填）]'],
    },
    genericCourses: '[与岗位相关的主修课程]',
    campusBullets: [
      '[组织或参与的一次活动：规模、你的分工与结果]',
      '[你在团队中承担的职责，以及锻炼出的能力]',
    ],
    honors: [
      { key: '奖学金', prompt: '[如 国家奖学金、校一等奖学金，注明年份]' },
      { key: '竞赛', prompt: '[竞赛名称、获得的奖项与年份]' },
      { key: '其他荣誉', prompt: '[如 优秀学生干部、三好学生]' },
    ],
    languages: { key: '外语', prompt: '[如 英语 CET-6、雅思 7.0]' },
    certificatesKey: '证书',
    certificatesItem: '[证书名称与取得年份，如 {examples}]',
    internshipRoleExample: '[实习岗位，如 {typical}]',
    examplesPrompt: '[如 {examples}]',
    listSeparator: '、',
    leadershipBullet: '[你带领的团队：人数、如何培养成员，以及团队交付的成果]',
    seniorBullet: '[你主导解决的一个复杂问题或关键决策，以及影响的范围]',
    budgetBullet: '[你负责的预算、营收或业绩指标，以及完成情况]',
    measurableResult: ' [补充一个数字：规模、频次或结果]',
    metricResult: ' [补充数字，如{metric}]',
    yearsStale: ' [按工作经历的时间已满 {years} 年，请核对这里的年数]',
    genericJob: '个人简历',
    genericJobNoun: '目标',
    targetRoleGuess: '[应聘的职位，如 {job}]',
  },
  'en-US': {
    entry: {
      work: {
        title: '[Company]',
        subTitle: '[Job title]',
        startTime: '[Start, e.g. 2021-03]',
        endTime: '[End, or Present]',
      },
      internship: {
        title: '[Company]',
        subTitle: '[Internship role]',
        startTime: '[Start, e.g. 2024-07]',
        endTime: '[End, or Present]',
      },
      project: { title: '[Project name]', subTitle: '[Your role]', startTime: '[Start]', endTime: '[End]' },
      education: {
        title: '[University]',
        subTitle: '[Degree, Major]',
        startTime: '[Start]',
        endTime: '[End]',
      },
      campus: {
        title: '[Club, society or student union]',
        subTitle: '[Your role]',
        startTime: '[Start]',
        endTime: '[End]',
      },
    },
    organisation: {
      hospital: '[Hospital and unit]',
      pharmacy: '[Pharmacy or hospital]',
      school: '[School or institution]',
      'law-firm': '[Law firm or company]',
      'accounting-firm': '[Firm or company]',
      government: '[Agency or department]',
      hotel: '[Hotel]',
      restaurant: '[Restaurant or venue]',
      airline: '[Airline]',
      'auto-service': '[Dealership or workshop]',
      nonprofit: '[Organization]',
      research: '[Lab or institute]',
      fitness: '[Gym or studio]',
      salon: '[Salon or studio]',
      'care-home': '[Care home or agency]',
      clinic: '[Practice or organization]',
    },
    vocationalEducation: {
      title: '[School, college or training program]',
      subTitle: '[Program or qualification]',
      startTime: '[Start]',
      endTime: '[End]',
    },
    organisationExample: '[Employer, e.g. {employer}]',
    projectNameExample: '[Project name, e.g. {project}]',
    projectBullet: '[The goal, the key decision you made, and the outcome]',
    vocationalProjectBullet: '[The job, the part you did, and how well and how fast it was done]',
    studentProjectBullet:
      '[Where the project came from (course, thesis, competition or research), the team size and your part]',
    vocationalStudentProjectBullet:
      '[A practical training job or skills competition: the task, your part and the result]',
    internshipOutcome: '[Optional: what the internship led to: supervisor feedback, a return offer]',
    projectFieldBullet: '[Your {field} work on the project, and its measurable result]',
    projectWorkBullet: '[Your work on the project, and its measurable result]',
    projectMetricBullet: '[Your part in the project and its result, with a figure such as {metric}]',
    studentProjectResult: '[What you made or found, and how it was graded or used]',
    ownField: 'your field',
    summary: {
      social:
        '[Two or three sentences: years in {field}, your strongest skills (e.g. {skills}), and one result with a number]',
      intern:
        '[Two or three sentences: your school, degree and year, what you want to learn in {field}, and one relevant course, project or skill (e.g. {skills})]',
      campus:
        '[Two or three sentences: your school, degree and graduation date, why you chose {field}, and the internship, project or award that best shows your ability (e.g. {skills})]',
    },
    genericSummary: {
      social:
        '[Two or three sentences: years of experience relevant to the {job} position, your strongest abilities, and one result with a number]',
      intern:
        '[Two or three sentences: your school, degree and year, why the {job} position appeals to you, and one relevant course, project or skill]',
      campus:
        '[Two or three sentences: your school, degree and graduation date, why you chose the {job} position, and the internship, project or award that best shows your ability]',
    },
    genericResponsibilities: [
      '[Your main responsibilities in the {job} position: scope, and the team or customers you served]',
      '[A result you achieved in the {job} position, with a number (time, revenue, quality or satisfaction)]',
      '[A problem you solved or an improvement you led, and what changed]',
      '[Your regular workload or scale, e.g. cases handled per month or people served]',
      '[Work you delivered together with colleagues or other teams, and your contribution]',
    ],
    genericProjectBullet:
      '[The goal, the part you played, and a measurable result relevant to the {job} position]',
    genericSkills: [
      {
        key: 'Core skills',
        prompt: '[The core skills the {job} position needs: name the specific methods or areas]',
      },
      { key: 'Tools', prompt: '[Software, equipment or systems the {job} position uses]' },
    ],
    education: {
      student: ['[GPA and ranking, e.g. 3.7/4.0, top 10%]', '[Relevant courses, e.g. {courses}]'],
      vocationalStudent: [
        '[Grades, or skills certificates earned during the program]',
        '[Courses or practical training, e.g. {courses}]',
      ],
      experienced: ['[Optional: honors, thesis or exchange relevant to the role]'],
      vocationalExperienced: [
        '[Optional: apprenticeship hours, licenses earned or skills awards from your training]',
      ],
    },
    genericCourses: '[Courses relevant to the role]',
    campusBullets: [
      '[An activity you organized or led: its scale, your part, and the result]',
      '[What you were responsible for in the team, and the skills it built]',
    ],
    honors: [
      { key: 'Scholarships', prompt: '[e.g. Merit scholarship, with the year]' },
      { key: 'Competitions', prompt: '[Competition, award and year]' },
      { key: 'Other honors', prompt: "[e.g. Dean's List, student leadership award]" },
    ],
    languages: { key: 'Languages', prompt: '[e.g. English (native), Spanish (conversational)]' },
    certificatesKey: 'Certifications',
    certificatesItem: '[Certification and year, e.g. {examples}]',
    internshipRoleExample: '[Internship role, e.g. {typical}]',
    examplesPrompt: '[e.g. {examples}]',
    listSeparator: ', ',
    leadershipBullet: '[The team you led: its size, how you developed people, and what the team delivered]',
    seniorBullet: '[A hard problem or key decision you owned, and how far its impact reached]',
    budgetBullet: '[The budget, revenue or targets you owned, and how you did against them]',
    measurableResult: ' [add the measurable result]',
    metricResult: ' [add a figure, such as {metric}]',
    yearsStale: ' [your dates add up to {years} years: update this figure?]',
    genericJob: 'Resume',
    genericJobNoun: 'target',
    targetRoleGuess: '[The role you are applying for, e.g. {job}]',
  },
};

/**
 * A bullet already carries a measurable result when it has a digit, a percent sign, a Chinese number with a
 * unit of scale ("三成", "两倍", "百分之"), or an English word of scale ("doubled").
 */
export const QUANTIFIED_PATTERN =
  /[0-9０-９%％]|[一二两三四五六七八九十百千](?:倍|成|万|亿)|百分之|\b(?:doubled|tripled|quadrupled|halved|twice|thrice)\b/i;

/**
 * Bullets that list things rather than claim a result ("技术栈：React、Node.js", "Tools: Figma") need no number.
 */
export const LISTING_BULLET_PATTERN =
  /^\s*(?:技术栈|技术|使用技术|开发环境|环境|工具|关键词|主修课程|相关课程|课程|tech stack|stack|technologies|technology|tools|environment|keywords|skills used|relevant courses|courses|coursework)\s*[:：]/i;

/** Words that end a job title without adding to it, dropped before the title is used inside generic prompts. */
const TRAILING_ROLE_WORDS = /(?:岗位|岗|职位|\bposition|\brole)$/i;

/**
 * The job as a noun for generic prompts ("the {job} position", "{job}岗位"): without a trailing "岗位" or
 * "position", and the locale's stand-in when there is no job or only the generic heading.
 */
export function jobNoun(job: string, locale: Locale): string {
  const phrasing = OUTLINE_PHRASING[locale];
  const trimmed = job.trim();
  if (trimmed === '' || trimmed === phrasing.genericJob) return phrasing.genericJobNoun;
  const shown = displayTitle(trimmed);
  return shown.replace(TRAILING_ROLE_WORDS, '').trimEnd() || shown;
}

/** Replaces `{name}` placeholders; unknown names are left as they are. */
export function interpolate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
