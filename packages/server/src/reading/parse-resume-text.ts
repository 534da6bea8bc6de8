// Reads a plain-text or markdown resume into a ResumeDocument: contact facts, headed parts, entries, bullets.
import type { Locale } from '@resume/contract';
import { partKindOfHeading, partTitle } from '../knowledge/section-names.ts';
import { findDateRange } from '../resume/dates.ts';
import { detectLocale } from '../resume/detect-locale.ts';
import type {
  KeyValue,
  PartKind,
  ResumeDocument,
  ResumeEntry,
  ResumePart,
} from '../resume/resume-document.ts';

// Data first: the words this reader recognises.

type BasicField = 'name' | 'phone' | 'email' | 'location' | 'links';

const BASIC_FIELDS: readonly BasicField[] = ['name', 'phone', 'email', 'location', 'links'];

/** Keys written in the basic part, in the resume's language. */
const BASIC_KEYS: Record<BasicField, Record<Locale, string>> = {
  name: { 'zh-CN': '姓名', 'en-US': 'Name' },
  phone: { 'zh-CN': '电话', 'en-US': 'Phone' },
  email: { 'zh-CN': '邮箱', 'en-US': 'Email' },
  location: { 'zh-CN': '所在地', 'en-US': 'Location' },
  links: { 'zh-CN': '链接', 'en-US': 'Links' },
};

/** Labels read as a basic field, compared lower-cased without spaces, dots, dashes or underscores. */
// biome-ignore format: a data table reads better packed
const BASIC_LABELS: Record<BasicField, readonly string[]> = {
  name: ['姓名', '名字', 'name', 'fullname'],
  phone: [
    '电话', '手机', '手机号', '手机号码', '联系电话', '电话号码', '移动电话', 'phone', 'mobile', 'mobilephone', 'tel', 'telephone',
    'cell', 'cellphone', 'phonenumber',
  ],
  email: ['邮箱', '电子邮箱', '电子邮件', '邮件', '邮件地址', 'email', 'mail', 'emailaddress'],
  location: [
    '所在地', '地址', '现居', '现居地', '居住地', '现居住地', '所在城市', '城市', '现住址', '所在地区', 'location', 'address', 'city',
    'basedin', 'base',
  ],
  links: [
    '链接', '个人主页', '主页', '博客', '个人网站', '网站', '作品集', 'links', 'link', 'github', 'gitlab', 'linkedin', 'website',
    'web', 'blog', 'homepage', 'portfolio', 'url', 'twitter', 'stackoverflow',
  ],
};

/** A document's own title, not a fact about the person. */
// biome-ignore format: a data table reads better packed
const DOCUMENT_TITLES = [
  '简历', '个人简历', '求职简历', '个人履历', '履历', 'resume', 'résumé', 'curriculum vitae', 'cv',
];

/** Words that make a capitalised line a headline rather than a person's name. */
// biome-ignore format: a data table reads better packed
const NOT_NAME_WORDS = [
  'engineer', 'developer', 'manager', 'designer', 'analyst', 'scientist', 'consultant', 'specialist',
  'director', 'intern', 'architect', 'lead', 'senior', 'junior', 'principal', 'officer', 'assistant',
  'administrator', 'resume', 'curriculum', 'vitae', 'university', 'college', 'school', 'inc', 'ltd', 'llc',
  'corp', 'company',
];

/** Cities a Chinese resume names without 市 or 省. */
// biome-ignore format: a data table reads better packed
const CHINESE_CITIES = [
  '北京', '上海', '广州', '深圳', '杭州', '成都', '南京', '武汉', '西安', '苏州', '天津', '重庆', '长沙', '郑州', '青岛', '厦门', '合肥', '济南',
  '大连', '宁波', '东莞', '佛山', '无锡', '福州', '沈阳', '昆明', '哈尔滨', '长春', '石家庄', '南昌', '贵阳', '南宁', '太原', '兰州', '海口',
  '珠海', '香港', '澳门', '台北', '乌鲁木齐', '呼和浩特', '拉萨', '银川', '西宁',
];

