// English single column, classic: "Company, City" bold with the dates right-aligned, the role below; • bullets.
import type { Block } from '../layout.ts';
import { applyDateStyle, dateRange, randomDateStyle } from '../model.ts';
import { bulletBlocks, defineTemplate, freeTextBlocks, headerBlocks, pick } from './template.ts';

export const enClassic = defineTemplate({
  id: 'en-classic',
  locale: 'en',
  formats: ['pdf', 'docx', 'txt'],
  categories: ['english', 'bullet-markers'],
  description:
    'single column classic: "Company" bold + right-aligned "Jan 2020 – Present", role on the next line, • bullets; degree line under the school',
  print(resume, rng) {
    applyDateStyle(resume, randomDateStyle(rng, 'en', ['short', 'long', 'shortDot']));
    const dash = pick(rng, [' – ', ' - ', ' — ']);
    const upper = pick(rng, [true, false]);
    const blocks: Block[] = headerBlocks(resume, rng, true);
    for (const section of resume.sections) {
      if (upper) section.heading = section.heading.toUpperCase();
      blocks.push({ type: 'heading', text: section.heading, rule: true });
      if (section.lines) blocks.push(...freeTextBlocks(section));
      for (const entry of section.entries) {
        blocks.push({ type: 'line', text: entry.title, bold: true, right: dateRange(entry, dash) });
        if (entry.subTitle) blocks.push({ type: 'line', text: entry.subTitle });
        blocks.push(...bulletBlocks(entry.bullets, '•'));
      }
    }
    return { blocks };
  },
});
