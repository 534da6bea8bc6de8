// HELD OUT — do not look at this template's documents or figures while changing reading code.
// English, dates first on the entry line ("2019 – 2021  Company, Role"), ▪ bullets, a compact layout.
import type { Block } from '../layout.ts';
import { applyDateStyle, dateRange, randomDateStyle } from '../model.ts';
import { bulletBlocks, defineTemplate, freeTextBlocks, headerBlocks, pick } from './template.ts';

export const heldoutEnDateFirst = defineTemplate({
  id: 'heldout-en-date-first',
  locale: 'en',
  formats: ['pdf', 'docx', 'txt'],
  heldOut: true,
  categories: ['english', 'date-first', 'role-org-one-line', 'bullet-markers'],
  description:
    'English compact: "Mar 2019 – Present   Company, Role" date first on the entry line; "School, Degree"; ▪ / – bullets',
  print(resume, rng) {
    applyDateStyle(resume, randomDateStyle(rng, 'en', ['short', 'numeric', 'shortDot']));
    const dash = pick(rng, [' – ', ' - ', '–']);
    const separator = pick(rng, [', ', ' | ', ' — ']);
    const bullet = pick(rng, ['▪', '–', '•']);
    const blocks: Block[] = headerBlocks(resume, rng);
    for (const section of resume.sections) {
      blocks.push({ type: 'heading', text: section.heading, rule: true });
      if (section.lines) blocks.push(...freeTextBlocks(section));
      for (const entry of section.entries) {
        const what = [entry.title, entry.subTitle].filter(Boolean).join(separator);
        const dates = dateRange(entry, dash);
        blocks.push({ type: 'line', text: dates ? `${dates}   ${what}` : what, bold: true });
        blocks.push(...bulletBlocks(entry.bullets, bullet));
      }
    }
    return { blocks };
  },
});
