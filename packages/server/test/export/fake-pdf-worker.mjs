// A stand-in for the PDF worker that misbehaves on request: the resume's job says what to do.
import { parentPort, threadId } from 'node:worker_threads';

parentPort.on('message', (job) => {
  const command = job.resume.job;
  if (command === 'throw') throw new Error('an uncaught renderer bug');
  if (command === 'exit') process.exit(3);
  if (command === 'hang') for (;;);
  if (command === 'fail') {
    parentPort.postMessage({ id: job.id, ok: false });
    return;
  }
  // Which thread answered, so a test can tell a replaced worker from the first.
  parentPort.postMessage({ id: job.id, ok: true, pdf: new TextEncoder().encode(`%PDF-fake thread ${threadId}`) });
});
