// The caller's files for `resume mcp` (stdio): the server runs on the caller's machine, so a tool may read
// the resume it is pointed at and write an export where it is told. Failures are the caller's (40002).
import { readFile, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, resolve } from 'node:path';
import { createAPIError } from '../errors.ts';
import type { LocalFiles } from './resume-tool.ts';

export class NodeLocalFiles implements LocalFiles {
  constructor(private readonly workingFolder: string) {}

  async read(path: string): Promise<{ bytes: Uint8Array; name: string }> {
    const absolute = this.resolve(path);
    try {
      return { bytes: new Uint8Array(await readFile(absolute)), name: basename(absolute) };
    } catch (error) {
      throw fileError(error, absolute);
    }
  }

  async create(path: string, bytes: Uint8Array): Promise<string> {
    const absolute = this.resolve(path);
    try {
      // `wx`: an agent's guess at a name never replaces a file the user has.
      await writeFile(absolute, bytes, { flag: 'wx' });
      return absolute;
    } catch (error) {
      throw fileError(error, absolute);
    }
  }

  private resolve(path: string): string {
    if (path === '~' || path.startsWith('~/')) return resolve(homedir(), path.slice(2));
    return resolve(this.workingFolder, path);
  }
}

function fileError(error: unknown, path: string): unknown {
  const reason = {
    ENOENT: 'no such file or folder',
    EEXIST: 'a file is already there (choose another name, or delete it first)',
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EISDIR: 'it is a folder',
    ENOTDIR: 'a part of the path is not a folder',
  }[String((error as { code?: unknown }).code)];
  return reason ? createAPIError(40002, `${path}: ${reason}.`) : error;
}
