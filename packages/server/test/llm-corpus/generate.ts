// Writes the LLM answer corpus (answers/<family>-<operation>.json) from the hand-written pieces, seeded:
//   node --import tsx test/llm-corpus/generate.ts
// Each family answers every source with a few recipes of planted faults; every planted claim is checked
// absent from its source, so a label never names something the person really wrote.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chance, createRng, hashSeed, pick, type Rng } from '../corpus/rng.ts';
import {
  type ClaimKind,
  CORPUS_DIR,
  type CorpusItem,
  containsMarker,
  type Family,
  type Operation,
  type Reply,
} from './corpus.ts';
import { HELD_OUT_JOBS, JOBS, type TemplateJob } from './jobs.ts';
import {
  CAREFUL,
  colon,
  HEADINGS,
  type Lang,
  langOf,
  OTHER_LAYOUTS,
  type OutlineDoc,
  type OutlineLine,
  type RenderStyle,
  renderOutline,
  resumeDoc,
  targetOf,
  type UploadLayout,
  uploadText,
} from './outline-writing.ts';
import {
  DEGREE_UPGRADES,
  INJECTIONS,
  INVENTIONS,
  JSON_PREAMBLES,
  NUMBER_CLAUSES,
  OUTLINE_INJECTIONS,
  PREAMBLES,
  SIGN_OFFS,
  TITLE_UPGRADES,
  thinkingOf,
} from './phrasing.ts';
import { HELD_OUT_RESUMES, RESUMES, type SourceResume } from './resumes.ts';

export const SEED = 24;

/** The fault recipes each family answers a source with: what that kind of model gets wrong. */
const RECIPES: Record<Operation, Record<Family, string[][]>> = {
  optimize: {
    frontier: [
      ['clean'],
      ['number', 'orgClause'],
      ['titleUpgrade', 'contact'],
      ['injectionIgnored', 'degreeUpgrade'],
    ],
    local7b: [['slips', 'personal'], ['h1Name', 'entry'], ['loop'], ['wrongLanguage'], ['injectionObeyed']],
    reasoning: [
      ['thinkNoOpen'],
      ['thinkTags', 'number'],
      ['reasoningContent', 'mba'],
      ['thinkNoOpen', 'truncated'],
    ],
    chatty: [
      ['preamble', 'signoff', 'exEmployer'],
      ['fence', 'signoff', 'certificate'],
      ['preamble', 'truncated'],
    ],
  },
  outline: {
    frontier: [['clean'], ['truncated']],
    local7b: [['slips', 'h1Generic'], ['loop'], ['wrongLanguage']],
    reasoning: [['thinkNoOpen'], ['thinkTags', 'truncated']],
    chatty: [
      ['preamble', 'signoff', 'h1Prefixed'],
      ['fence', 'signoff'],
    ],
  },
  content: {
    frontier: [['clean'], ['number', 'titleUpgrade'], ['injectionIgnored']],
    local7b: [['slips', 'personal'], ['entry', 'degreeUpgrade'], ['truncated']],
    reasoning: [
      ['thinkNoOpen', 'certificate'],
      ['reasoningContent', 'example'],
    ],
    chatty: [
      ['fence', 'signoff', 'orgClause'],
      ['preamble', 'injectionObeyed'],
    ],
  },
};

const DIALECT: Record<Family, Reply['dialect']> = {
  frontier: 'openai',
  local7b: 'ollama',
  reasoning: 'vllm',
  chatty: 'openai',
};

interface Draft {
  doc: OutlineDoc;
  invented: { kind: ClaimKind; marker: string }[];
  leaks: string[];
  mustSurvive: { fact: string; entry?: string; alsoElsewhere?: true }[];
}

function entries(doc: OutlineDoc, heading: string): Extract<OutlineLine, { kind: 'entry' }>[] {
  const part = doc.parts.find((p) => p.heading === heading);
  return (part?.lines.filter((line) => line.kind === 'entry') ?? []) as Extract<
    OutlineLine,
    { kind: 'entry' }
  >[];
}

function partOf(doc: OutlineDoc, heading: string): OutlineDoc['parts'][number] {
  let part = doc.parts.find((p) => p.heading === heading);
  if (!part) {
    part = { heading, lines: [] };
    doc.parts.push(part);
  }
  return part;
}

