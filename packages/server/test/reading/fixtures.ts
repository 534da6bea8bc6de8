// Resume files the reading tests make themselves: PDFs (pdf-lib, pdfkit), DOCX (docx), ODT, RTF, DOC, images.
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  Packer,
  Paragraph,
  Tab,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
} from 'docx';
import { strToU8, zipSync } from 'fflate';
import {
  beginText,
  degrees,
  endText,
  moveText,
  PDFDocument,
  type PDFFont,
  PDFHexString,
  PDFName,
  type PDFPage,
  PDFString,
  StandardFonts,
  setFontAndSize,
  showText,
} from 'pdf-lib';
import type { ReadLimits } from '../../src/reading/resume-reader.ts';

const require = createRequire(import.meta.url);

export const LIMITS: ReadLimits = {
  maxPdfPages: 50,
  maxExpandedBytes: 50 * 1024 * 1024,
  maxZipEntries: 2000,
  maxMarkupBytes: 8 * 1024 * 1024,
  maxTextChars: 200_000,
  timeoutMs: 20_000,
};

export const A4 = { width: 595, height: 842 } as const;

/** A run of text placed on a page; `y` is the baseline measured from the top, as a reader sees it. */
export interface PlacedText {
  text: string;
  x: number;
  y: number;
  size?: number;
  font?: 'regular' | 'bold' | 'zh';
  /** Right edge instead of left: the text is right-aligned at `x`. */
  alignRight?: boolean;
  /** Degrees counter-clockwise, for watermarks. */
  rotate?: number;
  /** Degrees of slant, as an italic made from an upright font. */
  skew?: number;
}

/**
 * A PDF whose pages hold the given runs. Latin text uses Helvetica; Chinese text uses the
 * non-embedded Adobe font STSong-Light with the UniGB-UCS2-H CMap, which is how many Chinese PDFs
 * are written and which only reads right with pdf.js's shipped CMaps.
 */
export async function makePdf(pages: readonly (readonly PlacedText[])[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const chinese = registerChineseFont(document);
  for (const runs of pages) {
    const page = document.addPage([A4.width, A4.height]);
    page.node.setFontDictionary(PDFName.of('FZh'), chinese);
    for (const run of runs) drawRun(page, run, run.font === 'bold' ? bold : regular);
  }
  return document.save();
}

function drawRun(page: PDFPage, run: PlacedText, font: PDFFont): void {
  const size = run.size ?? 11;
  const y = A4.height - run.y;
  if (run.font === 'zh') {
    const width = [...run.text].length * size;
    const x = run.alignRight ? run.x - width : run.x;
    const hex = [...run.text]
      .map((character) => character.charCodeAt(0).toString(16).padStart(4, '0'))
      .join('');
    page.pushOperators(
      beginText(),
      setFontAndSize('FZh', size),
      moveText(x, y),
      showText(PDFHexString.of(hex)),
      endText(),
    );
    return;
  }
  const x = run.alignRight ? run.x - font.widthOfTextAtSize(run.text, size) : run.x;
  page.drawText(run.text, {
    x,
    y,
    size,
    font,
    ...(run.rotate ? { rotate: degrees(run.rotate) } : {}),
    ...(run.skew ? { xSkew: degrees(0), ySkew: degrees(run.skew) } : {}),
  });
}

function registerChineseFont(document: PDFDocument) {
  const context = document.context;
  const descriptor = context.register(
    context.obj({
      Type: 'FontDescriptor',
      FontName: 'STSong-Light',
      Flags: 6,
      FontBBox: [-25, -254, 1000, 880],
      ItalicAngle: 0,
      Ascent: 880,
      Descent: -120,
      CapHeight: 880,
      StemV: 93,
    }),
  );
  const descendant = context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType0',
      BaseFont: 'STSong-Light',
      CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('GB1'), Supplement: 4 },
      FontDescriptor: descriptor,
      DW: 1000,
    }),
  );
  return context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: 'STSong-Light',
      Encoding: 'UniGB-UCS2-H',
      DescendantFonts: [descendant],
    }),
  );
}

/** A PDF with one page per image and no text layer at all, as a scanner makes. */
export async function makeScannedPdf(png: Uint8Array): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const image = await document.embedPng(png);
  const page = document.addPage([A4.width, A4.height]);
  const scale = Math.min(A4.width / image.width, A4.height / image.height);
  page.drawImage(image, {
    x: 0,
    y: A4.height - image.height * scale,
    width: image.width * scale,
    height: image.height * scale,
  });
  return document.save();
}

