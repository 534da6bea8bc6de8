// Decompression bombs: a PDF whose streams unpack past the expansion limit is refused by counting,
// before pdf.js decodes anything whole (FlateDecode, LZWDecode, and chains behind ASCII filters);
// ordinary PDFs (embedded CJK fonts included) pass.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { deflateRawSync, deflateSync } from 'node:zlib';
import { ReadError } from '../../src/errors.ts';
import { checkPdfExpansion } from '../../src/reading/formats/pdf-streams.ts';
import { lzwSpaces } from '../helpers/hostile-files.ts';
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

  /** One stream object with `filter`, its data as given. */
  const streamPdf = (filter: string, data: Uint8Array) =>
    new Uint8Array(
      Buffer.concat([
        Buffer.from(`%PDF-1.4\n4 0 obj\n<< /Length ${data.length} /Filter ${filter} >>\nstream\n`),
        data,
        Buffer.from('\nendstream\nendobj\n'),
      ]),
    );
  /** The smallest limit the file passes: what the count came to. */
  const counted = (pdf: Uint8Array, upTo: number) => {
    const passes = (limit: number) => {
      try {
        checkPdfExpansion(pdf, { maxExpandedBytes: limit });
        return true;
      } catch {
        return false;
      }
    };
    let low = 0;
    let high = upTo;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      if (passes(middle)) high = middle;
      else low = middle + 1;
    }
    return low;
  };

  test('LZWDecode is decoded and counted to the byte: 1 + 2 + … + 45 spaces count as 1,035', () => {
    // lzwSpaces(1000) sends codes for runs of 1, 2, … 45 spaces: 1,035 in all.
    assert.equal(counted(streamPdf('/LZWDecode', lzwSpaces(1000)), 10_000), 1035);
    // Past a table reset and every code width: 7.4 MB from 5.6 KB of codes, then a second table.
    const large = lzwSpaces(8 * MiB);
    assert.ok(large.length < 8 * 1024, `${large.length} bytes of codes`);
    assert.throws(
      () => checkPdfExpansion(streamPdf('/LZW', large), { maxExpandedBytes: 8 * MiB - 1 }),
      ReadError,
    );
    checkPdfExpansion(streamPdf('/LZW', large), { maxExpandedBytes: 9 * MiB });
  });

  test('a chain behind ASCIIHexDecode or ASCII85Decode is followed to the bomb', () => {
    const bomb = deflateSync(Buffer.alloc(8 * MiB, 0x20));
    const hex = Buffer.from(`${bomb.toString('hex').replace(/(.{64})/g, '$1\n')}>`);
    assert.throws(
      () =>
        checkPdfExpansion(streamPdf('[/ASCIIHexDecode /FlateDecode]', hex), { maxExpandedBytes: 2 * MiB }),
      ReadError,
    );
    assert.throws(
      () => checkPdfExpansion(streamPdf('[/A85 /Fl]', ascii85(bomb)), { maxExpandedBytes: 2 * MiB }),
      ReadError,
    );
    // The ASCII stage's own output counts as well: hex of 1,000 bytes is 1,000 bytes, then 8 MiB.
    const small = deflateSync(Buffer.alloc(3000, 0x20));
    assert.equal(
      counted(streamPdf('[/AHx /Fl]', Buffer.from(`${small.toString('hex')}>`)), 10_000),
      small.length + 3000,
    );
    assert.equal(counted(streamPdf('[/A85 /Fl]', ascii85(small)), 10_000), small.length + 3000);
  });
});

/** ASCII85 as PDF writers produce it: groups of five, `z` for four zeros, `~>` at the end. */
function ascii85(bytes: Uint8Array): Buffer {
  let text = '';
  for (let offset = 0; offset < bytes.length; offset += 4) {
    const group = bytes.subarray(offset, offset + 4);
    const padded = new Uint8Array(4);
    padded.set(group);
    const value = ((padded[0]! << 24) | (padded[1]! << 16) | (padded[2]! << 8) | padded[3]!) >>> 0;
    if (value === 0 && group.length === 4) {
      text += 'z';
      continue;
    }
    let digits = '';
    for (let rest = value, index = 0; index < 5; index += 1, rest = Math.floor(rest / 85)) {
      digits = String.fromCharCode(0x21 + (rest % 85)) + digits;
    }
    text += digits.slice(0, group.length + 1);
  }
  return Buffer.from(`${text}~>`, 'latin1');
}