/** Fails the generation when a planted claim is something the person wrote. */
function assertInvented(source: string, marker: string, where: string): void {
  if (containsMarker(source, marker))
    throw new Error(`${where}: the planted claim "${marker}" is in the source`);
}

/** The facts of a resume that must reach the client, each under its entry. */
function factsOf(resume: SourceResume): { fact: string; entry?: string; alsoElsewhere?: true }[] {
  const facts: { fact: string; entry?: string; alsoElsewhere?: true }[] = [
    { fact: resume.name },
    { fact: resume.email },
  ];
  for (const line of resume.summary) facts.push({ fact: line.fact });
  const linesOf = (job: SourceResume['jobs'][number]) =>
    job.bullets
      .flatMap((bullet) => [bullet.text, bullet.rewrite])
      .join('\n')
      .toLowerCase();
  for (const job of resume.jobs) {
    // A role another job's lines name too ("10 case managers" beside the Case Manager entry) may stand there;
    const namedElsewhere = resume.jobs.some(
      (other) => other.organisation !== job.organisation && linesOf(other).includes(job.role.toLowerCase()),
    );
    facts.push({
      fact: job.role,
      entry: job.organisation,
      ...(namedElsewhere ? { alsoElsewhere: true } : {}),
    });
    // So may a bullet's fact another job's lines state too ("ABC Central Ohio" apprenticeship, then trainees in it).
    for (const bullet of job.bullets) {
      const stated = resume.jobs.some(
        (other) =>
          other.organisation !== job.organisation && linesOf(other).includes(bullet.fact.toLowerCase()),
      );
      facts.push({ fact: bullet.fact, entry: job.organisation, ...(stated ? { alsoElsewhere: true } : {}) });
    }
  }
  // A degree the person also names in a job's line ("while I finished my M.S.") is told apart by its major.
  const named = resume.jobs.flatMap((job) => job.bullets.flatMap((bullet) => [bullet.text, bullet.rewrite]));
  for (const school of resume.education) {
    const elsewhere = named.some((line) => line.includes(school.degree));
    facts.push({
      fact: elsewhere ? `${school.degree} ${school.major}` : school.degree,
      entry: school.school,
    });
  }
  return facts;
}

/** Number clauses with the months of the resume's dates as their numbers. */
const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The month a date names, or 0: "Sept. 2021", "03/2019", "2019/03", "2019-03", "2019年3月". */
function monthOf(date: string): number {
  const numeric = /^(\d{1,2})\/\d{4}$|^\d{4}[/-](\d{1,2})$|^\d{4}年(\d{1,2})月/.exec(date.trim());
  if (numeric) return Number(numeric[1] ?? numeric[2] ?? numeric[3]);
  const named = /^([A-Za-z]{3})[a-z]*\.?\s+\d{4}$/.exec(date.trim())?.[1]?.toLowerCase();
  return named ? MONTH_NAMES.indexOf(named) + 1 : 0;
}

function monthNumberClauses(resume: SourceResume, lang: Lang): { text: string; marker: string }[] {
  const dates = [...resume.jobs, ...resume.education].flatMap((entry) => [entry.start, entry.end]);
  let months = new Set(dates.map((date) => Number(date.split('.')[1])).filter((month) => month > 1));
  // Dates written otherwise ("Sept. 2021", "03/2019", "2019年3月"), read only where no "2019.03" gave a month, so
  // the answers of the resumes written that way stay as they were.
  if (months.size === 0) months = new Set(dates.map(monthOf).filter((month) => month > 1));
  return [...months].flatMap((n) =>
    NUMBER_CLAUSES[lang]
      .filter((clause) => !/team|团队/.test(clause.marker) || !leadsTeamOf(resume, n))
      .map((clause) => ({
        text: clause.text.replace('{n}', String(n)),
        marker: clause.marker.replace('{n}', String(n)),
      })),
  );
}

