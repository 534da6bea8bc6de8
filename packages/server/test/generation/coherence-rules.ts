// Rules a recruiter checks at a glance, as machine checks over one generated resume (outline + content).
// Used by coherence.test.ts over every family × track × locale; each rule returns what it found.
import type { JobType, Locale, Section } from '@resume/contract';
import { monthOf } from '../../src/generation/career-stage.ts';
import { kindsOf, settingsOf } from '../../src/generation/employer-lines.ts';
import { describesSameWork, tellsSameResult } from '../../src/generation/example-lines.ts';
import { namedYears } from '../../src/knowledge/claim-scale.ts';
import type { JobFamily } from '../../src/knowledge/job-family.ts';

export interface GeneratedResume {
  family: JobFamily | undefined;
  job: string;
  type: JobType | null;
  locale: Locale;
  outline: string;
  sections: Section[];
  /** The uploaded resume's text when the outline came from optimize-local-resume. */
  sourceText?: string;
  /** The title's seniority, as matchJob reads it. */
  seniority?: string;
}

export interface Violation {
  rule: string;
  detail: string;
}

// The generator dates its examples from the real day (fill-examples.ts), so the rules read "Present" and "至今" as
// that day too: a fixed day made every rule about years disagree once the month turned.
const TODAY = new Date();
/** An internship's length as a line states it: "实习 4 个月", "a 6-month internship". */
const INTERNSHIP_MONTHS_STATED =
  /实习\s?(\d{1,2})\s?个月|(\d{1,2})\s?个月(?:的)?[\u4e00-\u9fff]{0,8}?实习|(\d{1,2})[- ]months? (?:of )?(?:[a-z]+[ -]){0,3}?(?:internship|placement)/g;
const EXAMPLE_MARK = /（示例|\(example\b/;
const PROMPT = /\[[^\]\n]*\]/;

/** Every sentence a reader sees in the content: list items and entry bullets (not key/value pairs). */
export function contentLines(sections: Section[]): string[] {
  return sections.flatMap((section) => {
    if (section.type === 'list') return section.content.items;
    if (section.type === 'listForm[]') return section.content.flatMap((item) => item.list.items);
    return [];
  });
}

function allStrings(sections: Section[]): string[] {
  return sections.flatMap((section) => {
    const own = [section.title];
    if (section.type === 'kv') return [...own, ...section.content.flatMap((item) => [item.key, item.value])];
    if (section.type === 'list') return [...own, ...section.content.items];
    return [
      ...own,
      ...section.content.flatMap((item) => [
        item.title,
        item.subTitle,
        item.startTime,
        item.endTime,
        ...item.list.items,
      ]),
    ];
  });
}

/** A sentence that says a certificate is held, and one that says it is still to come. */
const HOLDS_CERTIFICATE =
  /certified|certification|licen[cs]ed?|credential|\bhold|持|取得|获得|拥有|证书|资格证|执业/i;
const WORKING_TOWARD =
  /preparing|working toward|studying for|sitting|\bexam\b|准备|备考|考试|在考|一级|二级|level [12]\b/i;

/** Certificates are a part of their own, or a "证书 / Certifications" line among the skills. */
function certificateTexts(sections: Section[]): string[] {
  return [
    ...sections
      .filter((section) => /certif|证书|资格/i.test(section.title))
      .flatMap((section) => allStrings([section]).slice(1)),
    ...sections.flatMap((section) =>
      section.type === 'kv'
        ? section.content.filter((item) => /certif|证书|资格/i.test(item.key)).map((item) => item.value)
        : [],
    ),
  ];
}

/**
 * What names each of the family's certificates in a sentence: its abbreviation ("BCBA" of "Board Certified Behavior
 * Analyst (BCBA)", "NCLEX-RN") or a Chinese name whole, without 证书 ("注册会计师").
 */
