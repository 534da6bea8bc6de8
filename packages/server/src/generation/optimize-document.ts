// optimize-local-resume: turns a resume read from an uploaded file into an improved outline. Every fact stays
// exactly as written; what is missing is added as prompts, and results without a number get a prompt for one.
//
// Rules:
// - Career stage: the given type, else inferred (work adding up to more than a year → experienced hire,
//   otherwise a graduating student); it decides the part order and which standard parts must exist.
// - Parts are put in the canonical order for that stage; unknown parts keep their heading and go last.
//   Known parts get their canonical title in the resume's language (the heading is not a fact).
// - Facts are never changed, but weak wording is: a weak opener becomes a plain verb that claims no more
//   ("Responsible for" → "Owned", "写了一些" → "编写"; resume-voice.ts), bullets stating a figure move to the
//   front of their entry, and a first-person summary is rewritten from the resume's own facts (role, years
//   from the dates, employer, best figure). A part the track needs (NEEDED_PARTS) that is missing is added as one prompt line; optional parts
//   (projects, certificates, campus, honours) are never added to a real resume. Missing basic
//   fields (name, phone, email, location, target role; availability for interns, graduation for graduating
//   students) are added as prompts.
// - A missing part is not added when a part that plays its role already holds real (non-prompt) content: work
//   and internship stand for each other. A student whose internships are printed under 工作经历 / Work
//   Experience keeps that part as it is (kind `work`, its canonical title, its place right after education
//   where the internship part would go) and gets no second, empty 实习经历 / Internship Experience part: the
//   heading is the writer's choice, and a part-time job is no internship, so the part is not renamed.
// - The only things dropped are template artefacts with no fact in them: in parts of kind `other`, items (and
//   entry lines) made of nothing but digits, punctuation and symbols, such as a stray footnote marker "1". A
//   part left with nothing is dropped. Every line with a word in it stays verbatim, footnotes included.
// - A work, internship, project or campus entry none of whose lines states a result (a figure, or a result word
//   such as "launched" or 上线) gets one prompt, on its first plain line, for a figure its occupation is measured
//   by (" [add a figure, such as orders handled per day]"); lines that only list things ("Tech stack: …") get none.
// - Two parts of one kind (a second skills part for languages) are one part.
// - Entries with no bullets get prompts: one or two from the family matched on the entry's own role (else the
//   resume's job); students' education gets grade and course prompts.
// - The job heading is the resume's job, else the latest role (a student's internship role read as the job
//   it leads to: "Student Nurse" → Registered Nurse; none when it names no job), else a generic title. Template placeholder runs
//   (XXX, XXXX, ×××, 某某) are taken out of it with the separators they leave ("后端开发实习生/XXXX" →
//   "后端开发实习生"); a job or role that is nothing but a placeholder counts as not written.
import type { JobType, Locale } from '@resume/contract';
import {
  type BasicFieldId,
  basicFieldLabel,
  basicFieldOfKey,
  basicFieldsFor,
} from '../knowledge/basic-fields.ts';
import { namedField } from '../knowledge/field-profiles.ts';
import { analyzeJobTitle, matchJob } from '../knowledge/match-job.ts';
import {
  interpolate,
  LISTING_BULLET_PATTERN,
  OUTLINE_PHRASING,
  PART_ORDER,
  QUANTIFIED_PATTERN,
} from '../knowledge/outline-phrasing.ts';
import { partTitleFor } from '../knowledge/section-names.ts';
import { characterSet, trimEndWhere, trimWhere } from '../lib/text-scan.ts';
import { tailorToDescription } from '../matching/tailor-document.ts';
import { findDateRange } from '../resume/dates.ts';
import { splitDegree } from '../resume/degree-line.ts';
import { mergeTwinParts } from '../resume/merge-parts.ts';
import {
  hasPrompt,
  isOnlyPrompt,
  type KeyValue,
  type PartKind,
  type ResumeDocument,
  type ResumeEntry,
  type ResumePart,
} from '../resume/resume-document.ts';
import {
  entryMonths,
  findLatestRole,
  inferJobType,
  isOngoing,
  monthOf,
  statedObjective,
} from './career-stage.ts';
import { projectMetric, topicTokens } from './example-lines.ts';
import type { OutlineInput } from './generator.ts';
import {
  basicFieldPrompt,
  buildOutlinePart,
  createOutlineContext,
  isStudent,
  type OutlineContext,
  responsibilityPrompts,
} from './outline-document.ts';
import { isTemplateLabel, stripPlaceholders } from './placeholder-text.ts';
import { writeOutNotation } from './resume-notation.ts';
import { isFirstPersonSummary, statesResult, strengthenLine } from './resume-voice.ts';

export interface OptimizeOptions {
  type?: JobType;
  /** "Present" in the resume's dates means this day; defaults to now. Tests pin it. */
  today?: Date;
}

/** Parts whose bullets are results, so a result without a number is asked for one. */
const RESULT_KINDS: ReadonlySet<PartKind> = new Set(['work', 'internship', 'project', 'campus']);

