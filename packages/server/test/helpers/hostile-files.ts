// Hostile uploads made on the fly (never stored as binaries): ZIP bombs, PDF bombs, huge page trees, polyglots.
import { deflateSync } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { strToU8 } from 'fflate';
import { minimalDocxEntries } from '../reading/fixtures.ts';

const GiB = 1024 * 1024 * 1024;

/** Writes values into a raw DEFLATE bit stream: header fields least significant bit first, Huffman codes most significant first. */
class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private used = 0;

  bits(value: number, count: number): void {
    for (let index = 0; index < count; index += 1) this.bit((value >> index) & 1);
  }

  code(code: string): void {
    for (const character of code) this.bit(character === '1' ? 1 : 0);
  }

  get aligned(): boolean {
    return this.used === 0;
  }

  finish(): Uint8Array {
    if (this.used > 0) this.bytes.push(this.current);
    this.current = 0;
    this.used = 0;
    return Uint8Array.from(this.bytes.splice(0));
  }

  private bit(value: number): void {
    this.current |= value << this.used;
    this.used += 1;
    if (this.used === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.used = 0;
    }
  }
}

/**
 * A raw DEFLATE stream that inflates to about `size` bytes of `filler` (zeros by default): one
 * dynamic Huffman block in which a match of 258 bytes at distance 1 costs two bits, both zero, so
 * the bulk of the stream is zero bytes (1 byte → 1032 bytes, the format's limit). Building one
 * that inflates to 2 GiB takes a 2 MB allocation and no compression work.
 */
export function deflateBomb(size: number, filler = 0): Uint8Array {
  const head = new BitWriter();
  head.bits(1, 1); // BFINAL
  head.bits(2, 2); // dynamic Huffman
  head.bits(286 - 257, 5); // HLIT: literal/length codes 0..285
  head.bits(1 - 1, 5); // HDIST: one distance code
  // Code-length alphabet: 18 (a run of zeros) is '0', 1 is '10', 2 is '11'. All 19 lengths are
  // written, which makes the header an even number of bits: two-bit matches then reach a byte boundary.
  const order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];
  const lengths: Record<number, number> = { 18: 1, 1: 2, 2: 2 };
  head.bits(order.length - 4, 4); // HCLEN
  for (const symbol of order) head.bits(lengths[symbol] ?? 0, 3);
  const zeros = (count: number) => {
    head.code('0');
    head.bits(count - 11, 7);
  };
  // Literal/length code lengths: `filler` 2, end-of-block (256) 2, length 258 (285) 1; distance 1 has 1.
  const literalLengths = new Array<number>(286).fill(0);
  literalLengths[filler] = 2;
  literalLengths[256] = 2;
  literalLengths[285] = 1;
  const all = [...literalLengths, 1];
  for (let index = 0; index < all.length; ) {
    const length = all[index]!;
    if (length === 0) {
      let run = 0;
      while (index + run < all.length && all[index + run] === 0 && run < 138) run += 1;
      if (run >= 11) {
        zeros(run);
        index += run;
        continue;
      }
      throw new Error('a short run of zero lengths is not encodable with this alphabet');
    }
    head.code(length === 1 ? '10' : '11');
    index += 1;
  }
  // Canonical codes: 285 → '0'; `filler` → '10' and 256 → '11' (filler < 256); distance 0 → '0'.
  head.code('10');
  let matches = Math.max(1, Math.floor((size - 1) / 258));
  while (!head.aligned && matches > 0) {
    head.code('00');
    matches -= 1;
  }
  if (matches === 0) {
    head.code('11'); // end of block
    return head.finish();
  }
  const start = head.finish();
  const bulkBytes = Math.floor(matches / 4);
  const tail = new BitWriter();
  for (let index = 0; index < matches - bulkBytes * 4; index += 1) tail.code('00');
  tail.code('11'); // end of block
  return concatBytes([start, new Uint8Array(bulkBytes), tail.finish()]);
}

