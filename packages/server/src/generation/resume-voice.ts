// Resume voice for a person's own lines: weak openers ("Responsible for", "Helped with", "写了一些")
// become the verbs recruiters expect, first person is dropped, and a chatty first-person summary is
// rewritten from the resume's own facts. Nothing is added that the line did not say: the verb is
// chosen to claim no more than the words it replaces ("Helped with" → "Supported", never "Led").
import type { Locale } from '@resume/contract';
import { QUANTIFIED_PATTERN } from '../knowledge/outline-phrasing.ts';
import { inWrittenChinese } from './written-chinese.ts';

/** English openers that say nothing about what was done, and the verb that says the same, plainly. */
const ENGLISH_OPENERS: readonly (readonly [RegExp, string])[] = [
  [/^(?:i\s+)?(?:was\s+)?(?:mainly\s+|primarily\s+)?responsible\s+for\s+/i, 'Owned '],
  [/^(?:i\s+)?(?:was\s+)?in\s+charge\s+of\s+/i, 'Managed '],
  [/^(?:i\s+)?helped\s+(?:out\s+)?with\s+/i, 'Supported '],
  [/^(?:i\s+)?assisted\s+(?:with|in)\s+/i, 'Supported '],
  [/^(?:i\s+)?worked\s+on\s+/i, 'Contributed to '],
  [/^(?:i\s+)?participated\s+in\s+/i, 'Contributed to '],
  [/^(?:i\s+)?was\s+involved\s+in\s+/i, 'Contributed to '],
  [/^(?:my\s+)?(?:duties|tasks|responsibilities)\s+included\s+/i, 'Handled '],
];
/** Chinese colloquial openers, and the written form a resume uses. */
const CHINESE_OPENERS: readonly (readonly [RegExp, string])[] = [
  [/^(?:我|本人)?(?:主要)?(?:写了|编写了)(?:一些|几个|一个)?/, '编写'],
  // "做了3年销售" says how long, not what was done: it stays.
  [
    /^(?:我|本人)?(?:做了|搞了|弄了)(?![\d一二两三四五六七八九十几半多]+\s?(?:年|个月|个多月|多年))(?:一些|几个|一个)?/,
    '完成',
  ],
  [/^(?:我|本人)?(?:帮忙|帮着|帮助)(?:做|处理)?/, '协助'],
  [/^(?:我|本人)?参与了/, '参与'],
  [/^(?:我|本人)?主要负责/, '负责'],
  [/^(?:我|本人)(?=负责|参与|协助|完成|主导|独立)/, ''],
];

/** Duties a Chinese line names as a noun after 的 ("负责订单系统的开发"): the verb that does them. */
const CHINESE_DUTY_VERBS: readonly string[] = [
  '开发',
  '维护',
  '设计',
  '测试',
  '运营',
  '管理',
  '搭建',
  '优化',
  '推广',
  '招聘',
  '审核',
  '核算',
  '对接',
  '采购',
  '编写',
  '策划',
  '执行',
  '跟进',
  '统计',
  '分析',
  '培训',
  '协调',
  '落地',
  '部署',
  '实施',
  '整理',
  '撰写',
  '组织',
  '监控',
  '巡检',
  '排查',
  '交付',
  '上线',
  '迭代',
  '重构',
  '建设',
  '调试',
  '安装',
  '检测',
  '记录',
  '结算',
  '对账',
  '收银',
  '接待',
  '销售',
  '带教',
  '指导',
  '讲解',
  '配送',
  '装卸',
  '护理',
  '打包',
  '盘点',
  '拣货',
  '录入',
  '复核',
];
/** "X的接口开发", "X的日常维护工作": what the duty is done to, a short noun or a manner word, the duty. */
const DUTY_AFTER_OF = new RegExp(
  `^(.{1,40})的([^与和及、]{0,4}?)(${CHINESE_DUTY_VERBS.join('|')})(?:等)?(?:工作)?$`,
  'u',
);
/** "X的设计与开发": two duties on one object. */
const TWO_DUTIES_AFTER_OF = new RegExp(
  `^(.{1,40})的(${CHINESE_DUTY_VERBS.join('|')})(?:与|和|及)(${CHINESE_DUTY_VERBS.join('|')})(?:等)?(?:工作)?$`,
  'u',
);
/** Duties that make a thing: what comes before them names the thing made. */
const MAKING_VERBS: ReadonlySet<string> = new Set([
  '开发',
  '设计',
  '搭建',
  '重构',
  '部署',
  '编写',
  '撰写',
  '建设',
  '调试',
  '测试',
]);
/** Words of manner before a duty ("日常维护"): they go before the verb, not after it as its object. */
const MANNER = /^(?:日常|相关|整体|全部|各项|主要|全面|具体)$/;
const DUTY_FIRST = new RegExp(`^(?:${CHINESE_DUTY_VERBS.join('|')})`, 'u');

/**
 * "负责订单中心的开发" → "开发订单中心", "负责维护服务器" → "维护服务器": a duty line says what was done, with the
 * line's own verb — never a bigger one. A line whose object names no duty ("负责华东区客户") is kept.
 */
