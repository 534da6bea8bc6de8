// The outline line gate: what a chatty or sloppy model writes becomes lines of the outline format.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { OutlineLineGate } from '../../src/generation/llm/outline-line-gate.ts';

function gate(text: string, job = 'Backend Engineer'): string {
  const lineGate = new OutlineLineGate({ job });
  let out = '';
  // Fed in small pieces, as a model streams.
  for (let index = 0; index < text.length; index += 3) out += lineGate.push(text.slice(index, index + 3));
  return out + lineGate.finish();
}

describe('OutlineLineGate', () => {
  test('numbered part titles become second-level headings; numbered entries stay entries', () => {
    const model =
      '# Backend Engineer\n1. Work Experience\n1. Acme | Engineer | 2021 - 2023\n   - Built the API\n2. 教育经历\n1. 复旦大学 | 计算机 本科 | 2017 - 2021\n';
    assert.equal(
      gate(model),
      '# Backend Engineer\n## Work Experience\n1. Acme | Engineer | 2021 - 2023\n   - Built the API\n## 教育经历\n1. 复旦大学 | 计算机 本科 | 2017 - 2021\n',
    );
  });

  test('a heading that names the document is replaced by the job; a missing one is written', () => {
    assert.equal(gate('# Resume Outline\n## Skills\n- Go\n'), '# Backend Engineer\n## Skills\n- Go\n');
    assert.equal(gate('# 简历大纲\n## 专业技能\n- Go\n', '后端工程师'), '# 后端工程师\n## 专业技能\n- Go\n');
    assert.equal(
      gate('好的，以下是为您生成的简历大纲：\n## 专业技能\n- Go\n', '后端工程师'),
      '# 后端工程师\n\n## 专业技能\n- Go\n',
    );
  });

  test('bold and ### titles become parts, * bullets become -, trailing blank lines and sign-offs go', () => {
    assert.equal(
      gate('# Backend Engineer\n\n**Skills**\n* Go\n\n### Education\n+ BSc\n\n希望对您有帮助！\n\n'),
      '# Backend Engineer\n\n## Skills\n- Go\n\n## Education\n- BSc\n',
    );
  });
});