/** Bytes the bomb of `size` really inflates to (its matches are whole 258-byte runs). */
export function deflateBombSize(size: number): number {
  return 1 + Math.max(1, Math.floor((size - 1) / 258)) * 258;
}

interface RawZipEntry {
  name: string;
  /** The entry's data as stored in the archive (already deflated when `method` is 8). */
  data: Uint8Array;
  method: 0 | 8;
  /** The uncompressed size written in the headers, true or not. */
  declaredSize: number;
}

/** A ZIP archive from entries whose compressed bytes and declared sizes are given as they are. */
export function rawZip(
  entries: readonly RawZipEntry[],
  options: { declaredCount?: number } = {},
): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directorySize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  const count = Math.min(0xffff, options.declaredCount ?? entries.length);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return concatBytes([...locals, ...centrals, end]);
}

const stored = (name: string, data: Uint8Array): RawZipEntry => ({
  name,
  data,
  method: 0,
  declaredSize: data.length,
});

const deflated = (name: string, data: Uint8Array): RawZipEntry => ({
  name,
  data: new Uint8Array(deflateSync(data, { level: 9 }).subarray(2, -4)),
  method: 8,
  declaredSize: data.length,
});

/** The entries of a minimal DOCX (content types, relationships, a one-paragraph document) as ZIP entries. */
function docxEntries(text = 'Ada Lovelace'): RawZipEntry[] {
  return Object.entries(minimalDocxEntries(text)).map(([name, data]) => deflated(name, data));
}

const ODT_MIMETYPE = 'application/vnd.oasis.opendocument.text';

