// The content step of the built-in generator: every unfilled prompt of an (edited) outline becomes example
// content for the job, clearly marked as an example; everything the user wrote is kept verbatim.
//
// Rules:
// - A value, item, bullet or entry field that is only prompts (`isOnlyPrompt`) is replaced by job-specific
//   example content in the document's language, from the matched job family or, when none matches, generic
//   content built around the job title. Example content carries the marks of knowledge/example-content.ts.
// - Anything else is the user's and is kept exactly as written. That includes lines mixing facts and prompts
//   ("Cut costs by [X%]"): we keep them as they are, prompt included, rather than guess the missing figure
//   into a sentence of real facts, where an invented number could pass for a true one.
// - No part ends up empty: a part without items or entries gets example content of its kind.
// - Deterministic: examples are taken in turn from the data, never at random.
import type { JobType, Locale } from '@resume/contract';
import { BASIC_FIELDS, basicFieldOfKey, STANDARD_BASIC_FIELDS } from '../knowledge/basic-fields.ts';
import { LADDER_LEVELS, type LadderLevel, type Occupation } from '../knowledge/catalogue/occupation.ts';
import {
  beforeBracket,
  certificateMentions,
  certificationsAtStage,
  fitsEarlyCareer,
  fitsEntryYears,
  fitsShortEntry,
  fitsStudent,
  fitsYear,
  hasFigures,
  namesKey,
  TEAM_LED,
  withinGraduateReach,
} from '../knowledge/claim-scale.ts';
import { displayTitle } from '../knowledge/display-title.ts';
import {
  EDUCATION_PROMPT_TOPICS,
  EXAMPLE_CONTENT,
  EXAMPLE_MARK_PATTERN,
  EXAMPLE_MARKS,
  EXAMPLE_TIMELINE,
  type ExampleContent,
  type ExampleTimeline,
  SENTENCE_JOINER,
  WORKPLACES,
} from '../knowledge/example-content.ts';
import { fieldFamilyFor, namedField } from '../knowledge/field-profiles.ts';
import type { JobFamily, ProjectExample, WorkplaceKind } from '../knowledge/job-family.ts';
import {
  APPRENTICE_WORD,
  analyzeJobTitle,
  matchJob,
  normalizeJobPhrase,
  type Seniority,
} from '../knowledge/match-job.ts';
import { NUMBER_WORDS } from '../knowledge/number-words.ts';
import {
  type EntryKind,
  interpolate,
  jobNoun,
  OUTLINE_PHRASING,
  type OutlinePhrasing,
} from '../knowledge/outline-phrasing.ts';
import { STUDENT_LIFE, type StudentLife, studentLifeField } from '../knowledge/student-life.ts';
import { trackOfTitle } from '../knowledge/title-words.ts';
import { characterSet, isWhitespace, trimEndWhere, trimStartWhere } from '../lib/text-scan.ts';
import {
  isOnlyPrompt,
  type KeyValue,
  type PartKind,
  PROMPT_PATTERN,
  type ResumeDocument,
  type ResumeEntry,
  type ResumePart,
} from '../resume/resume-document.ts';
import { entryMonths, monthOf } from './career-stage.ts';
import { fitsEmployer, keepsSetting, settingsOf } from './employer-lines.ts';
import { underPost } from './entry-post.ts';
import {
  addMonths,
  cityNamedIn,
  cityNamedInTitle,
  EXAMPLE_CITIES,
  exampleTimeline,
  experienceStart,
  fitsTenure,
  monthsBetween,
  projectSpan,
  type Stage,
  studyYears,
  timelineOffset,
  timelineShift,
  titleHash,
  usMonth,
  YEARS_OF_EXPERIENCE,
  YEARS_SERVED,
} from './example-dates.ts';
import {
  BUDGET_LINE,
  CREDENTIAL_LINE,
  describesSameWork,
  LEAD_CLAIM,
  oneOption,
  PEOPLE_LINE,
  tellsSameResult,
  topicTokens,
} from './example-lines.ts';
import {
  earlierRole,
  graduationYearFor,
  ladderLevelOf,
  leadsPeople,
  namesRank,
  ranksAbove,
  studentCompetitionAward,
  withGraduationYear,
} from './occupation-examples.ts';
import { asDeliverable, inPastTense } from './past-tense.ts';
import { isPersonalOutline, personalContent } from './personal-content.ts';

export interface FillContext {
  /** The target job; empty to use the document's heading. */
  job: string;
  type: JobType | null;
}

