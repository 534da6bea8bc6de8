// English Word file without tables: upper-case headings, "Company | Role | dates" on one line, ▪ or * bullets.
import type { Block } from '../layout.ts';
import { applyDateStyle, dateRange, randomDateStyle } from '../model.ts';
import { bulletBlocks, defineTemplate, freeTextBlocks, headerBlocks, pick } from './template.ts';

export const enDocxPlain = defineTemplate({
  id: 'en-docx-plain',
  locale: 'en',
  formats: ['docx', 'txt'],
  categories: ['english', 'role-org-one-line', 'bullet-markers'],
  description:
    'Word without tables: UPPER-CASE headings, "Company | Role | Mar 2019 - Jun 2021" on one line, ▪ / * / o bullets',
  print(resume, rng) {
    applyDateStyle(resume, randomDateStyle(rng, 'en', ['short', 'numeric']));
    const dash = pick(rng, [' - ', ' – ']);
    const bullet = pick(rng, ['▪', '*', 'o']);
    const blocks: Block[] = headerBlocks(resume, rng, true);
    for (const section of resume.sections) {
      section.heading = section.heading.toUpperCase();
      blocks.push({ type: 'heading', text: section.heading });
      if (section.lines) blocks.push(...freeTextBlocks(section, bullet));
      for (const entry of section.entries) {
        const parts = [entry.title, entry.subTitle, dateRange(entry, dash)].filter(Boolean);
        blocks.push({ type: 'line', text: parts.join(' | '), bold: true });
        blocks.push(...bulletBlocks(entry.bullets, bullet));
      }
    }
    return { blocks };
  },
});