function chineseDuty(text: string): string | undefined {
  const duty = /^(?:我|本人)?(?:主要)?负责/.exec(text);
  if (!duty) return undefined;
  const rest = text.slice(duty[0].length);
  const end = rest.search(/[，。；,;]/);
  const clause = end < 0 ? rest : rest.slice(0, end);
  const after = end < 0 ? '' : rest.slice(end);
  // Only a thing made ("接口开发", "方案设计") reads as the verb's object when turned round; "门店的销售" names
  // where, not what, and "销售门店" would misstate it. A manner word ("日常维护") moves before any duty.
  const two = TWO_DUTIES_AFTER_OF.exec(clause);
  if (two && MAKING_VERBS.has(two[2]!) && MAKING_VERBS.has(two[3]!))
    return `${two[2]}并${two[3]}${two[1]}${after}`;
  const named = DUTY_AFTER_OF.exec(clause);
  if (named) {
    const [, object = '', noun = '', verb = ''] = named;
    if (MANNER.test(noun)) return `${noun}${verb}${object}${after}`;
    if (MAKING_VERBS.has(verb))
      return noun === '' ? `${verb}${object}${after}` : `${verb}${object}的${noun}${after}`;
  }
  if (DUTY_FIRST.test(clause)) return `${clause}${after}`;
  return undefined;
}

/** English duties as gerunds ("Responsible for managing…"), with the verb in the present and in the past. */
const ENGLISH_DUTY_VERBS: Readonly<Record<string, readonly [string, string]>> = {
  managing: ['Manage', 'Managed'],
  maintaining: ['Maintain', 'Maintained'],
  developing: ['Develop', 'Developed'],
  coordinating: ['Coordinate', 'Coordinated'],
  preparing: ['Prepare', 'Prepared'],
  handling: ['Handle', 'Handled'],
  overseeing: ['Oversee', 'Oversaw'],
  supervising: ['Supervise', 'Supervised'],
  processing: ['Process', 'Processed'],
  creating: ['Create', 'Created'],
  designing: ['Design', 'Designed'],
  building: ['Build', 'Built'],
  running: ['Run', 'Ran'],
  training: ['Train', 'Trained'],
  monitoring: ['Monitor', 'Monitored'],
  tracking: ['Track', 'Tracked'],
  reviewing: ['Review', 'Reviewed'],
  writing: ['Write', 'Wrote'],
  organizing: ['Organize', 'Organized'],
  organising: ['Organise', 'Organised'],
  planning: ['Plan', 'Planned'],
  scheduling: ['Schedule', 'Scheduled'],
  analyzing: ['Analyze', 'Analyzed'],
  analysing: ['Analyse', 'Analysed'],
  reporting: ['Report', 'Reported'],
  answering: ['Answer', 'Answered'],
  testing: ['Test', 'Tested'],
  updating: ['Update', 'Updated'],
  conducting: ['Conduct', 'Conducted'],
  delivering: ['Deliver', 'Delivered'],
  implementing: ['Implement', 'Implemented'],
  onboarding: ['Onboard', 'Onboarded'],
  recruiting: ['Recruit', 'Recruited'],
  leading: ['Lead', 'Led'],
  supporting: ['Support', 'Supported'],
  ordering: ['Order', 'Ordered'],
  reconciling: ['Reconcile', 'Reconciled'],
  resolving: ['Resolve', 'Resolved'],
  providing: ['Provide', 'Provided'],
};

/** "Responsible for managing the front desk" → "Managed the front desk" (or "Manage…" in a current job). */
function englishDuty(text: string, ended: boolean): string | undefined {
  const duty = /^(?:i\s+(?:was\s+|am\s+)?)?(?:mainly\s+|primarily\s+)?responsible\s+for\s+([a-z]+)\s+/i.exec(
    text,
  );
  const verbs = duty ? ENGLISH_DUTY_VERBS[duty[1]!.toLowerCase()] : undefined;
  if (!duty || !verbs) return undefined;
  return `${verbs[ended ? 1 : 0]} ${text.slice(duty[0].length)}`;
}

/**
 * The line with a weak or first-person opener replaced; the rest is the person's words, untouched. `ended`:
 * the line's entry has ended, so an English verb written for it is in the past.
 */
export function strengthenLine(line: string, locale: Locale, ended = true): string {
  const chinese = locale === 'zh-CN' || /^[\u4e00-\u9fff]/.test(line.trim());
  const strengthened = strengthenOpener(line.trim(), chinese, ended);
  // Spoken clauses further in ("…，我们上了MES模块，我负责…") are written too.
  return chinese ? inWrittenChinese(strengthened) : strengthened;
}

function strengthenOpener(text: string, chinese: boolean, ended: boolean): string {
  const duty = chinese ? chineseDuty(text) : englishDuty(text, ended);
  if (duty && duty.length > 1) return duty;
  const openers = chinese ? CHINESE_OPENERS : ENGLISH_OPENERS;
  for (const [opener, verb] of openers) {
    const match = opener.exec(text);
    if (!match || match[0].length === text.length) continue;
    return verb + text.slice(match[0].length);
  }
  // "I built …" → "Built …".
  const firstPerson = /^I\s+([a-z]+ed|built|led|ran|wrote|made|drove|won|grew|cut|set)\b/.exec(text);
  if (firstPerson) return capitalize(text.slice(2));
  return text;
}

/** Results stated without a digit still are results: a launch, an award, a doubling. */
const RESULT_WORDS =
  /\b(?:launched|shipped|won|awarded|promoted|reduced|cut|increased|grew|improved|saved|doubled|tripled|halved|zero)\b|上线|获评|获得|荣获|提升|降低|减少|增长|节省|零事故|零差错|零投诉|超额完成/i;

/** True when the line states a result: a figure or a result word. */
export function statesResult(line: string): boolean {
  return QUANTIFIED_PATTERN.test(line) || RESULT_WORDS.test(line);
}

/** A summary written in the first person, or about likes and hopes rather than what the person did. */
const FIRST_PERSON =
  /(?:^|[\s,.;])(?:I|I'm|I've|I am|my|me)(?=[\s,.;']|$)|^(?:我|本人)|我是|我的|喜欢|希望找到|希望能/;

export function isFirstPersonSummary(text: string): boolean {
  return FIRST_PERSON.test(text);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
