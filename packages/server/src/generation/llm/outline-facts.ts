// The facts a task's outline states (filled basic fields, entry names and dates) put back into the
// sections a model wrote, wherever the model changed them: the outline is the user's word.
import type { Section } from '@resume/contract';
import { hasPrompt, type ResumeDocument } from '../../resume/resume-document.ts';

const normalise = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

export interface OutlineFacts {
  /** Filled basic fields: normalised key → value as written. */
  fields: Map<string, string>;
  /** Filled entries: normalised title → dates as written. */
  entries: Map<string, { startTime: string; endTime: string }>;
}

export function factsOf(outline: ResumeDocument): OutlineFacts {
  const fields = new Map<string, string>();
  const entries = new Map<string, { startTime: string; endTime: string }>();
  for (const part of outline.parts) {
    if (part.shape === 'kv') {
      for (const item of part.items) {
        if (item.value.trim() !== '' && !hasPrompt(item.value) && !hasPrompt(item.key)) {
          fields.set(normalise(item.key), item.value.trim());
        }
      }
    } else if (part.shape === 'entries') {
      for (const entry of part.entries) {
        if (entry.title.trim() === '' || hasPrompt(entry.title)) continue;
        const startTime = hasPrompt(entry.startTime) ? '' : entry.startTime.trim();
        const endTime = hasPrompt(entry.endTime) ? '' : entry.endTime.trim();
        if (startTime !== '' || endTime !== '') entries.set(normalise(entry.title), { startTime, endTime });
      }
    }
  }
  return { fields, entries };
}

/** The section with the outline's facts restored; `restored` counts the values put back. */
export function restoreFacts(section: Section, facts: OutlineFacts): { section: Section; restored: number } {
  let restored = 0;
  if (section.type === 'kv') {
    const content = section.content.map((item) => {
      const stated = facts.fields.get(normalise(item.key));
      if (stated === undefined || stated === item.value) return item;
      restored += 1;
      return { ...item, value: stated };
    });
    return { section: { ...section, content }, restored };
  }
  if (section.type === 'listForm[]') {
    const content = section.content.map((item) => {
      const stated = facts.entries.get(normalise(item.title));
      if (!stated) return item;
      const startTime = stated.startTime || item.startTime;
      const endTime = stated.endTime || item.endTime;
      if (startTime === item.startTime && endTime === item.endTime) return item;
      restored += 1;
      return { ...item, startTime, endTime };
    });
    return { section: { ...section, content }, restored };
  }
  return { section, restored };
}
