// An education line's degree and its field of study: "统计学 本科" is a 本科 in 统计学. Read by the export (JSON Resume's
// studyType and area) and by optimize (a student's heading names their major).

/** Degree words that name the kind of study in an education line ("统计学 本科", "BSc Computer Science"). */
// biome-ignore format: a data table reads better packed
const DEGREE_WORDS: readonly string[] = [
  '本科', '学士', '硕士', '研究生', '博士', '专科', '大专', '高职', '中专', '高中', '博士后', '硕士研究生', '博士研究生', '在读',
  'bachelor', 'bachelors', "bachelor's", 'master', 'masters', "master's", 'doctor', 'doctorate', 'associate', 'associates',
  "associate's", 'diploma', 'ba', 'bs', 'bsc', 'beng', 'bba', 'ma', 'ms', 'msc', 'meng', 'mba', 'mphil', 'phd', 'dphil', 'md',
  'jd', 'llb', 'llm', 'edd',
];
const DEGREE_SET = new Set(DEGREE_WORDS);
/** What separates a degree from its field on one line: "Master of Science, Computer Science", "硕士｜计算机科学". */
const FIELD_SEPARATORS = new Set([',', '，', '、', '|', '｜', '/']);

/**
 * "统计学 本科" → area 统计学, studyType 本科; "Bachelor's in Economics" → Bachelor's, Economics;
 * "BSc Computer Science" → BSc, Computer Science. Without a degree word the whole line is the area.
 */
export function splitDegree(subTitle: string): { studyType: string; area: string } {
  const text = subTitle.trim();
  const inAt = text.toLowerCase().indexOf(' in ');
  if (inAt > 0 && hasDegreeWord(text.slice(0, inAt))) {
    return { studyType: text.slice(0, inAt).trim(), area: text.slice(inAt + 4).trim() };
  }
  // "Master of Science, Computer Science", "硕士｜计算机科学": the degree is one side of the first separator.
  const separator = [...text].findIndex((char) => FIELD_SEPARATORS.has(char));
  if (separator > 0) {
    const before = text.slice(0, separator).trim();
    const after = text.slice(separator + 1).trim();
    if (hasDegreeWord(before)) return { studyType: before, area: after };
    if (hasDegreeWord(after)) return { studyType: after, area: before };
  }
  const tokens = text.split(/\s+/).filter((token) => token !== '');
  const degree = tokens.find((token) => isDegreeWord(token));
  if (!degree) return { studyType: '', area: text };
  return { studyType: degree, area: tokens.filter((token) => token !== degree).join(' ') };
}

function hasDegreeWord(text: string): boolean {
  return text.split(/[\s,，]+/).some((token) => isDegreeWord(token));
}

function isDegreeWord(token: string): boolean {
  const word = token.toLowerCase().replace(/[.()（）]/g, '');
  return (
    DEGREE_SET.has(word) || DEGREE_WORDS.some((degree) => /[^a-z']/.test(degree) && word.includes(degree))
  );
}
