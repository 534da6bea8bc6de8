// Cuts the lines of an experience, project or education part into entries: header lines (organisation, role, dates) and bullets.

import { characterSet, isWhitespace, trimEndWhere } from '../../lib/text-scan.ts';
import { type DateRange, findDateRange, findDateRanges } from '../../resume/dates.ts';
import type { PartKind, ResumeEntry } from '../../resume/resume-document.ts';
import {
  assignFields,
  BRACKETED_NOTE,
  classifyField,
  insideBrackets,
  isDateLabel,
  labelledKind,
  placeOfEntry,
  splitFields,
} from './entry-fields.ts';
import { DATE_QUALIFIER, FIELD_LABELS, LIST_LABEL_WORDS } from './entry-words.ts';
import { Items, type WrapContext, wrapContextOf } from './list-items.ts';
import { HAN, keyValueOf, type ResumeLine, trimSeparators, wordCount } from './resume-lines.ts';

/** A header line stays short; longer lines are sentences that happen to mention a year. */
const MAX_HEADER_CHARS = 120;
const MAX_HEADER_WORDS = 16;
/** At most this many header lines stand before an entry's date line ("Role" / "Company" / "City"). */
const MAX_LINES_BEFORE_DATE = 3;
const MAX_LINES_AFTER_DATE = 3;
/** Body text set this much further right than its entry's header line is no part of the header. */
const INDENT_POINTS = 6;
/** A list's label ("主要职责：", "Key achievements:") is this short. */
const MAX_LABEL_HAN_CHARS = 12;
const MAX_LABEL_WORDS = 4;
/** Left edges this close count as one; a part set flush left uses at most a few of them for most lines. */
const ALIGNMENT_POINTS = 3;
const LEFT_EDGES = 3;
const ALIGNED_SHARE = 0.7;
/** A line that can be a title or role on its own. */
const MAX_SHORT_CHARS = 70;
const MAX_SHORT_WORDS = 10;
const MAX_CHINESE_SHORT_CHARS = 40;
/** Words before a date that make it a note on the entry ("expected March 2016", "预计 2016 年 3 月毕业"). */
const QUALIFIED_DATE = /(?:expected|anticipated|graduat\w{0,6}|预计|毕业(?:时间)?)\s*(?:[:：]\s*)?$/i;
/** Words a sentence ends on before a year, never a header ("Led the move in 2020"). */
const PREPOSITION_BEFORE =
  /\b(?:in|since|by|from|until|of|on|at|to|for|during|before|after|around)\s*$|[于在从至]\s*$/i;
