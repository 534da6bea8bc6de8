// A finished resume as a JSON Resume document (schema 1.x, jsonresume.org); what has no field of its own goes to `meta`.
import type { KVItem, KVSection, Section } from '@resume/contract';
import type { FinishedResume } from './finished-resume.ts';
import { toBasics } from './json-resume-basics.ts';
import {
  toAwards,
  toCertificates,
  toEducation,
  toInterests,
  toLanguages,
  toProjects,
  toPublications,
  toReferences,
  toSkills,
  toSummaryText,
  toVolunteer,
  toWork,
} from './json-resume-entries.ts';
import { classifySections, type JsonResumeTarget } from './json-resume-targets.ts';

/** The schema a document declares in `$schema`: the published JSON Resume schema, version 1.0.0. */
export const JSON_RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

type JsonObject = Record<string, unknown>;

/** The arrays of a JSON Resume, in the order the schema lists them. */
const ARRAY_FIELDS = [
  'work',
  'volunteer',
  'education',
  'awards',
  'certificates',
  'publications',
  'skills',
  'languages',
  'interests',
  'references',
  'projects',
] as const;
type ArrayField = (typeof ARRAY_FIELDS)[number];

const ENTRY_MAPPERS: Readonly<Record<Exclude<ArrayField, 'skills'>, (section: Section) => JsonObject[]>> = {
  work: toWork,
  volunteer: toVolunteer,
  education: toEducation,
  awards: toAwards,
  certificates: toCertificates,
  publications: toPublications,
  languages: toLanguages,
  interests: toInterests,
  references: toReferences,
  projects: toProjects,
};

/**
 * Every section lands somewhere: in its JSON Resume field, or whole in `meta.unmappedSections`.
 * `meta.sections` records each section's id, heading and where it went, so titles and order survive too.
 */
export function toJsonResume(resume: FinishedResume): JsonObject {
  const targets = classifySections(resume.sections);
  const arrays = new Map<ArrayField, JsonObject[]>(ARRAY_FIELDS.map((field) => [field, []]));
  const push = (field: ArrayField, items: JsonObject[]) => arrays.get(field)!.push(...items);
  const basicsSections: KVSection[] = [];
  const summaries: string[] = [];
  const unmapped: Section[] = [];

  resume.sections.forEach((section, index) => {
    const target = targets[index]!;
    switch (target) {
      case 'basics':
        basicsSections.push(section as KVSection);
        break;
      case 'summary':
        summaries.push(toSummaryText(section));
        break;
      case 'skills': {
        const { skills, languages } = toSkills(section);
        push('skills', skills);
        push('languages', languages);
        break;
      }
      case 'meta':
        unmapped.push(section);
        break;
      default:
        push(target, ENTRY_MAPPERS[target](section));
    }
  });

  const { basics, otherBasics } = toBasics(basicsSections, resume.job);
  const summary = summaries.filter((text) => text.trim() !== '').join('\n\n');
  if (summary !== '') basics.summary = summary;

  const document: JsonObject = { $schema: JSON_RESUME_SCHEMA_URL, basics };
  for (const field of ARRAY_FIELDS) {
    const items = arrays.get(field)!;
    if (items.length > 0) document[field] = items;
  }
  document.meta = toMeta(resume, targets, otherBasics, unmapped);
  return document;
}

function toMeta(
  resume: FinishedResume,
  targets: readonly JsonResumeTarget[],
  otherBasics: KVItem[],
  unmapped: Section[],
): JsonObject {
  const meta: JsonObject = {
    lastModified: resume.updatedAt.toISOString().slice(0, 19),
    language: resume.locale,
    job: resume.job,
    sections: resume.sections.map((section, index) => ({
      id: section.id,
      title: section.title,
      type: section.type,
      exportedTo: exportedTo(targets[index]!),
    })),
  };
  if (otherBasics.length > 0) meta.otherBasics = otherBasics;
  if (unmapped.length > 0) meta.unmappedSections = unmapped;
  return meta;
}

/** Where a section's content went, as a path into the document. */
function exportedTo(target: JsonResumeTarget): string {
  if (target === 'summary') return 'basics.summary';
  if (target === 'meta') return 'meta.unmappedSections';
  return target;
}

export function renderJsonResume(resume: FinishedResume): string {
  return `${JSON.stringify(toJsonResume(resume), null, 2)}\n`;
}
