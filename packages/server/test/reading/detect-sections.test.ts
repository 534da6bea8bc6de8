// Headings: Chinese and English synonyms, capitals, letters printed apart, icons, numbering, joined names, type style.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { headingOf, splitIntoParts } from '../../src/reading/extract/detect-sections.ts';
import { parseResume, parseResumeText } from '../../src/reading/extract/parse-resume-text.ts';
import { toResumeLine, toResumeLines } from '../../src/reading/extract/resume-lines.ts';
import type { ReadLine } from '../../src/reading/resume-reader.ts';
import type { PartKind } from '../../src/resume/resume-document.ts';

function kindOf(text: string): [PartKind, string] | undefined {
  const line = toResumeLine(text);
  assert.ok(line, text);
  const heading = headingOf(line);
  return heading && [heading.kind, heading.title];
}

describe('headingOf: the words of a heading', () => {
  const chinese: [string, PartKind][] = [
    ['工作经历', 'work'],
    ['工作经验', 'work'],
    ['实习经历', 'internship'],
    ['项目经历', 'project'],
    ['教育背景', 'education'],
    ['专业技能', 'skills'],
    ['荣誉奖项', 'honors'],
    ['获奖情况', 'honors'],
    ['自我评价', 'summary'],
    ['个人总结', 'summary'],
    ['技术能力', 'skills'],
    ['校园经历', 'campus'],
    ['资格证书', 'certificates'],
  ];
  const english: [string, PartKind][] = [
    ['Experience', 'work'],
    ['Employment History', 'work'],
    ['Professional Experience', 'work'],
    ['Education', 'education'],
    ['Projects', 'project'],
    ['Skills', 'skills'],
    ['Awards', 'honors'],
    ['Summary', 'summary'],
    ['Professional Summary', 'summary'],
    ['Certifications', 'certificates'],
    ['Volunteer Experience', 'campus'],
    ['Publications', 'other'],
    ['Interests', 'other'],
  ];
  for (const [heading, kind] of [...chinese, ...english]) {
    test(`"${heading}" heads a ${kind} part`, () => {
      assert.deepEqual(kindOf(heading), [kind, heading]);
    });
  }

  test('capitals, colons, numbering, brackets and icons around the words', () => {
    assert.deepEqual(kindOf('WORK EXPERIENCE'), ['work', 'WORK EXPERIENCE']);
    assert.deepEqual(kindOf('Education:'), ['education', 'Education']);
    assert.deepEqual(kindOf('一、工作经历：'), ['work', '工作经历']);
    assert.deepEqual(kindOf('02. Projects'), ['project', 'Projects']);
    assert.deepEqual(kindOf('【教育背景】'), ['education', '教育背景']);
    assert.deepEqual(kindOf('\uf0b1 Experience'), ['work', 'Experience']);
    assert.deepEqual(kindOf('■ 专业技能 ■'), ['skills', '专业技能']);
    assert.deepEqual(kindOf('📚 Education'), ['education', 'Education']);
    // A footnote mark glued to the words is not part of the heading; a numbered heading of its own stays.
    assert.deepEqual(kindOf('技术能力2'), ['skills', '技术能力']);
    assert.equal(kindOf('Extra 1'), undefined);
    assert.deepEqual(kindOf('Work Experience (selected)'), ['work', 'Work Experience (selected)']);
  });

  test('letters printed apart are read as the word they spell', () => {
    assert.deepEqual(kindOf('E X P E R I E N C E'), ['work', 'EXPERIENCE']);
    assert.deepEqual(kindOf('W O R K   E X P E R I E N C E'), ['work', 'WORK EXPERIENCE']);
    assert.deepEqual(kindOf('W O R K E X P E R I E N C E'), ['work', 'WORK EXPERIENCE']);
    assert.deepEqual(kindOf('工 作 经 历'), ['work', '工作经历']);
  });

  test('joined headings take the kind of their first known side', () => {
    assert.deepEqual(kindOf('HONORS/AWARDS'), ['honors', 'HONORS/AWARDS']);
    assert.deepEqual(kindOf('实习/项目经历'), ['internship', '实习/项目经历']);
    assert.deepEqual(kindOf('Skills & Interests'), ['skills', 'Skills & Interests']);
  });

  test('headings that end in a known heading', () => {
    assert.deepEqual(kindOf('Key Skills'), ['skills', 'Key Skills']);
    assert.deepEqual(kindOf('ON CAMPUS INVOLVEMENT'), ['campus', 'ON CAMPUS INVOLVEMENT']);
    assert.deepEqual(kindOf('计算机技能'), ['skills', '计算机技能']);
    assert.deepEqual(kindOf('IT 技能'), ['skills', 'IT 技能']);
  });

  test('sentences, labelled values and long lines are not headings', () => {
    assert.equal(kindOf('Skills: Go, Rust'), undefined);
    assert.equal(kindOf('I have experience.'), undefined);
    assert.equal(kindOf('Gained experience leading a team of five engineers at scale'), undefined);
    assert.equal(kindOf('- Education'), undefined);
  });
});

