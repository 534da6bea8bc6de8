// Runner ids name their process: a successor recognises its own earlier start and dead processes, and nothing else.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { RunnerIdentity } from '../../src/generation/runner-identity.ts';

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

test('a runner of this process is alive; one of an earlier start with our PID, or of a dead PID, is gone', async () => {
  const now = new RunnerIdentity(4242, 'host-a', 'pid:[1]', 'start-2');
  const earlier = new RunnerIdentity(4242, 'host-a', 'pid:[1]', 'start-1');
  assert.equal(now.isGone(now.newRunnerId()), false, 'our own runner');
  assert.equal(
    now.isGone(earlier.newRunnerId()),
    true,
    'an earlier start of the same PID (a restarted container)',
  );
  const dead = new RunnerIdentity(await deadPid(), 'host-a', 'pid:[1]', 'start-x');
  assert.equal(now.isGone(dead.newRunnerId()), true, 'a process that exited');
});

test('a live process, another host or PID namespace, and ids from before are left to their leases', () => {
  const now = new RunnerIdentity(4242, 'host-a', 'pid:[1]', 'start-2');
  assert.equal(now.isGone(new RunnerIdentity(process.pid, 'host-a', 'pid:[1]', 'x').newRunnerId()), false);
  assert.equal(now.isGone(new RunnerIdentity(4242, 'host-b', 'pid:[1]', 'start-1').newRunnerId()), false);
  assert.equal(now.isGone(new RunnerIdentity(4242, 'host-a', 'pid:[2]', 'start-1').newRunnerId()), false);
  assert.equal(now.isGone('6f1c2a0e-3b4d-4e5f-8a9b-0c1d2e3f4a5b'), false);
});
