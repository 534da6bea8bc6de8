// 日期在前：2022.04—至今  **公司名称** | 职位；2019.09 - 2023.06  某某大学  专业  本科。各种连接号、至今/今/现在、年月写法。
import type { Block } from '../layout.ts';
import { applyDateStyle, dateRange, randomDateStyle } from '../model.ts';
import { bulletBlocks, defineTemplate, freeTextBlocks, headerBlocks, pick } from './template.ts';

export const DATE_FIRST_DASHES = ['-', ' - ', '–', ' – ', '—', ' — ', '~', ' ~ ', '至', ' 至 '] as const;

export const zhDateFirst = defineTemplate({
  id: 'zh-date-first',
  locale: 'zh',
  formats: ['pdf', 'docx', 'txt'],
  categories: ['date-first', 'degree-words', 'role-org-one-line', 'bullet-markers'],
  description:
    'date range first on the entry line ("2022.04—至今  公司 | 职位"); every dash, 至今/今/现在, 2022年4月, 2022/04, 2022.4; 1、 bullets',
  print(resume, rng) {
    applyDateStyle(
      resume,
      randomDateStyle(rng, 'zh', ['dot', 'dotShort', 'slash', 'chinese', 'chinesePadded']),
    );
    const dash = pick(rng, DATE_FIRST_DASHES);
    const gap = pick(rng, ['  ', '   ', '\u3000']);
    const separator = pick(rng, [' | ', '  ', ' / ']);
    const bullet = pick(rng, ['1、', '1.', '•']);
    const blocks: Block[] = headerBlocks(resume, rng);
    for (const section of resume.sections) {
      blocks.push({ type: 'heading', text: section.heading });
      if (section.lines) blocks.push(...freeTextBlocks(section));
      for (const entry of section.entries) {
        const what =
          entry.kind === 'education'
            ? [entry.title, entry.major, entry.subTitle].join('  ')
            : [entry.title, entry.subTitle].filter(Boolean).join(separator);
        const dates = dateRange(entry, dash);
        blocks.push({ type: 'line', text: dates ? `${dates}${gap}${what}` : what, bold: true });
        blocks.push(...bulletBlocks(entry.bullets, bullet));
      }
    }
    return { blocks };
  },
});
