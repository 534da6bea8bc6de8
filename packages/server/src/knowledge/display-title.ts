// A typed job title as a resume line shows it: a job ad's extras (brackets, pay, place, shifts) and an O*NET
// plural left out, so "外卖骑手 多劳多得 日结" is 外卖骑手 and "Costume Attendants" a Costume Attendant.
import { trackOfTitle } from './title-words.ts';

/** Brackets and what they hold: "（持证）", "(Winter 2027)", "【急招】". */
const BRACKETED = /[(（[【〔][^()（）[\]【】〔〕]{0,60}[)）\]】〕]/g;
/** Where a job ad adds to the title: " - ", "|", commas, and a hyphen beside Chinese ("算法-校招"). */
const PARTS = /\s[-–—]\s|[|｜,，;；]|(?<=\p{Script=Han})\s?-|-\s?(?=\p{Script=Han})/u;
/** English plural role nouns of classification titles ("Repairers", "Attendants"); "Sales" stays. */
const PLURAL_ROLE = /(?<=[a-z](?:er|or|ant|ent|ist|yst|ian|ee|ive|rk|rd|ide|ef|ook|rse|ot|ect|eon|iff))s$/i;

/** The title as a role line: the first part of a job ad's title, without brackets, track-only words or plural. */
export function displayTitle(job: string): string {
  const typed = job.normalize('NFKC').trim();
  const parts = typed
    .replace(BRACKETED, ' ')
    .split(PARTS)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  // A Chinese ad's words after the title ("多劳多得", "日结") are its first chunk's extras; a track word before it
  // ("校招 销售工程师") is no title.
  // Only where every chunk is Chinese are the later ones extras: "SAP FICO顾问" and "Java 开发工程师" are one title.
  // "New College Grad - Design Verification Engineer": a part that only names the track is no title.
  const first = (parts.length > 1 && TRACK_PART.test(parts[0] ?? '') ? parts[1] : parts[0]) ?? '';
  const chunks = first.split(/\s+/);
  const chinese = chunks.filter((chunk) => !isTrackOnly(chunk));
  const allChinese = chunks.length > 1 && chunks.every((chunk) => /\p{Script=Han}/u.test(chunk));
  const title = allChinese ? (chinese[0] ?? first) : first;
  // "First-Line Supervisors of Correctional Officers": the plural of a classification title is its head's.
  const of = title.indexOf(' of ');
  const head = of > 0 ? title.slice(0, of) : '';
  if (PLURAL_ROLE.test(head)) return titleCased(`${head.replace(PLURAL_ROLE, '')}${title.slice(of)}`);
  return titleCased(title.replace(PLURAL_ROLE, '') || typed);
}

/** Joining words a title keeps in lower case: "Director of Sales and Marketing". */
const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/**
 * A title typed all in lower case, as a heading and a role line show it: "mechanical engineer" → "Mechanical
 * Engineer". A title with any capital (an acronym, iOS) or any Chinese is left as typed.
 */
function titleCased(title: string): string {
  if (/\p{Lu}|\p{Script=Han}/u.test(title) || !/\p{Ll}/u.test(title)) return title;
  return title.replace(/\p{Ll}[\p{L}'’]*/gu, (word, offset: number) =>
    offset > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
  );
}

/** A job ad's part that names only the hiring track: "New College Grad", "Summer Internship", "校园招聘". */
const TRACK_PART =
  /^(?:new (?:college )?grad(?:uate)?s?|recent (?:college )?grad(?:uate)?s?|entry[- ]level|graduate (?:scheme|programme|program)|(?:summer |winter )?intern(?:ship)?s?|apprentice(?:ship)?|trainee|co-?op|校招|校园招聘|应届生?|实习生?|管培生|(?:20\d\d|\d\d)届)$/i;

/** A word that names only a hiring track: 校招, 应届, 实习 — short, and a track by itself. */
function isTrackOnly(chunk: string): boolean {
  return [...chunk].length <= 4 && trackOfTitle(chunk) !== undefined;
}
