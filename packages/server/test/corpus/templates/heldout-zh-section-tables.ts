// HELD OUT — do not look at this template's documents or figures while changing reading code.
// 每个栏目一张 Word 表，栏目标题在表外（中英双语）；条目为键值单元格，描述在合并单元格里。
import { type Block, type Cell, cell } from '../layout.ts';
import { applyDateStyle, dateRange, randomDateStyle } from '../model.ts';
import { bilingualHeading, defineTemplate, marker, pick } from './template.ts';

export const heldoutZhSectionTables = defineTemplate({
  id: 'heldout-zh-section-tables',
  locale: 'zh',
  formats: ['docx'],
  heldOut: true,
  categories: ['word-table', 'key-value', 'bilingual-headings', 'bullet-markers'],
  description:
    'one Word table per section under a bilingual heading paragraph; entry cells as key/value pairs (公司名称 | X | 职位 | Y, 时间 | …); bullets in a merged cell',
  print(resume, rng) {
    applyDateStyle(resume, randomDateStyle(rng, 'zh', ['dot', 'slash', 'chinese']));
    const dash = pick(rng, [' - ', '—', '至']);
    const bullet = pick(rng, ['1.', '·', '①']);
    const bilingual = pick(rng, [true, false]);
    if (bilingual)
      for (const section of resume.sections) section.heading = bilingualHeading(section, rng, ' ');
    const blocks: Block[] = [
      { type: 'title', text: resume.name, center: true },
      {
        type: 'table',
        widths: [1, 2, 1, 2],
        rows: [
          [cell('电话'), cell(resume.phone), cell('邮箱'), cell(resume.email)],
          [
            cell('所在城市'),
            cell(resume.city),
            cell('求职意向'),
            cell(
              resume.sections.flatMap((s) => s.entries).find((e) => e.kind === 'experience')?.subTitle ?? '',
            ),
          ],
        ],
      },
    ];
    for (const section of resume.sections) {
      blocks.push({ type: 'heading', text: section.heading });
      if (section.lines) {
        blocks.push({ type: 'table', widths: [1], rows: [[cell(section.lines)]] });
        continue;
      }
      const rows: Cell[][] = [];
      for (const entry of section.entries) {
        const dates = dateRange(entry, dash);
        if (entry.kind === 'education') {
          rows.push([cell('学校'), cell(entry.title, { bold: true }), cell('时间'), cell(dates)]);
          rows.push([cell('专业'), cell(entry.major ?? ''), cell('学历'), cell(entry.subTitle)]);
        } else {
          const project = entry.kind === 'project';
          rows.push([
            cell(project ? '项目名称' : '公司名称'),
            cell(entry.title, { bold: true }),
            cell('时间'),
            cell(dates),
          ]);
          rows.push([cell(project ? '担任角色' : '职位'), cell(entry.subTitle, { span: 3 })]);
        }
        if (entry.bullets.length) {
          rows.push([
            cell(entry.kind === 'education' ? '在校经历' : '工作内容'),
            cell(
              entry.bullets.map((text, index) => `${marker(bullet, index)}${text}`),
              { span: 3 },
            ),
          ]);
        }
      }
      blocks.push({ type: 'table', widths: [1, 2, 1, 2], rows });
    }
    return { blocks };
  },
});
