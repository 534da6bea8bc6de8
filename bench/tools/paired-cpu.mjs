// Server CPU per request of two running services measured in alternating bursts, so that whatever else
// the machine does in the meantime falls on both alike: steadier than one long run each.
//
//   node bench/tools/paired-cpu.mjs <urlA> <pidA> <urlB> <pidB> '<json body>' [bursts] [requests per burst]
//
// PAIRED_BODY_B sets another body for B (a task uid differs between two services' stores); PAIRED_KEY the
// API key of both (a key from the key store rather than RESUME_API_KEYS), PAIRED_KEY_B another one for B.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [urlA, pidA, urlB, pidB, body, bursts = '12', perBurst = '3000'] = process.argv.slice(2);
const CLOCK_TICKS = 100;
const cpu = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
};
const BENCH_KEY = process.env.PAIRED_KEY ?? 'bench-key-0123456789abcdef';
const run = (url, amount, requestBody = body, key = BENCH_KEY) =>
  autocannon({
    url,
    connections: 20,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: requestBody,
    amount,
  });
const sides = [
  { url: urlA, pid: pidA, body, key: BENCH_KEY, seconds: 0, answered: 0, perBurst: [] },
  {
    url: urlB,
    pid: pidB,
    body: process.env.PAIRED_BODY_B ?? body,
    key: process.env.PAIRED_KEY_B ?? BENCH_KEY,
    seconds: 0,
    answered: 0,
    perBurst: [],
  },
];
// Warm-up: until V8 has optimized the hot paths of both (4,000 requests left one side 20% slower at first).
const WARM_UP = Number(process.env.PAIRED_WARM_UP ?? 15000);
for (const side of sides) await run(side.url, WARM_UP, side.body, side.key);
for (let burst = 0; burst < Number(bursts); burst += 1) {
  const order = burst % 2 === 0 ? sides : [...sides].reverse();
  for (const side of order) {
    const before = cpu(side.pid);
    const result = await run(side.url, Number(perBurst), side.body, side.key);
    const seconds = cpu(side.pid) - before;
    side.seconds += seconds;
    side.answered += result['2xx'];
    side.perBurst.push(Math.round((1e6 * seconds) / result['2xx']));
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [name, side] of [['A', sides[0]], ['B', sides[1]]]) {
  console.log(
    `${name} µs/request: mean ${Math.round((1e6 * side.seconds) / side.answered)}, median burst ${median(side.perBurst)}  [${side.perBurst.join(' ')}]`,
  );
}