const SENTENCE_END = /[.!?;。！？；]$/;
const EXPECTED_DATE = /(?:expected|anticipated|预计)\s*(?:[:：]\s*)?(?:\p{L}{3,9}\.?\s)?\d/iu;
/** A name's abbreviation closing a line ("Cream City Bearing & Drive, Inc.", "Dept.", "W.W."): no sentence's end. */
const ABBREVIATION_END =
  /(?:^|[\s,(])(?:inc|co|corp|ltd|llc|plc|bros|dept|div|univ|assn|intl|jr|sr|st|mt|ft|[a-z])\.$/i;

function endsSentence(text: string): boolean {
  return SENTENCE_END.test(text) && !ABBREVIATION_END.test(text);
}
const EMPTY_BRACKETS = /[(（[【][ \t]*[)）\]】]/g;
/** More years after a single date ("Summer 2013, 2014"): one date as printed. */
const END_WORD_AFTER_GAP = /^(?:present|current|now|至今|现在)(?![\p{L}])/iu;
const MORE_YEARS = /^(?:\s*[,，、&]\s*(?:19|20)\d\d(?!\d))+/;

interface EntryHeader {
  startTime: string;
  endTime: string;
  /** The line without its dates, a tab where they were. */
  rest: string;
  /** The dates stand in a column of their own (a tab, `|` or a wide gap before them): the rest is cells. */
  cells: boolean;
  /** The date reads as a note on an entry ("expected March 2016") rather than the entry's own dates. */
  qualified: boolean;
  /**
   * The dates stand in a field's brackets ("运行值班员 → 副值（2021.07）", "Senior Auditor (acting IA Manager
   * 02/2024–08/2024)"): a note on that field when the entry's own dates are beside the line.
   */
  bracketed: boolean;
  /** The dates fill a field's brackets ("Charge Nurse (Jan 2017 – Mar 2020)"): the entry's own, unless dates follow. */
  fillsBrackets: boolean;
  /** The dates stand between a role and the organisation's comma: the entry's own, unless dates follow. */
  betweenFields: boolean;
}

/**
 * Whether the entry's header so far only names where it was (the line above a date line): an organisation's or
 * school's name, or one no word classifies ("Acme Logistics"), with its place, and no role or degree.
 */
function namesOrganisation(entry: DraftEntry): boolean {
  const kinds = entry.fields.map(classifyField);
  return (
    kinds.some((kind) => kind !== 'location') && kinds.every((kind) => kind !== 'role' && kind !== 'degree')
  );
}

interface DraftEntry {
  fields: string[];
  startTime: string;
  endTime: string;
  items: Items;
  /** Bullets with a printed marker: short lines after them may start the next entry. */
  marked: number;
  title: string;
  subTitle: string;
  extras: string[];
  /** The header text as printed, where a place cut from the organisation's name is found again. */
  printed: string[];
}

/** Reads the entries of an entry part, in printed order. */
export function readEntries(lines: readonly ResumeLine[], kind: PartKind): ResumeEntry[] {
  return new EntryReader(withColumnLabels(lines), kind).read();
}

/**
 * Tables with a header row ("起止时间 | 学校 | 专业 | 学历", "Dates | Company | Title"), as Word resumes
 * print them: the header row names each column, so it is taken out and each row under it is read as
 * labelled fields ("起止时间：2016.09~2019.06  学校：暨南大学  专业：新闻学  学历：硕士研究生"), which the
 * key-value reading already understands. Rows with another number of cells end the table.
 */
export function withColumnLabels(lines: readonly ResumeLine[]): ResumeLine[] {
  const out: ResumeLine[] = [];
  let labels: string[] | undefined;
  for (const line of lines) {
    const cells = line.bullet ? [] : line.content.split('\t').map((cell) => cell.trim());
    // "项目描述 | 牵头完成…": a list's label cell, then what it labels.
    if (cells.length === 2 && LIST_LABEL_WORDS.has(cells[0]?.replace(/[:：]$/, '') ?? '') && cells[1]) {
      out.push({ ...line, text: cells[1], content: cells[1] });
      continue;
    }
    if (cells.length >= 2 && cells.every(isColumnLabel)) {
      labels = cells;
      continue;
    }
    // "公司名称 | 华为 | 职位 | 工程师": label and value cells in turn, as Word forms print them.
    const labelled = labelValueCells(cells);
    if (labelled !== undefined) {
      // A label whose value cell was left empty names nothing: the line is dropped.
      if (labelled === '') continue;
      out.push({ ...line, text: labelled, content: labelled });
      continue;
    }
    if (labels && cells.length === labels.length && cells.some((cell) => cell !== '')) {
      const content = cells
        .map((cell, index) => {
          const label = labels?.[index] ?? '';
          // A place or a duration column names nothing an entry keeps.
          if (cell === '' || DROPPED_COLUMNS.has(label.replace(/[:：]$/, '').toLowerCase())) return '';
          return `${label}：${cell}`;
        })
        .filter((field) => field !== '')
        .join('\t');
      out.push({ ...line, text: content, content });
      continue;
    }
    if (!line.bullet && cells.length > 1) labels = undefined;
    out.push(line);
  }
  return out;
}

/**
 * A row of label and value cells ("时间 | 2021.07-2023.06 | 公司 | 华为") as labelled fields joined by tabs
 * ("时间：2021.07-2023.06\t公司：华为"), or undefined when the row is not one. A label right before another
 * label, or last, had its value cell left empty, which Word drops ("时间 | 项目 | 智能家居系统"); a row
 * of one such label ("角色") gives ''.
 */
function labelValueCells(cells: readonly string[]): string | undefined {
  if (cells.length === 0 || !isColumnLabel(cells[0] ?? '')) return undefined;
  if (cells.length > 1 && cells.every(isColumnLabel)) return undefined;
  // One cell is a label only when printed without a colon: "学校：" types the line under it.
  if (cells.length === 1 && /[:：]$/.test(cells[0] ?? '')) return undefined;
  const fields: string[] = [];
  for (let index = 0; index < cells.length; index += 1) {
    const cell = cells[index] ?? '';
    if (!isColumnLabel(cell)) return undefined;
    const value = cells[index + 1];
    if (value === undefined || value === '' || isColumnLabel(value)) continue;
    index += 1;
    const label = cell.replace(/[:：]$/, '');
    if (!DROPPED_COLUMNS.has(label.toLowerCase())) fields.push(`${label}：${value}`);
  }
  return fields.join('\t');
}

function isColumnLabel(cell: string): boolean {
  const label = cell.replace(/[:：]$/, '').toLowerCase();
  return (
    label !== '' && (FIELD_LABELS[label] !== undefined || isDateLabel(label) || COLUMN_ONLY_LABELS.has(label))
  );
}

/** Column headers that name no field we keep, but mark a header row all the same. */
const COLUMN_ONLY_LABELS = new Set([
  '城市',
  '地点',
  '所在地',
  '工作地点',
  'location',
  'city',
  '备注',
  '时长',
]);
const DROPPED_COLUMNS = new Set(['城市', '地点', '所在地', '工作地点', 'location', 'city', '时长']);

class EntryReader {
  private readonly headers: (EntryHeader | undefined)[];
  private readonly candidates: boolean[];
  private readonly wrap: WrapContext;
  /** The lines start at a few left edges (not centred or set flush right), so indentation means something. */
  private readonly leftAligned: boolean;
  private readonly entries: DraftEntry[] = [];

  constructor(
    private readonly lines: readonly ResumeLine[],
    private readonly kind: PartKind,
  ) {
    this.headers = lines.map((line) => (line.bullet ? undefined : entryHeaderOf(line.content)));
    // "职位：运行值班员 → 副值（2021.07）" over "时间：2016年7月 - 2019年7月", or under "…（2016/07 - 2019/07）": a date
    // in a field's brackets is a note on that field when the entry's own range is beside it.
    for (const [index, header] of this.headers.entries()) {
      const rangeFollows = [-1, 1, 2].some((step) => {
        const next = this.headers[index + step];
        return next !== undefined && !next.bracketed && next.endTime !== '';
      });
      // "Front Desk Supervisor → Acting FOM (08/2022–11/2022), Hawthorn Inn & Suites" over a line of dates alone: the
      // bracketed range dates the acting post; the line below holds the entry's. So does a range between the role
      // and the organisation's comma.
      const next = this.headers[index + 1];
      const datesBelow = next !== undefined && next.endTime !== '' && trimSeparators(next.rest) === '';
      if (
        (header?.bracketed && rangeFollows) ||
        ((header?.fillsBrackets || header?.betweenFields) && datesBelow)
      )
        this.headers[index] = undefined;
    }
    this.candidates = lines.map((line) => !line.bullet && isHeaderCandidate(line.content));
    this.wrap = wrapContextOf(lines);
    this.leftAligned = isLeftAligned(lines);
  }

  read(): ResumeEntry[] {
    const anchors = this.findAnchors();
    const before = anchors.map((anchor, index) => this.headerLinesBefore(anchor, anchors[index - 1]));
    // The layout of the section: how many header lines stand above the date line in every entry.
    const linesBefore = before.length > 0 ? before.reduce((least, count) => Math.min(least, count)) : 0;
    let next = 0;
    let current: DraftEntry | undefined;
    for (const [index, anchor] of anchors.entries()) {
      // Lines the entry above took as its own (a degree under a school's date line) are not free.
      const available = Math.min(before[index] ?? 0, anchor - next);
      // A date line that labels its own name ("时间：… | 项目：…") takes no lines above it by the layout's habit.
      const habit = this.labelsOwnName(anchor) ? 0 : Math.min(linesBefore, available);
      const start = anchor - Math.max(habit, this.neededLinesBefore(anchor, available));
      current = this.readBody(next, start, current);
      const entry = this.startEntry();
      for (let line = start; line < anchor; line += 1) this.addHeaderLine(entry, line);
      const header = this.headers[anchor];
      if (header) {
        entry.startTime = header.startTime;
        entry.endTime = header.endTime;
        this.addFields(
          entry,
          header.rest,
          splitFields(header.rest, !header.cells, namesOrganisation(entry), true),
        );
      }
      next = anchor + 1;
      // Not into the lines the next entry holds above its date line by the section's habit ("BBA Accounting,
      // Davenport University" / dates / "AAS Accounting, Grand Rapids Community College" / dates).
      const following = anchors[index + 1];
      const limit =
        following === undefined
          ? this.lines.length
          : following - Math.min(linesBefore, before[index + 1] ?? 0);
      while (next < limit && next - anchor <= MAX_LINES_AFTER_DATE && this.continuesHeader(entry, next)) {
        this.addHeaderLine(entry, next);
        next += 1;
      }
      current = entry;
    }
    this.readBody(next, this.lines.length, current);
    return this.entries.map(toEntry);
  }

  /** Lines with an entry's dates; a noted date right under another entry's dates is not one. */
  private findAnchors(): number[] {
    const anchors: number[] = [];
    for (const [index, header] of this.headers.entries()) {
      if (!header) continue;
      const previous = anchors.at(-1);
      // "expected March 2016" under a school's dates is a note on it; a school with such a date is an entry.
      const named = splitFields(header.rest).some((field) => {
        const kind = classifyField(field);
        return kind === 'school' || kind === 'organisation';
      });
      if (header.qualified && previous !== undefined && index - previous <= 2 && !named) continue;
      anchors.push(index);
    }
    return anchors;
  }

  /** The date line at `anchor` names its organisation, school or project by a label ("项目：…"). */
  private labelsOwnName(anchor: number): boolean {
    const header = this.headers[anchor];
    return header !== undefined && splitFields(header.rest, !header.cells).some(labelsName);
  }

  /** How many header lines stand right above the date line at `anchor`. */
  private headerLinesBefore(anchor: number, previous: number | undefined): number {
    let count = 0;
    for (let line = anchor - 1; line > (previous ?? -1) && count < MAX_LINES_BEFORE_DATE; line -= 1) {
      if (!this.candidates[line] || this.headers[line] || this.indentedUnder(line, anchor)) break;
      count += 1;
    }
    // "MS Nutrition (combined MS / Dietetic Internship, 1,200 supervised practice hrs), The University of North
    // Carolina at Greensboro" over a line of dates alone: whatever stands right above bare dates is what they date.
    const above = this.lines[anchor - 1];
    if (
      count === 0 &&
      above &&
      anchor - 1 > (previous ?? -1) &&
      !above.bullet &&
      !this.headers[anchor - 1] &&
      this.datesAlone(anchor) &&
      isLongHeader(above.content)
    )
      return 1;
    return count;
  }

  /** The line at `index` holds an entry's dates and nothing else. */
  private datesAlone(index: number): boolean {
    const header = this.headers[index];
    return header !== undefined && header.rest.trim() === '';
  }

  /** The line at `index` starts further right than the header line at `header`: it is body text under it. */
  private indentedUnder(index: number, header: number): boolean {
    if (!this.leftAligned) return false;
    const x = this.lines[index]?.x;
    const headerX = this.lines[header]?.x;
    return x !== undefined && headerX !== undefined && x > headerX + INDENT_POINTS;
  }

  /**
   * How many of the lines above a date line its entry needs: a date line without an organisation
   * ("Software Engineer, Jun 2016 - Aug 2019") takes the line above it, and a role above that.
   */
  private neededLinesBefore(anchor: number, available: number): number {
    const header = this.headers[anchor];
    // A date's label ("时间：2022.06-2022.09") names nothing: the entry's name is still above it.
    const fields = header
      ? splitFields(header.rest, !header.cells).filter((field) => !isDateLabel(field))
      : [];
    let needed = 0;
    for (let line = anchor - 1; needed < available; line -= 1) {
      const text = this.lines[line]?.content ?? '';
      const kinds = fields.map(classifyField);
      const named = kinds.some((kind) => kind === 'organisation' || kind === 'school' || kind === 'unknown');
      const acting = kinds.some((kind) => kind === 'role' || kind === 'degree');
      const kind = classifyField(text);
      // "Prairie Ridge Health, Tulsa, OK" over "Sonographer II – General/OB-GYN; Vascular Lab cross-trainee<tab>dates":
      // a line that names an organisation is the entry's when the date line names none for sure.
      const organisationAbove =
        (kind === 'organisation' || kind === 'school') &&
        !kinds.some((other) => other === 'organisation' || other === 'school');
      if (named && (acting || (kind !== 'role' && kind !== 'degree')) && !organisationAbove) break;
      fields.unshift(...splitFields(text));
      needed += 1;
    }
    return needed;
  }

  /** Whether the line after an entry's date line still belongs to its header. */
  private continuesHeader(entry: DraftEntry, index: number): boolean {
    const line = this.lines[index];
    if (!line || !this.candidates[index] || this.indentedUnder(index, index - 1)) return false;
    // "工作内容：" introduces the bullets under it; it names nothing.
    if (isListLabel(line)) return false;
    const header = this.headers[index];
    if (header && !header.qualified) return false;
    const first = splitFields(header ? header.rest : line.content)[0] ?? '';
    if (classifyField(line.content) === 'location') return true;
    if (!header && danglingField(entry) >= 0 && isWrappedRest(line.content)) return true;
    if (header?.qualified) return true;
    if (entry.title !== '' && entry.subTitle !== '') return false;
    if (namesOrganisation(entry) && isTitleWithNote(line.content)) return true;
    const kind = classifyField(first);
    if (kind === 'role' || kind === 'degree' || kind === 'school' || kind === 'organisation') return true;
    if (keyValueOf(line.content)) return false;
    // A short phrase rather than a sentence: a role or technology list printed without a known word.
    return HAN.test(first)
      ? first.length <= 15 && !/[，。；]/.test(first)
      : wordCount(first) <= 5 && !/^\p{Ll}/u.test(first);
  }

  /** Lines from `from` to `to` that follow no date line: bullets, or entries printed without dates. */
  private readBody(from: number, to: number, entry: DraftEntry | undefined): DraftEntry | undefined {
    let current = entry;
    for (let index = from; index < to; index += 1) {
      const line = this.lines[index];
      if (!line) continue;
      // A labelled name or a table row of name and role starts an entry, however the line before ended.
      const startsEntry = labelsName(line.content) || isHeaderRow(line);
      if (!startsEntry && current?.items.continueWith(line)) continue;
      const headerEnd = this.datelessHeaderEnd(index, to, current);
      if (headerEnd !== undefined) {
        current = this.startEntry();
        for (let header = index; header <= headerEnd; header += 1) this.addHeaderLine(current, header);
        index = headerEnd;
        continue;
      }
      // "工作内容：", "Key achievements:" only introduce the bullets under them: no fact of their own.
      if (current && isListLabel(line) && index + 1 < to) continue;
      current ??= this.startEntry();
      current.items.add(line.content, line);
      if (line.bullet) current.marked += 1;
    }
    return current;
  }

  /**
   * Where the header of an entry printed without dates ends, when one starts at `index`: a school in
   * an education part, the first short lines of a part, or short lines between bulleted entries that
   * bullets follow.
   */
  private datelessHeaderEnd(index: number, to: number, current: DraftEntry | undefined): number | undefined {
    const line = this.lines[index];
    if (!line || !this.candidates[index]) return undefined;
    // A table row of a name and a role ("城市停车诱导系统 | 项目负责人") heads an entry on its own, as does
    // a name and its role joined by a colon ("社区团购小程序：算法负责人").
    if (isHeaderRow(line) || isNameColonRole(line.content)) return index;
    // A key-value block without dates: "项目名称：X" starts it, labelled fields under it continue it.
    if (labelsName(line.content)) {
      let end = index;
      while (end + 1 < to && end - index < 3 && isLabelledField(this.lines[end + 1]?.content ?? '')) end += 1;
      return end;
    }
    if (!isShortLine(line.content)) return undefined;
    if (this.kind === 'education' && classifyField(line.content) === 'school')
      return this.educationHeaderEnd(index, to);
    let end = index;
    while (end + 1 < to && end - index < 2) {
      const next = this.lines[end + 1];
      if (!next || !this.candidates[end + 1] || !isShortLine(next.content)) break;
      const kind = classifyField(next.content);
      if (this.kind === 'education' && kind === 'school') break;
      const named = kind !== 'unknown';
      if (!named && this.lines[end + 2]?.bullet !== true) break;
      end += 1;
    }
    if (!current) return end;
    if (current.marked > 0 && this.lines[end + 1]?.bullet === true) return end;
    // Unmarked lines: "社区团购小程序" in a project part names the next project, as a sentence never reads.
    if (this.kind === 'project' && end === index && PROJECT_NAME.test(line.content.trim())) return end;
    return undefined;
  }

  /** A school line and the degree or short lines printed under it. */
  private educationHeaderEnd(index: number, to: number): number {
    let end = index;
    while (end + 1 < to && end - index < 2) {
      const next = this.lines[end + 1];
      if (!next || !this.candidates[end + 1] || !isShortLine(next.content)) break;
      const kind = classifyField(next.content);
      if (kind === 'school' || (kind !== 'degree' && kind !== 'location')) break;
      end += 1;
    }
    return end;
  }

  private startEntry(): DraftEntry {
    const entry: DraftEntry = {
      fields: [],
      startTime: '',
      endTime: '',
      items: new Items(this.wrap),
      marked: 0,
      title: '',
      subTitle: '',
      extras: [],
      printed: [],
    };
    this.entries.push(entry);
    return entry;
  }

  private addHeaderLine(entry: DraftEntry, index: number): void {
    const line = this.lines[index];
    if (!line) return;
    const header = this.headers[index];
    if (header && entry.startTime === '' && !header.qualified) {
      entry.startTime = header.startTime;
      entry.endTime = header.endTime;
      this.addFields(entry, header.rest, splitFields(header.rest, !header.cells, false, true));
      return;
    }
    // "Bachelor of Business Administration in" / "Journalism": the rest of a field wrapped in a narrow column.
    const dangling = danglingField(entry);
    if (!header && dangling >= 0 && isWrappedRest(line.content)) {
      entry.fields[dangling] = `${entry.fields[dangling]} ${line.content.trim()}`;
      this.addFields(entry, line.content, []);
      return;
    }
    // Under a line naming only the organisation ("公司：杭州澜泊服饰有限公司"), a role's brackets and commas are its notes;
    // an expected date still comes off a line standing alone ("M.S. in EE, expected March 2016").
    const underName = namesOrganisation(entry) && !EXPECTED_DATE.test(line.content);
    this.addFields(entry, line.content, splitFields(line.content, true, underName));
  }

  private addFields(entry: DraftEntry, printed: string, fields: readonly string[]): void {
    entry.printed.push(printed);
    entry.fields.push(...fields);
    const assigned = assignFields(entry.fields, this.kind);
    entry.title = assigned.title;
    entry.subTitle = assigned.subTitle;
    entry.extras = assigned.extras;
  }
}

/**
 * "招聘专员，工厂蓝领方向" under its organisation's line, "本科 小学教育（数学方向），2017届" under its school's: a role or
 * degree and a short note on it, no sentence.
 */
function isTitleWithNote(text: string): boolean {
  // "供应链管理高级研修班（结业，非学历） 跨境电商供应链方向，公司选送": a title, a space, then its note.
  const spaced = /^(\S+)\s+\S/u.exec(text.trim())?.[1];
  if (spaced && HAN.test(spaced) && ['role', 'degree'].includes(classifyField(spaced))) return true;
  const [role = '', note, ...more] = text.trim().split('，');
  return (
    HAN.test(text) &&
    note !== undefined &&
    more.length === 0 &&
    note.length <= MAX_NOTE_HAN_CHARS &&
    !/[。；！？]/.test(note) &&
    ['role', 'degree'].includes(classifyField(role))
  );
}
const MAX_NOTE_HAN_CHARS = 12;

/** A header field that ends on a joining word ("… in", "… of", "… and"): its rest is on the next line. */
const DANGLING_END = /\s(?:in|of|and|&|for)$/i;

function danglingField(entry: DraftEntry): number {
  return entry.fields.findIndex((field) => DANGLING_END.test(field.trim()));
}

/** A short capitalised phrase with no sentence in it: the wrapped rest of a header field. */
function isWrappedRest(text: string): boolean {
  return /^\p{Lu}[\p{L}'&\- ]*$/u.test(text.trim()) && wordCount(text) <= 4;
}

function toEntry(entry: DraftEntry): ResumeEntry {
  entry.items.prepend(entry.extras);
  const place = placeOfEntry(entry.title, entry.printed, entry.fields);
  return {
    title: entry.title,
    subTitle: entry.subTitle,
    startTime: entry.startTime,
    endTime: entry.endTime,
    bullets: entry.items.toArray(),
    ...(place ? { place } : {}),
    ...(place && entry.printed.some((text) => text.includes(`${entry.title} (${place})`))
      ? { placeInBrackets: true as const }
      : {}),
  };
}

/** The dates of an entry header line and what else it holds, or undefined when the line is not one. */
export function entryHeaderOf(text: string): EntryHeader | undefined {
  if (text.length > headerLimit(text)) return undefined;
  // "平洲第二中学（2021年更名为桂澜实验中学） | 教师 | 2019年8月 - 2022年7月": a year inside a name is no
  // entry's dates; the first date that stands apart is. A few at most: a header line is short.
  // Dates inside a field dating something within the entry ("运行值班员 → 副值（2021.07）", "Interim Chief
  // Operator 09/2024–02/2025") give way to a range in a "|" cell of its own: that one is the entry's.
  let first: EntryHeader | undefined;
  let noteFirst = false;
  for (const range of findDateRanges(text).slice(0, MAX_DATES_TRIED)) {
    const header = headerAt(text, range);
    if (!header) continue;
    const before = text.slice(0, range.index);
    const after = text.slice(range.index + range.length);
    const ownCell = /(?:^|[|｜])\s*$/.test(before) && /^\s*(?:[|｜]|$)/.test(after);
    // "Audiologist III (acting CI coordinator Jan–Jun 2025)<gap>Aug 2022 – Present": dates in a note's brackets date
    // the note, when the line's own dates follow outside them.
    // So do an expected date in a degree's notes ("M.A. – in progress, expected May 2026 ABA<gap>Aug 2023 – May 2026").
    const inBrackets = insideBrackets(before);
    // "Charge RT / (acting) Night RC Supervisor Sept. 2021 – Feb. 2022<gap>Nov 2019 – Mar 2023": a range in a column
    // of its own closing the line is the entry's; one before it dates something within the entry.
    const note = inBrackets || (header.qualified && header.endTime === '') || closesInColumn(after);
    if (first === undefined) {
      first = header;
      if (ownCell || (!note && !/[|｜]/.test(after))) return header;
    } else if ((ownCell || (!inBrackets && noteFirst)) && header.endTime !== '') return header;
    if (header === first) noteFirst = note;
  }
  return first;
}

/** Whether `text` ends with a date range in a column of its own: after a tab or a wide gap, nothing after it. */
function closesInColumn(text: string): boolean {
  const last = findDateRanges(text).at(-1);
  return (
    last !== undefined &&
    last.index > 0 &&
    text.slice(last.index + last.length).trim() === '' &&
    endsInGap(text.slice(0, last.index))
  );
}

/** Whether `text` ends in a tab or a wide gap (measured by trimming: an end-anchored repeat is not linear). */
function endsInGap(text: string): boolean {
  const gap = text.slice(text.trimEnd().length);
  return gap.includes('\t') || gap.length >= 2;
}

/** A header's length at most: longer where "|" cuts it into fields, each measured on its own as well. */
function headerLimit(text: string): number {
  return /[|｜]/.test(text) || opensWithDates(text) ? MAX_HEADER_CHARS * 3 : MAX_HEADER_CHARS * 2;
}

/** "2022.09 – Present  Sonographer II – OB/GYN, Prairie Ridge Health, Tulsa, OK (…)": dates, a gap, then the fields. */
function opensWithDates(text: string): boolean {
  const range = findDateRange(text.slice(0, MAX_HEADER_CHARS));
  return range?.index === 0 && /^(?:\t|\s{2,})\S/.test(text.slice(range.length));
}

/** Dates tried per line for an entry's: a header holds one range, and a name or note a year or two. */
const MAX_DATES_TRIED = 4;

function headerAt(text: string, range: DateRange): EntryHeader | undefined {
  let startTime = range.startTime;
  let endTime = range.endTime;
  let end = range.index + range.length;
  const more = endTime === '' ? MORE_YEARS.exec(text.slice(end)) : null;
  if (more) {
    startTime = text.slice(range.index, end + more[0].length);
    end += more[0].length;
  }
  // Two dates with only a gap between them: the dash was a glyph the file did not keep ("Sep. 2023  Mar. 2024").
  const gap = endTime === '' && !more ? /^[ \t]+/.exec(text.slice(end)) : null;
  if (gap) {
    const next = findDateRange(text.slice(end + gap[0].length));
    const word = END_WORD_AFTER_GAP.exec(text.slice(end + gap[0].length));
    if (next && next.index === 0 && next.endTime === '') {
      endTime = next.startTime;
      end += gap[0].length + next.length;
    } else if (word) {
      endTime = word[0];
      end += gap[0].length + word[0].length;
    }
  }
  const qualifier = DATE_QUALIFIER.exec(text.slice(end));
  if (qualifier) {
    if (endTime === '') startTime += qualifier[0];
    else endTime += qualifier[0];
    end += qualifier[0].length;
  }
  const before = text.slice(0, range.index);
  const after = text.slice(end);
  // A date counts when it stands apart from the words ("Acme | 2019 - 2021"), not inside a sentence.
  const apartBefore = before.trim() === '' || endsApart(before, isApartMark);
  // A line may start with its dates and go on after one space, or none before Chinese ("2019 – 2021 Acme").
  const apartAfter =
    after.trim() === '' ||
    /^(?:\s*[|｜\t)）\]】,，;；·•/]|\s{2,})/.test(after) ||
    (before.trim() === '' && /^(?:\s|\p{Script=Han})/u.test(after));
  if (!apartAfter) return undefined;
  if (!apartBefore && (PREPOSITION_BEFORE.test(before) || (endTime === '' && wordCount(before) > 4)))
    return undefined;
  const rest = `${before}\t${after}`.replace(EMPTY_BRACKETS, '\t');
  const restText = rest.replace(/\s+/g, ' ').trim();
  const cells = endsApart(before, isCellMark) || /^(?:\s*[|｜\t]|\s{2})/.test(after);
  // Dates in a cell of their own beside fields cut by "|" are a header's, even beside a long degree field
  // ("MS Nutrition (combined MS / Dietetic Internship, 1,200 supervised practice hrs)").
  // Dates opening a line with a gap after them ("2020.09 – 2021.08  Grant Writer (contract) – Development & Comms,
  // Northside Youth Arts Collective, Milwaukee, WI (merged …)") head it however long its name and notes run.
  const datesFirst = before.trim() === '' && /^(?:\t|\s{2})/.test(after);
  // So do dates closing a line in a column of their own ("Non-degree coursework …, part-time    Jan 2022 – Jun 2022").
  // (The gap measured by trimming, linear in the line: an end-anchored repeat is not.)
  const datesLast = after.trim() === '' && endsInGap(before) && endTime !== '';
  const roomy = datesFirst || datesLast ? 2 : cells && /[|｜]/.test(before) ? 1.5 : 1;
  // Fields cut by "|" are measured each: a long degree field beside a school's name is still a header's.
  // Measured without bracketed notes ("M.A. – in progress (online, part-time; 24 of 36 credit hrs), …").
  const measured = restText.replace(BRACKETED_NOTE, ' ');
  const fields = roomy > 1 ? measured.split(/[|｜]/).map((field) => field.trim()) : [measured];
  if (
    restText.length > headerLimit(text) ||
    fields.some(
      (field) => field.length > MAX_HEADER_CHARS * roomy || wordCount(field) > MAX_HEADER_WORDS * roomy,
    ) ||
    /[。；]$/.test(restText)
  )
    return undefined;
  // A range that fills its brackets ("Charge Nurse (Jan 2017 – Mar 2020)", "公司（2016/07 - 2019/07）") is the entry's own.
  const fillsBrackets = endTime !== '' && /[(（]\s*$/.test(before) && /^\s*[)）]/.test(after);
  const bracketed = insideBrackets(before) && !fillsBrackets;
  // A range after a role and before the organisation's comma ("… / (acting) Night RC Supervisor Sept. 2021 – Feb.
  // 2022, Mercy Ridge Hospital"): the role's own dates when the entry's stand below.
  const betweenFields = endTime !== '' && before.trim() !== '' && /^\s*[,，]\s*\S/.test(after);
  return {
    startTime,
    endTime,
    rest,
    cells,
    qualified: QUALIFIED_DATE.test(before),
    bracketed,
    fillsBrackets,
    betweenFields,
  };
}

