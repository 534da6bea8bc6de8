// decodeText: a BOM decides; else strict UTF-8; else strict GB18030; binary is undefined.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { decodeText } from '../../src/reading/formats/decode-text.ts';

/** GB18030 (GB2312 range) codes of the characters the Chinese fixture uses. */
const GB18030: Record<string, readonly number[]> = {
  姓: [0xd0, 0xd5],
  名: [0xc3, 0xfb],
  '：': [0xa3, 0xba],
  张: [0xd5, 0xc5],
  三: [0xc8, 0xfd],
  电: [0xb5, 0xe7],
  话: [0xbb, 0xb0],
  工: [0xb9, 0xa4],
  作: [0xd7, 0xf7],
  经: [0xbe, 0xad],
  历: [0xc0, 0xfa],
  字: [0xd7, 0xd6],
  节: [0xbd, 0xda],
  跳: [0xcc, 0xf8],
  动: [0xb6, 0xaf],
};

function encodeGB18030(text: string): Uint8Array {
  return Uint8Array.from(
    Array.from(text).flatMap((character) => {
      const code = character.charCodeAt(0);
      if (code < 0x80) return [code];
      const bytes = GB18030[character];
      if (!bytes) throw new Error(`no GB18030 code for ${character} in the test table`);
      return [...bytes];
    }),
  );
}

function utf16(text: string, endian: 'le' | 'be'): Uint8Array {
  const le = Buffer.from(`\ufeff${text}`, 'utf16le');
  if (endian === 'be') le.swap16();
  return new Uint8Array(le);
}

const chinese = '姓名：张三\r\n电话：13800138000\r\n工作经历\r字节跳动 2021.07 - 2023.06\n';
const chineseLF = '姓名：张三\n电话：13800138000\n工作经历\n字节跳动 2021.07 - 2023.06\n';

describe('decodeText', () => {
  test('UTF-8 without a BOM', () => {
    assert.deepEqual(decodeText(new TextEncoder().encode('Jane Doe — Résumé\n张三')), {
      text: 'Jane Doe — Résumé\n张三',
      encoding: 'utf-8',
    });
  });

  test('UTF-8 with a BOM: the BOM is stripped', () => {
    const bytes = Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Jane\r\nDoe')]);
    assert.deepEqual(decodeText(bytes), { text: 'Jane\nDoe', encoding: 'utf-8' });
  });

  test('UTF-16LE and UTF-16BE with a BOM', () => {
    assert.deepEqual(decodeText(utf16(chinese, 'le')), { text: chineseLF, encoding: 'utf-16le' });
    assert.deepEqual(decodeText(utf16(chinese, 'be')), { text: chineseLF, encoding: 'utf-16be' });
  });

  test('GB18030: a Chinese resume saved by an older Windows editor', () => {
    assert.deepEqual(decodeText(Uint8Array.from([0xc4, 0xe3, 0xba, 0xc3])), {
      text: '你好',
      encoding: 'gb18030',
    });
    assert.deepEqual(decodeText(encodeGB18030(chinese)), { text: chineseLF, encoding: 'gb18030' });
    // A four-byte sequence (U+20000) decodes too.
    assert.deepEqual(decodeText(Uint8Array.from([0x95, 0x32, 0x82, 0x36])), {
      text: '\u{20000}',
      encoding: 'gb18030',
    });
  });

  test('CRLF and lone CR become LF', () => {
    assert.equal(decodeText(new TextEncoder().encode('a\r\nb\rc\n\r\nd'))?.text, 'a\nb\nc\n\nd');
  });

  test('binary is undefined: invalid in every encoding, or containing NUL', () => {
    const png = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0xff, 0xff,
    ]);
    assert.equal(decodeText(png), undefined);
    assert.equal(decodeText(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10])), undefined);
    // Valid UTF-8 bytes, but NUL: UTF-16 without a BOM, or a binary format.
    assert.equal(decodeText(Buffer.from('Jane Doe', 'utf16le')), undefined);
    // A UTF-16 BOM followed by an odd number of bytes is not UTF-16.
    assert.equal(decodeText(Uint8Array.from([0xff, 0xfe, 0x41])), undefined);
  });

  test('empty bytes are empty text', () => {
    assert.deepEqual(decodeText(new Uint8Array(0)), { text: '', encoding: 'utf-8' });
  });
});
