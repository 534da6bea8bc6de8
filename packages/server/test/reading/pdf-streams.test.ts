// FlateDecode bombs: a PDF whose streams unpack past the expansion limit is refused by counting,
// before pdf.js inflates anything whole; ordinary PDFs (embedded CJK fonts included) pass.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { deflateRawSync, deflateSync } from 'node:zlib';
import { ReadError } from '../../src/errors.ts';
import { checkPdfExpansion } from '../../src/reading/formats/pdf-streams.ts';
import { makePdf } from './fixtures.ts';

const MiB = 1024 * 1024;

/** A PDF body holding one stream of `size` bytes of text operators, compressed as `compress` does. */
function bombPdf(size: number, compress: (data: Buffer) => Buffer = deflateSync): Uint8Array {
  const line = Buffer.from('BT /F1 12 Tf 72 720 Td (bomb) Tj ET\n');
  const content = Buffer.alloc(size);
  for (let offset = 0; offset < size; offset += line.length) line.copy(content, offset);
  const stream = compress(content);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from(
        `%PDF-1.4\n4 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode /DecodeParms << /Columns 1 >> >>\nstream\n`,
      ),
      stream,
      Buffer.from('\nendstream\nendobj\n'),
    ]),
  );
}

describe('checkPdfExpansion', () => {
  test('a stream that unpacks past the limit is refused with a message naming the limit', () => {
    assert.throws(
      () => checkPdfExpansion(bombPdf(8 * MiB), { maxExpandedBytes: 2 * MiB }),
      (error) => error instanceof ReadError && /unpacks to more than the limit of 2 MiB/.test(error.message),
    );
  });

  test('raw deflate without a zlib header is counted too', () => {
    assert.throws(
      () => checkPdfExpansion(bombPdf(8 * MiB, deflateRawSync), { maxExpandedBytes: 2 * MiB }),
      ReadError,
    );
  });

  test('a stream under the limit, and an ordinary PDF with an embedded font, pass', async () => {
    checkPdfExpansion(bombPdf(1 * MiB), { maxExpandedBytes: 2 * MiB });
    const pdf = await makePdf([
      [
        { text: '张伟', x: 72, y: 72, size: 12, font: 'zh' },
        { text: 'Backend Engineer', x: 72, y: 100 },
      ],
    ]);
    checkPdfExpansion(pdf, { maxExpandedBytes: 50 * MiB });
  });

  test('damaged compressed data is left to the PDF reader to judge', () => {
    const damaged = Buffer.from(bombPdf(1 * MiB));
    damaged.fill(0x41, 200, 400);
    checkPdfExpansion(new Uint8Array(damaged), { maxExpandedBytes: 2 * MiB });
  });
});