/** How many examples a skills value lists. */
const SKILL_EXAMPLES = 4;
/** "e.g. Go, Java" / "如 Python、SQL" inside a prompt: the example a prompt already suggests. */
const EXAMPLE_OPENING = /(?:^|[\s,，、;；:：(（])(?:e\.g\.|eg\.|for example|such as|例如|比如|如)/i;

/** "[Languages, e.g. Go, Java]" → { before: "Languages,", example: "Go, Java" }; undefined without an example. */
function exampleIn(inner: string): { before: string; example: string } | undefined {
  const opening = EXAMPLE_OPENING.exec(inner);
  if (!opening) return undefined;
  let rest = trimStartWhere(inner.slice(opening.index + opening[0].length), isWhitespace);
  if (rest.startsWith(':') || rest.startsWith('：')) rest = trimStartWhere(rest.slice(1), isWhitespace);
  return rest === '' ? undefined : { before: inner.slice(0, opening.index), example: rest };
}

export function fillExamples(document: ResumeDocument, context: FillContext): ResumeDocument {
  const job = context.job.trim() || document.job.trim() || OUTLINE_PHRASING[document.locale].genericJob;
  const generic = job === OUTLINE_PHRASING[document.locale].genericJob;
  // A real person's outline gets their facts only: examples are for templates.
  if (isPersonalOutline(document)) return personalContent(document, generic ? undefined : job);
  const family =
    matchJob(job)?.family ?? matchJob(document.job)?.family ?? (generic ? undefined : fieldFamilyFor(job));
  const stage: Stage = context.type
    ? context.type === 'social'
      ? 'experienced'
      : 'student'
    : inferStage(document);
  const today = new Date();
  const seniority = generic ? undefined : analyzeJobTitle(job).parsed.seniority;
  // A career as long as the title's level says, or, where it names none, as the occupation's own overview says: a
  // helper "with a year supporting HVAC crews" is early in a career, not nine years into one.
  const careerLevel =
    seniority ??
    (family && saysEarlyCareer(family.summary[document.locale].experienced) ? 'junior' : undefined);
  const offset = stage === 'experienced' ? timelineOffset(job, careerLevel) : 0;
  const filler = new ExampleFiller(
    document.locale,
    job,
    family,
    stage,
    experienceStart(document, stage, today, offset, careerLevel),
    seniority,
    today,
    offset,
    careerLevel,
  );
  return {
    locale: document.locale,
    job: document.job,
    parts: document.parts.map((part) => filler.fillPart(part)),
  };
}

/** Appends the example mark: the figures mark to sentences with numbers, the plain mark otherwise. */
export function markExample(text: string, locale: Locale, kind: 'value' | 'sentence'): string {
  if (EXAMPLE_MARK_PATTERN.test(text)) return text;
  const marks = EXAMPLE_MARKS[locale];
  return text + (kind === 'sentence' && hasFigures(text) ? marks.figures : marks.name);
}

/** True when the text carries an example mark. */
export function isExampleText(text: string): boolean {
  return EXAMPLE_MARK_PATTERN.test(text);
}

/** Without a job type, an outline with work experience belongs to an experienced hire. */
function inferStage(document: ResumeDocument): Stage {
  const kinds = new Set(document.parts.map((part) => part.kind));
  if (kinds.has('work')) return 'experienced';
  return kinds.has('internship') || kinds.has('campus') ? 'student' : 'experienced';
}

/** An example name that says so itself: 示例大学, Example University, Sample Health System. */
const SAYS_EXAMPLE = /^示例|\b(?:Example|Sample)\b/;

/** A title that is an abbreviation only: "BA", "RVT", "SDET", "HRBP". */
const BARE_ABBREVIATION = /^[A-Z][A-Z0-9&]{1,5}$/;
/**
 * A classification's name rather than a post: "证券保荐承销专业人员", "染整工程技术人员" (the 职业分类大典's …人员),
 * "Ushers, Lobby Attendants, and Ticket Takers", "Butchers and Meat Cutters" (O*NET's plural groups). No employer
 * gives such a title; the job entry holds the occupation's own.
 */
function isClassificationName(title: string): boolean {
  return /人员$/.test(title) || (/,| and /.test(title) && /[a-z][a-rt-z]s$/.test(title));
}

function entryKindOf(kind: PartKind): EntryKind {
  switch (kind) {
    case 'internship':
    case 'project':
    case 'education':
    case 'campus':
      return kind;
    default:
      return 'work';
  }
}

class ExampleFiller {
  private readonly phrasing: OutlinePhrasing;
  private readonly content: ExampleContent;
  /** Next index per example source, so successive prompts get successive examples. */
  private readonly counters = new Map<string, number>();
  /** The outline's fixed prompts (leadership, internship outcome…) and their examples. */
  private readonly fixedExamples: ReadonlyMap<string, string>;

  /** The example texts of the block being filled (see `inBlock`); undefined outside one. */
  private block: string[] | undefined;
  /** Example sentences already in this resume. */
  private readonly usedSentences = new Set<string>();
  /** The example project each project entry names, chosen once (projectAt). */
  private readonly chosenProjects = new Map<number, ProjectExample>();
  /** Clubs, volunteering and internship outcomes of students heading for this family's field. */
  private readonly studentLife: StudentLife;

  constructor(
    private readonly locale: Locale,
    private readonly job: string,
    private readonly family: JobFamily | undefined,
    private readonly stage: Stage,
    /** Month (since year 0) the work history starts: what a summary's years of experience must agree with. */
    private readonly workStart: number | undefined,
    /** The level the title names: a manager's resume shows people and budget, a career runs up to it. */
    private readonly seniority: Seniority | undefined,
    /** Today: example dates are relative to it (a campus candidate graduates in the coming June). */
    private readonly today: Date,
    /** Months this resume's example career moves from the written timeline, so careers differ by title. */
    private readonly monthOffset = 0,
    /** The level the career's length follows: the title's, or an early career the occupation's overview speaks of. */
    private readonly careerLevel: Seniority | undefined = seniority,
  ) {
    this.phrasing = OUTLINE_PHRASING[locale];
    this.content = EXAMPLE_CONTENT[locale];
    this.studentLife =
      STUDENT_LIFE[studentLifeField(family?.workplace, family?.pathway, family?.occupation?.isco)][locale];
    const fixed = { ...this.content.fixedPrompts, internshipOutcome: this.studentLife.internshipOutcome };
    this.fixedExamples = new Map(
      (Object.keys(fixed) as (keyof typeof fixed)[]).map((name) => [this.phrasing[name], fixed[name]]),
    );
  }

  fillPart(part: ResumePart): ResumePart {
    switch (part.shape) {
      case 'kv': {
        // Contact details are marked one by one: a made-up phone number must never pass for the person's.
        if (part.kind === 'basic') {
          const items = part.items.map((item) => this.fillKeyValue(part.kind, item));
          return { ...part, items: items.length > 0 ? items : this.exampleKeyValues(part.kind, part.title) };
        }
        const { value: filled, made } = this.inBlock(() => {
          const items = part.items.map((item) => this.fillKeyValue(part.kind, item));
          return items.length > 0 ? items : this.exampleKeyValues(part.kind, part.title);
        });
        const values = this.markedOnce(
          filled.map((item) => item.value),
          made,
        );
        return { ...part, items: filled.map((item, index) => ({ ...item, value: values[index]! })) };
      }
      case 'list': {
        // One overview prompt gets the whole example overview; several share its sentences out.
        const prompts = part.items.filter(isOnlyPrompt).length;
        const { value: items, made } = this.inBlock(() => {
          const filled = part.items.map((item) =>
            isOnlyPrompt(item) ? this.exampleListItem(part.kind, item, prompts) : item,
          );
          return filled.length > 0 ? filled : this.exampleListItems(part.kind);
        });
        return { ...part, items: this.markedOnce(items, made) };
      }
      case 'entries': {
        const entries = part.entries.map((entry) =>
          this.entryMarkedOnce(() => this.fillEntry(part.kind, entry)),
        );
        return {
          ...part,
          entries: entries.length > 0 ? entries : [this.entryMarkedOnce(() => this.exampleEntry(part.kind))],
        };
      }
    }
  }

  /**
   * Runs `build` as one block (a part or an entry): the example texts it makes are collected unmarked, for
   * `markedOnce` to mark once between them. A resume that says "(example)" on every line says nothing.
   */
  private inBlock<T>(build: () => T): { value: T; made: string[] } {
    const outer = this.block;
    const made: string[] = [];
    this.block = made;
    try {
      return { value: build(), made };
    } finally {
      this.block = outer;
    }
  }

  /**
   * The texts with one example mark, on the first that is an example: the mark that asks for real figures
   * when that text has them, the plain mark otherwise.
   */
  private markedOnce(texts: readonly string[], made: readonly string[]): string[] {
    const examples = new Set(made);
    // A name that says it is one (示例大学, Example University) takes no second mark ("示例大学（示例）"): where it is
    // the only example text, the mark goes on the text after it (the degree), never on a date.
    let first = texts.findIndex((text) => examples.has(text) && !SAYS_EXAMPLE.test(text));
    if (first < 0) {
      const named = texts.findIndex((text) => examples.has(text));
      const after = texts.findIndex(
        (text, index) => index > named && text.trim() !== '' && !/\d{4}/.test(text),
      );
      first = named >= 0 && after >= 0 ? after : named;
    }
    if (first < 0 || texts.some(isExampleText)) return [...texts];
    // The mark asks for the person's own figures only where it stands on figures ("ISO 22301" is none).
    const marks = EXAMPLE_MARKS[this.locale];
    const mark = hasFigures(texts[first]!) ? marks.figures : marks.name;
    return texts.map((text, index) => (index === first ? text + mark : text));
  }

  /** An entry with one mark: on its first example bullet, else on its organisation, else on its role. */
  private entryMarkedOnce(build: () => ResumeEntry): ResumeEntry {
    const { value: entry, made } = this.inBlock(build);
    const texts = [...entry.bullets, entry.title, entry.subTitle, entry.startTime, entry.endTime];
    const marked = this.markedOnce(texts, made);
    const count = entry.bullets.length;
    return {
      bullets: marked.slice(0, count),
      title: marked[count]!,
      subTitle: marked[count + 1]!,
      startTime: marked[count + 2]!,
      endTime: marked[count + 3]!,
    };
  }

  private fillKeyValue(kind: PartKind, item: KeyValue): KeyValue {
    const key = isOnlyPrompt(item.key) ? promptText(item.key) : item.key;
    const value = isOnlyPrompt(item.value) ? this.exampleValue(kind, key, item.value) : item.value;
    return { key, value };
  }

  /** Example content for a key's prompt, most specific source first. */
  private exampleValue(kind: PartKind, key: string, prompt: string): string {
    const field = basicFieldOfKey(key);
    if (field?.id === 'target')
      return this.knowsJob() ? displayTitle(this.job) : this.mark(promptText(prompt));
    if (field) return this.mark(this.basicExample(field));
    const normalizedKey = key.trim().toLowerCase();
    const phrasings = [this.phrasing, OUTLINE_PHRASING[otherLocale(this.locale)]];
    // The certificates line lists the certificates the resume holds, the overview's first, whatever a skill group
    // of the same name suggests.
    if (phrasings.some((phrasing) => phrasing.certificatesKey.toLowerCase() === normalizedKey)) {
      const certifications = this.certifications();
      // Two, or up to three when the overview names three.
      const named = certifications.filter((name) => this.overviewNames(name)).length;
      const shown = Math.min(3, Math.max(2, named));
      if (certifications.length > 0) return this.mark(this.join(certifications.slice(0, shown)));
    }
    const group = [
      ...(this.family?.skillGroups[this.locale] ?? []),
      ...(this.family?.skillGroups[otherLocale(this.locale)] ?? []),
    ].find((candidate) => candidate.name.toLowerCase() === normalizedKey);
    if (group) return this.mark(this.join(group.examples.slice(0, SKILL_EXAMPLES)));
    if (phrasings.some((phrasing) => phrasing.languages.key.toLowerCase() === normalizedKey)) {
      // A trade learnt at a vocational school is not asked for CET-6 or a second language.
      return this.mark(
        this.family?.pathway === 'vocational' ? VOCATIONAL_LANGUAGES[this.locale] : this.content.languages,
      );
    }
    const honor = this.honorExample(key);
    if (honor) return this.mark(honor);
    const genericSkill = this.phrasing.genericSkills.findIndex(
      (skill) => skill.key.toLowerCase() === normalizedKey,
    );
    if (genericSkill >= 0)
      return this.mark(
        this.generic(genericSkill === 0 ? this.content.generic.skills : this.content.generic.tools),
      );
    const suggested = suggestedExample(prompt);
    if (suggested) return this.mark(suggested);
    if (kind === 'skills') {
      const tools = this.family?.tools[this.locale];
      return this.mark(
        tools ? this.join(tools.slice(0, SKILL_EXAMPLES)) : this.generic(this.content.generic.tools),
      );
    }
    return this.mark(promptText(prompt));
  }

  private exampleListItem(kind: PartKind, prompt: string, promptsInPart: number): string {
    switch (kind) {
      case 'summary':
        if (promptsInPart > 1) return this.sentence(this.take('summary', this.summarySentences()));
        return this.sentence(this.summarySentences().join(SENTENCE_JOINER[this.locale]));
      case 'certificates': {
        const certifications = this.certifications();
        // One prompt for the part lists the certificates the overview names, so the overview's claims are here, and
        // the field's own first one beside them when the overview leaves it out: a school nurse's NCSN beside the
        // RN licence it rests on (not any other: an ammonia operator's CARO wants no EPA 608 added).
        const named = promptsInPart === 1 ? certifications.filter((name) => this.overviewNames(name)) : [];
        const [first] = certificationsAtStage(this.family, this.locale, this.stage === 'student').map(
          (name) => oneOption(name),
        );
        // Not another level of a named one: 助理社会工作师 beside 社会工作师 would be two levels held at once.
        const sameQualification = (name: string, other: string) =>
          name === other || name.includes(beforeBracket(other)) || other.includes(beforeBracket(name));
        const basic =
          first !== undefined && !named.some((other) => sameQualification(first, other)) ? first : undefined;
        if (named.length > 0) return this.mark(this.join([...named, ...(basic ? [basic] : [])].slice(0, 3)));
        if (certifications.length > 0) return this.mark(this.take('certificates', certifications));
        break;
      }
      case 'work':
      case 'internship':
      case 'project':
        return this.sentence(this.nextAchievement(this.stageFit()));
      case 'campus':
        return this.sentence(this.take('campus', this.studentLife.bullets));
      case 'education':
        return this.sentence(this.educationBullet(prompt));
      default:
        break;
    }
    const suggested = suggestedExample(prompt);
    return this.mark(suggested ?? promptText(prompt));
  }

  private fillEntry(kind: PartKind, entry: ResumeEntry): ResumeEntry {
    const entryKind = entryKindOf(kind);
    const index = this.next(`entry:${entryKind}`);
    const example = this.exampleHeader(entryKind, index);
    const fields = [entry.title, entry.subTitle, entry.startTime, entry.endTime];
    // A wholly unfilled header is one example: the organisation carries the mark for the entry.
    const wholeHeader =
      isOnlyPrompt(entry.title) && fields.every((field) => field.trim() === '' || isOnlyPrompt(field));
    const fill = (field: string, value: string, marked: boolean) =>
      isOnlyPrompt(field) ? (marked ? this.mark(value) : value) : field;
    const header = {
      title: fill(entry.title, example.title, true),
      subTitle: fill(entry.subTitle, example.subTitle, !wholeHeader),
      startTime: fill(entry.startTime, example.startTime, !wholeHeader),
      endTime: fill(entry.endTime, example.endTime, !wholeHeader),
    };
    const entryFit = this.entryFit(
      entryKind,
      { ...header, bullets: [] },
      isOnlyPrompt(entry.title) ? example.title : undefined,
    );
    // One entry, one setting: the kinds of workplace its lines have named so far.
    const settings = new Set<string>();
    const fit = (sentence: string) =>
      entryFit(sentence) && keepsSetting(sentence, settings, header.title, this.locale);
    // A project prompt with no line of this project to give is left out, not filled with another's line.
    const tense = this.tenseOf(header.endTime);
    const bullets = entry.bullets
      .map((bullet, position) => {
        if (!isOnlyPrompt(bullet)) return bullet;
        const example = this.exampleBullet(
          entryKind,
          index,
          position,
          isOnlyPrompt(entry.title),
          bullet,
          fit,
        );
        if (example === '') return '';
        for (const kind of settingsOf(example, this.locale)) settings.add(kind);
        // A work entry's title is the post: a line naming another rank drops that clause.
        return this.sentence(tense(entryKind === 'work' ? underPost(example, header.subTitle) : example));
      })
      .filter((bullet) => bullet !== '');
    const subTitle =
      entryKind === 'project' && isOnlyPrompt(entry.subTitle)
        ? this.projectRoleFor(header.subTitle, bullets)
        : header.subTitle;
    return { ...header, subTitle, bullets };
  }

  /** A basic field's example: the city one of several by title, so not every example person lives in one city. */
  private basicExample(field: { id: string; example: Readonly<Record<Locale, string>> }): string {
    if (field.id === 'location')
      return this.namedCity() ?? cyclic(EXAMPLE_CITIES[this.locale], titleHash(this.job)) ?? '';
    return withGraduationYear(field.example[this.locale], this.today, this.job);
  }

  /** Last month, on the written timeline's years ("2025-10" in November 2026 for a career moved a year and a month). */
  private lastMonthOnTimeline(): string {
    const now = `${this.today.getFullYear()}-${String(this.today.getMonth() + 1).padStart(2, '0')}`;
    return addMonths(now, -1 - 12 * this.timelineShift() - this.monthOffset);
  }

  /** Months a US placement moves from the written July–September: a summer internship, or a placement in term. */
  private usPlacementShift(): number {
    const workplace = this.family?.workplace;
    return workplace && IN_TERM_PLACEMENTS.has(workplace) ? -6 : -1;
  }

  /**
   * The city the title or this resume's own lines name ("采购员-东莞", "a Las Vegas resort"), where they name one: the
   * person lives there.
   */
  private namedCity(): string | undefined {
    const family = this.family;
    const inTitle = cityNamedInTitle(this.job, this.locale);
    if (inTitle || !family) return inTitle;
    return cityNamedIn(
      [
        ...this.summarySentences(),
        ...this.certifications(),
        ...this.workplaces(),
        ...(this.stage === 'student'
          ? (family.occupation?.student[this.locale].achievements ?? [])
          : family.achievements[this.locale].slice(0, 6)),
      ],
      this.locale,
    );
  }

  /** How an entry's example lines are worded: an English entry that ended, in the past tense. */
  private tenseOf(endTime: string): (line: string) => string {
    const ended = this.locale === 'en-US' && endTime.trim() !== '' && !endTime.includes(this.content.present);
    return ended ? inPastTense : (line) => line;
  }

  /** An example project's role: the lead's when a line of it says the person led ("带领 6 人", "Led a team"). */
  private projectRoleFor(role: string, bullets: readonly string[]): string {
    if (!bullets.some((bullet) => LEAD_CLAIM.test(bullet))) return role;
    const lead = this.content.projectLeadRole;
    return role.startsWith(this.content.projectRole) ? role.replace(this.content.projectRole, lead) : role;
  }

  private exampleEntry(kind: PartKind): ResumeEntry {
    const entryKind = entryKindOf(kind);
    const index = this.next(`entry:${entryKind}`);
    const header = this.exampleHeader(entryKind, index);
    const count = entryKind === 'education' || entryKind === 'campus' ? 1 : 2;
    const fit = this.entryFit(entryKind, { ...header, bullets: [] }, header.title);
    const tense = this.tenseOf(header.endTime);
    const bullets = Array.from({ length: count }, (_, position) =>
      this.exampleBullet(entryKind, index, position, true, '', fit),
    )
      .filter((bullet) => bullet !== '')
      .map((bullet) => this.sentence(tense(bullet)));
    const subTitle =
      entryKind === 'project' ? this.projectRoleFor(header.subTitle, bullets) : header.subTitle;
    return { ...header, subTitle, title: this.mark(header.title), bullets };
  }

  /** Organisation, role and dates of the `index`-th example entry of a kind; unmarked. */
  private exampleHeader(kind: EntryKind, index: number): Omit<ResumeEntry, 'bullets'> {
    // A project of its era (the pandemic's outbreak response) runs in that era's years, whatever the title moves.
    const project = kind === 'project' ? this.projectAt(index) : undefined;
    const ofItsEra =
      this.stage === 'experienced' &&
      project !== undefined &&
      OF_AN_ERA.test(`${project.name} ${project.description}`);
    const unmoved = -(12 * this.timelineShift() + this.monthOffset);
    const [written = '', writtenEnd = ''] = ofItsEra
      ? PANDEMIC_YEARS.map((date) => addMonths(date, unmoved))
      : ((kind === 'project' && this.stage === 'experienced'
          ? projectSpan(this.timeline(), index, this.job, this.lastMonthOnTimeline())
          : cyclic(this.timeline()[kind], index)) ?? []);
    // A US summer internship runs June to August; a Chinese one July to September (after the term ends). A US
    // student teacher's or clinical student's placement runs in term, January to March, not over the summer.
    const moved = kind === 'internship' && this.locale === 'en-US' ? this.usPlacementShift() : 0;
    const [start, end] = [written, writtenEnd].map((date) =>
      moved !== 0 && /^\d{4}-\d{2}$/.test(date) ? addMonths(date, moved) : date,
    ) as [string, string];
    const schoolYear = kind === 'education' || kind === 'campus';
    const dates = {
      startTime: this.formatDate(start, schoolYear),
      endTime: this.formatDate(end, schoolYear),
    };
    const role = this.family?.names[this.locale] ?? this.job;
    const occupation = this.family?.occupation;
    // Earlier jobs hold the titles of the rungs below the one applied for: a career runs forwards.
    const workRole = (position: number) =>
      occupation && position > 0
        ? earlierRole(occupation, this.locale, this.ladderLevel(occupation), position)
        : role;
    switch (kind) {
      case 'work':
        // The latest job carries the title applied for ("高级Java开发工程师", "Sales Manager"); earlier
        // ones the family's usual title, a step before it.
        return {
          title: this.workplace(index),
          subTitle:
            index === 0 && this.stage === 'experienced' && this.knowsJob()
              ? this.roleLine()
              : workRole(index),
          ...dates,
        };
      case 'internship':
        return {
          title: this.workplace(index),
          // A role that already names its track ("Operating Engineer Apprentice", "会计实习生") is not made an intern twice.
          subTitle:
            occupation?.ladder[this.locale].intern ??
            (trackOfTitle(role) ? role : interpolate(this.content.internRole, { role })),
          ...dates,
        };
      case 'project':
        // The role says what the bullets claim: a lead's project is theirs to lead; an experienced person's
        // project is done in their own job ("化工工程师"), not as a template's "核心成员".
        return {
          title: this.projectName(index),
          subTitle: leadsPeople(this.seniority)
            ? this.content.projectLeadRole
            : this.stage === 'experienced' && this.knowsJob()
              ? this.roleLine()
              : this.content.projectRole,
          ...dates,
        };
      case 'education': {
        const { subTitle, vocational } = this.credential();
        // The school runs as long as its credential: 高职 three years, an associate degree two, a master's two or three.
        if (end) dates.startTime = this.formatDate(this.enrolled(), true);
        return {
          // A high school diploma is earned at a high school, not at a technical college.
          title: HIGH_SCHOOL_CREDENTIAL.test(subTitle)
            ? this.content.highSchool
            : vocational
              ? this.content.vocationalSchool
              : this.content.school,
          subTitle,
          ...dates,
        };
      }
      case 'campus': {
        // Activities run within the school years: a two-year programme's student joined no club two years ago.
        const enrolled = this.enrolled();
        if (start < enrolled) {
          const [, schoolEnd = ''] = this.timeline().education[0] ?? [];
          const moved = (yearMonth: string) => addMonths(yearMonth, monthsBetween(start, enrolled) + index);
          dates.startTime = this.formatDate(moved(start), true);
          // One still running at graduation is written as ongoing.
          const until = moved(end);
          dates.endTime = this.formatDate(schoolEnd !== '' && until >= schoolEnd ? 'present' : until, true);
        }
        return {
          title: cyclic(this.studentLife.organisations, index) ?? '',
          subTitle: cyclic(this.studentLife.roles, index) ?? '',
          ...dates,
        };
      }
    }
  }

  /** A bullet of the `entryIndex`-th entry; a project's first bullet describes the example project it names. */
  private exampleBullet(
    kind: EntryKind,
    entryIndex: number,
    position: number,
    exampleTitle: boolean,
    prompt: string,
    fit: (sentence: string) => boolean,
  ): string {
    // An example project's first bullet describes that project, whatever the prompt asked.
    if (kind === 'project' && position === 0 && exampleTitle) return this.projectDescription(entryIndex, fit);
    const own = this.ownLeadershipLine(prompt.trim(), fit);
    if (own !== undefined) return own;
    const fixed = this.fixedExamples.get(prompt.trim());
    // A senior's hard problem: the occupation's own line where it has one left, not the stock line of every field
    // ("Owned a long-standing problem spanning 3 teams" under a café manager). A team or a budget keeps its stock line
    // where the occupation has none: a manager's resume shows people and money.
    if (fixed && this.family?.occupation && prompt.trim() === this.phrasing.seniorBullet) {
      const line = this.nextAchievement(fit, true);
      if (line !== '') return line;
    }
    if (fixed) return fixed;
    switch (kind) {
      case 'education':
        // Years into a career, a degree stands on its own: coursework is a student's line, and the optional
        // honours-or-thesis prompt is the person's to answer or leave.
        if (
          this.stage === 'experienced' &&
          !EDUCATION_PROMPT_TOPICS.courses.test(prompt) &&
          !EDUCATION_PROMPT_TOPICS.gpa.test(prompt)
        )
          return '';
        return this.educationBullet(prompt);
      case 'campus':
        return this.take('campus', this.studentLife.bullets);
      case 'project':
        return exampleTitle ? this.projectBullet(entryIndex, fit) : this.nextAchievement(fit);
      default:
        return this.nextAchievement(fit, position > 0);
    }
  }

  /**
   * For the team and budget prompts of a lead's entry: the occupation's own line of that kind ("带领 4 人业务连续性
   * 团队…"), or '' when the resume already said it, so no stock "team of 6" sits beside the occupation's team of
   * 4; undefined for other prompts, or where the occupation has no such line.
   */
  private ownLeadershipLine(prompt: string, fit: (sentence: string) => boolean): string | undefined {
    const kind =
      prompt === this.phrasing.leadershipBullet
        ? (line: string) => PEOPLE_LINE.test(line)
        : prompt === this.phrasing.budgetBullet
          ? (line: string) => BUDGET_LINE.test(line)
          : undefined;
    if (!kind) return undefined;
    const lines = (this.family?.occupation?.leadership[this.locale] ?? []).filter(kind);
    if (lines.length === 0) return undefined;
    const unused = lines.find((line) => fit(line) && !this.isUsed(line));
    if (unused) {
      this.usedSentences.add(unused);
      return unused;
    }
    return lines.some((line) => this.usedSentences.has(line)) ? '' : undefined;
  }

  /**
   * A further line of the `index`-th example project: the occupation's own line that speaks most of what the
   * project is about (two words in common at least, three Chinese character pairs), never a certificate or an award;
   * '' when none does, so no other job's result sits under the project.
   */
  private projectBullet(index: number, fit: (sentence: string) => boolean): string {
    const project = this.projectAt(index);
    const occupation = this.family?.occupation;
    if (!project || !occupation) return this.nextAchievement(fit);
    const about = topicTokens(`${project.name} ${project.description}`);
    // A lead's lines only for a lead: a "小组成员" does not lead the team. A student's course project takes a
    // student's line only, and not an internship's: a professional's result ("统筹 30 人拍摄团队", "180 customers a
    // shift") is no course project's.
    const candidates =
      this.stage === 'student'
        ? occupation.student[this.locale].achievements.filter((sentence) => !INTERNSHIP_WORD.test(sentence))
        : [
            ...(leadsPeople(this.seniority) ? occupation.leadership[this.locale] : []),
            ...occupation.achievements[this.locale],
          ];
    let best: string | undefined;
    // Two words in common; three in Chinese, whose character pairs share by chance ("管理", "控制" of a hypertension
    // programme and an outbreak response).
    let bestShared = this.locale === 'zh-CN' ? 2 : 1;
    for (const sentence of candidates) {
      if (!fit(sentence) || CREDENTIAL_LINE.test(sentence) || this.isUsed(sentence)) continue;
      const shared = [...topicTokens(sentence)].filter((token) => about.has(token)).length;
      if (shared > bestShared) {
        best = sentence;
        bestShared = shared;
      }
    }
    if (best === undefined) return '';
    this.usedSentences.add(best);
    return best;
  }

  /** The example education's credential ("Welding Technology (AAS)", "中医学 本科") and whether it is a trade's. */
  private credential(): { subTitle: string; vocational: boolean } {
    const major = oneOption(this.family?.education[this.locale].majors[0] ?? this.content.genericMajor);
    // An apprentice of a trade no occupation names learns it at a vocational school or on the job, not for a
    // bachelor's ("Operating Engineer Apprentice").
    const vocational =
      this.family?.pathway === 'vocational' ||
      (this.stage === 'student' && !this.family?.occupation && APPRENTICE_WORD.test(this.job));
    const subTitle = this.degreeFor(
      interpolate(vocational ? this.content.vocationalDegree : this.content.degree, { major }),
      major,
    );
    return { subTitle, vocational };
  }

  /** The September the example person enrolled, on the timeline's own years: as long before graduating as the credential takes. */
  private enrolled(): string {
    const [, graduated = ''] = this.timeline().education[0] ?? [];
    const { subTitle, vocational } = this.credential();
    return `${Number(graduated.slice(0, 4)) - studyYears(subTitle, this.locale, vocational)}-09`;
  }

  /**
   * The degree of the education entry, the one the overview speaks of; a major that names its own
   * credential ("Veterinary Technology (AAS)", "护理学（本科）", "Juris Doctor") is the whole entry; a student
   * overview written for a master's student ("硕士在读", "master's student") makes the entry a master's, so one degree runs throughout.
   */
  private degreeFor(bachelor: string, major = ''): string {
    if (OWN_CREDENTIAL.test(major)) return major;
    if (!this.family) return bachelor;
    const zh = this.locale === 'zh-CN';
    if (this.stage !== 'student') {
      // An experienced overview or career that speaks of the person's doctorate ("PhD physicist", a postdoc's rung)
      // has a doctorate in the education part, not a bachelor's beside it.
      const career = [
        ...this.family.summary[this.locale].experienced,
        ...Object.values(this.family.occupation?.ladder[this.locale] ?? {}),
      ].join(' ');
      if (!OWN_DOCTORATE.test(career)) return bachelor;
      return zh ? bachelor.replace('本科', '博士') : bachelor.replace("Bachelor's in", 'PhD,');
    }
    const overview = this.family.summary[this.locale].student.join(' ');
    if (/博士|\bPh\.?D\b|\bdoctoral\b/i.test(overview))
      return zh ? bachelor.replace('本科', '博士') : bachelor.replace("Bachelor's", 'PhD');
    if (!/硕士|研究生|\bmaster'?s\b|\bM\.S\.|\bMS student\b/i.test(overview)) return bachelor;
    return zh ? bachelor.replace('本科', '硕士') : bachelor.replace("Bachelor's", "Master's");
  }

  /**
   * The rung of the title applied for: where the occupation's ladder names it ("Art Director" may be a lead's
   * title, not a director's), else what its seniority words say.
   */
  private ladderLevel(occupation: Occupation): LadderLevel {
    const typed = normalizeJobPhrase(this.job);
    for (const locale of [this.locale, otherLocale(this.locale)])
      for (const level of LADDER_LEVELS)
        if (normalizeJobPhrase(occupation.ladder[locale][level]) === typed) return level;
    if (
      normalizeJobPhrase(occupation.names[this.locale]) === typed ||
      normalizeJobPhrase(occupation.names[otherLocale(this.locale)]) === typed
    )
      return 'junior';
    return ladderLevelOf(this.seniority);
  }

  /**
   * The family's certifications a resume at this stage may list together (claim-scale.ts), the ones the overview
   * names first, so the overview's "BCBA certified" is in the list below it.
   */
  private certifications(): string[] {
    // A student's overview makes a certificate theirs only by its own name, never by a shared first word.
    const student = this.stage === 'student';
    const held = certificationsAtStage(this.family, this.locale, student, (name) =>
      this.overviewNames(name, student),
    );
    // A licence of several classes is the one the overview names ("持 A3 驾照"), else its first.
    const one = (name: string) => oneOption(name, (option) => this.overviewNames(option));
    if (student || this.seniority !== 'junior') return held.map(one);
    // Two years in, a junior holds what a graduate can (an EIT, 初级会计), not the PE or 中级 of the field's list.
    const early = held.filter(withinGraduateReach);
    const theirs =
      early.length > 0
        ? early
        : certificationsAtStage(this.family, this.locale, true, (name) => this.overviewNames(name, true));
    return theirs.map(one);
  }

  /** The overview's clauses that say what is held, read once: a clause about one still to come holds nothing. */
  private heldInOverview: string | undefined;

  /** Whether the example overview names this certificate ("ACLS", "BCBA certified", "持注册会计师证书"). */
  private overviewNames(certificate: string, strict = false): boolean {
    this.heldInOverview ??= this.summarySentences()
      .flatMap((sentence) => sentence.split(/[，,。；;]/))
      .filter((clause) => !CERTIFICATE_TO_COME.test(clause))
      .join(' ');
    const held = this.heldInOverview;
    return certificateMentions(certificate, strict).some((key) => namesKey(held, key));
  }

  /** An honour's example: a competition of the field for the competitions key, other honours as written, years relative to today. */
  private honorExample(key: string): string | undefined {
    // A high school student is on the honor roll, not the Dean's List.
    const highSchool = HIGH_SCHOOL_CREDENTIAL.test(this.credential().subTitle)
      ? this.content.highSchoolHonors?.[key.trim()]
      : undefined;
    const written = cyclic(highSchool ?? this.content.honors[key.trim()] ?? [], titleHash(this.job));
    if (written === undefined) return undefined;
    const graduation = graduationYearFor(this.today, this.job);
    const occupation = this.family?.occupation;
    const competitionsKey = this.phrasing.honors[1]?.key;
    if (occupation && key.trim() === competitionsKey) {
      const award = studentCompetitionAward(
        occupation,
        this.locale,
        this.next('competition'),
        graduation - 1,
      );
      if (award) return award;
    }
    return this.withinSchoolYears(written.replace(/\b20\d\d\b/g, String(graduation - 1)));
  }

  /**
   * An honour a student of this school could hold by today: no more Dean's List semesters than have ended since
   * enrolling, and no university honours society for a technical college's student.
   */
  private withinSchoolYears(honor: string): string {
    if (this.family?.pathway === 'vocational' && UNIVERSITY_HONOR.test(honor)) return TRADE_SCHOOL_HONOR;
    const enrolled = this.enrolled();
    const shift = this.timelineShift();
    const start = (Number(enrolled.slice(0, 4)) + shift) * 12 + 8;
    const now = this.today.getFullYear() * 12 + this.today.getMonth();
    const semesters = Math.max(1, Math.floor((now - start) / 6));
    return honor.replace(/\((\d) semesters\)/, (whole, count: string) =>
      Number(count) > semesters ? (semesters === 1 ? '(1 semester)' : `(${semesters} semesters)`) : whole,
    );
  }

  /** What a student's sentences may claim; anything, for an experienced hire. */
  private stageFit(): (sentence: string) => boolean {
    return this.stage === 'student' ? fitsStudent : () => true;
  }

  /**
   * What an entry's example sentences may claim: a student's scale for students, a short entry's for
   * internships and anything of six months or less, and no technology newer than the entry's end.
   */
  /**
   * What may be written under an entry: lines at its scale (a student's, a short entry's, a junior's), dated within
   * it, claiming no longer tenure, naming no other example employer's kind of place, and no rung above its post.
   */
  private entryFit(
    kind: EntryKind,
    entry: ResumeEntry,
    exampleEmployer?: string,
  ): (sentence: string) => boolean {
    const now = new Date();
    const months = entryMonths(entry, now);
    const short = kind === 'internship' || (months > 0 && months <= 6);
    const scale = this.stage === 'student' ? fitsStudent : short ? fitsShortEntry : () => true;
    const end = monthOf(entry.endTime, now);
    const endYear = end === undefined ? now.getFullYear() : Math.floor(end / 12);
    const start = monthOf(entry.startTime, now);
    const startYear = start === undefined ? undefined : Math.floor(start / 12);
    const employer = kind === 'work' || kind === 'internship' ? exampleEmployer : undefined;
    // An earlier job's line claims no rung above the post held there.
    const occupation = this.family?.occupation;
    const above = kind === 'work' && occupation ? ranksAbove(occupation, this.locale, entry.subTitle) : [];
    const early = this.stage === 'experienced' && this.seniority === 'junior';
    return (sentence) =>
      scale(sentence) &&
      (!early || fitsEarlyCareer(sentence)) &&
      fitsYear(sentence, endYear) &&
      fitsEntryYears(sentence, startYear, endYear, now.getFullYear()) &&
      fitsTenure(sentence, months) &&
      (employer === undefined || fitsEmployer(sentence, employer, this.workplaces(), this.locale)) &&
      !namesRank(sentence, above);
  }

  private exampleKeyValues(kind: PartKind, title: string): KeyValue[] {
    switch (kind) {
      case 'basic':
        return STANDARD_BASIC_FIELDS.map((id) => {
          const field = BASIC_FIELDS.find((candidate) => candidate.id === id)!;
          const target = this.knowsJob()
            ? displayTitle(this.job)
            : this.mark(promptText(withGraduationYear(field.prompt[this.locale], this.today, this.job)));
          return {
            key: field.label[this.locale],
            value: id === 'target' ? target : this.mark(this.basicExample(field)),
          };
        });
      case 'skills': {
        const groups = this.family?.skillGroups[this.locale];
        if (groups)
          return groups.map((group) => ({
            key: group.name,
            value: this.mark(this.join(group.examples.slice(0, SKILL_EXAMPLES))),
          }));
        return this.phrasing.genericSkills.map((skill, position) => ({
          key: skill.key,
          value: this.mark(
            this.generic(position === 0 ? this.content.generic.skills : this.content.generic.tools),
          ),
        }));
      }
      case 'honors':
        return this.phrasing.honors.map(({ key }) => ({
          key,
          value: this.mark(this.honorExample(key) ?? ''),
        }));
      default:
        return this.exampleListItems(kind).map((value) => ({ key: title, value }));
    }
  }

  private exampleListItems(kind: PartKind): string[] {
    switch (kind) {
      case 'summary':
        return [this.sentence(this.summarySentences().join(SENTENCE_JOINER[this.locale]))];
      case 'certificates': {
        const certifications = this.certifications();
        if (certifications.length > 0) return certifications.slice(0, 2).map((name) => this.mark(name));
        return [this.mark(promptText(interpolate(this.phrasing.certificatesItem, { examples: '' })))];
      }
      case 'campus':
        return [this.sentence(this.take('campus', this.studentLife.bullets))];
      case 'education':
        return [this.sentence(this.educationBullet(''))];
      case 'basic':
        return this.exampleKeyValues('basic', '').map(
          ({ key, value }) => `${key}${this.locale === 'zh-CN' ? '：' : ': '}${value}`,
        );
      case 'skills':
      case 'honors':
        return this.exampleKeyValues(kind, '').map(
          ({ key, value }) => `${key}${this.locale === 'zh-CN' ? '：' : ': '}${value}`,
        );
      default:
        return [
          this.sentence(this.nextAchievement(this.stageFit())),
          this.sentence(this.nextAchievement(this.stageFit())),
        ];
    }
  }

  private summarySentences(): readonly string[] {
    const sentences = this.family
      ? this.family.summary[this.locale][this.stage]
      : this.content.generic.summary[this.stage].map((sentence) => this.generic(sentence));
    return sentences
      .map((sentence) => this.notYetGraduated(this.withWorkYears(sentence)))
      .map((sentence) =>
        this.seniority === 'junior'
          ? earlyCareerClaims(sentence)
          : this.showsNoTeam()
            ? withoutTeamClaims(sentence)
            : sentence,
      )
      .filter((sentence) => sentence !== '');
  }

  /**
   * Whether this resume's lines show no team the person led: a working professional below lead whose occupation's own
   * lines (the ones such a resume shows) lead nobody, so "led a 4-person team" in the overview would stand alone.
   */
  private showsNoTeam(): boolean {
    if (this.stage === 'student' || leadsPeople(this.seniority) || !this.family) return false;
    return !this.family.achievements[this.locale].some((line) => TEAM_LED.test(line));
  }

  /**
   * A student who graduates after today is no "graduate" yet: "Welding graduate with …" reads "Welding student with …"
   * until the June the timeline ends ("graduate student" and "graduate program" are kept).
   */
  private notYetGraduated(sentence: string): string {
    if (this.stage !== 'student' || this.locale !== 'en-US') return sentence;
    const june = new Date(Date.UTC(graduationYearFor(this.today, this.job), 5, 1));
    if (june <= this.today) return sentence;
    return sentence.replace(
      /\b(graduate)(?! (?:student|program|school|degree|research|assistant|level|course))\b/i,
      (word) => (word[0] === 'G' ? 'Student' : 'student'),
    );
  }

  /** A summary's "6 years" / "6 年" made to agree with the dates of the work entries below it. */
  private withWorkYears(sentence: string): string {
    if (this.stage !== 'experienced' || this.workStart === undefined) return sentence;
    const now = this.today;
    // Whole years, a year that lacks three months or fewer counted: 6 years 11 months is "7 年".
    const years = Math.max(
      1,
      Math.floor((now.getFullYear() * 12 + now.getMonth() - this.workStart + 3) / 12),
    );
    const inFigures = yearsInFigures(sentence);
    const stated = [...inFigures.matchAll(YEARS_OF_EXPERIENCE), ...inFigures.matchAll(YEARS_SERVED)].map(
      (match) => Number(match[0].match(/\d{1,2}/)?.[0]),
    );
    // The longest stated span becomes the dates' years; another ("8 年学校管理经验" beside "20 年教学经验")
    // is never longer than it.
    const longest = Math.max(...stated);
    const agreeing = (number: string) =>
      String(Number(number) === longest ? years : Math.min(Number(number), years));
    return inFigures
      .replace(YEARS_OF_EXPERIENCE, (_match, number: string, unit: string) => {
        const agreed = agreeing(number);
        // "1 year" made 8 is "8 years".
        return `${agreed}${agreed !== '1' ? unit.replace(/\byear\b/, 'years') : unit}`;
      })
      .replace(
        YEARS_SERVED,
        (_match, before: string, number: string, unit: string) => `${before}${agreeing(number)}${unit}`,
      );
  }

  /**
   * The next example achievement that `fit` allows; the family's first, then generic ones at the same
   * scale, so a student never gets an owner's claim for want of another sentence. With `optional`, '' rather
   * than a generic one (an entry's further bullet may be left out).
   */
  private nextAchievement(fit: (sentence: string) => boolean = () => true, optional = false): string {
    const occupation = this.family?.occupation;
    // A student's own lines come first for a student; a leader's for a lead, manager or head.
    const levelLines = !occupation
      ? this.stage === 'student'
        ? (this.family?.studentAchievements?.[this.locale] ?? [])
        : []
      : this.stage === 'student'
        ? occupation.student[this.locale].achievements
        : leadsPeople(this.seniority)
          ? occupation.leadership[this.locale]
          : [];
    // A student's lines only, for a student: a working professional's result is out of a student's level,
    // however its figures read.
    // A field's profile (no occupation named) gives a student its field's student lines, then the small ones below
    // ("Supported the team's day-to-day … work"), never "Kept equipment uptime at 99% across 3 sites".
    const own = this.family
      ? this.stage === 'student' && (levelLines.length > 0 || !occupation)
        ? this.titleWordsFirst(levelLines)
        : [
            ...this.titleWordsFirst(levelLines),
            ...this.titleWordsFirst(this.family.achievements[this.locale]),
          ]
      : this.content.generic.achievements.map((sentence) => this.generic(sentence));
    // The general profile's field ("general operations") names no real work: the title's own noun says more.
    const field =
      (this.family && namedField(this.family, this.locale)) ??
      // "Merchandiser" is worked as "merchandiser work"; an abbreviation ("HVAC") keeps its capitals.
      jobNoun(this.job, this.locale).replace(/\b([A-Z])(?=[a-z])/g, (letter) => letter.toLowerCase());
    const small = this.content.generic.smallAchievements.map((sentence) =>
      capitalize(interpolate(sentence, { field })),
    );
    const fitting = own.filter(fit);
    // Before a line any field could have written, the occupation's own projects, said as results.
    // The first two projects are the project part's own: their descriptions are said there, once.
    const projectLines = occupation
      ? this.projects()
          .slice(2)
          .map((project) =>
            this.locale === 'en-US' ? asDeliverable(project.description) : project.description,
          )
          .filter(fit)
      : [];
    // A project's result is the project's to tell: a job's bullet leaves it to the project where it has another line,
    // and tells it only rather than fall back on a line any field could have written.
    return (
      this.takeUnused(
        'achievement',
        fitting.filter((sentence) => !this.retellsProject(sentence, true)),
      ) ??
      this.takeUnused('project-line', projectLines) ??
      // The same work told again in the project part reads better than its result told twice.
      this.takeUnused(
        'achievement',
        fitting.filter((sentence) => !this.retellsProject(sentence, false)),
      ) ??
      this.takeUnused('achievement', fitting) ??
      // A line any field could have written ("Supported the team's day-to-day … work") only where the entry
      // would otherwise have none.
      (optional ? '' : undefined) ??
      this.takeUnused('small-achievement', small) ??
      // Every sentence is used: repeat rather than break the scale.
      this.take('achievement', fitting.length > 0 ? fitting : small)
    );
  }

  /** Whether the resume already tells this sentence's result, in these words or others (a project's line and a bullet). */
  private isUsed(sentence: string): boolean {
    if (this.usedSentences.has(sentence)) return true;
    for (const used of this.usedSentences) if (tellsSameResult(used, sentence)) return true;
    return false;
  }

  /**
   * Whether the sentence tells the result of a project the project part shows (its first two), or with `orWork`
   * the project's work in other words.
   */
  private retellsProject(sentence: string, orWork: boolean): boolean {
    return this.projects()
      .slice(0, 2)
      .some(
        (project) =>
          tellsSameResult(project.description, sentence) ||
          (orWork && describesSameWork(`${project.name} ${project.description}`, sentence)),
      );
  }

  /** The next sentence of `pool` this resume has not used yet; no line is written twice. */
  private takeUnused(source: string, pool: readonly string[]): string | undefined {
    for (let tries = 0; tries < pool.length; tries += 1) {
      const sentence = this.take(source, pool);
      if (!this.isUsed(sentence)) {
        this.usedSentences.add(sentence);
        return sentence;
      }
    }
    return undefined;
  }

  /** An education bullet answering the prompt: grades, courses, or both for a student when it is unclear. */
  private educationBullet(prompt: string): string {
    const courses = this.family
      ? this.join(this.family.education[this.locale].courses.slice(0, 3))
      : interpolate(this.content.genericCourses, { job: jobNoun(this.job, this.locale) });
    const bullets = this.content.educationBullet;
    const aboutGrades = EDUCATION_PROMPT_TOPICS.gpa.test(prompt);
    const aboutCourses = EDUCATION_PROMPT_TOPICS.courses.test(prompt);
    if (this.stage === 'student' && aboutGrades && !aboutCourses) {
      if (this.family?.pathway !== 'vocational') return bullets.gpa;
      const certificate = this.certifications()[0];
      return certificate
        ? interpolate(bullets.vocationalGrades, { certificate })
        : bullets.vocationalGradesWithoutCertificate;
    }
    if (aboutCourses && !aboutGrades) return interpolate(bullets.courses, { courses });
    return interpolate(bullets[this.stage], { courses });
  }

  /** The `index`-th example employer: the occupation's own kinds (a court for a judge's assistant), else its workplace kind's. */
  private workplace(index: number): string {
    return cyclic(this.workplaces(), index) ?? '';
  }

  /** The example employers of this resume, in the order its entries take them. */
  private workplaces(): readonly string[] {
    const own = this.family?.occupation?.employers[this.locale] ?? this.family?.employers?.[this.locale];
    return own?.length ? own : WORKPLACES[this.family?.workplace ?? 'corporate'][this.locale];
  }

  /** The example projects of this resume: a student's course projects, or the profession's; the title's own first. */
  private projects(): readonly ProjectExample[] {
    this.shownProjects ??= this.titleWordsFirst(
      this.writtenProjects(),
      (project) => `${project.name} ${project.description}`,
    );
    return this.shownProjects;
  }
  private shownProjects: readonly ProjectExample[] | undefined;

  private writtenProjects(): readonly ProjectExample[] {
    const occupation = this.family?.occupation;
    if (this.stage === 'student' && occupation && occupation.student[this.locale].courseProjects.length > 0)
      return occupation.student[this.locale].courseProjects;
    return this.family?.projects[this.locale] ?? [];
  }

  /**
   * The lines that speak of what the title says beyond its occupation's name first, each group in its written
   * order: "高级产品经理（支付方向）" is told its payments lines before the lending ones of its fintech specialty,
   * "Systems Administrator (Linux)" its Linux lines before the Windows ones.
   */
  private titleWordsFirst<T>(lines: readonly T[], text: (line: T) => string = String): readonly T[] {
    const words = this.titleOwnWords();
    if (words.size === 0 || lines.length < 2) return lines;
    // Asked again for every bullet of the resume: ordered once per list.
    const ordered = this.orderedByTitle.get(lines);
    if (ordered) return ordered as readonly T[];
    const speaks = (line: T) => [...topicTokens(text(line))].some((token) => words.has(token));
    const first = lines.filter(speaks);
    const result =
      first.length === 0 || first.length === lines.length
        ? lines
        : [...first, ...lines.filter((line) => !speaks(line))];
    this.orderedByTitle.set(lines, result);
    return result;
  }
  private readonly orderedByTitle = new WeakMap<readonly unknown[], readonly unknown[]>();

  /** The title's topic words that its occupation's name, a level or a track word does not account for. */
  private titleOwnWords(): ReadonlySet<string> {
    if (this.ownWords) return this.ownWords;
    const named = topicTokens(
      `${this.family?.names['zh-CN'] ?? ''} ${this.family?.names['en-US'] ?? ''} ${this.family?.field[this.locale] ?? ''}`,
    );
    this.ownWords = new Set(
      [...topicTokens(this.job.replace(TITLE_NOISE, ' '))].filter((token) => !named.has(token)),
    );
    return this.ownWords;
  }
  private ownWords: ReadonlySet<string> | undefined;

  /**
   * The `index`-th example project of the project part: the next of the occupation's projects whose work the
   * resume has not told yet, else the next whose result it has not told (a job's bullet may tell either in other
   * words), else the `index`-th.
   */
  private projectAt(index: number): ProjectExample | undefined {
    const chosen = this.chosenProjects.get(index);
    if (chosen) return chosen;
    const projects = this.projects();
    const taken = new Set(this.chosenProjects.values());
    const from = index % Math.max(1, projects.length);
    const inTurn = projects.slice(from).concat(projects.slice(0, from));
    const untold = inTurn.filter((candidate) => !taken.has(candidate) && !this.isUsed(candidate.description));
    const project =
      untold.find((candidate) => !this.toldByABullet(candidate)) ?? untold[0] ?? cyclic(projects, index);
    if (project) this.chosenProjects.set(index, project);
    return project;
  }

  /** Whether a line the resume already holds tells the work of this project ("Consolidated 60 physical servers…"). */
  private toldByABullet(project: ProjectExample): boolean {
    const about = `${project.name} ${project.description}`;
    for (const used of this.usedSentences) if (describesSameWork(about, used)) return true;
    return false;
  }

  private projectName(index: number): string {
    const project = this.projectAt(index);
    return project?.name ?? this.generic(this.content.generic.projectName);
  }

  private projectDescription(index: number, fit: (sentence: string) => boolean): string {
    const project = this.projectAt(index);
    // A description also written as an achievement is said once in a resume. projectAt chose a project whose result
    // is untold where one was left; where none was, the project's own words still beat a line any field could write.
    if (project && fit(project.description) && !this.usedSentences.has(project.description)) {
      this.usedSentences.add(project.description);
      // A bullet says what the person did: "Delivered asthma action plans …", not the plans alone.
      return this.locale === 'en-US' ? asDeliverable(project.description) : project.description;
    }
    return project ? this.nextAchievement(fit) : this.content.generic.projectDescription;
  }

  /** "2021-03" as this locale writes example dates ("2021.03"); "present" as the locale's word. */
  private formatDate(yearMonth: string, schoolYear = false): string {
    if (yearMonth === 'present') return this.content.present;
    const [year = 0, month = 1] = yearMonth.split('-').map(Number);
    // A school year keeps its September and June: it moves by whole years, early enough to end before work.
    const offset = schoolYear ? 12 * Math.floor(this.monthOffset / 12) : this.monthOffset;
    const total = (year + this.timelineShift()) * 12 + month - 1 + offset;
    // A US resume writes "Mar 2021"; a Chinese one "2021.03".
    if (this.locale === 'en-US') return usMonth(total);
    return `${Math.floor(total / 12)}${this.content.dateSeparator}${String((total % 12) + 1).padStart(2, '0')}`;
  }

  /** This resume's example dates: its stage's, and an experienced hire's as long as the title's level. */
  private timeline(): ExampleTimeline {
    return exampleTimeline(this.stage, this.careerLevel);
  }

  private timelineShift(): number {
    return timelineShift(this.stage, this.today, this.job);
  }

  private generic(template: string): string {
    return capitalize(interpolate(template, { job: jobNoun(this.job, this.locale) }));
  }

  /**
   * The title as a job's role line: as typed, but a bare abbreviation ("BA", "RVT", "SDET") spelt out as the
   * occupation's (or its specialty's) name, as a resume's role line says it.
   */
  private roleLine(): string {
    const shown = displayTitle(this.job);
    const occupation = this.family?.occupation;
    if (!(BARE_ABBREVIATION.test(shown) || isClassificationName(shown)) || !this.family) return shown;
    const specialty = occupation?.specialties?.find((candidate) => candidate.id === this.family?.specialty);
    if (occupation && isClassificationName(shown)) {
      // The rung the career has reached: a classification names no level, and seven years in is a senior's post
      // (an 8-year 保荐代表人 is no 投行分析师).
      const level = this.seniority
        ? ladderLevelOf(this.seniority)
        : this.careerLevel === 'junior'
          ? 'junior'
          : 'senior';
      const rung = specialty?.ladder?.[this.locale]?.[level] ?? occupation.ladder[this.locale][level];
      if (rung) return rung;
    }
    return specialty?.title[this.locale] ?? this.family.names[this.locale];
  }

  /** False when the document names no job, only the generic heading. */
  private knowsJob(): boolean {
    return this.job !== this.phrasing.genericJob;
  }

  private join(items: readonly string[]): string {
    return items.join(this.phrasing.listSeparator);
  }

  /** An example value: marked now, or, inside a block, collected to be marked once with the block's others. */
  private mark(text: string): string {
    return this.example(text, 'value');
  }

  private sentence(text: string): string {
    return this.example(text, 'sentence');
  }

  private example(written: string, kind: 'value' | 'sentence'): string {
    const text = this.stage === 'student' ? withInternshipMonths(written) : written;
    if (!this.block) return markExample(text, this.locale, kind);
    this.block.push(text);
    return text;
  }

  private take(source: string, items: readonly string[]): string {
    return cyclic(items, this.next(source)) ?? '';
  }

  private next(source: string): number {
    const index = this.counters.get(source) ?? 0;
    this.counters.set(source, index + 1);
    return index;
  }
}

/**
 * What a title says that is no subject of work: levels, tracks, the job board's conditions ("方向", "急招", "part
 * time", salary ranges).
 */
const TITLE_NOISE =
  /高级|资深|初级|中级|首席|实习生?|管培生|应届生?|校招|社招|方向|急招|岗位|兼职|全职|包吃住|五险一金|\b(?:senior|junior|lead|principal|staff|intern|internship|trainee|apprentice|graduate|entry[- ]level|part[- ]time|full[- ]time|remote|hybrid|on[- ]site|required|wanted|hiring)\b/giu;

/** A major that already names its credential: a degree's letters, or a Chinese level in brackets. */
const OWN_CREDENTIAL =
  /\((?:AAS|AA|AS|BA|BS|BSN|BFA|BBA|BM|BSW|B\.Arch|MSN|MEd|M\.Ed|MBA|MS|MA|MPH|MHA|MPA|MPAS|MSW|MFA|MOT|M\.Arch|JD|MD|DDS|DMD|DC|DPM|DPT|DNP|DMA|OD|AuD|ND|DVM|PharmD|PhD|GED|Diploma|Certificate|M[A-Z][A-Za-z]{1,4})[^)]*\)|\b(?:Juris Doctor|Doctor of|Associate of|Associate in|Bachelor of|Master of|High School Diploma|Certificate in)\b|[（(](?:本科|大专|专科|高职|中专|中职|硕士|博士|技校)[)）]/;
/** A career that holds a doctorate: "PhD physicist", "postdoctoral", "博士后"; not the PhD students someone supervised. */
const OWN_DOCTORATE =
  /\bPh\.?D\b(?!\.? (?:students?|candidates?|programs?|researchers|scientists))|\bpostdoc|博士(?!生|研究生)|博士后/i;

/** Work tied to its years: the pandemic's outbreak response, testing and distancing. */
const OF_AN_ERA = /新冠|防疫|核酸|密接|聚集性疫情|COVID|pandemic|coronavirus|social distancing/i;
/** When such a project ran, as the example writes it. */
const PANDEMIC_YEARS = ['2021-01', '2021-10'] as const;

/** Workplaces whose students are placed during the term (student teaching, clinical rotations), not in summer. */
const IN_TERM_PLACEMENTS: ReadonlySet<WorkplaceKind> = new Set([
  'school',
  'hospital',
  'clinic',
  'pharmacy',
  'care-home',
]);

/** A summary's span in words: "a year", "two years" of, in or doing something ("a" is one). */
const YEARS_IN_WORDS =
  /\b(a|one|two|three|four|five|six|seven|eight|nine|ten)( years?)(?= (?:of|in|at|as|on|supporting|working|doing|running|leading|teaching)\b)/gi;

/** "with a year supporting HVAC crews" as "with 1 year supporting…": a span in words is a span too. */
function yearsInFigures(text: string): string {
  return text.replace(
    YEARS_IN_WORDS,
    (_match, word: string, unit: string) => `${NUMBER_WORDS[word.toLowerCase()] ?? 1}${unit}`,
  );
}

/** Whether an overview speaks of a year or two in the work ("with a year supporting…", "2 years of", "1 年"). */
function saysEarlyCareer(summary: readonly string[]): boolean {
  const text = yearsInFigures(summary.join(' '));
  const stated = [...text.matchAll(YEARS_OF_EXPERIENCE), ...text.matchAll(YEARS_SERVED)].map((match) =>
    Number(match[0].match(/\d{1,2}/)?.[0]),
  );
  return stated.length > 0 && Math.max(...stated) <= 2;
}

/** Languages a vocational resume lists. */
const VOCATIONAL_LANGUAGES: Readonly<Record<Locale, string>> = {
  'zh-CN': '英语（基础读写）',
  'en-US': 'English (native), Spanish (basic)',
};

function cyclic<T>(items: readonly T[], index: number): T | undefined {
  return items.length === 0 ? undefined : items[index % items.length];
}

function otherLocale(locale: Locale): Locale {
  return locale === 'zh-CN' ? 'en-US' : 'zh-CN';
}

/** The example a prompt suggests: "[e.g. Go, Java]" → "Go, Java"; undefined when it suggests none. */
function suggestedExample(prompt: string): string | undefined {
  const inner = prompt.match(PROMPT_PATTERN)?.[0].slice(1, -1) ?? '';
  const suggested = exampleIn(inner)?.example.trim();
  return suggested ? suggested : undefined;
}

const isTrailingPunctuation = characterSet(',，、;；:：', { withWhitespace: true });

/** The words of a prompt without its brackets or its example: "[Skill area, e.g. X]" → "Skill area". */
function promptText(prompt: string): string {
  const inner = prompt.match(PROMPT_PATTERN)?.[0].slice(1, -1) ?? prompt;
  const before = exampleIn(inner)?.before ?? inner;
  return trimEndWhere(before, isTrailingPunctuation).trim() || inner.trim();
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Months a student's example internship lasts, as its dates show (EXAMPLE_TIMELINE: July to September). */
const INTERNSHIP_MONTHS = (() => {
  const [start, end] = EXAMPLE_TIMELINE.student.internship[0] ?? ['2025-07', '2025-09'];
  const month = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
  return month(end) - month(start) + 1;
})();

/** A line said of an internship or placement, which belongs under the internship entry. */
const INTERNSHIP_WORD = /\bintern(?:ship|ed|ing)?s?\b|\bplacement\b|\bco-op\b|\bexternship\b|实习|见习|顶岗/i;

/** "实习 4 个月", "6 个月的（临床）实习", "a 4-month (front desk) internship", "6 months of interning": said of an internship. */
const INTERNSHIP_LENGTH =
  /(实习\s?)(\d{1,2})(\s?个月)|(\d{1,2})(\s?个月(?:的)?[\u4e00-\u9fff]{0,8}?实习)|(\d{1,2})(-month (?:[a-z]+[ -]){0,3}?(?:internship|placement|co-op))|(\d{1,2})( months? (?:of )?(?:internship|interning|placement))/g;

/** A student's example line says the internship lasted as long as its entry's dates do ("实习 4 个月" under July–September). */
function withInternshipMonths(text: string): string {
  return text.replace(INTERNSHIP_LENGTH, (match, ...groups: (string | undefined)[]) => {
    const [zhBefore, zhNumber, zhUnit, number2, unit2, number3, unit3, number4, unit4] = groups;
    if (zhNumber !== undefined) return `${zhBefore}${INTERNSHIP_MONTHS}${zhUnit}`;
    if (number2 !== undefined) return `${INTERNSHIP_MONTHS}${unit2}`;
    if (number3 !== undefined) return `${INTERNSHIP_MONTHS}${unit3}`;
    // "1 month of internship" becomes "3 months of internship".
    const unit = (unit4 ?? '').replace(/^ month\b/, INTERNSHIP_MONTHS === 1 ? ' month' : ' months');
    return number4 === undefined ? match : `${INTERNSHIP_MONTHS}${unit}`;
  });
}

/** A credential of a high school: its school is a high school. */
const HIGH_SCHOOL_CREDENTIAL = /\bhigh school\b|\bGED\b|高中毕业|普通高中/i;

/** Honours of a university (the US lists; the Chinese ones name none), and one a technical college's student holds. */
const UNIVERSITY_HONOR = /Honors College|Phi Kappa Phi/;
const TRADE_SCHOOL_HONOR = 'National Technical Honor Society (NTHS)';

/** A clause about a certificate still to come: "正在增驾 A3", "preparing for the NCLEX". */
const CERTIFICATE_TO_COME = /正在|准备|备考|在考|preparing|working toward|studying for/i;

/** Where a summary's clauses part: "…; licensed CPA", "…，持有中级会计师证书，…", "… and led a 4-person team". */
const SUMMARY_CLAUSE_BREAK = /(; ?|；|，|, |: | and )/;
/** What a clause left last may end in once the one after it is gone. */
const CLAUSE_TAIL = characterSet(' ,，;；:');

/**
 * A summary sentence as a junior may say it: its clauses that claim a team led or a senior licence left out
 * ("Accountant with 2 years in general ledger; licensed CPA." → "Accountant with 2 years in general ledger."); '' when
 * nothing else is left.
 */
function earlyCareerClaims(sentence: string): string {
  return clausesThat(fitsEarlyCareer, sentence);
}

/**
 * A summary sentence without its clauses that claim a team led ("…: cut core API latency by 75% and led a 4-person
 * team" → "…: cut core API latency by 75%."), for a resume whose lines show no team: '' when nothing else is left.
 */
function withoutTeamClaims(sentence: string): string {
  return clausesThat((text) => !TEAM_LED.test(text), sentence);
}

/** The sentence with only its clauses that `fits` keeps, by sentence and then by clause. */
function clausesThat(fits: (text: string) => boolean, sentence: string): string {
  if (fits(sentence)) return sentence;
  const end = /[.。]$/.exec(sentence)?.[0] ?? '';
  const body = end === '' ? sentence : sentence.slice(0, -end.length);
  // Sentences first, then their clauses: "Focused on … : cut latency by 75% and led a 4-person team."
  const sentences = body.split(/(?<=[.。])\s*/).map((part) => {
    if (fits(part)) return part;
    const pieces = part.split(SUMMARY_CLAUSE_BREAK);
    const kept: string[] = [];
    for (let index = 0; index < pieces.length; index += 2) {
      const clause = pieces[index] ?? '';
      if (!fits(clause)) continue;
      if (kept.length > 0) kept.push(pieces[index - 1] ?? ' ');
      kept.push(clause);
    }
    const left = trimEndWhere(kept.join(''), CLAUSE_TAIL);
    // "running site work on …" once "Licensed PE with 2 years…" is gone starts the sentence.
    return left.charAt(0).toUpperCase() + left.slice(1);
  });
  const joined = sentences
    .filter((part) => part.trim() !== '')
    .join(' ')
    .trim();
  if (joined === '') return '';
  return /[.。]$/.test(joined) ? joined : `${joined}${end}`;
}
