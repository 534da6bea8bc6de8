// The generated resume as printed, and its label in the shape of the hand-labelled eval set
// (/work/shared/eval/README.md): what a perfect reader would answer for the printed file.
import * as lists from './lists.ts';
import { chance, int, pick, type Rng, sample } from './rng.ts';

export type CorpusLocale = 'zh' | 'en';
export type EntryKind = 'experience' | 'education' | 'project';
export type SectionKind =
  | 'experience'
  | 'internship'
  | 'education'
  | 'project'
  | 'skills'
  | 'summary'
  | 'contact';

export interface YearMonth {
  year: number;
  month: number;
}

export interface CorpusEntry {
  kind: EntryKind;
  /** Organisation, school or project, as printed. */
  title: string;
  /** Role or degree as printed ('' when none is printed). */
  subTitle: string;
  /** Dates as printed; a range's end is null when only one date is printed; both null without dates. */
  startTime: string | null;
  endTime: string | null;
  bullets: string[];
  /** The facts behind the printed dates (templates re-print them in their own style). */
  start: YearMonth | null;
  end: YearMonth | 'present' | null;
  /** Education: the major, printed beside the degree in Chinese layouts. */
  major?: string;
  /** Experience: a city some layouts print. */
  city?: string;
}

export interface CorpusSection {
  kind: SectionKind;
  /** The heading as printed. */
  heading: string;
  entries: CorpusEntry[];
  /** Free-text sections (skills, summary, contact): one printed line each. */
  lines?: string[];
}

export interface CorpusResume {
  locale: CorpusLocale;
  name: string;
  email: string;
  /** As printed, without a label such as 手机：. */
  phone: string;
  city: string;
  sections: CorpusSection[];
}

export interface LabelEntry {
  kind: EntryKind;
  title: string;
  subTitle: string;
  startTime: string | null;
  endTime: string | null;
  bullets: number;
  /**
   * Education: the major printed beside the degree. Not part of the shared label shape; the scorer
   * also accepts the major and degree together as the subTitle ("计算机科学与技术 本科"), which is how
   * the hand-labelled samples read them.
   */
  major?: string;
}

export interface Label {
  name: string;
  email: string;
  phone: string;
  locale: CorpusLocale;
  sectionHeadings: string[];
  entries: LabelEntry[];
}

/** The label of a resume as a template printed it (sections in reading order, two-column: left first). */
export function toLabel(resume: CorpusResume): Label {
  return {
    name: resume.name,
    email: resume.email,
    phone: resume.phone,
    locale: resume.locale,
    sectionHeadings: resume.sections.map((section) => section.heading),
    entries: resume.sections.flatMap((section) =>
      section.entries.map((entry) => ({
        kind: entry.kind,
        title: entry.title,
        subTitle: entry.subTitle,
        startTime: entry.startTime,
        endTime: entry.endTime,
        bullets: entry.bullets.length,
        ...(entry.major ? { major: entry.major } : {}),
      })),
    ),
  };
}

export function cloneResume(resume: CorpusResume): CorpusResume {
  return structuredClone(resume);
}

// ---------------------------------------------------------------- dates