/** Whether the person says they led `n` people ("带领8人", "带了8个", "led 8", "team of 8"): a team of `n` is then no invention. */
export function leadsTeamOf(resume: SourceResume, n: number): boolean {
  const lines = [...resume.summary, ...resume.jobs.flatMap((job) => job.bullets)].flatMap((bullet) => [
    bullet.text,
    bullet.rewrite,
  ]);
  const led = new RegExp(
    `(?:带领|带了|带|管理|leads?|led|manag\\w*|supervis\\w*|team of)\\s?${n}(?![\\d.,])`,
    'i',
  );
  // "2 PEs + 1 PE intern report to me": the people reporting to the person, summed.
  const reporting = (line: string) =>
    [...line.matchAll(/([^;.]*?)\breport(?:s|ing)? to me\b/gi)].some(
      ([, clause = '']) =>
        [...clause.matchAll(/\d+/g)].reduce((sum, [digits]) => sum + Number(digits), 0) === n,
    );
  return lines.some((line) => led.test(line) || reporting(line));
}

/** Plants the claim faults of a recipe in the document (in place), labelling each. */
function plantClaims(draft: Draft, resume: SourceResume, faults: string[], rng: Rng, source: string): void {
  const lang = langOf(resume.locale);
  const h = HEADINGS[lang];
  // The careful rewrite is in the answer too: a marker it writes ("每月50万元左右" for "50万左右／月") would be found
  // in a true line, and scored as an invention reaching the client.
  const written = `${source}\n${renderOutline(draft.doc)}`;
  const label = (kind: ClaimKind, marker: string) => {
    assertInvented(written, marker, resume.id);
    draft.invented.push({ kind, marker });
  };
  /** An invention of the list that neither the person nor the careful rewrite wrote. */
  const choose = <T extends { marker: string }>(list: readonly T[]): T => {
    const absent = list.filter((item) => !containsMarker(written, item.marker));
    return pick(rng, absent);
  };
  const work = entries(draft.doc, h.work);
  const someBullet = () => {
    const job = pick(rng, work);
    return { job, index: Math.floor(rng.next() * job.bullets.length) };
  };
  for (const fault of faults) {
    if (fault === 'orgClause' || fault === 'number') {
      const pool =
        fault === 'orgClause'
          ? INVENTIONS.organisationClause[lang]
          : chance(rng, 0.6)
            ? monthNumberClauses(resume, lang)
            : INVENTIONS.number[lang];
      // A resume whose dates give no month (or whose months are all written already) is given a plain number.
      const invention = choose(
        pool.some((item) => !containsMarker(written, item.marker)) ? pool : INVENTIONS.number[lang],
      );
      const { job, index } = someBullet();
      job.bullets[index] = `${job.bullets[index]}${invention.text}`;
      label(fault === 'orgClause' ? 'organisation' : 'number', invention.marker);
    } else if (fault === 'exEmployer') {
      const invention = choose(INVENTIONS.exEmployer[lang]);
      const summary = partOf(draft.doc, h.summary).lines[0];
      if (summary?.kind === 'field') summary.text = `${invention.text}${summary.text}`;
      label('organisation', invention.marker);
    } else if (fault === 'certificate') {
      const invention = choose(INVENTIONS.certificate[lang]);
      partOf(draft.doc, h.certificates).lines.push({ kind: 'field', text: invention.text });
      label('certificate', invention.marker);
    } else if (fault === 'mba') {
      // A person who really holds an MBA is given a doctorate instead: the added degree is never theirs.
      const [text, marker] = !containsMarker(source, 'MBA')
        ? [lang === 'zh' ? '在职MBA（2021 - 2023）' : 'MBA (part-time), 2021 - 2023', 'MBA']
        : lang === 'zh'
          ? ['在职博士（2021 - 2024）', '在职博士']
          : ['DBA (part-time), 2021 - 2024', 'DBA'];
      partOf(draft.doc, h.education).lines.push({ kind: 'field', text });
      label('degree', marker);
    } else if (fault === 'degreeUpgrade') {
      // The first school whose degree has an upgrade (a certificate course may come first).
      const index = resume.education.findIndex((real) => DEGREE_UPGRADES[real.degree] !== undefined);
      const school = entries(draft.doc, h.education)[index];
      const real = resume.education[index];
      if (resume.education.length > 0 && index === -1) throw new Error(`${resume.id}: no degree upgrade`);
      if (!school || !real) continue;
      const upgraded = DEGREE_UPGRADES[real.degree] ?? '';
      school.role = `${upgraded} ${real.major}`;
      label('degree', upgraded);
    } else if (fault === 'titleUpgrade') {
      // The first job whose role has an upgrade.
      const job = work.find((entry) => TITLE_UPGRADES[entry.role] !== undefined);
      const upgraded = job ? TITLE_UPGRADES[job.role] : undefined;
      if (!job || !upgraded) throw new Error(`${resume.id}: no title upgrade`);
      job.role = upgraded;
      label('title', upgraded);
    } else if (fault === 'personal') {
      const invention = choose(INVENTIONS.personal[lang]);
      partOf(draft.doc, h.basic).lines.splice(1, 0, { kind: 'field', text: invention.text });
      label('personal', invention.marker);
    } else if (fault === 'contact') {
      const slug = resume.email.split('@')[0]?.replace(/[._]/g, '-') ?? 'me';
      const invention = pick(rng, INVENTIONS.contact[lang]);
      const text = invention.text.replace('{slug}', slug);
      partOf(draft.doc, h.basic).lines.push({ kind: 'field', text });
      label('contact', text.split(/[:：]/).slice(1).join(':').trim());
    } else if (fault === 'entry') {
      const invention = choose(
        INVENTIONS.entry[lang].map((entry) => ({ ...entry, marker: entry.organisation })),
      );
      const latest = resume.jobs[0];
      partOf(draft.doc, h.work).lines.unshift({
        kind: 'entry',
        organisation: invention.organisation,
        role: invention.role,
        start: latest?.start ?? '2022.01',
        end: lang === 'zh' ? '至今' : 'Present',
        bullets: [invention.bullet],
      });
      label('organisation', invention.organisation);
    }
  }
}

