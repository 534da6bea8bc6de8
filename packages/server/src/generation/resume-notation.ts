// Notes typed in a hurry, written out as a resume writes them: "w/" → "with", "6.3% -> <1%" → "from 6.3% to under
// 1%", "~600" → "about 600", "5 hrs" → "5 hours"; in Chinese, half-width punctuation beside Chinese made
// full-width, "4270w" → "4270万", "天猫旗舰店+京东POP店" → "天猫旗舰店和京东POP店". Every figure and name stays as
// the person wrote it: only the shorthand between them changes.
import type { Locale } from '@resume/contract';
import { SHORT_UNIT_WORDS } from '../lib/short-units.ts';

/** A figure as people write one: "6.3%", "<1%", "$1.2mn", "1,150", "14s", "3x". */
const FIGURE = String.raw`[<>~]?[$€£¥]?\d[\d,.]*(?:%|[kKmMbBxX]|mn|bn|s|ms|h|hrs?|min)?`;
/** "6.3% -> <1%": a change between two figures, which reads "from 6.3% to under 1%". */
const FIGURE_ARROW = new RegExp(`(^|[\\s(])(${FIGURE}) ?(?:->|=>|→) ?(${FIGURE})(?=$|[\\s),.;])`, 'g');
/** Units people shorten after a figure, spelt out: "5 hrs" → "5 hours", "1 yr" → "1 year". */
const SHORT_UNIT = /(?<![\d,.])(\d[\d,.]*) ?(hrs?|mins?|yrs?|wks?|mos)\b\.?/g;

/** Words before a length that measures the thing after it: "the 5 yr apprenticeship", "a 4 hr shift". */
const BEFORE_A_MEASURE = /(?:^|\s)(?:a|an|the|this|that|each|every|one|our|my|his|her|their)\s$/i;

/** A preposition after a length ("4 yrs on the contractor side"): the length stands alone, not before a noun. */
const PREPOSITION_AFTER =
  /^\s(?:on|in|at|of|for|with|as|to|from|by|over|under|since|into|across|before|after)\b/;

/** What a figure measures, as far as its notation says: a year, money, a share, or a plain amount. */
function figureKind(figure: string): string {
  const bare = figure.replace(/^[<>~]/, '');
  if (/^(?:19|20)\d\d$/.test(bare)) return 'year';
  if (/^[$€£¥]/.test(bare)) return 'money';
  return bare.endsWith('%') ? 'share' : 'amount';
}

/** The word that ends just before `at` (a space between them or not). */
function wordBefore(text: string, at: number): string {
  const end = text.slice(0, at).trimEnd();
  return end.slice(end.lastIndexOf(' ') + 1);
}

/**
 * Words joined with "+" or a lower-case "&" written as a list: "vitals + TUG + 30s sit-to-stand" → "vitals, TUG and
 * 30s sit-to-stand", never "vitals and TUG and …". Clause by clause: "Ran A + B; trained C + D" joins each pair.
 * Between two capitalised words "&" is a name's ("Pearl & Pine", "Ernst & Young") and stays.
 */
function joinedAsLists(text: string): string {
  const joins: number[] = [];
  for (const match of text.matchAll(/ (?:\+|&) /g)) {
    const at = match.index;
    const before = text.slice(text.lastIndexOf(' ', at - 1) + 1, at);
    const name = match[0] === ' & ' && /^[A-Z]/.test(before) && /^[A-Z]/.test(text.charAt(at + 3));
    if (!name && /\S/.test(text.charAt(at - 1)) && /\S/.test(text.charAt(at + 3))) joins.push(at);
  }
  // Joins in one run of words (no clause mark between them) make one list; its last join reads "and".
  const lastOfRun = (index: number) => {
    const next = joins[index + 1];
    return next === undefined || LIST_BREAK.test(text.slice((joins[index] ?? 0) + 3, next));
  };
  let out = text;
  for (let index = joins.length - 1; index >= 0; index -= 1) {
    const at = joins[index] ?? 0;
    out = `${out.slice(0, at)}${lastOfRun(index) ? ' and ' : ', '}${out.slice(at + 3)}`;
  }
  return out;
}
/** What ends a list of joined words: a clause mark, a bracket or a spaced dash. */
const LIST_BREAK = /[;,.:()]|\s[–—-]\s/;