/**
 * The parts a resume of this track cannot do without; a real resume lacking one gets it as prompts. Parts it
 * can do without (projects, certificates, campus activities, honours) are never added to a real resume: a
 * template part in someone's own resume is noise they would have to delete.
 */
const NEEDED_PARTS: Readonly<Record<JobType, readonly PartKind[]>> = {
  social: ['basic', 'summary', 'work', 'education', 'skills'],
  intern: ['basic', 'summary', 'education', 'internship', 'skills'],
  campus: ['basic', 'summary', 'education', 'internship', 'skills'],
};

/** An added entries part is one prompt line (the entry's heading), not a template entry with prompt bullets. */
function asOnePrompt(part: ResumePart): ResumePart {
  if (part.shape !== 'entries') return part;
  const first = part.entries[0];
  return first ? { ...part, entries: [{ ...first, bullets: [] }] } : part;
}

/**
 * A summary prompt whose examples of strongest skills are the person's own, from their skills part ("e.g.
 * Jenkins, Groovy, Git"), not the field's; unchanged when the resume lists fewer than two skills.
 */
function withOwnSkills(part: ResumePart, resume: ResumeDocument): ResumePart {
  if (part.shape !== 'list') return part;
  const skills = ownSkills(resume);
  if (skills.length < 2) return part;
  const zh = resume.locale === 'zh-CN';
  const listed = skills.slice(0, 3).join(zh ? '、' : ', ');
  return {
    ...part,
    items: part.items.map((item) =>
      zh
        ? item.replace(/（如 [^（）\]]*）/, `（如 ${listed}）`)
        : item.replace(/\(e\.g\. [^()\]]*\)/, `(e.g. ${listed})`),
    ),
  };
}

/** The skills the person lists, in their order: values of a skills part split at commas, short ones only. */
function ownSkills(resume: ResumeDocument): string[] {
  const texts = resume.parts.flatMap((part) =>
    part.kind !== 'skills'
      ? []
      : part.shape === 'kv'
        ? part.items.map((item) => item.value)
        : part.shape === 'list'
          ? part.items
          : [],
  );
  const skills = texts
    .flatMap((text) => text.split(/[,，、;；/|]/))
    .map((skill) => skill.replace(/[（(][^（(）)]*[）)]/g, '').trim())
    .filter((skill) => skill !== '' && skill.length <= 24 && !hasPrompt(skill));
  return [...new Set(skills)];
}

/** Kinds that play each other's role: when one holds real content, the other is not added as prompts. */
const STANDS_FOR: Readonly<Partial<Record<PartKind, readonly PartKind[]>>> = {
  internship: ['work'],
  work: ['internship'],
};

/** A line with no letter in it: a stray number, footnote marker or rule ("1", "①", "——", "2."). */
const ARTEFACT_PATTERN = /^[\p{N}\p{P}\p{S}\s]*$/u;

/** The built-in optimised outline of an upload, tailored to the job description when the request has one. */
export function optimizedDocument(
  input: Extract<OutlineInput, { mode: 'optimize-local-resume' }>,
): ResumeDocument {
  const optimized = optimizeDocument({ ...input.resume, locale: input.locale }, {});
  return input.jobDescription ? tailorToDescription(optimized, input.jobDescription) : optimized;
}

export function optimizeDocument(resume: ResumeDocument, options: OptimizeOptions = {}): ResumeDocument {
  const locale = resume.locale;
  const today = options.today ?? new Date();
  const type = options.type ?? inferJobType(resume, today);
  // The person's own target first: the job they named, else the objective they wrote under their name.
  const written = stripPlaceholders(resume.job.trim()) || statedObjective(resume) || '';
  const latestRole = written ? undefined : targetFromRole(findLatestRole(resume, today), type, locale);
  const known = written || latestRole || '';
  const job = known || studentHeading(resume, type) || OUTLINE_PHRASING[locale].genericJob;
  // Prompts speak of the job only when there is one; the generic heading is not a job.
  const context = createOutlineContext(known, type, locale, written === '');
  const parts = mergeSameKind(
    resume.parts
      .map((part) => (part.kind === 'other' ? dropArtefacts(part) : part))
      .filter((part): part is ResumePart => part !== undefined),
  ).map((part) => improvePart(part, context, resume, today));
  const present = new Set(parts.map((part) => part.kind));
  const filled = new Set(resume.parts.filter(hasRealContent).map((part) => part.kind));
  for (const kind of NEEDED_PARTS[type]) {
    if (present.has(kind)) continue;
    if (STANDS_FOR[kind]?.some((other) => filled.has(other))) continue;
    const added = buildOutlinePart(kind, context);
    if (added) parts.push(asOnePrompt(kind === 'summary' ? withOwnSkills(added, resume) : added));
  }
  return { locale, job, parts: orderParts(parts, type) };
}

/**
 * The heading of a student who names no target and held no role: who they are, from their latest education's major
 * ("Computer Science Graduate", "自动化专业应届毕业生"), never a job they did not name.
 */