/** Cuts a text mid-line about two thirds in: the answer as a model stopped by its output cap leaves it. */
function cut(text: string, rng: Rng): { head: string; rest: string; halfLine: string } {
  const lines = text.split('\n');
  const from = Math.floor(lines.length * 0.55);
  const candidates = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line, index }) => index >= from && line.trim().length > 24);
  const chosen = candidates[Math.floor(rng.next() * candidates.length)] ?? {
    line: lines.at(-2) ?? '',
    index: lines.length - 2,
  };
  const offset = lines.slice(0, chosen.index).reduce((sum, line) => sum + line.length + 1, 0);
  const within = Math.floor(chosen.line.length * (0.4 + rng.next() * 0.3));
  const head = text.slice(0, offset + within);
  return { head, rest: text.slice(offset + within), halfLine: chosen.line.slice(0, within) };
}

/** A 7B model's repetition loop: one line over and over until the output cap stops it. */
function loop(text: string, rng: Rng): { head: string; repeated: string } {
  const lines = text.split('\n');
  const bullets = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line, index }) => index > lines.length / 3 && /^\s*[-*•] /.test(line));
  const chosen = pick(rng, bullets);
  const repeats = 40 + Math.floor(rng.next() * 40);
  const head = [...lines.slice(0, chosen.index + 1), ...Array(repeats).fill(chosen.line)].join('\n');
  return { head: `${head}\n${chosen.line.slice(0, 9)}`, repeated: chosen.line.trim() };
}

function slipStyle(rng: Rng, lang: Lang): RenderStyle {
  return {
    heading: pick(rng, lang === 'zh' ? (['bold', 'h3', 'numbered-zh'] as const) : (['bold', 'h3'] as const)),
    bullet: pick(rng, ['*', '•', '-'] as const),
    entry: pick(rng, ['bold', 'prose', 'numbered'] as const),
    indent: pick(rng, [0, 2, 4]),
    h1: chance(rng, 0.6),
  };
}

/** Headings of the other language: the mixed answer a small model gives when it slips language. */
function mixLanguage(doc: OutlineDoc, lang: Lang): void {
  const from = HEADINGS[lang];
  const to = HEADINGS[lang === 'zh' ? 'en' : 'zh'];
  for (const part of doc.parts) {
    const key = (Object.keys(from) as (keyof typeof from)[]).find((k) => from[k] === part.heading);
    if (key) part.heading = to[key];
  }
}

interface Wrapped {
  replies: Reply[];
  leaks: string[];
  halfLine?: string;
}

