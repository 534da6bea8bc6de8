// Resume voice for a person's own lines: weak openers ("Responsible for", "Helped with", "写了一些")
// become the verbs recruiters expect, first person is dropped, and a chatty first-person summary is
// rewritten from the resume's own facts. Nothing is added that the line did not say: the verb is
// chosen to claim no more than the words it replaces ("Helped with" → "Supported", never "Led").
import type { Locale } from '@resume/contract';
import { QUANTIFIED_PATTERN } from '../knowledge/outline-phrasing.ts';

/** English openers that say nothing about what was done, and the verb that says the same, plainly. */
const ENGLISH_OPENERS: readonly (readonly [RegExp, string])[] = [
  [/^(?:i\s+)?(?:was\s+)?(?:mainly\s+|primarily\s+)?responsible\s+for\s+/i, 'Owned '],
  [/^(?:i\s+)?(?:was\s+)?in\s+charge\s+of\s+/i, 'Managed '],
  [/^(?:i\s+)?helped\s+(?:out\s+)?with\s+/i, 'Supported '],
  [/^(?:i\s+)?assisted\s+(?:with|in)\s+/i, 'Supported '],
  [/^(?:i\s+)?worked\s+on\s+/i, 'Contributed to '],
  [/^(?:i\s+)?participated\s+in\s+/i, 'Contributed to '],
  [/^(?:i\s+)?was\s+involved\s+in\s+/i, 'Contributed to '],
  [/^(?:my\s+)?(?:duties|tasks|responsibilities)\s+included\s+/i, 'Handled '],
];
/** Chinese colloquial openers, and the written form a resume uses. */
const CHINESE_OPENERS: readonly (readonly [RegExp, string])[] = [
  [/^(?:我|本人)?(?:主要)?(?:写了|编写了)(?:一些|几个|一个)?/, '编写'],
  [/^(?:我|本人)?(?:做了|搞了|弄了)(?:一些|几个|一个)?/, '完成'],
  [/^(?:我|本人)?(?:帮忙|帮着|帮助)(?:做|处理)?/, '协助'],
  [/^(?:我|本人)?参与了/, '参与'],
  [/^(?:我|本人)?主要负责/, '负责'],
  [/^(?:我|本人)(?=负责|参与|协助|完成|主导|独立)/, ''],
];

/** The line with a weak or first-person opener replaced; the rest is the person's words, untouched. */
export function strengthenLine(line: string, locale: Locale): string {
  const text = line.trim();
  const openers = locale === 'zh-CN' || /^[\u4e00-\u9fff]/.test(text) ? CHINESE_OPENERS : ENGLISH_OPENERS;
  for (const [opener, verb] of openers) {
    const match = opener.exec(text);
    if (!match || match[0].length === text.length) continue;
    return verb + text.slice(match[0].length);
  }
  // "I built …" → "Built …".
  const firstPerson = /^I\s+([a-z]+ed|built|led|ran|wrote|made|drove|won|grew|cut|set)\b/.exec(text);
  if (firstPerson) return capitalize(text.slice(2));
  return text;
}

/** Results stated without a digit still are results: a launch, an award, a doubling. */
const RESULT_WORDS =
  /\b(?:launched|shipped|won|awarded|promoted|reduced|cut|increased|grew|improved|saved|doubled|tripled|halved|zero)\b|上线|获评|获得|荣获|提升|降低|减少|增长|节省|零事故|零差错|零投诉|超额完成/i;

/** True when the line states a result: a figure or a result word. */
export function statesResult(line: string): boolean {
  return QUANTIFIED_PATTERN.test(line) || RESULT_WORDS.test(line);
}

/** A summary written in the first person, or about likes and hopes rather than what the person did. */
const FIRST_PERSON =
  /(?:^|[\s,.;])(?:I|I'm|I've|I am|my|me)(?=[\s,.;']|$)|^(?:我|本人)|我是|我的|喜欢|希望找到|希望能/;

export function isFirstPersonSummary(text: string): boolean {
  return FIRST_PERSON.test(text);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
