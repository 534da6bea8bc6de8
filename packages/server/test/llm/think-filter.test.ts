// The think filter over every way models put thinking in `content`, fed in chunks of many sizes.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ThinkFilter } from '../../src/generation/llm/think-filter.ts';

/** Feeds `text` in chunks of `size` and says what came out, and when the first visible text did. */
function run(text: string, size: number) {
  const filter = new ThinkFilter();
  let visible = '';
  let thinking = '';
  let firstVisibleAt = -1;
  for (let start = 0; start < text.length; start += size) {
    const out = filter.push(text.slice(start, start + size));
    if (out.visible && firstVisibleAt === -1) firstVisibleAt = start + size;
    visible += out.visible;
    thinking += out.thinking;
  }
  const rest = filter.flush();
  return { visible: visible + rest.visible, thinking: thinking + rest.thinking, firstVisibleAt };
}

const ANSWER = '# Backend Engineer\n\n## Work Experience\n- Role | Company\n';
const SIZES = [1, 2, 5, 13, 1000];

describe('ThinkFilter', () => {
  test('a <think> block before the answer is hidden, tags split at every size', () => {
    for (const size of SIZES) {
      const out = run(`<think>\nPlan the parts.\n</think>\n\n${ANSWER}`, size);
      assert.equal(out.visible, ANSWER, `size ${size}`);
      assert.match(out.thinking, /Plan the parts/);
    }
  });

  test('a thought whose opening tag was in the prompt is hidden, over many chunks', () => {
    const thought = 'Okay, the user wants an outline.\nFirst I list the parts, then the bullets.\n';
    for (const size of SIZES) {
      const out = run(`${thought}</think>\n\n${ANSWER}`, size);
      assert.equal(out.visible, ANSWER, `size ${size}`);
      assert.equal(out.thinking, thought, `size ${size}`);
    }
  });

  test('an answer that starts like one streams at once', () => {
    const out = run(ANSWER, 5);
    assert.equal(out.visible, ANSWER);
    assert.equal(out.firstVisibleAt, 5, 'the first chunk is released');
    const json = run('{"sections": []}', 4);
    assert.equal(json.firstVisibleAt, 4);
  });

  test('a chatty preamble without thinking is released when the answer begins', () => {
    const text = `Sure! Here is the outline:\n${ANSWER}`;
    const out = run(text, 3);
    assert.equal(out.visible, text, 'nothing is lost; the line gate drops the preamble');
    assert.ok(out.firstVisibleAt <= text.indexOf('#') + 3, 'released with the first heading');
  });

  test('prose that never turns into a thought is not held for long', () => {
    const prose = 'word '.repeat(2000);
    const out = run(prose, 50);
    assert.equal(out.visible, prose);
    assert.ok(out.firstVisibleAt > 0 && out.firstVisibleAt <= 4200, `released at ${out.firstVisibleAt}`);
  });

  test('<think> after visible text is kept as text', () => {
    const text = `${ANSWER}- uses <think> tags in a parser\n`;
    assert.equal(run(text, 7).visible, text);
  });
});
