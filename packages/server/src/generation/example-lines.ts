// What an example line is about, read by its words: people led, money owned, a credential, its topic. Used to put
// each line where it belongs (a team prompt, a project) and keep it out of where it does not.

/** A line about the people someone leads, and one about the money they own. */
export const PEOPLE_LINE =
  /带领|管理|团队|下属|培养|辅导|招聘|\b(?:led|managed|team|staff|direct reports|supervis\w*|coached|mentored|hired)\b/i;
export const BUDGET_LINE = /预算|营收|成本|费用|\b(?:budget|p&l|revenue|cost|spend)\b/i;

/** A line that says the person led people or the work. */
export const LEAD_CLAIM =
  /带领|领导|牵头|负责人|主导|\b(?:led|leading|managed|directed|oversaw|overseeing|headed)\b/i;
/** A line about a credential or an honour, which belongs in its own part, not under a project. */
export const CREDENTIAL_LINE =
  /证书|资格证|认证|执照|获奖|奖项|\b(?:certified|certification|certificate|licen[cs]e[ds]?|award(?:ed|s)?)\b/i;
/** Words that tell nothing of what a line is about. */
const TOPIC_STOPWORDS = new Set([
  'with',
  'from',
  'that',
  'this',
  'into',
  'over',
  'each',
  'their',
  'every',
  'more',
]);

/**
 * Lines' tokens, kept: a resume compares the same catalogue lines many times over (a bullet against every project,
 * every used line against a candidate), and most lines come from the catalogue's few hundred thousand.
 */
const TOKEN_CACHE_SIZE = 8_000;
const tokenCache = new Map<string, ReadonlySet<string>>();

/** What a line is about: its Latin words of four letters or more, and its pairs of Chinese characters. */
export function topicTokens(text: string): ReadonlySet<string> {
  const cached = tokenCache.get(text);
  if (cached) return cached;
  const lower = text.toLowerCase();
  const words = (lower.match(/[a-z]{4,}/g) ?? []).filter((word) => !TOPIC_STOPWORDS.has(word));
  const pairs = (lower.match(/\p{Script=Han}+/gu) ?? []).flatMap((run) =>
    [...run].slice(1).map((character, index) => `${run[index]}${character}`),
  );
  const tokens: ReadonlySet<string> = new Set([...words, ...pairs]);
  if (tokenCache.size >= TOKEN_CACHE_SIZE) tokenCache.clear();
  tokenCache.set(text, tokens);
  return tokens;
}

/**
 * Two lines about one piece of work, whatever their figures ("将单体订单系统拆分为独立服务" and "主导订单服务从单体拆分为 6 个
 * 微服务"): three topic words in common, and a third of the shorter line's. A project the resume shows is told
 * there, so a job's bullet says something else.
 */
export function describesSameWork(first: string, second: string): boolean {
  const [own, other] = [workTokens(first), workTokens(second)];
  const shared = [...own].filter((token) => other.has(token)).length;
  return shared >= 3 && 3 * shared >= Math.min(own.size, other.size);
}

/**
 * Words that say how closely someone worked, not on what: "在带教老师指导下" and "under supervision" open a student
 * nurse's case report and her ward rotation alike.
 */
const LEVEL_WORDS =
  /在带教老师指导下|在老师指导下|在.{0,4}指导下|带教老师|实习期间|协助|参与|\b(?:under|supervision|supervised|assisted|helped|alongside|mentor|internship)\b/giu;

const workTokenCache = new Map<string, ReadonlySet<string>>();

function workTokens(text: string): ReadonlySet<string> {
  let tokens = workTokenCache.get(text);
  if (!tokens) {
    tokens = topicTokens(text.replace(LEVEL_WORDS, ' '));
    if (workTokenCache.size >= TOKEN_CACHE_SIZE) workTokenCache.clear();
    workTokenCache.set(text, tokens);
  }
  return tokens;
}

/**
 * An example names one of a prompt's options: "AANP or ANCC board certification (FNP-C or FNP-BC)" → "AANP board
 * certification (FNP-C)", "Criminal Justice (AA or BA)" → "Criminal Justice (AA)", "（一级或二级）" → "（一级）".
 */
