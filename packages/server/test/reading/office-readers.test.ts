// DOCX, DOC, ODT and RTF readers on files the test makes, in English and Chinese, and the ZIP limits.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Document, Packer, Paragraph, Table, TableCell, TableRow } from 'docx';
import { strToU8, zipSync } from 'fflate';
import { ReadError } from '../../src/errors.ts';
import { DocResumeReader } from '../../src/reading/formats/doc-reader.ts';
import { DocxResumeReader } from '../../src/reading/formats/docx-reader.ts';
import { OdtResumeReader } from '../../src/reading/formats/odt-reader.ts';
import { RtfResumeReader } from '../../src/reading/formats/rtf-reader.ts';
import type { ReadLimits, ResumeReader } from '../../src/reading/resume-reader.ts';
import { LIMITS, makeDoc, makeDocx, makeOdt, minimalDocxEntries, rtf } from './fixtures.ts';

const signal = new AbortController().signal;
const readWith = (reader: ResumeReader, bytes: Uint8Array, limits: ReadLimits = LIMITS) =>
  reader.read(bytes, reader.types[0]!, limits, signal);

async function assertReadError(promise: Promise<unknown>, message: RegExp): Promise<void> {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof ReadError, `a ReadError, got ${String(error)}`);
    assert.equal(error.code, 42201);
    assert.match(error.message, message);
    return true;
  });
}

describe('DOCX', () => {
  const reader = new DocxResumeReader();

  test('English: header, headings, tab-aligned dates, bullets and table cells, in order', async () => {
    const { text } = await readWith(reader, await makeDocx('en'));
    assert.deepEqual(text.split('\n'), [
      'Grace Hopper — Curriculum Vitae',
      'Grace Hopper',
      'grace@example.com | +1 206-555-0149',
      'Experience',
      'Remington Rand | Senior Programmer\t2016.07 - 2021.06',
      '• Wrote the first compiler, A-0, cutting programming time by 50%',
      'Education',
      'Yale University\tPhD Mathematics\t2012.09 - 2016.06',
    ]);
  });

  test('Chinese', async () => {
    const { text } = await readWith(reader, await makeDocx('zh'));
    const lines = text.split('\n');
    assert.ok(lines.includes('张三'), text);
    assert.ok(lines.includes('工作经历'), text);
    assert.ok(lines.includes('北京字节跳动科技有限公司 | 高级工程师\t2021年9月 - 至今'), text);
    assert.ok(lines.includes('• 负责推荐系统后端开发，接口延迟降低40%'), text);
    assert.ok(lines.includes('北京大学\t计算机科学 硕士\t2018.09 - 2021.06'), text);
  });

  test('a layout table (a sidebar cell beside a main cell) is read cell after cell, paragraph by paragraph', async () => {
    const cell = (lines: string[]) => new TableCell({ children: lines.map((line) => new Paragraph(line)) });
    const document = new Document({
      sections: [
        {
          children: [
            new Table({
              rows: [
                new TableRow({
                  children: [
                    cell(['Contact', 'ada@example.com', 'London']),
                    cell(['Experience', 'Analytical Engine Co', 'Wrote the first algorithm']),
                  ],
                }),
              ],
            }),
          ],
        },
      ],
    });
    const { text } = await readWith(reader, new Uint8Array(await Packer.toBuffer(document)));
    assert.deepEqual(text.split('\n'), [
      'Contact',
      'ada@example.com',
      'London',
      'Experience',
      'Analytical Engine Co',
      'Wrote the first algorithm',
    ]);
  });

  test('XML past the markup limit (under the unpacked limit): 42201 "too large", not "damaged"', async () => {
    const paragraph = '<w:p><w:r><w:t>Built payment services at Example Co</w:t></w:r></w:p>';
    const document = zipSync({
      ...minimalDocxEntries(`Ada</w:t></w:r></w:p>${paragraph.repeat(40_000)}<w:p><w:r><w:t>end`),
    });
    await assertReadError(
      readWith(reader, document, { ...LIMITS, maxMarkupBytes: 1024 * 1024 }),
      /too large: its text unpacks to more than 1 MiB of XML/,
    );
  });

  test('an entry that inflates past the limit stops inflating: 42201 decompression limit', async () => {
    const bomb = zipSync({
      ...minimalDocxEntries('Ada'),
      'word/media/zeros.bin': new Uint8Array(3 * 1024 * 1024),
    });
    assert.ok(bomb.length < 64 * 1024, 'a small file');
    await assertReadError(
      readWith(reader, bomb, { ...LIMITS, maxExpandedBytes: 1024 * 1024 }),
      /too large: it unpacks to more than the limit of 1 MiB/,
    );
  });

  test('declared sizes that lie do not help: the running size is checked while inflating', async () => {
    const bomb = zipSync({
      ...minimalDocxEntries('Ada'),
      'word/media/zeros.bin': new Uint8Array(3 * 1024 * 1024),
    });
    // Rewrite every central directory record to declare a tiny uncompressed size.
    const view = new DataView(bomb.buffer, bomb.byteOffset, bomb.byteLength);
    for (let offset = 0; offset + 46 < bomb.length; offset += 1) {
      if (view.getUint32(offset, true) === 0x02014b50) view.setUint32(offset + 24, 10, true);
    }
    await assertReadError(
      readWith(reader, bomb, { ...LIMITS, maxExpandedBytes: 1024 * 1024 }),
      /too large: it unpacks to more than the limit/,
    );
  });

  test('too many entries', async () => {
    const entries: Record<string, Uint8Array> = minimalDocxEntries('Ada');
    for (let index = 0; index < 30; index += 1) entries[`word/media/${index}.bin`] = strToU8('x');
    await assertReadError(
      readWith(reader, zipSync(entries), { ...LIMITS, maxZipEntries: 20 }),
      /33 ZIP entries; at most 20/,
    );
  });

  test('damaged archive and an archive without a document', async () => {
    const good = await makeDocx('en');
    await assertReadError(readWith(reader, good.subarray(0, good.length - 30)), /damaged/);
    await assertReadError(
      readWith(reader, zipSync({ 'word/other.xml': strToU8('<x/>') })),
      /no document part/,
    );
  });
});

