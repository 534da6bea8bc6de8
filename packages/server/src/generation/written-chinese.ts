// Spoken Chinese in a person's own lines put in a resume's written register, clause by clause: "2022年我们上了MES
// 质量模块，我负责来料检验" → "2022年团队上线MES质量模块，负责来料检验". Only the verb and the subject change; every
// figure, name and object stays as typed, and no verb claims more than the spoken one did (帮 → 协助, never 主导).

/**
 * A clause's lead before its subject, kept in front: a time ("2022年", "2021年底", "入职后", "半年内") or where
 * ("在供应商质量部").
 */
const LEAD =
  /^(?:(?:19|20)?\d{2}年(?:\d{1,2}月)?(?:初|底|末|中|上半年|下半年)?|入职(?:后|以来|第一年)|(?:之后|后来|当时|期间|同年\d{1,2}月)|(?:半年|一年多?|两年多?|[一两三四五六七八九十\d]{1,2}个多?月)(?:内|里|间|来|中)?|在[^，,；;。在]{1,12}?(?:部|组|中心|科|室|处|车间|门店|项目组|期间))?/u;
/** Who the clause says acted. "我们" stays in the line as 团队: dropping it would claim the team's work. */
const SUBJECT = /^(?:我们|咱们|我|本人)?/u;
/** What a team was said to do that needs a written verb after it. */
const TEAM_WORK_OBJECT = /系统|模块|平台|功能|版本|小程序|App|APP|服务|产线|工具|项目|流程|制度/u;

/** Spoken verbs at the head of a clause and their written form, with what must follow for the rewrite to hold. */
const SPOKEN_VERBS: readonly (readonly [RegExp, string, RegExp?])[] = [
  // "上了MES模块" → "上线MES模块": only a thing that goes live.
  [/^上了/u, '上线', TEAM_WORK_OBJECT],
  // "做了3个项目" → "完成3个项目", but "做了3年销售" is how long, not what was done.
  [
    /^(?:搞定了?|搞了|弄了|做了)/u,
    '完成',
    /^(?![\d一二两三四五六七八九十几半多]+\s?(?:年|个月|个多月|多年))/u,
  ],
  [/^写了/u, '编写'],
  // "管冲压件…" → "管理冲压件…"; 管理, 管控, 管道, a bank's 管户 (accounts held) are words of their own.
  [/^管(?![理控道网线家子培材户辖护])/u, '管理'],
  // "拉到50多家商户" → "拓展50多家商户": only before a count of what was won.
  [/^(?:拉到了?|拉来了?|拉了)(?=[\d一二两三四五六七八九十百千万几近超])/u, '拓展'],
  // "带过3人小组", "带了2个新人" → "带领…".
  [/^(?:带过|带了)(?=[\d一二两三四五六七八九十几]|团队|小组|新人|实习生)/u, '带领'],
  [/^(?:帮忙|帮着|帮)(?!助)/u, '协助'],
  [/^(?:跟了|跟过)/u, '跟进'],
];
/** Verbs after which a first-person subject can go: "我负责…" reads "负责…". */
const WRITTEN_VERB =
  /^(?:负责|参与|协助|完成|主导|独立|编写|搭建|开发|跟进|带领|推动|组织|牵头|上线|管理|拓展|设计|优化|维护|处理|对接)/u;

/** One clause in the written register, or as typed when nothing in it is spoken. */
function writtenClause(clause: string): string {
  const lead = LEAD.exec(clause)?.[0] ?? '';
  const afterLead = clause.slice(lead.length);
  const subject = SUBJECT.exec(afterLead)?.[0] ?? '';
  let rest = afterLead.slice(subject.length);
  let changed = false;
  for (const [spoken, written, needs] of SPOKEN_VERBS) {
    const match = spoken.exec(rest);
    if (!match) continue;
    const object = rest.slice(match[0].length);
    if (object === '' || (needs && !needs.test(object))) break;
    rest = written + object;
    changed = true;
    break;
  }
  // Nothing spoken and no subject to drop, or no written verb to lead with: the clause stays as typed.
  if (!WRITTEN_VERB.test(rest) || (!changed && subject === '')) return clause;
  // A team's work keeps its team; the person's own needs no "我" in a resume.
  const who = subject === '我们' || subject === '咱们' ? '团队' : '';
  return `${lead}${who}${rest}`;
}

/** The line with each spoken clause written; separators and everything else as typed. */
export function inWrittenChinese(line: string): string {
  const pieces = line.split(/([，,；;。])/u);
  return pieces.map((piece, index) => (index % 2 === 0 ? writtenClause(piece) : piece)).join('');
}
