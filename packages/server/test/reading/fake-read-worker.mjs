// A stand-in for the reading worker that misbehaves on request: the file's text says what to do.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', (job) => {
  const command = new TextDecoder().decode(job.bytes);
  if (command === 'throw') throw new Error('an uncaught parser bug');
  if (command === 'exit') process.exit(3);
  if (command === 'hang') return;
  if (command === 'fail') {
    parentPort.postMessage({ id: job.id, ok: false, readError: undefined });
    return;
  }
  if (command === 'oom') {
    const hoard = [];
    for (;;) hoard.push(new Array(1e6).fill(hoard.length));
  }
  const resume = { locale: 'en-US', job: '', parts: [] };
  parentPort.postMessage({ id: job.id, ok: true, result: { resume, text: command } });
});