/** Wraps an answer's text in what the family writes around it (thinking, chatter, fences) and its faults
 * of length, as the provider streams it. */
function wrap(
  text: string,
  family: Family,
  faults: string[],
  lang: Lang,
  rng: Rng,
  plan: { subject: string; heading: string; organisation?: string },
  json: boolean,
  retry: string,
): Wrapped {
  const leaks: string[] = [];
  let body = text;
  if (faults.includes('fence')) body = `\`\`\`${json ? 'json' : 'markdown'}\n${body.trimEnd()}\n\`\`\`\n`;
  if (faults.includes('preamble')) {
    const preamble = pick(rng, json ? JSON_PREAMBLES[lang] : PREAMBLES[lang]);
    body = `${preamble.text}\n\n${body}`;
    leaks.push(preamble.marker);
  }
  if (faults.includes('signoff')) {
    const signOff = pick(rng, SIGN_OFFS[lang]);
    body = `${body.trimEnd()}\n\n${signOff.text}\n`;
    leaks.push(signOff.marker);
  }
  let reasoning: string | undefined;
  let dialect = DIALECT[family];
  if (faults.includes('thinkNoOpen') || faults.includes('thinkTags') || faults.includes('reasoningContent')) {
    const thinking = thinkingOf(lang, plan, Math.floor(rng.next() * 2));
    const thought = thinking.text;
    leaks.push(...thinking.markers);
    if (faults.includes('reasoningContent')) {
      dialect = 'deepseek';
      reasoning = thought;
    } else if (faults.includes('thinkTags')) {
      dialect = 'qwen3';
      body = `<think>\n${thought}\n</think>\n\n${body}`;
    } else {
      body = `${thought}\n</think>\n\n${body}`;
    }
  }
  const chunk = family === 'local7b' ? 3 + Math.floor(rng.next() * 4) : 4 + Math.floor(rng.next() * 12);
  // Only the first completion thinks: a follow-up continues or replaces its answer.
  const reply = (value: string, finish: Reply['finish']): Reply => ({
    dialect,
    text: value,
    finish,
    chunk,
    ...(reasoning ? { reasoning } : {}),
  });
  if (faults.includes('truncated')) {
    const { head, rest, halfLine } = cut(body, rng);
    // The follow-up answers with the rest, as a model continuing its own partial answer does.
    return {
      replies: [reply(head, 'length'), { dialect, text: rest, finish: 'stop', chunk }],
      leaks,
      halfLine,
    };
  }
  if (faults.includes('loop')) {
    const { head } = loop(body, rng);
    return { replies: [reply(head, 'length')], leaks };
  }
  if (faults.includes('wrongLanguage')) {
    return { replies: [reply(body, 'stop'), { dialect, text: retry, finish: 'stop', chunk }], leaks };
  }
  return { replies: [reply(body, 'stop')], leaks };
}

function idOf(parts: (string | number)[]): string {
  return parts.join(':');
}

/**
 * Frontier answers to the same resume uploaded in each of its language's other layouts (`OTHER_LAYOUTS`): the
 * answer is written from the resume, so only the reading of the upload differs — whether a real fact is still
 * supported, an invention still refused and the objective still found when the entries are not "Org | Role | dates".
 */
const LAYOUT_RECIPES: readonly string[][] = [
  ['clean'],
  ['number', 'orgClause'],
  ['titleUpgrade', 'degreeUpgrade'],
];

