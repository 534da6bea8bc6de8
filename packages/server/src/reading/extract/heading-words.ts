// Headings of parts this service has no kind for (publications, interests…), read as `other` parts, as data.

/** Compared like section synonyms: lower-cased, spaces collapsed. A heading ending in one of these is one too. */
// biome-ignore format: a data table reads better packed
export const OTHER_HEADINGS: readonly string[] = [
  'publications', 'publication', 'papers', 'selected publications', 'patents', 'references', 'referees',
  'interests', 'hobbies', 'hobbies and interests', 'hobbies & interests', 'personal interests', 'miscellaneous',
  'additional information', 'additional', 'other', 'others', 'thesis', 'master thesis', "master's thesis",
  'dissertation', 'conferences', 'talks', 'presentations', 'memberships', 'affiliations',
  'professional affiliations', 'coursework', 'relevant coursework', 'courses taken', 'open source',
  'open-source contributions', 'community', 'personal', 'declaration', 'strengths', 'attributes',
  '论文', '发表论文', '论文发表', '学术成果', '科研成果', '专利', '兴趣爱好', '个人兴趣', '爱好', '兴趣', '其他', '其它', '其他信息',
  '附加信息', '补充信息', '毕业论文', '学位论文', '主修课程', '相关课程', '开源贡献', '个人作品', '作品', '推荐人',
];

/**
 * Words a heading is joined from ("HONORS/AWARDS", "实习/项目经历", "Skills & Interests"); each side
 * is looked up on its own and the first known one names the part.
 */
export const HEADING_JOINERS = /\/|&|＆|\+|、|与|及|和|\band\b/;
