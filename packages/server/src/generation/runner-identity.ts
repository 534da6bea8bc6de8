// Runner ids that name the process generating a task, so a restarted instance can tell which leases belong to a process that is gone.
import { randomUUID } from 'node:crypto';
import { readlinkSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * This process's place: host name and PID namespace (containers on one host have namespaces of their
 * own, and often the same PIDs), then the PID and a random id of this start, so a later process with
 * the same PID (a restarted container's PID 1) is not taken for this one.
 */
export class RunnerIdentity {
  readonly instanceId: string;
  private readonly place: string;

  constructor(
    private readonly pid = process.pid,
    host = hostname(),
    pidNamespace = readPidNamespace(),
    startId = randomUUID().slice(0, 8),
  ) {
    this.place = `${host}~${pidNamespace}`;
    this.instanceId = `${this.place}/${pid}/${startId}`;
  }

  /** A fresh runner id for one generation of this process. */
  newRunnerId(): string {
    return `${this.instanceId}:${randomUUID()}`;
  }

  /**
   * True only when `runnerId` is known to belong to a process that no longer runs: one of this host
   * and PID namespace whose PID is ours (an earlier start: we are not it) or no process's at all.
   * Anything else (another host, a live PID, an id from before runner ids named processes) is left
   * to its lease.
   */
  isGone(runnerId: string): boolean {
    const match = /^(.*)\/(\d+)\/([^/:]+):[^:]+$/.exec(runnerId);
    if (!match || match[1] !== this.place) return false;
    const pid = Number(match[2]);
    if (`${this.place}/${pid}/${match[3]}` === this.instanceId) return false;
    if (pid === this.pid) return true;
    return !isProcessAlive(pid);
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is someone else's.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/** "pid:[4026531836]" on Linux; empty where there is no /proc. */
function readPidNamespace(): string {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return '';
  }
}
