// English "Role | Company" with the dates right-aligned (a tab stop in Word); school then degree; - bullets.
import type { Block } from '../layout.ts';
import { applyDateStyle, dateRange, randomDateStyle } from '../model.ts';
import { bulletBlocks, defineTemplate, freeTextBlocks, headerBlocks, pick } from './template.ts';

export const enDateRight = defineTemplate({
  id: 'en-date-right',
  locale: 'en',
  formats: ['pdf', 'docx'],
  categories: ['english', 'role-org-one-line', 'degree-words'],
  description:
    'date-right-aligned: "Role | Company<tab>03/2019 – Present"; "School<tab>dates" then the degree (BS/MBA/PhD or spelled); - bullets',
  print(resume, rng) {
    applyDateStyle(resume, randomDateStyle(rng, 'en', ['short', 'numeric', 'long']));
    const dash = pick(rng, [' – ', ' - ', ' to ']);
    const separator = pick(rng, [' | ', ', ', ' — ']);
    const roleFirst = pick(rng, [true, false]);
    const blocks: Block[] = headerBlocks(resume, rng);
    for (const section of resume.sections) {
      blocks.push({ type: 'heading', text: section.heading });
      if (section.lines) blocks.push(...freeTextBlocks(section, '-'));
      for (const entry of section.entries) {
        if (entry.kind === 'education') {
          blocks.push({ type: 'line', text: entry.title, bold: true, right: dateRange(entry, dash) });
          blocks.push({ type: 'line', text: entry.subTitle });
        } else {
          const parts = [entry.title, entry.subTitle].filter(Boolean);
          if (roleFirst) parts.reverse();
          blocks.push({
            type: 'line',
            text: parts.join(separator),
            bold: true,
            right: dateRange(entry, dash),
          });
        }
        blocks.push(...bulletBlocks(entry.bullets, '-'));
      }
    }
    return { blocks };
  },
});
