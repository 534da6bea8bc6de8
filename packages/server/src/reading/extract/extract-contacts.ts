// Reads the person's name, phone, email, location and links from a resume's header, contact part or footer.
import type { Locale } from '@resume/contract';
import { type BasicFieldId, basicFieldOfKey } from '../../knowledge/basic-fields.ts';
import { characterSet, trimEndWhere } from '../../lib/text-scan.ts';
import { findDateRange } from '../../resume/dates.ts';
import type { KeyValue } from '../../resume/resume-document.ts';
import {
  BASIC_FIELDS,
  BASIC_KEYS,
  BASIC_LABELS,
  type BasicField,
  GIVEN_NAMES,
  NOT_CHINESE_NAME_WORDS,
  NOT_NAME_WORDS,
} from './contact-words.ts';
import { headingCandidate, headingOf, kindOfExactHeading } from './detect-sections.ts';
import { isLocation } from './locations.ts';
import { HAN, keyValueOf, type ResumeLine, trimSeparators } from './resume-lines.ts';

const isTrailingPunctuation = characterSet('.,;:');

// Look-behinds make a match start only where a run of such characters starts: one scan per run.
export const EMAIL = /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
export const URL =
  /(?:https?:\/\/|www\.)[^\s|｜,，;；<>()（）]+|(?<![@\w.-])(?:[a-z0-9-]+\.)+(?:com|io|dev|me|net|org|cn|co|ai|app|page|site|xyz|tech|info|edu)(?:\/[^\s|｜,，;；<>()（）]*)?/gi;
/**
 * International (`+1 206-555-0149`, `(+86) 131-221-87xxx`, `+1-(234)-555-1234`), Chinese mobile
 * (`138 0013 8000`), landline (`010-12345678`), North American (`(206) 555-0149`); digits may be masked
 * with x or * as sample resumes do. Checked by isPhone afterwards.
 */