/**
 * A row of two to four short table cells, one of them a role or degree: an entry's header. Without a table, two
 * fields set apart by wide blanks, a bar or a middle dot make one ("城市停车诱导系统  核心开发", "仓储机器人路径规划·组长"),
 * where the line holds no sentence.
 */
function isHeaderRow(line: ResumeLine): boolean {
  if (line.bullet) return false;
  const table = line.content.includes('\t');
  if (!table && /[，。；,;]/.test(line.content)) return false;
  // "实验室信息管理系统 产品负责人": two Chinese phrases a single blank apart, as PDF text keeps them.
  const spaced = !table && !/\s{2}|[·｜|]/.test(line.content);
  if (spaced && !/^\p{Script=Han}[^\s]*\s\p{Script=Han}[^\s]*$/u.test(line.content.trim())) return false;
  const cells = line.content
    .split(table ? '\t' : spaced ? ' ' : /\s{2,}|\s*[·｜|]\s*/)
    .map((cell) => cell.trim())
    .filter((cell) => cell !== '');
  if (!table && cells.length !== 2) return false;
  if (cells.length < 2 || cells.length > 4 || cells.some((cell) => !isShortLine(cell))) return false;
  const kinds = cells.map(classifyField);
  return kinds.some((kind) => kind === 'role' || kind === 'degree') && kinds.some((kind) => kind !== 'role');
}

