// English two-column PDF: name, Contact and Skills in a left sidebar, experience on the right.
import type { Block } from '../layout.ts';
import { applyDateStyle, type CorpusSection, dateRange, randomDateStyle } from '../model.ts';
import { bulletBlocks, defineTemplate, freeTextBlocks, pick } from './template.ts';

export const enTwoColumn = defineTemplate({
  id: 'en-two-column',
  locale: 'en',
  formats: ['pdf'],
  categories: ['english', 'two-column', 'role-org-one-line'],
  description:
    'two-column PDF: name, Contact and Skills in the left column; "Role, Company" with dates on the next line on the right',
  print(resume, rng) {
    applyDateStyle(resume, randomDateStyle(rng, 'en', ['short', 'numeric']));
    const dash = pick(rng, [' – ', ' - ']);
    const contact: CorpusSection = {
      kind: 'contact',
      heading: pick(rng, ['Contact', 'CONTACT', 'Contact Info']),
      entries: [],
      lines: [resume.phone, resume.email, resume.city],
    };
    const leftKinds = ['skills'];
    const left = [contact, ...resume.sections.filter((s) => leftKinds.includes(s.kind))];
    const right = resume.sections.filter((s) => !leftKinds.includes(s.kind));
    resume.sections = [...left, ...right];
    const leftBlocks: Block[] = [{ type: 'title', text: resume.name }];
    for (const section of left) {
      leftBlocks.push({ type: 'heading', text: section.heading });
      leftBlocks.push(...freeTextBlocks(section));
    }
    const separator = pick(rng, [', ', ' | ', ' at ']);
    const rightBlocks: Block[] = [];
    for (const section of right) {
      rightBlocks.push({ type: 'heading', text: section.heading, rule: true });
      if (section.lines) rightBlocks.push(...freeTextBlocks(section));
      for (const entry of section.entries) {
        const text =
          entry.kind === 'experience' && entry.subTitle
            ? `${entry.subTitle}${separator}${entry.title}`
            : [entry.title, entry.subTitle].filter(Boolean).join(', ');
        rightBlocks.push({ type: 'line', text, bold: true });
        const dates = dateRange(entry, dash);
        if (dates) rightBlocks.push({ type: 'line', text: dates });
        rightBlocks.push(...bulletBlocks(entry.bullets, pick(rng, ['•', '-'])));
      }
    }
    return { blocks: [{ type: 'columns', left: leftBlocks, right: rightBlocks, leftShare: 0.32 }] };
  },
});
