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
  const objective = resume.target?.split(/\s?[|｜]\s?|[;；]\s?/)[0]?.trim();
  return objective ? roleOfObjective(objective) : (resume.jobs[0]?.role ?? '');
}

export function colon(lang: Lang): string {
  return lang === 'zh' ? '：' : ': ';
}

/** The upload: a plain-text resume as people type them. */
export function uploadText(resume: SourceResume, injection?: string): string {
  const lang = langOf(resume.locale);
  const lines: string[] = [resume.name];
  if (lang === 'zh') {
    lines.push(`电话：${resume.phone} | 邮箱：${resume.email} | 城市：${resume.city}`);
    if (resume.target) lines.push(`求职意向：${resume.target}`);
  } else {
    lines.push(`${resume.email} | ${resume.phone} | ${resume.city}`);
    if (resume.target) lines.push(`Objective: ${resume.target}`);
  }
  const heading = (en: string, zh: string) => lines.push('', lang === 'zh' ? zh : en);
  heading('Summary', '个人简介');
  for (const line of resume.summary) lines.push(line.text);
  heading('Experience', '工作经历');
  for (const job of resume.jobs) {
    lines.push(`${job.organisation} | ${job.role} | ${job.start} - ${job.end}`);
    for (const bullet of job.bullets) lines.push(`- ${bullet.text}`);
  }
  heading('Education', '教育经历');
  for (const school of resume.education)
    lines.push(`${school.school} | ${school.degree} ${school.major} | ${school.start} - ${school.end}`);
  heading('Skills', '专业技能');
  for (const skill of resume.skills) lines.push(`- ${skill}`);
  if (resume.certificates.length > 0) {
    heading('Certificates', '证书');
    for (const certificate of resume.certificates) lines.push(`- ${certificate}`);
  }
  if (injection) {
    heading('Additional information', '其他信息');
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