/**
 * "社区团购小程序：算法负责人", "字节跳动：供应链专员": a name (no field label, at least four characters: "荣誉：优秀员工"
 * is a detail) and the role held there.
 */
function isNameColonRole(text: string): boolean {
  const pair = keyValueOf(text);
  if (!pair || !HAN.test(pair.key) || pair.key.length < 4 || /[，。；,;]/.test(text)) return false;
  if (labelledKind(text) !== undefined || isDateLabel(pair.key)) return false;
  const keyKind = classifyField(pair.key);
  return keyKind !== 'role' && keyKind !== 'degree' && classifyField(pair.value) === 'role';
}

/** "项目名称：X", "学校：Y": a labelled field naming an entry's organisation, school or project. */
function labelsName(text: string): boolean {
  const kind = labelledKind(text);
  return kind === 'organisation' || kind === 'school';
}

/** "职位：后端开发", "时间：2022.06-2022.09": a labelled field of an entry's header. */
function isLabelledField(text: string): boolean {
  if (labelledKind(text) !== undefined && !labelsName(text)) return true;
  const pair = keyValueOf(text);
  return pair !== undefined && isDateLabel(pair.key) && findDateRange(pair.value) !== undefined;
}

/** "工作内容：", "Key achievements:": a line that only introduces the bullets under it. */
function isListLabel(line: ResumeLine): boolean {
  const text = line.content;
  if (!line.bullet && LIST_LABEL_WORDS.has(text.replace(/[:：]$/, '').trim())) return true;
  if (line.bullet || !/[:：]$/.test(text)) return false;
  return HAN.test(text) ? text.length <= MAX_LABEL_HAN_CHARS : wordCount(text) <= MAX_LABEL_WORDS;
}

