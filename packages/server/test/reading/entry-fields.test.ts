// Entry header fields: split at their separators, told apart by their words, assigned to title and subtitle.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assignFields, classifyField, splitFields } from '../../src/reading/extract/entry-fields.ts';

describe('classifyField', () => {
  const kinds: [string, ReturnType<typeof classifyField>][] = [
    ['University of Georgia', 'school'],
    ['北京理工大学', 'school'],
    ['Windrow School District', 'school'],
    ['B.S. in Computer Science', 'degree'],
    ['Bachelor of Arts, Business Administration', 'degree'],
    ['学术型硕士研究生', 'degree'],
    ['工学学士', 'degree'],
    ['Site Reliability Engineer', 'role'],
    ['DevOps Engineer Level 1', 'role'],
    ['Director of Operations', 'role'],
    ['Volunteer Swim Coach', 'role'],
    ['后端开发实习生/XXXX', 'role'],
    ['主要维护者（开源项目）', 'role'],
    ['Global Payments Inc.', 'organisation'],
    ['Tek Systems', 'organisation'],
    ['北京 ABCD 有限公司', 'organisation'],
    ['Denver, Colorado', 'location'],
    ['上海', 'location'],
    ['Red Hat', 'unknown'],
    ['个人项目，和朋友合作开发', 'unknown'],
  ];
  for (const [field, kind] of kinds) {
    test(`"${field}" is ${kind}`, () => {
      assert.equal(classifyField(field), kind);
    });
  }
});

describe('splitFields', () => {
  test('"Role at Organisation" is a role and its organisation; a name with "at" in it is not cut', () => {
    assert.deepEqual(splitFields('HR Generalist at Acme Corporation'), ['HR Generalist', 'Acme Corporation']);
    assert.deepEqual(splitFields('Summer Intern at Northwind Systems Inc.'), [
      'Summer Intern',
      'Northwind Systems Inc.',
    ]);
    assert.deepEqual(splitFields('Look at Me Studio'), ['Look at Me Studio']);
  });

  test('bars, tabs and wide gaps split; spaced dashes only where nothing clearer does', () => {
    assert.deepEqual(splitFields('Acme | Engineer'), ['Acme', 'Engineer']);
    assert.deepEqual(splitFields('Acme\tEngineer'), ['Acme', 'Engineer']);
    assert.deepEqual(splitFields('Stripe — Staff Engineer'), ['Stripe', 'Staff Engineer']);
    assert.deepEqual(splitFields('B.S. in Computer Science - 3.8 GPA', false), [
      'B.S. in Computer Science - 3.8 GPA',
    ]);
  });

  test('places are cut off, a role is split from its organisation, a dated note from the rest', () => {
    assert.deepEqual(splitFields('Gilmore Financial, New Orleans, LA, Certified Public Accountant'), [
      'Gilmore Financial',
      'Certified Public Accountant',
    ]);
    assert.deepEqual(splitFields('Meyer Tech Inc. | Spokane, WA, Desktop Support Manager'), [
      'Meyer Tech Inc.',
      'Desktop Support Manager',
    ]);
    assert.deepEqual(splitFields('FLAG Inc. California, America'), ['FLAG Inc.']);
    assert.deepEqual(splitFields('Software Engineer at Google'), ['Software Engineer', 'Google']);
    assert.deepEqual(splitFields('Software Engineer, Amazon (Seattle, WA)'), ['Software Engineer', 'Amazon']);
    assert.deepEqual(splitFields('Enactus, University of La Verne'), ['Enactus, University of La Verne']);
    assert.deepEqual(splitFields('Master student in EE (SJTU), expected March 2016'), [
      'Master student in EE (SJTU)',
      'expected March 2016',
    ]);
  });

  test('Chinese: a place after a comma or glued to a company goes; spaces split only named words', () => {
    assert.deepEqual(splitFields('上海交通大学, 上海'), ['上海交通大学']);
    assert.deepEqual(splitFields('西安电子科技大学, 西安, 陕西'), ['西安电子科技大学']);
    assert.deepEqual(splitFields('黑科技公司上海'), ['黑科技公司']);
    assert.deepEqual(splitFields('复旦大学 计算机科学与技术 本科'), ['复旦大学', '计算机科学与技术', '本科']);
    assert.deepEqual(splitFields('北京 ABCD 有限公司'), ['北京 ABCD 有限公司']);
    assert.deepEqual(splitFields('在读硕士研究生 信息与通信工程'), ['在读硕士研究生 信息与通信工程']);
  });
});

describe('assignFields', () => {
  test('the organisation is the title and the role the subtitle, whatever their order', () => {
    assert.deepEqual(assignFields(['AWS DevOps Engineer', 'S&P Global'], 'work'), {
      title: 'S&P Global',
      subTitle: 'AWS DevOps Engineer',
      extras: [],
    });
    assert.deepEqual(assignFields(['Acme', 'Engineer', 'Austin, TX', 'Platform team'], 'work'), {
      title: 'Acme',
      subTitle: 'Engineer',
      extras: ['Platform team'],
    });
  });

  test('in education the school is the title and the degree the subtitle; the major is kept as an extra', () => {
    assert.deepEqual(assignFields(['B.S.', 'Computer Science', 'University of Alabama'], 'education'), {
      title: 'University of Alabama',
      subTitle: 'B.S.',
      extras: ['Computer Science'],
    });
  });

  test('a Chinese major beside its degree joins the subtitle, a design major too (not read as a role)', () => {
    for (const major of ['金融学', '环境设计', '产品设计', '机械设计制造及其自动化'])
      assert.deepEqual(assignFields(['上海财经大学', major, '学士'], 'education'), {
        title: '上海财经大学',
        subTitle: `${major} 学士`,
        extras: [],
      });
    // A post beside a degree stays apart: it is no subject studied.
    assert.deepEqual(assignFields(['上海财经大学', '学士', '平面设计师'], 'education').subTitle, '学士');
  });

  test('an unknown town before a region is the place beside a name, the title beside only a role', () => {
    assert.deepEqual(splitFields('Northwind\tLakewood, Colorado'), ['Northwind', 'Lakewood, Colorado']);
    assert.deepEqual(assignFields(['Northwind', 'Lakewood, Colorado', 'Systems Engineer'], 'work'), {
      title: 'Northwind',
      subTitle: 'Systems Engineer',
      extras: [],
    });
    assert.deepEqual(
      assignFields(['Mesa State College', 'Grand Junction, Colorado', 'B.S. in Biology'], 'education'),
      { title: 'Mesa State College', subTitle: 'B.S. in Biology', extras: [] },
    );
    assert.deepEqual(assignFields(['Brightwave, CA', 'Data Analyst'], 'work'), {
      title: 'Brightwave, CA',
      subTitle: 'Data Analyst',
      extras: [],
    });
  });

  test('date labels and places are no fields; labelled details are extras', () => {
    assert.deepEqual(
      assignFields(['University of La Verne', 'Expected Graduation', 'GPA: 3.5'], 'education'),
      {
        title: 'University of La Verne',
        subTitle: '',
        extras: ['GPA: 3.5'],
      },
    );
  });
});