function studentHeading(resume: ResumeDocument, type: JobType): string | undefined {
  if (!isStudent(type)) return undefined;
  const schools = resume.parts.flatMap((part) =>
    part.kind === 'education' && part.shape === 'entries' ? part.entries : [],
  );
  const latest = schools.find((entry) => !isOnlyPrompt(entry.subTitle) && entry.subTitle.trim() !== '');
  const major = latest ? stripPlaceholders(splitDegree(latest.subTitle).area).trim() : '';
  if (major === '' || major.length > 40 || isTemplateLabel(major)) return undefined;
  const graduating = type === 'campus';
  if (resume.locale === 'zh-CN')
    return `${major.replace(/专业$/, '')}专业${graduating ? '应届毕业生' : '在校生'}`;
  return `${major} ${graduating ? 'Graduate' : 'Student'}`;
}

function orderParts(parts: readonly ResumePart[], type: JobType): ResumePart[] {
  const order = PART_ORDER[type];
  const rank = (kind: PartKind) => {
    const index = order.indexOf(kind);
    return index < 0 ? order.length : index;
  };
  return parts
    .map((part, index) => ({ part, index }))
    .sort((a, b) => rank(a.part.kind) - rank(b.part.kind) || a.index - b.index)
    .map(({ part }) => part);
}

/**
 * The job a role points to: an experienced person's latest role as written; a student's internship
 * role read as the job it leads to ("UX Design Intern" → UX/UI Designer), or none when it names none.
 */
function targetFromRole(role: string | undefined, type: JobType, locale: Locale): string | undefined {
  if (!role) return undefined;
  const { match, parsed } = analyzeJobTitle(role);
  if (!isStudent(type) && parsed.seniority !== 'intern') return role;
  if (parsed.seniority !== 'intern' && !STUDENT_ROLE.test(role)) return role;
  // "Student Nurse" is no family's title; "Nurse" is.
  const family = match?.family ?? matchJob(role.replace(STUDENT_ROLE, ' ').trim())?.family;
  return family?.names[locale];
}

/** Words that make a role a student's placement rather than a job. */
const STUDENT_ROLE = /\b(?:student|trainee)\b|学生|见习/i;

/** Parts of one kind written twice (skills, then languages under a second skills heading) become one. */
function mergeSameKind(parts: readonly ResumePart[]): ResumePart[] {
  return mergeTwinParts(parts, {
    twins: (earlier, later) =>
      later.kind !== 'other' && later.kind !== 'basic' && earlier.kind === later.kind,
  });
}

function improvePart(
  part: ResumePart,
  context: OutlineContext,
  resume: ResumeDocument,
  today: Date,
): ResumePart {
  const title =
    part.kind === 'other' ? part.title : partTitleFor(part.kind, context.locale, context.family?.workplace);
  if (isEmpty(part)) {
    // An empty part keeps its place and gets the outline's prompts, when it has any of the same shape.
    const built = buildOutlinePart(part.kind, context);
    const prompts = built && part.kind === 'summary' ? withOwnSkills(built, resume) : built;
    if (prompts && prompts.shape === part.shape) return { ...prompts, title };
    return { ...part, title };
  }
  switch (part.shape) {
    case 'kv':
      return {
        ...part,
        title,
        items:
          part.kind === 'basic' ? completeBasicItems(part.items, context, resume, today) : [...part.items],
      };
    case 'list':
      return {
        ...part,
        title,
        items:
          part.kind === 'basic'
            ? completeBasicLines(part.items, context, resume, today)
            : part.kind === 'summary'
              ? askIfYearsStale(
                  resumeVoiceSummary(
                    part.items.map((item) => writtenSummaryLine(item, context.locale)),
                    resume,
                    context,
                    today,
                  ),
                  resume,
                  context,
                  today,
                )
              : RESULT_KINDS.has(part.kind)
                ? askOnceForResult(part.items, '', context)
                : [...part.items],
      };
    case 'entries':
      return {
        ...part,
        title,
        entries: part.entries.map((entry, index) => improveEntry(part.kind, entry, index, context)),
      };
  }
}

/** True when the part holds something the person wrote, not only prompts or blanks. */
function hasRealContent(part: ResumePart): boolean {
  const real = (text: string) => text.trim() !== '' && !isOnlyPrompt(text);
  switch (part.shape) {
    case 'kv':
      return part.items.some((item) => real(item.value));
    case 'list':
      return part.items.some(real);
    case 'entries':
      return part.entries.some(
        (entry) =>
          [entry.title, entry.subTitle, entry.startTime, entry.endTime].some(real) ||
          entry.bullets.some(real),
      );
  }
}

function isArtefact(text: string): boolean {
  return ARTEFACT_PATTERN.test(text);
}

/**
 * An `other` part without the template artefacts it picked up; undefined when nothing else was in it. A part
 * that was empty to begin with is left as it is (its heading was written).
 */
