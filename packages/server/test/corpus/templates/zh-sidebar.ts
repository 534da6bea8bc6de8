// 双栏 PDF：左栏姓名、联系方式、专业技能，右栏经历；左栏先读。
import type { Block } from '../layout.ts';
import { applyDateStyle, type CorpusSection, dateRange, randomDateStyle, ZH_HEADINGS } from '../model.ts';
import { bulletBlocks, defineTemplate, freeTextBlocks, pick } from './template.ts';

export const zhSidebar = defineTemplate({
  id: 'zh-sidebar',
  locale: 'zh',
  formats: ['pdf'],
  categories: ['two-column', 'bullet-markers'],
  description:
    'two-column PDF: name, 联系方式 and 专业技能 in a narrow left column; entries on the right ("公司" + right date, role below); ▪ bullets',
  print(resume, rng) {
    applyDateStyle(resume, randomDateStyle(rng, 'zh', ['dot', 'slash']));
    const dash = pick(rng, [' - ', '-', ' – ']);
    const contact: CorpusSection = {
      kind: 'contact',
      heading: pick(rng, ZH_HEADINGS.contact),
      entries: [],
      lines: [`电话：${resume.phone}`, `邮箱：${resume.email}`, `现居：${resume.city}`],
    };
    const leftKinds = ['skills', 'summary'];
    const left = [contact, ...resume.sections.filter((s) => leftKinds.includes(s.kind))];
    const right = resume.sections.filter((s) => !leftKinds.includes(s.kind));
    resume.sections = [...left, ...right];
    const leftBlocks: Block[] = [{ type: 'title', text: resume.name }];
    for (const section of left) {
      leftBlocks.push({ type: 'heading', text: section.heading });
      leftBlocks.push(...freeTextBlocks(section));
    }
    const bullet = pick(rng, ['▪', '•', '-']);
    const rightBlocks: Block[] = [];
    for (const section of right) {
      rightBlocks.push({ type: 'heading', text: section.heading, rule: true });
      for (const entry of section.entries) {
        rightBlocks.push({ type: 'line', text: entry.title, bold: true, right: dateRange(entry, dash) });
        const sub = entry.kind === 'education' ? `${entry.major} ${entry.subTitle}` : entry.subTitle;
        if (sub) rightBlocks.push({ type: 'line', text: sub });
        rightBlocks.push(...bulletBlocks(entry.bullets, bullet));
      }
    }
    return { blocks: [{ type: 'columns', left: leftBlocks, right: rightBlocks, leftShare: 0.3 }] };
  },
});