export const PHONE =
  /(?<![\w+@./\\])(?:\(\+?\d{1,4}\)[ .-]?|\+\d{1,4}(?:[ .-]|(?=\())?)?(?:\(\d{1,5}\)[ .-]?)?\d[\dxX*]{0,14}(?:[ .-](?:\(\d{1,5}\)|[\dxX*]{1,8})){0,6}(?![\w@])/g;
/** Order matters: an email's domain must not be read as a link, nor a link's digits as a phone. */
const CONTACT_PATTERNS: readonly (readonly [BasicField, RegExp])[] = [
  ['email', EMAIL],
  ['links', URL],
  ['phone', PHONE],
];
/** A line of contacts is short; longer lines are text that may mention an email. */
const MAX_CONTACT_LINE_CHARS = 300;
const HEADER_SEPARATORS = /\s*[|｜•▪◦\t]\s*|\s{2,}|\s*[;；]\s*/;
/** Spaced dashes and dots part contacts ("555-0100 – jane@x.com") but not a labelled value's words. */
const WEAK_HEADER_SEPARATOR = /(?<=\S)\s+[·–—-]\s+/;
const EMPTY_BRACKETS = /[(（[【][ \t]*[)）\]】]/g;
/** Name particles that stay lower case: "Ludwig van Beethoven", "Maria de la Cruz". */
const NAME_PARTICLES = new Set([
  'van',
  'von',
  'de',
  'der',
  'den',
  'la',
  'le',
  'da',
  'di',
  'du',
  'del',
  'bin',
  'al',
  'y',
]);
/** Letters printed apart: "J A N E  D O E", "JA R E D R I C H A R D S". */
const SPACED_CAPITALS = /^\p{Lu}{1,2}(?: {1,3}\p{Lu}{1,2}){3,}$/u;

const LABEL_TO_FIELD = new Map<string, BasicField>(
  BASIC_FIELDS.flatMap((field) => BASIC_LABELS[field].map((label) => [label, field] as const)),
);

/** The contact facts of a resume, gathered line by line. */
export class BasicFacts {
  private readonly fields = new Map<BasicField, string[]>();
  private readonly extra: KeyValue[] = [];
  readonly leftovers: string[] = [];

  has(field: BasicField): boolean {
    return this.fields.has(field);
  }

  /** Whether a labelled field of the basic part ("求职意向：…", "Graduation: …") was read. */
  hasLabelled(id: BasicFieldId): boolean {
    return this.extra.some((pair) => basicFieldOfKey(pair.key)?.id === id);
  }

  /** The person's name, read from its place under no label. */
  addName(value: string): void {
    this.add('name', value);
  }

  /** Where the person lives, read from its shape on the contact line ("Lyon, FR"). */
  addLocation(value: string): void {
    this.add('location', value);
  }

  /** A field of the basic part read from its place under no label ("2026 届" is the graduation). */
  addLabelled(key: string, value: string): void {
    this.extra.push({ key, value });
  }

  /** The header's pieces no field took, emptied: a caller places them. */
  takeLeftovers(): string[] {
    return this.leftovers.splice(0, this.leftovers.length);
  }

  readLine(line: ResumeLine): void {
    const spaced = spacedName(line.content);
    if (spaced !== undefined && (!this.fields.has('name') || this.fields.get('name')?.includes(spaced))) {
      this.add('name', spaced);
      return;
    }
    // "Target role: Compliance Specialist – manufacturing; Lima / NW Ohio or hybrid": a target's value runs to the
    // line's end, its semicolons included (where the person wants to work is part of what they seek).
    const pair = keyValueOf(line.content);
    const wholeTarget =
      pair !== undefined &&
      basicFieldOfKey(pair.key)?.id === 'target' &&
      !/[|｜\t]|\s{2,}/.test(line.content);
    const tokens = (
      wholeTarget ? [line.content] : line.content.split(HEADER_SEPARATORS).flatMap(splitUnlessLabelledText)
    )
      .map((token) => token.trim())
      .filter((token) => token !== '');
    for (let index = 0; index < tokens.length; index += 1) {
      const token = tokens[index] ?? '';
      const next = tokens[index + 1];
      // A table prints a label and its value in cells side by side ("姓名 | 张三", "Phone | 555-0100").
      if (next !== undefined && fieldOfLabel(token) && !fieldOfLabel(next) && !keyValueOf(next)) {
        this.readPair({ key: token, value: next }, `${token}: ${next}`);
        index += 1;
        continue;
      }
      this.readToken(token);
    }
  }

  /** Takes the line as the name when it is one (the line set in the largest type, read first). */
  offerName(line: ResumeLine): void {
    if (this.fields.has('name')) return;
    const text = line.content.trim();
    const name = spacedName(text) ?? printedName(text);
    if (name !== undefined) this.add('name', name);
  }

  /** The single word a resume may print as its name ("ANDERSON"), taken when no other name was found. */
  readNameFallback(line: ResumeLine | undefined): void {
    if (!line || this.fields.has('name')) return;
    const text = line.content.trim();
    if (!/^\p{Lu}[\p{L}'’-]{1,24}$/u.test(text) || headingOf(line) || fieldOfLabel(text)) return;
    if (NOT_NAME_WORDS.includes(text.toLowerCase())) return;
    this.add('name', text);
    const index = this.leftovers.indexOf(text);
    if (index >= 0) this.leftovers.splice(index, 1);
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
    if (labelled === 'name' || (!labelled && field)) {
      this.add(field ?? 'name', pair.value);
      return;
    }
    if (labelled === 'links') {
      // "GitHub: janedoe" keeps its label: the value alone would not say where to look.
      this.add('links', isUrl(pair.value) ? pair.value : token);
      return;
    }
    if (labelled) {
      // "电话：138… 邮箱：…" may hold more than the labelled value.
      this.readUnlabelled(pair.value, labelled);
      return;
    }
    this.extra.push(pair);
  }

  /** Emails, links and phones are taken out wherever they are; what remains is read piece by piece. */
  private readUnlabelled(token: string, labelled?: BasicField): void {
    let rest = token;
    for (const [field, pattern] of CONTACT_PATTERNS) {
      rest = rest.replace(pattern, (found) => {
        if (field === 'phone' && !isPhone(found)) return found;
        this.add(field, field === 'links' ? trimEndWhere(found, isTrailingPunctuation) : found.trim());
        return '\t';
      });
    }
    for (const piece of rest.replace(EMPTY_BRACKETS, '\t').split('\t')) this.readPiece(piece, labelled);
  }

  /** What remains of a token once emails, links and phones are taken out. */
  private readPiece(piece: string, labelled?: BasicField): void {
    const text = trimSeparators(piece);
    const bare = text
      .replace(/^[^\p{L}\p{N}+(]+/u, '')
      .replace(/[:：]$/, '')
      .trim();
    if (bare === '' || fieldOfLabel(bare)) return;
    // An icon font's glyph read as one letter ("H +1 …", "B john@…") is no fact.
    if (/^\p{L}$/u.test(bare) && !HAN.test(bare)) return;
    const known = nameIn(bare) ?? bare;
    if (this.fields.get('name')?.some((name) => (nameIn(name) ?? name) === known)) return;
    const name = labelled === 'location' || this.fields.has('name') ? undefined : printedName(bare);
    // "Tucson, AZ (tax home: Springfield, MO)": a place with a note on it is the place, note and all.
    if (
      labelled === 'location' ||
      isLocation(bare) ||
      isLocation(withoutClosingBrackets(bare, BRACKETED_WHOLE))
    )
      this.add('location', bare);
    else if (name !== undefined) this.add('name', name);
    else this.leftovers.push(text);
  }

  private add(field: BasicField, value: string): void {
    const values = this.fields.get(field) ?? [];
    if (!values.includes(value)) values.push(value);
    this.fields.set(field, values);
  }
}

/**
 * A line printed elsewhere that holds nothing but contacts (a footer "H +1 … • B jane@…"): what is left
 * once emails, phones and links are taken out is a few icon letters and separators.
 */
export function isContactLine(text: string): boolean {
  if (text.length > MAX_CONTACT_LINE_CHARS) return false;
  let found = false;
  let rest = text;
  for (const [field, pattern] of CONTACT_PATTERNS) {
    rest = rest.replace(pattern, (match) => {
      if (field === 'phone' && !isPhone(match)) return match;
      if (field !== 'links') found = true;
      return ' ';
    });
  }
  if (!found) return false;
  const letters = (value: string) => value.replace(/[^\p{L}\p{N}]/gu, '').length;
  return letters(rest) <= Math.max(6, letters(text) * 0.4);
}

/**
 * A token split at spaced dashes, unless it is a labelled value that is no contact: "Objective: Senior QA
 * Engineer / SDET – Payments" is one objective; "Phone: 555-0100 – jane@x.com" is two contacts.
 */
function splitUnlessLabelledText(token: string): string[] {
  const pair = keyValueOf(token);
  if (pair && !fieldOfLabel(pair.key) && !fieldOfValue(pair.value)) return [token];
  return token.split(WEAK_HEADER_SEPARATOR);
}

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

/** Seven to fifteen digits (masked ones counted), most of them real, and not a date range. */
export function isPhone(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  const masked = text.replace(/[^xX*]/g, '').length;
  if (digits + masked < 7 || digits + masked > 15 || masked > digits) return false;
  const range = findDateRange(text);
  return range === undefined || range.length < text.trim().length / 2;
}

/** A nickname printed inside a name, in quotes: Kelechi "Kel" Okafor, Kelechi “Kel” Okafor. */
const NICKNAME = /^(?:"\p{Lu}[\p{L}'’.-]*"|“\p{Lu}[\p{L}'’.-]*”|‘\p{Lu}[\p{L}.-]*’)$/u;

/** A person's name: two to four capitalised words (a nickname among them), or two to five Han characters. */
export function isName(text: string): boolean {
  const candidate = headingCandidate({
    text,
    content: text,
    bullet: false,
    indent: 0,
    headingLevel: 0,
    emphasized: false,
  });
  if (candidate && kindOfExactHeading(candidate)) return false;
  if (HAN.test(text)) {
    const tight = text.replace(/\s+/g, '');
    if (NOT_CHINESE_NAME_WORDS.some((word) => tight.includes(word))) return false;
    return (
      /^\p{Script=Han}{2,4}$/u.test(tight) ||
      /^\p{Script=Han}{1,4} \p{Script=Han}{1,3}$/u.test(text) ||
      /^\p{Script=Han}{1,6}[·•]\p{Script=Han}{1,10}$/u.test(text)
    );
  }
  if (text.length > 40) return false;
  const words = text.split(/\s+/);
  if (words.length < 2 || words.length > 4) return false;
  return words.every(
    (word) =>
      (/^\p{Lu}[\p{L}'’.-]*$/u.test(word) || NICKNAME.test(word) || NAME_PARTICLES.has(word)) &&
      !NOT_NAME_WORDS.includes(word.toLowerCase().replace(/[.'’-]/g, '')),
  );
}

/** Pronouns in brackets: "(she/her)". */
const PRONOUNS = String.raw`[(（](?:she|he|they|her|his|him|them|theirs?)\/[a-z/]+[)）]`;
/**
 * Credentials and pronouns printed after a name: "Jane Doe, PMP", "Jane Doe, Ph.D.", "Kristin Halloran, MS, OTR/L",
 * "Jane Doe (she/her)".
 */
const NAME_SUFFIX = new RegExp(String.raw`(?:,\s*[\p{Lu}][\p{L}./-]{0,7})+$|${PRONOUNS}$`, 'u');
/** Longer than any name with its credentials; longer text is no name, and the suffix search stays cheap. */
const MAX_NAME_WITH_SUFFIX_CHARS = 80;

/** The name a piece of text is, once credentials or pronouns after it are set aside; undefined if none. */
export function nameIn(text: string): string | undefined {
  if (isName(text)) return text;
  if (text.length > MAX_NAME_WITH_SUFFIX_CHARS) return undefined;
  const bare = text.replace(NAME_SUFFIX, '').trim();
  return bare !== text && isName(bare) ? bare : undefined;
}

/** A bracketed note, whole: what may close a piece of a contact line. */
const BRACKETED_WHOLE = /^[(（][^()（）]{1,60}[)）]$/u;
/** Pronouns in brackets, whole. */
const PRONOUNS_WHOLE = new RegExp(`^${PRONOUNS}$`, 'u');

/** The text without the bracketed part closing it, when that part is `whole`'s kind (found by its last bracket). */
function withoutClosingBrackets(text: string, whole: RegExp): string {
  const open = Math.max(text.lastIndexOf('('), text.lastIndexOf('（'));
  return open > 0 && whole.test(text.slice(open)) ? text.slice(0, open).trimEnd() : text;
}

/**
 * The name as the person prints it: with the credentials after it ("Janelle R. Whitfield, RRT" keeps its RRT, as the
 * top of a resume shows it), without pronouns; undefined when the text is no name.
 */
export function printedName(text: string): string | undefined {
  if (nameIn(text) === undefined) return undefined;
  return withoutClosingBrackets(text.trim(), PRONOUNS_WHOLE);
}

/** A name printed in spaced capitals, its words found by wider gaps or, failing those, a given name. */
export function spacedName(text: string): string | undefined {
  const trimmed = text.trim().replace(/\t/g, '   ');
  if (!SPACED_CAPITALS.test(trimmed)) return undefined;
  if (/ {2,}/.test(trimmed)) {
    const words = trimmed.split(/ {2,}/).map((word) => word.replace(/ /g, ''));
    return words.length <= 4 ? words.join(' ') : undefined;
  }
  const letters = trimmed.replace(/ /g, '');
  const lower = letters.toLowerCase();
  const given = GIVEN_NAMES.filter((name) => lower.startsWith(name) && lower.length - name.length >= 2).sort(
    (a, b) => b.length - a.length,
  )[0];
  return given ? `${letters.slice(0, given.length)} ${letters.slice(given.length)}` : letters;
}
