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

const HAN = /\p{Script=Han}/gu;
const LETTER = /\p{Letter}/gu;

/** 'zh-CN' when the text is meaningfully Chinese, else 'en-US'; `fallback` when it has no letters. */
export function detectLocale(text: string, fallback: Locale = 'en-US'): Locale {
  const letters = countMatches(text, LETTER);
  if (letters === 0) return fallback;
  const han = countMatches(text, HAN);
  if (han === 0) return 'en-US';
  if (letters <= SHORT_TEXT_LETTERS) return 'zh-CN';
  return han / letters >= HAN_SHARE_FOR_CHINESE ? 'zh-CN' : 'en-US';
}

function countMatches(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}
