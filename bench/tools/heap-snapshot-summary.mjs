// What fills a V8 heap snapshot (bench/open-streams with OPEN_STREAMS_HEAP_SNAPSHOT=1): self size and
// count by node type and name, and the largest groups of strings by their first characters. Objects
// whose count is a multiple of the streams held are the per-stream cost.
//
//   node --max-old-space-size=8000 bench/tools/heap-snapshot-summary.mjs <file.heapsnapshot> [rows]
import { readFileSync } from 'node:fs';

const [file, rowsArgument = '40'] = process.argv.slice(2);
const rows = Number(rowsArgument);
const snapshot = JSON.parse(readFileSync(file, 'utf8'));
const meta = snapshot.snapshot.meta;
const width = meta.node_fields.length;
const types = meta.node_types[0];
const typeField = meta.node_fields.indexOf('type');
const nameField = meta.node_fields.indexOf('name');
const sizeField = meta.node_fields.indexOf('self_size');
const byKind = new Map();
const strings = new Map();
const add = (map, key, size) => {
  const entry = map.get(key) ?? { size: 0, count: 0 };
  entry.size += size;
  entry.count += 1;
  map.set(key, entry);
};
for (let at = 0; at < snapshot.nodes.length; at += width) {
  const type = types[snapshot.nodes[at + typeField]];
  const name = snapshot.strings[snapshot.nodes[at + nameField]];
  const size = snapshot.nodes[at + sizeField];
  const isString = type.endsWith('string');
  add(byKind, `${type} ${isString ? '(string)' : type === 'code' ? '(code)' : name.slice(0, 60)}`, size);
  if (type === 'string') add(strings, size < 200 ? '(strings under 200 B)' : name.slice(0, 80).replaceAll('\n', '\\n'), size);
}
const show = (map) =>
  [...map]
    .sort((a, b) => b[1].size - a[1].size)
    .slice(0, rows)
    .map(([key, { size, count }]) => `${String(Math.round(size / 1024)).padStart(8)} KB ${String(count).padStart(7)}  ${key}`)
    .join('\n');
console.log(`--- by type and name\n${show(byKind)}\n--- strings\n${show(strings)}`);
