// decodeUpload: the tolerant forms of base64 decode to the same bytes; anything else is 40004 or 41301.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, test } from 'node:test';
import { AppError } from '../../src/errors.ts';
import { decodeUpload, decodeUploadInTurns } from '../../src/reading/decode-upload.ts';

const MiB = 1024 * 1024;
const bytes = Uint8Array.from([0xfb, 0xff, 0xbf, 0x00, 0x10, 0x83, 0x3e, 0x3f]);
const standard = Buffer.from(bytes).toString('base64'); // "+/+/ABCDPj8=": both alphabet-specific characters

function assertAppError(action: () => unknown, code: number, message: RegExp): void {
  assert.throws(action, (error: unknown) => {
    assert.ok(error instanceof AppError, 'an AppError');
    assert.equal(error.code, code);
    assert.match(error.message, message);
    return true;
  });
}

describe('decodeUpload', () => {
  test('standard base64 decodes to the original bytes', () => {
    assert.equal(standard, '+/+/ABCDPj8=');
    assert.deepEqual(decodeUpload(standard, MiB), bytes);
  });

  test('whitespace, a data URL prefix, missing padding and base64url are all accepted', () => {
    const wrapped = `${standard.slice(0, 4)}\r\n${standard.slice(4, 8)}\n \t${standard.slice(8)}\n`;
    for (const form of [
      wrapped,
      `data:application/pdf;base64,${standard}`,
      `DATA:application/pdf;name=cv.pdf;base64,${wrapped}`,
      standard.replace(/=+$/, ''),
      Buffer.from(bytes).toString('base64url'),
    ]) {
      assert.deepEqual(decodeUpload(form, MiB), bytes, JSON.stringify(form));
    }
  });

  test('the result is a plain Uint8Array that owns exactly its bytes', () => {
    const decoded = decodeUpload('aGVsbG8=', MiB);
    assert.equal(Object.getPrototypeOf(decoded), Uint8Array.prototype);
    assert.equal(decoded.buffer.byteLength, 5);
  });

  test('characters outside the alphabet, inner padding, bad lengths and mixed alphabets: 40004', () => {
    for (const invalid of [
      'aGVsbG8*',
      'aGV!sbG8=',
      'aGVs bG8.',
      'aGVsbG8=aGVs',
      'aGVsbG8===',
      '==',
      'aGVsb',
      'aGVsbG8éé',
      'aGVsbG8＝',
      '+/+/-_AB',
      '{"file": 1}',
      '%PDF-1.7',
    ]) {
      assertAppError(() => decodeUpload(invalid, MiB), 40004, /^uploadContent is not valid base64$/);
    }
  });

  test('nothing to decode: 40004 naming the empty file', () => {
    for (const empty of ['', '  \n ', 'data:text/plain;base64,']) {
      assertAppError(() => decodeUpload(empty, MiB), 40004, /^uploadContent decodes to an empty file$/);
    }
  });

  test('over the limit: 41301 naming the limit in MiB, refused before decoding', () => {
    const tenMiB = 10 * MiB;
    assert.equal(decodeUpload(Buffer.alloc(tenMiB, 1).toString('base64'), tenMiB).length, tenMiB);
    assertAppError(
      () => decodeUpload(Buffer.alloc(tenMiB + 1, 1).toString('base64'), tenMiB),
      41301,
      /^uploadContent decodes to a file larger than the 10 MiB limit$/,
    );
    // Decoding would find the `*`; the length alone decides first.
    assertAppError(() => decodeUpload(`${'A'.repeat(4 * MiB - 1)}*`, 2.5 * MiB), 41301, /the 2\.5 MiB limit/);
  });

  test('a 10 MiB line-wrapped upload decodes byte for byte', () => {
    const original = randomBytes(10 * MiB - 7);
    const mime = original.toString('base64').replace(/.{76}/g, '$&\r\n');
    assert.deepEqual(Buffer.from(decodeUpload(mime, 10 * MiB)), original);
    const corrupted = `${mime.slice(0, 5_000_000)}#${mime.slice(5_000_001)}`;
    assertAppError(() => decodeUpload(corrupted, 10 * MiB), 40004, /not valid base64/);
  });
});

describe('decodeUpload in pieces', () => {
  test('decoding in turns of the event loop gives the same bytes and errors', async () => {
    const bytes = new Uint8Array(3 * MiB).map((_, index) => index % 251);
    const encoded = Buffer.from(bytes).toString('base64');
    const pieces: string[] = [];
    for (let index = 0; index < encoded.length; index += 65_536)
      pieces.push(encoded.slice(index, index + 65_536));
    assert.deepEqual(await decodeUploadInTurns(pieces, 4 * MiB), bytes);
    await assert.rejects(
      decodeUploadInTurns([...pieces, '*'], 4 * MiB),
      (error: unknown) => error instanceof AppError && error.code === 40004,
    );
  });

  test('the pieces a body arrived in decode to the same bytes, wherever they are cut', () => {
    const bytes = new Uint8Array(Array.from({ length: 3000 }, (_, index) => (index * 7) % 256));
    const encoded = `data:application/pdf;base64,${Buffer.from(bytes)
      .toString('base64')
      .replace(/(.{76})/g, '$1\n')}==\n`.replace(/==\n$/, '\n');
    for (const size of [1, 3, 4, 5, 64, 1000]) {
      const pieces: string[] = [];
      for (let index = 0; index < encoded.length; index += size)
        pieces.push(encoded.slice(index, index + size));
      assert.deepEqual(decodeUpload(pieces, MiB), bytes, `pieces of ${size}`);
    }
    assert.throws(
      () => decodeUpload(['aGVs', 'bG8*'], MiB),
      (error: unknown) => error instanceof AppError && error.code === 40004,
    );
  });
});
