// The checks a model's content section passes before it is sent: every claim supported by the outline
// (fact-guard.ts), no contact the source lacks, only the outline's parts, nothing empty.
import type { Section } from '@resume/contract';
import { EXAMPLE_MARK_PATTERN } from '../../knowledge/example-content.ts';
import { partKindOfHeading } from '../../knowledge/section-names.ts';
import type { Metrics } from '../../observability/metrics.ts';
import { hasPrompt, type ResumeDocument } from '../../resume/resume-document.ts';
import type { ContactGuard } from './contact-guard.ts';
import type { FactGuard } from './fact-guard.ts';

/**
 * The section with every claim checked against the outline (fact-guard.ts): list items and bullets
 * lose unsupported clauses or go, kv items stating personal data or nothing true go, an entry at an
 * organisation the outline never names goes whole, and an upgraded subtitle becomes the outline's.
 */
export function withoutInventedItems(
  section: Section,
  guard: FactGuard,
  metrics: Metrics,
): { section: Section; removed: number } {
  let removed = 0;
  const clean = (items: string[]) => {
    // A clause cut can leave a line the model also wrote whole: it is sent once.
    const kept = new Set<string>();
    return items.flatMap((item) => {
      const guarded = EXAMPLE_MARK_PATTERN.test(item) || hasPrompt(item) ? '' : guard.guardText(item);
      const key = guarded.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
      if (guarded === '' || kept.has(key)) {
        removed += 1;
        return [];
      }
      if (guarded !== item) removed += 1;
      kept.add(key);
      return [guarded];
    });
  };
  let checked: Section = section;
  if (section.type === 'list') checked = { ...section, content: { items: clean(section.content.items) } };
  else if (section.type === 'kv') {
    const content = section.content.flatMap((item) => {
      const value = guard.guardField(item.key, item.value);
      if (value !== item.value) removed += 1;
      return value === undefined ? [] : [{ ...item, value }];
    });
    checked = { ...section, content };
  } else {
    // An entry whose organisation or school the outline never names is an invented entry: removed whole.
    const stated = section.content.filter((item) => {
      if (guard.statesName(item.title) && !EXAMPLE_MARK_PATTERN.test(item.title)) return true;
      removed += 1;
      return false;
    });
    // An entry whose subtitle was put back may now be a copy of one already kept: it goes.
    const written = new Set<string>();
    const content = stated.flatMap((item) => {
      const subTitle = guard.guardSubtitle(item.title, item.subTitle);
      if (subTitle !== item.subTitle) removed += 1;
      const key = JSON.stringify(
        [item.title, subTitle, item.startTime, item.endTime].map((field) => field.toLowerCase()),
      );
      if (written.has(key)) {
        removed += 1;
        return [];
      }
      written.add(key);
      return [{ ...item, subTitle, list: { items: clean(item.list.items) } }];
    });
    checked = { ...section, content };
  }
  for (const [what, count] of Object.entries(guard.drainDecisions()))
    metrics.llmCorrections.inc({ what }, count);
  return { section: checked, removed };
}

/** The section without kv fields and items that carry a link, e-mail or phone number the source does not. */
export function withoutUnknownContacts(
  section: Section,
  contacts: ContactGuard,
  template: boolean,
): { section: Section; dropped: number } {
  const before = contacts.dropped;
  const known = (items: string[]) => items.filter((item) => contacts.isKnown(item));
  let checked: Section;
  if (section.type === 'kv') {
    // A template's contact fields are filled with marked examples; a real person's are never added.
    const example = (value: string) => template && EXAMPLE_MARK_PATTERN.test(value);
    checked = {
      ...section,
      content: section.content.filter((item) =>
        contacts.isKnown(item.value, { example: example(item.value) }),
      ),
    };
  } else if (section.type === 'list') {
    checked = { ...section, content: { items: known(section.content.items) } };
  } else {
    checked = {
      ...section,
      content: section.content
        .filter((item) => contacts.isKnown(`${item.title} ${item.subTitle}`))
        .map((item) => ({ ...item, list: { items: known(item.list.items) } })),
    };
  }
  return { section: checked, dropped: contacts.dropped - before };
}

/** The outline's part titles (normalised): what a content section may be, besides a standard part. */
export function partsOf(outline: ResumeDocument): { titles: Set<string> } {
  return { titles: new Set(outline.parts.map((part) => normaliseTitle(part.title))) };
}

/**
 * A part the outline has (by its title or kind), or a standard part of a resume (an overview the model
 * adds); a section under a title of its own ("HACKED") is not.
 */
export function isOutlinePart(title: string, parts: { titles: Set<string> }): boolean {
  if (parts.titles.has(normaliseTitle(title))) return true;
  const kind = partKindOfHeading(title);
  return kind !== undefined && kind !== 'other';
}

/**
 * The sections of `written` (the built-in content of the outline, part by part) that no sent section stands
 * for, by title or by the kind of part its title names: the parts the model left out or a check emptied.
 */
export function partsNotWritten(written: readonly Section[], sentTitles: readonly string[]): Section[] {
  const titles = new Set(sentTitles.map(normaliseTitle));
  const kinds = new Set(sentTitles.map(partKindOfHeading).filter((kind) => kind && kind !== 'other'));
  return written.filter((section) => {
    if (titles.has(normaliseTitle(section.title))) return false;
    const kind = partKindOfHeading(section.title);
    return !(kind && kind !== 'other' && kinds.has(kind)) && !isEmptySection(section);
  });
}

function normaliseTitle(title: string): string {
  return title
    .normalize('NFKC')
    .replace(/[\s:：]+/g, '')
    .toLowerCase();
}

export function isEmptySection(section: Section): boolean {
  return section.type === 'list' ? section.content.items.length === 0 : section.content.length === 0;
}
