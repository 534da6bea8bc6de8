// OCR through the pool: images (PNG, WebP) and a scanned PDF page, read offline with tesseract.js.
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { ReadError } from '../../src/errors.ts';
import { tidyOcrText } from '../../src/reading/formats/ocr-engine.ts';
import { WORKER_TYPES } from '../../src/reading/readers.ts';
import { WorkerPool } from '../../src/reading/worker-pool.ts';
import { findChineseFont, LIMITS, makeScannedPdf, renderText } from './fixtures.ts';

// One worker: the OCR engine (English + Chinese data) loads once and serves every test.
const pool = new WorkerPool({ types: WORKER_TYPES, size: 1, maxQueued: 4 });
after(() => pool.close());
const read = (bytes: Uint8Array, type: 'png' | 'webp' | 'pdf' | 'jpg') =>
  pool.read(bytes, type, LIMITS, new AbortController().signal);

describe('OCR', () => {
  test('an English PNG resume', async () => {
    const { text } = await read(
      renderText([
        'Ada Lovelace',
        'ada@example.com  +44 20 7946 0018',
        'Analytical Engine Co | Programmer | 1842 - 1843',
      ]),
      'png',
    );
    assert.match(text, /Ada Lovelace/);
    assert.match(text, /ada@example\.com/);
    assert.match(text, /Analytical Engine Co/);
    assert.match(text, /1842 - 1843/);
  });

  test('a WebP image', async () => {
    const { text } = await read(renderText(['Grace Hopper', 'Remington Rand'], { format: 'webp' }), 'webp');
    assert.match(text, /Grace Hopper/);
    assert.match(text, /Remington Rand/);
  });

  test('a scanned PDF page (an image, no text layer)', async () => {
    const scan = renderText(['Ada Lovelace', 'Experience', 'Analytical Engine Co 1842 - 1843'], { size: 34 });
    const { text, resume } = await read(await makeScannedPdf(scan), 'pdf');
    assert.match(text, /Ada Lovelace/);
    assert.match(text, /Analytical Engine Co/);
    const basic = resume.parts[0];
    assert.ok(basic?.shape === 'kv' && basic.items.some((item) => item.value === 'Ada Lovelace'));
  });

  test('an image with nothing written on it: 42201', async () => {
    await assert.rejects(read(renderText([]), 'png'), (error: unknown) => {
      assert.ok(error instanceof ReadError);
      assert.match(error.message, /contains no text/);
      return true;
    });
  });

  const chineseFont = findChineseFont();
  test('a Chinese image: characters without spaces between them', {
    skip: chineseFont ? false : 'no font with Chinese glyphs is installed to render the test image',
  }, async () => {
    const { text } = await read(
      renderText(['张三', '工作经历', '北京大学 2018年9月 - 至今'], { font: chineseFont! }),
      'png',
    );
    assert.match(text, /张三/);
    assert.match(text, /工作经历/);
    assert.match(text, /2018年9月/);
  });
});

test('OCR text is tidied: no blanks between Chinese characters or before their digits; wide gaps become tabs', () => {
  assert.deepEqual(
    tidyOcrText('张 三\n\n工 作 经 历\n2021 年 9 月 - 至 今\n使用 Java 开发\nEngineer      2019 - 2021\n'),
    ['张三', '工作经历', '2021年9月 - 至今', '使用 Java 开发', 'Engineer\t2019 - 2021'],
  );
});
