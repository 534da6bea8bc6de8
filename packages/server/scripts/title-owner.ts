// Writers' check for titles: node --import tsx scripts/title-owner.ts "钣金工" "Sheet Metal Worker" … — for each title,
// the occupation matching reads today (and its confidence), and every record that holds the title as a name, title,
// classification alias or keyword. A title added to a record's `titles` must name that occupation and no other.
import { JOB_FAMILIES } from '../src/knowledge/job-families.ts';
import { matchJob, normalizeJobPhrase } from '../src/knowledge/match-job.ts';

const titles = process.argv.slice(2);
if (titles.length === 0) {
  console.log('usage: node --import tsx scripts/title-owner.ts "<title>" ["<title>" …]');
  process.exit(1);
}
const holders = new Map<string, string[]>();
const hold = (phrase: string, holder: string) => {
  const key = normalizeJobPhrase(phrase);
  holders.set(key, [...(holders.get(key) ?? []), holder]);
};
for (const family of JOB_FAMILIES) {
  for (const name of [family.names['zh-CN'], family.names['en-US']]) hold(name, `${family.id} (name)`);
  for (const title of family.synonyms) hold(title, `${family.id} (title)`);
  for (const alias of family.aliases ?? []) hold(alias, `${family.id} (classification alias)`);
  for (const keyword of family.keywords) hold(keyword, `${family.id} (keyword)`);
}
for (const title of titles) {
  const match = matchJob(title);
  const held = [...new Set(holders.get(normalizeJobPhrase(title)) ?? [])];
  console.log(
    `${title}\tmatches ${match ? `${match.family.id} (${match.score})` : 'nothing'}\theld by ${held.join(', ') || 'none'}`,
  );
}
