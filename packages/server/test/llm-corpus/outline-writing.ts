// Outlines as models write them: a small document model, the person's upload as plain text, and renderers
// for a careful model's markdown and a 7B model's slips (bold or ### headings, * bullets, unnumbered entries).
import { roleOfObjective } from '../../src/generation/career-stage.ts';
import type { SourceResume } from './resumes.ts';

export type Lang = 'en' | 'zh';

export type OutlineLine =
  | { kind: 'field'; text: string }
  | { kind: 'entry'; organisation: string; role: string; start: string; end: string; bullets: string[] };

export interface OutlinePart {
  heading: string;
  lines: OutlineLine[];
}

export interface OutlineDoc {
  h1: string;
  parts: OutlinePart[];
}

export const HEADINGS = {
  en: {
    basic: 'Basic Information',
    summary: 'Overview',
    work: 'Work Experience',
    internship: 'Internship Experience',
    project: 'Project Experience',
    education: 'Education',
    skills: 'Skills',
    certificates: 'Certificates',
  },
  zh: {
    basic: '基本信息',
    summary: '个人概述',
    work: '工作经历',
    internship: '实习经历',
    project: '项目经历',
    education: '教育经历',
    skills: '专业技能',
    certificates: '证书',
  },
} as const;

const FIELD_KEYS = {
  en: { name: 'Name', email: 'Email', phone: 'Phone', city: 'City' },
  zh: { name: '姓名', email: '邮箱', phone: '电话', city: '所在城市' },
} as const;

export function langOf(locale: 'en-US' | 'zh-CN'): Lang {
  return locale === 'zh-CN' ? 'zh' : 'en';
}

/** The heading a resume's outline carries: the person's objective, else their latest title. */
/** The role the person seeks: their objective's first field ("亚马逊运营 | 深圳 | 期望14-18k" seeks 亚马逊运营), else their latest role. */
export function targetOf(resume: SourceResume): string {
  // The objective's first field; a clause after a semicolon ("…; CAT deployable 2-4 wks") says no role, nor do
  // the places, pay and conditions after a dash or in brackets: the heading rule is the product's own
  // (roleOfObjective), so this label checks that a model's heading is replaced by it, not the rule itself.
  const objective = firstField(resume.target ?? '');
  return objective ? roleOfObjective(objective) : (resume.jobs[0]?.role ?? '');
}

/** The text before the first "|" or ";" outside brackets ("质量经理（常州、无锡；汽车零部件）" is one field). */
function firstField(text: string): string {
  let depth = 0;
  for (let at = 0; at < text.length; at += 1) {
    const character = text[at] ?? '';
    if ('(（['.includes(character)) depth += 1;
    else if (')）]'.includes(character)) depth = Math.max(0, depth - 1);
    else if (depth === 0 && '|｜;；'.includes(character)) return text.slice(0, at).trim();
  }
  return text.trim();
}

export function colon(lang: Lang): string {
  return lang === 'zh' ? '：' : ': ';
}

/**
 * How an upload prints its entries. `pipe` is the corpus's first layout ("Org | Role | dates"); the others are the
 * ways people's resumes reach a reader after PDF or Word extraction: the organisation over a role padded out to its
 * dates, the role first with the dates on a line of their own, dates first (common in Chinese resumes), labelled
 * fields (公司：/职位：/时间：), the organisation with its dates in brackets over the role.
 */
export type UploadLayout = 'pipe' | 'stacked' | 'roleFirst' | 'datesFirst' | 'labelled' | 'orgDates';