/** How a template prints a month and "until now". */
export interface DateStyle {
  month: (date: YearMonth) => string;
  present: string;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

export const ZH_MONTH_FORMATS: Record<string, (date: YearMonth) => string> = {
  dot: (d) => `${d.year}.${pad2(d.month)}`,
  dotShort: (d) => `${d.year}.${d.month}`,
  slash: (d) => `${d.year}/${pad2(d.month)}`,
  hyphen: (d) => `${d.year}-${pad2(d.month)}`,
  chinese: (d) => `${d.year}年${d.month}月`,
  chinesePadded: (d) => `${d.year}年${pad2(d.month)}月`,
};

export const EN_MONTH_FORMATS: Record<string, (date: YearMonth) => string> = {
  short: (d) => `${lists.EN_MONTHS_SHORT[d.month - 1]} ${d.year}`,
  long: (d) => `${lists.EN_MONTHS_LONG[d.month - 1]} ${d.year}`,
  numeric: (d) => `${pad2(d.month)}/${d.year}`,
  shortDot: (d) => `${lists.EN_MONTHS_SHORT[d.month - 1]}. ${d.year}`.replace('May.', 'May'),
};

export const ZH_PRESENT = ['至今', '今', '现在'] as const;
export const EN_PRESENT = ['Present', 'Current'] as const;

/** A date style drawn for one document. */
export function randomDateStyle(rng: Rng, locale: CorpusLocale, formats?: readonly string[]): DateStyle {
  const table = locale === 'zh' ? ZH_MONTH_FORMATS : EN_MONTH_FORMATS;
  const name = pick(rng, formats ?? Object.keys(table));
  const month = table[name];
  if (!month) throw new Error(`unknown month format ${name}`);
  return { month, present: locale === 'zh' ? pick(rng, ZH_PRESENT) : pick(rng, EN_PRESENT) };
}

/** Prints every entry's dates in `style` (the printed strings are what the label holds). */
export function applyDateStyle(resume: CorpusResume, style: DateStyle): void {
  for (const section of resume.sections) {
    for (const entry of section.entries) {
      entry.startTime = entry.start ? style.month(entry.start) : null;
      entry.endTime = entry.end === 'present' ? style.present : entry.end ? style.month(entry.end) : null;
    }
  }
}

/** The printed date range of an entry ('' without dates). */
export function dateRange(entry: CorpusEntry, dash: string): string {
  if (!entry.startTime) return '';
  if (!entry.endTime) return entry.startTime;
  return `${entry.startTime}${dash}${entry.endTime}`;
}

// ---------------------------------------------------------------- headings

export const ZH_HEADINGS: Record<SectionKind, readonly string[]> = {
  experience: ['工作经历', '工作经验', '职业经历'],
  internship: ['实习经历', '实习经验'],
  education: ['教育背景', '教育经历'],
  project: ['项目经历', '项目经验'],
  skills: ['专业技能', '技能特长', '个人技能'],
  summary: ['自我评价', '个人简介', '个人总结'],
  contact: ['联系方式'],
};

export const EN_HEADINGS: Record<SectionKind, readonly string[]> = {
  experience: ['Experience', 'Work Experience', 'Professional Experience', 'Employment History'],
  internship: ['Internships', 'Internship Experience'],
  education: ['Education'],
  project: ['Projects', 'Selected Projects'],
  skills: ['Skills', 'Technical Skills'],
  summary: ['Summary', 'Profile', 'Professional Summary'],
  contact: ['Contact'],
};

/** English words used beside Chinese headings in bilingual templates. */
export const BILINGUAL_ENGLISH: Record<SectionKind, readonly string[]> = {
  experience: ['Work Experience', 'WORK EXPERIENCE', 'Experience'],
  internship: ['Internship', 'INTERNSHIP'],
  education: ['Education', 'EDUCATION'],
  project: ['Projects', 'PROJECTS', 'Project Experience'],
  skills: ['Skills', 'SKILLS'],
  summary: ['Self-evaluation', 'SUMMARY', 'About Me'],
  contact: ['Contact', 'CONTACT'],
};

/** Re-prints every heading with `make`. */
export function setHeadings(resume: CorpusResume, make: (section: CorpusSection) => string): void {
  for (const section of resume.sections) section.heading = make(section);
}

// ---------------------------------------------------------------- random resumes

const ZH_PROJECT_ROLES = [
  '项目负责人',
  '核心开发',
  '后端开发',
  '前端开发',
  '算法负责人',
  '产品负责人',
  '组长',
  '成员',
];
const EN_PROJECT_ROLES = [
  'Lead Developer',
  'Team Lead',
  'Developer',
  'Data Analyst',
  'Designer',
  'Team Member',
];
const ZH_EDUCATION_NOTES = [
  '主修课程：数据结构、操作系统、计算机网络、数据库原理',
  'GPA 3.7/4.0，专业排名前10%',
  '获国家奖学金、校级一等奖学金',
  '担任学生会学习部部长',
  '主修课程：微观经济学、计量经济学、公司金融',
  '获优秀毕业生称号',
];
const EN_EDUCATION_NOTES = [
  "GPA 3.8/4.0, Dean's List",
  'Relevant coursework: Data Structures, Databases, Statistics',
  'Minor in Business',
  'Study abroad semester in Madrid',
  'President of the Finance Club',
  'Graduated magna cum laude',
];

function addMonths(date: YearMonth, months: number): YearMonth {
  const index = date.year * 12 + (date.month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

function zhPhone(rng: Rng): string {
  const digits = `${pick(rng, lists.ZH_PHONE_PREFIXES)}${String(int(rng, 0, 99_999_999)).padStart(8, '0')}`;
  const [a, b, c] = [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7)];
  return pick(rng, [`${a} ${b} ${c}`, digits, `+86 ${a}-${b}-${c}`, `${a}-${b}-${c}`]);
}

function enPhone(rng: Rng): string {
  const area = pick(rng, lists.EN_AREA_CODES);
  const mid = String(int(rng, 201, 989));
  const last = String(int(rng, 0, 9999)).padStart(4, '0');
  return pick(rng, [
    `(${area}) ${mid}-${last}`,
    `${area}-${mid}-${last}`,
    `+1 ${area} ${mid} ${last}`,
    `${area}.${mid}.${last}`,
  ]);
}

function bulletsFor(rng: Rng, locale: CorpusLocale, count: number, longShare: number): string[] {
  const pool = locale === 'zh' ? lists.ZH_BULLETS : lists.EN_BULLETS;
  const long = locale === 'zh' ? lists.ZH_LONG_BULLETS : lists.EN_LONG_BULLETS;
  return sample(rng, pool, count).map((bullet) => (chance(rng, longShare) ? pick(rng, long) : bullet));
}

export interface RandomResumeOptions {
  /** Share of bullets drawn from the long list (wrapping templates raise it). */
  longBullets?: number;
}

/** A plausible resume with consistent dates; headings and dates get the default printed forms. */
export function randomResume(
  rng: Rng,
  locale: CorpusLocale,
  options: RandomResumeOptions = {},
): CorpusResume {
  const zh = locale === 'zh';
  const longShare = options.longBullets ?? 0.1;
  const name = zh
    ? `${pick(rng, lists.ZH_SURNAMES)}${pick(rng, lists.ZH_GIVEN_NAMES)}`
    : `${pick(rng, lists.EN_FIRST_NAMES)} ${pick(rng, lists.EN_LAST_NAMES)}`;
  const email = zh
    ? `${pick(rng, lists.ZH_EMAIL_LOCALS)}${chance(rng, 0.5) ? int(rng, 1, 99) : ''}@${pick(rng, lists.ZH_EMAIL_DOMAINS)}`
    : `${name.toLowerCase().replace(' ', pick(rng, ['.', '', '_']))}${chance(rng, 0.3) ? int(rng, 1, 99) : ''}@${pick(rng, lists.EN_EMAIL_DOMAINS)}`;
  const phone = zh ? zhPhone(rng) : enPhone(rng);
  const city = zh ? pick(rng, lists.ZH_CITIES) : pick(rng, lists.EN_CITIES);

  // Jobs, newest first, ending now or recently; each starts 8-40 months before it ends.
  const internships = chance(rng, 0.25);
  const jobCount = int(rng, 2, 3);
  const companies = sample(rng, zh ? lists.ZH_COMPANIES : lists.EN_COMPANIES, jobCount);
  const roles = sample(rng, zh ? lists.ZH_ROLES : lists.EN_ROLES, jobCount);
  const jobs: CorpusEntry[] = [];
  let cursor: YearMonth = { year: 2025, month: int(rng, 1, 10) };
  for (let i = 0; i < jobCount; i++) {
    const present = i === 0 && chance(rng, 0.5);
    const end = present ? cursor : addMonths(cursor, -int(rng, 0, 6));
    const start = addMonths(end, -(internships ? int(rng, 2, 6) : int(rng, 8, 40)));
    jobs.push({
      kind: 'experience',
      title: companies[i] as string,
      subTitle: roles[i] as string,
      startTime: null,
      endTime: null,
      bullets: bulletsFor(rng, locale, int(rng, 2, 4), longShare),
      start,
      end: present ? 'present' : end,
      city: zh ? pick(rng, lists.ZH_CITIES) : pick(rng, lists.EN_CITIES),
    });
    cursor = addMonths(start, -int(rng, 1, 4));
  }

  // Schools end (June) before the oldest job starts; a second school is the earlier degree.
  const schoolCount = int(rng, 1, 2);
  const schools = sample(rng, zh ? lists.ZH_SCHOOLS : lists.EN_SCHOOLS, schoolCount);
  const education: CorpusEntry[] = [];
  let endYear = cursor.month >= 7 ? cursor.year : cursor.year - 1;
  for (let i = 0; i < schoolCount; i++) {
    const graduate = schoolCount === 2 && i === 0;
    const years = graduate ? int(rng, 2, 3) : zh && chance(rng, 0.1) ? 3 : 4;
    const major = pick(rng, zh ? lists.ZH_MAJORS : lists.EN_MAJORS);
    const degree = zh
      ? graduate
        ? pick(rng, ['硕士', '硕士研究生', '博士'])
        : years === 3
          ? '大专'
          : pick(rng, ['本科', '学士'])
      : graduate
        ? pick(rng, lists.EN_DEGREES_GRADUATE)
        : pick(rng, lists.EN_DEGREES_BACHELOR);
    education.push({
      kind: 'education',
      title: schools[i] as string,
      subTitle: zh ? degree : `${degree} in ${major}`,
      startTime: null,
      endTime: null,
      bullets: sample(rng, zh ? ZH_EDUCATION_NOTES : EN_EDUCATION_NOTES, int(rng, 0, 2)),
      start: { year: endYear - years, month: 9 },
      end: { year: endYear, month: 6 },
      major,
    });
    endYear -= years;
  }

  const projectCount = int(rng, 0, 2);
  const projects: CorpusEntry[] = sample(rng, zh ? lists.ZH_PROJECTS : lists.EN_PROJECTS, projectCount).map(
    (title) => {
      const dated = chance(rng, 0.6);
      const end = addMonths({ year: 2025, month: 6 }, -int(rng, 2, 60));
      return {
        kind: 'project' as const,
        title,
        subTitle: chance(rng, 0.75) ? pick(rng, zh ? ZH_PROJECT_ROLES : EN_PROJECT_ROLES) : '',
        startTime: null,
        endTime: null,
        bullets: bulletsFor(rng, locale, int(rng, 2, 4), longShare),
        start: dated ? addMonths(end, -int(rng, 2, 10)) : null,
        end: dated ? end : null,
      };
    },
  );

  const headings = zh ? ZH_HEADINGS : EN_HEADINGS;
  const sections: CorpusSection[] = [];
  const jobKind: SectionKind = internships ? 'internship' : 'experience';
  const jobSection: CorpusSection = { kind: jobKind, heading: pick(rng, headings[jobKind]), entries: jobs };
  const educationSection: CorpusSection = {
    kind: 'education',
    heading: pick(rng, headings.education),
    entries: education,
  };
  if (chance(rng, zh ? 0.5 : 0.6)) {
    sections.push({
      kind: 'summary',
      heading: pick(rng, headings.summary),
      entries: [],
      lines: [pick(rng, zh ? lists.ZH_SUMMARIES : lists.EN_SUMMARIES)],
    });
  }
  if (zh ? chance(rng, 0.5) : chance(rng, 0.25)) sections.push(educationSection, jobSection);
  else sections.push(jobSection, educationSection);
  if (projects.length) {
    sections.push({ kind: 'project', heading: pick(rng, headings.project), entries: projects });
  }
  sections.push({
    kind: 'skills',
    heading: pick(rng, headings.skills),
    entries: [],
    lines: sample(rng, zh ? lists.ZH_SKILLS : lists.EN_SKILLS, int(rng, 2, 4)),
  });
  const resume: CorpusResume = { locale, name, email, phone, city, sections };
  applyDateStyle(resume, randomDateStyle(rng, locale, zh ? ['dot'] : ['short']));
  return resume;
}