/** Most lines start at one of a few left edges: header, body and bullet indents. */
function isLeftAligned(lines: readonly ResumeLine[]): boolean {
  const edges = new Map<number, number>();
  let placed = 0;
  for (const line of lines) {
    if (line.x === undefined) continue;
    placed += 1;
    const edge = Math.round(line.x / ALIGNMENT_POINTS);
    edges.set(edge, (edges.get(edge) ?? 0) + 1);
  }
  const common = [...edges.values()].sort((a, b) => b - a).slice(0, LEFT_EDGES);
  return placed > 0 && common.reduce((sum, count) => sum + count, 0) >= placed * ALIGNED_SHARE;
}

/** A line that may be part of an entry's header: short, not a sentence. */
function isHeaderCandidate(text: string): boolean {
  const plain = text.replace(/\t/g, ' ');
  // "Knox Valley Community Hospital, Mount Vernon, OH (now Knox Valley Health – part of …)": notes in brackets make
  // a name's line long, not a sentence; the words outside them are measured.
  const core = plain.replace(BRACKETED_NOTE, ' ');
  if (plain.length > MAX_HEADER_CHARS * 2 || core.length > MAX_HEADER_CHARS) return false;
  if (wordCount(core) > MAX_HEADER_WORDS || wordCount(plain) > MAX_HEADER_WORDS * 2) return false;
  if (/[。；！？]$/.test(plain)) return false;
  if (endsSentence(plain) && wordCount(plain) >= 8) return false;
  return true;
}

