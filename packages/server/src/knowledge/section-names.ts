// Names of resume parts in Chinese and English: the canonical title we write and the synonyms we read.

import type { Locale } from '@resume/contract';
import type { PartKind } from '../resume/resume-document.ts';
import type { WorkplaceKind } from './job-family.ts';

export interface SectionName {
  kind: PartKind;
  /** Canonical title written in outlines, per language. */
  title: Record<Locale, string>;
  /** Headings read as this part (compared after normalizeHeading), both languages. */
  synonyms: readonly string[];
}

export const SECTION_NAMES: readonly SectionName[] = [
  {
    kind: 'basic',
    title: { 'zh-CN': '基本信息', 'en-US': 'Basic Information' },
    synonyms: [
      '基本信息',
      '个人信息',
      '个人资料',
      '联系方式',
      '联系信息',
      '基本资料',
      'basic information',
      'basic info',
      'personal information',
      'personal info',
      'personal details',
      'contact',
      'contact information',
      'contact info',
      'contact details',
      'contacts',
    ],
  },
  {
    kind: 'summary',
    title: { 'zh-CN': '个人概述', 'en-US': 'Overview' },
    synonyms: [
      '个人概述',
      '个人简介',
      '个人总结',
      '自我评价',
      '自我介绍',
      '个人评价',
      '职业概述',
      '个人优势',
      '概述',
      '简介',
      '求职意向',
      '职业目标',
      '个人陈述',
      'overview',
      'summary',
      'professional summary',
      'career summary',
      'profile',
      'professional profile',
      'about',
      'about me',
      'objective',
      'career objective',
      'personal statement',
      'executive summary',
      'highlights',
      'summary of qualifications',
      'qualifications summary',
      'career profile',
      'personal profile',
      '自我总结',
      '个人优势与评价',
    ],
  },
  {
    kind: 'work',
    title: { 'zh-CN': '工作经历', 'en-US': 'Work Experience' },
    synonyms: [
      '工作经历',
      '工作经验',
      '职业经历',
      '工作履历',
      '任职经历',
      '从业经历',
      '工作背景',
      'work experience',
      'experience',
      'professional experience',
      'employment',
      'employment history',
      'work history',
      'career history',
      'relevant experience',
      'career',
      'professional background',
      'work experiences',
      'experiences',
      'professional history',
      'employment experience',
      'job history',
      '职业经验',
      '工作',
    ],
  },
  {
    kind: 'internship',
    title: { 'zh-CN': '实习经历', 'en-US': 'Internship Experience' },
    synonyms: [
      '实习经历',
      '实习经验',
      '实习',
      'internship experience',
      'internships',
      'internship',
      'internship experiences',
      '实习工作',
      '实习实践',
      '实习经历与实践',
      'clinical rotations',
      'clinical experience',
      'clinical placements',
      'student teaching',
      'student teaching experience',
      'practicum',
      'teaching practicum',
      '临床实习',
      '教育实习',
    ],
  },
  {
    kind: 'project',
    title: { 'zh-CN': '项目经历', 'en-US': 'Project Experience' },
    synonyms: [
      '项目经历',
      '项目经验',
      '项目',
      '主要项目',
      '项目作品',
      '作品集',
      '科研经历',
      '研究经历',
      '科研项目',
      'project experience',
      'projects',
      'project',
      'key projects',
      'selected projects',
      'personal projects',
      'research experience',
      'research',
      'portfolio',
      'academic projects',
      'technical projects',
      'project highlights',
      'projects experience',
      '项目实践',
      '个人项目',
      '项目经验与成果',
    ],
  },
  {
    kind: 'education',
    title: { 'zh-CN': '教育经历', 'en-US': 'Education' },
    synonyms: [
      '教育经历',
      '教育背景',
      '教育',
      '学历',
      '教育信息',
      '学习经历',
      'education',
      'education background',
      'educational background',
      'academic background',
      'academics',
      'education and training',
      'academic qualifications',
      'educational qualifications',
      'education history',
      '教育程度',
      '学历背景',
    ],
  },
  {
    kind: 'campus',
    title: { 'zh-CN': '校园经历', 'en-US': 'Leadership & Activities' },
    synonyms: [
      '校园经历',
      '校园活动',
      '在校经历',
      '学生工作',
      '社团经历',
      '社会实践',
      '课外活动',
      '志愿者经历',
      '志愿经历',
      'campus activities',
      'campus experience',
      'extracurricular activities',
      'activities',
      'leadership',
      'leadership experience',
      'volunteer experience',
      'volunteering',
      'student activities',
      'involvement',
      'campus involvement',
      'on campus involvement',
      'leadership and activities',
      'leadership & activities',
      'extracurriculars',
      'volunteer work',
      'community service',
      'community involvement',
      '社团活动',
      '学生干部经历',
      '校内经历',
      '志愿服务',
      '实践经历',
      '校园实践',
      '社会实践经历',
      'volunteering experience',
    ],
  },
  {
    kind: 'skills',
    title: { 'zh-CN': '专业技能', 'en-US': 'Skills' },
    synonyms: [
      '专业技能',
      '技能',
      '个人技能',
      '技能特长',
      '技术能力',
      '技术栈',
      '专业能力',
      '技能证书',
      '语言能力',
      'skills',
      'technical skills',
      'core skills',
      'skills and abilities',
      'key skills',
      'competencies',
      'core competencies',
      'expertise',
      'areas of expertise',
      'tools',
      'technologies',
      'languages',
      'skill set',
      'skillset',
      'it skills',
      'computer skills',
      'language skills',
      'professional skills',
      'skills summary',
      'tech stack',
      '掌握技能',
      '技能清单',
      'it技能',
    ],
  },
  {
    kind: 'honors',
    title: { 'zh-CN': '荣誉奖项', 'en-US': 'Honors & Awards' },
    synonyms: [
      '荣誉奖项',
      '获奖情况',
      '获奖经历',
      '荣誉',
      '奖项',
      '所获荣誉',
      '奖励',
      '荣誉证书',
      'honors & awards',
      'honors and awards',
      'honors',
      'awards',
      'achievements',
      'accomplishments',
      'awards and honors',
      'awards & honors',
      'scholarships',
      'honours',
      'honours and awards',
      'honours & awards',
      'awards and achievements',
      'awards & achievements',
      'prizes',
      '获奖',
      '荣誉奖励',
      '奖项荣誉',
      '在校荣誉',
    ],
  },
  {
    kind: 'certificates',
    title: { 'zh-CN': '资格证书', 'en-US': 'Certifications' },
    synonyms: [
      '资格证书',
      '证书',
      '职业资格',
      '资质证书',
      '证书资质',
      '培训经历',
      'certifications',
      'certificates',
      'certification',
      'licenses',
      'licenses and certifications',
      'licenses & certifications',
      'training',
      'courses',
    ],
  },
];