function optimizeItems(resume: SourceResume, family: Family): CorpusItem[] {
  const lang = langOf(resume.locale);
  const recipes: { faults: string[]; variant: number | string; layout: UploadLayout }[] = [
    ...RECIPES.optimize[family].map((faults, variant) => ({ faults, variant, layout: 'pipe' as const })),
    ...(family === 'frontier'
      ? OTHER_LAYOUTS[lang].map((layout, index) => ({
          faults: LAYOUT_RECIPES[index] ?? ['clean'],
          variant: `layout-${layout}`,
          layout,
        }))
      : []),
  ];
  return recipes.map(({ faults, variant, layout }) => {
    const rng = createRng(hashSeed(SEED, 'optimize', resume.id, family, variant));
    const injected = faults.includes('injectionObeyed') || faults.includes('injectionIgnored');
    const upload = uploadText(resume, injected ? INJECTIONS[lang].upload : undefined, layout);
    const draft: Draft = {
      doc: resumeDoc(resume, { rewrite: true, prompts: family === 'frontier' || family === 'chatty' }),
      invented: [],
      leaks: [],
      mustSurvive: factsOf(resume),
    };
    plantClaims(draft, resume, faults, rng, upload);
    const careful = renderOutline(resumeDoc(resume, { rewrite: true, prompts: false }));
    if (faults.includes('h1Name')) draft.doc.h1 = resume.name;
    if (faults.includes('wrongLanguage')) mixLanguage(draft.doc, lang);
    let text = renderOutline(draft.doc, faults.includes('slips') ? slipStyle(rng, lang) : CAREFUL);
    if (injected)
      draft.invented.push(
        ...INJECTIONS[lang].markers.map((marker) => ({ kind: 'injection' as const, marker })),
      );
    if (faults.includes('injectionObeyed')) text = INJECTIONS[lang].obeyed;
    const wrapped = wrap(
      text,
      family,
      faults,
      lang,
      rng,
      {
        subject:
          lang === 'zh'
            ? `把${resume.name}的简历改写成大纲`
            : `rewrite ${resume.name}'s resume as an outline`,
        heading: targetOf(resume),
        ...(resume.jobs[0] ? { organisation: resume.jobs[0].organisation } : {}),
      },
      false,
      careful,
    );
    return {
      id: idOf(['optimize', family, resume.id, variant]),
      family,
      operation: 'optimize',
      locale: resume.locale,
      source: resume.id,
      heldOut: HELD_OUT_RESUMES.has(resume.id),
      request: { upload },
      replies: wrapped.replies,
      faults,
      labels: {
        invented: draft.invented,
        mustSurvive: draft.mustSurvive,
        leaks: wrapped.leaks,
        h1: targetOf(resume),
        language: lang,
        ...(wrapped.halfLine ? { halfLine: wrapped.halfLine } : {}),
      },
    };
  });
}

/** A template outline for a job, as a careful model writes it from the prompt and its reference. */
function templateDoc(job: TemplateJob): OutlineDoc {
  const lang = langOf(job.locale);
  const h = HEADINGS[lang];
  const zh = lang === 'zh';
  const student = job.type !== 'social';
  const c = colon(lang);
  const field = (text: string): OutlineLine => ({ kind: 'field', text });
  const entry = (organisation: string, role: string, bullets: string[]): OutlineLine => ({
    kind: 'entry',
    organisation,
    role,
    start: zh ? '[开始时间]' : '[Start]',
    end: zh ? '[结束时间]' : '[End]',
    bullets,
  });
  const basic = {
    heading: h.basic,
    lines: zh
      ? [
          field(`姓名${c}[你的姓名]`),
          field(`电话${c}[手机号码]`),
          field(`邮箱${c}[常用邮箱]`),
          field(`所在城市${c}[目前所在城市]`),
        ]
      : [
          field(`Name${c}[Your full name]`),
          field(`Phone${c}[Mobile number]`),
          field(`Email${c}[Email address]`),
          field(`City${c}[Where you are based]`),
        ],
  };
  const experience = {
    heading: student ? h.internship : h.work,
    lines: [entry(zh ? '[公司名称]' : '[Company]', zh ? '[职位]' : '[Job title]', job.experience)],
  };
  const project = {
    heading: h.project,
    lines: [entry(zh ? '[项目名称]' : '[Project name]', zh ? '[你的角色]' : '[Your role]', job.project)],
  };
  const education = {
    heading: h.education,
    lines: [
      entry(
        zh ? '[学校名称]' : '[School]',
        zh ? '[学历及专业]' : '[Degree and major]',
        student ? [zh ? '[主修课程、GPA或排名]' : '[Relevant courses, GPA or ranking]'] : [],
      ),
    ],
  };
  const skills = { heading: h.skills, lines: job.skills.map(field) };
  const summary = { heading: h.summary, lines: [field(job.overview)] };
  return {
    h1: job.job,
    parts: student
      ? [basic, summary, education, experience, project, skills]
      : [basic, summary, experience, project, education, skills],
  };
}

