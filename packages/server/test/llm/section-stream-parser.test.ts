// The incremental sections parser: each element as soon as it closes, whatever surrounds the JSON.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SectionStreamParser } from '../../src/generation/llm/section-stream-parser.ts';

const SECTIONS = [
  { title: 'Skills', type: 'list', content: { items: ['TypeScript [strict]', 'SQL'] } },
  { title: 'Basic Information', type: 'kv', content: [{ key: 'Name', value: 'Ada {Lovelace}' }] },
];

/** Every element the parser yields for `text` fed in chunks of `size`, with its problems. */
function parse(text: string, size: number) {
  const parser = new SectionStreamParser();
  const elements: unknown[] = [];
  for (let start = 0; start < text.length; start += size) {
    elements.push(...parser.push(text.slice(start, start + size)));
  }
  elements.push(...parser.finish());
  return { elements, problems: parser.problems };
}

describe('SectionStreamParser', () => {
  const shapes = {
    'a bare array': JSON.stringify(SECTIONS),
    'an object with sections': JSON.stringify({ sections: SECTIONS }, null, 2),
    'a fenced answer with a preamble': `Sure! Here they are:\n\`\`\`json\n${JSON.stringify({ sections: SECTIONS })}\n\`\`\`\nDone.`,
    'a preamble with brackets of its own': `Here are the sections [as requested] (see [1]):\n${JSON.stringify(SECTIONS)}`,
    'commentary with brackets after the array': `${JSON.stringify(SECTIONS)}\nNote: [a] {b}`,
  };
  for (const [shape, text] of Object.entries(shapes)) {
    test(`${shape}: every element, at every chunk size`, () => {
      for (const size of [1, 2, 7, 64, 100_000]) {
        const { elements, problems } = parse(text, size);
        assert.deepEqual(elements, SECTIONS, `${shape}, size ${size}`);
        assert.deepEqual(problems, [], `${shape}, size ${size}`);
      }
    });
  }

  test('an element arrives as soon as it closes, before the array does', () => {
    const parser = new SectionStreamParser();
    const first = JSON.stringify(SECTIONS[0]);
    assert.deepEqual(parser.push(`[${first},`), [SECTIONS[0]]);
  });

  test('a broken element is reported and skipped; a cut-off one too', () => {
    const text = `[{"title": "A", "type": "list", "content": {"items": [1,]}}, ${JSON.stringify(SECTIONS[0])}, {"title": "cut`;
    const { elements, problems } = parse(text, 5);
    assert.deepEqual(elements, [SECTIONS[0]]);
    assert.deepEqual(problems, ['element 0 is not valid JSON', 'element 2 was cut off']);
  });

  test('no array at all is reported', () => {
    assert.deepEqual(parse('I cannot help with that.', 4).problems, ['no sections array was found']);
  });

  test('an element larger than the limit is skipped without holding it', () => {
    const parser = new SectionStreamParser({ maxElementChars: 100 });
    const big = { title: 'x', type: 'list', content: { items: ['y'.repeat(500)] } };
    const elements = [...parser.push(JSON.stringify([big, SECTIONS[0]])), ...parser.finish()];
    assert.deepEqual(elements, [SECTIONS[0]]);
    assert.match(parser.problems[0] ?? '', /element 0 is larger than 100 characters/);
  });
});
