// 全角标点分隔：杭州云栖科技有限公司（后端开发工程师）、公司｜职位、公司：职位，任一顺序；2020年7月至2022年3月；- 项目符号。
import type { Block } from '../layout.ts';
import { applyDateStyle, dateRange, randomDateStyle } from '../model.ts';
import { bulletBlocks, defineTemplate, freeTextBlocks, headerBlocks, joinTitle, pick } from './template.ts';

export const zhFullwidth = defineTemplate({
  id: 'zh-fullwidth',
  locale: 'zh',
  formats: ['pdf', 'docx', 'txt'],
  categories: ['role-org-one-line', 'degree-words', 'bullet-markers'],
  description:
    'organisation and role split by full-width punctuation ("公司（职位）", "职位｜公司", "公司：职位"), either order; "2020年7月至2022年3月" right-aligned; - bullets',
  print(resume, rng) {
    applyDateStyle(resume, randomDateStyle(rng, 'zh', ['chinese', 'chinesePadded', 'dot']));
    const dash = pick(rng, ['至', ' 至 ', '—', '～']);
    const separator = pick(rng, ['（', '｜', '：', ' ｜ ']);
    const roleFirst = separator === '：' ? false : pick(rng, [true, false]);
    const bullet = pick(rng, ['-', '·', '▪']);
    const blocks: Block[] = headerBlocks(resume, rng);
    for (const section of resume.sections) {
      blocks.push({ type: 'heading', text: section.heading, rule: true });
      if (section.lines) blocks.push(...freeTextBlocks(section));
      for (const entry of section.entries) {
        const text =
          entry.kind === 'education'
            ? `${entry.title}${separator === '（' ? '｜' : separator}${entry.major}（${entry.subTitle}）`
            : joinTitle(entry, separator, roleFirst);
        blocks.push({ type: 'line', text, bold: true, right: dateRange(entry, dash) });
        blocks.push(...bulletBlocks(entry.bullets, bullet));
      }
    }
    return { blocks };
  },
});
