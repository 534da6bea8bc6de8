// The outline line gate: what a chatty or sloppy model writes becomes lines of the outline format.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MAX_LINE_CHARS, OutlineLineGate } from '../../src/generation/llm/outline-line-gate.ts';

function gate(text: string, job = 'Backend Engineer', options: { truncated?: boolean } = {}): string {
  const lineGate = new OutlineLineGate({ job });
  let out = lineGate.heading();
  // Fed in small pieces, as a model streams.
  for (let index = 0; index < text.length; index += 3) out += lineGate.push(text.slice(index, index + 3));
  return out + lineGate.finish(options);
}

describe('OutlineLineGate', () => {
  test('numbered part titles become second-level headings; numbered entries stay entries', () => {
    const model =
      '# Backend Engineer\n1. Work Experience\n1. Acme | Engineer | 2021 - 2023\n   - Built the API\n2. 教育经历\n1. 复旦大学 | 计算机 本科 | 2017 - 2021\n';
    assert.equal(
      gate(model),
      '# Backend Engineer\n\n## Work Experience\n1. Acme | Engineer | 2021 - 2023\n   - Built the API\n\n## 教育经历\n1. 复旦大学 | 计算机 本科 | 2017 - 2021\n',
    );
  });

  test('an entry written as a bullet becomes an entry line, a note after its end date included', () => {
    assert.equal(
      gate(
        '# 项目技术负责人\n## 教育经历\n- 非全日制硕士研究生（在读，未毕业） 土木水利 at 浙江工业大学 (2025.09 - 2028.06（预计）)\n',
        '项目技术负责人',
      ),
      '# 项目技术负责人\n\n## 教育经历\n1. 浙江工业大学 | 非全日制硕士研究生（在读，未毕业） 土木水利 | 2025.09 - 2028.06（预计）\n',
    );
    assert.equal(
      gate(
        '# 亚马逊运营\n## 教育经历\n- 自考本科（在读） 商务英语 at 广东外语外贸大学 (2021.04 - 在读（预计2025.12）)\n',
        '亚马逊运营',
      ),
      '# 亚马逊运营\n\n## 教育经历\n1. 广东外语外贸大学 | 自考本科（在读） 商务英语 | 2021.04 - 在读（预计2025.12）\n',
    );
  });

  test('"Role at Company (dates)" with dates written "Jun 2021" or "09/2019" is an entry too', () => {
    assert.equal(
      gate(
        '# Lead Operator\n## Work Experience\nEquipment Operator II, Transmission & Distribution at Columbia Basin PUD No. 3, Ephrata, WA – Operations Center (Jun 2021 - Present)\n    * Set about 260 poles a year\n',
        'Lead Operator',
      ),
      '# Lead Operator\n\n## Work Experience\n1. Columbia Basin PUD No. 3, Ephrata, WA – Operations Center | Equipment Operator II, Transmission & Distribution | Jun 2021 - Present\n   - Set about 260 poles a year\n',
    );
    assert.equal(
      gate(
        '# Buyer\n## Education\nB.B.A. Supply Chain Management at Davenport University (online) (09/2019 - 05/2023)\n',
        'Buyer',
      ),
      '# Buyer\n\n## Education\n1. Davenport University (online) | B.B.A. Supply Chain Management | 09/2019 - 05/2023\n',
    );
  });

  test('"Role at Company (dates)": a role that says "At" itself keeps it ("AppleCare At Home Advisor at Apple")', () => {
    assert.equal(
      gate(
        '# Support Lead\n## Work Experience\nAppleCare At Home Advisor at Apple (2017.07 - 2019.03)\n  • Took about 40 calls a day\n',
        'Support Lead',
      ),
      '# Support Lead\n\n## Work Experience\n1. Apple | AppleCare At Home Advisor | 2017.07 - 2019.03\n   - Took about 40 calls a day\n',
    );
  });

  test('"Role at Organisation (dates)" with two "at"s: the organisation is what holds no clause', () => {
    assert.equal(
      gate(
        '# Audiologist\n## Education\nAu.D. Audiology – externship at Lake Erie VA; capstone: RECD in infants at Northeast Ohio Au.D. Consortium, Akron, OH (2015.08 - 2019.08)\n',
        'Audiologist',
      ),
      '# Audiologist\n\n## Education\n1. Northeast Ohio Au.D. Consortium, Akron, OH | Au.D. Audiology – externship at Lake Erie VA; capstone: RECD in infants | 2015.08 - 2019.08\n',
    );
    assert.equal(
      gate(
        '# Drug Safety Scientist\n## Education\nM.S. Pharmacology at University of North Carolina at Chapel Hill (2016.08 - 2019.06)\n',
        'Drug Safety Scientist',
      ),
      '# Drug Safety Scientist\n\n## Education\n1. University of North Carolina at Chapel Hill | M.S. Pharmacology | 2016.08 - 2019.06\n',
    );
    // An end date with "Expected" before it is still the entry's dates.
    assert.equal(
      gate(
        '# IT Lead\n## Education\nB.S. Information Technology at Western Governors University (2023.01 - Expected 2026.08)\n',
        'IT Lead',
      ),
      '# IT Lead\n\n## Education\n1. Western Governors University | B.S. Information Technology | 2023.01 - Expected 2026.08\n',
    );
    // A clause mark inside an organisation's brackets is part of its name.
    assert.equal(
      gate(
        '# QA Engineer\n## Work Experience\nQA Engineer at Acme Corp (contract; via Robert Half) (2019.01 - 2020.01)\n',
        'QA Engineer',
      ),
      '# QA Engineer\n\n## Work Experience\n1. Acme Corp (contract; via Robert Half) | QA Engineer | 2019.01 - 2020.01\n',
    );
  });

  test('the H1 is the job whatever the model heads its answer with, and a preamble or plan never passes', () => {
    assert.equal(gate('# Target Job\n## Skills\n- Go\n'), '# Backend Engineer\n\n## Skills\n- Go\n');
    assert.equal(
      gate('# 目标岗位\n## 专业技能\n- Go\n', '后端工程师'),
      '# 后端工程师\n\n## 专业技能\n- Go\n',
    );
    assert.equal(
      gate('好的，以下是为您生成的简历大纲：\n- 先写技能\n## 专业技能\n- Go\n', '后端工程师'),
      '# 后端工程师\n\n## 专业技能\n- Go\n',
    );
  });

  test('bold and ### titles become parts, * bullets become -, trailing blank lines and sign-offs go', () => {
    assert.equal(
      gate('# Backend Engineer\n\n**Skills**\n* Go\n\n### Education\n+ BSc\n\n希望对您有帮助！\n\n'),
      '# Backend Engineer\n\n## Skills\n- Go\n\n## Education\n- BSc\n',
    );
  });

  test('lines inside parts that start like chatter are kept; a part with no line is never sent', () => {
    assert.equal(
      gate(
        '## Overview\nI have eight years of backend work.\nHere is what I built: a payments API.\n## Hobbies\n\n## Skills\n- Go\n\nHope this helps! Let me know.\n',
      ),
      '# Backend Engineer\n\n## Overview\n- I have eight years of backend work.\n- Here is what I built: a payments API.\n\n## Skills\n- Go\n',
    );
    assert.equal(
      gate('## 个人概述\n希望加入一家重视数据的团队。\n这是我第三次转岗。\n', '数据分析师'),
      '# 数据分析师\n\n## 个人概述\n- 希望加入一家重视数据的团队。\n- 这是我第三次转岗。\n',
    );
  });

  test("what follows a fenced outline's close, or the model's notes on its changes, never passes", () => {
    assert.equal(
      gate(
        '```markdown\n# X\n\n## Skills\n- Go\n```\n\n**Key improvements:**\n- Stronger action verbs\n\nHope this helps!\n',
      ),
      '# Backend Engineer\n\n## Skills\n- Go\n',
    );
    assert.equal(
      gate('## 专业技能\n- Go\n\n**优化说明：**\n- 使用了更有力的动词\n\n希望对你有帮助！\n', '后端工程师'),
      '# 后端工程师\n\n## 专业技能\n- Go\n',
    );
  });

  test('a sign-off under a part whose lines were all dropped is not sent as its line', () => {
    const lineGate = new OutlineLineGate({
      job: 'Backend Engineer',
      checkLine: (line) => (/AWS/.test(line) ? '' : line),
    });
    const out =
      lineGate.push(
        '## Skills\n- Go\n\n## Certificates\n- AWS Certified\n\nHope this helps! Feel free to ask.\n',
      ) + lineGate.finish();
    assert.equal(out, '\n## Skills\n- Go\n');
  });

  test('think tags never pass, and a closing one discards what came before it', () => {
    assert.equal(
      gate('Plan: first the skills\n# Draft Title\n</think>\n## Skills\n- Go\n<think>\n'),
      '# Backend Engineer\n\n## Skills\n- Go\n',
    );
  });

  test('a thought in prose with a plan in outline form: nothing of the plan leaves before its </think>', () => {
    const lineGate = new OutlineLineGate({ job: 'Backend Engineer' });
    let out = lineGate.push(
      'Okay, the user wants an outline.\nLet me plan it first.\n\n# Draft Title\n## Basic Information\n- list name and contact first\n\n',
    );
    assert.equal(out, '', 'the plan waits');
    out += lineGate.retract();
    out += lineGate.push('# Backend Engineer\n\n## Skills\n- Go\n') + lineGate.finish();
    assert.equal(out, '\n## Skills\n- Go\n');
  });

  test('entries written as plain text are numbered, and their bullets indented three spaces', () => {
    assert.equal(
      gate(
        '**Project Experience**\n**[Project name]** | [Your role] | [Start] - [End]\n  * [The result]\nAcme | Engineer | 2021 - 2023\n - Built the API\n',
      ),
      '# Backend Engineer\n\n## Project Experience\n1. [Project name] | [Your role] | [Start] - [End]\n   - [The result]\n2. Acme | Engineer | 2021 - 2023\n   - Built the API\n',
    );
  });

  test('a cut answer never ends in a half line', () => {
    assert.equal(
      gate('## Skills\n- Go\n- Postg', 'Backend Engineer', { truncated: true }),
      '# Backend Engineer\n\n## Skills\n- Go\n',
    );
  });

  test('a line written more than three times ends the answer; a copy within one list is dropped', () => {
    const lineGate = new OutlineLineGate({ job: 'Backend Engineer' });
    const out = lineGate.push(`## Skills\n${'- Go and Kubernetes\n'.repeat(50)}`);
    assert.equal(out, '\n## Skills\n- Go and Kubernetes\n');
    assert.equal(lineGate.stopped, 'repetition');
    // A template's prompts repeat from entry to entry, and are no loop.
    const template = new OutlineLineGate({ job: 'Backend Engineer' });
    template.push(
      `## Work Experience\n${'1. [Company] | [Job title] | [Start] - [End]\n   - [A result with a number]\n'.repeat(5)}`,
    );
    assert.equal(template.stopped, undefined);
  });

  test('a line over the cap is refused, however it is chunked, and the lines after it pass', () => {
    const lineGate = new OutlineLineGate({ job: 'Backend Engineer' });
    let out = lineGate.push('## Skills\n- ');
    const chunk = 'x'.repeat(1000);
    for (let sent = 0; sent < MAX_LINE_CHARS * 5; sent += chunk.length) out += lineGate.push(chunk);
    out += lineGate.push('\n- Go\n');
    out += lineGate.finish();
    assert.equal(out, '\n## Skills\n- Go\n');
    assert.equal(lineGate.stats.overlong, 1);
  });

  test('a part heading in the other language stops an answer before anything was sent, and is dropped after', () => {
    const first = new OutlineLineGate({ job: '产品经理', locale: 'zh-CN' });
    assert.equal(first.push('# Product Manager\n## Work Experience\n- Led the app\n'), '');
    assert.equal(first.stopped, 'wrong-language');
    const later = new OutlineLineGate({ job: '产品经理', locale: 'zh-CN' });
    const out =
      later.push('## 工作经历\n- 负责App\n## Skills\n- Figma\n## 专业技能\n- Axure\n') + later.finish();
    assert.equal(out, '\n## 工作经历\n- 负责App\n\n## 专业技能\n- Axure\n');
  });
});

describe('OutlineLineGate, words within a line', () => {
  test("a bullet's words go out once its start has passed; words that may be a contact wait for the line's end", () => {
    const lineGate = new OutlineLineGate({ job: 'Backend Engineer', streamWithinLines: true });
    assert.equal(lineGate.push('## Skills\n- G'), '', 'a bullet waits for its first letters');
    assert.equal(lineGate.push('o and'), '\n## Skills\n- Go ');
    assert.equal(lineGate.push(' Postgre'), 'and ');
    assert.equal(lineGate.push('SQL, see '), 'PostgreSQL, see ');
    assert.equal(lineGate.push('example.com for more'), '');
    assert.equal(lineGate.push('\n'), 'example.com for more\n');
  });

  test('a streamed line found to carry an unknown contact is cut after the words already sent', () => {
    const lineGate = new OutlineLineGate({
      job: 'Backend Engineer',
      streamWithinLines: true,
      checkLine: (line) => (/evil/.test(line) ? '' : line),
    });
    let out = lineGate.push('## Skills\n- Go\n- Apply now at https://evil.example.com ');
    out += lineGate.push('today\n- SQL\n');
    assert.equal(out, '\n## Skills\n- Go\n- Apply now at \n- SQL\n');
  });
});
