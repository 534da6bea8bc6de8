// 中文单栏：公司 | 职位 与右对齐日期同一行，学校 | 专业 | 学历，圆点项目符号。
import type { Block } from '../layout.ts';
import { applyDateStyle, dateRange, randomDateStyle } from '../model.ts';
import { bulletBlocks, defineTemplate, freeTextBlocks, headerBlocks, pick } from './template.ts';

export const zhClassic = defineTemplate({
  id: 'zh-classic',
  locale: 'zh',
  formats: ['pdf', 'docx', 'txt'],
  categories: ['role-org-one-line', 'degree-words', 'bullet-markers'],
  description:
    'single column; "公司 | 职位" with the date range right-aligned; "学校 | 专业 | 学历"; • bullets',
  print(resume, rng) {
    applyDateStyle(resume, randomDateStyle(rng, 'zh', ['dot', 'hyphen', 'slash']));
    const dash = pick(rng, [' - ', ' – ', ' — ']);
    const bullet = pick(rng, ['•', '●']);
    const blocks: Block[] = headerBlocks(resume, rng);
    for (const section of resume.sections) {
      blocks.push({ type: 'heading', text: section.heading, rule: true });
      if (section.lines) blocks.push(...freeTextBlocks(section));
      for (const entry of section.entries) {
        const text =
          entry.kind === 'education'
            ? [entry.title, entry.major, entry.subTitle].filter(Boolean).join(' | ')
            : [entry.title, entry.subTitle].filter(Boolean).join(' | ');
        blocks.push({ type: 'line', text, bold: true, right: dateRange(entry, dash) });
        blocks.push(...bulletBlocks(entry.bullets, bullet));
      }
    }
    return { blocks };
  },
});
