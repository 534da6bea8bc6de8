// HELD OUT — do not look at this template's documents or figures while changing reading code.
// 双栏 PDF：左栏联系方式与技能，右栏日期在前（2021/03 ~ 今  公司 / 职位），中英双语标题。
import type { Block } from '../layout.ts';
import { applyDateStyle, type CorpusSection, dateRange, randomDateStyle, ZH_HEADINGS } from '../model.ts';
import { bilingualHeading, bulletBlocks, defineTemplate, freeTextBlocks, pick } from './template.ts';

export const heldoutZhTwoColumnDateFirst = defineTemplate({
  id: 'heldout-zh-two-column-date-first',
  locale: 'zh',
  formats: ['pdf'],
  heldOut: true,
  categories: ['two-column', 'date-first', 'bilingual-headings', 'role-org-one-line', 'bullet-markers'],
  description:
    'two-column PDF (contact, skills, summary left); right column entries date first ("2021/03 ~ 今  公司 / 职位"); bilingual headings; ① or • bullets',
  print(resume, rng) {
    applyDateStyle(resume, randomDateStyle(rng, 'zh', ['slash', 'dotShort', 'chinese']));
    const dash = pick(rng, [' ~ ', '—', '-', ' 至 ']);
    const contact: CorpusSection = {
      kind: 'contact',
      heading: pick(rng, ZH_HEADINGS.contact),
      entries: [],
      lines: [resume.phone, resume.email, resume.city],
    };
    const leftKinds = ['skills', 'summary'];
    const left = [contact, ...resume.sections.filter((s) => leftKinds.includes(s.kind))];
    const right = resume.sections.filter((s) => !leftKinds.includes(s.kind));
    resume.sections = [...left, ...right];
    const bilingual = pick(rng, [true, false]);
    for (const section of resume.sections)
      if (bilingual) section.heading = bilingualHeading(section, rng, ' ');
    const leftBlocks: Block[] = [{ type: 'title', text: resume.name }];
    for (const section of left) {
      leftBlocks.push({ type: 'heading', text: section.heading });
      leftBlocks.push(...freeTextBlocks(section));
    }
    const separator = pick(rng, [' / ', ' | ', '  ']);
    const bullet = pick(rng, ['①', '•', '1.']);
    const rightBlocks: Block[] = [];
    for (const section of right) {
      rightBlocks.push({ type: 'heading', text: section.heading, rule: true });
      for (const entry of section.entries) {
        const what =
          entry.kind === 'education'
            ? [entry.title, entry.major, entry.subTitle].join('  ')
            : [entry.title, entry.subTitle].filter(Boolean).join(separator);
        const dates = dateRange(entry, dash);
        rightBlocks.push({ type: 'line', text: dates ? `${dates}  ${what}` : what, bold: true });
        rightBlocks.push(...bulletBlocks(entry.bullets, bullet));
      }
    }
    return { blocks: [{ type: 'columns', left: leftBlocks, right: rightBlocks, leftShare: 0.3 }] };
  },
});