describe('ODT', () => {
  const reader = new OdtResumeReader();

  test('headings, paragraphs, list items and table rows become lines; spaces and tabs kept', async () => {
    const { text } = await readWith(
      reader,
      makeOdt(
        [
          '<text:h text:outline-level="1">Ada Lovelace</text:h>',
          '<text:p>ada@example.com<text:s text:c="3"/>+44 20 7946 0018</text:p>',
          '<text:h text:outline-level="2">工作经历</text:h>',
          '<text:p>Analytical Engine Co<text:tab/>1842 - 1843</text:p>',
          '<text:list><text:list-item><text:p>Wrote the first algorithm</text:p></text:list-item>',
          '<text:list-item><text:p>负责 &amp; 交付</text:p></text:list-item></text:list>',
          '<table:table><table:table-row><table:table-cell><text:p>University of London</text:p></table:table-cell>',
          '<table:table-cell><text:p>Mathematics</text:p></table:table-cell></table:table-row></table:table>',
          '<office:annotation><text:p>a private comment</text:p></office:annotation>',
        ].join('\n'),
      ),
    );
    assert.deepEqual(text.split('\n'), [
      'Ada Lovelace',
      'ada@example.com   +44 20 7946 0018',
      '工作经历',
      'Analytical Engine Co\t1842 - 1843',
      '• Wrote the first algorithm',
      '• 负责 & 交付',
      'University of London\tMathematics',
    ]);
  });

  test('the ZIP limits hold for ODT too', async () => {
    await assertReadError(
      readWith(reader, makeOdt('<text:p>x</text:p>'), { ...LIMITS, maxZipEntries: 2 }),
      /ZIP entries/,
    );
  });

  test('no text', async () => assertReadError(readWith(reader, makeOdt('<text:p/>')), /contains no text/));
});

