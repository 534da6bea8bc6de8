// Parts of one kind written twice (a second skills part for languages) made into one, in the first
// one's place. Used by optimize (the outline) and by a person's content; inputs are never changed.
import type { ResumePart } from './resume-document.ts';

export interface MergeRules {
  /** Whether `later` is the same part as `earlier`, printed again. */
  twins: (earlier: ResumePart, later: ResumePart) => boolean;
  /** How the items of two list parts combine; concatenated as printed by default. */
  listItems?: (items: string[]) => string[];
}

export function mergeTwinParts(parts: readonly ResumePart[], rules: MergeRules): ResumePart[] {
  const merged: ResumePart[] = [];
  for (const part of parts) {
    const at = merged.findIndex((earlier) => earlier.shape === part.shape && rules.twins(earlier, part));
    const twin = merged[at];
    if (!twin) merged.push(part);
    else if (twin.shape === 'kv' && part.shape === 'kv')
      merged[at] = { ...twin, items: [...twin.items, ...part.items] };
    else if (twin.shape === 'list' && part.shape === 'list') {
      const items = [...twin.items, ...part.items];
      merged[at] = { ...twin, items: rules.listItems ? rules.listItems(items) : items };
    } else if (twin.shape === 'entries' && part.shape === 'entries')
      merged[at] = { ...twin, entries: [...twin.entries, ...part.entries] };
  }
  return merged;
}
