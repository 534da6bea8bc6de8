// The occupation catalogue, loaded once from data/*.json, and each occupation as the job family the generator reads.
import { readdirSync, readFileSync } from 'node:fs';
import type { JobFamily } from '../job-family.ts';
import { canonicalWord } from '../title-spelling.ts';
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

/**
 * For a 大典 code that several occupations stand for (计算机软件工程技术人员: backend, frontend, QA…), the one
 * its name leads to, read by people against the catalogue (cn-owners.json); a code left out leads to none.
 */
const CN_OWNERS: Readonly<Record<string, string>> = JSON.parse(
  readFileSync(new URL('./cn-owners.json', import.meta.url), 'utf8'),
);

/** The classification titles of every O*NET and 大典 code (aliases.json). */
export function loadAliases(): Aliases {
  return JSON.parse(readFileSync(ALIASES_FILE, 'utf8')) as Aliases;
}

/**
 * Classification titles each occupation is known by: the O*NET titles of a code it alone stands for, and the
 * 大典 name of a code it alone stands for. A code several occupations share (Software Developers: frontend,
 * backend…) lends none of its titles: they would not say which one is meant.
 */
/**
 * Classification titles too general to name one occupation on their own ("Research Scientist" is filed under
 * computer research scientists, but a chemist or a biologist is one too).
 */
const GENERAL_TITLES: ReadonlySet<string> = new Set(
  [
    'research scientist',
    'research associate',
    'research specialist',
    'research analyst',
    'staff scientist',
    'project engineer',
    'design engineer',
    'field engineer',
    'team leader',
    'team member',
  ].map((title) => title.toLowerCase()),
);

function classificationTitles(occupations: readonly Occupation[], aliases: Aliases): Map<string, string[]> {
  const holders = (codes: (occupation: Occupation) => readonly string[]) => {
    const count = new Map<string, number>();
    for (const occupation of occupations)
      for (const code of codes(occupation)) count.set(code, (count.get(code) ?? 0) + 1);
    return count;
  };
  const onetHolders = holders((occupation) => occupation.onet ?? []);
  const cnHolders = holders((occupation) => occupation.cn ?? []);
  const headWords = headWordCounts(aliases);
  const isGeneral = (title: string) =>
    GENERAL_TITLES.has(title.toLowerCase()) || isBareHeadWord(title, headWords);
  const titles = new Map<string, string[]>();
  const holdersOf = new Map<string, Occupation[]>();
  for (const occupation of occupations)
    for (const code of occupation.onet ?? [])
      holdersOf.set(code, [...(holdersOf.get(code) ?? []), occupation]);
  for (const occupation of occupations) {
    const own: string[] = [];
    for (const code of occupation.onet ?? []) {
      if (onetHolders.get(code) === 1)
        own.push(
          ...(aliases.onet[code] ?? []).filter(
            (title) =>
              !isGeneral(title) &&
              // An "…, All Other" code is a grab bag ("Escalator Operator" under Personal Care and Service
              // Workers): its titles go to the one holder only where they resemble the holder's own.
              (!isCatchAllCode(code, aliases) || closestHolder(title, [occupation]) === occupation),
          ),
        );
      // A shared code's title goes to the one holder whose own titles it resembles most ("Java Developer" to
      // the backend engineer of Software Developers); when two resemble it alike, to the record made for the
      // O*NET occupation itself ("Medical Equipment Repairers"), else to none.
      else {
        const holders = holdersOf.get(code) ?? [];
        const made = recordMadeFor(code, holders, aliases);
        for (const title of aliases.onet[code] ?? [])
          if (!isGeneral(title) && (closestHolder(title, holders) ?? made) === occupation) own.push(title);
      }
    }
    for (const code of occupation.cn ?? []) {
      const name = aliases.cn[code];
      // A code several occupations stand for leads, by its name, to the one cn-owners.json names.
      const owner = cnHolders.get(code) === 1 ? occupation.id : CN_OWNERS[code];
      if (name && owner === occupation.id) own.push(name);
    }
    titles.set(occupation.id, own);
  }
  return titles;
}

/** Occupations in which each word ends a title ("owner" ends Business Owner, Restaurant Owner, …). */
function headWordCounts(aliases: Aliases): Map<string, number> {
  const codes = new Map<string, Set<string>>();
  for (const [code, titles] of Object.entries(aliases.onet)) {
    for (const title of titles) {
      const last = title
        .toLowerCase()
        .split(/[^a-z]/)
        .at(-1);
      if (!last) continue;
      const word = canonicalWord(last);
      const holders = codes.get(word) ?? new Set<string>();
      holders.add(code);
      codes.set(word, holders);
    }
  }
  return new Map([...codes].map(([word, holders]) => [word, holders.size]));
}

/** Ends titles of this many occupations or more: a role word alone ("Owner", "Specialist") names none of them. */
const HEAD_WORD_OCCUPATIONS = 4;

/** A one-word alternate title that is the last word of many occupations' titles: "Owner" is no urologist. */
function isBareHeadWord(title: string, headWords: ReadonlyMap<string, number>): boolean {
  if (!/^[A-Za-z]+$/.test(title.trim())) return false;
  return (headWords.get(canonicalWord(title.trim().toLowerCase())) ?? 0) >= HEAD_WORD_OCCUPATIONS;
}

/**
 * The holder whose id is the O*NET occupation's own title (`medical-equipment-repairers`, `barista` of
 * "Baristas"): the record made for that occupation, as opposed to finer records that share its code.
 */
function recordMadeFor(
  code: string,
  holders: readonly Occupation[],
  aliases: Aliases,
): Occupation | undefined {
  const title = aliases.onet[code]?.[0] ?? '';
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const words = title.split(' ');
  const singular = [...words.slice(0, -1), canonicalWord((words.at(-1) ?? '').toLowerCase())].join(' ');
  return holders.find((holder) => holder.id === slug(title) || holder.id === slug(singular));
}

/** True for O*NET's residual codes ("Physicians, All Other"), whose alternate titles are of many kinds. */
function isCatchAllCode(code: string, aliases: Aliases): boolean {
  return /, All Other$/.test(aliases.onet[code]?.[0] ?? '');
}

/** The words of a title as matching reads them (lower case, plurals and abbreviations folded). */
function wordsOf(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/[a-z0-9+#]+/g) ?? [])
      .map(canonicalWord)
      .filter((word) => !TITLE_FILLER.has(word)),
  );
}

/** Words every kind of title has, which say nothing about which occupation is meant. */
const TITLE_FILLER: ReadonlySet<string> = new Set([
  'and',
  'of',
  'the',
  'engineer',
  'specialist',
  'manager',
  'worker',
  'technician',
  'assistant',
  'senior',
  'junior',
  'lead',
]);

const holderWords = new WeakMap<Occupation, Set<string>>();

/** The holder whose names and titles share the most words with `title`; undefined on a tie or no overlap. */
function closestHolder(title: string, holders: readonly Occupation[]): Occupation | undefined {
  const words = wordsOf(title);
  let best: Occupation | undefined;
  let bestScore = 0;
  let tied = false;
  for (const holder of holders) {
    let own = holderWords.get(holder);
    if (!own) {
      own = wordsOf([holder.names['en-US'], ...(holder.titles ?? []), ...(holder.keywords ?? [])].join(' '));
      holderWords.set(holder, own);
    }
    let score = 0;
    for (const word of words) if (own.has(word)) score += 1;
    if (score > bestScore) {
      best = holder;
      bestScore = score;
      tied = false;
    } else if (score === bestScore && score > 0) tied = true;
  }
  return tied ? undefined : best;
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
