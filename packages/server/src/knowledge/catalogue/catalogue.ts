// The occupation catalogue, loaded once from data/*.json, and each occupation as the job family the generator reads.
import { readdirSync, readFileSync } from 'node:fs';
import type { JobFamily } from '../job-family.ts';
import type { Occupation } from './occupation.ts';

const DATA_DIR = new URL('./data/', import.meta.url);
const ALIASES_FILE = new URL('./aliases.json', import.meta.url);

export interface Aliases {
  /** O*NET-SOC code → its title and alternate titles. */
  readonly onet: Readonly<Record<string, readonly string[]>>;
  /** 职业分类大典 code → occupation name. */
  readonly cn: Readonly<Record<string, string>>;
}

/** A job family that is an occupation of the catalogue: the record stays at hand for what families lack. */
export interface OccupationFamily extends JobFamily {
  readonly occupation: Occupation;
}

function loadOccupations(): Occupation[] {
  const files = readdirSync(DATA_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort();
  return files.flatMap((name) => JSON.parse(readFileSync(new URL(name, DATA_DIR), 'utf8')) as Occupation[]);
}

/** Every occupation, in the order of the data files. */
export const OCCUPATIONS: readonly Occupation[] = loadOccupations();

const byId = new Map(OCCUPATIONS.map((occupation) => [occupation.id, occupation]));

export function findOccupation(id: string): Occupation | undefined {
  return byId.get(id);
}

/** The classification titles of every O*NET and 大典 code (aliases.json). */
export function loadAliases(): Aliases {
  return JSON.parse(readFileSync(ALIASES_FILE, 'utf8')) as Aliases;
}

/**
 * Classification titles each occupation is known by: the O*NET titles of a code it alone stands for, and the
 * 大典 name of a code it alone stands for. A code several occupations share (Software Developers: frontend,
 * backend…) lends none of its titles: they would not say which one is meant.
 */
function classificationTitles(occupations: readonly Occupation[], aliases: Aliases): Map<string, string[]> {
  const holders = (codes: (occupation: Occupation) => readonly string[]) => {
    const count = new Map<string, number>();
    for (const occupation of occupations)
      for (const code of codes(occupation)) count.set(code, (count.get(code) ?? 0) + 1);
    return count;
  };
  const onetHolders = holders((occupation) => occupation.onet ?? []);
  const cnHolders = holders((occupation) => occupation.cn ?? []);
  const titles = new Map<string, string[]>();
  for (const occupation of occupations) {
    const own: string[] = [];
    for (const code of occupation.onet ?? [])
      if (onetHolders.get(code) === 1) own.push(...(aliases.onet[code] ?? []));
    for (const code of occupation.cn ?? []) {
      const name = aliases.cn[code];
      if (name && cnHolders.get(code) === 1) own.push(name);
    }
    titles.set(occupation.id, own);
  }
  return titles;
}

function toFamily(occupation: Occupation, aliases: readonly string[]): OccupationFamily {
  return {
    id: occupation.id,
    names: occupation.names,
    field: occupation.field,
    synonyms: occupation.titles,
    aliases,
    keywords: occupation.keywords,
    skillGroups: occupation.skillGroups,
    responsibilities: occupation.duties,
    achievements: occupation.achievements,
    projects: occupation.projects,
    certifications: occupation.certifications,
    tools: occupation.tools,
    summary: occupation.summary,
    education: occupation.education,
    workplace: occupation.workplace,
    ...(occupation.pathway ? { pathway: occupation.pathway } : {}),
    occupation,
  };
}

/** Occupations as the job families the generator and the matcher read. */
export function familiesOf(
  occupations: readonly Occupation[],
  aliases: Aliases = loadAliases(),
): OccupationFamily[] {
  const titles = classificationTitles(occupations, aliases);
  return occupations.map((occupation) => toFamily(occupation, titles.get(occupation.id) ?? []));
}

/** Every occupation as a job family, for matching and writing. */
export const OCCUPATION_FAMILIES: readonly OccupationFamily[] = familiesOf(OCCUPATIONS);