describe('splitIntoParts', () => {
  test('a heading ending in a known word, inside a part of that kind, is an item of it', () => {
    const { parts } = splitIntoParts(
      toResumeLines('Skills\nOrganizational skills\nCommunication skills\nSummary\nHello.\n'),
    );
    assert.deepEqual(
      parts.map((part) => [part.kind, part.title, part.lines.map((line) => line.text)]),
      [
        ['skills', 'Skills', ['Organizational skills', 'Communication skills']],
        ['summary', 'Summary', ['Hello.']],
      ],
    );
  });

  test('a Chinese phrase that ends like a heading is an item', () => {
    const { parts } = splitIntoParts(toResumeLines('自我评价\n熟悉各种技能\n语言技能\n英语六级\n'));
    assert.deepEqual(
      parts.map((part) => [part.kind, part.title, part.lines.map((line) => line.text)]),
      [
        ['summary', '自我评价', ['熟悉各种技能']],
        ['skills', '语言技能', ['英语六级']],
      ],
    );
  });

  test('in a resume with capital headings, an unknown capital line outside entries is a heading', () => {
    const { parts } = splitIntoParts(
      toResumeLines('SKILLS\nGo\nMEMBERSHIPS AND CLUBS\nIEEE\nEXPERIENCE\nACME CORP\n'),
    );
    assert.deepEqual(
      parts.map((part) => [part.kind, part.title]),
      [
        ['skills', 'SKILLS'],
        ['other', 'MEMBERSHIPS AND CLUBS'],
        ['work', 'EXPERIENCE'],
      ],
    );
  });
});

describe('headings told by their type style', () => {
  // A moderncv-like page: headings and text start at x = 146, dates stand in a margin column at x = 92.
  const line = (text: string, fontSize: number, x = 146): ReadLine => ({
    text,
    fontSize,
    bold: false,
    x,
    page: 1,
  });
  const lines: ReadLine[] = [
    line('Jane Doe', 30, 74),
    line('jane@example.com', 10, 400),
    line('Education', 14),
    line('2015 – 2019 B.S., Institution, City.', 11, 92),
    line('Master thesis', 14),
    line('title Compilers for small devices', 11, 118),
    line('Experience', 14),
    line('Vocational', 12),
    line('2019 – 2021 Engineer, Acme, City.', 11, 92),
    line('Did things that mattered to people', 10),
    line('Miscellaneous', 12),
    line('2021 – 2022 Tutor, School, City.', 11, 92),
    line('Extra 1', 14),
    line('Item one', 10),
    line('Languages', 14),
    line('English Fluent', 10),
  ];

  test('lines in the headings’ style are headings; known words in a smaller style are not', () => {
    const document = parseResume({ text: lines.map((one) => one.text).join('\n'), lines });
    assert.deepEqual(
      document.parts.map((part) => [part.kind, part.title]),
      [
        ['basic', 'Basic Information'],
        ['education', 'Education'],
        ['other', 'Master thesis'],
        ['work', 'Experience'],
        ['other', 'Extra 1'],
        ['skills', 'Languages'],
      ],
    );
    const work = document.parts.find((part) => part.kind === 'work');
    assert.ok(work?.shape === 'entries');
    assert.deepEqual(
      work.entries.map((entry) => [entry.title, entry.subTitle, entry.startTime, entry.endTime]),
      [
        ['Vocational', '', '', ''],
        ['Acme', 'Engineer', '2019', '2021'],
        ['School', 'Tutor', '2021', '2022'],
      ],
    );
  });

  test('the same text without type sizes keeps "Miscellaneous" as a heading: only words are known', () => {
    const document = parseResumeText(lines.map((one) => one.text).join('\n'));
    assert.ok(document.parts.some((part) => part.title === 'Miscellaneous'));
  });
});
