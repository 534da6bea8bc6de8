// 【标题】括号标题；学位写英文或中英混写（Bachelor / Master / 学士）；公司与职位以空格分隔，日期居右。
import type { Block } from '../layout.ts';
import { applyDateStyle, dateRange, randomDateStyle } from '../model.ts';
import { bulletBlocks, defineTemplate, freeTextBlocks, headerBlocks, pick } from './template.ts';

const ENGLISH_DEGREE: Record<string, readonly string[]> = {
  本科: ['Bachelor', 'B.E.', 'BSc'],
  学士: ['Bachelor', 'B.A.'],
  '本科（学士）': ['Bachelor'],
  大专: ['Associate'],
  硕士: ['Master', 'M.S.', 'MSc'],
  硕士研究生: ['Master'],
  博士: ['PhD', 'Ph.D.'],
};

export const zhEnglishDegrees = defineTemplate({
  id: 'zh-english-degrees',
  locale: 'zh',
  formats: ['pdf', 'docx', 'txt'],
  categories: ['degree-words', 'role-org-one-line', 'bullet-markers'],
  description:
    '【工作经历】 bracketed headings; degrees in English forms (Bachelor, M.S., PhD) or 学士/硕士; "公司  职位" split by spaces; ▪ or * bullets',
  print(resume, rng) {
    applyDateStyle(resume, randomDateStyle(rng, 'zh', ['dot', 'slash', 'hyphen']));
    const dash = pick(rng, [' - ', ' – ']);
    // The label keeps the heading's words; the brackets are decoration.
    const bracket = pick(rng, [['【', '】'] as const, ['', ''] as const, ['[', ']'] as const]);
    const bullet = pick(rng, ['▪', '*', '•']);
    const blocks: Block[] = headerBlocks(resume, rng);
    for (const section of resume.sections) {
      blocks.push({ type: 'heading', text: `${bracket[0]}${section.heading}${bracket[1]}` });
      if (section.lines) blocks.push(...freeTextBlocks(section));
      for (const entry of section.entries) {
        if (entry.kind === 'education')
          entry.subTitle = pick(rng, ENGLISH_DEGREE[entry.subTitle] ?? [entry.subTitle]);
        const text =
          entry.kind === 'education'
            ? `${entry.title}   ${entry.major}   ${entry.subTitle}`
            : [entry.title, entry.subTitle].filter(Boolean).join('   ');
        blocks.push({ type: 'line', text, bold: true, right: dateRange(entry, dash) });
        blocks.push(...bulletBlocks(entry.bullets, bullet));
      }
    }
    return { blocks };
  },
});
