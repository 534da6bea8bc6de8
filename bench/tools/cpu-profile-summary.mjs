// Where a V8 CPU profile (node --cpu-prof) spends its time: self time by file and by function, or,
// with --inclusive, time including callees for functions matching a pattern.
//
//   node bench/tools/cpu-profile-summary.mjs <file.cpuprofile> [--inclusive <regex>] [rows]
import { readFileSync } from 'node:fs';

const [file, ...rest] = process.argv.slice(2);
const inclusive = rest[0] === '--inclusive' ? new RegExp(rest[1] ?? '.') : undefined;
const rows = Number((inclusive ? rest[2] : rest[0]) ?? 40);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);

const label = (node) => {
  const frame = node.callFrame;
  const where = frame.url.replace(/.*node_modules\//, 'nm/').replace(/.*packages\//, '');
  return `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber}`;
};
const percent = (count, total) => `${((100 * count) / total).toFixed(1).padStart(5)}%`;
const top = (counts, total) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([name, count]) => `${percent(count, total)} ${name}`)
    .join('\n');

if (inclusive) {
  // Samples outside JavaScript (idle, program, GC) are left out of the total.
  const counts = new Map();
  let busy = 0;
  for (const sample of profile.samples) {
    if (/^\((idle|program|garbage collector)\)/.test(label(nodes.get(sample)))) continue;
    busy += 1;
    const seen = new Set();
    for (let id = sample; id !== undefined; id = parents.get(id)) {
      const name = label(nodes.get(id));
      if (seen.has(name)) continue;
      seen.add(name);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  console.log(`busy samples ${busy}`);
  console.log(top(new Map([...counts].filter(([name]) => inclusive.test(name))), busy));
} else {
  const bySelf = new Map();
  const byFile = new Map();
  for (const sample of profile.samples) {
    const name = label(nodes.get(sample));
    bySelf.set(name, (bySelf.get(name) ?? 0) + 1);
    const fileName = name.split(' ').slice(1).join(' ').replace(/:\d+$/, '');
    byFile.set(fileName, (byFile.get(fileName) ?? 0) + 1);
  }
  const total = profile.samples.length;
  console.log(`samples ${total}\n--- self time by file\n${top(byFile, total)}\n--- self time by function\n${top(bySelf, total)}`);
}
