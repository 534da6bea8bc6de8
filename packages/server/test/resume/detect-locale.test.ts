// detectLocale: the script a text is written in decides its locale. The counting loop must answer as
// the definition does (letters and Han characters matched over the whole text), for any text.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { detectLocale } from '../../src/resume/detect-locale.ts';

/** The definition, as written before the loop: whole-text matches of both patterns. */
function byDefinition(text: string): string {
  const letters = text.match(/\p{Letter}/gu)?.length ?? 0;
  if (letters === 0) return 'en-US';
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  if (han === 0) return 'en-US';
  if (letters <= 60) return 'zh-CN';
  return han / letters >= 0.1 ? 'zh-CN' : 'en-US';
}

const MIXED = Array.from('abcXYZ 中文字符，。：（）éüñ𠀀〇々ㄅあア한Ж1-_\n');

describe('detectLocale', () => {
  test('job titles and short texts', () => {
    assert.equal(detectLocale('Backend Engineer'), 'en-US');
    assert.equal(detectLocale('Java开发'), 'zh-CN');
    assert.equal(detectLocale('产品经理 (PM)'), 'zh-CN');
    assert.equal(detectLocale('123 !!', 'zh-CN'), 'zh-CN', 'no letters: the fallback');
  });

  test('a long English text with a Chinese name stays English; a tenth of Han makes it Chinese', () => {
    assert.equal(detectLocale(`${'a'.repeat(600)}${'中'.repeat(66)}`), 'en-US');
    assert.equal(detectLocale(`${'a'.repeat(600)}${'中'.repeat(67)}`), 'zh-CN');
  });

  test('answers as the definition does for any mix of scripts', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...MIXED), { maxLength: 300 }), (characters) => {
        const text = characters.join('');
        assert.equal(detectLocale(text), byDefinition(text));
      }),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        assert.equal(detectLocale(text), byDefinition(text));
      }),
      { numRuns: 2000 },
    );
  });
});