const ENTRY_KINDS: ReadonlySet<PartKind> = new Set(['work', 'internship', 'project', 'education', 'campus']);
const KEY_VALUE_KINDS: ReadonlySet<PartKind> = new Set(['skills', 'honors', 'certificates']);

// Patterns.

/** A bullet marker: symbols, `-`/`*`/`+` followed by a space, or numbering (`1.`, `1)`, `(1)`, `①`). */
const BULLET =
  /^(?:[•·●○◦▪▫■□◆◇►▶▸➢➤✓✔→❖★☆]\s*|[-–—*+]\s+|\d{1,2}[.)、．](?!\d)\s*|[(（]\d{1,2}[)）]\s*|[①-⑳]\s*)/;
/** Markdown list markers: a line that starts with one is never a heading. */
const MARKDOWN_BULLET = /^[-*+]\s/;
// One character class each, no nested quantifiers: these run on every line.
const HEADING_DECORATION_START = /^[\s【[《「<■□◆◇●○►▶▸▪◼◾✦★☆❖|=\-_~*─━═—–]+/;
const HEADING_DECORATION_END = /[\s】\]》」>|=\-_~*─━═—–]+$/;
const HEADING_NUMBERING =
  /^(?:[一二三四五六七八九十]+[、.．]|\(?[0-9]+[).．、]|[（(][一二三四五六七八九十0-9]+[）)])\s*/;
const SEPARATOR_LINE = /^[\s=\-_~*─━═—–·•.]{3,}$/;
const MARKDOWN_TABLE_RULE = /^\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?$/;
const BRACKETED_HEADING = /^【([^】]{1,20})】$/;
const KEY_VALUE = /^([^:：]{1,30}?)\s*[:：]\s*(\S[\s\S]*)$/;
// Look-behinds make a match start only where a run of such characters starts: one scan per run.
const EMAIL = /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const URL =
  /(?:https?:\/\/|www\.)[^\s|｜,，;；<>()（）]+|(?<![@\w.-])(?:[a-z0-9-]+\.)+(?:com|io|dev|me|net|org|cn|co|ai|app|page|site|xyz|tech|info)(?:\/[^\s|｜,，;；<>()（）]*)?/gi;
/** International (`+1 206-555-0149`), Chinese mobile (`138 0013 8000`), landline (`010-12345678`), North American. */
const PHONE =
  /\+\d{1,3}[\s.-]?(?:\(\d{1,4}\)|\d{1,4})(?:[\s.-]?\d{2,5}){1,4}|(?<!\d)1[3-9]\d(?:[\s-]?\d{4}){2}(?!\d)|(?<!\d)(?:\(0\d{2,3}\)|0\d{2,3})[\s-]?\d{7,8}(?:-\d{1,5})?(?!\d)|(?<!\d)(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}(?!\d)/g;
/** Order matters: an email's domain must not be read as a link, nor a link's digits as a phone. */
const CONTACT_PATTERNS: readonly (readonly [BasicField, RegExp])[] = [
  ['email', EMAIL],
  ['links', URL],
  ['phone', PHONE],
];
const HEADER_SEPARATORS = /\s*[|｜•▪◦\t]\s*|\s{2,}|\s+[·–—-]\s+|\s*[;；]\s*/;
const FIELD_SEPARATORS = /\s*[|｜\t]\s*|\s{2,}|\s+[·•–—-]\s+/;
const LEADING_SEPARATORS = new Set([...' \t\u3000|｜,，;；·•–—-']);
const TRAILING_SEPARATORS = new Set([...LEADING_SEPARATORS, ':', '：']);
const EMPTY_BRACKETS = /[(（[【][ \t]*[)）\]】]/g;
const SENTENCE_END = new Set([...'.!?。！？;；']);
const ITEM_END = new Set([...SENTENCE_END, ':', '：']);
/** Four or more blanks are one column gap, however wide: shortening them keeps every pattern linear. */
const LONG_BLANKS = /[ \t\u3000\u00a0]{4,}/g;
/** Paired markdown markup is looked for within this many characters, so unpaired markers cost little. */
const MARKUP_SPAN = 300;
const HAN = /\p{Script=Han}/u;

