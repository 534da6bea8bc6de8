// Which example employer a line belongs under: a line naming the kind of one employer of the resume ("urgent care",
// "污水厂") is written under that employer, not under another (an urgent-care shift under a family clinic).
import type { Locale } from '@resume/contract';

/**
 * Words for a kind of workplace, as both an employer's name and a line use them ("Sample Urgent Care", "a 12-bed
 * urgent care"). Only these decide: an employer's other words name its field ("Example Landscape Architects"), which
 * every line of the job may share.
 */
const LATIN_KINDS =
  /\b(?:urgent care|clinic|hospital|health system|nursing home|hospice|pharmacy|school district|elementary school|middle school|high school|university|daycare|preschool|police department|sheriff|fusion center|fire department|jail|prison|court|law firm|hotel|resort|casino|restaurant|cafe|bakery|supermarket|grocery|store|warehouse|distribution center|factory|mill|refinery|mine|farm|ranch|dairy|winery|brewery|airline|airport|railroad|port|bank|credit union|insurer|studio|theater|theatre|museum|library|church|shelter|group home|water department|wastewater|water reclamation|utility|startup|nonprofit)\b/gi;
const HAN_KINDS =
  /商业综合体|购物中心|码头|医院|诊所|卫生院|卫生服务中心|社区卫生|养老院|敬老院|福利院|儿童福利|护理院|药房|药店|幼儿园|托育|小学|中学|大学|派出所|公安局|分局|看守所|监狱|法院|检察院|律师事务所|律所|酒店|宾馆|餐厅|饭店|餐饮|超市|商场|门店|专卖店|仓库|物流园|工厂|制造厂|车间|水厂|自来水|污水|供水|排水|农场|牧场|养殖场|航空公司|机场|港口|银行|信用社|事务所|工作室|剧院|博物馆|图书馆|救助站|社工站|社会工作服务中心|研究院|研究所|初创/gu;

/** Kinds said two ways. */
const SAME_KIND: Readonly<Record<string, string>> = {
  'medical center': 'hospital',
  'health system': 'hospital',
  theatre: 'theater',
  律所: '律师事务所',
  宾馆: '酒店',
  饭店: '餐厅',
  养老院: '敬老院',
  商业综合体: '商场',
  购物中心: '商场',
  码头: '港口',
};

/** The workplace kinds a name or a line names. */
export function kindsOf(text: string, locale: Locale): Set<string> {
  const pattern = locale === 'zh-CN' ? HAN_KINDS : LATIN_KINDS;
  return new Set(
    [...text.matchAll(pattern)].map(([kind]) => {
      const lower = kind.toLowerCase();
      return SAME_KIND[lower] ?? lower;
    }),
  );
}

/** Employers' kinds, worked out once: the names come from the catalogue's examples, a few hundred in all. */
const employerKinds = new Map<string, Set<string>>();
const MAX_CACHED_EMPLOYERS = 4096;

function kindsOfEmployer(name: string, locale: Locale): Set<string> {
  const key = `${locale}\u0000${name}`;
  let kinds = employerKinds.get(key);
  if (!kinds) {
    if (employerKinds.size >= MAX_CACHED_EMPLOYERS) employerKinds.clear();
    kinds = kindsOf(name, locale);
    employerKinds.set(key, kinds);
  }
  return kinds;
}

/**
 * Whether `line` may be written under `employer` among the resume's example `employers`: it names no kind of
 * workplace that only another of them is, or it names this one's kind too.
 */
export function fitsEmployer(
  line: string,
  employer: string,
  employers: readonly string[],
  locale: Locale,
): boolean {
  if (!employers.includes(employer)) return true;
  const named = kindsOf(line, locale);
  if (named.size === 0) return true;
  const own = kindsOfEmployer(employer, locale);
  if ([...named].some((kind) => own.has(kind))) return true;
  return ![...named].some((kind) =>
    employers.some((other) => other !== employer && kindsOfEmployer(other, locale).has(kind)),
  );
}

/**
 * Whether `line` keeps its entry in one setting: it names no kind of workplace, or only kinds the entry's lines so far
 * (`named`) or its employer already name. "为酒店宾客代客泊车" does not join a shopping-mall garage's lines.
 */
export function keepsSetting(
  line: string,
  named: ReadonlySet<string>,
  employer: string,
  locale: Locale,
): boolean {
  if (named.size === 0) return true;
  const kinds = settingsOf(line, locale);
  if (kinds.size === 0) return true;
  const own = kindsOfEmployer(employer, locale);
  return [...kinds].every((kind) => named.has(kind) || own.has(kind));
}

/** Kinds any chain's outlet is called, a restaurant's, a salon's or a shop's: no setting of their own. */
const ANY_SETTING: ReadonlySet<string> = new Set(['门店', 'store']);

/** The kinds of workplace a line names that tell a setting apart ("酒店", "hospital"; not "门店"). */
export function settingsOf(text: string, locale: Locale): Set<string> {
  return new Set([...kindsOf(text, locale)].filter((kind) => !ANY_SETTING.has(kind)));
}