function odtContent(text = 'Ada Lovelace'): RawZipEntry {
  return deflated(
    'content.xml',
    strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:text><text:p>${text}</text:p></office:text></office:body></office:document-content>`,
    ),
  );
}

function odtEntries(): RawZipEntry[] {
  return [
    stored('mimetype', strToU8(ODT_MIMETYPE)),
    deflated(
      'META-INF/manifest.xml',
      strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/></manifest:manifest>',
      ),
    ),
  ];
}

/**
 * A DOCX or ODT whose text part is a DEFLATE bomb of `size` bytes (2 GiB by default), its size
 * declared truly. With `lie`, a small readable text part comes first and the bomb is a media file
 * whose headers declare 1 KiB: only the running count while inflating can stop it.
 */
export function officeZipBomb(
  format: 'docx' | 'odt',
  options: { size?: number; lie?: boolean } = {},
): Uint8Array {
  const size = options.size ?? 2 * GiB;
  const data = deflateBomb(size, 0x20);
  const textPart = format === 'docx' ? 'word/document.xml' : 'content.xml';
  const bomb: RawZipEntry = options.lie
    ? {
        name: format === 'docx' ? 'word/media/image1.png' : 'Pictures/image1.png',
        data,
        method: 8,
        declaredSize: 1024,
      }
    : { name: textPart, data, method: 8, declaredSize: Math.min(0xfffffffe, deflateBombSize(size)) };
  const base = format === 'docx' ? docxEntries() : [...odtEntries(), odtContent()];
  return rawZip([...base.filter((entry) => options.lie || entry.name !== textPart), bomb]);
}

/** A DOCX or ODT with `count` empty entries beside its own: far more than any document has. */
export function manyEntriesZip(format: 'docx' | 'odt', count: number): Uint8Array {
  const base = format === 'docx' ? docxEntries() : [...odtEntries(), odtContent()];
  const empty = new Uint8Array(0);
  const filler = Array.from({ length: count }, (_, index) => stored(`media/${index}.bin`, empty));
  return rawZip([...base, ...filler]);
}

/** A ZIP whose end record claims 60,000 entries while it holds three: the count is checked before anything is read. */
export function lyingCountZip(): Uint8Array {
  return rawZip(docxEntries(), { declaredCount: 60_000 });
}

/**
 * 42.zip in small: 16 archives inside the document, each holding 16 entries that inflate to
 * 16 MiB (4 GiB if every layer were opened). With `document`, a readable DOCX carries them as
 * embedded files; without, they are all there is.
 */
export function nestedZip(options: { document: boolean }): Uint8Array {
  const bomb = deflateBomb(16 * 1024 * 1024);
  const inner = rawZip(
    Array.from({ length: 16 }, (_, index) => ({
      name: `layer-2/${index}.bin`,
      data: bomb,
      method: 8 as const,
      declaredSize: deflateBombSize(16 * 1024 * 1024),
    })),
  );
  const layer = deflated('layer-1.zip', inner);
  const layers = Array.from({ length: 16 }, (_, index) => ({
    ...layer,
    name: `word/embeddings/layer-1-${index}.zip`,
  }));
  const base = options.document
    ? docxEntries('Ada Lovelace, analyst')
    : docxEntries().filter((entry) => entry.name !== 'word/document.xml');
  return rawZip([...base, ...layers]);
}

/** Serialises numbered PDF objects with a correct cross-reference table. */
function pdfFile(objects: readonly (string | Uint8Array)[], trailer = ''): Uint8Array {
  const parts: Uint8Array[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const piece = concatBytes([
      Buffer.from(`${index + 1} 0 obj\n`),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(piece);
    length += piece.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`];
  for (const offset of offsets) xref.push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  parts.push(
    Buffer.from(
      `${xref.join('')}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return concatBytes(parts);
}

function streamObject(dictionary: string, data: Uint8Array): Uint8Array {
  return concatBytes([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/**
 * A one-page PDF whose content stream is compressed twice ([/FlateDecode /FlateDecode]): the outer
 * layer inflates to about 2 MB, the inner one to `size` bytes (1 GiB by default) of text operators.
 */
export function chainedFlatePdf(size = GiB): Uint8Array {
  const inner = concatBytes([new Uint8Array([0x78, 0xda]), deflateBomb(size, 0x20), new Uint8Array(4)]);
  const outer = new Uint8Array(deflateSync(inner, { level: 9 }));
  return pdfFile([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    streamObject('/Filter [/FlateDecode /FlateDecode]', outer),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/**
 * A one-page PDF whose content stream is run-length runs of 128 spaces, deflated:
 * [/FlateDecode /RunLengthDecode], about 70 KB that decode to `size` bytes (1 GiB by default).
 */
export function runLengthPdf(size = GiB): Uint8Array {
  const runs = Buffer.alloc(Math.ceil(size / 128) * 2);
  for (let offset = 0; offset < runs.length; offset += 2) {
    runs[offset] = 0x81; // the next byte 128 times
    runs[offset + 1] = 0x20;
  }
  const data = new Uint8Array(deflateSync(runs, { level: 9 }));
  return pdfFile([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    streamObject('/Filter [/FlateDecode /RunLengthDecode]', data),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/**
 * LZW codes (PDF's: 9 to 12 bits, most significant first, EarlyChange 1) for `size` spaces, as an
 * encoder writes them: each new code stands for one more space than the last, and the table starts
 * over (a clear code) when it is full; a 12-bit code that stands for 3,800 bytes is what makes it a bomb.
 */
export function lzwSpaces(size: number): Uint8Array {
  const SPACE = 0x20;
  const codes: [code: number, bits: number][] = [];
  let codeLength = 9;
  let written = 0;
  while (written < size) {
    // Each code goes in the width the decoder reads at that point, a clear code included.
    codes.push([256, codeLength]);
    codeLength = 9;
    codes.push([SPACE, codeLength]);
    written += 1;
    // Code n (from 258) is new when it is sent, and stands for n - 256 spaces.
    for (let nextCode = 258; written < size && nextCode < 4095; ) {
      codes.push([nextCode, codeLength]);
      written += nextCode - 256;
      nextCode += 1;
      if (nextCode + 1 >= 1 << codeLength && codeLength < 12) codeLength += 1;
    }
  }
  codes.push([257, codeLength]);
  const bytes: number[] = [];
  let bits = 0;
  let bitCount = 0;
  for (const [code, width] of codes) {
    bits = (bits << width) | code;
    bitCount += width;
    while (bitCount >= 8) {
      bitCount -= 8;
      bytes.push((bits >>> bitCount) & 0xff);
    }
    bits &= (1 << bitCount) - 1;
  }
  if (bitCount > 0) bytes.push((bits << (8 - bitCount)) & 0xff);
  return new Uint8Array(bytes);
}

/** A one-page PDF whose content stream is `lzwSpaces(size)`: [/LZWDecode], to 1 GiB by default. */
export function lzwPdf(size = GiB): Uint8Array {
  return onePageContentPdf('/Filter /LZWDecode', lzwSpaces(size));
}

/**
 * chainedFlatePdf's content behind an ASCII filter first: [/ASCIIHexDecode /FlateDecode /FlateDecode],
 * so a count that stopped at the first filter it does not decode would miss the bomb behind it.
 */
export function hexWrappedFlatePdf(size = GiB): Uint8Array {
  const inner = concatBytes([new Uint8Array([0x78, 0xda]), deflateBomb(size, 0x20), new Uint8Array(4)]);
  const outer = new Uint8Array(deflateSync(inner, { level: 9 }));
  const hex = Buffer.from(`${Buffer.from(outer).toString('hex')}>`, 'latin1');
  return onePageContentPdf('/Filter [/ASCIIHexDecode /FlateDecode /FlateDecode]', hex);
}

function onePageContentPdf(filter: string, data: Uint8Array): Uint8Array {
  return pdfFile([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    streamObject(filter, data),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/** A PDF of `pages` page objects that all share one small content stream. */
export function manyPagePdf(pages = 10_000): Uint8Array {
  const firstPage = 5;
  const kids = Array.from({ length: pages }, (_, index) => `${firstPage + index} 0 R`).join(' ');
  const content = Buffer.from('BT /F1 12 Tf 72 720 Td (Ada Lovelace, page of many) Tj ET');
  const objects: (string | Uint8Array)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    streamObject('', content),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const page =
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R /Resources << /Font << /F1 4 0 R >> >> >>';
  for (let index = 0; index < pages; index += 1) objects.push(page);
  return pdfFile(objects);
}

/** A small PDF with one line of text and nothing unusual, as a base for polyglots. */
export function plainPdf(text = 'Ada Lovelace'): Uint8Array {
  return pdfFile([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    streamObject('', Buffer.from(`BT /F1 12 Tf 72 720 Td (${text}) Tj ET`)),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/** A small DOCX written with this file's ZIP writer. */
export function plainDocx(text = 'Ada Lovelace'): Uint8Array {
  return rawZip(docxEntries(text));
}

/** A DOCX whose first entry, stored, is a PDF: "%PDF-" sits within the file's first kilobyte. */
export function zipHoldingPdf(text: string): Uint8Array {
  return rawZip([stored('cover.pdf', plainPdf(text)), ...docxEntries()]);
}

/** A plain image (white, one grey bar: no text) as PNG or JPEG. */
export function blankImage(format: 'png' | 'jpeg'): Uint8Array {
  const canvas = createCanvas(240, 120);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 240, 120);
  context.fillStyle = '#888888';
  context.fillRect(20, 50, 200, 20);
  return new Uint8Array(format === 'png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg', 90));
}

/** The first `share` of a file, as a download cut off midway leaves it. */
export function truncated(bytes: Uint8Array, share = 0.5): Uint8Array {
  return bytes.slice(0, Math.max(1, Math.floor(bytes.length * share)));
}

export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  return new Uint8Array(Buffer.concat(parts));
}
