// Tools and software a line names ("Workday", "Power BI", "几何画板", "金蝶K3"): a model may add ones the person never
// used. The names are the occupation catalogue's tools, kept to those that name one product: a common word ("Canvas"
// as canvas, "Project", "Scales") or a description ("CRM 系统", "监控系统") is no claim.
import { OCCUPATIONS } from '../../../knowledge/catalogue/catalogue.ts';

export interface ToolClaim {
  kind: 'tool';
  value: string;
}

/** The last word of a description, not a product ("排班系统", "巡更系统", "钉钉" is a product). */
const GENERIC_CHINESE_END =
  /(?:系统|平台|软件|工具|终端|报表|设备|仪|表|机|计|镜|器|群|合同|记录本|扳手|台|筒|架|灯|砝码|槽|元件|后台|文档|数据库|模板|工单|影像)$/u;
const HAN = /\p{Script=Han}/u;
/** Words of a Latin name, as lines are cut into them: "S/4HANA", "C++", "draw.io", "ADP". */
const LATIN_WORD = /[A-Za-z0-9][\w+#/.-]*[\w+#]|[A-Za-z0-9]/g;
const MAX_LATIN_WORDS = 3;
/** Kinds of system, which name a product only on their own. */
const KINDS_OF_SYSTEM = /^(?:CRM|POS|PMS|ERP|EHR|EMR|LMS|WMS|TMS|HRIS|ATS|CMS|MES|BI)$/;

interface ToolIndex {
  /** Latin names by their words joined with one space: single words as written, longer names lower case. */
  latin: Map<string, string>;
  /** Chinese names (and names mixing Chinese and Latin), as compared: lower case, no spaces. */
  chinese: Set<string>;
  longestChinese: number;
}

let index: ToolIndex | undefined;

function toolIndex(): ToolIndex {
  if (index) return index;
  // A word the catalogue writes in lower case more often than capitalised inside a sentence is a common word
  // ("canvas", "scales", "project"), never a product's name on its own; "Epic" and "Tableau" are written capitalised.
  const lowerCase = new Map<string, number>();
  const capitalised = new Map<string, number>();
  const count = (counts: Map<string, number>, word: string) => counts.set(word, (counts.get(word) ?? 0) + 1);
  const readWords = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const match of value.matchAll(/(?<=[a-z,;]\s)[A-Z][a-z]+\b|\b[a-z][a-z-]+\b/g))
        count(/^[A-Z]/.test(match[0]) ? capitalised : lowerCase, match[0].toLowerCase());
    } else if (Array.isArray(value)) value.forEach(readWords);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) if (key !== 'zh-CN') readWords(inner);
  };
  for (const occupation of OCCUPATIONS) readWords(occupation);
  const common = (word: string) => (lowerCase.get(word) ?? 0) > (capitalised.get(word) ?? 0);
  const latin = new Map<string, string>();
  const chinese = new Set<string>();
  for (const occupation of OCCUPATIONS) {
    for (const name of [...occupation.tools['en-US'], ...occupation.tools['zh-CN']]) {
      if (/[()（）,，、]/.test(name)) continue;
      if (HAN.test(name)) {
        const key = name.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
        if (key.length >= 2 && !GENERIC_CHINESE_END.test(key)) chinese.add(key);
        continue;
      }
      const words = name.match(LATIN_WORD) ?? [];
      if (words.length === 0 || words.length > MAX_LATIN_WORDS || words.join(' ') !== name.trim()) continue;
      if (words.length === 1) {
        const [word = ''] = words;
        // A product's one word is capitalised, an acronym or carries a figure or a sign: "Revit", "SAP", "kdb+".
        if (!/[A-Z0-9+#.]/.test(word) || (/^[A-Z][a-z]+$/.test(word) && common(word.toLowerCase()))) continue;
        latin.set(word, name);
      } else {
        // "Power BI", "Opera PMS": a name of several words has a capital or a figure in each but joining words.
        if (!words.every((word) => /^[A-Z0-9]/.test(word) || /^(?:of|and|for|the|de)$/.test(word))) continue;
        latin.set(words.join(' ').toLowerCase(), name);
      }
    }
  }
  index = { latin, chinese, longestChinese: Math.max(0, ...[...chinese].map((key) => key.length)) };
  return index;
}

/** The tools a line names, longest name first where names overlap. */
export function toolClaims(text: string): ToolClaim[] {
  const { latin, chinese, longestChinese } = toolIndex();
  const found = new Map<string, ToolClaim>();
  const words = [...text.matchAll(LATIN_WORD)];
  // Whether word i follows word i - 1 with only spaces between: a name of several words is never "Power … BI".
  const followsClosely = words.map(
    (word, at) =>
      at > 0 &&
      /^\s+$/.test(text.slice((words[at - 1]!.index ?? 0) + words[at - 1]![0].length, word.index ?? 0)),
  );
  for (let start = 0; start < words.length; start += 1) {
    let longest = 1;
    while (longest < MAX_LATIN_WORDS && followsClosely[start + longest]) longest += 1;
    for (let length = longest; length >= 1; length -= 1) {
      const key =
        length === 1
          ? words[start]![0]
          : words
              .slice(start, start + length)
              .map((word) => word[0])
              .join(' ')
              .toLowerCase();
      const name = latin.get(key);
      if (!name) continue;
      // "Salesforce CRM", "Toast POS": a kind of system after a product's name says what the product is.
      if (
        length === 1 &&
        KINDS_OF_SYSTEM.test(name) &&
        followsClosely[start] &&
        /^[A-Z]/.test(words[start - 1]![0])
      )
        break;
      found.set(name.toLowerCase(), { kind: 'tool', value: name });
      start += length - 1;
      break;
    }
  }
  const compact = text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
  if (HAN.test(compact)) {
    for (let start = 0; start < compact.length; start += 1) {
      for (let length = Math.min(longestChinese, compact.length - start); length >= 2; length -= 1) {
        const key = compact.slice(start, start + length);
        if (!chinese.has(key) || !HAN.test(key)) continue;
        found.set(key, { kind: 'tool', value: key });
        start += length - 1;
        break;
      }
    }
  }
  return [...found.values()];
}
