// 最常见的中文 Word 模板：整份简历是一张大表，栏目标题是合并单元格行，每个单元格一个字段。
import { type Block, type Cell, cell } from '../layout.ts';
import { applyDateStyle, dateRange, randomDateStyle } from '../model.ts';
import { chance, defineTemplate, marker, pick } from './template.ts';

export const zhWordTable = defineTemplate({
  id: 'zh-word-table',
  locale: 'zh',
  formats: ['docx'],
  categories: ['word-table', 'key-value', 'bullet-markers'],
  description:
    'one big Word table: basic-info cells (姓名 | 王伟 | 电话 | …), section titles as merged rows, entries as rows of cells (时间 | 公司 | 职位), bullets in a merged cell',
  print(resume, rng) {
    applyDateStyle(resume, randomDateStyle(rng, 'zh', ['dot', 'hyphen', 'chinese']));
    const dash = pick(rng, [' - ', '-', '~', ' 至 ']);
    const bullet = pick(rng, ['·', '1.', '•', '']);
    const rows: Cell[][] = [
      [cell('个人简历', { span: 4, bold: true })],
      [cell('姓名'), cell(resume.name), cell('性别'), cell(pick(rng, ['男', '女']))],
      [cell('手机'), cell(resume.phone), cell('邮箱'), cell(resume.email)],
      [cell('现居'), cell(resume.city), cell('政治面貌'), cell(pick(rng, ['群众', '共青团员', '中共党员']))],
    ];
    const withHeaderRow = chance(rng, 0.6);
    for (const section of resume.sections) {
      rows.push([cell(section.heading, { span: 4, bold: true })]);
      if (section.lines) rows.push([cell(section.lines, { span: 4 })]);
      if (!section.entries.length) continue;
      const education = section.kind === 'education';
      if (withHeaderRow) {
        rows.push(
          education
            ? [cell('起止时间'), cell('学校'), cell('专业'), cell('学历')]
            : section.kind === 'project'
              ? [cell('时间'), cell('项目名称'), cell('担任角色'), cell('')]
              : [cell('起止时间'), cell('单位名称'), cell('职位'), cell('城市')],
        );
      }
      for (const entry of section.entries) {
        rows.push([
          cell(dateRange(entry, dash)),
          cell(entry.title),
          cell(education ? (entry.major ?? '') : entry.subTitle),
          cell(education ? entry.subTitle : entry.kind === 'project' ? '' : (entry.city ?? '')),
        ]);
        if (entry.bullets.length) {
          rows.push([
            cell(
              entry.bullets.map((text, index) => `${marker(bullet, index)}${text}`),
              { span: 4 },
            ),
          ]);
        }
      }
    }
    const blocks: Block[] = [{ type: 'table', rows, widths: [2.2, 3, 2.4, 2] }];
    return { blocks };
  },
});
