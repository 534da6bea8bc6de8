// HELD OUT — do not look at this template's documents or figures while changing reading code.
// 职位在前（职位 | 公司），日期另起一行（2022年4月 — 现在），描述为无符号的纯文本行，窄版 PDF 中长句折行。
import type { Block } from '../layout.ts';
import { applyDateStyle, dateRange, randomDateStyle } from '../model.ts';
import { bulletBlocks, defineTemplate, freeTextBlocks, headerBlocks, joinTitle, pick } from './template.ts';

export const heldoutZhRoleFirstPlain = defineTemplate({
  id: 'heldout-zh-role-first-plain',
  locale: 'zh',
  formats: ['pdf', 'docx', 'txt'],
  heldOut: true,
  categories: ['role-org-one-line', 'plain-or-wrapped-bullets', 'date-first', 'degree-words'],
  description:
    'role first ("职位 | 公司", "职位（公司）", "职位 · 公司"); dates on the next line ("2022年4月 — 现在"); descriptions as plain lines, long ones wrapped in a narrow PDF',
  resumeOptions: { longBullets: 0.35 },
  print(resume, rng) {
    applyDateStyle(resume, randomDateStyle(rng, 'zh', ['chinese', 'dotShort', 'slash', 'hyphen']));
    const dash = pick(rng, [' — ', ' - ', '~', ' 至 ']);
    const separator = pick(rng, [' | ', '（', ' · ', '｜']);
    const blocks: Block[] = headerBlocks(resume, rng);
    for (const section of resume.sections) {
      blocks.push({ type: 'heading', text: section.heading });
      if (section.lines) blocks.push(...freeTextBlocks(section));
      for (const entry of section.entries) {
        const text =
          entry.kind === 'education'
            ? `${entry.subTitle}${separator === '（' ? ' | ' : separator}${entry.title}${separator === '（' ? ' | ' : separator}${entry.major}`
            : joinTitle(entry, separator, true);
        blocks.push({ type: 'line', text, bold: true });
        const dates = dateRange(entry, dash);
        if (dates) blocks.push({ type: 'line', text: dates });
        blocks.push(...bulletBlocks(entry.bullets, ''));
      }
    }
    return { blocks, pdfWidth: pick(rng, [330, 400]) };
  },
});
