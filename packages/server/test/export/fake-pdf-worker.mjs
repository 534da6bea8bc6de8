// A stand-in for the PDF worker that misbehaves on request: the resume's job says what to do.
import { parentPort, threadId } from 'node:worker_threads';

const pause = new Int32Array(new SharedArrayBuffer(4));

parentPort.on('message', (job) => {
  const [command, argument] = job.resume.job.split(' ');
  if (command === 'throw') throw new Error('an uncaught renderer bug');
  if (command === 'exit') process.exit(3);
  if (command === 'hang') for (;;);
  if (command === 'fail') {
    parentPort.postMessage({ id: job.id, ok: false });
    return;
  }
  // "busy 50": a render that holds the worker 50 ms, so renders queue behind it.
  if (command === 'busy') Atomics.wait(pause, 0, 0, Number(argument));
  // Which thread answered, so a test can tell a replaced worker from the first; "heap 500" claims 500 MB kept.
  const heapBytes = command === 'heap' ? Number(argument) * 1024 * 1024 : 1024 * 1024;
  const pdf = new TextEncoder().encode(`%PDF-fake thread ${threadId}`);
  parentPort.postMessage({ id: job.id, ok: true, pdf, heapBytes });
});
