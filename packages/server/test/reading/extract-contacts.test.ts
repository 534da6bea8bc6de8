// Contact facts of a resume: names in every printed form, phones in every national format, emails, places, links, footers.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  isContactLine,
  isName,
  isPhone,
  PHONE,
  spacedName,
} from '../../src/reading/extract/extract-contacts.ts';
import { isLocation } from '../../src/reading/extract/locations.ts';
import { parseResume, parseResumeText } from '../../src/reading/extract/parse-resume-text.ts';
import type { KVPart } from '../../src/resume/resume-document.ts';

/** The basic part's items as a key → value record. */
function basicOf(text: string): Record<string, string> {
  const basic = parseResumeText(text).parts[0] as KVPart;
  assert.equal(basic.kind, 'basic');
  return Object.fromEntries(basic.items.map(({ key, value }) => [key, value]));
}

function phonesIn(text: string): string[] {
  return [...text.matchAll(PHONE)].map((match) => match[0]).filter(isPhone);
}

describe('phones', () => {
  const printed: [string, string][] = [
    ['Mobile: 138 0013 8000', '138 0013 8000'],
    ['手机：13800138000', '13800138000'],
    ['+86 138-0013-8000', '+86 138-0013-8000'],
    ['(+86) 131-221-87xxx', '(+86) 131-221-87xxx'],
    ['(+86)188-8888-8888 | me@example.com', '(+86)188-8888-8888'],
    ['座机 010-12345678', '010-12345678'],
    ['(0755) 8888 6666', '(0755) 8888 6666'],
    ['(206) 555-0149', '(206) 555-0149'],
    ['Seattle, WA | 206-555-0149 | a@b.com', '206-555-0149'],
    ['+1-(234)-555-1234 • info@example.com', '+1-(234)-555-1234'],
    ['H +1 (234) 567 890', '+1 (234) 567 890'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['tel. 555.867.5309', '555.867.5309'],
  ];
  for (const [line, phone] of printed) {
    test(`"${line}" holds the phone "${phone}"`, () => {
      assert.deepEqual(phonesIn(line), [phone]);
    });
  }

  test('dates, years, versions and short numbers are not phones', () => {
    for (const text of [
      '2019-2021',
      '2019.09 - 2023.06',
      '03/2021',
      'GPA 3.8/4.0',
      'CMU 15-445',
      'v1.2.3',
      '1,000,000',
    ]) {
      assert.deepEqual(phonesIn(text), [], text);
    }
  });
});

describe('names', () => {
  test('two to four capitalised words, also in capitals; headlines and headings are not names', () => {
    assert.equal(isName('Jane Doe'), true);
    assert.equal(isName('CATHERINE STARK'), true);
    assert.equal(isName('Ludwig van Beethoven'), true);
    // A nickname in quotes is part of how the person prints their name.
    assert.equal(isName('Kelechi "Kel" Okafor'), true);
    assert.equal(isName('Kelechi “Kel” Okafor'), true);
    assert.equal(isName('Senior Software Engineer'), false);
    assert.equal(isName('Work Experience'), false);
    assert.equal(isName('Some quote'), false);
  });

  test('Chinese names of two to four characters, with a space or a middle dot', () => {
    assert.equal(isName('张三'), true);
    assert.equal(isName('欧阳娜娜'), true);
    assert.equal(isName('小龙 李'), true);
    assert.equal(isName('阿依古丽·买买提'), true);
    assert.equal(isName('求职意向'), false);
    assert.equal(isName('工作经历'), false);
  });

  test('letters printed apart are joined into words at wider gaps or after a given name', () => {
    assert.equal(spacedName('J A N E   D O E'), 'JANE DOE');
    assert.equal(spacedName('JA R E D R I C H A R D S'), 'JARED RICHARDS');
    assert.equal(spacedName('Jane Doe'), undefined);
  });

  test('the name is read from the header whatever comes before it', () => {
    assert.equal(
      basicOf('street and number\npostcode city\nJohn Doe\njohn@doe.org\n\nEducation\n').Name,
      'John Doe',
    );
    assert.equal(
      basicOf('J A R E D   R I C H A R D S\nDEVOPS ENGINEER\n\nSKILLS\nGo\n').Name,
      'JARED RICHARDS',
    );
    assert.equal(basicOf('姓名：王小明\n电话：13900001111\n\n教育背景\n').姓名, '王小明');
  });

  test('a single capitalised word on the first line is the name when nothing else is', () => {
    const facts = basicOf('ANDERSON\nDevOps Engineer\n+1-(234)-555-1234 • info@example.com\n\nEducation\n');
    assert.equal(facts.Name, 'ANDERSON');
    assert.equal(facts.Phone, '+1-(234)-555-1234');
  });

  test('in a laid-out file the line set largest is the name', () => {
    const document = parseResume({
      text: '',
      lines: [
        { text: 'Resume of', fontSize: 10 },
        { text: 'Maria Garcia', fontSize: 28 },
        { text: 'Product Designer', fontSize: 14 },
        { text: 'maria@example.com', fontSize: 10 },
        { text: 'Experience', fontSize: 14 },
      ],
    });
    assert.deepEqual((document.parts[0] as KVPart).items.slice(0, 2), [
      { key: 'Name', value: 'Maria Garcia' },
      { key: 'Email', value: 'maria@example.com' },
    ]);
  });
});

describe('the contact block', () => {
  test('an English header: name, place, phone, email and links in one line, icons ignored', () => {
    assert.deepEqual(
      basicOf(
        'Ebony Moore\n\uf041 Seattle, WA | \uf095 206-555-0149 | \uf0e0 emoore@email.com | github.com/emoore\n\nSummary\n',
      ),
      {
        Name: 'Ebony Moore',
        Phone: '206-555-0149',
        Email: 'emoore@email.com',
        Location: 'Seattle, WA',
        Links: 'github.com/emoore',
      },
    );
  });

  test('a Chinese header with labels: keys in Chinese, several phones kept in order', () => {
    assert.deepEqual(
      basicOf(
        '李雷\n手机：+86 138-0013-8000 ｜ 座机：010-12345678\n邮箱：lilei@example.com · 现居：浙江省杭州市\n\n教育背景\n',
      ),
      {
        姓名: '李雷',
        电话: '+86 138-0013-8000, 010-12345678',
        邮箱: 'lilei@example.com',
        所在地: '浙江省杭州市',
      },
    );
  });

  test('soft hyphens inside a phone print as one hyphen', () => {
    assert.equal(basicOf('Leo Leopard\n(909) 555-\u00ad\u20105555\n\nEducation\n').Phone, '(909) 555-5555');
  });

  test('contacts printed in a footer are read, and taken out of the part they fell in', () => {
    const document = parseResumeText(
      '小龙 李\n\n工作背景\n2019 - 2021 公司, 职位\n- 负责后端服务\nH +1 (234) 567 890 • B xiaolong@li.com.cn\n',
    );
    assert.deepEqual((document.parts[0] as KVPart).items, [
      { key: '姓名', value: '小龙 李' },
      { key: '电话', value: '+1 (234) 567 890' },
      { key: '邮箱', value: 'xiaolong@li.com.cn' },
    ]);
    const work = document.parts.find((part) => part.kind === 'work');
    assert.ok(work?.shape === 'entries');
    assert.deepEqual(work.entries[0]?.bullets, ['负责后端服务']);
  });

  test('a contact line is mostly contacts; a sentence that mentions an email is not one', () => {
    assert.equal(isContactLine('H +1 (234) 567 890 • T +2 (345) 678 901'), true);
    assert.equal(isContactLine('B jane@example.com • Õ www.jane.dev'), true);
    assert.equal(
      isContactLine('Answered 200 support tickets a week at help@acme.com for enterprise customers'),
      false,
    );
  });
});

describe('places', () => {
  test('cities with a region, country or state, and Chinese places', () => {
    for (const place of [
      'Seattle, WA',
      'Denver, Colorado',
      'Shanghai, China',
      'New Orleans, LA',
      'London',
      'Remote',
    ]) {
      assert.equal(isLocation(place), true, place);
    }
    for (const place of ['123 Main St, Austin, TX 78701', '北京市海淀区中关村大街 1 号']) {
      assert.equal(isLocation(place), true, place);
    }
    for (const place of ['上海', '上海市浦东新区', '西安, 陕西', '深圳市南山区', '绵阳市']) {
      assert.equal(isLocation(place), true, place);
    }
  });

  test('organisations, roles and Chinese words ending like places are not places', () => {
    for (const text of [
      'Gilmore Financial',
      'Software Engineer',
      'University of La Verne',
      '智慧社区',
      '北京理工大学',
    ]) {
      assert.equal(isLocation(text), false, text);
    }
  });
});

test("a target role's value runs to the line's end, its semicolon's place preference included", () => {
  const text =
    'Colleen Brandt\nLima, OH · (419) 555-0183 · colleen@example.com\nTarget role: Environmental Compliance Specialist – manufacturing; Lima / NW Ohio or hybrid\n\nExperience\nAcme | Specialist | 2019.01 - 2021.01\n- Filed 12 permits\n';
  const basic = parseResumeText(text).parts.find((part) => part.kind === 'basic');
  assert.ok(basic?.shape === 'kv');
  assert.ok(
    basic.items.some(
      (item) =>
        item.value === 'Environmental Compliance Specialist – manufacturing; Lima / NW Ohio or hybrid',
    ),
    JSON.stringify(basic.items),
  );
  const summary = parseResumeText(text).parts.find((part) => part.kind === 'summary');
  assert.equal(summary, undefined);
});

describe('a name as the person prints it', () => {
  test('keeps the credentials after it and drops pronouns; a place keeps its note', () => {
    const basic = basicOf(
      'Janelle R. Whitfield, RRT\nTucson, AZ (tax home: Springfield, MO) · (417) 555-0182 · janelle@example.com\n\nExperience\nAcme | Therapist | 2019 - 2021',
    );
    assert.equal(Object.values(basic)[0], 'Janelle R. Whitfield, RRT');
    assert.ok(Object.values(basic).includes('Tucson, AZ (tax home: Springfield, MO)'));
    assert.equal(
      Object.values(
        basicOf('Jordan Lee (they/them)\njordan@example.com\n\nExperience\nAcme | Analyst | 2019 - 2021'),
      )[0],
      'Jordan Lee',
    );
  });
});

test('a name with credentials holding a slash ("OTR/L") is the name as printed', () => {
  assert.equal(
    Object.values(
      basicOf(
        'Kristin A. Halloran, MS, OTR/L\nkh@example.com | (414) 555-0172\n\nExperience\nAcme | Therapist | 2019 - 2021',
      ),
    )[0],
    'Kristin A. Halloran, MS, OTR/L',
  );
});
