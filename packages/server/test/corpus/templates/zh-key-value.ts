// 键值块：公司名称：…  职位：…  时间：…；学校：… 专业：… 学历：…；①②③ 编号。
import type { Block } from '../layout.ts';
import { applyDateStyle, dateRange, randomDateStyle } from '../model.ts';
import { bulletBlocks, chance, defineTemplate, freeTextBlocks, headerBlocks, pick } from './template.ts';

export const zhKeyValue = defineTemplate({
  id: 'zh-key-value',
  locale: 'zh',
  formats: ['pdf', 'docx', 'txt'],
  categories: ['key-value', 'bullet-markers', 'degree-words'],
  description:
    'entries as key-value blocks ("公司名称：…  职位：…  时间：…", "学校：… 专业：… 学历：…"), on one line or one per line; ① bullets',
  print(resume, rng) {
    applyDateStyle(resume, randomDateStyle(rng, 'zh', ['dot', 'chinese', 'hyphen']));
    const dash = pick(rng, [' - ', ' 至 ', '~']);
    const oneLine = chance(rng, 0.5);
    const colon = pick(rng, ['：', ': ']);
    const bullet = pick(rng, ['①', '1.', '-']);
    const blocks: Block[] = headerBlocks(resume, rng);
    for (const section of resume.sections) {
      // The label keeps the heading's words; the brackets are decoration.
      blocks.push({ type: 'heading', text: pick(rng, [section.heading, `【${section.heading}】`]) });
      if (section.lines) blocks.push(...freeTextBlocks(section));
      for (const entry of section.entries) {
        const dates = dateRange(entry, dash);
        const pairs: [string, string][] =
          entry.kind === 'education'
            ? [
                ['学校', entry.title],
                ['专业', entry.major ?? ''],
                ['学历', entry.subTitle],
                ['时间', dates],
              ]
            : entry.kind === 'project'
              ? [
                  ['项目名称', entry.title],
                  ['担任角色', entry.subTitle],
                  ['项目时间', dates],
                ]
              : [
                  ['公司名称', entry.title],
                  ['职位', entry.subTitle],
                  ['时间', dates],
                ];
        const printed = pairs
          .filter(([, value]) => value !== '')
          .map(([key, value]) => `${key}${colon}${value}`);
        if (oneLine) blocks.push({ type: 'line', text: printed.join('    '), bold: true });
        else for (const text of printed) blocks.push({ type: 'line', text });
        if (entry.bullets.length && entry.kind !== 'education' && chance(rng, 0.5)) {
          blocks.push({
            type: 'line',
            text: entry.kind === 'project' ? `项目描述${colon}` : `工作内容${colon}`,
          });
        }
        blocks.push(...bulletBlocks(entry.bullets, bullet));
      }
    }
    return { blocks };
  },
});
