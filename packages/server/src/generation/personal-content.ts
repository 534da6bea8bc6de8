// Content for a real person's outline: their facts only. An outline that states who the person is
// (a filled name, a named employer or school) is a resume, not a template: nothing is invented for it.
// Prompts are dropped (a prompt inside a sentence is cut out of it), entries left without a fact are left
// out, a part left wholly as prompts becomes one "To fill in: …" line (never silently dropped, never made
// up), and a part written twice is one part. The outline is where prompts belong.
import type { Locale } from '@resume/contract';
import { basicFieldOfKey } from '../knowledge/basic-fields.ts';
import { characterSet, trimEndWhere } from '../lib/text-scan.ts';
import { mergeTwinParts } from '../resume/merge-parts.ts';
import {
  hasPrompt,
  isOnlyPrompt,
  type KeyValue,
  type ResumeDocument,
  type ResumeEntry,
  type ResumePart,
} from '../resume/resume-document.ts';

const isTrailingSeparator = characterSet(',，、;；:：', { withWhitespace: true });
/** A prompt at the very end of a text; no bracket inside, so it is found in one pass. */
const TRAILING_PROMPT = /\[[^[\]\n]*\][\s,，、;；.。]*$/;

/** True when the outline states facts about a person: a filled name, or an entry with a real name. */
export function isPersonalOutline(document: ResumeDocument): boolean {
  for (const part of document.parts) {
    if (part.shape === 'kv' && part.kind === 'basic') {
      const named = part.items.some((item) => basicFieldOfKey(item.key)?.id === 'name' && filled(item.value));
      if (named) return true;
    }
    if (part.shape === 'entries' && part.entries.some((entry) => filled(entry.title))) return true;
  }
  return false;
}

/** The document with the person's facts only; `job` fills a target-role field left as a prompt. */
export function personalContent(document: ResumeDocument, job: string | undefined): ResumeDocument {
  const kept = document.parts.flatMap(
    (part) => keepFacts(part, job) ?? guidanceFor(part, document.locale) ?? [],
  );
  // Two parts of one kind are one part (two skills lists), whatever each is called.
  const parts = mergeTwinParts(kept, {
    twins: (earlier, later) =>
      earlier.kind === later.kind &&
      (later.kind !== 'other' || earlier.title.trim().toLowerCase() === later.title.trim().toLowerCase()),
    listItems: dedupe,
  });
  return { ...document, parts };
}

function keepFacts(part: ResumePart, job: string | undefined): ResumePart | undefined {
  switch (part.shape) {
    case 'kv': {
      const items: KeyValue[] = [];
      for (const item of part.items) {
        if (isOnlyPrompt(item.key)) continue;
        if (basicFieldOfKey(item.key)?.id === 'target' && !filled(item.value) && job) {
          items.push({ key: item.key, value: job });
          continue;
        }
        const value = withoutPrompts(item.value);
        if (value !== '') items.push({ key: item.key, value });
      }
      return items.length > 0 ? { ...part, items } : undefined;
    }
    case 'list': {
      const items = part.items.map(withoutPrompts).filter((item) => item !== '');
      return items.length > 0 ? { ...part, items: dedupe(items) } : undefined;
    }
    case 'entries': {
      const entries = part.entries.flatMap((entry): ResumeEntry[] => {
        if (!filled(entry.title) && !filled(entry.subTitle)) return [];
        return [
          {
            title: withoutPrompts(entry.title),
            subTitle: withoutPrompts(entry.subTitle),
            startTime: withoutPrompts(entry.startTime),
            endTime: withoutPrompts(entry.endTime),
            bullets: dedupe(entry.bullets.map(withoutPrompts).filter((bullet) => bullet !== '')),
          },
        ];
      });
      return entries.length > 0 ? { ...part, entries } : undefined;
    }
  }
}

/** How a part the person has not filled in yet says so, in the resume's language. */
const TO_FILL: Readonly<Record<Locale, string>> = { 'zh-CN': '待补充：', 'en-US': 'To fill in: ' };

/**
 * A part the person left as prompts, kept as one clearly marked line saying what it asks for ("To fill in:
 * The analysis you owned…"): dropping it would answer "Done: 1 section" without a word, and writing it would
 * invent a real person's facts. The basic information and unnamed extras are never padded.
 */
function guidanceFor(part: ResumePart, locale: Locale): ResumePart | undefined {
  if (part.kind === 'basic' || part.kind === 'other') return undefined;
  const asked = whatPartAsks(part, locale);
  if (asked === undefined || asked === '') return undefined;
  return { kind: part.kind, title: part.title, shape: 'list', items: [`${TO_FILL[locale]}${asked}`] };
}

/** A prompt's words without its brackets and its "e.g." examples: "[Degree, Major]" → "Degree, Major". */
function promptWords(text: string): string {
  const inside = text.trim().slice(1, -1);
  // Cut at the first "e.g."; found by a plain search, then the separator before it trimmed, so the scan stays linear.
  const example = inside.search(/(?:e\.g\.|such as|例如|如)\s/u);
  const words = example < 0 ? inside : inside.slice(0, example);
  return words
    .trim()
    .replace(/[,，;；]$/u, '')
    .trim();
}

/**
 * What a part of prompts asks for, in a line: an entry's header prompts ("University · Degree, Major · Start –
 * End"), the fields of a key/value part ("Programming languages, Data stores"), or a list's first prompt.
 */
function whatPartAsks(part: ResumePart, locale: Locale): string | undefined {
  const join = locale === 'zh-CN' ? '、' : ', ';
  if (part.shape === 'entries') {
    const entry = part.entries[0];
    if (!entry) return undefined;
    const header = [entry.title, entry.subTitle].filter(isOnlyPrompt).map(promptWords);
    const dates = [entry.startTime, entry.endTime].filter(isOnlyPrompt).map(promptWords);
    const fields = [...header, ...(dates.length > 0 ? [dates.join(' – ')] : [])].filter(Boolean);
    if (fields.length > 0) return fields.join(' · ');
    const bullet = entry.bullets.find(isOnlyPrompt);
    return bullet ? promptWords(bullet) : undefined;
  }
  if (part.shape === 'kv') {
    const keys = part.items.filter((item) => isOnlyPrompt(item.value)).map((item) => item.key.trim());
    if (keys.length > 0 && keys.every((key) => key !== '' && !isOnlyPrompt(key))) return keys.join(join);
    const prompt = part.items.flatMap((item) => [item.value, item.key]).find(isOnlyPrompt);
    return prompt ? promptWords(prompt) : undefined;
  }
  const prompt = part.items.find(isOnlyPrompt);
  return prompt ? prompt.trim().slice(1, -1).trim() : undefined;
}

function filled(text: string): boolean {
  return text.trim() !== '' && !isOnlyPrompt(text);
}

/**
 * The text without its prompts. Prompts trailing a sentence ("Built the API [add the result]") are cut;
 * a prompt inside one ("cut load time from [before] to [after]") leaves it unfinished, so '' instead.
 */
export function withoutPrompts(text: string): string {
  if (!hasPrompt(text)) return text.trim();
  if (isOnlyPrompt(text)) return '';
  let rest = text.trim();
  for (let trailing = TRAILING_PROMPT.exec(rest); trailing; trailing = TRAILING_PROMPT.exec(rest)) {
    rest = rest.slice(0, trailing.index).trim();
  }
  rest = trimEndWhere(rest, isTrailingSeparator);
  return hasPrompt(rest) ? '' : rest;
}

function dedupe(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.replace(/\s+/g, ' ').trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
