// Example lines for a title no occupation names but whose field words point to one (染整工程技术人员 → dyeing): the
// role noun's kind of work (an engineer's support and improvement, an operator's output, a researcher's studies) told
// about the field's own objects and measured by its own metrics, so the resume speaks of dyed fabric and
// right-first-time rate rather than "3 sites' equipment at 99% uptime".
import type { Locale } from '@resume/contract';
import type { Occupation } from './catalogue/occupation.ts';

/** The kinds of work a role noun names, as field-profiles.ts reads them. */
export type WorkKind = 'engineering' | 'operating' | 'research' | 'other';

/** A measure where less is better: rework, incidents, losses, costs, downtime, water and energy used. */
const LOWER_IS_BETTER =
  /返修|返工|事故|投诉|损耗|消耗|水耗|能耗|耗用|差错|缺陷|不良|停机|延误|报废|破坏|成本|周期|rework|re-?dye|repair|incident|defect|waste|scrap|downtime|delay|complaint|strike|cost|per kg|per unit|loss|turnaround|cycle time/i;
/** A measure that is a rate or share: "一次染色符合率", "right-first-time rate", "yield". */
const RATE = /率|\brate\b|\byield\b|\bshare\b|%/i;

/** A result in one of the field's measures: a rate raised, a count up, a loss cut. */
function result(metric: string, locale: Locale, step: number): string {
  const lower = LOWER_IS_BETTER.test(metric);
  const rate = RATE.test(metric);
  const [cut, from, to, up] = FIGURES[step % FIGURES.length] ?? [30, 88, 95, 20];
  if (locale === 'zh-CN') {
    if (lower) return `${metric}降低 ${cut}%`;
    return rate ? `${metric}从 ${from}% 提升到 ${to}%` : `${metric}提升 ${up}%`;
  }
  if (lower) return `cutting ${metric} by ${cut}%`;
  return rate ? `raising ${metric} from ${from}% to ${to}%` : `raising ${metric} by ${up}%`;
}

/** Illustrative figures, one set per line: a cut, a rate before and after, a rise. */
const FIGURES: readonly (readonly [number, number, number, number])[] = [
  [30, 88, 95, 20],
  [25, 91, 97, 15],
  [40, 85, 93, 25],
  [35, 90, 96, 18],
  [20, 87, 94, 30],
];

/** The shapes of a working professional's lines, by kind of work: `{object}` of the field, `{result}` in its metric. */
const LINE_SHAPES: Readonly<Record<WorkKind, Record<Locale, readonly string[]>>> = {
  engineering: {
    'zh-CN': [
      '负责{object}的工艺与技术支持，{result}',
      '针对{object}的反复质量问题做根因分析并推动整改，{result}',
      '牵头{object}相关作业规程的修订与班组培训，{result}',
      '配合新产品与新工艺导入，完成{object}的试产与参数定型，{result}',
      '跟进{object}的设备与工艺异常，建立问题台账并闭环，{result}',
    ],
    'en-US': [
      'Provided process and technical support for {object}, {result}',
      'Traced a recurring quality problem in {object} to its root cause and fixed it, {result}',
      'Rewrote the work instructions for {object} and trained the shift teams on them, {result}',
      'Brought new products onto {object} through trial runs and settled the process settings, {result}',
      'Kept an issue log for {object} and closed each problem with the line, {result}',
    ],
  },
  operating: {
    'zh-CN': [
      '负责{object}的日常操作与交接班，{result}',
      '按工艺要求完成{object}相关作业，{result}',
      '参与{object}的点检与异常处理，{result}',
      '严格执行{object}的安全与质量规程，{result}',
      '带领新员工熟悉{object}的操作要点，{result}',
    ],
    'en-US': [
      'Ran day-to-day work on {object} across rotating shifts, {result}',
      'Worked {object} to the process sheet, {result}',
      'Joined the checks and troubleshooting on {object}, {result}',
      'Followed the safety and quality rules for {object} to the letter, {result}',
      'Showed new hires the ropes on {object}, {result}',
    ],
  },
  research: {
    'zh-CN': [
      '围绕{object}设计并完成 12 组对比试验，{result}',
      '建立{object}的测试与分析方法，{result}',
      '以{object}为对象完成 2 项课题研究，{result}',
      '整理{object}的试验数据并撰写 3 份研究报告，{result}',
      '与生产团队合作将{object}的研究结论落地，{result}',
    ],
    'en-US': [
      'Designed and ran 12 comparison trials on {object}, {result}',
      'Built the test and analysis methods for {object}, {result}',
      'Led 2 studies on {object}, {result}',
      'Wrote up the trial data on {object} in 3 research reports, {result}',
      'Worked with production to put the findings on {object} into practice, {result}',
    ],
  },
  other: {
    'zh-CN': [
      '负责{object}相关工作，{result}',
      '梳理{object}的工作流程并推动改进，{result}',
      '协调各方完成{object}相关任务，{result}',
      '建立{object}的台账与周报，{result}',
      '处理{object}相关的问题与投诉，{result}',
    ],
    'en-US': [
      'Handled {object} day to day, {result}',
      'Reworked the process for {object}, {result}',
      'Coordinated the work on {object} across teams, {result}',
      'Set up the records and weekly report for {object}, {result}',
      'Handled the questions and problems around {object}, {result}',
    ],
  },
};

/**
 * A working professional's example lines about the field's objects, each measured by another of its metrics; none
 * where the field's record lists no objects or metrics.
 */
export function fieldLines(occupation: Occupation | undefined, kind: WorkKind, locale: Locale): string[] {
  const objects = occupation?.objects[locale] ?? [];
  // A researcher moves rates (pass rate, yield), an engineer rates and losses; output counts ("welds completed",
  // "qualifications held") are an operator's.
  const metrics = (occupation?.metrics[locale] ?? []).filter((metric) =>
    kind === 'research'
      ? RATE.test(metric) && !/事故|incident/i.test(metric)
      : kind === 'engineering'
        ? RATE.test(metric) || LOWER_IS_BETTER.test(metric)
        : true,
  );
  if (objects.length === 0 || metrics.length === 0) return [];
  return LINE_SHAPES[kind][locale].map((shape, step) =>
    shape
      .replace('{object}', objects[step % objects.length] ?? '')
      .replace('{result}', result(metrics[step % metrics.length] ?? '', locale, step)),
  );
}