/** A header line printed long (a name with its notes), still no sentence: over bare dates it is one. */
function isLongHeader(text: string): boolean {
  const plain = text.replace(/\t/g, ' ');
  return (
    plain.length <= MAX_HEADER_CHARS * 2 && wordCount(plain) <= MAX_HEADER_WORDS * 2 && !endsSentence(plain)
  );
}

/** A line that could be a title or role on its own: short, not a sentence, not `Key: value`. */
/**
 * A Chinese project's name as printed alone on its line: a noun phrase ending in what a project builds or
 * enters, not opening with a verb ("搭建…系统" is a line of work).
 */
const PROJECT_NAME =
  /^(?!负责|参与|主导|主持|牵头|协助|编写|撰写|策划|组织|制定|搭建|推动|带领|建立|引入|对接|跟进|完成|设计|开发|实现|优化|维护|上线|获得|获)[\p{Script=Han}A-Za-z0-9]{2,18}(?:系统|平台|小程序|网站|项目|APP|App|应用|工具|竞赛|大赛|课题|引擎|中台|商城|机器人|模型|算法)$/u;

function isShortLine(text: string): boolean {
  const plain = text.replace(/\t/g, ' ');
  if (HAN.test(plain) ? plain.length > MAX_CHINESE_SHORT_CHARS : plain.length > MAX_SHORT_CHARS) return false;
  return wordCount(plain) <= MAX_SHORT_WORDS && !endsSentence(plain) && keyValueOf(plain) === undefined;
}

const isApartMark = characterSet('|｜\t(（[【,，:：·•–—-');
const isCellMark = characterSet('|｜\t');

/**
 * True when `text` ends in a mark of `isMark` or in two blanks or more, blanks after the mark
 * allowed: what `/(?:[marks]|\s{2})\s*$/` tests, in one pass from the end.
 */
function endsApart(text: string, isMark: (character: string) => boolean): boolean {
  const words = trimEndWhere(text, isWhitespace);
  const blanks = text.slice(words.length);
  return blanks.length >= 2 || [...blanks].some(isMark) || isMark(words.at(-1) ?? '');
}
