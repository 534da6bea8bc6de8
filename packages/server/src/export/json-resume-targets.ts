// Which part of a JSON Resume each of our sections becomes: by heading (zh and en), then by part kind.
import type { Section } from '@resume/contract';
import { normalizeFieldKey } from '../knowledge/basic-fields.ts';
import { normalizeHeading, partKindOfHeading } from '../knowledge/section-names.ts';
import type { PartKind } from '../resume/resume-document.ts';
import { findBasicsSection, idKind } from './finished-resume.ts';

export type JsonResumeTarget =
  | 'basics'
  | 'summary'
  | 'work'
  | 'volunteer'
  | 'education'
  | 'awards'
  | 'certificates'
  | 'publications'
  | 'skills'
  | 'languages'
  | 'interests'
  | 'references'
  | 'projects'
  /** No JSON Resume field fits: the section is kept whole in `meta.unmappedSections`. */
  | 'meta';

/**
 * Headings with a JSON Resume home of their own that our part kinds fold into others (a "Languages"
 * heading reads as skills, volunteering as campus life) or leave as `other`. Compared after normalizeHeading.
 */
// biome-ignore format: a data table reads better packed
const HEADING_TARGETS: Readonly<Partial<Record<JsonResumeTarget, readonly string[]>>> = {
  languages: ['languages', 'language', 'language skills', 'spoken languages', 'foreign languages', '语言能力', '语言', '外语', '外语能力', '外语水平'],
  volunteer: ['volunteer experience', 'volunteering', 'volunteer work', 'volunteering experience', 'community service', '志愿者经历', '志愿经历', '志愿服务'],
  publications: ['publications', 'publication', 'papers', 'selected publications', '论文', '发表论文', '论文发表', '学术论文', '学术成果'],
  interests: ['interests', 'hobbies', 'hobbies and interests', 'hobbies & interests', 'personal interests', '兴趣爱好', '个人兴趣', '爱好', '兴趣'],
  references: ['references', 'referees', '推荐人'],
};

const KIND_TARGETS: Readonly<Record<PartKind, JsonResumeTarget>> = {
  basic: 'basics',
  summary: 'summary',
  work: 'work',
  internship: 'work',
  project: 'projects',
  education: 'education',
  // Clubs, student leadership and volunteering: unpaid roles with an organisation, what `volunteer` holds.
  campus: 'volunteer',
  skills: 'skills',
  honors: 'awards',
  certificates: 'certificates',
  other: 'meta',
};

/** Keys of a skills line that list spoken languages ("外语：英语 CET-6", "Languages: English (native)"). */
// biome-ignore format: a data table reads better packed
const LANGUAGE_KEYS: ReadonlySet<string> = new Set(
  ['languages', 'language', 'spoken languages', 'foreign languages', 'language skills', '外语', '语言', '语言能力', '外语能力', '外语水平']
    .map(normalizeFieldKey),
);

const byHeading = new Map<string, JsonResumeTarget>();
for (const [target, headings] of Object.entries(HEADING_TARGETS)) {
  for (const heading of headings) byHeading.set(heading, target as JsonResumeTarget);
}

const PART_KINDS = new Set<string>(Object.keys(KIND_TARGETS));

/**
 * The JSON Resume target of each section, in order. The heading decides first (it is what the person
 * wrote); the id, which names the part kind for sections we generated, decides for headings we do not know.
 */
export function classifySections(sections: readonly Section[]): JsonResumeTarget[] {
  const basics = findBasicsSection(sections);
  return sections.map((section) => {
    if (section === basics) return 'basics';
    const heading = byHeading.get(normalizeHeading(section.title));
    if (heading) return heading;
    const kind =
      partKindOfHeading(section.title) ?? (PART_KINDS.has(idKind(section.id)) ? idKind(section.id) : 'other');
    const target = KIND_TARGETS[kind as PartKind];
    // A second basic-information section (contact details under their own heading) joins the first.
    return target === 'basics' && section.type !== 'kv' ? 'meta' : target;
  });
}

export function isLanguageKey(key: string): boolean {
  return LANGUAGE_KEYS.has(normalizeFieldKey(key));
}
