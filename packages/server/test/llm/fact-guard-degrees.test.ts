// Degrees in a model's line: every degree people write, zh and en, read as its level and kind; a degree not held,
// a full-time claim on a part-time degree and a degree the person took at another school are invented.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FactGuard } from '../../src/generation/llm/fact-guard.ts';

describe('FactGuard on degrees', () => {
  test('an upgraded degree is caught and a degree written another way is kept, in every common spelling', () => {
    // [the resume's education line, the model's line, whether it claims a degree the person does not hold]
    const cases: [string, string, boolean][] = [
      // upgrades (must be caught)
      ['江汉大学 | 大专 会计 | 2012.09 - 2015.06', '1. 江汉大学 | 会计学学士 | 2012.09 - 2015.06', true],
      ['江汉大学 | 专科 会计 | 2012.09 - 2015.06', '1. 江汉大学 | 本科 会计 | 2012.09 - 2015.06', true],
      ['江汉大学 | 中专 会计 | 2012.09 - 2015.06', '1. 江汉大学 | 大专 会计 | 2012.09 - 2015.06', true],
      ['江汉大学 | 高中 | 2012.09 - 2015.06', '1. 江汉大学 | 大专 | 2012.09 - 2015.06', true],
      [
        '湖北工业大学 | 本科（函授，未获学位） 机械 | 2012.09 - 2015.06',
        '1. 湖北工业大学 | 工学学士 机械 | 2012.09 - 2015.06',
        true,
      ],
      [
        '湖北工业大学 | 本科（无学士学位） 机械 | 2012.09 - 2015.06',
        '1. 湖北工业大学 | 工学学士 机械 | 2012.09 - 2015.06',
        true,
      ],
      [
        '湖北工业大学 | 本科学历（未取得学位） 机械 | 2012.09 - 2015.06',
        '1. 湖北工业大学 | 学士 机械 | 2012.09 - 2015.06',
        true,
      ],
      [
        '湖北工业大学 | 本科（仅毕业证） 机械 | 2012.09 - 2015.06',
        '1. 湖北工业大学 | 工学学士 机械 | 2012.09 - 2015.06',
        true,
      ],
      [
        '武汉大学 | 理学学士 化学 | 2012.09 - 2016.06',
        '1. 武汉大学 | 理学硕士 化学 | 2012.09 - 2016.06',
        true,
      ],
      [
        '武汉大学 | 管理学学士 市场营销 | 2012.09 - 2016.06',
        '1. 武汉大学 | 经济学学士 市场营销 | 2012.09 - 2016.06',
        true,
      ],
      ['武汉大学 | 法学学士 | 2012.09 - 2016.06', '1. 武汉大学 | 法律硕士 | 2012.09 - 2016.06', true],
      [
        '武汉大学 | 会计硕士（MPAcc，非全日制） | 2019.09 - 2022.06',
        '1. 武汉大学 | 会计学博士 | 2019.09 - 2022.06',
        true,
      ],
      ['武汉大学 | 工商管理硕士（在读） | 2024.09 - 至今', '1. 武汉大学 | 管理学博士 | 2024.09 - 至今', true],
      ['武汉大学 | 硕士研究生（肄业） | 2019.09 - 2020.06', '1. 武汉大学 | 硕士 | 2019.09 - 2020.06', true],
      ['武汉大学 | 博士研究生（退学） | 2019.09 - 2020.06', '1. 武汉大学 | 博士 | 2019.09 - 2020.06', true],
      [
        '武汉大学 | 同等学力申硕（课程已修完） | 2019.09 - 2020.06',
        '1. 武汉大学 | 硕士 | 2019.09 - 2020.06',
        true,
      ],
      [
        '武汉大学 | 研究生课程研修班 | 2019.09 - 2020.06',
        '1. 武汉大学 | 硕士研究生 | 2019.09 - 2020.06',
        true,
      ],
      ['武汉大学 | 成人本科（在读） | 2023.09 - 至今', '1. 武汉大学 | 硕士研究生 | 2023.09 - 至今', true],
      ['Ivy Tech | Certificate, HVAC | 2014 - 2015', '1. Ivy Tech | AAS, HVAC | 2014 - 2015', true],
      ['Ivy Tech | Diploma in Nursing | 2014 - 2015', '1. Ivy Tech | ADN, Nursing | 2014 - 2015', true],
      ['Ivy Tech | ADN | 2014 - 2016', '1. Ivy Tech | BSN | 2014 - 2016', true],
      ['Ivy Tech | A.S. Biology | 2014 - 2016', '1. Ivy Tech | B.S. Biology | 2014 - 2016', true],
      ['Ivy Tech | AS Biology | 2014 - 2016', '1. Ivy Tech | BS Biology | 2014 - 2016', true],
      ['Ivy Tech | High School Diploma | 2010 - 2014', '1. Ivy Tech | Associate Degree | 2010 - 2014', true],
      ['Ivy Tech | GED | 2014', '1. Ivy Tech | A.A. | 2014', true],
      ['Purdue | BSEE | 2014 - 2018', '1. Purdue | MSEE | 2014 - 2018', true],
      ['Purdue | BSME | 2014 - 2018', '1. Purdue | MSME | 2014 - 2018', true],
      ['Purdue | BSCS | 2014 - 2018', '1. Purdue | MSCS | 2014 - 2018', true],
      ['Purdue | B.Arch | 2014 - 2019', '1. Purdue | M.Arch | 2014 - 2019', true],
      ['Purdue | BFA, Painting | 2014 - 2018', '1. Purdue | MFA, Painting | 2014 - 2018', true],
      ['Purdue | B.Ed. | 2014 - 2018', '1. Purdue | M.Ed. | 2014 - 2018', true],
      ['Purdue | M.Ed. | 2014 - 2018', '1. Purdue | Ed.D. | 2014 - 2018', true],
      ['Purdue | MSW | 2014 - 2016', '1. Purdue | DSW | 2014 - 2016', true],
      ['Purdue | MPA | 2014 - 2016', '1. Purdue | PhD, Public Administration | 2014 - 2016', true],
      ['Purdue | MPH | 2014 - 2016', '1. Purdue | DrPH | 2014 - 2016', true],
      ['Purdue | BA, Political Science | 2014 - 2018', '1. Purdue | JD | 2014 - 2018', true],
      ['Purdue | BS, Biology | 2014 - 2018', '1. Purdue | MD | 2014 - 2018', true],
      ['Purdue | BS, Biology | 2014 - 2018', '1. Purdue | DVM | 2014 - 2018', true],
      ['Purdue | BS, Biology | 2014 - 2018', '1. Purdue | PharmD | 2014 - 2018', true],
      ['Purdue | BS, Kinesiology | 2014 - 2018', '1. Purdue | DPT | 2014 - 2018', true],
      ['Purdue | BS, Biology | 2014 - 2018', '1. Purdue | DDS | 2014 - 2018', true],
      ['Purdue | B.Com | 2014 - 2017', '1. Purdue | M.Com | 2014 - 2017', true],
      ['Purdue | BBA | 2014 - 2017', '1. Purdue | MAcc | 2014 - 2017', true],
      ['Purdue | BS Finance | 2014 - 2017', '1. Purdue | MSF | 2014 - 2017', true],
      ['Purdue | MA, History (ABD) | 2014 - 2019', '1. Purdue | PhD, History | 2014 - 2019', true],
      ['Purdue | PhD candidate (ABD), History | 2014 - 2019', '1. Purdue | PhD, History | 2014 - 2019', true],
      [
        'Purdue | Some college, Business | 2014 - 2016',
        '1. Purdue | Bachelor of Business | 2014 - 2016',
        true,
      ],
      [
        'Purdue | Coursework toward BS, Business (did not graduate) | 2014 - 2016',
        '1. Purdue | BS, Business | 2014 - 2016',
        true,
      ],
      ['Purdue | MPhil | 2014 - 2016', '1. Purdue | DPhil | 2014 - 2016', true],
      ['Purdue | BA (Hons) | 2014 - 2017', '1. Purdue | MA (Hons) | 2014 - 2017', true],
      ['Purdue | PGCE | 2017 - 2018', '1. Purdue | MEd | 2017 - 2018', true],
      [
        'Purdue | Bachelor of Science in Nursing (in progress, expected 2027) | 2023 - present',
        '1. Purdue | Master of Science in Nursing | 2023 - present',
        true,
      ],
      ['Purdue | MBA (in progress) | 2023 - present', '1. Purdue | DBA | 2023 - present', true],
      ['Purdue | LLB | 2014 - 2017', '1. Purdue | LLM | 2014 - 2017', true],
      ['Purdue | BSc (Hons) Computing | 2014 - 2017', '1. Purdue | MEng Computing | 2014 - 2017', true],
      // careful rewrites (must pass)
      ['江汉大学 | 大专 会计 | 2012.09 - 2015.06', '1. 江汉大学 | 专科 会计 | 2012.09 - 2015.06', false],
      [
        '湖北工业大学 | 工学学士 机械设计 | 2012.09 - 2016.06',
        '1. 湖北工业大学 | 本科 机械设计 | 2012.09 - 2016.06',
        false,
      ],
      [
        '武汉大学 | 会计硕士（MPAcc） | 2019.09 - 2022.06',
        '1. 武汉大学 | MPAcc 会计硕士 | 2019.09 - 2022.06',
        false,
      ],
      [
        '武汉大学 | 硕士研究生 计算机 | 2019.09 - 2022.06',
        '1. 武汉大学 | 硕士 计算机 | 2019.09 - 2022.06',
        false,
      ],
      ['Purdue | BSEE | 2014 - 2018', '1. Purdue | BS, Electrical Engineering | 2014 - 2018', false],
      ['Purdue | B.S. Electrical Engineering | 2014 - 2018', '1. Purdue | BSEE | 2014 - 2018', false],
      ['Purdue | JD | 2014 - 2017', '1. Purdue | Juris Doctor | 2014 - 2017', false],
      ['Purdue | Doctor of Medicine (MD) | 2014 - 2018', '1. Purdue | MD | 2014 - 2018', false],
      [
        'Purdue | AAS, Nursing | 2014 - 2016',
        '1. Purdue | Associate of Applied Science, Nursing | 2014 - 2016',
        false,
      ],
      ['Purdue | MBA | 2014 - 2016', '1. Purdue | Master of Business Administration | 2014 - 2016', false],
      [
        'Purdue | BA (Hons) English | 2014 - 2017',
        '1. Purdue | Bachelor of Arts, English | 2014 - 2017',
        false,
      ],
      ['Purdue | PharmD | 2014 - 2018', '1. Purdue | Doctor of Pharmacy | 2014 - 2018', false],
      ['Purdue | DVM | 2014 - 2018', '1. Purdue | Doctor of Veterinary Medicine | 2014 - 2018', false],
      [
        'Purdue | BS Biology (in progress, expected 2027) | 2023 - present',
        '1. Purdue | B.S. Biology (expected 2027) | 2023 - present',
        false,
      ],
    ];

    const wrong = cases.filter(([education, line, invented]) => {
      const guard = new FactGuard(`Jane Doe\n${education}`, []);
      return guard.inventedFacts(line).length > 0 !== invented;
    });
    assert.deepEqual(wrong, []);
  });

  test('a degree on a school’s line is one the person took there, and full-time only where the resume says so', () => {
    // [work lines, education lines, the model's education entry, whether it is changed]
    const cases: [string, string, string, boolean][] = [
      [
        '协和医院 | 主治医师 | 2015.07 - 至今\n- 带教硕士研究生 3 名',
        '江汉大学 | 本科 临床医学 | 2010.09 - 2015.06',
        '1. 江汉大学 | 硕士研究生 临床医学 | 2010.09 - 2015.06',
        true,
      ],
      [
        '华中科技大学研究生院 | 招生专员 | 2015.07 - 至今\n- 负责研究生招生宣传',
        '江汉大学 | 本科 管理 | 2010.09 - 2014.06',
        '1. 江汉大学 | 硕士 管理 | 2010.09 - 2014.06',
        true,
      ],
      [
        'Mercy Hospital | RN | 2015 - present\n- Precepted master’s students from the MSN program',
        'State College | ADN | 2012 - 2014',
        '1. State College | MSN | 2012 - 2014',
        true,
      ],
      [
        'Acme | Analyst | 2015 - present\n- Worked with PhD researchers',
        'State U | BS, Economics | 2011 - 2015',
        '1. State U | PhD, Economics | 2011 - 2015',
        true,
      ],
      [
        'Acme | Analyst | 2015 - present',
        'State U | BS, Economics | 2011 - 2015\nCity U | MS, Statistics | 2015 - 2017',
        '1. State U | MS, Economics | 2011 - 2015',
        true,
      ],
      [
        '某公司 | 会计 | 2015.07 - 至今',
        '江汉大学 | 本科（自考） 会计 | 2010.09 - 2014.06',
        '1. 江汉大学 | 全日制本科 会计 | 2010.09 - 2014.06',
        true,
      ],
      [
        '某公司 | 会计 | 2015.07 - 至今',
        '江汉大学 | 本科（成人高考，函授） 会计 | 2010.09 - 2014.06',
        '1. 江汉大学 | 统招本科 会计 | 2010.09 - 2014.06',
        true,
      ],
      [
        'Acme | Analyst | 2015 - present',
        'State U | BS, Economics (online, part-time) | 2011 - 2015',
        '1. State U | BS, Economics (full-time) | 2011 - 2015',
        true,
      ],
      // keep
      [
        '某公司 | 会计 | 2015.07 - 至今',
        '江汉大学 | 全日制本科 会计 | 2010.09 - 2014.06',
        '1. 江汉大学 | 本科（全日制） 会计 | 2010.09 - 2014.06',
        false,
      ],
      [
        'Acme | Analyst | 2015 - present',
        'State U | BS, Economics | 2011 - 2015\nCity U | MS, Statistics | 2015 - 2017',
        '1. City U | Master of Science, Statistics | 2015 - 2017',
        false,
      ],
    ];

    const wrong = cases.filter(([work, education, line, changed]) => {
      const own = ['## Education', ...education.split('\n').map((entry, index) => `${index + 1}. ${entry}`)];
      const guard = new FactGuard(`Jane Doe\n${work}\n${education}`, own);
      guard.guardLine('## Education');
      return (guard.guardLine(line) !== line) !== changed;
    });
    assert.deepEqual(wrong, []);
  });
});