/** An entry header line stays short; longer lines are sentences that happen to mention a year. */
const MAX_HEADER_WORDS = 15;
const MAX_HEADER_CHARS = 120;
const MAX_SHORT_LINE_CHARS = 60;
const MAX_SHORT_LINE_WORDS = 8;
const MAX_HEADING_CHARS = 40;
/** A line longer than this is no heading or entry header, so the patterns for those never see it. */
const MAX_HEADER_LINE_CHARS = 200;

// The reader.

interface Line {
  /** The line without markdown markup, trimmed; a markdown heading's `#`s removed. */
  text: string;
  /** The text without its bullet marker. */
  content: string;
  bullet: boolean;
  /** Leading whitespace of the raw line, tabs counting as four. */
  indent: number;
  /** Number of `#` of a markdown heading, 0 for other lines. */
  headingLevel: number;
  /** The whole line was bold (`**Acme Corp**`), as entry titles often are in markdown. */
  emphasized: boolean;
}

interface DraftPart {
  kind: PartKind;
  title: string;
  headingLevel: number;
  lines: Line[];
}

export interface ParseResumeTextOptions {
  locale?: Locale;
}

/**
 * Reads a resume written as text or markdown. The first part is always the `basic` kv part; the
 * others follow in the order printed, titled as printed. Facts are kept verbatim, and text that
 * fits nowhere is kept in an `other` part: only blank lines, separator rules and a document title
 * such as "Resume" or "个人简历" are left out. `job` is left empty for the caller to decide.
 */
export function parseResumeText(text: string, options: ParseResumeTextOptions = {}): ResumeDocument {
  const locale = options.locale ?? detectLocale(text);
  const header: Line[] = [];
  const drafts: DraftPart[] = [];
  let current: DraftPart | undefined;
  let headingsAreCapitals: boolean | undefined;

  for (const line of toLines(text)) {
    const heading = headingOf(line);
    if (heading) {
      current = { kind: heading.kind, title: heading.title, headingLevel: line.headingLevel, lines: [] };
      drafts.push(current);
      headingsAreCapitals = (headingsAreCapitals ?? true) && isCapitals(heading.title);
      continue;
    }
    if (current && isUnknownHeading(line, current, headingsAreCapitals === true)) {
      const title = line.text
        .replace(BRACKETED_HEADING, '$1')
        .replace(/[:：]\s*$/, '')
        .trim();
      current = { kind: 'other', title, headingLevel: line.headingLevel, lines: [] };
      drafts.push(current);
      continue;
    }
    if (current) current.lines.push(line);
    else header.push(line);
  }

  const facts = new BasicFacts();
  for (const line of header) facts.readLine(line);
  const basicDrafts = drafts.filter((draft) => draft.kind === 'basic');
  for (const draft of basicDrafts) for (const line of draft.lines) facts.readLine(line);

  const parts: ResumePart[] = [
    {
      kind: 'basic',
      shape: 'kv',
      title: basicDrafts[0]?.title ?? partTitle('basic', locale),
      items: facts.items(locale),
    },
  ];
  if (facts.leftovers.length > 0) {
    parts.push({ kind: 'other', shape: 'list', title: partTitle('other', locale), items: facts.leftovers });
  }
  for (const draft of drafts) {
    if (draft.kind !== 'basic') parts.push(readPart(draft));
  }
  return { locale, job: '', parts };
}

