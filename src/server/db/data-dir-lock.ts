import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { isProcessAlive } from '../platform/runtime/process-alive';

// The embedded database belongs to one process: two writers would corrupt it. The lock is a file
// holding the owner's pid, created exclusively; a lock left by a dead process is taken over.

const heldHere = new Set<string>();

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by another Ringkas process (pid ${pid}). ` +
        'Stop that process first, or point DATA_DIR at another directory. ' +
        'To run several processes, use a PostgreSQL server (DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

export function lockDataDir(dataDir: string): DataDirLock {
  const file = join(dataDir, 'ringkas.lock');
  if (heldHere.has(file)) throw new DataDirLockedError(dataDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(file);
      return {
        release() {
          heldHere.delete(file);
          rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isProcessAlive(owner)) {
        throw new DataDirLockedError(dataDir, owner);
      }
      // Left behind by a process that is gone (or by this pid in an earlier life): take it over.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