describe('FactGuard on what a degree was: part-time, in progress, expected', () => {
  /** The education line a model writes for the person's one school, through the guard. */
  function educationLine(ownLine: string, written: string, lang: 'en' | 'zh'): string {
    const head = lang === 'en' ? '## Education' : '## 教育经历';
    const source = [
      lang === 'en' ? 'Dana Ortiz' : '周敏',
      lang === 'en' ? 'Education' : '教育经历',
      ownLine,
    ].join('\n');
    const guard = new FactGuard(source, [head, `1. ${ownLine}`]);
    guard.guardLine(head);
    return guard.guardLine(`1. ${written}`);
  }

  test('an entry that drops the qualifier its own line has is written back as the person wrote it', () => {
    const cases: [string, string, 'en' | 'zh'][] = [
      [
        '华中师范大学 | 教育硕士（非全日制） | 2021.09 - 2024.06',
        '华中师范大学 | 教育硕士 | 2021.09 - 2024.06',
        'zh',
      ],
      ['武汉大学 | 工商管理硕士 在读 | 2023.09 - 至今', '武汉大学 | 工商管理硕士 | 2023.09 - 2025.06', 'zh'],
      [
        'Purdue University | BS, Mechanical Engineering (expected May 2027) | 2023 - 2027',
        'Purdue University | BS, Mechanical Engineering | 2023 - 2027',
        'en',
      ],
      ['Rutgers University | MBA, part-time | 2022 - 2025', 'Rutgers University | MBA | 2022 - 2025', 'en'],
    ];
    for (const [own, written, lang] of cases)
      assert.equal(educationLine(own, written, lang), `1. ${own}`, written);
  });

  test('an entry that keeps the qualifier, in its own words, is kept', () => {
    const kept: [string, string, 'en' | 'zh'][] = [
      [
        '华中师范大学 | 教育硕士（非全日制） | 2021.09 - 2024.06',
        '华中师范大学 | 非全日制教育硕士 | 2021.09 - 2024.06',
        'zh',
      ],
      [
        'Rutgers University | MBA, part-time | 2022 - 2025',
        'Rutgers University | Part-time MBA | 2022 - 2025',
        'en',
      ],
      [
        'Purdue University | BS, Mechanical Engineering | 2019 - 2023',
        'Purdue University | B.S. in Mechanical Engineering | 2019 - 2023',
        'en',
      ],
    ];
    for (const [own, written, lang] of kept)
      assert.equal(educationLine(own, written, lang), `1. ${written}`, written);
  });

  test("content: an entry's subtitle that drops the qualifier is the outline's own subtitle again", () => {
    const outline = [
      '# 初中数学教师',
      '## 教育经历',
      '1. 华中师范大学 | 教育硕士（非全日制） | 2021.09 - 2024.06',
    ].join('\n');
    const guard = new FactGuard(outline, []);
    assert.equal(guard.guardSubtitle('华中师范大学', '教育硕士'), '教育硕士（非全日制）');
    assert.equal(guard.guardSubtitle('华中师范大学', '非全日制教育硕士'), '非全日制教育硕士');
  });
});
