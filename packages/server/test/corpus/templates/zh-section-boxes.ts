// 每个栏目一张 Word 表格（常见的"方框"模板）：栏目标题在表格上方或是表格的合并首行（常中英双语），
// 条目用带标签的单元格（时间 | 2021.07-2023.06 | 公司 | …，或"公司：…"），工作内容在合并单元格或"工作内容"标签旁。
import { type Block, type Cell, cell } from '../layout.ts';
import { applyDateStyle, type CorpusEntry, dateRange, randomDateStyle } from '../model.ts';
import type { Rng } from '../rng.ts';
import { bilingualHeading, chance, defineTemplate, headerBlocks, marker, pick } from './template.ts';

/** How an entry's facts sit in its rows. */
type EntryStyle = 'label-cells' | 'colon-cells' | 'plain-cells';

function entryRows(
  rng: Rng,
  entry: CorpusEntry,
  style: EntryStyle,
  dash: string,
  bullet: string,
  sideLabel: boolean,
): Cell[][] {
  const education = entry.kind === 'education';
  const project = entry.kind === 'project';
  const dates = dateRange(entry, dash);
  const orgLabel = education ? '学校' : project ? '项目' : '公司';
  const roleLabel = education ? '学历' : project ? '角色' : '职位';
  const role = entry.subTitle;
  const rows: Cell[][] = [];
  if (style === 'label-cells') {
    rows.push([cell('时间'), cell(dates), cell(orgLabel), cell(entry.title)]);
    rows.push(
      education
        ? [cell('专业'), cell(entry.major ?? ''), cell(roleLabel), cell(role)]
        : [cell(roleLabel), cell(role, { span: 3 })],
    );
  } else if (style === 'colon-cells') {
    rows.push([
      cell(dates ? `时间：${dates}` : ''),
      cell(`${orgLabel}：${entry.title}`),
      cell(education ? `专业：${entry.major ?? ''}` : role ? `${roleLabel}：${role}` : ''),
      cell(education ? `${roleLabel}：${role}` : entry.city ? `城市：${entry.city}` : ''),
    ]);
  } else {
    rows.push([
      cell(dates),
      cell(entry.title, { bold: true }),
      cell(education ? (entry.major ?? '') : role),
      cell(education ? role : ''),
    ]);
  }
  if (!entry.bullets.length) return rows;
  const lines = entry.bullets.map((text, index) => `${marker(bullet, index)}${text}`);
  const label = project ? pick(rng, ['项目描述', '主要工作']) : '工作内容';
  if (sideLabel) rows.push([cell(label), cell(lines, { span: 3 })]);
  else rows.push([cell(chance(rng, 0.5) ? [`${label}：`, ...lines] : lines, { span: 4 })]);
  return rows;
}

export const zhSectionBoxes = defineTemplate({
  id: 'zh-section-boxes',
  locale: 'zh',
  formats: ['docx'],
  categories: ['word-table', 'key-value', 'bilingual-headings', 'bullet-markers'],
  description:
    'a Word table per section: the heading above it or as its merged first row (often 中文 English); entries as labelled cells (时间 | … | 公司 | …, or 公司：…) or plain cells; bullets in a merged cell or beside a 工作内容 label cell',
  print(resume, rng) {
    applyDateStyle(resume, randomDateStyle(rng, 'zh', ['dot', 'hyphen', 'chinese', 'slash']));
    const bilingual = chance(rng, 0.6);
    if (bilingual) for (const section of resume.sections) section.heading = bilingualHeading(section, rng);
    const headingInTable = chance(rng, 0.5);
    const style = pick<EntryStyle>(rng, ['label-cells', 'colon-cells', 'plain-cells']);
    const sideLabel = style !== 'colon-cells' && chance(rng, 0.5);
    const dash = pick(rng, [' - ', '-', '~', ' 至 ', '—']);
    const bullet = pick(rng, ['', '1.', '1、', '•', '①', '-']);
    const blocks: Block[] = headerBlocks(resume, rng, true);
    for (const section of resume.sections) {
      const rows: Cell[][] = [];
      if (headingInTable) rows.push([cell(section.heading, { span: 4, bold: true })]);
      else blocks.push({ type: 'heading', text: section.heading, rule: chance(rng, 0.5) });
      if (section.lines) {
        const lines = section.lines.map((text, index) => `${marker(bullet, index)}${text}`);
        rows.push([cell(lines, { span: 4 })]);
      }
      for (const entry of section.entries)
        rows.push(...entryRows(rng, entry, style, dash, bullet, sideLabel));
      if (rows.length) blocks.push({ type: 'table', rows, widths: [1.6, 3, 1.6, 3] });
    }
    return { blocks };
  },
});
