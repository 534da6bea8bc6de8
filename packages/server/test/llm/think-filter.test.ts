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
  let retracts = 0;
  for (let start = 0; start < text.length; start += size) {
    const out = filter.push(text.slice(start, start + size));
    if (out.retracted) {
      // What a client of the stream does: what it showed so far was a thought.
      retracts += 1;
      thinking = `${thinking}${visible}`;
      visible = '';
    }
    if (out.visible && firstVisibleAt === -1) firstVisibleAt = start + size;
    visible += out.visible;
    thinking += out.thinking;
  }
  const rest = filter.flush();
  return { visible: visible + rest.visible, thinking: thinking + rest.thinking, firstVisibleAt, retracts };
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

  test('a thought without its opening tag that got released (a plan heading) is retracted at </think>', () => {
    // An R1-style model starting its thought without <think>: the plan's heading looks like an answer.
    const thought = 'Okay, the user wants an outline.\n# Draft Title\n- plan: list parts\n';
    for (const size of SIZES) {
      const out = run(`${thought}</think>\n\n${ANSWER}`, size);
      assert.equal(out.visible, ANSWER, `size ${size}`);
      assert.equal(out.thinking, thought, `size ${size}`);
      assert.doesNotMatch(out.visible, /think>|Draft Title/, `size ${size}`);
    }
    // Longer than the prose held back: released as text, then retracted.
    const long = `${'I consider the parts of the resume. '.repeat(150)}\n`;
    const out = run(`${long}</think>\n${ANSWER}`, 64);
    assert.equal(out.retracts, 1);
    assert.equal(out.visible, ANSWER);
  });

  test('no think tag ever passes: a block after visible text is hidden, a stray close after a thought dropped', () => {
    for (const size of SIZES) {
      const mid = run(`${ANSWER}<think>Should I add more?</think>- Built APIs\n`, size);
      assert.equal(mid.visible, `${ANSWER}- Built APIs\n`, `size ${size}`);
      assert.equal(mid.thinking, 'Should I add more?', `size ${size}`);
      const stray = run(`<think>plan</think>\n${ANSWER}</think>- Built APIs\n`, size);
      assert.equal(stray.visible, `${ANSWER}- Built APIs\n`, `size ${size}`);
      assert.equal(stray.retracts, 0, 'an answer after a whole thought is never taken back');
    }
  });

  test('a partial tag at the end of the answer is text', () => {
    assert.equal(run(`${ANSWER}- a < b`, 3).visible, `${ANSWER}- a < b`);
  });
});
