// Turns a ResumeDocument into the Sections of the content endpoint (spec 2.3, 2.4), copying every value verbatim.
import type { Section } from '@resume/contract';
import { partTitle } from '../knowledge/section-names.ts';
import type { ResumeDocument, ResumePart } from './resume-document.ts';

/** One Section per part, in order; ids are the part kind, made unique with `-2`, `-3` on repeats. */
export function toSections(document: ResumeDocument): Section[] {
  const seen = new Map<string, number>();
  return document.parts.map((part) => {
    const count = (seen.get(part.kind) ?? 0) + 1;
    seen.set(part.kind, count);
    const id = count === 1 ? part.kind : `${part.kind}-${count}`;
    // A part always has a title on the wire; an untitled one (never written by a user) gets the canonical name.
    const title = part.title === '' ? partTitle(part.kind, document.locale) : part.title;
    return toSection(part, title, id);
  });
}

function toSection(part: ResumePart, title: string, id: string): Section {
  switch (part.shape) {
    case 'kv':
      return { type: 'kv', title, content: part.items.map(({ key, value }) => ({ key, value })), id };
    case 'list':
      return { type: 'list', title, content: { items: [...part.items] }, id };
    case 'entries':
      return {
        type: 'listForm[]',
        title,
        content: part.entries.map((entry) => ({
          title: entry.title,
          subTitle: entry.subTitle,
          startTime: entry.startTime,
          endTime: entry.endTime,
          list: { items: [...entry.bullets] },
        })),
        id,
      };
  }
}
