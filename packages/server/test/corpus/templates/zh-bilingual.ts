// 中英双语标题（工作经历 Work Experience / 教育背景 | Education），职位 ｜ 公司（职位在前），日期另起一行，1. 编号。
import type { Block } from '../layout.ts';
import { applyDateStyle, dateRange, randomDateStyle } from '../model.ts';
import {
  bilingualHeading,
  bulletBlocks,
  defineTemplate,
  freeTextBlocks,
  headerBlocks,
  joinTitle,
  pick,
} from './template.ts';

export const zhBilingual = defineTemplate({
  id: 'zh-bilingual',
  locale: 'zh',
  formats: ['pdf', 'docx', 'txt'],
  categories: ['bilingual-headings', 'role-org-one-line', 'bullet-markers'],
  description:
    'bilingual headings on one line; "职位 ｜ 公司" (role first) or "公司 | 职位"; dates on their own line; 1. bullets',
  print(resume, rng) {
    applyDateStyle(resume, randomDateStyle(rng, 'zh', ['slash', 'dot', 'chinese']));
    const separator = pick(rng, [' ' as string, ' | ', ' / ', '  ']);
    for (const section of resume.sections) section.heading = bilingualHeading(section, rng, separator);
    const titleSeparator = pick(rng, [' ｜ ', '｜', ' | ']);
    const roleFirst = pick(rng, [true, false]);
    const dash = pick(rng, [' – ', ' - ', '—']);
    const blocks: Block[] = headerBlocks(resume, rng, true);
    for (const section of resume.sections) {
      blocks.push({ type: 'heading', text: section.heading });
      if (section.lines) blocks.push(...freeTextBlocks(section, pick(rng, ['', '•'])));
      for (const entry of section.entries) {
        const text =
          entry.kind === 'education'
            ? `${entry.title}${titleSeparator}${entry.major}${titleSeparator}${entry.subTitle}`
            : joinTitle(entry, titleSeparator, roleFirst);
        blocks.push({ type: 'line', text, bold: true });
        const dates = dateRange(entry, dash);
        if (dates) blocks.push({ type: 'line', text: dates });
        blocks.push(...bulletBlocks(entry.bullets, '1.'));
      }
    }
    return { blocks };
  },
});