function dropArtefacts(part: ResumePart): ResumePart | undefined {
  if (isEmpty(part)) return part;
  let kept: ResumePart;
  switch (part.shape) {
    case 'kv':
      kept = {
        ...part,
        items: part.items.filter((item) => !(isArtefact(item.key) && isArtefact(item.value))),
      };
      break;
    case 'list':
      kept = { ...part, items: part.items.filter((item) => !isArtefact(item)) };
      break;
    case 'entries':
      kept = {
        ...part,
        entries: part.entries
          .map((entry) => ({ ...entry, bullets: entry.bullets.filter((bullet) => !isArtefact(bullet)) }))
          .filter(
            (entry) =>
              entry.bullets.length > 0 ||
              ![entry.title, entry.subTitle, entry.startTime, entry.endTime].every(isArtefact),
          ),
      };
      break;
  }
  return isEmpty(kept) ? undefined : kept;
}

function isEmpty(part: ResumePart): boolean {
  return part.shape === 'entries' ? part.entries.length === 0 : part.items.length === 0;
}

function basicFieldIds(context: OutlineContext) {
  return basicFieldsFor(context.type);
}

function completeBasicItems(
  items: readonly KeyValue[],
  context: OutlineContext,
  resume: ResumeDocument,
  today: Date,
): KeyValue[] {
  const found = new Set(items.map((item) => basicFieldOfKey(item.key)?.id));
  const missing = basicFieldIds(context)
    .filter((id) => !found.has(id))
    .map((id) => ({
      key: basicFieldLabel(id, context.locale),
      value: missingBasicValue(id, context, resume, today),
    }));
  return [...items, ...missing];
}

/** Basic information written as plain lines ("电话：138…"): fields are found by the text before the colon. */
function completeBasicLines(
  items: readonly string[],
  context: OutlineContext,
  resume: ResumeDocument,
  today: Date,
): string[] {
  const found = new Set(items.map((item) => basicFieldOfKey(item.split(/[:：]/, 1)[0] ?? '')?.id));
  const separator = context.locale === 'zh-CN' ? '：' : ': ';
  const missing = basicFieldIds(context)
    .filter((id) => !found.has(id))
    .map(
      (id) =>
        `${basicFieldLabel(id, context.locale)}${separator}${missingBasicValue(id, context, resume, today)}`,
    );
  return [...items, ...missing];
}

/** A basic field the header did not hold: what the rest of the file states of it, else the outline's prompt. */
function missingBasicValue(
  id: BasicFieldId,
  context: OutlineContext,
  resume: ResumeDocument,
  today: Date,
): string {
  if (id === 'graduation') return graduationStated(resume, today) ?? basicFieldPrompt(id, context);
  // An experienced person's target is the role the outline is headed with, their latest one: a prompt there reads
  // as a template left at the top of a real resume. A student's guessed target stays a question.
  if (id === 'target' && !isStudent(context.type) && context.job.trim() !== '') return context.job;
  return basicFieldPrompt(id, context);
}

/**
 * The graduation the education entries state: the latest end date ("2024.06（预计）", "June 2016"), or a date a
 * line says is expected ("预计 2016年3月毕业"), as printed without the mark. The outline never asks again for a
 * date the file gives.
 */
function graduationStated(resume: ResumeDocument, today: Date): string | undefined {
  const entries = resume.parts.flatMap((part) =>
    part.kind === 'education' && part.shape === 'entries' ? part.entries : [],
  );
  const candidates = entries.flatMap((entry) => {
    // An education entry's single date ("June 2016") is when it ended.
    const end = withoutExpectedMark(entry.endTime || entry.startTime);
    const month = monthOf(end, today);
    const ends = month !== undefined && !isOngoing(end) ? [{ text: end, month }] : [];
    const said = entry.bullets.flatMap((bullet) => {
      const mark = EXPECTED_WORD.exec(bullet);
      const range = mark ? findDateRange(bullet.slice(mark.index + mark[0].length)) : undefined;
      const saidMonth = range ? monthOf(range.startTime, today) : undefined;
      return range && saidMonth !== undefined ? [{ text: range.startTime, month: saidMonth }] : [];
    });
    return [...ends, ...said];
  });
  return candidates.sort((a, b) => b.month - a.month)[0]?.text;
}

/** The word that marks a date still to come. */
const EXPECTED_WORD = /预计|预期|expected|anticipated|exp\./iu;
const isMarkEdge = characterSet(' \t（()）,，');

function withoutExpectedMark(date: string): string {
  return trimWhere(date.replace(EXPECTED_WORD, ''), isMarkEdge);
}

function improveEntry(
  kind: PartKind,
  entry: ResumeEntry,
  index: number,
  context: OutlineContext,
): ResumeEntry {
  if (entry.bullets.length === 0) return { ...entry, bullets: promptsForEntry(kind, entry, index, context) };
  if (!RESULT_KINDS.has(kind)) return { ...entry, bullets: [...entry.bullets] };
  // The person's own figures first: a reader skims the first line of each entry.
  // A rewritten English opener takes the entry's tense: past for a job that ended, present for the current one.
  const ended = entry.endTime.trim() !== '' && !isOngoing(entry.endTime);
  // The typed label goes first ("工作内容：在…部管…"), so the line's own opener is what gets strengthened.
  const bullets = entry.bullets.map((bullet) =>
    strengthenLine(writeOutNotation(bullet, context.locale), context.locale, ended),
  );
  const ordered = [...bullets.filter(statesFigure), ...bullets.filter((bullet) => !statesFigure(bullet))];
  return { ...entry, bullets: askOnceForResult(ordered, entry.subTitle, context) };
}

