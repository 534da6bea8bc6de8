// 条目下直接写描述行（无项目符号）；公司 · 职位 与日期同一行（空格隔开）。
import type { Block } from '../layout.ts';
import { applyDateStyle, dateRange, randomDateStyle } from '../model.ts';
import { bulletBlocks, defineTemplate, freeTextBlocks, headerBlocks, pick } from './template.ts';

export const zhPlainLines = defineTemplate({
  id: 'zh-plain-lines',
  locale: 'zh',
  formats: ['pdf', 'docx', 'txt'],
  categories: ['plain-or-wrapped-bullets', 'role-org-one-line', 'degree-words'],
  description:
    'bullets as plain lines under the entry (no marker); "公司 · 职位    2021.3 ~ 2023.5" with the date after spaces',
  print(resume, rng) {
    applyDateStyle(resume, randomDateStyle(rng, 'zh', ['dotShort', 'dot', 'slash']));
    const dash = pick(rng, [' ~ ', '~', ' - ']);
    const separator = pick(rng, [' · ', '·', '  ']);
    const blocks: Block[] = headerBlocks(resume, rng);
    for (const section of resume.sections) {
      blocks.push({ type: 'heading', text: section.heading });
      if (section.lines) blocks.push(...freeTextBlocks(section));
      for (const entry of section.entries) {
        const what =
          entry.kind === 'education'
            ? [entry.title, entry.major, entry.subTitle].join(separator)
            : [entry.title, entry.subTitle].filter(Boolean).join(separator);
        const dates = dateRange(entry, dash);
        blocks.push({ type: 'line', text: dates ? `${what}    ${dates}` : what, bold: true });
        blocks.push(...bulletBlocks(entry.bullets, ''));
      }
    }
    return { blocks };
  },
});
