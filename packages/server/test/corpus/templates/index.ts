// Every layout template of the corpus, in a fixed order (the generator's seeds depend on the ids only).
import { enClassic } from './en-classic.ts';
import { enDateRight } from './en-date-right.ts';
import { enDocxPlain } from './en-docx-plain.ts';
import { enTwoColumn } from './en-two-column.ts';
import { heldoutEnDateFirst } from './heldout-en-date-first.ts';
import { heldoutZhRoleFirstPlain } from './heldout-zh-role-first-plain.ts';
import { heldoutZhSectionTables } from './heldout-zh-section-tables.ts';
import { heldoutZhTwoColumnDateFirst } from './heldout-zh-two-column-date-first.ts';
import type { Template } from './template.ts';
import { zhBilingual } from './zh-bilingual.ts';
import { zhClassic } from './zh-classic.ts';
import { zhDateFirst } from './zh-date-first.ts';
import { zhEnglishDegrees } from './zh-english-degrees.ts';
import { zhFullwidth } from './zh-fullwidth.ts';
import { zhKeyValue } from './zh-key-value.ts';
import { zhPlainLines } from './zh-plain-lines.ts';
import { zhSectionBoxes } from './zh-section-boxes.ts';
import { zhSidebar } from './zh-sidebar.ts';
import { zhWordTable } from './zh-word-table.ts';
import { zhWrapped } from './zh-wrapped.ts';

export const TEMPLATES: readonly Template[] = [
  zhClassic,
  zhBilingual,
  zhDateFirst,
  zhKeyValue,
  zhWordTable,
  zhSidebar,
  zhFullwidth,
  zhPlainLines,
  zhWrapped,
  zhEnglishDegrees,
  zhSectionBoxes,
  enClassic,
  enTwoColumn,
  enDateRight,
  enDocxPlain,
  heldoutZhSectionTables,
  heldoutZhTwoColumnDateFirst,
  heldoutZhRoleFirstPlain,
  heldoutEnDateFirst,
];

export type { Category, Format, Template } from './template.ts';