/**
 * An entry that states no result anywhere gets one prompt, on its first plain line, for a figure its own
 * occupation is measured by ("orders a day", "审方量"); an entry with a result gets none. One question a reader
 * can answer beats a "+30%" hint on every line, and the number of bullets stays the person's.
 */
function askOnceForResult(bullets: readonly string[], subTitle: string, context: OutlineContext): string[] {
  const answered = bullets.some((bullet) => hasPrompt(bullet) || statesResult(bullet));
  const at = bullets.findIndex((bullet) => bullet.trim() !== '' && !LISTING_BULLET_PATTERN.test(bullet));
  if (answered || at < 0) return [...bullets];
  const out = [...bullets];
  out[at] = `${out[at]!.trimEnd()}${resultPrompt(subTitle, bullets, context)}`;
  return out;
}

/** The prompt for an entry's result: one of the occupation's metrics, the one its lines speak of most. */
function resultPrompt(subTitle: string, bullets: readonly string[], context: OutlineContext): string {
  const phrasing = OUTLINE_PHRASING[context.locale];
  const role = subTitle.trim() && !isOnlyPrompt(subTitle) ? subTitle.trim() : '';
  const own = role ? matchJob(role)?.family : undefined;
  const family = own ?? context.family;
  const metrics = family?.occupation?.metrics[context.locale] ?? [];
  if (metrics.length === 0) return phrasing.measurableResult;
  const said = topicTokens(bullets.join(' '));
  const overlap = (metric: string) => [...topicTokens(metric)].filter((unit) => said.has(unit)).length;
  const metric = metrics.reduce((best, next) => (overlap(next) > overlap(best) ? next : best));
  // The resume's occupation speaks for an entry that names no role of its own only where its lines are about
  // that metric: a backend engineer's old cashier job is not asked for API latency.
  if (!own && overlap(metric) === 0) return phrasing.measurableResult;
  return interpolate(phrasing.metricResult, { metric });
}

function statesFigure(bullet: string): boolean {
  return QUANTIFIED_PATTERN.test(bullet.replace(NAMED_NUMBER, ' ')) && !hasPrompt(bullet);
}

/**
 * A number glued to letters is a name, not a figure: "S3", "Vue3", "B2B", "CET-6", "2PL", "3D", "5G". A unit
 * after a figure ("200ms", "5K", "1.2M", "3x") leaves it a figure.
 */
const NAMED_NUMBER =
  /(?<![A-Za-z\d])(?:[A-Za-z]+-?\d+[A-Za-z\d]*|\d+(?:[A-Z]{2,}|[ACDEFGHIJLNOPQRSTUVYZ])(?![a-z]))/g;

