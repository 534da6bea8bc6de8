// A lead's example line that names its own post ("担任注塑部经理，管理…", "As area supervisor, managed…") said under
// an entry whose title is another post contradicts the entry; the clause goes and the rest of the line stays.

/** Chinese posts that are ranks of their own: a 车间主任 is no 部门经理, whatever both manage. */
const CHINESE_RANK =
  /(?:经理|主任|主管|总监|负责人|组长|班长|队长|店长|厂长|部长|总工|主编|校长|园长|院长|科长|处长|所长|工段长|领班)$/u;
const ENGLISH_RANK =
  /\b(?:manager|supervisor|director|lead|head|superintendent|foreman|chief|partner|principal|captain|mate)\b/i;
const CHINESE_POST_CLAUSE = /^担任([^，,。；]{1,20})，/u;
const ENGLISH_POST_CLAUSE = /^As (?:an? |the )?([^,]{1,40}), (?=[a-z])/u;
/** An example mark or bracketed note after a title: "注塑车间主任（示例）" (linear: no bracket inside it). */
const TRAILING_NOTE = /[（(][^（）()]*[）)]$/u;

const folded = (text: string) =>
  text.trim().replace(TRAILING_NOTE, '').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The line as said under an entry titled `post`: without its opening "担任X，" / "As X, " where X is a rank other
 * than the entry's own and the entry's title is a rank too. A concurrent post under a non-rank title (a teacher
 * "担任教研室主任") is the person's and stays.
 */
export function underPost(line: string, post: string): string {
  const title = folded(post);
  if (title === '') return line;
  const chinese = CHINESE_POST_CLAUSE.exec(line);
  if (chinese) {
    const named = folded(chinese[1]!);
    return CHINESE_RANK.test(named) && CHINESE_RANK.test(title) && named !== title
      ? line.slice(chinese[0].length)
      : line;
  }
  const english = ENGLISH_POST_CLAUSE.exec(line);
  if (english) {
    const named = folded(english[1]!);
    if (!ENGLISH_RANK.test(named) || !ENGLISH_RANK.test(title) || named === title) return line;
    const rest = line.slice(english[0].length);
    return rest.charAt(0).toUpperCase() + rest.slice(1);
  }
  return line;
}