function certificateKeys(family: JobFamily, locale: Locale, student: boolean): Set<string> {
  const names = [
    ...family.certifications[locale],
    ...(student ? (family.occupation?.student[locale].certifications ?? []) : []),
  ];
  const keys = new Set<string>();
  for (const name of names) {
    for (const match of name.matchAll(/\b[A-Z][A-Z0-9]{1,7}(?:-[A-Z0-9]{1,4})?\b/g)) keys.add(match[0]);
    const chinese = name.replace(/[（(].*$/, '').replace(/(?:证书|资格证|证)$/, '');
    if (/^\p{Script=Han}{4,}$/u.test(chinese)) keys.add(chinese);
  }
  return keys;
}

/** A content line without its example mark: as the catalogue writes it. */
function withoutMark(line: string): string {
  return line.replace(/\s*[（(](?:示例|example)[^）)]*[）)]\s*$/, '').trim();
}

/** A line as compared for sameness: no example mark, no figures, no case or spacing. */
export function lineKey(line: string): string {
  return line
    .replace(/[（(](?:示例|example)[^)）]*[)）]/g, '')
    .replace(/[\d.,%]+/g, '#')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const LONG_PERIOD =
  /\b(?:a year|one year|two years|three years|\d+ years|annual(?:ly)?|year[- ]over[- ]year|per year|a year|each year|every year|(?:two|three|four|(?<!\d)\d{1,2}) (?:semesters|terms))\b|一年|两年|三年|\d+\s*年(?!\d|级|月)|年度|全年|年均|每年|同比|(?:两|三|四|(?<!\d)\d{1,2})个?学期/i;
const BIG_MONEY =
  /\$\s?\d+(?:\.\d+)?\s?[MB]\b|million|billion|\d{1,3}(?:,\d{3}){2,}|\b\d{3,}\s?k\b|\d{3,}\s?万|百万|千万|亿/i;
const SENIOR_CLAIM =
  /\b(?:led a team|managed a team|direct reports|budget|p&l|hired \d+|mentored \d+)\b|带领\s*\d*\s*人|管理\s*\d+\s*人|预算/i;
const PEOPLE_LINE =
  /\b(?:team|led|managed|coached|mentored|hired|direct reports|staff)\b|团队|带领|管理|培养|辅导|招聘/i;
const BUDGET_LINE = /\b(?:budget|p&l|cost|costs|revenue|quota|spend)\b|预算|成本|营收|费用|业绩指标|销售额/i;
/** A length of time in years: "2 年", "5 years"; not "3 年级", "近 3 年来" or a year. */
const YEARS_LENGTH = /(?<![\d.])(\d{1,2})\+?\s?(?:years?\b|年(?![级月度底初中末前后内来代]))/g;
const UK_SPELLINGS =
  /\b(?:organis(?:e|ed|es|ing|ation|ations)|optimis(?:e|ed|ing|ation)|analys(?:e|ed|ing)|honours?|programme|programmes|centre|centres|behaviour|colour|licence|catalogue|defence|paediatric|anaesthe\w*|haemat\w*|modelling|travelled|travelling|labour|favour\w*|judgement|enrol|fulfil|practise[ds]?|utilis(?:e|ed|ing|ation)|prioritis(?:e|ed|ing)|specialis(?:e|ed|es|ing)|recognis(?:e|ed|ing)|minimis(?:e|ed|ing)|standardis(?:e|ed|ing)|customis(?:e|ed|ing)|digitis(?:e|ed|ing)|visualis(?:e|ed|ing|ation))\b/i;
