// Decides whether a job title, outline or resume is Chinese or English, from the script it is written in.
import type { Locale } from '@resume/contract';

/**
 * Up to this many letters a text counts as short (a job title, a heading): one Han character is
 * enough to call it Chinese, since "Java开发" or "产品经理 (PM)" are Chinese job titles.
 */
const SHORT_TEXT_LETTERS = 60;
/**
 * In longer texts a Chinese resume still carries many English terms (Java, SQL, Kafka), and an English
 * resume may carry a Chinese name; a tenth of the letters being Han separates the two.
 */
const HAN_SHARE_FOR_CHINESE = 0.1;

/** One character (a code point) at a time; the common cases are decided before either is tried. */
const HAN = /^\p{Script=Han}$/u;
const LETTER = /^\p{Letter}$/u;
/** CJK Unified Ideographs: every one of them is a Han letter. */
const IDEOGRAPHS_FIRST = 0x4e00;
const IDEOGRAPHS_LAST = 0x9fff;

/** 'zh-CN' when the text is meaningfully Chinese, else 'en-US'; `fallback` when it has no letters. */
export function detectLocale(text: string, fallback: Locale = 'en-US'): Locale {
  const { letters, han } = countLetters(text);
  if (letters === 0) return fallback;
  if (han === 0) return 'en-US';
  if (letters <= SHORT_TEXT_LETTERS) return 'zh-CN';
  return han / letters >= HAN_SHARE_FOR_CHINESE ? 'zh-CN' : 'en-US';
}

/**
 * Letters and Han letters of the text, counted in one pass: matching the whole text with a global
 * pattern made an array of one-character strings per letter (a 2 KB outline: 1,500 of them, the largest
 * cost of creating a task). ASCII and the ideograph block are decided by range; the patterns are
 * asked only about the rest (accented Latin, CJK punctuation, rarer Han blocks).
 */
function countLetters(text: string): { letters: number; han: number } {
  let letters = 0;
  let han = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) {
      const lower = code | 0x20;
      if (lower >= 0x61 && lower <= 0x7a) letters += 1;
      continue;
    }
    if (code >= IDEOGRAPHS_FIRST && code <= IDEOGRAPHS_LAST) {
      letters += 1;
      han += 1;
      continue;
    }
    const point = text.codePointAt(index)!;
    if (point > 0xffff) index += 1;
    const character = String.fromCodePoint(point);
    // Counted apart, as the whole-text patterns did: a few Han characters are not letters (〇, 〡).
    if (LETTER.test(character)) letters += 1;
    if (HAN.test(character)) han += 1;
  }
  return { letters, han };
}
