// The parse endpoint end to end on Word files the test writes: contacts, headings and entries read exactly, in both languages.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Section } from '@resume/contract';
import { AlignmentType, Document, Packer, Paragraph, TabStopType, TextRun } from 'docx';
import { createTestApp, PARSE_PATH, type TestApp } from '../helpers/test-app.ts';
import { makeEncryptedDocx } from './fixtures.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

type Block = string | { text: string; bullet?: boolean; bold?: boolean; size?: number; center?: boolean };

/** A Word file of paragraphs; a tab in the text is a right-aligned tab stop, as resume templates set dates. */
async function makeWordFile(blocks: readonly Block[]): Promise<string> {
  const paragraphs = blocks.map((block) => {
    const { text, bullet, bold, size, center } = typeof block === 'string' ? { text: block } : block;
    const runs = text
      .split('\t')
      .flatMap((piece, index) => [
        ...(index > 0 ? [new TextRun({ text: '\t' })] : []),
        new TextRun({ text: piece, ...(bold ? { bold } : {}), ...(size ? { size } : {}) }),
      ]);
    return new Paragraph({
      children: runs,
      tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
      ...(bullet ? { bullet: { level: 0 } } : {}),
      ...(center ? { alignment: AlignmentType.CENTER } : {}),
    });
  });
  const buffer = await Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] }));
  return Buffer.from(buffer).toString('base64');
}

async function parse(blocks: readonly Block[]): Promise<Section[]> {
  const response = await t.app.inject({
    method: 'POST',
    url: PARSE_PATH,
    headers: t.auth(),
    payload: { stream: false, uploadFileType: 'docx', uploadContent: await makeWordFile(blocks) },
  });
  const envelope = response.json();
  assert.equal(envelope.code, 0, envelope.message);
  return envelope.data as Section[];
}

function entriesOf(sections: readonly Section[], title: string) {
  const section = sections.find((candidate) => candidate.title === title);
  assert.ok(section?.type === 'listForm[]', `${title} is a listForm[] section`);
  return section.content.map((entry) => [
    entry.title,
    entry.subTitle,
    entry.startTime,
    entry.endTime,
    entry.list.items.length,
  ]);
}

describe('POST /parse with a Word file', () => {
  test('an English resume: headings as printed, entries in three layouts, dates as printed', async () => {
    const sections = await parse([
      { text: 'Ebony Moore', bold: true, size: 40, center: true },
      { text: 'Seattle, WA | 206-555-0149 | emoore@email.com', center: true },
      { text: 'Summary', bold: true, size: 28 },
      'Accountant with three years of experience in personal and tax accounting.',
      { text: 'Experience', bold: true, size: 28 },
      { text: 'Gilmore Financial, New Orleans, LA, Certified Public Accountant', bold: true },
      'Oct. 2021 – Current',
      { text: 'Meet with clients to discuss their accounting needs', bullet: true },
      { text: 'Compute taxes for clients during tax season', bullet: true },
      { text: 'Harrison Money Management\tAug. 2020 – Oct. 2021', bold: true },
      'Accountant',
      { text: 'Prepared tax returns for clients', bullet: true },
      { text: 'Education', bold: true, size: 28 },
      { text: 'Cloverfield College', bold: true },
      'Bachelor of Business Administration in accounting',
      { text: 'Skills', bold: true, size: 28 },
      'Attention to detail',
    ]);
    assert.deepEqual(sections[0], {
      type: 'kv',
      title: 'Basic Information',
      id: 'basic',
      content: [
        { key: 'Name', value: 'Ebony Moore' },
        { key: 'Phone', value: '206-555-0149' },
        { key: 'Email', value: 'emoore@email.com' },
        { key: 'Location', value: 'Seattle, WA' },
      ],
    });
    assert.deepEqual(
      sections.slice(1).map((section) => [section.type, section.title]),
      [
        ['list', 'Summary'],
        ['listForm[]', 'Experience'],
        ['listForm[]', 'Education'],
        ['list', 'Skills'],
      ],
    );
    assert.deepEqual(entriesOf(sections, 'Experience'), [
      ['Gilmore Financial', 'Certified Public Accountant', 'Oct. 2021', 'Current', 2],
      ['Harrison Money Management', 'Accountant', 'Aug. 2020', 'Oct. 2021', 1],
    ]);
    assert.deepEqual(entriesOf(sections, 'Education'), [
      ['Cloverfield College', 'Bachelor of Business Administration in accounting', '', '', 0],
    ]);
  });

  test('a Chinese resume: keys in Chinese, entries with Chinese dates, a project without dates', async () => {
    const sections = await parse([
      { text: '王小明', bold: true, size: 40 },
      '手机：138 0013 8000 | 邮箱：xiaoming@example.com | 现居：上海',
      { text: '教育背景', bold: true, size: 28 },
      { text: '复旦大学 | 计算机科学与技术 | 本科\t2015.09 - 2019.06', bold: true },
      { text: '工作经历', bold: true, size: 28 },
      { text: '字节跳动 | 后端开发工程师\t2021年9月 - 至今', bold: true },
      { text: '负责推荐系统的服务治理，接口延迟降低 40%', bullet: true },
      { text: '美团\t2019-09 ~ 2021-08', bold: true },
      '数据分析师',
      { text: '搭建用户留存看板', bullet: true },
      { text: '项目经历', bold: true, size: 28 },
      { text: '智能简历生成平台 | 技术负责人', bold: true },
      { text: '基于大模型生成简历内容', bullet: true },
      { text: '自我评价', bold: true, size: 28 },
      '热爱技术，善于沟通。',
    ]);
    assert.deepEqual(sections[0], {
      type: 'kv',
      title: '基本信息',
      id: 'basic',
      content: [
        { key: '姓名', value: '王小明' },
        { key: '电话', value: '138 0013 8000' },
        { key: '邮箱', value: 'xiaoming@example.com' },
        { key: '所在地', value: '上海' },
      ],
    });
    assert.deepEqual(
      sections.slice(1).map((section) => section.title),
      ['教育背景', '工作经历', '项目经历', '自我评价'],
    );
    assert.deepEqual(entriesOf(sections, '教育背景'), [
      ['复旦大学', '计算机科学与技术 本科', '2015.09', '2019.06', 0],
    ]);
    assert.deepEqual(entriesOf(sections, '工作经历'), [
      ['字节跳动', '后端开发工程师', '2021年9月', '至今', 1],
      ['美团', '数据分析师', '2019-09', '2021-08', 1],
    ]);
    assert.deepEqual(entriesOf(sections, '项目经历'), [['智能简历生成平台', '技术负责人', '', '', 1]]);
  });
});

describe('POST /parse with a password-protected Word file', () => {
  test('answers 42201 saying the file is encrypted, not that it is the wrong type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: PARSE_PATH,
      headers: t.auth(),
      payload: {
        stream: false,
        uploadFileType: 'docx',
        uploadContent: Buffer.from(makeEncryptedDocx()).toString('base64'),
      },
    });
    assert.equal(response.statusCode, 422);
    const envelope = response.json();
    assert.equal(envelope.code, 42201);
    assert.equal(envelope.data, null);
    assert.match(envelope.message, /encrypted \(password-protected\); save it without a password/);
  });
});