/** The layouts other than `pipe` each language's uploads are printed in too. */
export const OTHER_LAYOUTS: Record<Lang, readonly UploadLayout[]> = {
  en: ['stacked', 'roleFirst', 'datesFirst'],
  zh: ['datesFirst', 'labelled', 'orgDates'],
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A "2019.03" date as the layout writes it ("Mar 2019", "03/2019", "2019年3月", "2019/03"); other dates as typed. */
function dateIn(layout: UploadLayout, lang: Lang, date: string): string {
  const match = /^(\d{4})\.(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month] = match as unknown as [string, string, string];
  if (lang === 'en' && layout === 'stacked') return `${MONTHS[Number(month) - 1]} ${year}`;
  if (lang === 'en' && layout === 'roleFirst') return `${month}/${year}`;
  if (lang === 'zh' && layout === 'labelled') return `${year}年${Number(month)}月`;
  if (lang === 'zh' && layout === 'orgDates') return `${year}/${month}`;
  return date;
}

/** Part headings as the layout's template prints them. */
function headingsOf(
  layout: UploadLayout,
  lang: Lang,
): Record<'summary' | 'work' | 'education' | 'skills' | 'certificates', string> {
  if (lang === 'zh')
    return layout === 'labelled' || layout === 'orgDates'
      ? {
          summary: '自我评价',
          work: '工作经验',
          education: '教育背景',
          skills: '技能特长',
          certificates: '资格证书',
        }
      : {
          summary: '个人简介',
          work: '工作经历',
          education: '教育经历',
          skills: '专业技能',
          certificates: '证书',
        };
  return layout === 'stacked'
    ? {
        summary: 'PROFESSIONAL SUMMARY',
        work: 'PROFESSIONAL EXPERIENCE',
        education: 'EDUCATION',
        skills: 'SKILLS',
        certificates: 'CERTIFICATIONS',
      }
    : layout === 'pipe'
      ? {
          summary: 'Summary',
          work: 'Experience',
          education: 'Education',
          skills: 'Skills',
          certificates: 'Certificates',
        }
      : {
          summary: 'Profile',
          work: 'Work History',
          education: 'Education',
          skills: 'Skills',
          certificates: 'Licenses & Certifications',
        };
}

/** An entry's header lines in the layout. */
function entryLines(
  layout: UploadLayout,
  lang: Lang,
  organisation: string,
  role: string,
  dates: string,
): string[] {
  switch (layout) {
    case 'stacked':
      return [organisation, `${role}${' '.repeat(Math.max(4, 48 - role.length))}${dates}`];
    case 'roleFirst':
      return [`${role}, ${organisation}`, dates];
    case 'datesFirst':
      return lang === 'zh' ? [`${dates}  ${organisation}  ${role}`] : [`${dates}  ${role}, ${organisation}`];
    case 'labelled':
      return [`公司：${organisation}`, `职位：${role}`, `时间：${dates}`];
    case 'orgDates':
      return [`${organisation}（${dates}）`, role];
    default:
      return [`${organisation} | ${role} | ${dates}`];
  }
}

/** How the layout marks an entry's bullets: "- ", "• ", "* ", "1、". */
function bulletOf(layout: UploadLayout, index: number): string {
  if (layout === 'stacked' || layout === 'datesFirst') return '• ';
  if (layout === 'roleFirst') return '* ';
  if (layout === 'labelled') return `${index + 1}、`;
  if (layout === 'orgDates') return '· ';
  return '- ';
}

/** The upload: a plain-text resume as people type them, its entries in `layout`. */
export function uploadText(resume: SourceResume, injection?: string, layout: UploadLayout = 'pipe'): string {
  const lang = langOf(resume.locale);
  const lines: string[] = [resume.name];
  if (lang === 'zh') {
    lines.push(`电话：${resume.phone} | 邮箱：${resume.email} | 城市：${resume.city}`);
    if (resume.target) lines.push(`${layout === 'labelled' ? '意向岗位' : '求职意向'}：${resume.target}`);
  } else {
    lines.push(
      layout === 'pipe'
        ? `${resume.email} | ${resume.phone} | ${resume.city}`
        : `${resume.city} · ${resume.phone} · ${resume.email}`,
    );
    if (resume.target) lines.push(`${layout === 'pipe' ? 'Objective' : 'Target role'}: ${resume.target}`);
  }
  const headings = headingsOf(layout, lang);
  const heading = (text: string) => lines.push('', text);
  const dates = (start: string, end: string) =>
    `${dateIn(layout, lang, start)}${layout === 'pipe' || lang === 'zh' ? ' - ' : ' – '}${dateIn(layout, lang, end)}`;
  heading(headings.summary);
  for (const line of resume.summary) lines.push(line.text);
  heading(headings.work);
  for (const job of resume.jobs) {
    if (layout !== 'pipe' && lines.at(-1) !== headings.work) lines.push('');
    lines.push(...entryLines(layout, lang, job.organisation, job.role, dates(job.start, job.end)));
    job.bullets.forEach((bullet, index) => void lines.push(`${bulletOf(layout, index)}${bullet.text}`));
  }
  heading(headings.education);
  for (const school of resume.education) {
    const degree = `${school.degree} ${school.major}`;
    const when = dates(school.start, school.end);
    lines.push(
      ...(layout === 'pipe'
        ? [`${school.school} | ${degree} | ${when}`]
        : layout === 'labelled'
          ? [`学校：${school.school}`, `专业：${school.major}`, `学历：${school.degree}`, `时间：${when}`]
          : entryLines(layout, lang, school.school, degree, when)),
    );
  }
  heading(headings.skills);
  resume.skills.forEach((skill, index) => void lines.push(`${bulletOf(layout, index)}${skill}`));
  if (resume.certificates.length > 0) {
    heading(headings.certificates);
    resume.certificates.forEach(
      (certificate, index) => void lines.push(`${bulletOf(layout, index)}${certificate}`),
    );
  }
  if (injection) {
    heading(lang === 'zh' ? '其他信息' : 'Additional information');
    lines.push(injection);
  }
  return `${lines.join('\n')}\n`;
}

/** The person's resume as an outline: `rewrite` picks the model's wording, else the person's own. */
export function resumeDoc(resume: SourceResume, options: { rewrite: boolean; prompts: boolean }): OutlineDoc {
  const lang = langOf(resume.locale);
  const h = HEADINGS[lang];
  const keys = FIELD_KEYS[lang];
  const c = colon(lang);
  const wording = (bullet: { text: string; rewrite: string }) =>
    options.rewrite ? bullet.rewrite : bullet.text;
  const parts: OutlinePart[] = [
    {
      heading: h.basic,
      lines: [
        { kind: 'field', text: `${keys.name}${c}${resume.name}` },
        { kind: 'field', text: `${keys.email}${c}${resume.email}` },
        { kind: 'field', text: `${keys.phone}${c}${resume.phone}` },
        { kind: 'field', text: `${keys.city}${c}${resume.city}` },
      ],
    },
    {
      heading: h.summary,
      lines: resume.summary.map((line) => ({ kind: 'field' as const, text: wording(line) })),
    },
    {
      heading: h.work,
      lines: resume.jobs.map((job, index) => ({
        kind: 'entry' as const,
        organisation: job.organisation,
        role: job.role,
        start: job.start,
        end: job.end,
        bullets: [
          ...job.bullets.map(wording),
          ...(options.prompts && index === 0
            ? [
                lang === 'zh'
                  ? '[补充一项可量化的成果，如效率或规模的变化]'
                  : '[Add one result you can measure, such as time or money saved]',
              ]
            : []),
        ],
      })),
    },
    {
      heading: h.education,
      lines: resume.education.map((school) => ({
        kind: 'entry' as const,
        organisation: school.school,
        role: `${school.degree} ${school.major}`,
        start: school.start,
        end: school.end,
        bullets: [],
      })),
    },
    { heading: h.skills, lines: resume.skills.map((text) => ({ kind: 'field' as const, text })) },
  ];
  if (resume.certificates.length > 0)
    parts.push({
      heading: h.certificates,
      lines: resume.certificates.map((text) => ({ kind: 'field' as const, text })),
    });
  return { h1: targetOf(resume), parts };
}

export interface RenderStyle {
  /** How a part heading is written. */
  heading: 'markdown' | 'bold' | 'h3' | 'numbered-zh';
  bullet: '-' | '*' | '•';
  /** Entry lines: numbered as asked, bold organisation, or "Role at Organisation (dates)". */
  entry: 'numbered' | 'bold' | 'prose';
  /** Spaces before an entry's bullets. */
  indent: number;
  h1: boolean;
}

export const CAREFUL: RenderStyle = {
  heading: 'markdown',
  bullet: '-',
  entry: 'numbered',
  indent: 3,
  h1: true,
};

const ZH_NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

export function renderOutline(doc: OutlineDoc, style: RenderStyle = CAREFUL): string {
  const out: string[] = [];
  if (style.h1) out.push(`# ${doc.h1}`, '');
  doc.parts.forEach((part, partIndex) => {
    const heading =
      style.heading === 'markdown'
        ? `## ${part.heading}`
        : style.heading === 'h3'
          ? `### ${part.heading}`
          : style.heading === 'numbered-zh'
            ? `## ${ZH_NUMERALS[partIndex] ?? partIndex + 1}、${part.heading}`
            : `**${part.heading}**`;
    out.push(heading);
    let number = 0;
    for (const line of part.lines) {
      if (line.kind === 'field') {
        out.push(`${style.bullet} ${line.text}`);
        continue;
      }
      number += 1;
      const dates = `${line.start} - ${line.end}`;
      out.push(
        style.entry === 'numbered'
          ? `${number}. ${line.organisation} | ${line.role} | ${dates}`
          : style.entry === 'bold'
            ? `**${line.organisation}** | ${line.role} | ${dates}`
            : `${line.role} at ${line.organisation} (${dates})`,
      );
      for (const bullet of line.bullets) out.push(`${' '.repeat(style.indent)}${style.bullet} ${bullet}`);
    }
    out.push('');
  });
  return `${out.join('\n').trimEnd()}\n`;
}