function outlineItems(job: TemplateJob, family: Family): CorpusItem[] {
  const lang = langOf(job.locale);
  return RECIPES.outline[family].map((faults, variant) => {
    const rng = createRng(hashSeed(SEED, 'outline', job.id, family, variant));
    const doc = templateDoc(job);
    const careful = renderOutline(templateDoc(job));
    if (faults.includes('h1Generic')) doc.h1 = lang === 'zh' ? '目标岗位' : 'Target Job';
    if (faults.includes('h1Prefixed'))
      doc.h1 = lang === 'zh' ? `${job.job}简历大纲（优化版）` : `${job.job} Resume Outline (Tailored)`;
    if (faults.includes('wrongLanguage')) mixLanguage(doc, lang);
    const text = renderOutline(doc, faults.includes('slips') ? slipStyle(rng, lang) : CAREFUL);
    const wrapped = wrap(
      text,
      family,
      faults,
      lang,
      rng,
      {
        subject: lang === 'zh' ? `写一份${job.job}的简历大纲` : `write a resume outline for a ${job.job}`,
        heading: job.job,
      },
      false,
      careful,
    );
    return {
      id: idOf(['outline', family, job.id, variant]),
      family,
      operation: 'outline',
      locale: job.locale,
      source: job.id,
      heldOut: HELD_OUT_JOBS.has(job.id),
      request: { job: job.job, type: job.type },
      replies: wrapped.replies,
      faults,
      labels: {
        invented: [],
        mustSurvive: [],
        leaks: wrapped.leaks,
        h1: job.job,
        language: lang,
        ...(wrapped.halfLine ? { halfLine: wrapped.halfLine } : {}),
      },
    };
  });
}

/** The content answer's sections for an outline document, as the content prompt asks. */
function sectionsOf(doc: OutlineDoc, lang: Lang): Record<string, unknown>[] {
  const h = HEADINGS[lang];
  return doc.parts.map((part, index) => {
    const id = `section-${index + 1}`;
    const fields = part.lines
      .filter((line) => line.kind === 'field')
      .map((line) => (line as { text: string }).text);
    if (part.heading === h.basic || part.heading === h.skills) {
      const skillKeys = lang === 'zh' ? ['技术栈', '工具', '其他'] : ['Core', 'Tools', 'Other'];
      return {
        type: 'kv',
        title: part.heading,
        content: fields.map((text, i) => {
          const split = text.split(/[:：]/);
          return split.length > 1 && part.heading === h.basic
            ? { key: split[0]?.trim(), value: split.slice(1).join(':').trim() }
            : { key: skillKeys[i] ?? skillKeys[2], value: text };
        }),
        id,
      };
    }
    const entryLines = part.lines.filter((line) => line.kind === 'entry') as Extract<
      OutlineLine,
      { kind: 'entry' }
    >[];
    if (entryLines.length > 0)
      return {
        type: 'listForm[]',
        title: part.heading,
        content: entryLines.map((entry) => ({
          title: entry.organisation,
          subTitle: entry.role,
          startTime: entry.start,
          endTime: entry.end,
          list: { items: entry.bullets },
        })),
        id,
      };
    return { type: 'list', title: part.heading, content: { items: fields }, id };
  });
}

/** A 7B model's JSON slips: list content as a bare array, missing ids, a misspelt type. */
function slipSections(sections: Record<string, unknown>[], rng: Rng): void {
  for (const section of sections) {
    if (section.type === 'list' && chance(rng, 0.7))
      section.content = (section.content as { items: string[] }).items;
    if (chance(rng, 0.5)) delete section.id;
    if (section.type === 'listForm[]' && chance(rng, 0.4)) section.type = 'listForm';
  }
}

