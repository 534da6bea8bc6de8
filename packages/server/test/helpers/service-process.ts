// The real service as a child process on port 0 (`node --import tsx src/main.ts`, or the compiled build
// as `npm start` runs it), for tests of signals, crashes and the build.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startNodeFlags } from '../../src/cli/start-flags.ts';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export interface ServiceProcess {
  child: ChildProcess;
  base: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/** What `npm start` runs once `npm run build` has compiled the sources into dist/. */
export const COMPILED_SERVICE = [...startNodeFlags(), 'dist/main.js'];
const SOURCE_SERVICE = ['--import', 'tsx', 'src/main.ts'];

export function startService(
  dataDir: string,
  env: Record<string, string> = {},
  command: readonly string[] = SOURCE_SERVICE,
): Promise<ServiceProcess> {
  const child = spawn(process.execPath, command, {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    // A process that did not start is killed: left running, its pipes would keep the test file open forever.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no start within 20 s:\n${output}`));
    }, 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (listening) {
        clearTimeout(timer);
        resolve({ child, base: listening[1]!, output: () => output, exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${output}`));
    });
  });
}

/** SIGTERM, then the exit code. */
export function stopService(service: ServiceProcess): Promise<number | null> {
  service.child.kill('SIGTERM');
  return service.exited;
}

/** SIGKILL: no shutdown code runs, as when the machine loses power. */
export async function killService(service: ServiceProcess): Promise<void> {
  service.child.kill('SIGKILL');
  await service.exited;
}