function readPart(draft: DraftPart): ResumePart {
  const { kind, title } = draft;
  if (ENTRY_KINDS.has(kind)) return { kind, title, shape: 'entries', entries: readEntries(draft.lines) };
  const items = readItems(draft.lines);
  if (KEY_VALUE_KINDS.has(kind) && items.length > 0) {
    const pairs = items.map(keyValueOf);
    if (pairs.every((pair) => pair !== undefined)) return { kind, title, shape: 'kv', items: pairs };
  }
  return { kind, title, shape: 'list', items };
}

// Lines.

function toLines(text: string): Line[] {
  const lines: Line[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = toLine(raw);
    if (line) lines.push(line);
  }
  return lines;
}

/** One printed line without its markdown markup, or undefined for blank lines and rules. */
function toLine(raw: string): Line | undefined {
  const indent = (/^[ \t\u3000]*/.exec(raw)?.[0] ?? '').replace(/\t/g, '    ').length;
  let text = raw.trim().replace(LONG_BLANKS, '   ').replace(/^>\s?/, '').trim();
  if (text === '' || SEPARATOR_LINE.test(text) || MARKDOWN_TABLE_RULE.test(text)) return undefined;
  const heading = /^(#{1,6})\s+/.exec(text);
  const headingLevel = heading ? (heading[1] ?? '').length : 0;
  if (heading) text = text.slice(heading[0].length).replace(/\s+#+$/, '');
  if (text.startsWith('|') && text.endsWith('|') && text.length > 1) text = text.slice(1, -1).trim();
  const emphasized = /^(\*\*|__)[^*_]+\1$/.test(text);
  text = stripMarkdown(text).trim();
  if (text === '' || isDocumentTitle(text)) return undefined;
  const marker = headingLevel > 0 ? undefined : BULLET.exec(text);
  const content = marker ? text.slice(marker[0].length).trim() : text;
  if (content === '') return undefined;
  return { text, content, bullet: marker !== undefined && marker !== null, indent, headingLevel, emphasized };
}

const MARKDOWN_IMAGE = /!\[[^\][]*\]\([^()]*\)/g;
const MARKDOWN_LINK = /\[([^\][]+)\]\(([^()\s]+)\)/g;
const STRONG = new RegExp(`(\\*\\*|__)(?=\\S)(.{0,${MARKUP_SPAN}}?\\S)\\1`, 'g');
const STRIKE = new RegExp(`~~(?=\\S)(.{0,${MARKUP_SPAN}}?\\S)~~`, 'g');
const EMPHASIS_STAR = new RegExp(`(?<![\\w*])\\*(?=\\S)([^*]{0,${MARKUP_SPAN}}?\\S)\\*(?![\\w*])`, 'g');
const EMPHASIS_UNDERSCORE = new RegExp(`(?<![\\w_])_(?=\\S)([^_]{0,${MARKUP_SPAN}}?\\S)_(?![\\w_])`, 'g');

function stripMarkdown(text: string): string {
  return text
    .replace(MARKDOWN_IMAGE, '')
    .replace(MARKDOWN_LINK, (_whole, label: string, url: string) =>
      label === url || `https://${label}` === url || `http://${label}` === url ? url : `${label} (${url})`,
    )
    .replace(STRONG, '$2')
    .replace(STRIKE, '$1')
    .replace(EMPHASIS_STAR, '$1')
    .replace(EMPHASIS_UNDERSCORE, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!|>])/g, '$1')
    .replace(/<br\s*\/?>/gi, ' ');
}

function isDocumentTitle(text: string): boolean {
  return DOCUMENT_TITLES.includes(text.toLowerCase().replace(/\s+/g, ' '));
}

// Headings.

function headingOf(line: Line): { kind: PartKind; title: string } | undefined {
  if (line.text.length > MAX_HEADER_LINE_CHARS || (line.bullet && MARKDOWN_BULLET.test(line.text)))
    return undefined;
  const candidate = line.text.replace(HEADING_DECORATION_START, '').replace(HEADING_DECORATION_END, '');
  if (candidate === '' || candidate.length > MAX_HEADING_CHARS) return undefined;
  const kind = partKindOfHeading(candidate);
  if (!kind) return undefined;
  return { kind, title: cleanHeading(candidate) };
}