/** First year a technology could appear on a resume. */
const TECHNOLOGY_YEARS: [RegExp, number][] = [
  [/\b(?:LLM|LLMs|GPT-4|ChatGPT|RAG|LangChain|AIGC|prompt engineering)\b|大模型|生成式/i, 2022],
  [/\b(?:Kubernetes|K8s)\b/i, 2015],
  [/\bFlutter\b/i, 2018],
  [/\bVue ?3\b/i, 2020],
  [/\bSwiftUI\b/i, 2019],
];
const STUDENT_LEVEL_CERTIFICATE =
  /中级|(?<!考试（)高级(?!应用|中学)|主管护师|副主任|护师资格|\bsenior\b|\bprofessional engineer\b|\bCFA charter|\bPMP\b|\bCSCP\b|CFA持证人|注册会计师(?!考试|专业阶段|.{0,4}科)|\bCPA\b(?!\s*(?:exam|candidate|sections?|track|– C))|一级建造师|二级建造师|一级注册|二级注册|注册(?:结构|监理|岩土|电气|公用设备|化工|环保|造价|安全|咨询)工程师|注册(?:城乡规划|建筑)师/i;
/** Skill certificates (职业技能等级, 中级工, 1+X, 软考): a graduate of the school that trains for them holds the 中级. */
const SKILL_CERTIFICATE = /职业技能等级|[初中]级工|1\+X|软考/;
const SENIOR_SKILL_LEVEL = /高级工|二级|一级|技师|高级/;

/** Whether a student could not hold this certificate yet. */
function seniorForStudent(certificate: string): boolean {
  return SKILL_CERTIFICATE.test(certificate)
    ? SENIOR_SKILL_LEVEL.test(certificate)
    : STUDENT_LEVEL_CERTIFICATE.test(certificate);
}