function englishNotation(text: string): string {
  let line = joinedAsLists(text.replace(/\bw\/o\b/gi, 'without').replace(/\bw\/(?=\s)/gi, 'with'));
  line = line.replace(FIGURE_ARROW, (match: string, lead: string, from: string, to: string, at: number) => {
    // "Sept.–Oct. 2022 -> $48M verdict" is a date, then what came of it: no change from one to the other.
    if (figureKind(from) !== figureKind(to)) return match;
    // "PolicyCenter 9.0 → 10.0", "v7.2 → v8.5": a product's versions, whose name keeps its number.
    if (
      /^\d+\.\d+$/.test(from) &&
      /^\d+\.\d+$/.test(to) &&
      /^(?:[A-Z][\w-]*|[vV](?:er(?:sion)?)?|[Rr]elease)$/.test(wordBefore(line, at + lead.length))
    )
      return match;
    const already = /\bfrom\s*$/i.test(text.slice(0, text.indexOf(from)));
    return `${lead}${already ? '' : 'from '}${from} to ${to}`;
  });
  line = line.replace(/ ?(?:->|=>) ?/g, ' → ');
  line = line.replace(
    SHORT_UNIT,
    (match: string, figure: string, unit: string, at: number, whole: string) => {
      const word = SHORT_UNIT_WORDS[unit] ?? unit;
      // "the 5 yr apprenticeship" measures the thing after it: "5-year apprenticeship", not "5 years apprenticeship".
      // ("Before that 4 yrs on the contractor side": a preposition after it, and it is a length of time.)
      const measures =
        BEFORE_A_MEASURE.test(whole.slice(Math.max(0, at - 8), at)) &&
        /^\s[a-z]/.test(whole.slice(at + match.length, at + match.length + 2)) &&
        !PREPOSITION_AFTER.test(whole.slice(at + match.length));
      if (measures) return `${figure}-${word}`;
      // "cut it to 5 hrs." ends its sentence with the abbreviation's dot: the full stop stays.
      const after = whole.charAt(at + match.length);
      const stop = match.endsWith('.') && (after === '' || /\s/.test(after)) ? '.' : '';
      return `${figure} ${figure === '1' ? word : `${word}s`}${stop}`;
    },
  );
  return (
    line
      // "~4.0-ish" says "about" twice.
      .replace(/(^|[\s(])~ ?(\d[\d,.]*)-ish\b/g, '$1about $2')
      // "a ~20% cut", "the first ~14 months": after an article, "roughly" reads where "about" does not.
      .replace(
        /\b(an?|the(?: first| last| next| past)?|our|my|his|her|their|its|your) ~ ?(?=\d)/gi,
        '$1 roughly ',
      )
      .replace(/(^|[\s(])~ ?(?=[$€£¥]?\d)/g, '$1about ')
      // Not a code in angle brackets: "USP <797>" names a standard.
      .replace(/(^|[\s(])< ?(?=[$€£¥]?\d)(?![$€£¥]?[\d.]+>)/g, '$1under ')
      .replace(/(^|[\s(])> ?(?=[$€£¥]?\d)/g, '$1over ')
      // A sentence the person opened with "~", "<" or ">" opens with a capital still.
      // (Not after a short form's dot: "incl. ~300 kcal" stays "incl. about 300 kcal".)
      .replace(
        /(^|(?<!\b(?:incl|approx|avg|est|etc|vs|no|dept|ca|mo|mos|yr|yrs|wk|wks|hr|hrs|min|max|e\.g|i\.e))[.!?]\s+)(about|under|over|roughly) /g,
        (_whole, lead: string, word: string) => `${lead}${word[0]?.toUpperCase()}${word.slice(1)} `,
      )
  );
}

const HAN = /\p{Script=Han}/u;

/**
 * A plus between two words: after a Chinese character or a Latin word of two letters or more; never after an
 * amount ("100万+的文章" is over a million).
 */
const JOINING_PLUS = /(?<=\p{Script=Han}|[A-Za-z]{2})(?<!\d[十百千万亿])\+(?=[\p{Script=Han}A-Za-z])/gu;

function chineseNotation(text: string): string {
  let line = text
    // "1,200" keeps its comma; a comma beside Chinese is the Chinese comma.
    .replace(/,(?!\d)\s*|(?<=\p{Script=Han}),\s*/gu, (comma, offset: number) =>
      HAN.test(text[offset - 1] ?? '') || HAN.test(text[offset + comma.length] ?? '') ? '，' : comma,
    )
    .replace(/\(([^()]*)\)/g, (whole, inside: string, offset: number) =>
      HAN.test(inside) || HAN.test(text[offset - 1] ?? '') ? `（${inside}）` : whole,
    )
    .replace(/;(?=\s*\p{Script=Han})/gu, '；')
    // "冲压件&紧固件": an ampersand between Chinese words is 和.
    .replace(/(?<=\p{Script=Han})\s?&\s?(?=\p{Script=Han})/gu, '和')
    .replace(/ ?(?:->|=>) ?/g, '→')
    // "4270w", "80w USD": 万 as the person meant it.
    .replace(/(\d)w(?![A-Za-z])/g, '$1万');
  // "天猫旗舰店+京东POP店": two things joined with 和, more with 、; "60+家" keeps its plus.
  // A single Latin letter before it is a symbol's own plus ("K+" the ion, "C+"), never a join.
  const joins = line.match(JOINING_PLUS)?.length ?? 0;
  if (joins > 0) line = line.replace(JOINING_PLUS, joins === 1 ? '和' : '、');
  return line;
}

/**
 * What opens a typed line and says nothing once it is a bullet of its entry: its number ("1) ", "②", "(a) ")
 * and a sub-label the person put inside a job ("工作业绩：", "Key achievements:").
 */
const LINE_OPENER =
  /^(?:(?:\(?[a-z1-9]\)|[\u2460-\u2473])\s*|(?:工作内容|工作业绩|主要业绩|工作职责|主要职责|Key achievements|Achievements|Responsibilities|Projects)\s*[:：]\s*)+/iu;

/** The line with its shorthand written out in the resume's language; figures and names untouched. */
export function writeOutNotation(line: string, locale: Locale): string {
  const opened = line.replace(LINE_OPENER, '');
  // "Key achievements: malnutrition coding captured $1.4M": the bullet left opens with a capital.
  const text =
    opened.trim() === ''
      ? line
      : opened === line
        ? line
        : opened.replace(/^\p{Ll}/u, (first) => first.toUpperCase());
  const chinese = locale === 'zh-CN' || HAN.test(text);
  return chinese ? chineseNotation(text) : englishNotation(text);
}
