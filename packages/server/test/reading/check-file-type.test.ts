// checkFileType: the bytes must be what uploadFileType names; a mismatch is 41501 naming both types.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { UploadFileType } from '@resume/contract';
import { AppError, ReadError } from '../../src/errors.ts';
import { checkFileType } from '../../src/reading/formats/check-file-type.ts';
import { compoundFileEntryNames } from '../../src/reading/formats/compound-file.ts';
import { makeDoc, makeEncryptedDocx } from './fixtures.ts';

const ascii = (text: string): number[] => Array.from(text, (character) => character.charCodeAt(0));
const bytesOf = (...parts: (string | readonly number[] | Uint8Array)[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? ascii(part) : [...part])));
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/** A ZIP local file header (stored, sizes zero) for each name: enough for a magic-byte check. */
function zip(...entries: (string | { name: string; content: string })[]): Uint8Array {
  return bytesOf(
    ...entries.flatMap((entry) => {
      const { name, content } = typeof entry === 'string' ? { name: entry, content: '' } : entry;
      const header = [0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
      const sizes = [content.length, 0, 0, 0, content.length, 0, 0, 0, name.length, 0, 0, 0];
      return [header, sizes, name, content];
    }),
  );
}

const FILES: Record<string, Uint8Array> = {
  pdf: bytesOf('%PDF-1.7\n%', [0xe2, 0xe3, 0xcf, 0xd3], '\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
  docx: zip('[Content_Types].xml', '_rels/.rels', 'word/document.xml'),
  odt: zip({ name: 'mimetype', content: 'application/vnd.oasis.opendocument.text' }, 'content.xml'),
  doc: bytesOf([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], new Array(504).fill(0)),
  rtf: bytesOf('{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Arial;}} Jane Doe\\par }'),
  png: bytesOf(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d],
    'IHDR',
    [0, 0, 0, 1, 0, 0, 0, 1, 8, 2],
  ),
  jpg: bytesOf([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0x00, 0x01, 0x01]),
  webp: bytesOf('RIFF', [0x1a, 0, 0, 0], 'WEBPVP8 ', [0x0e, 0, 0, 0]),
  txt: utf8('Jane Doe\nSoftware Engineer\njane@example.com\n'),
  md: utf8('# Jane Doe\n\n## Experience\n- Built things\n'),
  html: utf8('<!DOCTYPE html>\n<html><head><title>CV</title></head><body><h1>Jane Doe</h1></body></html>'),
};

function assertMismatch(bytes: Uint8Array, type: UploadFileType, message: string): void {
  assert.throws(
    () => checkFileType(bytes, type),
    (error: unknown) => {
      assert.ok(error instanceof AppError, 'an AppError');
      assert.equal(error.code, 41501);
      assert.equal(error.message, message);
      return true;
    },
  );
}

describe('checkFileType', () => {
  test('every type accepts a file of its own kind', () => {
    for (const [type, bytes] of Object.entries(FILES)) {
      assert.doesNotThrow(() => checkFileType(bytes, type as UploadFileType), type);
    }
  });

  test('pdf: junk before %PDF- within the first 1024 bytes is allowed, not beyond', () => {
    const withJunk = bytesOf([0xef, 0xbb, 0xbf], '\r\n  ', FILES.pdf!);
    assert.doesNotThrow(() => checkFileType(withJunk, 'pdf'));
    assert.doesNotThrow(() => checkFileType(bytesOf(new Array(1000).fill(0x20), FILES.pdf!), 'pdf'));
    assertMismatch(
      bytesOf(new Array(1100).fill(0x20), FILES.pdf!),
      'pdf',
      'uploadFileType is pdf but the file is not a PDF (it looks like a plain text file)',
    );
  });

  test('docx: recognised by a name in the central directory at the end of a large archive', () => {
    const filler = new Array(100 * 1024).fill(0x41);
    const large = bytesOf(zip('media/image1.png'), filler, [0x50, 0x4b, 0x01, 0x02], 'word/document.xml');
    assert.doesNotThrow(() => checkFileType(large, 'docx'));
    assertMismatch(
      bytesOf(zip('media/image1.png'), filler),
      'docx',
      'uploadFileType is docx but the file is not a DOCX file (it looks like a ZIP archive)',
    );
  });

  test('text types accept UTF-16 with a BOM and GB18030; markdown may contain HTML', () => {
    const utf16 = new Uint8Array(Buffer.from('\ufeffJane Doe\n张三', 'utf16le'));
    assert.doesNotThrow(() => checkFileType(utf16, 'txt'));
    assert.doesNotThrow(() => checkFileType(Uint8Array.from([0xd5, 0xc5, 0xc8, 0xfd, 0x0a]), 'txt'));
    assert.doesNotThrow(() => checkFileType(FILES.html!, 'md'));
    assert.doesNotThrow(() =>
      checkFileType(new Uint8Array(Buffer.from('\ufeff<p>张三</p>', 'utf16le')), 'html'),
    );
  });

  test('a mismatch names the declared type and what the file looks like', () => {
    const cases: [UploadFileType, Uint8Array, string][] = [
      ['pdf', FILES.docx!, 'uploadFileType is pdf but the file is not a PDF (it looks like a DOCX file)'],
      [
        'docx',
        FILES.pdf!,
        'uploadFileType is docx but the file is not a DOCX file (it looks like a PDF file)',
      ],
      [
        'docx',
        FILES.odt!,
        'uploadFileType is docx but the file is not a DOCX file (it looks like an ODT file)',
      ],
      [
        'docx',
        zip('[Content_Types].xml', 'xl/workbook.xml'),
        'uploadFileType is docx but the file is not a DOCX file (it looks like an XLSX spreadsheet)',
      ],
      [
        'docx',
        FILES.doc!,
        'uploadFileType is docx but the file is not a DOCX file (it looks like a DOC file or another legacy Office file)',
      ],
      [
        'odt',
        FILES.docx!,
        'uploadFileType is odt but the file is not an ODT file (it looks like a DOCX file)',
      ],
      [
        'odt',
        zip({ name: 'mimetype', content: 'application/vnd.oasis.opendocument.spreadsheet' }),
        'uploadFileType is odt but the file is not an ODT file (it looks like an OpenDocument file that is not a text document)',
      ],
      ['doc', FILES.rtf!, 'uploadFileType is doc but the file is not a DOC file (it looks like an RTF file)'],
      [
        'rtf',
        FILES.doc!,
        'uploadFileType is rtf but the file is not an RTF file (it looks like a DOC file or another legacy Office file)',
      ],
      [
        'png',
        FILES.jpg!,
        'uploadFileType is png but the file is not a PNG image (it looks like a JPEG image)',
      ],
      [
        'jpg',
        FILES.webp!,
        'uploadFileType is jpg but the file is not a JPEG image (it looks like a WebP image)',
      ],
      [
        'webp',
        FILES.png!,
        'uploadFileType is webp but the file is not a WebP image (it looks like a PNG image)',
      ],
      [
        'pdf',
        FILES.txt!,
        'uploadFileType is pdf but the file is not a PDF (it looks like a plain text file)',
      ],
      [
        'pdf',
        bytesOf('GIF89a', [1, 0, 1, 0, 0x80, 0, 0]),
        'uploadFileType is pdf but the file is not a PDF (it looks like a GIF image)',
      ],
      [
        'txt',
        FILES.png!,
        'uploadFileType is txt but the file is not text in UTF-8, UTF-16 or GB18030 (it looks like a PNG image)',
      ],
      [
        'md',
        FILES.pdf!,
        'uploadFileType is md but the file is not text in UTF-8, UTF-16 or GB18030 (it looks like a PDF file)',
      ],
      [
        'html',
        FILES.txt!,
        'uploadFileType is html but the file is not an HTML file (it looks like a plain text file)',
      ],
      [
        'html',
        FILES.docx!,
        'uploadFileType is html but the file is not an HTML file (it looks like a DOCX file)',
      ],
    ];
    for (const [type, bytes, message] of cases) assertMismatch(bytes, type, message);
  });

  test('unrecognisable bytes: the message names only the declared type', () => {
    const wave = bytesOf('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ', [0x10, 0, 0, 0]);
    assertMismatch(wave, 'webp', 'uploadFileType is webp but the file is not a WebP image');
    // Not UTF-8, not GB18030 (0xFF never starts a character), no NUL.
    assertMismatch(
      Uint8Array.from([0x41, 0xff, 0xfe, 0xfd, 0x42]),
      'txt',
      'uploadFileType is txt but the file is not text in UTF-8, UTF-16 or GB18030',
    );
    // Text with NUL bytes, or full of control characters, is binary.
    assertMismatch(
      utf8('Jane\u0000Doe'),
      'txt',
      'uploadFileType is txt but the file is not text in UTF-8, UTF-16 or GB18030',
    );
    assertMismatch(
      utf8('\u0001\u0002\u0003\u0004 Jane Doe'),
      'md',
      'uploadFileType is md but the file is not text in UTF-8, UTF-16 or GB18030',
    );
    assertMismatch(new Uint8Array(0), 'pdf', 'uploadFileType is pdf but the file is not a PDF');
  });

  test('a text file that merely starts like BMP is still text', () => {
    assert.doesNotThrow(() => checkFileType(utf8('BMW Group, Munich\nEngineer'), 'txt'));
  });
});

describe('a password-protected Word file', () => {
  const assertEncrypted = (bytes: Uint8Array, type: UploadFileType) =>
    assert.throws(
      () => checkFileType(bytes, type),
      (error: unknown) => {
        assert.ok(error instanceof ReadError, `a ReadError, got ${String(error)}`);
        assert.equal(error.code, 42201);
        assert.equal(
          error.message,
          'the file is encrypted (password-protected); save it without a password and upload again',
        );
        return true;
      },
    );

  test('an encrypted DOCX (a compound file with EncryptionInfo and EncryptedPackage) answers 42201', () => {
    const bytes = makeEncryptedDocx();
    assert.deepEqual(compoundFileEntryNames(bytes), ['Root Entry', 'EncryptionInfo', 'EncryptedPackage']);
    assertEncrypted(bytes, 'docx');
    // Sent as a DOC, the same file is still a locked Word file, not a damaged DOC.
    assertEncrypted(bytes, 'doc');
  });

  test('a plain DOC is still a DOC, even one whose text names those streams', () => {
    const doc = makeDoc('EncryptionInfo EncryptedPackage');
    assert.doesNotThrow(() => checkFileType(doc, 'doc'));
    assertMismatch(
      doc,
      'docx',
      'uploadFileType is docx but the file is not a DOCX file (it looks like a DOC file or another legacy Office file)',
    );
  });

  test('other declared types keep answering 41501 for the compound file', () => {
    assertMismatch(
      makeEncryptedDocx(),
      'pdf',
      'uploadFileType is pdf but the file is not a PDF (it looks like a DOC file or another legacy Office file)',
    );
  });

  test('a damaged or looping compound file directory is no encrypted package', () => {
    const bytes = makeEncryptedDocx();
    // Point the directory chain at a sector past the end, then at itself through the FAT.
    const beyond = new Uint8Array(bytes);
    new DataView(beyond.buffer).setUint32(0x30, 0x00ffffff, true);
    assert.equal(compoundFileEntryNames(beyond), undefined);
    const looping = new Uint8Array(bytes);
    const view = new DataView(looping.buffer);
    const directory = view.getUint32(0x30, true);
    view.setUint32(512 + directory * 4, directory, true);
    assert.equal(compoundFileEntryNames(looping), undefined);
    assert.equal(compoundFileEntryNames(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0])), undefined);
  });
});