/** A licensure exam said to be passed: 已通过护士执业资格考试, "NCLEX-RN (passed)", "LMSW exam passed". */
const LICENCE_EXAM_PASSED =
  /已通过(?:护士|执业医师|执业药师)|(?:护士|医师|药师)执业资格考试（已通过）|\bpassed the NCLEX|\bNCLEX-(?:RN|PN) \(passed\)|\b(?:LMSW|TMC) exam (?:\()?passed/i;
/** Degree words, by level: a resume names one degree for the person throughout. */
const MASTER_OR_DOCTOR = /硕士|博士|研究生|\bmaster'?s\b|\bM\.?S\.?c?\b|\bMBA\b|\bPh\.?D\b/i;
const BACHELOR = /本科|学士|\bbachelor'?s?\b|\bB\.?S\.?c?\b|\bB\.?A\.?\b|\bBEng\b/i;
const OWNER_PROMPT =
  /\b(?:budget|p&l|team you (?:led|manage)|people you manage|direct reports|annual (?:budget|plan|targets?)|you built and own)\b|预算|带领的团队|你管理的团队|年度目标/i;
/** "中级会计师", "初级 会计" : a level and what it qualifies, as Chinese certificates write them. */
const LEVELLED_QUALIFICATION = /(初级|中级|高级)\s?([\u4e00-\u9fff]{2,6}?)(?:师|证|资格)/g;
const FILLER = /the target position|target position|目标岗位/i;

export function checkResume(resume: GeneratedResume): Violation[] {
  const found: Violation[] = [];
  const add = (rule: string, detail: string) => found.push({ rule, detail });
  const { sections, locale } = resume;
  const student = resume.type === 'intern' || resume.type === 'campus';
  const strings = allStrings(sections);

  for (const text of strings) if (PROMPT.test(text)) add('bracket-in-content', text);
  for (const text of strings) if (FILLER.test(text)) add('filler', text);
  // "Core skills for the Beekeeper position": a title repeated where the work should be described.
  const titleFiller = [`${resume.job} position`, `${resume.job}岗位`];
  // "…操作员岗位授权" and "临床药师岗位培训证书" are licences' names and "手术助理岗位操作规范" a document's, not filler.
  const named = ['授权', '操作规范', '职责', '说明书', '培训'];
  for (const text of [...strings, ...resume.outline.split('\n')])
    if (
      titleFiller.some(
        (filler) => text.includes(filler) && !named.some((name) => text.includes(`${filler}${name}`)),
      )
    )
      add('title-filler', text.trim());

  // The same result told twice: a project's line repeating a job's bullet with the same figures in other words.
  const bullets = sections.flatMap((section) =>
    section.type === 'listForm[]' ? section.content.flatMap((item) => item.list.items) : [],
  );
  bullets.forEach((line, index) => {
    const other = bullets
      .slice(index + 1)
      .find((later) => tellsSameResult(withoutMark(line), withoutMark(later)));
    if (other !== undefined && lineKey(other) !== lineKey(line))
      add('result-told-twice', `${line} ~ ${other}`);
  });

  // A project that tells a job's bullet again in other words ("Moved 60 aging physical servers onto vSphere" after
  // "Consolidated 60 physical servers onto a 6-host vSphere cluster"): the reader meets the same work twice.
  const isProjectPart = (title: string) => /project|项目/i.test(title);
  const projectEntries = sections.flatMap((section) =>
    section.type === 'listForm[]' && isProjectPart(section.title)
      ? section.content.map((item) => withoutMark(`${item.title} ${item.list.items.join(' ')}`))
      : [],
  );
  const isJobPart = (title: string) =>
    /work|employment|internship|工作|实习/i.test(title) && !isProjectPart(title);
  const jobBullets = sections.flatMap((section) =>
    section.type === 'listForm[]' && isJobPart(section.title)
      ? section.content.flatMap((item) => item.list.items.map(withoutMark))
      : [],
  );
  for (const project of projectEntries) {
    const told = jobBullets.find((bullet) => describesSameWork(project, bullet));
    if (told !== undefined) add('project-retells-work', `${project} ~ ${told}`);
  }

  // One entry, one setting: a mall garage's shift and a hotel's valet stand are two jobs ("为酒店宾客代客泊车" under
  // the garage of "1200 个车位的商业综合体").
  if (resume.sourceText === undefined)
    for (const section of sections) {
      if (section.type !== 'listForm[]' || !isJobPart(section.title)) continue;
      for (const item of section.content) {
        const kinds = new Set(item.list.items.flatMap((line) => [...settingsOf(line, locale)]));
        const own = kindsOf(item.title, locale);
        const foreign = [...kinds].filter((kind) => !own.has(kind));
        if (foreign.length >= 2) add('entry-mixes-settings', `${item.title}: ${[...kinds].join(', ')}`);
      }
    }

  const seen = new Set<string>();
  for (const line of contentLines(sections)) {
    const key = lineKey(line);
    if (key.length < 8) continue;
    if (seen.has(key)) add('duplicate-line', line);
    seen.add(key);
  }

  if (resume.sourceText !== undefined) {
    const source = resume.sourceText.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
    for (const text of strings) if (EXAMPLE_MARK.test(text)) add('example-in-personal', text);
    for (const section of sections) {
      if (section.type !== 'listForm[]') continue;
      for (const item of section.content) {
        const title = item.title.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
        if (title !== '' && !source.includes(title)) add('entry-not-in-source', item.title);
      }
    }
    const titles = sections.map((section) => section.title.trim().toLowerCase());
    for (const title of new Set(titles))
      if (titles.filter((other) => other === title).length > 1) add('duplicate-part', title);
    for (const section of sections) {
      const empty =
        (section.type === 'kv' && section.content.length === 0) ||
        (section.type === 'list' && section.content.items.length === 0) ||
        (section.type === 'listForm[]' && section.content.length === 0);
      if (empty) add('empty-part', section.title);
    }
  }

  // Dates: each entry runs forwards; short entries claim no year-long or million-scale results.
  const entries = sections.flatMap((section) => (section.type === 'listForm[]' ? section.content : []));
  for (const item of entries) {
    const start = monthOf(item.startTime, TODAY);
    const end = monthOf(item.endTime, TODAY);
    if (start !== undefined && end !== undefined && end < start)
      add('dates-backwards', `${item.title}: ${item.startTime} - ${item.endTime}`);
    if (start === undefined || end === undefined) continue;
    const months = end - start;
    for (const bullet of item.list.items) {
      if (months <= 6 && LONG_PERIOD.test(bullet)) add('long-claim-in-short-entry', bullet);
      if (months <= 6 && BIG_MONEY.test(bullet)) add('big-claim-in-short-entry', bullet);
      // "跑单 8 年" under a job of three years.
      for (const match of bullet.matchAll(YEARS_LENGTH))
        if (Number(match[1]) * 12 > months + 6) add('tenure-longer-than-entry', bullet);
      for (const [pattern, year] of TECHNOLOGY_YEARS) {
        if (pattern.test(bullet) && Math.floor(end / 12) < year) add('technology-before-its-time', bullet);
      }
      // "Won third prize … in 2023" under a job that ended in 2020; a year to come is a target, not a date.
      for (const year of namedYears(bullet))
        if (year <= TODAY.getFullYear() && (year < Math.floor(start / 12) || year > Math.floor(end / 12)))
          add('year-outside-entry', `${bullet} (${item.startTime} - ${item.endTime})`);
    }
  }

  // The summary's years agree with the work dates below it.
  const summary = sections.find(
    (section) => section.type === 'list' && /overview|summary|概述|简介|自我评价/i.test(section.title),
  );
  const work = sections.find(
    (section) => section.type === 'listForm[]' && /work|employment|工作/i.test(section.title),
  );
  if (summary?.type === 'list' && work?.type === 'listForm[]') {
    const starts = work.content.map((item) => monthOf(item.startTime, TODAY)).filter((m) => m !== undefined);
    const ends = work.content.map((item) => monthOf(item.endTime, TODAY)).filter((m) => m !== undefined);
    if (starts.length > 0 && ends.length > 0) {
      const years = (Math.max(...ends) - Math.min(...starts)) / 12;
      for (const item of summary.content.items) {
        const stated = /(\d{1,2})\+?\s*(?:years?|年)/i.exec(item);
        // Never more years than the dates show ("8 years" from a start 7 years 4 months ago), nor far fewer.
        if (stated && (Number(stated[1]) > years + 0.25 || Number(stated[1]) < Math.floor(years) - 1))
          add('summary-years-disagree', `${stated[0]} vs ${years.toFixed(1)} years of dates`);
      }
    }
  }

  // A certificate the overview says is held is among the certificates listed: "BCBA certified" above a list
  // without it reads as two people.
  const listed = certificateTexts(sections).join(' ');
  if (summary?.type === 'list' && resume.family && resume.sourceText === undefined && listed !== '') {
    const claims = summary.content.items
      .flatMap((item) => item.split(/[，,。；;]|\.\s/))
      .filter((sentence) => HOLDS_CERTIFICATE.test(sentence) && !WORKING_TOWARD.test(sentence));
    for (const key of certificateKeys(resume.family, locale, student))
      if (claims.some((claim) => claim.includes(key)) && !listed.includes(key))
        add('certificate-in-overview-not-listed', key);
  }

  if (student && resume.sourceText === undefined) {
    // "实习 4 个月" beside an internship dated July to September.
    const internships = sections.filter(
      (section) => section.type === 'listForm[]' && /internship|实习/i.test(section.title),
    );
    const lasted = internships.flatMap((section) =>
      section.type === 'listForm[]'
        ? section.content.flatMap((item) => {
            const start = monthOf(item.startTime, TODAY);
            const end = monthOf(item.endTime, TODAY);
            return start === undefined || end === undefined ? [] : [end - start + 1];
          })
        : [],
    );
    if (lasted.length > 0)
      for (const line of contentLines(sections))
        for (const match of line.matchAll(INTERNSHIP_MONTHS_STATED)) {
          const months = Number(match[1] ?? match[2] ?? match[3]);
          if (!lasted.includes(months))
            add('internship-length-disagrees', `${line} (dates: ${lasted.join(', ')} months)`);
        }
    // Courses are not claims: "建筑工程概预算" is a course, not a budget owned.
    const experience = sections.filter((section) => !/education|教育/i.test(section.title));
    for (const line of contentLines(experience))
      if (SENIOR_CLAIM.test(line)) add('senior-claim-for-student', line);
    // A working professional's example line ("统筹 30 人拍摄团队…") is no student's, under any entry.
    const occupation = resume.family?.occupation;
    if (occupation) {
      const professional = new Set(
        [...occupation.achievements[resume.locale], ...occupation.leadership[resume.locale]].map(withoutMark),
      );
      for (const line of contentLines(experience))
        if (professional.has(withoutMark(line))) add('professional-line-for-student', line);
    }
    for (const text of certificateTexts(sections))
      if (text.split(/[、,，;；]/).some(seniorForStudent)) add('senior-certificate-for-student', text);
    // A licensure exam sat after graduating (护士执业资格考试 in April, the NCLEX after the degree) is not passed yet.
    for (const text of allStrings(sections))
      if (LICENCE_EXAM_PASSED.test(text)) add('licence-exam-passed-before-graduating', text);
  }

  // A student's outline asks what a student can answer: no team led, no budget owned.
  if (student && resume.sourceText === undefined) {
    // Nor a licence only a practising professional holds, where the field names a student's own certificates.
    const occupation = resume.family?.occupation;
    const studentCertificates = occupation?.student[locale].certifications ?? [];
    // A name inside a student's own certificate ("CPA" of "CPA exam section passed") is the student's too.
    const professionalOnly = studentCertificates.length
      ? (occupation?.certifications[locale] ?? []).filter(
          (name) => !studentCertificates.some((own) => own.includes(name)),
        )
      : [];
    for (const line of resume.outline.split('\n'))
      if (/certif|licen|证书|资格/i.test(line) && professionalOnly.some((name) => line.includes(name)))
        add('professional-certificate-asked-of-student', line.trim());
    // Entry bullets only: a skill such as 预算控制 is a skill, not a budget owned.
    let heading = '';
    for (const line of resume.outline.split('\n')) {
      if (line.startsWith('## ')) heading = line;
      if (/education|教育/i.test(heading)) continue;
      if (/^\s+- /.test(line) && PROMPT.test(line) && OWNER_PROMPT.test(line))
        add('owner-prompt-for-student', line.trim());
    }
  }

  // One level of a certificate across the resume: 中级 in the summary, 初级 in the certificates is a contradiction.
  const levels = new Map<string, Set<string>>();
  for (const text of strings) {
    for (const match of text.matchAll(LEVELLED_QUALIFICATION)) {
      const subject = match[2] ?? '';
      const seen = levels.get(subject) ?? new Set<string>();
      seen.add(match[1] ?? '');
      levels.set(subject, seen);
    }
  }
  for (const [subject, seen] of levels)
    if (seen.size > 1) add('certificate-levels-disagree', `${[...seen].join('/')}${subject}`);

  // An example says so once per entry and once per part (contact details each), not on every line.
  if (resume.sourceText === undefined) {
    for (const section of sections) {
      if (section.type === 'listForm[]') {
        for (const item of section.content) {
          const marks = [item.title, item.subTitle, item.startTime, item.endTime, ...item.list.items].filter(
            (text) => EXAMPLE_MARK.test(text),
          ).length;
          if (marks > 1) add('example-marked-more-than-once', `${section.title}: ${item.title}`);
        }
      } else if (
        section.type === 'list' &&
        section.content.items.filter((text) => EXAMPLE_MARK.test(text)).length > 1
      ) {
        add('example-marked-more-than-once', section.title);
      } else if (
        section.type === 'kv' &&
        !/basic|基本/i.test(section.title) &&
        section.content.filter((item) => EXAMPLE_MARK.test(item.value)).length > 1
      ) {
        add('example-marked-more-than-once', section.title);
      }
    }
  }

  // A campus or intern candidate graduates now or later, never in the past.
  if (student) {
    for (const section of sections) {
      if (section.type !== 'listForm[]' || !/education|教育/i.test(section.title)) continue;
      for (const item of section.content) {
        const end = monthOf(item.endTime, TODAY);
        const now = TODAY.getFullYear() * 12 + TODAY.getMonth();
        if (end !== undefined && end < now) add('graduation-in-the-past', `${item.title}: ${item.endTime}`);
      }
    }
  }

  // One degree: the education entries' degree is the one the rest of the resume speaks of.
  const education = sections.find(
    (section) => section.type === 'listForm[]' && /education|教育/i.test(section.title),
  );
  if (education?.type === 'listForm[]' && resume.sourceText === undefined) {
    const degrees = education.content.map((item) => item.subTitle).join(' ');
    const higher = MASTER_OR_DOCTOR.test(degrees);
    const bachelor = BACHELOR.test(degrees);
    const others = sections.filter(
      (section) => section !== education && !/certif|证书|资格|honou?r|荣誉|award/i.test(section.title),
    );
    for (const line of contentLines(others)) {
      const claimsHigher =
        /(?:硕士|博士|研究生)(?:应届|毕业|在读)|\b(?:master'?s|Ph\.?D|MBA) (?:student|graduate|candidate)\b/i.test(
          line,
        );
      if (claimsHigher && bachelor && !higher) add('degree-disagrees', line);
    }
  }

  // A career runs forwards: an earlier job is never on a higher rung of the occupation's ladder.
  const ladder = resume.family?.occupation?.ladder[locale];
  const work2 = sections.find(
    (section) => section.type === 'listForm[]' && /work|employment|工作/i.test(section.title),
  );
  if (ladder && work2?.type === 'listForm[]' && resume.sourceText === undefined) {
    const rungs = ['junior', 'senior', 'lead', 'manager', 'director', 'head'] as const;
    const rungOf = (title: string) =>
      rungs.findIndex(
        (rung) => ladder[rung] === title.replace(/[（(](?:示例|example)[^)）]*[)）]/g, '').trim(),
      );
    const found = work2.content.map((item) => rungOf(item.subTitle));
    // Entries are latest first: each earlier (later in the list) rung at most the one after it.
    for (let index = 1; index < found.length; index += 1) {
      const later = found[index - 1]!;
      const earlier = found[index]!;
      if (later >= 0 && earlier >= 0 && earlier > later)
        add(
          'career-runs-backwards',
          `${work2.content[index]!.subTitle} before ${work2.content[index - 1]!.subTitle}`,
        );
    }
  }

  if (resume.type === 'social' && (resume.seniority === 'manager' || resume.seniority === 'director')) {
    const lines = contentLines(sections);
    if (!lines.some((line) => PEOPLE_LINE.test(line))) add('manager-without-people-line', resume.job);
    if (!lines.some((line) => BUDGET_LINE.test(line))) add('manager-without-budget-line', resume.job);
  }

  if (locale === 'en-US') {
    for (const text of strings) {
      const uk = UK_SPELLINGS.exec(text);
      if (uk) add('uk-spelling', `${uk[0]} in "${text}"`);
    }
    for (const section of sections) {
      if (/campus activities/i.test(section.title)) add('chinese-convention-in-english', section.title);
    }
    const workplace = resume.family?.workplace;
    const clinicalOrTeaching = workplace === 'hospital' || workplace === 'clinic' || workplace === 'school';
    if (clinicalOrTeaching && student) {
      for (const section of sections)
        if (/internship/i.test(section.title))
          add('chinese-convention-in-english', `${section.title} (${workplace})`);
    }
    if (
      workplace &&
      ![
        'tech',
        'corporate',
        'finance',
        'accounting-firm',
        'law-firm',
        'manufacturer',
        'commerce',
        'agency',
        'media',
        'research',
        'logistics',
        'utility',
        'language-services',
        'real-estate',
        'construction',
      ].includes(workplace)
    ) {
      for (const text of strings)
        if (/return offer/i.test(text)) add('wrong-field-line', `${text} (${workplace})`);
    }
  }
  return found;
}