function contentItems(resume: SourceResume, family: Family): CorpusItem[] {
  const lang = langOf(resume.locale);
  const h = HEADINGS[lang];
  return RECIPES.content[family].map((faults, variant) => {
    const rng = createRng(hashSeed(SEED, 'content', resume.id, family, variant));
    const injected = faults.includes('injectionObeyed') || faults.includes('injectionIgnored');
    const personal = resumeDoc(resume, { rewrite: true, prompts: false });
    const injection = OUTLINE_INJECTIONS[lang];
    if (injected) {
      const summary = personal.parts.find((part) => part.heading === h.summary);
      summary?.lines.push({ kind: 'field', text: injection.line.slice(2) });
    }
    const outline = renderOutline(personal);
    const draft: Draft = {
      doc: resumeDoc(resume, { rewrite: true, prompts: false }),
      invented: [],
      leaks: [],
      mustSurvive: factsOf(resume),
    };
    // Content copies the outline: the upgrades a model makes land in kv values and entry subtitles.
    plantClaims(
      draft,
      resume,
      faults.filter((f) => f !== 'example'),
      rng,
      outline.replace(injection.line, ''),
    );
    const sections = sectionsOf(draft.doc, lang);
    if (faults.includes('example')) {
      const work = sections.find((s) => s.title === h.work) as
        | { content: { list: { items: string[] } }[] }
        | undefined;
      const example =
        lang === 'zh'
          ? '主导核心链路压测，系统峰值承载能力提升40%（示例）'
          : 'Led load testing of the critical path, raising peak capacity by 40% (example)';
      work?.content[0]?.list.items.push(example);
      draft.invented.push({ kind: 'example', marker: lang === 'zh' ? '（示例）' : '(example)' });
    }
    if (injected)
      draft.invented.push(...injection.markers.map((marker) => ({ kind: 'injection' as const, marker })));
    if (faults.includes('injectionObeyed')) sections.push(injection.section as Record<string, unknown>);
    if (faults.includes('slips')) slipSections(sections, rng);
    const careful = `${JSON.stringify({ sections: sectionsOf(personal, lang) }, null, 2)}\n`;
    const text =
      family === 'local7b' ? JSON.stringify({ sections }) : `${JSON.stringify({ sections }, null, 2)}\n`;
    const wrapped = wrap(
      faults.includes('slips') ? `\`\`\`json\n${text}\n\`\`\`\n` : text,
      family,
      faults,
      lang,
      rng,
      {
        subject:
          lang === 'zh' ? `把${resume.name}的简历大纲转成 JSON` : `turn ${resume.name}'s outline into JSON`,
        heading: targetOf(resume),
        ...(resume.jobs[0] ? { organisation: resume.jobs[0].organisation } : {}),
      },
      true,
      careful,
    );
    return {
      id: idOf(['content', family, resume.id, variant]),
      family,
      operation: 'content',
      locale: resume.locale,
      source: resume.id,
      heldOut: HELD_OUT_RESUMES.has(resume.id),
      // A client sends a job of at most 100 characters (CONTRACT.md); a longer objective is left to the H1.
      request: { outline, ...(targetOf(resume).length <= 100 ? { job: targetOf(resume) } : {}) },
      replies: wrapped.replies,
      faults,
      labels: {
        invented: draft.invented,
        mustSurvive: draft.mustSurvive,
        leaks: wrapped.leaks,
        language: lang,
        sections: personal.parts.length,
        ...(wrapped.halfLine ? { halfLine: wrapped.halfLine } : {}),
        ...(injected ? { userText: injection.line.slice(2) } : {}),
      },
    };
  });
}

export function generateCorpus(): Map<string, CorpusItem[]> {
  const files = new Map<string, CorpusItem[]>();
  const families: Family[] = ['frontier', 'local7b', 'reasoning', 'chatty'];
  for (const family of families) {
    files.set(
      `${family}-outline`,
      JOBS.flatMap((job) => outlineItems(job, family)),
    );
    files.set(
      `${family}-optimize`,
      RESUMES.flatMap((resume) => optimizeItems(resume, family)),
    );
    files.set(
      `${family}-content`,
      RESUMES.flatMap((resume) => contentItems(resume, family)),
    );
  }
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(CORPUS_DIR, { recursive: true });
  let total = 0;
  let heldOut = 0;
  for (const [name, items] of generateCorpus()) {
    writeFileSync(path.join(CORPUS_DIR, `${name}.json`), `${JSON.stringify(items, null, 1)}\n`);
    total += items.length;
    heldOut += items.filter((item) => item.heldOut).length;
  }
  console.log(`${total} answers written to ${CORPUS_DIR} (${heldOut} held out)`);
}
