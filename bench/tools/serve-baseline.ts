// The throughput bench's raw `node:http` baseline on its own, for paired-cpu.mjs: records the running
// service's answer to one request and serves it until stopped; prints the baseline's URL and pid.
//
//   node --import tsx bench/tools/serve-baseline.ts <service base URL> <path> '<json body>'

import { recordResponse, startRawBaseline } from '../raw-baseline.ts';
import { BENCH_API_KEY } from '../service-process.ts';

const [base, path, body] = process.argv.slice(2);
if (!base || !path || !body) {
  process.stderr.write("usage: serve-baseline.ts <service base URL> <path> '<json body>'\n");
  process.exit(2);
}
const headers = { 'content-type': 'application/json', authorization: `Bearer ${BENCH_API_KEY}` };
const recorded = await recordResponse(base, { path, headers, body });
const baseline = await startRawBaseline();
await baseline.serve(recorded);
process.stdout.write(`${baseline.base} ${baseline.pid}\n`);
process.on('SIGTERM', () => void baseline.stop().then(() => process.exit(0)));
