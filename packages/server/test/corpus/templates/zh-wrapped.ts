// 窄版 PDF：长描述折成两行（句中断行）；职位 / 公司；· 项目符号。
import type { Block } from '../layout.ts';
import { applyDateStyle, dateRange, randomDateStyle } from '../model.ts';
import { bulletBlocks, defineTemplate, freeTextBlocks, headerBlocks, joinTitle, pick } from './template.ts';

export const zhWrapped = defineTemplate({
  id: 'zh-wrapped',
  locale: 'zh',
  formats: ['pdf', 'docx'],
  categories: ['plain-or-wrapped-bullets', 'role-org-one-line', 'bullet-markers'],
  description:
    'narrow text column so long bullets wrap mid-sentence over two printed lines; "职位 / 公司" or "公司 / 职位"; · bullets',
  resumeOptions: { longBullets: 0.5 },
  print(resume, rng) {
    applyDateStyle(resume, randomDateStyle(rng, 'zh', ['dot', 'slash', 'chinese']));
    const dash = pick(rng, [' - ', ' — ']);
    const roleFirst = pick(rng, [true, false]);
    const bullet = pick(rng, ['·', '•', '-']);
    const blocks: Block[] = headerBlocks(resume, rng);
    for (const section of resume.sections) {
      blocks.push({ type: 'heading', text: section.heading });
      if (section.lines) blocks.push(...freeTextBlocks(section));
      for (const entry of section.entries) {
        const text =
          entry.kind === 'education'
            ? `${entry.title} / ${entry.major} / ${entry.subTitle}`
            : joinTitle(entry, ' / ', roleFirst);
        blocks.push({ type: 'line', text, bold: true, right: dateRange(entry, dash) });
        blocks.push(...bulletBlocks(entry.bullets, bullet));
      }
    }
    return { blocks, pdfWidth: pick(rng, [300, 340, 380]) };
  },
});