/** The heading as printed, without numbering, markup or a trailing colon. */
function cleanHeading(heading: string): string {
  return heading
    .replace(HEADING_NUMBERING, '')
    .replace(/[*_`]/g, '')
    .replace(/\s*[:：]\s*$/, '')
    .trim();
}

/**
 * A heading this reader does not know still starts a part of its own (kept as `other`): a
 * markdown heading no deeper than the current part's, a 【bracketed】 line, or — in a resume whose
 * headings are all capitals — a line in capitals outside entries (where capitals may be a company).
 */
function isUnknownHeading(line: Line, current: DraftPart, headingsAreCapitals: boolean): boolean {
  if (line.bullet) return false;
  if (line.headingLevel > 0) {
    if (current.headingLevel > 0) return line.headingLevel <= current.headingLevel;
    return !ENTRY_KINDS.has(current.kind);
  }
  if (BRACKETED_HEADING.test(line.text)) return true;
  return (
    headingsAreCapitals &&
    !ENTRY_KINDS.has(current.kind) &&
    isCapitals(line.text) &&
    !/\d/.test(line.text) &&
    line.text.length <= MAX_HEADING_CHARS &&
    wordCount(line.text) <= 5
  );
}

function isCapitals(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 3 && /^\p{Lu}+$/u.test(letters);
}

// Lists and key-value pairs.

/**
 * Items built line by line, where a wrapped line joins the item it continues. An item is kept as
 * pieces until the end, so a long run of wrapped lines costs linear time.
 */
class Items {
  private readonly items: string[][] = [];
  private lastCharacter = '';
  /** The line the current item began with. */
  start: Line | undefined;

  get count(): number {
    return this.items.length;
  }

  add(text: string, line?: Line): void {
    this.items.push([text]);
    this.lastCharacter = text.at(-1) ?? '';
    this.start = line;
  }

  /** Adds `line` to the current item when it is that item's wrapped rest; false when it is not. */
  continueWith(line: Line): boolean {
    const item = this.items.at(-1);
    if (!item || !this.start || !continues(line, this.start, this.lastCharacter)) return false;
    // Chinese wraps anywhere and needs no space; other scripts wrap at a space.
    const glue = HAN.test(this.lastCharacter) && HAN.test(line.content.at(0) ?? '') ? '' : ' ';
    item.push(glue, line.content);
    this.lastCharacter = line.content.at(-1) ?? '';
    return true;
  }

  toArray(): string[] {
    return this.items.map((pieces) => pieces.join(''));
  }
}

/** Items of a list part: one per line, a wrapped line joined to the item it continues. */
function readItems(lines: readonly Line[]): string[] {
  const items = new Items();
  for (const line of lines) {
    if (!items.continueWith(line)) items.add(line.content, line);
  }
  return items.toArray();
}

/**
 * True when `line` is the wrapped rest of the item begun by `itemStart`: indented under a bullet,
 * or starting in lower case after an item that did not end its sentence.
 */
function continues(line: Line, itemStart: Line, itemEnd: string): boolean {
  if (line.bullet || line.headingLevel > 0) return false;
  if (itemStart.bullet && line.indent > itemStart.indent) return true;
  return /^[a-z]/.test(line.content) && !ITEM_END.has(itemEnd);
}

function keyValueOf(text: string): KeyValue | undefined {
  const match = KEY_VALUE.exec(text);
  if (!match) return undefined;
  const key = (match[1] ?? '').trim();
  const value = (match[2] ?? '').trim();
  if (key === '' || /^(?:https?|ftp|mailto)$/i.test(key) || /^[\d\s]+$/.test(key) || value.startsWith('//'))
    return undefined;
  if (HAN.test(key) ? key.length > 12 : wordCount(key) > 4) return undefined;
  return { key, value };
}

// Entries.

interface DraftEntry {
  title: string;
  subTitle: string;
  startTime: string;
  endTime: string;
  bullets: Items;
  /** Started from a header line without dates and nothing under it yet: a date line may complete it. */
  pending: boolean;
}

function readEntries(lines: readonly Line[]): ResumeEntry[] {
  const entries: DraftEntry[] = [];
  let entry: DraftEntry | undefined;
  const start = (): DraftEntry => {
    const created: DraftEntry = {
      title: '',
      subTitle: '',
      startTime: '',
      endTime: '',
      bullets: new Items(),
      pending: true,
    };
    entries.push(created);
    return created;
  };
  const addBullet = (line: Line): void => {
    entry ??= start();
    entry.bullets.add(line.content, line);
    entry.pending = false;
  };

  for (const [index, line] of lines.entries()) {
    if (line.bullet) {
      addBullet(line);
      continue;
    }
    if (entry?.bullets.continueWith(line)) continue;

    const header = entryHeaderOf(line.content);
    if (header) {
      if (entry?.pending && entry.startTime === '' && entry.bullets.count === 0) {
        // "Acme Corp" / "Engineer  2019 - 2021": the date line completes the entry above it.
        const rest = header.fields.join(' | ');
        if (entry.title === '') fill(entry, header.fields);
        else if (rest !== '') entry.subTitle = entry.subTitle === '' ? rest : `${entry.subTitle} | ${rest}`;
      } else {
        entry = start();
        fill(entry, header.fields);
      }
      entry.startTime = header.startTime;
      entry.endTime = header.endTime;
      continue;
    }

    const short = isShortLine(line.content);
    if ((line.headingLevel > 0 || line.emphasized) && line.content.length <= MAX_HEADER_CHARS) {
      entry = start();
      fill(entry, splitFields(line.content));
      continue;
    }
    if (entry && entry.bullets.count === 0 && short && (entry.title === '' || entry.subTitle === '')) {
      // The role (or degree) printed on the line under the organisation.
      fill(entry, splitFields(line.content));
      continue;
    }
    const closed = !entry || entry.bullets.count > 0 || entry.startTime !== '';
    if (short && closed && startsEntry(lines, index, entry === undefined || entry.bullets.count > 0)) {
      entry = start();
      fill(entry, splitFields(line.content));
      continue;
    }
    addBullet(line);
  }
  return entries.map(({ title, subTitle, startTime, endTime, bullets }) => ({
    title,
    subTitle,
    startTime,
    endTime,
    bullets: bullets.toArray(),
  }));
}

/**
 * Whether a short line at `index` is the title of an entry whose details follow: the lines after
 * it reach a date line that lacks a title, or (when `bulletsMayFollow`) bullets come next.
 */
function startsEntry(lines: readonly Line[], index: number, bulletsMayFollow: boolean): boolean {
  for (let next = index + 1; next <= index + 2; next += 1) {
    const line = lines[next];
    if (!line) return false;
    if (line.bullet) return bulletsMayFollow && next === index + 1;
    const header = entryHeaderOf(line.content);
    if (header) return header.fields.length <= 1;
    if (!isShortLine(line.content)) return false;
  }
  return false;
}

interface EntryHeader {
  startTime: string;
  endTime: string;
  /** What the line holds besides the dates: organisation, role, place… */
  fields: string[];
}

/** The dates and fields of an entry header line, or undefined when the line is not one. */
function entryHeaderOf(text: string): EntryHeader | undefined {
  if (text.length > MAX_HEADER_LINE_CHARS) return undefined;
  const range = findDateRange(text);
  if (!range) return undefined;
  const before = text.slice(0, range.index);
  const after = text.slice(range.index + range.length);
  // A date counts when it stands apart from the words ("Acme | 2019 - 2021"), not inside a sentence.
  const apartBefore = /(?:[|｜\t(（[【,，:：·•–—-]|\s{2})\s*$/.test(before);
  const apartAfter = /^(?:\s*[|｜\t)）\]】,，;；·•]|\s{2,})/.test(after);
  if (before.trim() !== '' && after.trim() !== '' && !(apartBefore && apartAfter)) return undefined;
  const rest = `${before}\t${after}`.replace(EMPTY_BRACKETS, '\t');
  const restText = rest.replace(/\s+/g, ' ').trim();
  if (restText.length > MAX_HEADER_CHARS || wordCount(restText) > MAX_HEADER_WORDS || restText.endsWith('。'))
    return undefined;
  return { startTime: range.startTime, endTime: range.endTime, fields: splitFields(rest) };
}

/** Organisation first, then role and the rest: split at `|`, tabs, wide gaps or spaced dashes. */
function splitFields(text: string): string[] {
  const fields = trimSeparators(text)
    .split(FIELD_SEPARATORS)
    .map(trimSeparators)
    .filter((field) => field !== '');
  const only = fields[0];
  if (fields.length === 1 && only !== undefined && HAN.test(only)) {
    // Chinese needs no spaces inside a name, so one space already separates "北京大学 计算机科学".
    const gap = /^(\S*\p{Script=Han}\S*)\s+(\S[\s\S]*)$/u.exec(only);
    if (gap) return [gap[1] ?? '', gap[2] ?? ''];
  }
  return fields;
}

/** The text without separators (and, at its end, colons) at either edge. */
function trimSeparators(text: string): string {
  let from = 0;
  let to = text.length;
  while (from < to && LEADING_SEPARATORS.has(text[from] ?? '')) from += 1;
  while (to > from && TRAILING_SEPARATORS.has(text[to - 1] ?? '')) to -= 1;
  return text.slice(from, to).trim();
}

function fill(entry: DraftEntry, fields: readonly string[]): void {
  const [first, ...rest] = fields;
  if (first === undefined) return;
  if (entry.title === '') {
    entry.title = first;
    if (rest.length > 0) entry.subTitle = rest.join(' | ');
  } else if (entry.subTitle === '') {
    entry.subTitle = fields.join(' | ');
  } else {
    entry.bullets.add(fields.join(' | '));
    entry.pending = false;
  }
}

/** A line that could be a title or role: short, not a sentence, not `Key: value`. */
function isShortLine(text: string): boolean {
  return (
    text.length <= MAX_SHORT_LINE_CHARS &&
    wordCount(text) <= MAX_SHORT_LINE_WORDS &&
    !SENTENCE_END.has(text.at(-1) ?? '') &&
    keyValueOf(text) === undefined
  );
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word !== '').length;
}

// Basic information.

class BasicFacts {
  private readonly fields = new Map<BasicField, string[]>();
  private readonly extra: KeyValue[] = [];
  readonly leftovers: string[] = [];

  readLine(line: Line): void {
    for (const token of line.content.split(HEADER_SEPARATORS)) {
      const trimmed = token.trim();
      if (trimmed !== '') this.readToken(trimmed);
    }
  }

  items(locale: Locale): KeyValue[] {
    const items: KeyValue[] = [];
    for (const field of BASIC_FIELDS) {
      const values = this.fields.get(field);
      if (values) items.push({ key: BASIC_KEYS[field][locale], value: values.join(', ') });
    }
    return [...items, ...this.extra];
  }

  private readToken(token: string): void {
    const pair = keyValueOf(token);
    if (pair) this.readPair(pair, token);
    else this.readUnlabelled(token);
  }

  /** `Label: value`: a known label names the field; else a value that is wholly a phone, email or link. */
  private readPair(pair: KeyValue, token: string): void {
    const labelled = fieldOfLabel(pair.key);
    const field = labelled ?? fieldOfValue(pair.value);
    // "GitHub: janedoe" keeps its label: the value alone would not say where to look.
    if (field) this.add(field, labelled === 'links' && !isUrl(pair.value) ? token : pair.value);
    else this.extra.push(pair);
  }

  /** Emails, links and phones are taken out wherever they are; what remains is read piece by piece. */
  private readUnlabelled(token: string): void {
    let rest = token;
    for (const [field, pattern] of CONTACT_PATTERNS) {
      rest = rest.replace(pattern, (found) => {
        if (field === 'phone' && !isPhone(found)) return found;
        this.add(field, field === 'links' ? found.replace(/[.,;:]+$/, '') : found.trim());
        return '\t';
      });
    }
    for (const piece of rest.replace(EMPTY_BRACKETS, '\t').split('\t')) this.readPiece(piece);
  }

  /** What remains of a token once emails, links and phones are taken out. */
  private readPiece(piece: string): void {
    const text = trimSeparators(piece);
    const bare = text
      .replace(/^[^\p{L}\p{N}+(]+/u, '')
      .replace(/[:：]$/, '')
      .trim();
    if (bare === '' || fieldOfLabel(bare)) return;
    if (isLocation(bare)) this.add('location', bare);
    else if (!this.fields.has('name') && isName(bare)) this.add('name', bare);
    else this.leftovers.push(text);
  }

  private add(field: BasicField, value: string): void {
    const values = this.fields.get(field) ?? [];
    if (!values.includes(value)) values.push(value);
    this.fields.set(field, values);
  }
}

const LABEL_TO_FIELD = new Map<string, BasicField>(
  BASIC_FIELDS.flatMap((field) => BASIC_LABELS[field].map((label) => [label, field] as const)),
);

function fieldOfLabel(label: string): BasicField | undefined {
  return LABEL_TO_FIELD.get(label.toLowerCase().replace(/[\s._-]/g, ''));
}

/** A value that is nothing but an email, phone or link says which field it is, whatever its label. */
function fieldOfValue(value: string): BasicField | undefined {
  if (wholly(value, EMAIL)) return 'email';
  if (wholly(value, PHONE) && isPhone(value)) return 'phone';
  if (isUrl(value)) return 'links';
  return undefined;
}

function wholly(text: string, pattern: RegExp): boolean {
  return new RegExp(`^(?:${pattern.source})$`, pattern.flags.replace('g', '')).test(text.trim());
}

function isUrl(text: string): boolean {
  return wholly(text, URL);
}

function isPhone(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15 && findDateRange(text) === undefined;
}

function isLocation(text: string): boolean {
  if (text.length > 50 || /\d/.test(text)) return false;
  if (HAN.test(text)) {
    return (
      /^\p{Script=Han}{2,20}$/u.test(text) &&
      (/[省市区县州]$/.test(text) ||
        /^\p{Script=Han}{2,}[省市]/u.test(text) ||
        CHINESE_CITIES.some((city) => text.startsWith(city)))
    );
  }
  return /^\p{Lu}[\p{L}.'’ -]*,\s*\p{Lu}[\p{L}.'’ -]*(?:,\s*\p{Lu}[\p{L}.'’ -]*)?$/u.test(text);
}

function isName(text: string): boolean {
  if (headingOf({ text, content: text, bullet: false, indent: 0, headingLevel: 0, emphasized: false }))
    return false;
  if (HAN.test(text))
    return /^\p{Script=Han}{2,4}$/u.test(text) || /^\p{Script=Han}{1,6}[·•]\p{Script=Han}{1,10}$/u.test(text);
  if (text.length > 40 || !/^\p{Lu}[\p{L}'’.-]*(?:\s+\p{L}[\p{L}'’.-]*){1,3}$/u.test(text)) return false;
  const words = text.toLowerCase().split(/\s+/);
  return !words.some((word) => NOT_NAME_WORDS.includes(word.replace(/[.'’-]/g, '')));
}
