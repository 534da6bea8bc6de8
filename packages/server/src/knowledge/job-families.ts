// All job families the built-in generator knows: the occupations of the catalogue (catalogue/data/*.json).
import { OCCUPATION_FAMILIES } from './catalogue/catalogue.ts';
import type { JobFamily } from './job-family.ts';

/** Every occupation as a job family. Adding one means adding a record to the catalogue's data; nothing else changes. */
export const JOB_FAMILIES: readonly JobFamily[] = OCCUPATION_FAMILIES;

const byId = new Map(JOB_FAMILIES.map((family) => [family.id, family]));

/** The family with this id, or undefined. */
export function findJobFamily(id: string): JobFamily | undefined {
  return byId.get(id);
}