/** A PDF with `count` pages of one line each. */
export async function makeManyPagePdf(count: number, line = 'Experience'): Promise<Uint8Array> {
  return makePdf(
    Array.from({ length: count }, (_, index) => [{ text: `${line} ${index + 1}`, x: 50, y: 100 }]),
  );
}

interface PDFKitDocument {
  on(event: 'data', listener: (chunk: Buffer) => void): void;
  on(event: 'end', listener: () => void): void;
  fontSize(size: number): PDFKitDocument;
  text(text: string): PDFKitDocument;
  end(): void;
}

/** A PDF that opens only with a password (pdfkit's standard security handler). */
export function makeEncryptedPdf(): Promise<Uint8Array> {
  const PDFKit = require('pdfkit') as new (options: Record<string, unknown>) => PDFKitDocument;
  const document = new PDFKit({ userPassword: 'secret', ownerPassword: 'owner', pdfVersion: '1.7' });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) => {
    document.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
  });
  document.fontSize(14).text('Ada Lovelace, secret resume');
  document.end();
  return done;
}

/** Renders lines of text black on white into a PNG (or WebP), large enough for OCR. */
export function renderText(
  lines: readonly string[],
  options: { font?: string; size?: number; format?: 'png' | 'webp' } = {},
): Uint8Array {
  const size = options.size ?? 30;
  const width = 1400;
  const height = Math.round(size * 1.9 * lines.length + size * 2);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#000000';
  context.font = `${size}px "${options.font ?? 'DejaVu Sans'}"`;
  lines.forEach((line, index) => {
    context.fillText(line, size, Math.round(size * 1.5 + index * size * 1.9));
  });
  return options.format === 'webp' ? canvas.toBuffer('image/webp', 100) : canvas.toBuffer('image/png');
}

/**
 * A font with Chinese glyphs to render test images, when one is installed: none ships with the
 * packages this project depends on, so Chinese OCR tests run only where one is present.
 */
export function findChineseFont(): string | undefined {
  const candidates = [
    '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
    '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
    '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
    '/usr/share/fonts/truetype/arphic/uming.ttc',
  ];
  try {
    // A dev dependency, so the Chinese OCR test runs on every machine.
    candidates.unshift(
      path.join(
        path.dirname(require.resolve('@embedpdf/fonts-sc')),
        '..',
        'fonts',
        'NotoSansHans-Regular.otf',
      ),
    );
  } catch {
    // not installed
  }
  for (const candidate of candidates) {
    if (!existsSync(candidate)) continue;
    if (statSync(candidate).isDirectory()) {
      GlobalFonts.loadFontsFromDir(candidate);
      continue;
    }
    const family = GlobalFonts.registerFromPath(candidate) ? registeredFamily(candidate) : undefined;
    if (family) return family;
  }
  const loaded = GlobalFonts.families.find((family) =>
    /CJK|Hei|Song|Ming|SC|Han|Chinese/i.test(family.family),
  );
  return loaded?.family;
}

function registeredFamily(file: string): string | undefined {
  const base = path.basename(file).toLowerCase();
  if (base.startsWith('notosanshans'))
    return GlobalFonts.families.find((family) => /Chinese/.test(family.family))?.family;
  return GlobalFonts.families.find((family) => base.includes(family.family.toLowerCase().split(' ')[0] ?? ''))
    ?.family;
}