/** A chatty lead-in to a summary line: "Here's the short version:", "Here is what I bring:", "In short,", "简单说：". */
const CHATTY_LEAD =
  /^(?:here(?:'s|’s| is) (?:(?:the|my|a) (?:short|quick|brief) (?:version|summary|story)|what I bring|my (?:path|story))|in short|in a nutshell|long story short|简单(?:来)?说|简而言之|一句话(?:概括)?)\s?[:：,，—-]\s*/i;

/** A summary line without a chatty lead-in, its shorthand written out ("9 yrs w/ kids" → "9 years with kids"). */
function writtenSummaryLine(line: string, locale: Locale): string {
  const lead = CHATTY_LEAD.exec(line.trim());
  const rest = lead ? line.trim().slice(lead[0].length) : line.trim();
  const cut = rest.length >= 4 ? rest.charAt(0).toUpperCase() + rest.slice(1) : line.trim();
  return writeOutNotation(cut, locale);
}

/**
 * A summary in resume voice: a first-person one ("I am a … who loves …") is rewritten from the resume's
 * facts when it has enough of them; any other summary stays as written.
 */
function resumeVoiceSummary(
  items: readonly string[],
  resume: ResumeDocument,
  context: OutlineContext,
  today: Date,
): string[] {
  if (!items.some(isFirstPersonSummary)) return [...items];
  // The person's own figures ("6 years", "3届班主任") and plain facts ("I read prints and sit in on design
  // reviews") stay, in resume voice where that is a plain cut; only a first-person line of traits and nothing
  // else ("我热爱技术，喜欢钻研") is filler. Their own count of years beats one computed from dates.
  const factual = items.filter(
    (item) => !isFirstPersonSummary(item) || STATES_COUNT.test(item) || !TRAIT_FILLER.test(item),
  );
  const voiced = factual.map((item) => (isFirstPersonSummary(item) ? inResumeVoice(item) : item));
  const rewritten = voiced.some((item) => YEARS_STATED.test(item))
    ? undefined
    : factSummary(resume, context, today);
  if (rewritten) return [rewritten, ...voiced];
  return voiced.length > 0 ? voiced : [...items];
}

/** Traits a summary claims without a fact: a first-person line made of them says nothing a reader can check. */
const TRAIT_FILLER =
  /热爱|喜欢|热情|积极|认真|踏实|吃苦耐劳|学习能力|责任心|善于沟通|团队合作|乐观|开朗|passionate|\blove\b|enthusiastic|hard[- ]?working|team player|self[- ]?motivated|detail[- ]oriented|fast learner|eager/i;

/** Every count of years a line states; "20年3月", "24年10月", "19年底" are dates, not years of work. */
const DURATIONS =
  /(?<![\d.])(\d{1,2}(?:\.\d)?)\s?\+?\s?(?:years?\b|yrs?\b|年(?![\d一二三四五六七八九十]{1,2}月|度|底|初|末|中|上半年|下半年|起))/gi;
/** A count of years the person gives as a round figure: "about 10 years", "8+ yrs", "10多年", "近8年". */
const ROUND_YEARS =
  /(?:\b(?:about|around|approximately|roughly|nearly|almost|over|more than)\s+|~\s?|近)\d{1,2}(?:\.\d)?\s?(?:years?\b|yrs?\b|年)|\d{1,2}\s?(?:\+|多|余)\s?(?:years?\b|yrs?\b|年)/i;

/**
 * The years of work a summary line states, read as the person counts them: "8年现场…之前2年监理" and "7年注册经验
 * (之前3年QC)" add up (10), while "10年多：1年半+3年+快7年" breaks its first figure down (10). Undefined when none.
 */
function statedYears(line: string): number | undefined {
  // "8+2 years" is 10.
  const summed = line.replace(
    /(\d{1,2})\s?\+\s?(\d{1,2})(?=\s?(?:years?\b|yrs?\b|年))/gi,
    (_whole, a: string, b: string) => String(Number(a) + Number(b)),
  );
  const figures = [...summed.matchAll(DURATIONS)].map((match) => Number(match[1]));
  const [first, ...others] = figures;
  if (first === undefined) return undefined;
  const rest = others.reduce((sum, figure) => sum + figure, 0);
  return rest > 0 && rest < first ? first + rest : first;
}

/**
 * How far behind the dates, counted from the first job (not an internship), a stated figure is before it is
 * questioned: a year and a half is a resume kept since it was written, not a rounding. A figure the person rounds
 * ("about 10 years", "8+ yrs") is questioned two years behind (a blind read of session 36 found "9+ yrs" against
 * 10.5 years of dates a pointless question, and "about 9" against 11.5 a useful one).
 */
const MIN_STALE_MONTHS = 18;
const MIN_STALE_MONTHS_ROUND = 24;

/**
 * A summary that states fewer years than the person's dates add up to (a resume kept since it was written)
 * gets one question on that line; the person's figure stays theirs to change. Students' years are not counted.
 */
function askIfYearsStale(
  items: string[],
  resume: ResumeDocument,
  context: OutlineContext,
  today: Date,
): string[] {
  if (isStudent(context.type)) return items;
  const work = resume.parts.flatMap((part) =>
    part.kind === 'work' && part.shape === 'entries' ? part.entries : [],
  );
  const months = monthsSince(work.filter(isJobNotInternship), today);
  const at = items.findIndex((item) => !hasPrompt(item) && statedYears(item) !== undefined);
  const stated = at < 0 ? undefined : statedYears(items[at]!);
  const margin = at >= 0 && ROUND_YEARS.test(items[at]!) ? MIN_STALE_MONTHS_ROUND : MIN_STALE_MONTHS;
  if (months === undefined || stated === undefined || months < stated * 12 + margin) return items;
  const total = Math.floor(months / 12);
  const out = [...items];
  out[at] =
    `${out[at]!.trimEnd()}${interpolate(OUTLINE_PHRASING[context.locale].yearsStale, { years: String(total) })}`;
  return out;
}

/** An internship, traineeship or placement a student held is no year of work; one that became a job is ("实习生→工程师"). */
const INTERNSHIP_ROLE = /实习|见习|\bintern(?:ship)?\b|\btrainee\b|\bco-?op\b|\bplacement\b/i;
const BECAME_A_JOB = /→|->|转正|\bthen\b|\bpromoted\b/i;

function isJobNotInternship(entry: ResumeEntry): boolean {
  return !INTERNSHIP_ROLE.test(entry.subTitle) || BECAME_A_JOB.test(entry.subTitle);
}

/** Months from the earliest start among the entries to today; undefined when none has a readable start. */
function monthsSince(entries: readonly ResumeEntry[], today: Date): number | undefined {
  const starts = entries
    .map((entry) => monthOf(entry.startTime, today))
    .filter((month) => month !== undefined);
  if (starts.length === 0) return undefined;
  return today.getFullYear() * 12 + today.getMonth() - Math.min(...starts);
}

/** Whole years from the earliest start among the entries to today; undefined when none has a readable start. */
function yearsSince(entries: readonly ResumeEntry[], today: Date): number | undefined {
  const months = monthsSince(entries, today);
  return months === undefined ? undefined : Math.max(1, Math.floor(months / 12));
}

/** A line that counts something: digits or a number word. */
const STATES_COUNT =
  /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|a dozen)\b|[一二两三四五六七八九十百千万]/i;
const YEARS_STATED =
  /\d{1,2}\s{0,2}\+?\s{0,2}(?:years?\b|yrs?\b|seasons?\b|年)|\b(?:one|two|three|four|five|six|seven|eight|nine|ten)\s{1,2}years?\b/i;

/**
 * A later clause's "I" before its verb: after "and", "but", "&", "now", "then", a comma or a semicolon. After "so",
 * "where" or "since" the clause needs its subject and keeps it.
 */
const LATER_CLAUSE = String.raw`((?:,|;|\b(?:and|but|now|then)|&)\s+(?:(?:now|then|later|also|these days|today)\s+)?)`;
const LATER_I_AM = new RegExp(`${LATER_CLAUSE}I(?:'m|’m| am)\\s+`, 'g');
const LATER_I_HAVE = new RegExp(`${LATER_CLAUSE}I(?:'ve|’ve| have)\\s+`, 'g');
const LATER_I = new RegExp(`${LATER_CLAUSE}I\\s+(?=[a-z])`, 'g');

/**
 * "I have 6 years of…" → "6 years of…", "…and now I lead…" → "…and now lead…", "我有6年…" → "6年…", "我做…" → "从事…".
 * A line whose first sentence would still say "I" (or a Chinese one still in the first person) stays as written.
 */
function inResumeVoice(line: string): string {
  const cut = line
    .trim()
    // "I have 9 years…", "I've been in QA…", "I've sold bearings for 11 years", "I'm a CT tech…" lose their opening.
    // "I have run content…" keeps it ("Run content…" says now), and so does a line with "since" ("I've worked every
    // shift since 2016": the past alone would not take "since").
    .replace(/^(?:I have been|I've been|I am an?|I'm an?)\s+/i, '')
    .replace(
      /^(?:I have|I've)\s+(?!(?:run|come|become|put|set|cut|read|let|hit|quit|spread)\b)(?![^.;]*\bsince\b)/i,
      '',
    )
    .replace(/^(?:我|本人)(?:有|拥有|具有|具备|是一名|是一个|是)/, '')
    // "我做电新行业研究5年", "我干了8年仓储" → "从事…": the work, without the first person.
    .replace(/^(?:我|本人)(?:做|干|从事)(?:了|过)?(?=\S)/, '从事');
  if (cut === line.trim() || cut.length < 4) return line;
  // "…, and now I lead the service side": the later clauses lose their "I" too, their verb kept.
  const voiced = cut.replace(LATER_I_AM, '$1').replace(LATER_I_HAVE, '$1have ').replace(LATER_I, '$1');
  // A Chinese line still in the first person after its opening is cut stays as written; an English one may keep a
  // "my" ("…now run my own crew") and still reads better without its "I have".
  if (/\p{Script=Han}/u.test(cut) && isFirstPersonSummary(voiced)) return line;
  // "Spent 7 years…, so I build…": a sentence with no subject and then an "I" reads worse than the person's own.
  if (/\bI\b/.test(voiced.split(/[.;!?]\s/)[0] ?? '')) return line;
  return voiced.charAt(0).toUpperCase() + voiced.slice(1);
}

/** Two sentences from the resume's own facts: who they are (role, years, employer or school), and their best figure. */
function factSummary(resume: ResumeDocument, context: OutlineContext, today: Date): string | undefined {
  const zh = context.locale === 'zh-CN';
  const entriesOf = (kind: PartKind) =>
    resume.parts.flatMap((part) => (part.kind === kind && part.shape === 'entries' ? part.entries : []));
  const work = entriesOf('work');
  const best = [...work, ...entriesOf('internship'), ...entriesOf('project')]
    .flatMap((entry) => entry.bullets)
    .map((bullet) => figureSentence(strengthenLine(writeOutNotation(bullet, context.locale), context.locale)))
    .find((sentence) => sentence !== undefined);
  const bestSentence = best ? `${trimEndPunctuation(best)}${zh ? '。' : '.'}` : '';
  if (!isStudent(context.type) && work.length > 0) {
    const role = findLatestRole(resume, today) ?? context.job;
    const years = yearsSince(work.filter(isJobNotInternship), today) ?? yearsSince(work, today);
    const months = work.reduce((sum, entry) => sum + entryMonths(entry, today), 0);
    if (!role || years === undefined || months === 0) return undefined;
    // Years count toward the role only where the entries were that role (or its family): a shift supervisor's
    // years before an analyst job are work experience, not years as an analyst.
    const family = matchJob(role)?.family.id;
    const inRole = work.filter(
      (entry) =>
        entry.subTitle.trim() === role ||
        (family !== undefined && matchJob(entry.subTitle)?.family.id === family),
    );
    const roleYears = yearsSince(inRole, today) ?? 0;
    // Years under other titles of the family (Paralegal, Legal Assistant for a Senior Paralegal) are years in
    // the field, not in the role the person holds now.
    const sameTitle = inRole.every((entry) => entry.subTitle.trim() === role);
    const latest = work[0]!;
    const current = isOngoing(latest.endTime);
    // "Acme, Inc." ends its own sentence: no second full stop after it.
    const employer = latest.title.trim().replace(/\.$/, '');
    const plural = (count: number) => (count === 1 ? 'year' : 'years');
    if (zh) {
      const where = employer ? `，${current ? '现任职于' : '曾任职于'}${employer}` : '';
      const span =
        roleYears > 0 && roleYears < years
          ? `${years} 年工作经验，其中 ${roleYears} 年${sameTitle ? `${role}经验` : '相关经验'}`
          : `${years} 年${role}经验`;
      return `${span}${where}。${bestSentence}`;
    }
    const where = employer ? `; ${current ? 'currently at' : 'most recently at'} ${employer}` : '';
    // Years in the role only where the entries hold that very title: a family read from titles ("Forestry
    // Technician" and "Assistant Engine Captain") says too little to count "years in the field" on the first line.
    const span =
      roleYears > 0 && roleYears < years && sameTitle
        ? `${role} with ${years} ${plural(years)} of work experience, ${roleYears} of them in the role`
        : `${role} with ${years} ${plural(years)} of ${roleYears < years ? 'work ' : ''}experience`;
    return `${span}${where}. ${bestSentence}`.trim();
  }
  const school = entriesOf('education')[0];
  if (!school || school.title.trim() === '') return undefined;
  const degree = school.subTitle.trim();
  const graduating = school.endTime.trim();
  const internship = entriesOf('internship')[0] ?? work[0];
  if (zh) {
    const intern = internship ? `；曾在${internship.title.trim()}担任${internship.subTitle.trim()}` : '';
    return `${school.title.trim()}${degree ? ` ${degree}` : ''}${graduating ? `，${graduating} 毕业` : ''}${intern}。${bestSentence}`;
  }
  const intern = internship ? ` ${internship.subTitle.trim()} at ${internship.title.trim()}.` : '';
  return `${degree ? `${degree} student` : 'Student'} at ${school.title.trim()}${graduating ? `, graduating ${graduating}` : ''}.${intern} ${bestSentence}`.trim();
}

/**
 * The sentence of a bullet that states its figure, short enough to stand in a summary and not in the first person;
 * undefined when there is none. A whole bullet of several sentences repeated in the overview says it twice.
 */
function figureSentence(bullet: string): string | undefined {
  const sentences = bullet.split(/(?<=[.!?])\s+(?=\p{Lu})|(?<=[。！？；])/u);
  return sentences.find(
    (sentence) =>
      statesFigure(sentence) &&
      !/\b(?:I|I'm|I've|my|me)\b/.test(sentence) &&
      !isFirstPersonSummary(sentence) &&
      (/\p{Script=Han}/u.test(sentence)
        ? sentence.length <= MAX_SUMMARY_FIGURE_HAN
        : sentence.split(/\s+/).length <= MAX_SUMMARY_FIGURE_WORDS),
  );
}
const MAX_SUMMARY_FIGURE_WORDS = 30;
const MAX_SUMMARY_FIGURE_HAN = 60;

const isSentenceEnd = characterSet('。.；;，,');

function trimEndPunctuation(text: string): string {
  return trimEndWhere(text, isSentenceEnd);
}

/** Prompts for an entry written without bullets, from the family of the entry's own role when it names one. */
function promptsForEntry(
  kind: PartKind,
  entry: ResumeEntry,
  index: number,
  context: OutlineContext,
): string[] {
  const phrasing = OUTLINE_PHRASING[context.locale];
  const role = entry.subTitle.trim() && !isOnlyPrompt(entry.subTitle) ? entry.subTitle.trim() : '';
  const roleFamily = role ? matchJob(role)?.family : undefined;
  const entryContext: OutlineContext = roleFamily
    ? { ...context, job: role, family: roleFamily }
    : context.family
      ? context
      : { ...context, job: role || context.job };
  switch (kind) {
    case 'work':
    case 'internship':
      return responsibilityPrompts(entryContext, index * 2, 2);
    case 'project': {
      const metric = projectMetric(entryContext.family?.occupation?.metrics[context.locale] ?? [], '');
      // A field the general profile stands in for is no field to name.
      const field = entryContext.family && namedField(entryContext.family, context.locale);
      const second = metric
        ? interpolate(phrasing.projectMetricBullet, { metric })
        : field
          ? interpolate(phrasing.projectFieldBullet, { field })
          : entryContext.family
            ? phrasing.projectWorkBullet
            : responsibilityPrompts(entryContext, 1, 1)[0];
      return second ? [phrasing.projectBullet, second] : [phrasing.projectBullet];
    }
    case 'education': {
      if (!isStudent(context.type)) return [];
      const prompts = buildOutlinePart('education', context);
      return prompts?.shape === 'entries' ? (prompts.entries[0]?.bullets ?? []) : [];
    }
    case 'campus':
      return [...phrasing.campusBullets];
    default:
      return [];
  }
}
