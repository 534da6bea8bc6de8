// CPU time a running service spends per request, read from /proc before and after an autocannon run:
// steadier than requests per second on a shared machine. Linux only; the service must be local.
//
//   node bench/tools/cpu-per-request.mjs <url> <service pid> '<json body>' [requests] [bearer key]
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [url, pid, body, requests = '30000', key = 'bench-key-0123456789abcdef'] = process.argv.slice(2);
if (!url || !pid || !body) {
  process.stderr.write("usage: cpu-per-request.mjs <url> <pid> '<json body>' [requests] [key]\n");
  process.exit(2);
}
const CLOCK_TICKS = 100;

/** User and system seconds of a process, from /proc/<pid>/stat (fields 14 and 15). */
function cpuSeconds(processId) {
  const fields = readFileSync(`/proc/${processId}/stat`, 'utf8').split(') ')[1].split(' ');
  return { user: Number(fields[11]) / CLOCK_TICKS, system: Number(fields[12]) / CLOCK_TICKS };
}

const options = {
  url,
  connections: 20,
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
  body,
};
await autocannon({ ...options, amount: 5000 }); // warm-up
const before = cpuSeconds(pid);
const clientBefore = process.cpuUsage();
const result = await autocannon({ ...options, amount: Number(requests) });
const after = cpuSeconds(pid);
const client = process.cpuUsage(clientBefore);
const answered = result['2xx'];
const perRequest = (seconds) => Math.round((1e7 * seconds) / answered) / 10;
console.log(
  JSON.stringify({
    answered,
    non2xx: result.non2xx,
    serverMicrosPerRequest: perRequest(after.user + after.system - before.user - before.system),
    serverUserMicros: perRequest(after.user - before.user),
    serverSystemMicros: perRequest(after.system - before.system),
    clientMicrosPerRequest: Math.round((10 * (client.user + client.system)) / answered) / 10,
    p99Ms: result.latency.p99,
  }),
);