/** The ZIP entries of a minimal DOCX, for tests that build archives by hand. */
export function minimalDocxEntries(body: string): Record<string, Uint8Array> {
  return {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${body}</w:t></w:r></w:p></w:body></w:document>`,
    ),
  };
}

/** A DOCX resume made with the `docx` package: headings, a tab-aligned date, bullets, a table, a header. */
export async function makeDocx(language: 'en' | 'zh'): Promise<Uint8Array> {
  const t =
    language === 'en'
      ? {
          name: 'Grace Hopper',
          contact: 'grace@example.com | +1 206-555-0149',
          header: 'Grace Hopper — Curriculum Vitae',
          experience: 'Experience',
          company: 'Remington Rand',
          role: 'Senior Programmer',
          dates: '2016.07 - 2021.06',
          bullet: 'Wrote the first compiler, A-0, cutting programming time by 50%',
          education: 'Education',
          school: 'Yale University',
          degree: 'PhD Mathematics',
          schoolDates: '2012.09 - 2016.06',
        }
      : {
          name: '张三',
          contact: 'zhangsan@example.com | 138 0013 8000',
          header: '张三 个人简历',
          experience: '工作经历',
          company: '北京字节跳动科技有限公司',
          role: '高级工程师',
          dates: '2021年9月 - 至今',
          bullet: '负责推荐系统后端开发，接口延迟降低40%',
          education: '教育背景',
          school: '北京大学',
          degree: '计算机科学 硕士',
          schoolDates: '2018.09 - 2021.06',
        };
  const document = new Document({
    sections: [
      {
        headers: { default: new Header({ children: [new Paragraph(t.header)] }) },
        footers: {
          default: new Footer({ children: [new Paragraph({ text: '1', alignment: AlignmentType.CENTER })] }),
        },
        children: [
          new Paragraph({ text: t.name, heading: HeadingLevel.TITLE }),
          new Paragraph(t.contact),
          new Paragraph({ text: t.experience, heading: HeadingLevel.HEADING_1 }),
          new Paragraph({
            tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
            children: [
              new TextRun({ text: `${t.company} | ${t.role}`, bold: true }),
              new TextRun({ children: [new Tab(), t.dates] }),
            ],
          }),
          new Paragraph({ text: t.bullet, bullet: { level: 0 } }),
          new Paragraph({ text: t.education, heading: HeadingLevel.HEADING_1 }),
          new Table({
            rows: [
              new TableRow({
                children: [
                  new TableCell({ children: [new Paragraph(t.school)] }),
                  new TableCell({ children: [new Paragraph(t.degree)] }),
                  new TableCell({ children: [new Paragraph(t.schoolDates)] }),
                ],
              }),
            ],
          }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

/** An ODT written by hand: the mimetype entry first and stored, then a content.xml. */
export function makeOdt(body: string): Uint8Array {
  const content = `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" office:version="1.3">
<office:body><office:text>${body}</office:text></office:body></office:document-content>`;
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">
<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/>
<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>
</manifest:manifest>`;
  return zipSync({
    mimetype: [strToU8('application/vnd.oasis.opendocument.text'), { level: 0 }],
    'content.xml': strToU8(content),
    'META-INF/manifest.xml': strToU8(manifest),
  });
}

/**
 * A minimal Word 97 file: a compound file holding a WordDocument stream (FIB and text) and a
 * 1Table stream (the piece table). Streams are padded past 4 KiB so no mini stream is needed.
 */
export function makeDoc(text: string, options: { encrypted?: boolean } = {}): Uint8Array {
  const sector = 512;
  const units = text.replace(/\n/g, '\r');
  const characters = units.length + 1;
  const textOffset = 0x800;
  const word = Buffer.alloc(Math.max(4608, textOffset + characters * 2 + sector));
  word.writeUInt16LE(0xa5ec, 0); // wIdent
  word.writeUInt16LE(0x00c1, 2); // nFib: Word 97
  word.writeUInt16LE(0x0200 | (options.encrypted ? 0x0100 : 0), 0x0a); // fWhichTblStm (1Table), fEncrypted
  word.writeUInt32LE(textOffset, 0x18); // fcMin
  word.writeUInt32LE(textOffset + characters * 2, 0x1c); // fcMac
  word.writeUInt32LE(characters, 0x4c); // ccpText
  const table = Buffer.alloc(4608);
  const clx = Buffer.alloc(1 + 4 + 8 + 8);
  clx.writeUInt8(0x02, 0); // Pcdt
  clx.writeUInt32LE(8 + 8, 1); // PlcPcd size: two CPs and one PCD
  clx.writeUInt32LE(0, 5);
  clx.writeUInt32LE(characters, 9);
  clx.writeUInt16LE(0, 13); // PCD flags
  clx.writeUInt32LE(textOffset, 15); // fc: UTF-16LE text (bit 30 clear)
  clx.copy(table, 0);
  word.writeUInt32LE(0, 0x1a2); // fcClx
  word.writeUInt32LE(clx.length, 0x1a6); // lcbClx
  Buffer.from(`${units}\r`, 'utf16le').copy(word, textOffset);
  return compoundFile([
    { name: 'WordDocument', data: word },
    { name: '1Table', data: table },
  ]);
}

/**
 * A password-protected DOCX as Word saves it: not a ZIP but a compound file holding an
 * `EncryptionInfo` stream (agile encryption, version 4.4, an XML descriptor) and an
 * `EncryptedPackage` stream (the package's size, then ciphertext; random bytes here).
 */
export function makeEncryptedDocx(): Uint8Array {
  const info = Buffer.alloc(4608);
  info.writeUInt16LE(4, 0); // major version
  info.writeUInt16LE(4, 2); // minor version: agile
  info.writeUInt32LE(0x40, 4); // flags
  Buffer.from(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n' +
      '<encryption xmlns="http://schemas.microsoft.com/office/2006/encryption">' +
      '<keyData saltSize="16" blockSize="16" keyBits="256" hashSize="64" cipherAlgorithm="AES" ' +
      'cipherChaining="ChainingModeCBC" hashAlgorithm="SHA512" saltValue="AAAAAAAAAAAAAAAAAAAAAA=="/>' +
      '</encryption>',
    'utf8',
  ).copy(info, 8);
  const packageData = Buffer.alloc(8192);
  packageData.writeBigUInt64LE(7000n, 0);
  for (let index = 8; index < packageData.length; index += 1) packageData[index] = (index * 151 + 17) & 0xff;
  return compoundFile([
    { name: 'EncryptionInfo', data: info },
    { name: 'EncryptedPackage', data: packageData },
  ]);
}

/** A compound file (version 3, 512-byte sectors) with one storage level of regular streams. */
function compoundFile(streams: readonly { name: string; data: Buffer }[]): Uint8Array {
  const sector = 512;
  const endOfChain = 0xfffffffe;
  const free = 0xffffffff;
  const fatSector = 0xfffffffd;
  const sectorsOf = (length: number) => Math.ceil(length / sector);
  const dataSectors = streams.reduce((sum, stream) => sum + sectorsOf(stream.data.length), 0);
  const directorySectors = 1;
  const fatSectors = Math.ceil((dataSectors + directorySectors + 1) / (sector / 4));
  const fat = new Array<number>(fatSectors * (sector / 4)).fill(free);
  for (let index = 0; index < fatSectors; index += 1) fat[index] = fatSector;
  let next = fatSectors;
  const starts: number[] = [];
  for (const stream of streams) {
    starts.push(next);
    const count = sectorsOf(stream.data.length);
    for (let index = 0; index < count; index += 1)
      fat[next + index] = index === count - 1 ? endOfChain : next + index + 1;
    next += count;
  }
  const directoryStart = next;
  fat[directoryStart] = endOfChain;

  const header = Buffer.alloc(sector);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 0x18); // minor version
  header.writeUInt16LE(0x0003, 0x1a); // major version 3
  header.writeUInt16LE(0xfffe, 0x1c); // little-endian
  header.writeUInt16LE(9, 0x1e); // sector shift: 512
  header.writeUInt16LE(6, 0x20); // mini sector shift: 64
  header.writeUInt32LE(fatSectors, 0x2c);
  header.writeUInt32LE(directoryStart, 0x30);
  header.writeUInt32LE(4096, 0x38); // mini stream cutoff
  header.writeUInt32LE(endOfChain, 0x3c); // no mini FAT
  header.writeUInt32LE(0, 0x40);
  header.writeUInt32LE(endOfChain, 0x44); // no DIFAT sectors
  header.writeUInt32LE(0, 0x48);
  for (let index = 0; index < 109; index += 1)
    header.writeUInt32LE(index < fatSectors ? index : free, 0x4c + index * 4);

  const directory = Buffer.alloc(sector);
  const entry = (index: number, name: string, type: number, start: number, size: number, child = free) => {
    const offset = index * 128;
    Buffer.from(`${name}\0`, 'utf16le').copy(directory, offset);
    directory.writeUInt16LE((name.length + 1) * 2, offset + 0x40);
    directory.writeUInt8(type, offset + 0x42);
    directory.writeUInt8(1, offset + 0x43); // black
    directory.writeUInt32LE(free, offset + 0x44); // left sibling
    directory.writeUInt32LE(free, offset + 0x48); // right sibling
    directory.writeUInt32LE(child, offset + 0x4c);
    directory.writeUInt32LE(start, offset + 0x74);
    directory.writeUInt32LE(size, offset + 0x78);
  };
  entry(0, 'Root Entry', 5, endOfChain, 0, 1);
  for (const [index, stream] of streams.entries()) {
    entry(index + 1, stream.name, 2, starts[index]!, stream.data.length);
  }
  // Siblings form a tree; a right-leaning chain is a valid one.
  for (let index = 1; index < streams.length; index += 1)
    directory.writeUInt32LE(index + 1, index * 128 + 0x48);

  const fatBuffer = Buffer.alloc(fatSectors * sector);
  for (const [index, value] of fat.entries()) fatBuffer.writeUInt32LE(value >>> 0, index * 4);
  const padded = streams.map((stream) => {
    const buffer = Buffer.alloc(sectorsOf(stream.data.length) * sector);
    stream.data.copy(buffer);
    return buffer;
  });
  return new Uint8Array(Buffer.concat([header, fatBuffer, ...padded, directory]));
}

export function rtf(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'latin1'));
}