/**
 * Headings of parts no kind stands for (publications, interests…), read as `other` parts. Kept beside
 * SECTION_NAMES so every heading word, of both languages, is in this one file.
 */
// biome-ignore format: a data table reads better packed
export const OTHER_SECTION_HEADINGS: readonly string[] = [
  'publications', 'publication', 'papers', 'selected publications', 'patents', 'references', 'referees',
  'interests', 'hobbies', 'hobbies and interests', 'hobbies & interests', 'personal interests', 'miscellaneous',
  'additional information', 'additional', 'other', 'others', 'thesis', 'master thesis', "master's thesis",
  'dissertation', 'conferences', 'talks', 'presentations', 'memberships', 'affiliations',
  'professional affiliations', 'coursework', 'relevant coursework', 'courses taken', 'open source',
  'open-source contributions', 'community', 'personal', 'declaration', 'strengths', 'attributes',
  '论文', '发表论文', '论文发表', '学术成果', '科研成果', '专利', '兴趣爱好', '个人兴趣', '爱好', '兴趣', '其他', '其它', '其他信息',
  '附加信息', '补充信息', '毕业论文', '学位论文', '主修课程', '相关课程', '开源贡献', '个人作品', '作品', '推荐人',
];

/** Lower-cases and strips numbering, markup and trailing colons: "一、工作经历：" → "工作经历". */
export function normalizeHeading(heading: string): string {
  return heading
    .trim()
    .replace(/^#+\s*/, '')
    .replace(
      /^(?:[一二三四五六七八九十]+[、.．]|\(?[0-9]+[).．、]|[（(][一二三四五六七八九十0-9]+[）)])\s*/,
      '',
    )
    .replace(/[*_`]/g, '')
    .replace(/[:：]\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const byHeading = new Map<string, PartKind>();
for (const name of SECTION_NAMES) {
  for (const synonym of name.synonyms) byHeading.set(synonym.toLowerCase(), name.kind);
}

/** The kind of part a heading names, or undefined when it is not a known heading. */
export function partKindOfHeading(heading: string): PartKind | undefined {
  const normalized = normalizeHeading(heading);
  return byHeading.get(normalized) ?? byHeading.get(normalized.replace(/\s+/g, ''));
}

/**
 * What US resumes call internships in fields with their own word for them: a nursing student's
 * hospital placements are clinical rotations, a teacher's are student teaching.
 */
const US_INTERNSHIP_TITLES: Partial<Record<WorkplaceKind, string>> = {
  hospital: 'Clinical Rotations',
  clinic: 'Clinical Rotations',
  'care-home': 'Clinical Rotations',
  pharmacy: 'Clinical Rotations',
  school: 'Student Teaching',
};

/** The part's title as a resume for a job at this kind of workplace writes it. */
export function partTitleFor(kind: PartKind, locale: Locale, workplace: WorkplaceKind | undefined): string {
  if (kind === 'internship' && locale === 'en-US' && workplace) {
    const title = US_INTERNSHIP_TITLES[workplace];
    if (title) return title;
  }
  return partTitle(kind, locale);
}

export function partTitle(kind: PartKind, locale: Locale): string {
  const name = SECTION_NAMES.find((candidate) => candidate.kind === kind);
  return name ? name.title[locale] : locale === 'zh-CN' ? '其他' : 'Other';
}
