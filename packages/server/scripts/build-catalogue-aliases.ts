// Writes src/knowledge/catalogue/aliases.json from the occupation reference data (run once when it changes):
//   node --import tsx scripts/build-catalogue-aliases.ts [/path/to/reference/occupations]
// O*NET-SOC titles and alternate titles by code (O*NET 30.0, CC BY 4.0: see ONET-SOURCE.md at the repository
// root), and 职业分类大典 (2022) occupation names by code. Classification names and codes are facts; the
// catalogue's records say which codes each occupation stands for, and the matcher reads the titles through them.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const referenceDir =
  process.argv[2] ??
  path.resolve(fileURLToPath(new URL('../../../../shared/reference/occupations/', import.meta.url)));
const out = fileURLToPath(new URL('../src/knowledge/catalogue/aliases.json', import.meta.url));

function rows(file: string): string[][] {
  return readFileSync(path.join(referenceDir, file), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((row) => row.split('\t'));
}

const onet: Record<string, string[]> = {};
const add = (code: string, title: string | undefined) => {
  const clean = title?.trim();
  if (!clean || clean === 'n/a') return;
  const titles = onet[code] ?? [];
  onet[code] = titles;
  if (!titles.includes(clean)) titles.push(clean);
};
for (const [code, title] of rows('onet-occupations.tsv')) if (code) add(code, title);
for (const [code, , alternate, short] of rows('onet-alternate-titles.tsv')) {
  if (!code) continue;
  add(code, alternate);
  add(code, short);
}
const cn: Record<string, string> = {};
for (const [code, name] of rows('cn-occupations.tsv')) if (code && name) cn[code] = name.trim();

writeFileSync(out, `${JSON.stringify({ onet, cn })}\n`);
console.log(
  `${Object.keys(onet).length} O*NET codes, ${Object.values(onet).flat().length} titles; ${Object.keys(cn).length} 大典 names -> ${path.relative(process.cwd(), out)}`,
);