describe('RTF', () => {
  const reader = new RtfResumeReader();

  test('English: font table, colours, info and pictures skipped; paragraphs, tabs and table rows kept', async () => {
    const { text } = await readWith(
      reader,
      rtf(String.raw`{\rtf1\ansi\ansicpg1252\deff0{\fonttbl{\f0\fswiss Arial;}{\f1\fnil\fcharset2 Symbol;}}
{\colortbl;\red0\green0\blue0;}{\*\generator Riched20 10.0;}{\info{\author Someone}{\title Resume}}
\pard\b\fs32 Ada Lovelace\b0\fs20\par
ada@example.com\tab +44 20 7946 0018\par
{\pict\pngblip\picw10\pich10 89504e470d0a1a0a}
\pard\b Experience\b0\par
{\listtext\pard\plain\f1\'b7\tab}Wrote the first published algorithm \endash  1843\par
\trowd\cellx3000\cellx6000 Analytical Engine Co\cell 1842 \u8211? 1843\cell\row
{\field{\*\fldinst HYPERLINK "https://example.com"}{\fldrslt example.com/ada}}\par
Caf\'e9 \{notes\}\line second line\par}`),
    );
    assert.deepEqual(text.split('\n'), [
      'Ada Lovelace',
      'ada@example.com\t+44 20 7946 0018',
      'Experience',
      '• Wrote the first published algorithm – 1843',
      'Analytical Engine Co\t1842 – 1843',
      'example.com/ada',
      'Café {notes}',
      'second line',
    ]);
  });

  test('Chinese: GBK bytes in a cp936 font, \\uN escapes with fallbacks, and the \\upr pair read once', async () => {
    // 张三 in GBK is D5C5 C8FD; 工作经历 as \uN escapes; 北京 written twice in \upr (ANSI) and \ud (Unicode).
    const { text } = await readWith(
      reader,
      rtf(String.raw`{\rtf1\ansi\ansicpg936\deff0{\fonttbl{\f0\fnil\fcharset134 \'cb\'ce\'cc\'e5;}}
\f0\'d5\'c5\'c8\'fd\par
{\uc2\u24037\'b9\'a4\u20316\'d7\'f7\u32463\'be\'ad\u21382\'c0\'fa}\par
{\upr{\'b1\'b1\'be\'a9}{\*\ud{\u21271?\u20140?}}}\tab 2021.09 - \'d6\'c1\'bd\'f1\par}`),
    );
    assert.deepEqual(text.split('\n'), ['张三', '工作经历', '北京\t2021.09 - 至今']);
  });

  test('no text', async () =>
    assertReadError(
      readWith(reader, rtf(String.raw`{\rtf1\ansi{\fonttbl{\f0 Arial;}}\par}`)),
      /contains no text/,
    ));

  test('groups nested past any real document are refused, not a stack overflow', async () =>
    assertReadError(
      readWith(reader, rtf(`{\\rtf1 ${'{'.repeat(5000)}x${'}'.repeat(5000)}}`)),
      /nest too deeply/,
    ));
});

describe('DOC', () => {
  const reader = new DocResumeReader();

  test('English and Chinese text of a Word 97 file', async () => {
    const { text } = await readWith(
      reader,
      makeDoc('Grace Hopper\ngrace@example.com\n工作经历\n北京大学\t2018 - 2021'),
    );
    assert.deepEqual(text.split('\n'), [
      'Grace Hopper',
      'grace@example.com',
      '工作经历',
      '北京大学\t2018 - 2021',
    ]);
  });

  test('encrypted', async () =>
    assertReadError(readWith(reader, makeDoc('secret', { encrypted: true })), /protected with a password/));

  test('a compound file that is not a Word document', async () => {
    const doc = makeDoc('x');
    // Rename the WordDocument stream, as in a spreadsheet or a presentation.
    const name = Buffer.from('WordDocument', 'utf16le');
    const at = Buffer.from(doc).indexOf(name);
    Buffer.from('Workbook\0\0\0\0', 'utf16le').copy(Buffer.from(doc.buffer, doc.byteOffset), at);
    await assertReadError(readWith(reader, doc), /not a Word document|damaged/);
  });
});