export function oneOption(text: string, held: (option: string) => boolean = () => false): string {
  return (
    text
      .replace(/\b([A-Z][\w-]{0,15}) or [A-Z][\w-]{0,15}\b/g, '$1')
      .replace(/([\p{Script=Han}\w]{1,8})或[\p{Script=Han}\w]{1,8}(?=[）)])/gu, '$1')
      // A licence's classes to choose from are one class held: "机动车驾驶证（A1/A3/B1）" → （A1）, or the one `held`.
      .replace(
        /([（(])([A-D][1-3]?(?:\/[A-D][1-3]?)+)([)）])/g,
        (_all, open: string, classes: string, close: string) => {
          const options = classes.split('/');
          return `${open}${options.find(held) ?? options[0]}${close}`;
        },
      )
      // "NDT Level II (as applicable)": a person's own certificate applies.
      .replace(/\s?[（(](?:as applicable|if applicable|如适用|如有)[)）]/gi, '')
  );
}

/**
 * The occupation's measure a project speaks of most ("turnaround time" for a turnaround project), else its first,
 * or none when `spoken` and the project speaks of none.
 */
export function projectMetric(
  metrics: readonly string[],
  project: string,
  spoken = false,
): string | undefined {
  if (metrics.length === 0) return undefined;
  const about = topicTokens(project);
  const overlap = (metric: string) => [...topicTokens(metric)].filter((unit) => about.has(unit)).length;
  const best = metrics.reduce((chosen, next) => (overlap(next) > overlap(chosen) ? next : chosen));
  // `spoken`: only a measure the project speaks of (a course project has no sales to count).
  return spoken && overlap(best) === 0 ? undefined : best;
}

/** The figures of a line a reader would recognise again: its numbers, not its years. */
function figuresOf(line: string): string[] {
  // A number that names a part of a rule or a level ("MSHA Part 48", "Section 608") is no figure.
  const figures = line.replace(/\b(?:Part|Section|Level|Class|Grade|Tier|Form|Title) \d+/g, ' ');
  return (figures.match(/\d+(?:[.,]\d+)*/g) ?? []).filter((figure) => !/^(?:19|20)\d\d$/.test(figure));
}

/**
 * A figure a reader would recognise in another line (18 cases, 420 rooms): not a small count (3 people, 12 months)
 * and not a round one many lines share by chance (40 hours, 500 visits, 20 tasks).
 */
function isDistinctive(figure: string): boolean {
  const value = Number(figure.replace(/,/g, ''));
  const round = (value < 100 && value % 10 === 0) || (value <= 1000 && value % 100 === 0);
  return value >= 15 && !round;
}

/** What a figure counts, as the words next to it say ("立案 18 起", "420 hotel rooms"): their topic tokens. */
function aroundFigure(line: string, figure: string): Set<string> {
  const tokens = new Set<string>();
  // A Chinese character says as much as an English word: six of them either side, sixteen letters in English.
  const reach = /\p{Script=Han}/u.test(line) ? 6 : 16;
  for (let at = line.indexOf(figure); at >= 0; at = line.indexOf(figure, at + figure.length))
    for (const token of topicTokens(line.slice(Math.max(0, at - reach), at + figure.length + reach)))
      tokens.add(token);
  return tokens;
}

const sharesAny = (first: Set<string>, second: Set<string>) => [...first].some((token) => second.has(token));

/**
 * Two different lines telling one result: the same figures, two at least with two words in common, or one with half
 * their words shared ("年度节省代理费用 180 万元" in a bullet and in a project). A resume tells each result once.
 */
export function tellsSameResult(first: string, second: string): boolean {
  if (first === second) return false;
  const [own, other] = [figuresOf(first), figuresOf(second)];
  if (own.length === 0) return false;
  const [ownWords, otherWords] = [topicTokens(first), topicTokens(second)];
  const shared = [...ownWords].filter((word) => otherWords.has(word)).length;
  // One telling may add figures the other leaves out ("立案 18 起" beside "90 家企业…立案 18 起…从 70% 到 95%"): a
  // distinctive figure of both, with the words around it, is the same result.
  if (own.sort().join(' ') !== other.sort().join(' '))
    return (
      shared >= 2 &&
      own.some(
        (figure) =>
          isDistinctive(figure) &&
          other.includes(figure) &&
          sharesAny(aroundFigure(first, figure), aroundFigure(second, figure)),
      )
    );
  // Two figures alike and two words in common are one result; one figure needs half the words too.
  if (own.length >= 2) return shared >= 2;
  return shared >= 2 && shared >= 0.5 * Math.min(ownWords.size, otherWords.size);
}
