// Puts the catalogue's cross-record facts in order after writers worked on it in parallel (run before the test):
//   node --import tsx scripts/reconcile-catalogue.ts [--write]
// - a confusable naming an O*NET-derived id that was folded into another record names that record; one naming no
//   record is dropped; every pair is declared on both records;
// - a keyword or title that leads to another occupation (a clash between writers) is dropped from the record it
//   does not lead back to, and a title with bracketed notes is dropped (a title, not a description);
// - helper fields (`_onetGuesses`) are removed.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { familiesOf } from '../src/knowledge/catalogue/catalogue.ts';
import type { Occupation } from '../src/knowledge/catalogue/occupation.ts';
import { JobMatcher, normalizeJobPhrase } from '../src/knowledge/match-job.ts';
import { NEUTRAL_TITLE_WORDS, SENIORITY_WORDS } from '../src/knowledge/title-words.ts';

type Mutable = { -readonly [K in keyof Occupation]: Occupation[K] } & Record<string, unknown>;

const dataDir = fileURLToPath(new URL('../src/knowledge/catalogue/data/', import.meta.url));
const skeletonFile = fileURLToPath(new URL('../test/titles/skeleton-ids.tsv', import.meta.url));
const write = process.argv.includes('--write');

const files = readdirSync(dataDir)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => ({
    name,
    records: JSON.parse(readFileSync(path.join(dataDir, name), 'utf8')) as Mutable[],
  }));
const records = files.flatMap((file) => file.records);
/** Records of the hand-written families (data/*-families.json). */
const familyIds = new Set(
  files
    .filter((file) => file.name.endsWith('-families.json'))
    .flatMap((file) => file.records.map((record) => record.id)),
);
const byId = new Map(records.map((record) => [record.id, record]));
const log: string[] = [];

// Folded ids: an O*NET-derived id with no record stands for the one record holding its code.
const codeOfId = new Map<string, string>();
for (const row of readFileSync(skeletonFile, 'utf8').split('\n').slice(1)) {
  const [code, id] = row.split('\t');
  if (code && id) codeOfId.set(id.trim(), code.trim());
}
const holdersOf = (code: string) => records.filter((record) => (record.onet ?? []).includes(code));
function resolveId(id: string): string | undefined {
  if (byId.has(id)) return id;
  const code = codeOfId.get(id);
  const holders = code ? holdersOf(code) : [];
  return holders.length === 1 ? holders[0]!.id : undefined;
}

for (const record of records) {
  delete record._onetGuesses;
  const resolved = new Set<string>();
  for (const id of record.confusables ?? []) {
    const target = resolveId(id);
    if (target && target !== record.id) resolved.add(target);
    else log.push(`${record.id}: confusable ${id} dropped (no such occupation)`);
  }
  record.confusables = [...resolved];
}
for (const record of records)
  for (const id of record.confusables) {
    const other = byId.get(id)!;
    if (!other.confusables.includes(record.id)) {
      other.confusables = [...other.confusables, record.id];
      log.push(`${other.id}: confusable ${record.id} added (declared by the other side)`);
    }
  }

// A title or keyword that is a seniority or neutral word ("经理", "remote", "师傅") names no occupation.
const titleWords = new Set(
  [...NEUTRAL_TITLE_WORDS, ...Object.values(SENIORITY_WORDS).flat()].map(normalizeJobPhrase),
);
for (const record of records) {
  const isTitleWord = (phrase: string, what: string) => {
    // A number ("12345", a hotline) is no title either.
    if (!titleWords.has(normalizeJobPhrase(phrase)) && !/^\d+$/.test(phrase.trim())) return false;
    log.push(`${record.id}: ${what} "${phrase}" dropped (a seniority or neutral word)`);
    return true;
  };
  record.titles = (record.titles ?? []).filter((title) => !isTitleWord(title, 'title'));
  record.keywords = (record.keywords ?? []).filter((keyword) => !isTitleWord(keyword, 'keyword'));
}

// A title that is another record's own name belongs to that record ("Energy Auditor", "刑事技术民警").
const namedBy = new Map<string, Mutable>();
for (const record of records)
  for (const name of [record.names['zh-CN'], record.names['en-US']])
    namedBy.set(normalizeJobPhrase(name), record);
for (const record of records) {
  const isOthersName = (phrase: string, what: string) => {
    const owner = namedBy.get(normalizeJobPhrase(phrase));
    if (!owner || owner === record) return false;
    log.push(`${record.id}: ${what} "${phrase}" dropped (the name of ${owner.id})`);
    return true;
  };
  record.titles = (record.titles ?? []).filter((title) => !isOthersName(title, 'title'));
  record.keywords = (record.keywords ?? []).filter((keyword) => !isOthersName(keyword, 'keyword'));
}

// A keyword two records share points to neither; a title two records share belongs to the one it names
// (`names`), else to neither.
const owners = new Map<string, Mutable[]>();
for (const record of records)
  for (const phrase of [...(record.titles ?? []), ...(record.keywords ?? [])]) {
    const key = normalizeJobPhrase(phrase);
    const list = owners.get(key) ?? [];
    if (!list.includes(record)) list.push(record);
    owners.set(key, list);
  }
for (const [key, list] of owners) {
  if (list.length < 2) continue;
  const named = list.filter((record) =>
    [record.names['zh-CN'], record.names['en-US']].some((name) => normalizeJobPhrase(name) === key),
  );
  // A title (not a keyword) someone tuned by hand in a family stays with that family.
  const families = list.filter(
    (record) =>
      familyIds.has(record.id) && (record.titles ?? []).some((title) => normalizeJobPhrase(title) === key),
  );
  const owner =
    named.length === 1 ? named[0] : named.length === 0 && families.length === 1 ? families[0] : undefined;
  for (const record of list) {
    if (record === owner) continue;
    const before = (record.titles?.length ?? 0) + (record.keywords?.length ?? 0);
    record.titles = (record.titles ?? []).filter((title) => normalizeJobPhrase(title) !== key);
    record.keywords = (record.keywords ?? []).filter((keyword) => normalizeJobPhrase(keyword) !== key);
    if (record.titles.length + record.keywords.length !== before)
      log.push(
        `${record.id}: "${key}" dropped (also in ${list
          .filter((other) => other !== record)
          .map((other) => other.id)
          .join(', ')})`,
      );
  }
}

// Titles and keywords that still do not lead back, judged by the matcher over the whole catalogue; repeated
// until nothing changes, since dropping a clash can free the other side.
for (let round = 0; round < 4; round += 1) {
  const matcher = new JobMatcher(familiesOf(records as Occupation[]));
  let changed = 0;
  for (const record of records) {
    const keep = (phrase: string, what: string) => {
      if (/[(（[【]/.test(phrase)) {
        log.push(`${record.id}: ${what} "${phrase}" dropped (bracketed notes)`);
        changed += 1;
        return false;
      }
      const found = matcher.match(phrase)?.family.id;
      if (found === record.id) return true;
      log.push(`${record.id}: ${what} "${phrase}" dropped (leads to ${found ?? 'nothing'})`);
      changed += 1;
      return false;
    };
    record.keywords = (record.keywords ?? []).filter((keyword) => keep(keyword, 'keyword'));
    record.titles = (record.titles ?? []).filter((title) => keep(title, 'title'));
  }
  if (changed === 0) break;
}

for (const line of log) console.log(line);
console.log(
  `${records.length} records; ${log.length} changes${write ? ' written' : ' (dry run: --write to save)'}`,
);
if (write)
  for (const file of files)
    writeFileSync(path.join(dataDir, file.name), `${JSON.stringify(file.records, null, 2)}\n`);
